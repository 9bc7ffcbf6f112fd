// A list laid out as a grid of cards that wraps to the screen's width: as many columns of at least
// `$min` as fit (one on a phone). With `$framed` each li is the card (border, rounded corners);
// otherwise the caller frames what is inside (a link filling the card, say).
import styled, { css } from 'styled-components';

export const CardGrid = styled.ul<{ $min?: string; $framed?: boolean }>`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(${(p) => p.$min ?? '15rem'}, 1fr));
  ${(p) =>
    p.$framed &&
    css`
      > li {
        border: 1px solid ${p.theme.colors.border};
        border-radius: ${p.theme.radius};
        padding: 0.75rem 1rem;
      }
    `}
`;
