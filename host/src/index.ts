// The page's HTML already shows the shell (tools/webpack/static-shell.cjs): the browser paints it
// first, and only then does the boot's JavaScript run (a long task that would otherwise come
// before the first paint). A hidden tab draws no frames: it boots at once.
const boot = () => void import('./bootstrap');
if (document.visibilityState === 'hidden') boot();
else requestAnimationFrame(() => setTimeout(boot, 0));
