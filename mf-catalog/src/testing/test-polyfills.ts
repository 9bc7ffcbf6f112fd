// jsdom lacks what react-router's data router uses (TextEncoder, Request, Response, Headers…);
// Node has them in its own realm, which vm.runInThisContext reaches from inside jest's sandbox.
import { runInThisContext } from 'node:vm';

const node = runInThisContext('globalThis') as typeof globalThis;
for (const name of ['TextEncoder', 'TextDecoder', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'ReadableStream'] as const) {
  if (!(name in globalThis) || name === 'Request' || name === 'AbortController' || name === 'AbortSignal') {
    Object.assign(globalThis, { [name]: node[name] });
  }
}

// jsdom does not scroll.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
