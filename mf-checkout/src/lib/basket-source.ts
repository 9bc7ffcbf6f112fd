/** The source mf-checkout names on the basket channel: its own changes have updated the cache already. */
export const CHECKOUT_SOURCE = 'checkout';
