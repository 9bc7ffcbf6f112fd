// The page's inline loader (tools/webpack/page-loader.js) asks for this script once the HTML shell
// (tools/webpack/static-shell.cjs) is painted, with the boot's chunks beside it.
//
// The boot's code is evaluated in steps, each in a task of its own (React DOM, the router, the
// shared package, the locale's data, then the host's own code), so that the page stays
// responsive between them instead of one long task.
import { nextTask } from './lib/next-task';

async function boot() {
  const steps = [
    () => import('react-dom/client'),
    () => import('react-router'),
    () => import('@kraanvogel/shared'),
    // The page's first Intl formatter loads the locale's data (~17 ms): here, in a task of its
    // own, rather than inside the first render that shows a price or a date.
    async () => (await import('@kraanvogel/shared')).formatMoney(0),
  ];
  for (const step of steps) {
    await nextTask();
    await step();
  }
  await nextTask();
  await import('./bootstrap');
}

void boot();
