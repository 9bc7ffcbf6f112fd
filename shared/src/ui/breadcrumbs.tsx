// The breadcrumb trail: Home, then one item per level; the last item is the current page.
// A crumb's url is the cumulative path of category codes, its level the 1-based depth.
import { Link } from 'react-router';
import styled from 'styled-components';
import { sharedTexts } from '../texts';

export interface Crumb {
  label: string;
  url: string;
  level: number;
}

const Trail = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  list-style: none;
  margin: 0;
  padding: 0;
  font-size: 0.875rem;
  color: ${(p) => p.theme.colors.muted};
  li + li::before {
    content: '/';
    margin-right: 0.25rem;
  }
  a {
    color: ${(p) => p.theme.colors.primary};
  }
`;

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label={sharedTexts.breadcrumbsLabel} data-testid="breadcrumbs">
      <Trail>
        <li>
          <Link to="/">{sharedTexts.home}</Link>
        </li>
        {items.map((c, i) => (
          <li key={c.url}>
            {i === items.length - 1 ? <span aria-current="page">{c.label}</span> : <Link to={c.url}>{c.label}</Link>}
          </li>
        ))}
      </Trail>
    </nav>
  );
}
