// The URLs mf-checkout owns (DESIGN.md): /winkelwagen/:id? (with /winkelwagen/snelbestellen),
// /order, /bedankt, /bedankt-punchout.
import type { RouteObject } from 'react-router';
import '../register';
import { basketLoader } from './routes/basket-loader';

export const routes: RouteObject[] = [
  // Quick order on a page of its own, for the current basket (a static segment: it is no basket id).
  { path: 'winkelwagen/snelbestellen', lazy: () => import('./routes/quick-order').then((m) => ({ Component: m.QuickOrderRoute })) },
  { path: 'winkelwagen/:id?', handle: { name: 'Order' }, loader: basketLoader, lazy: () => import('./routes/basket').then((m) => ({ Component: m.BasketRoute })) },
  { path: 'order', lazy: () => import('./routes/order').then((m) => ({ Component: m.OrderRoute })) },
  { path: 'bedankt', lazy: () => import('./routes/thanks').then((m) => ({ Component: m.ThanksRoute })) },
  { path: 'bedankt-punchout', lazy: () => import('./routes/thanks').then((m) => ({ Component: m.ThanksPunchoutRoute })) },
];
