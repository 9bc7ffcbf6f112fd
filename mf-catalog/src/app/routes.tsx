// The URLs mf-catalog owns (DESIGN.md): /assortiment/**, /assortiment/outlet, /artikel/**, /zoeken.
// Route modules are lazy; the category and article loaders answer an unknown key with a 404
// Response, which the host's errorElement shows as its 404 page.
import type { RouteObject } from 'react-router';
import '../register';

const category = () =>
  import('./routes/category').then((m) => ({ loader: m.categoryLoader, shouldRevalidate: m.shouldRevalidate, Component: m.CategoryRoute }));
const article = () => import('./routes/article').then((m) => ({ loader: m.articleLoader, Component: m.ArticleRoute }));

export const routes: RouteObject[] = [
  { path: 'assortiment', lazy: category },
  { path: 'assortiment/outlet', lazy: () => import('./routes/outlet').then((m) => ({ Component: m.OutletRoute })) },
  { path: 'assortiment/*', lazy: category },
  { path: 'artikel', loader: () => { throw new Response('', { status: 404, statusText: 'Not Found' }); } },
  { path: 'artikel/:key', lazy: article },
  { path: 'zoeken', lazy: () => import('./routes/search').then((m) => ({ Component: m.SearchRoute })) },
];
