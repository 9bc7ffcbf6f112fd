// mf-account's layout pieces beside shared/'s UI kit (buttons, popups and the pager come from
// the kit; lists of rows are the kit's ResponsiveList): toolbars and filter fields, fact lists and
// a query's status line.
import styled from 'styled-components';
import { texts } from '../texts';

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem;
  margin: 1rem 0;
`;

export const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  font-size: 0.875rem;
  font-weight: 600;
  input,
  select {
    font: inherit;
    font-weight: 400;
    min-height: 2.75rem;
    padding: 0.25rem 0.5rem;
    border: 1px solid ${(p) => p.theme.colors.muted};
    border-radius: ${(p) => p.theme.radius};
    background: #fff;
    color: ${(p) => p.theme.colors.text};
  }
`;

export const Muted = styled.p`
  color: ${(p) => p.theme.colors.muted};
`;

export const ErrorText = styled.p`
  color: ${(p) => p.theme.colors.error};
  font-weight: 600;
`;

export const Section = styled.section`
  margin: 1.5rem 0;
  h2 {
    font-size: 1.25rem;
    color: ${(p) => p.theme.colors.primary};
    margin: 0 0 0.5rem;
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.25rem 1rem;
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

/** Loading, failure and emptiness of a query, in Dutch, announced to screen readers. */
export function QueryState({ isPending, error, empty, emptyText }: { isPending: boolean; error: unknown; empty?: boolean; emptyText?: string }) {
  if (isPending) return <Muted role="status">{texts.common.loading}</Muted>;
  if (error) return <ErrorText role="alert">{error instanceof Error ? error.message : texts.common.loadFailed}</ErrorText>;
  if (empty) return <Muted role="status">{emptyText ?? texts.common.nothingFound}</Muted>;
  return null;
}

/** A form of the account area: fields under each other, two columns from a tablet on. */
export const FormGrid = styled.form`
  display: grid;
  gap: 1rem;
  max-width: 48rem;
  .row {
    display: grid;
    gap: 1rem;
    @media (min-width: ${(p) => p.theme.breakpoints.sm}px) {
      grid-template-columns: 1fr 1fr;
    }
  }
`;

/** A bordered block of one part of a page (a form, a setting). */
export const Panel = styled.section`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  padding: 1rem;
  margin: 1.5rem 0;
  max-width: 52rem;
  h2 {
    font-size: 1.25rem;
    color: ${(p) => p.theme.colors.primary};
    margin: 0 0 0.75rem;
  }
  @media (min-width: ${(p) => p.theme.breakpoints.md}px) {
    padding: 1.5rem;
  }
`;

export const Notice = styled.p<{ $kind?: 'error' | 'success' }>`
  margin: 0.5rem 0;
  padding: 0.6rem 0.75rem;
  border-left: 4px solid ${(p) => (p.$kind === 'success' ? p.theme.colors.success : p.theme.colors.error)};
  background: ${(p) => (p.$kind === 'success' ? '#eef7ef' : '#fdf3f2')};
  color: ${(p) => p.theme.colors.text};
`;
