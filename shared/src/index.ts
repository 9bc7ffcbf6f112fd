// The public surface of shared/: a contract with five teams. Keep it backward compatible.
export * from './auth/auth-store';
export * from './auth/roles';
export * from './basket/basket-channel';
export * from './toast/toast-bus';
export * from './config/runtime-config';
export * from './theme/theme';
export * from './ui/page-frame';
export * from './texts';
export * from './format';
export * from './diagnostics';
export * from './theme/global-style';
export * from './ui/standalone';
export * from './route-handle';
export * from './discounts/discounts';
