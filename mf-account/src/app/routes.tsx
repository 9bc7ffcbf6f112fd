// The URLs mf-account owns (DESIGN.md): everything under /mijnaccount (SPEC §2 routes).
import type { RouteObject } from 'react-router';
import './register';

const page = () => import('./routes/account-page').then((m) => ({ Component: m.AccountPage }));

export const routes: RouteObject[] = [
  {
    path: 'mijnaccount',
    children: [
      { index: true, lazy: page },
      { path: 'mijnorders', lazy: page },
      { path: 'mijnorders/:level2', lazy: page },
      { path: 'mijnfacturen', lazy: page },
      { path: 'mijnfacturen/:level2', lazy: page },
      { path: 'mijnwinkelwagens', lazy: page },
      { path: 'mijnbestellijsten', lazy: page },
      { path: 'mijnbestellijsten/:level2/:id?', lazy: page },
      { path: 'mijninloggegevens', lazy: page },
      { path: 'mijnorganisatie', lazy: page },
      { path: 'mijnorganisatie/adresgegevenswijzigen', lazy: page },
      { path: 'mijnorganisatie/mailnotifications', lazy: page },
      { path: 'mijnorganisatie/mijnteam', lazy: page },
      { path: 'mijnorganisatie/mijnteam/nieuwlid', lazy: page },
      { path: 'retouraanvraag', lazy: page },
      { path: 'retouraanvraag/bedankt', lazy: page },
    ],
  },
];
