// The URLs mf-content owns (DESIGN.md): /nieuws/**, /privacyverklaring, /registratie,
// /styleguide, /ping.
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@kraanvogel/shared';
import '../register';

const pages = () => import('./routes/pages');
const news = () => import('./routes/news');
const registration = () => import('./routes/registration');
const styleguide = () => import('./routes/styleguide');

export const routes: RouteObject[] = [
  { path: 'nieuws', lazy: () => news().then((m) => ({ Component: m.NewsListRoute })) },
  { path: 'nieuws/:type', lazy: () => news().then((m) => ({ loader: m.newsListLoader, Component: m.NewsListRoute })) },
  { path: 'nieuws/:type/:itemSlug', lazy: () => news().then((m) => ({ loader: m.newsPostLoader, Component: m.NewsPostRoute })) },
  { path: 'privacyverklaring', handle: { public: true } satisfies RouteHandle, lazy: () => pages().then((m) => ({ Component: m.PrivacyRoute })) },
  { path: 'registratie', handle: { layout: 'registration', public: true } satisfies RouteHandle, lazy: () => registration().then((m) => ({ Component: m.RegistrationRoute })) },
  { path: 'styleguide', lazy: () => styleguide().then((m) => ({ Component: m.StyleguideRoute })) },
  { path: 'ping', handle: { public: true } satisfies RouteHandle, lazy: () => pages().then((m) => ({ Component: m.PingRoute })) },
];
