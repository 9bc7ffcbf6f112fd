// The URLs mf-checkout owns (DESIGN.md): /winkelwagen/:id?, /order, /bedankt, /bedankt-punchout.
import type { RouteObject } from 'react-router';
import './register';

export const routes: RouteObject[] = [
  { path: 'winkelwagen/:id?', handle: { name: 'Order' }, lazy: () => import('./routes/cart').then((m) => ({ Component: m.CartRoute })) },
  { path: 'order', lazy: () => import('./routes/order').then((m) => ({ Component: m.OrderRoute })) },
  { path: 'bedankt', lazy: () => import('./routes/thanks').then((m) => ({ Component: m.ThanksRoute })) },
  { path: 'bedankt-punchout', lazy: () => import('./routes/thanks').then((m) => ({ Component: m.ThanksPunchoutRoute })) },
];
