// The page's inline loader (tools/webpack/page-loader.js) asks for this script once the HTML shell
// (tools/webpack/static-shell.cjs) is painted, with the boot's chunks beside it.
//
// The boot's code is evaluated in steps, each in a task of its own (React DOM, the router, the
// shared package, then the host's own code), so that the page stays responsive between them
// instead of one long task.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot() {
  for (const step of [() => import('react-dom/client'), () => import('react-router'), () => import('@kraanvogel/shared')]) {
    await step();
    await nextTask();
  }
  await import('./bootstrap');
}

void boot();
