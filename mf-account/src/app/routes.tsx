// The URLs mf-account owns (DESIGN.md): everything under /mijnaccount.
import type { RouteObject } from 'react-router';
import '../register';
import { prefetchInvoiceOverview, prefetchOrderOverview } from './routes/prefetch';

// One chunk per group of screens, so a page loads only the features it shows.
const groups = {
  overview: () => import('./routes/screens-overview'),
  orders: () => import('./routes/screens-orders'),
  baskets: () => import('./routes/screens-baskets'),
  returns: () => import('./routes/screens-returns'),
  profile: () => import('./routes/screens-profile'),
  organization: () => import('./routes/screens-organization'),
  approvals: () => import('./routes/screens-approvals'),
  spend: () => import('./routes/screens-spend'),
  favourites: () => import('./routes/screens-favourites'),
};
type Groups = typeof groups;
const screen =
  <G extends keyof Groups>(group: G, name: keyof Awaited<ReturnType<Groups[G]>>) =>
  () =>
    groups[group]().then((m) => ({ Component: m[name as keyof typeof m] }));

export const routes: RouteObject[] = [
  {
    path: 'mijnaccount',
    children: [
      { index: true, lazy: screen('overview', 'OverviewScreen') },
      { path: 'mijnorders', loader: prefetchOrderOverview, lazy: screen('orders', 'OrdersScreen') },
      { path: 'mijnorders/:level2', lazy: screen('orders', 'OrderScreen') },
      { path: 'mijnfacturen', loader: prefetchInvoiceOverview, lazy: screen('orders', 'InvoicesScreen') },
      { path: 'mijnfacturen/:level2', lazy: screen('orders', 'InvoiceScreen') },
      { path: 'mijnwinkelwagens', lazy: screen('baskets', 'BasketsScreen') },
      { path: 'mijnbestellijsten', lazy: screen('baskets', 'OrderListsScreen') },
      { path: 'mijnbestellijsten/:level2/:id?', lazy: screen('baskets', 'OrderListScreen') },
      { path: 'mijnassortiment', lazy: screen('favourites', 'FavouritesScreen') },
      { path: 'mijninloggegevens', lazy: screen('profile', 'LoginDetailsScreen') },
      { path: 'mijnorganisatie', lazy: screen('organization', 'OrganizationScreen') },
      { path: 'mijnorganisatie/adresgegevenswijzigen', lazy: screen('organization', 'OrganizationEditScreen') },
      { path: 'mijnorganisatie/mailnotifications', lazy: screen('organization', 'MailNotificationsScreen') },
      { path: 'mijnorganisatie/artikelnummers', lazy: screen('organization', 'ArticleNumbersScreen') },
      { path: 'mijnorganisatie/mijnteam', lazy: screen('organization', 'TeamScreen') },
      { path: 'mijnorganisatie/mijnteam/nieuwlid', lazy: screen('organization', 'NewMemberScreen') },
      { path: 'mijnorganisatie/uitgaven', lazy: screen('spend', 'SpendScreen') },
      { path: 'goedtekeuren', lazy: screen('approvals', 'ApprovalsScreen') },
      { path: 'goedtekeuren/:level2', lazy: screen('approvals', 'ApprovalScreen') },
      { path: 'retouraanvraag', lazy: screen('returns', 'ReturnRequestScreen') },
      { path: 'retouraanvraag/bedankt', lazy: screen('returns', 'ReturnThanksScreen') },
    ],
  },
];
