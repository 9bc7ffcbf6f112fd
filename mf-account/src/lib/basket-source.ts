/** mf-account's name on the basket channel: its own changes have updated the cache already. */
export const ACCOUNT_SOURCE = 'account';
