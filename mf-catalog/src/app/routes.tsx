// The URLs mf-catalog owns (DESIGN.md): /assortiment/**, /assortiment/outlet, /artikel/**, /zoeken.
import type { RouteObject } from 'react-router';
import './register';

export const routes: RouteObject[] = [
  { path: 'assortiment', lazy: () => import('./routes/category').then((m) => ({ Component: m.CategoryRoute })) },
  { path: 'assortiment/outlet', lazy: () => import('./routes/outlet').then((m) => ({ Component: m.OutletRoute })) },
  { path: 'assortiment/*', lazy: () => import('./routes/category').then((m) => ({ Component: m.CategoryRoute })) },
  { path: 'artikel', lazy: () => import('./routes/article').then((m) => ({ Component: m.ArticleRoute })) },
  { path: 'artikel/:key', lazy: () => import('./routes/article').then((m) => ({ Component: m.ArticleRoute })) },
  { path: 'zoeken', lazy: () => import('./routes/search').then((m) => ({ Component: m.SearchRoute })) },
];
