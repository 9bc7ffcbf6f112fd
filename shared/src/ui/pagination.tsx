// Page links of a listing: first, last and two pages around the current one, with gaps, plus
// 'Vorige' and 'Volgende'. With `hrefFor` the page lives in the URL (links, so the browser's back
// button and shared links work); with `onPageChange` the pages are buttons for state-only lists.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { sharedTexts } from '@kraanvogel/shared';

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
  span,
  button {
    font: inherit;
    display: inline-block;
    min-width: 2.5rem;
    padding: 0.4rem 0.6rem;
    text-align: center;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius};
    text-decoration: none;
    background: #fff;
    color: ${(p) => p.theme.colors.primary};
    cursor: pointer;
  }
  [aria-current='page'] {
    background: ${(p) => p.theme.colors.primary};
    border-color: ${(p) => p.theme.colors.primary};
    color: #fff;
    font-weight: 700;
    cursor: default;
  }
  .gap {
    border: 0;
    min-width: 1rem;
    background: transparent;
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

export type PaginationProps = { page: number; pages: number; label?: string } & (
  | { hrefFor: (page: number) => string; onPageChange?: never }
  | { onPageChange: (page: number) => void; hrefFor?: never }
);

export function Pagination({ page, pages, label = sharedTexts.pagination.label, ...to }: PaginationProps) {
  if (pages <= 1) return null;
  const t = sharedTexts.pagination;
  const go = (p: number, children: ReactNode, extra: { rel?: string; 'aria-label'?: string }) =>
    to.hrefFor ? (
      <Link to={to.hrefFor(p)} {...extra}>
        {children}
      </Link>
    ) : (
      <button type="button" onClick={() => to.onPageChange!(p)} aria-label={extra['aria-label']}>
        {children}
      </button>
    );
  return (
    <Nav aria-label={label} data-testid="pagination">
      <ul>
        {page > 1 && <li>{go(page - 1, t.previous, { rel: 'prev' })}</li>}
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
                <span aria-current="page" aria-label={t.current(p, pages)}>
                  {p}
                </span>
              ) : (
                go(p, p, { 'aria-label': t.page(p) })
              )}
            </li>
          ),
        )}
        {page < pages && <li>{go(page + 1, t.next, { rel: 'next' })}</li>}
      </ul>
    </Nav>
  );
}
