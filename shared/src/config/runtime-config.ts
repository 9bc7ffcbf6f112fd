// The runtime configuration (/config.json), read once by the host at start and available to
// every app. Each API has its own base address; a missing one falls back to the
// local default of the one-port server.
export interface RuntimeConfig {
  api: {
    idp: string;
    pim: string;
    search: string;
    mgmt: string;
    erp: string;
  };
  search: { index: string; apiVersion: string; queryKey: string };
  oidc: { authority: string; clientId: string; scope: string; productKey: string };
  tagManagerId: string | null;
  contactUrl: string;
}

export const defaultRuntimeConfig: RuntimeConfig = {
  api: { idp: '/idp', pim: '/pim', search: '/search', mgmt: '/mgmt', erp: '/erp' },
  search: { index: 'articles', apiVersion: '2017-11-11', queryKey: '' },
  oidc: { authority: '/idp', clientId: 'kraanvogel-shop', scope: 'openid profile email roles portal', productKey: 'kraanvogel' },
  tagManagerId: null,
  contactUrl: 'https://www.example.nl/contact',
};

let current: RuntimeConfig = defaultRuntimeConfig;

export function setRuntimeConfig(partial: Partial<RuntimeConfig>): RuntimeConfig {
  current = {
    ...defaultRuntimeConfig,
    ...partial,
    api: { ...defaultRuntimeConfig.api, ...partial.api },
    search: { ...defaultRuntimeConfig.search, ...partial.search },
    oidc: { ...defaultRuntimeConfig.oidc, ...partial.oidc },
  };
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}
