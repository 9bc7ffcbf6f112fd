// A small count on a button (the lines of the current basket beside its name or icon): the
// figure only, in the accent colour; the button's accessible name says it in words. With
// $waiting (changes kept offline, not yet sent) it has a dashed ring.
import styled from 'styled-components';

export const CountBadge = styled.span<{ $waiting?: boolean }>`
  outline: ${(p) => (p.$waiting ? '2px dashed currentColor' : 'none')};
  outline-offset: 1px;
  flex: none;
  min-width: 1.5rem;
  padding: 0 0.35rem;
  border-radius: 999px;
  background: ${(p) => p.theme.colors.accent};
  color: ${(p) => p.theme.colors.text};
  font-weight: 700;
  font-size: 0.8rem;
  text-align: center;
`;
