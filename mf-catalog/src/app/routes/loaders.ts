// The catalog routes' loaders, in the route table's chunk (routes.tsx) rather than with the
// lazy pages: a page's data calls start while its code loads. The category loader also starts
// the category's listing search as soon as it knows the category.
import { redirect, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, categoryNodes, keepSeenLater, loadSeen, navigationQueryOptions, normalizeCategoryPath, queryClientOf, type Crumb, type NavigationNode } from '@kraanvogel/shared';
import { articleQueryOptions } from '@/features/articles/api/get-article';
import { crumbsOf, findCategoryTrail, trailPath } from '@/features/categories/utils/category-trail';
import { prefetchListing } from '@/features/search/prefetch-listing';
import { paths } from '@/lib/paths';
import { prefetchPurchaseHistory } from '@/lib/purchase-history';
import { texts } from '@/texts';
import type { Article } from '@/types/pim';

export interface ArticleData {
  article: Article;
  crumbs: Crumb[];
  /** When the article was fetched (ms). */
  asOf?: number;
}

export async function articleLoader({ params, context }: LoaderFunctionArgs): Promise<ArticleData> {
  const key = params.key?.trim();
  if (!key) throw new Response('', { status: 404, statusText: 'Not Found' });
  const queryClient = queryClientOf(context);
  // The page marks an article ordered before: its list comes with the article, not after it.
  prefetchPurchaseHistory(queryClient);
  const options = articleQueryOptions(key);
  const navigation = navigationQueryOptions();
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  // Offline (a reload, a new visit) the article this user saw recently is in the seen store.
  if (offline && queryClient.getQueryData(options.queryKey) === undefined && !(await restoreSeenArticle(queryClient, key))) {
    // Asked now it would wait for the connection: the page says why it has nothing.
    throw new Response(texts.article_.unseenOffline, { status: 503, statusText: 'Offline' });
  }
  const [article, tree] = await Promise.all([
    queryClient.ensureQueryData(options).catch(async (error: unknown) => {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw new Response('', { status: 404, statusText: 'Not Found' });
      // No connection after all: what this user saw of it before, if anything.
      if ((await seenEntry()).isNetworkFailure(error) && (await restoreSeenArticle(queryClient, key))) return queryClient.getQueryData(options.queryKey)!;
      throw error;
    }),
    // Offline a request waits for the connection: the crumbs then do with the tree known.
    offline ? Promise.resolve(queryClient.getQueryData(navigation.queryKey) ?? []) : queryClient.ensureQueryData(navigation).catch(() => []),
  ]);
  preloadImage(article.imageUrl);
  const trail = findCategoryTrail(tree, (article.categoryPath ?? '').split('/').filter(Boolean)) ?? [];
  const crumbs: Crumb[] = [
    { label: texts.assortiment, url: paths.assortiment, level: 0 },
    ...crumbsOf(trail),
    { label: article.description, url: paths.article(key), level: trail.length + 1 },
  ];
  // When the article (its price) was fetched: offline the page may show one fetched earlier.
  const asOf = queryClient.getQueryState(options.queryKey)?.dataUpdatedAt;
  if (asOf) keepSeenLater('article', key, article, asOf, article.ean);
  return { article, crumbs, asOf };
}

/** The seen store's code (shared's offline entry): loaded when an article is asked for offline, never with the first load of a page. */
const seenEntry = loadSeen;

/** Puts the article this user saw recently into the cache, with the time it was fetched; false when there is none. */
async function restoreSeenArticle(queryClient: QueryClient, key: string): Promise<boolean> {
  const seen = await (await seenEntry()).recallSeen<Article>('article', key).catch(() => null);
  if (!seen) return false;
  queryClient.setQueryData(articleQueryOptions(key).queryKey, seen.data, { updatedAt: seen.at });
  return true;
}

/**
 * The article page leads with the article's image (its largest contentful paint): its download
 * starts as soon as the loader knows it, not once the page has rendered the <img>.
 */
export function preloadImage(src: string | null | undefined): void {
  if (!src || typeof document === 'undefined') return;
  const known = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].some((l) => l.getAttribute('href') === src);
  if (known) return;
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', src);
  link.setAttribute('fetchpriority', 'high');
  // Once fetched it has done its work: a long session does not gather one per article seen.
  const done = () => link.remove();
  link.addEventListener('load', done);
  link.addEventListener('error', done);
  document.head.append(link);
}

export interface CategoryData {
  crumbs: Crumb[];
  title: string;
  path: string;
  children: { label: string; url: string }[];
}

export async function categoryLoader({ params, request, context }: LoaderFunctionArgs): Promise<CategoryData> {
  const raw = params['*'] ?? '';
  const normalized = normalizeCategoryPath(raw);
  // Paths are lowercase, without whitespace or a trailing slash: other spellings move.
  if (raw !== normalized) {
    const url = new URL(request.url);
    throw redirect(`${normalized ? paths.category(normalized) : paths.assortiment}${url.search}`);
  }
  // The page's listing (CategoryRoute's scope): asked for now, not once the page's code is in, and
  // not once the navigation tree is in either: a category that exists has exactly the normalised
  // path as its trail's path (trailPath), and for one that does not the 404 below wins.
  prefetchListing(normalized ? { kind: 'category', path: normalized } : { kind: 'search' })({ request, context, params } as LoaderFunctionArgs);
  const tree = await queryClientOf(context).ensureQueryData(navigationQueryOptions());
  const codes = normalized ? normalized.split('/') : [];
  const trail = findCategoryTrail(tree, codes);
  if (!trail) throw new Response('', { status: 404, statusText: 'Not Found' });
  const level: NavigationNode[] = trail.length ? (trail.at(-1)!.childNodes ?? []) : categoryNodes(tree);
  const path = trailPath(trail);
  return {
    crumbs: [{ label: texts.assortiment, url: paths.assortiment, level: 0 }, ...crumbsOf(trail)],
    title: trail.at(-1)?.description.value ?? texts.assortiment,
    path,
    children: level.map((n) => ({ label: n.description.value, url: paths.category(path ? `${path}/${n.code.value}` : n.code.value) })),
  };
}

// Facet, sort and page changes only touch the query string: the category stays the same.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname ? defaultShouldRevalidate : false;
}

