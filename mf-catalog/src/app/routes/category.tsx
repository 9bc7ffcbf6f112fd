// /assortiment and /assortiment/{category}/{subcategory}/{sub-subcategory}: the
// path is checked against the navigation tree by the loader; an unknown category is the host's
// 404 page. The page shows the subcategories and the listing restricted to the category.
import { useLoaderData } from 'react-router';
import { Link } from 'react-router';
import styled from 'styled-components';
import { PageFrame } from '@kraanvogel/shared';
import { Listing } from '@/features/search/components/listing';
import type { ListingScope } from '@/features/search/types';
import { texts } from '@/texts';
import type { CategoryData } from './loaders';

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
