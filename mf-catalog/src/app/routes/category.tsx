// /assortiment and /assortiment/{category}/{subcategory}/{sub-subcategory}: the
// path is checked against the navigation tree by the loader; an unknown category is the host's
// 404 page. The page shows the subcategories and the listing restricted to the category.
import { redirect, useLoaderData, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { Link } from 'react-router';
import styled from 'styled-components';
import { categoryNodes, navigationQueryOptions, normalizeCategoryPath, PageFrame, queryClientOf, type Crumb, type NavigationNode } from '@kraanvogel/shared';
import { crumbsOf, findCategoryTrail, trailPath } from '@/features/categories/utils/category-trail';
import { Listing } from '@/features/search/components/listing';
import type { ListingScope } from '@/features/search/types';
import { paths } from '@/lib/paths';
import { texts } from '@/texts';

interface CategoryData {
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

const Tiles = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 1.5rem;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  a {
    display: inline-block;
    padding: 0.4rem 0.9rem;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: 999px;
    background: ${(p) => p.theme.colors.surface};
    text-decoration: none;
    font-weight: 600;
  }
  a:hover {
    border-color: ${(p) => p.theme.colors.primary};
  }
`;

export function CategoryRoute() {
  const data = useLoaderData() as CategoryData;
  const scope: ListingScope = data.path ? { kind: 'category', path: data.path } : { kind: 'search' };
  return (
    <PageFrame title={data.title} breadcrumbs={data.crumbs}>
      {data.children.length > 0 && (
        <nav aria-label={texts.subcategories}>
          <Tiles data-testid="subcategories">
            {data.children.map((c) => (
              <li key={c.url}>
                <Link to={c.url}>{c.label}</Link>
              </li>
            ))}
          </Tiles>
        </nav>
      )}
      <Listing key={data.path} scope={scope} />
    </PageFrame>
  );
}
