// The net/gross switch is one for the whole shop (the basket page follows it too): it lives in shared/.
export { usePriceModeStore, useShowNetPrices } from '@kraanvogel/shared/screens';
