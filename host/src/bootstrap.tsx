// Boot: read the runtime config and the remote registry, register the remotes, render.
import React, { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ThemeContext } from 'styled-components';
import { QueryClientContext } from '@tanstack/react-query';
import { registerApp, setRuntimeConfig, type RuntimeConfig } from '@kraanvogel/shared';
import { AppProvider } from './app/provider';
import { createRouter } from './app/router';
import { registerFromRegistry, type RemoteRegistry } from './federation/remotes';
import { setupAuth } from './features/auth/auth';
import { loadTagManager } from './features/tracking/tag-manager';
import { registerServiceWorker } from './service-worker/register';
import { texts } from './texts';
import { nextTask } from './lib/next-task';

async function fetchJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

/**
 * The runtime config and the registry: from the page itself when the server put them there (one
 * round trip less before the first paint), otherwise from /config.json and /remotes.json (a
 * static server that serves index.html as it is).
 */
async function bootData(): Promise<[Partial<RuntimeConfig>, RemoteRegistry]> {
  const inline = document.getElementById('kv-boot')?.textContent;
  if (inline) {
    try {
      const data = JSON.parse(inline) as { config?: Partial<RuntimeConfig>; registry?: RemoteRegistry };
      if (data.config && data.registry?.remotes) return [data.config, data.registry];
    } catch {
      // An unreadable block: ask the server instead.
    }
  }
  return Promise.all([fetchJson<Partial<RuntimeConfig>>('/config.json'), fetchJson<RemoteRegistry>('/remotes.json')]);
}

async function boot() {
  const root = createRoot(document.getElementById('root')!);
  try {
    const [config, registry] = await bootData();
    const runtime = setRuntimeConfig(config);
    registerFromRegistry(registry);
    loadTagManager(runtime.tagManagerId);
  } catch (error) {
    console.error(error);
    root.render(
      <p role="alert" style={{ fontFamily: 'Arial, sans-serif', padding: '2rem' }}>
        {texts.boot.failed} <a href="/">{texts.boot.retry}</a>
      </p>,
    );
    return;
  }
  registerApp('host', {
    react: React,
    reactVersion: React.version,
    styledThemeContext: ThemeContext,
    queryClientContext: QueryClientContext,
  });
  await nextTask();
  // The stored session (if any) is read before the first route runs its auth middleware.
  await setupAuth().init();
  await nextTask();
  const router = createRouter();
  // The page's HTML shows the shell (tools/webpack/static-shell.cjs) until the first page is
  // ready: the first render then replaces it with the same layout and the page, without a blank
  // moment between them.
  await firstPageReady(router);
  // In a transition React renders the first page in slices of a few milliseconds and lets the
  // browser in between (the shell is already painted), instead of one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProvider>
          <DropShellStyle />
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    ),
  );
}

let shown: () => void = () => undefined;
/** Resolves once the app's first render is on the page (the shell replaced). */
const firstPageShown = new Promise<void>((resolve) => (shown = resolve));

/** The shell's own CSS (tools/webpack/static-shell.cjs) goes once the app's first render is on the page. */
function DropShellStyle() {
  useLayoutEffect(() => {
    document.getElementById('kv-shell-style')?.remove();
    shown();
  }, []);
  return null;
}

/** Resolves when the router's first navigation (middleware, loaders, lazy route code) is done. */
function firstPageReady(router: ReturnType<typeof createRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

void boot();
registerServiceWorker(firstPageShown);
