// Boot: read the runtime config and the remote registry, register the remotes, render.
import React, { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ThemeContext } from 'styled-components';
import { QueryClientContext } from '@tanstack/react-query';
import { registerApp, setRuntimeConfig, type RuntimeConfig } from '@kraanvogel/shared';
import { AppProvider } from './app/provider';
import { createRouter } from './app/router';
import { registerFromRegistry, type RemoteRegistry } from './federation/remotes';
import { texts } from './texts';

async function fetchJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

async function boot() {
  const root = createRoot(document.getElementById('root')!);
  try {
    const [config, registry] = await Promise.all([
      fetchJson<Partial<RuntimeConfig>>('/config.json'),
      fetchJson<RemoteRegistry>('/remotes.json'),
    ]);
    setRuntimeConfig(config);
    registerFromRegistry(registry);
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
  const router = createRouter();
  root.render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}

void boot();
