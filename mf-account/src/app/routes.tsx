// The URLs mf-account owns (DESIGN.md): everything under /mijnaccount.
import type { RouteObject } from 'react-router';
import '../register';

const screens = () => import('./routes/account-screens');
const screen = (name: keyof Awaited<ReturnType<typeof screens>>) => () => screens().then((m) => ({ Component: m[name] }));

export const routes: RouteObject[] = [
  {
    path: 'mijnaccount',
    children: [
      { index: true, lazy: screen('OverviewScreen') },
      { path: 'mijnorders', lazy: screen('OrdersScreen') },
      { path: 'mijnorders/:level2', lazy: screen('OrderScreen') },
      { path: 'mijnfacturen', lazy: screen('InvoicesScreen') },
      { path: 'mijnfacturen/:level2', lazy: screen('InvoiceScreen') },
      { path: 'mijnwinkelwagens', lazy: screen('CartsScreen') },
      { path: 'mijnbestellijsten', lazy: screen('OrderListsScreen') },
      { path: 'mijnbestellijsten/:level2/:id?', lazy: screen('OrderListScreen') },
      { path: 'mijninloggegevens', lazy: screen('LoginDetailsScreen') },
      { path: 'mijnorganisatie', lazy: screen('OrganisationScreen') },
      { path: 'mijnorganisatie/adresgegevenswijzigen', lazy: screen('OrganisationEditScreen') },
      { path: 'mijnorganisatie/mailnotifications', lazy: screen('MailNotificationsScreen') },
      { path: 'mijnorganisatie/mijnteam', lazy: screen('TeamScreen') },
      { path: 'mijnorganisatie/mijnteam/nieuwlid', lazy: screen('NewMemberScreen') },
      { path: 'retouraanvraag', lazy: screen('ReturnRequestScreen') },
      { path: 'retouraanvraag/bedankt', lazy: screen('ReturnThanksScreen') },
    ],
  },
];
