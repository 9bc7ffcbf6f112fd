// The frame of every page: Dutch title (also the document title), a breadcrumbs area, content.
import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { sharedTexts } from '../texts';
import { Breadcrumbs, type Crumb } from './breadcrumbs';

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
