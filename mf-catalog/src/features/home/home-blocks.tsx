// Exposed as catalog/HomeBlocks for the home page: the featured categories as
// image blocks and the shortcut categories as quick links.
import { Link } from 'react-router';
import styled from 'styled-components';
import { CardGrid, categorySegment, OUTLET_CODE, Skeleton } from '@kraanvogel/shared';
import '@/register';
import type { QueryClient } from '@tanstack/react-query';
import { featuredCategoriesQueryOptions, useFeaturedCategories } from './api/get-featured-categories';
import { shortcutCategoriesQueryOptions, useShortcutCategories } from './api/get-shortcut-categories';
import { paths } from '@/lib/paths';
import { widgetTexts as texts } from '@/texts/widgets';
import type { CategorySummary } from '@/types/pim';

const Wrapper = styled.div`
  margin: 1rem 0 2rem;
  h2 {
    font-size: 1.25rem;
    color: ${(p) => p.theme.colors.primary};
    margin: 1.5rem 0 0.75rem;
  }
`;

const Featured = styled(CardGrid)`
  a {
    display: grid;
    gap: 0.5rem;
    padding: 1rem;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius};
    background: ${(p) => p.theme.colors.surface};
    font-weight: 700;
    text-decoration: none;
    color: ${(p) => p.theme.colors.primary};
    justify-items: center;
    text-align: center;
  }
  a:hover {
    border-color: ${(p) => p.theme.colors.primary};
  }
  img {
    width: 100%;
    max-width: 8rem;
    aspect-ratio: 1;
    object-fit: contain;
  }
`;

const Shortcuts = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  a {
    display: inline-block;
    padding: 0.5rem 1rem;
    border-radius: 999px;
    background: ${(p) => p.theme.colors.primary};
    color: #fff;
    text-decoration: none;
    font-weight: 600;
  }
`;

// While the categories load, placeholders of the blocks' final size hold their place, so the
// blocks below do not move when the data arrives: as many cards as the assortment has main groups
// (four) and a row of quick links of typical widths. A different number of groups moves what is
// below by at most a row.
const FEATURED_PLACEHOLDERS = 4;
const SHORTCUT_PLACEHOLDER_WIDTHS = ['4.7rem', '5.1rem', '9.5rem', '6.8rem', '10rem', '8.9rem', '10.4rem', '7.8rem', '6rem', '9.6rem', '7.4rem', '5.3rem', '8.3rem'];

function FeaturedPlaceholder() {
  return (
    <Featured aria-hidden="true">
      {Array.from({ length: FEATURED_PLACEHOLDERS }, (_, i) => (
        <li key={i}>
          <a>
            <Skeleton $width="100%" $height="auto" style={{ maxWidth: '8rem', aspectRatio: '1' }} />
            <Skeleton $width="60%" $height="1.5rem" />
          </a>
        </li>
      ))}
    </Featured>
  );
}

function ShortcutsPlaceholder() {
  return (
    <Shortcuts aria-hidden="true">
      {SHORTCUT_PLACEHOLDER_WIDTHS.map((w, i) => (
        <li key={i}>
          <Skeleton $width={w} $height="2.5rem" $round={false} style={{ borderRadius: '999px' }} />
        </li>
      ))}
    </Shortcuts>
  );
}

const categoryUrl = (c: CategorySummary) => (categorySegment(c.path) === OUTLET_CODE ? paths.outlet : paths.category(c.path));

export default function HomeBlocks() {
  const featured = useFeaturedCategories();
  const shortcuts = useShortcutCategories();
  const failed = featured.isError && shortcuts.isError;
  return (
    <Wrapper data-testid="home-blocks" aria-busy={!featured.data && !featured.isError}>
      <section aria-labelledby="home-featured">
        <h2 id="home-featured">{texts.homeBlocks.featured}</h2>
        {featured.data ? (
          <Featured data-testid="featured-categories">
            {featured.data.map((c) => (
              <li key={c.id}>
                <Link to={categoryUrl(c)}>
                  {c.imageUrl && <img src={c.imageUrl} alt="" loading="lazy" />}
                  {c.description}
                </Link>
              </li>
            ))}
          </Featured>
        ) : featured.isError ? (
          <Shortcuts>
            <li>
              <Link to={paths.assortiment}>{texts.homeBlocks.assortiment}</Link>
            </li>
            <li>
              <Link to={paths.outlet}>{texts.homeBlocks.outlet}</Link>
            </li>
          </Shortcuts>
        ) : (
          <FeaturedPlaceholder />
        )}
      </section>
      {!failed && (
        <section aria-labelledby="home-shortcuts">
          <h2 id="home-shortcuts">{texts.homeBlocks.shortcuts}</h2>
          {shortcuts.data ? (
            <Shortcuts data-testid="shortcut-categories">
              {shortcuts.data.map((c) => (
                <li key={c.id}>
                  <Link to={categoryUrl(c)}>{c.description}</Link>
                </li>
              ))}
            </Shortcuts>
          ) : shortcuts.isError ? null : (
            <ShortcutsPlaceholder />
          )}
        </section>
      )}
    </Wrapper>
  );
}

/** The widget contract's prefetch: the home page starts both requests with its own data. */
export function prefetch(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([queryClient.prefetchQuery(featuredCategoriesQueryOptions()), queryClient.prefetchQuery(shortcutCategoriesQueryOptions())]);
}
