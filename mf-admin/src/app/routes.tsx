// The URLs mf-admin owns: everything under /beheer, the back office of the shop's own staff.
// The host loads this table for administrators only; the loader below says 404 to anyone else
// too (a sign-out and another sign-in in the same tab), and the api refuses their calls.
import type { RouteObject } from 'react-router';
import { authStore, getRuntimeConfig, roleNames } from '@kraanvogel/shared';
import '../register';

const screens = () => import('./routes/screens');
const punchoutScreens = () => import('./routes/screens-punchout');
const newsScreens = () => import('./routes/screens-news');

function administratorsOnly() {
  const roles = authStore.getState().roles;
  if (!roles.includes(roleNames(getRuntimeConfig().oidc.productKey).admin)) throw new Response('', { status: 404, statusText: 'Not Found' });
  return null;
}

export const routes: RouteObject[] = [
  {
    path: 'beheer',
    loader: administratorsOnly,
    shouldRevalidate: () => true,
    children: [
      { index: true, lazy: () => screens().then((m) => ({ Component: m.OverviewScreen })) },
      { path: 'registraties', lazy: () => screens().then((m) => ({ Component: m.RegistrationsScreen })) },
      { path: 'registraties/:id', lazy: () => screens().then((m) => ({ Component: m.RegistrationScreen })) },
      { path: 'klanten', lazy: () => screens().then((m) => ({ Component: m.CustomersScreen })) },
      { path: 'klanten/:number', lazy: () => screens().then((m) => ({ Component: m.CustomerScreen })) },
      { path: 'orderstatussen', lazy: () => screens().then((m) => ({ Component: m.OrderStatesScreen })) },
      { path: 'orderstatussen/:id', lazy: () => screens().then((m) => ({ Component: m.OrderStateScreen })) },
      { path: 'kortingen', lazy: () => screens().then((m) => ({ Component: m.DiscountsScreen })) },
      { path: 'kortingen/nieuw', lazy: () => screens().then((m) => ({ Component: m.DiscountScreen })) },
      { path: 'kortingen/importeren', lazy: () => screens().then((m) => ({ Component: m.DiscountImportScreen })) },
      { path: 'kortingen/:id', lazy: () => screens().then((m) => ({ Component: m.DiscountScreen })) },
      { path: 'nieuws', lazy: () => newsScreens().then((m) => ({ Component: m.NewsScreen })) },
      { path: 'nieuws/nieuw', lazy: () => newsScreens().then((m) => ({ Component: m.NewsPostScreen })) },
      { path: 'nieuws/:id', lazy: () => newsScreens().then((m) => ({ Component: m.NewsPostScreen })) },
      { path: 'releases', lazy: () => screens().then((m) => ({ Component: m.ReleasesScreen })) },
      { path: 'punchout', lazy: () => punchoutScreens().then((m) => ({ Component: m.PunchoutAccountsScreen })) },
      { path: 'punchout/:id', lazy: () => punchoutScreens().then((m) => ({ Component: m.PunchoutAccountScreen })) },
    ],
  },
];
