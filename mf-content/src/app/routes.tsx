// The URLs mf-content owns (DESIGN.md): /nieuws/**, /privacyverklaring, /registratie,
// /styleguide, /ping.
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@kraanvogel/shared';
import './register';

const pages = () => import('./routes/pages');

export const routes: RouteObject[] = [
  { path: 'nieuws', lazy: () => pages().then((m) => ({ Component: m.NewsRoute })) },
  { path: 'nieuws/:type/:itemSlug?', lazy: () => pages().then((m) => ({ Component: m.NewsRoute })) },
  { path: 'privacyverklaring', handle: { public: true } satisfies RouteHandle, lazy: () => pages().then((m) => ({ Component: m.PrivacyRoute })) },
  { path: 'registratie', handle: { layout: 'registration', public: true } satisfies RouteHandle, lazy: () => pages().then((m) => ({ Component: m.RegistrationRoute })) },
  { path: 'styleguide', lazy: () => pages().then((m) => ({ Component: m.StyleguideRoute })) },
  { path: 'ping', handle: { public: true } satisfies RouteHandle, lazy: () => pages().then((m) => ({ Component: m.PingRoute })) },
];
