// Page links of a listing; the page lives in the URL (parameter 'pagina').
import { Link } from 'react-router';
import styled from 'styled-components';
import { texts } from '../../../texts';

const Nav = styled.nav`
  margin: 1.5rem 0;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    list-style: none;
    padding: 0;
    margin: 0;
    justify-content: center;
  }
  a,
  span {
    display: inline-block;
    min-width: 2.5rem;
    padding: 0.4rem 0.6rem;
    text-align: center;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius};
    text-decoration: none;
  }
  [aria-current='page'] {
    background: ${(p) => p.theme.colors.primary};
    border-color: ${(p) => p.theme.colors.primary};
    color: #fff;
    font-weight: 700;
  }
  .gap {
    border: 0;
    min-width: 1rem;
  }
`;

/** The page numbers to show: first, last, and two around the current one, with gaps. */
export function pageWindow(page: number, pages: number): (number | 'gap')[] {
  const set = new Set<number>([1, pages]);
  for (let p = page - 2; p <= page + 2; p++) if (p >= 1 && p <= pages) set.add(p);
  const sorted = [...set].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

export function Pagination({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <Nav aria-label={texts.pagination.label} data-testid="pagination">
      <ul>
        {page > 1 && (
          <li>
            <Link to={hrefFor(page - 1)} rel="prev">
              {texts.pagination.previous}
            </Link>
          </li>
        )}
        {pageWindow(page, pages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`}>
              <span className="gap" aria-hidden="true">
                …
              </span>
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span aria-current="page" aria-label={texts.pagination.current(p, pages)}>
                  {p}
                </span>
              ) : (
                <Link to={hrefFor(p)} aria-label={texts.pagination.page(p)}>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <Link to={hrefFor(page + 1)} rel="next">
              {texts.pagination.next}
            </Link>
          </li>
        )}
      </ul>
    </Nav>
  );
}
