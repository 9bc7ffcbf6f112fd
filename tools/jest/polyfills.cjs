// What jsdom lacks and the shop's libraries need: react-router's data router uses TextEncoder,
// Request, Response, Headers and AbortController; Node has them in its own realm, which
// vm.runInThisContext reaches from inside jest's sandbox. BroadcastChannel (the basket channel
// across tabs) comes from Node too, unref'd so that an open channel does not keep jest alive.
const { runInThisContext } = require('node:vm');

const node = runInThisContext('globalThis');
for (const name of ['TextEncoder', 'TextDecoder', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'ReadableStream']) {
  // jsdom's own AbortSignal is not the one Node's Request accepts: take both from Node.
  if (!(name in globalThis) || name === 'Request' || name === 'AbortController' || name === 'AbortSignal') globalThis[name] = node[name];
}
if (typeof globalThis.BroadcastChannel === 'undefined') {
  const { BroadcastChannel: NodeBroadcastChannel } = require('node:worker_threads');
  globalThis.BroadcastChannel = class extends NodeBroadcastChannel {
    constructor(name) {
      super(name);
      this.unref();
    }
  };
}

// jsdom has no layout and no matchMedia: width queries are answered for the window's width
// (jsdom's 1024 px, a desktop: the tables of the responsive list), anything else does not match.
// A test that wants a phone sets its own matchMedia (shared/src/ui/__tests__/responsive-list.test.tsx).
/* global window */
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query) => {
    const min = /\(min-width:\s*(\d+)px\)/.exec(query);
    const max = /\(max-width:\s*(\d+)px\)/.exec(query);
    const width = window.innerWidth;
    const matches = Boolean(min || max) && (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return { matches, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false };
  };
}
