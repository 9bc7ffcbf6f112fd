// Exposed as catalog/HomeBlocks for the home page (issue 5 item 7): the featured categories as
// image blocks and the shortcut categories as quick links.
import { Link } from 'react-router';
import styled from 'styled-components';
import '../../app/register';
import { useFeaturedCategories } from './api/get-featured-categories';
import { useShortcutCategories } from './api/get-shortcut-categories';
import { paths } from '../../lib/paths';
import { texts } from '../../texts';
import type { CategorySummary } from '../../types/pim';

const Wrapper = styled.div`
  margin: 1rem 0 2rem;
  h2 {
    font-size: 1.25rem;
    color: ${(p) => p.theme.colors.primary};
    margin: 1.5rem 0 0.75rem;
  }
`;

const Featured = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
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

const categoryUrl = (c: CategorySummary) => (c.path === 'outlet' ? paths.outlet : paths.category(c.path));

export default function HomeBlocks() {
  const featured = useFeaturedCategories();
  const shortcuts = useShortcutCategories();
  const failed = featured.isError && shortcuts.isError;
  return (
    <Wrapper data-testid="home-blocks">
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
          <p>{texts.loading}</p>
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
            <p>{texts.loading}</p>
          )}
        </section>
      )}
    </Wrapper>
  );
}
