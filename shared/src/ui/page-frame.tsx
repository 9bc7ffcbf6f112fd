// The frame of every page: Dutch title (also the document title), a breadcrumbs area, content.
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { sharedTexts } from '../texts';

export interface Crumb {
  label: string;
  url: string;
  level: number;
}

const Frame = styled.section`
  max-width: ${(p) => p.theme.containerMaxWidth};
  margin: 0 auto;
  padding: 1rem;
`;

const Title = styled.h1`
  color: ${(p) => p.theme.colors.primary};
  font-size: 1.75rem;
  margin: 0.5rem 0 1rem;
`;

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

export function PageFrame({ title, breadcrumbs = [], children }: { title: string; breadcrumbs?: Crumb[]; children?: ReactNode }) {
  useEffect(() => {
    document.title = `${title} | ${sharedTexts.shopName}`;
  }, [title]);
  return (
    <Frame data-testid="page-frame">
      <Breadcrumbs items={breadcrumbs} />
      <Title>{title}</Title>
      {children}
    </Frame>
  );
}
