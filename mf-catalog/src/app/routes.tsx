// The URLs mf-catalog owns (DESIGN.md): /assortiment/**, /assortiment/outlet, /artikel/**, /zoeken.
// Route modules are lazy; the category and article loaders answer an unknown key with a 404
// Response, which the host's errorElement shows as its 404 page. The search and outlet pages'
// loaders are not: they start the page's search request while its code loads.
import type { RouteObject } from 'react-router';
import '../register';
import { prefetchListing } from '@/features/search/prefetch-listing';

const category = () =>
  import('./routes/category').then((m) => ({ loader: m.categoryLoader, shouldRevalidate: m.shouldRevalidate, Component: m.CategoryRoute }));
const article = () => import('./routes/article').then((m) => ({ loader: m.articleLoader, Component: m.ArticleRoute }));

const SEARCH = { kind: 'search' } as const;
const OUTLET = { kind: 'category', path: 'outlet' } as const;

export const routes: RouteObject[] = [
  { path: 'assortiment', lazy: category },
  { path: 'assortiment/outlet', loader: prefetchListing(OUTLET), lazy: () => import('./routes/outlet').then((m) => ({ Component: m.OutletRoute })) },
  { path: 'assortiment/*', lazy: category },
  { path: 'artikel', loader: () => { throw new Response('', { status: 404, statusText: 'Not Found' }); } },
  { path: 'artikel/:key', lazy: article },
  { path: 'zoeken', loader: prefetchListing(SEARCH), lazy: () => import('./routes/search').then((m) => ({ Component: m.SearchRoute })) },
];
