// mf-admin's layout pieces beside shared/'s UI kit: the back office's frame (title, breadcrumbs
// and its own navigation), a toolbar for a list's filters, a query's status line and fact lists.
import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import styled from 'styled-components';
import { PageFrame, SkeletonText, type Crumb } from '@kraanvogel/shared';
import { texts } from '@/texts';

/** The back office's screens, in the order of its navigation. */
export const ADMIN_SCREENS = [
  { to: '/beheer/registraties', label: texts.registrations.title },
  { to: '/beheer/klanten', label: texts.customers.title },
  { to: '/beheer/kortingen', label: texts.discounts.title },
  { to: '/beheer/orderstatussen', label: texts.orderStates.title },
  { to: '/beheer/punchout', label: texts.punchout.title },
  { to: '/beheer/nieuws', label: texts.news.title },
  { to: '/beheer/releases', label: texts.releases.title },
] as const;

const Nav = styled.nav`
  margin: 0 0 1rem;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
    list-style: none;
    margin: 0;
    padding: 0 0 0.5rem;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  a {
    display: inline-block;
    padding: 0.5rem 0.25rem;
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
    font-weight: 600;
  }
  a:hover,
  a:focus-visible {
    color: ${(p) => p.theme.colors.primary};
    text-decoration: underline;
  }
  a[aria-current='page'] {
    color: ${(p) => p.theme.colors.primary};
    box-shadow: inset 0 -3px 0 ${(p) => p.theme.colors.primary};
  }
`;

const BEHEER: Crumb = { label: texts.title, url: '/beheer', level: 1 };

/** A back-office page: title, the trail from Home through Beheer to it, and the back office's navigation. */
export function AdminFrame({ title, crumbs = [], children }: { title: string; crumbs?: Omit<Crumb, 'level'>[]; children: ReactNode }) {
  const { pathname } = useLocation();
  const here = pathname.replace(/\/+$/, '');
  const trail = [BEHEER, ...[...crumbs, ...(here === BEHEER.url ? [] : [{ label: title, url: here }])].map((c, i) => ({ ...c, level: i + 2 }))];
  return (
    <PageFrame title={title} breadcrumbs={trail}>
      <Nav aria-label={texts.navLabel}>
        <ul>
          <li>
            <NavLink to="/beheer" end>
              {texts.title}
            </NavLink>
          </li>
          {ADMIN_SCREENS.map((s) => (
            <li key={s.to}>
              <NavLink to={s.to}>{s.label}</NavLink>
            </li>
          ))}
        </ul>
      </Nav>
      {children}
    </PageFrame>
  );
}

export const Toolbar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0 1rem;
  margin: 0 0 0.5rem;
  > * {
    min-width: 0;
  }
  > div {
    flex: 1 1 14rem;
  }
  > button {
    margin-bottom: 1rem;
  }
`;

export const Muted = styled.p`
  color: ${(p) => p.theme.colors.muted};
`;

const ErrorText = styled.p`
  color: ${(p) => p.theme.colors.error};
  font-weight: 600;
`;

/** While a query loads: placeholders; when it failed: the message; when it found nothing: the empty text. */
export function QueryState({ isPending, error, empty, emptyText }: { isPending: boolean; error: unknown; empty?: boolean; emptyText?: string }) {
  if (isPending) return <SkeletonText lines={4} />;
  if (error) return <ErrorText role="alert">{error instanceof Error && error.message ? error.message : texts.loadFailed}</ErrorText>;
  if (empty) return <Muted>{emptyText}</Muted>;
  return null;
}

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: 0.25rem 1rem;
  margin: 0 0 1rem;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: ${(p) => p.theme.breakpoints.sm - 1}px) {
    grid-template-columns: 1fr;
    dd {
      margin-bottom: 0.5rem;
    }
  }
`;

export const Section = styled.section`
  margin: 0 0 1.5rem;
  h2 {
    font-size: 1.25rem;
    margin: 0 0 0.5rem;
  }
`;

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}
