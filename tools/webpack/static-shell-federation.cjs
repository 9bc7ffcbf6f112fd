// The federation runtime as the build-time render of the shell sees it (static-shell.cjs): no
// remote is registered or loaded there, so a remote widget keeps its empty place.
module.exports = {
  registerRemotes() {},
  loadRemote: () => new Promise(() => {}),
};
