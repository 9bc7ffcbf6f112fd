// oidc-provider warns on Node 20 ("Unsupported runtime"); the tests know, and also run on 22.
const warn = console.warn;
console.warn = (...args) => {
  if (typeof args[0] === 'string' && args[0].includes('oidc-provider WARNING: Unsupported runtime')) return;
  warn(...args);
};
