// The URLs mf-catalog owns (DESIGN.md): /assortiment/**, /assortiment/outlet, /artikel/**, /zoeken.
// Route components are lazy, loaders are not (./routes/loaders.ts): a page's data calls start
// while its code loads. The category and article loaders answer an unknown key with a 404
// Response, which the host's errorElement shows as its 404 page; the search and outlet pages'
// loaders start the page's search request.
import type { RouteObject } from 'react-router';
import '../register';
import { prefetchListing } from '@/features/search/prefetch-listing';
import { articleLoader, categoryLoader, shouldRevalidate } from './routes/loaders';

const category = { loader: categoryLoader, shouldRevalidate, lazy: () => import('./routes/category').then((m) => ({ Component: m.CategoryRoute })) };
const article = { loader: articleLoader, lazy: () => import('./routes/article').then((m) => ({ Component: m.ArticleRoute })) };

const SEARCH = { kind: 'search' } as const;
const OUTLET = { kind: 'category', path: 'outlet' } as const;

export const routes: RouteObject[] = [
  { path: 'assortiment', ...category },
  { path: 'assortiment/outlet', loader: prefetchListing(OUTLET), lazy: () => import('./routes/outlet').then((m) => ({ Component: m.OutletRoute })) },
  { path: 'assortiment/*', ...category },
  { path: 'artikel', loader: () => { throw new Response('', { status: 404, statusText: 'Not Found' }); } },
  { path: 'artikel/:key', ...article },
  { path: 'zoeken', loader: prefetchListing(SEARCH), lazy: () => import('./routes/search').then((m) => ({ Component: m.SearchRoute })) },
];
