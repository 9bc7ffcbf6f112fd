// jsdom lacks the encoders react-router needs at import time; Node has them.
const util = require('node:util');
globalThis.TextEncoder ??= util.TextEncoder;
globalThis.TextDecoder ??= util.TextDecoder;
// jsdom has no BroadcastChannel; Node's delivers between instances of one process, so a test can
// play "another tab". Unref'd, so that an open channel does not keep jest alive.
if (typeof globalThis.BroadcastChannel === 'undefined') {
  const { BroadcastChannel: NodeBroadcastChannel } = require('node:worker_threads');
  globalThis.BroadcastChannel = class extends NodeBroadcastChannel {
    constructor(name) {
      super(name);
      this.unref();
    }
  };
}
