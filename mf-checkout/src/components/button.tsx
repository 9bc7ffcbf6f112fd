// The buttons of mf-checkout's popups: a primary action and a quiet secondary one.
import styled, { css } from 'styled-components';

const base = css`
  font: inherit;
  font-weight: 600;
  min-height: 2.75rem;
  padding: 0.5rem 1rem;
  border-radius: ${(p) => p.theme.radius};
  cursor: pointer;
  text-decoration: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.accent};
    outline-offset: 2px;
  }
`;

export const PrimaryButton = styled.button`
  ${base};
  color: #fff;
  background: ${(p) => p.theme.colors.primary};
  border: 1px solid ${(p) => p.theme.colors.primary};
  &:hover:not(:disabled) {
    background: ${(p) => p.theme.colors.primaryDark};
  }
`;

export const SecondaryButton = styled.button`
  ${base};
  color: ${(p) => p.theme.colors.primary};
  background: #fff;
  border: 1px solid ${(p) => p.theme.colors.primary};
  &:hover:not(:disabled) {
    background: ${(p) => p.theme.colors.surface};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
  margin-top: 1.25rem;
`;
