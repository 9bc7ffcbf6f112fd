// The basket popups' code, loaded when first needed (basket-popup.tsx); a load started early is
// the same request as the one the popup then makes.
export const loadBasketContentPopup = () => import('./components/basket-content-popup');
export const loadAddedPopup = () => import('./components/added-popup');
