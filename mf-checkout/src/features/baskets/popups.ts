// The basket popups' code, loaded when first needed (cart-popup.tsx); a load started early is
// the same request as the one the popup then makes.
export const loadCartContentPopup = () => import('./components/cart-content-popup');
export const loadAddedPopup = () => import('./components/added-popup');
