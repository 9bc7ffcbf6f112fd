// The list of basket lines. It styles every line (plain elements with class names: one styled
// component for hundreds of lines) and routes clicks on the lines' article links itself.
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { up } from '@kraanvogel/shared';
import { texts } from '@/texts';
import type { ApiRealtimeBasketItem as RealtimeLine } from '@kraanvogel/shared';
import { BasketLine, type BasketLineProps } from './basket-line';

const List = styled.ul`
  list-style: none;
  margin: 0 0 1.5rem;
  padding: 0;
  border-top: 1px solid ${(p) => p.theme.colors.border};

  .basket-line {
    display: grid;
    grid-template-columns: 4.5rem 1fr;
    grid-template-areas:
      'image article'
      'image quantity'
      'prices prices'
      'notes notes';
    gap: 0.5rem 0.75rem;
    padding: 0.875rem 0;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    /* Lines out of view are not laid out or painted until they scroll near: a basket of hundreds
       of lines opens nearly as fast as a short one. */
    content-visibility: auto;
    contain-intrinsic-size: auto 9rem;
    ${up('md')} {
      grid-template-columns: 4.5rem minmax(0, 1fr) auto 11rem;
      grid-template-areas:
        'image article quantity prices'
        'image notes notes notes';
      align-items: start;
      contain-intrinsic-size: auto 7rem;
    }
    img {
      grid-area: image;
      width: 4.5rem;
      height: 4.5rem;
      object-fit: contain;
      background: ${(p) => p.theme.colors.surface};
    }
  }

  .article {
    grid-area: article;
    min-width: 0;
    a {
      color: ${(p) => p.theme.colors.primary};
      font-weight: 600;
    }
    p {
      margin: 0.15rem 0 0;
      overflow-wrap: anywhere;
    }
    .meta {
      color: ${(p) => p.theme.colors.muted};
      font-size: 0.875rem;
    }
  }

  .quantity {
    grid-area: quantity;
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
    .stepper {
      display: inline-flex;
      align-items: stretch;
    }
    button {
      font: inherit;
      font-weight: 700;
      width: 2.5rem;
      min-height: 2.5rem;
      border: 1px solid ${(p) => p.theme.colors.border};
      background: ${(p) => p.theme.colors.surface};
      color: ${(p) => p.theme.colors.text};
      cursor: pointer;
      &:first-child {
        border-radius: ${(p) => p.theme.radius} 0 0 ${(p) => p.theme.radius};
      }
      &:last-child {
        border-radius: 0 ${(p) => p.theme.radius} ${(p) => p.theme.radius} 0;
      }
      &:disabled {
        opacity: 0.5;
        cursor: not-allowed;
      }
      &:focus-visible {
        outline: 3px solid ${(p) => p.theme.colors.accent};
        outline-offset: 1px;
      }
    }
    input {
      font: inherit;
      width: 4.5rem;
      text-align: center;
      border: 1px solid ${(p) => p.theme.colors.border};
      border-left: 0;
      border-right: 0;
      &[aria-invalid='true'] {
        border: 1px solid ${(p) => p.theme.colors.error};
        background: #fdf3f2;
      }
      &:focus-visible {
        outline: 2px solid ${(p) => p.theme.colors.primary};
        outline-offset: 0;
      }
    }
    .error {
      margin: 0;
      font-size: 0.8125rem;
      color: ${(p) => p.theme.colors.error};
      max-width: 14rem;
    }
    .hint {
      margin: 0;
      font-size: 0.8125rem;
      color: ${(p) => p.theme.colors.muted};
    }
  }

  .prices {
    grid-area: prices;
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: start;
    gap: 0.25rem 1rem;
    ${up('md')} {
      flex-direction: column;
      align-items: end;
      text-align: right;
    }
    dl {
      margin: 0;
    }
    dt {
      font-size: 0.8125rem;
      color: ${(p) => p.theme.colors.muted};
    }
    dd {
      margin: 0;
    }
    .total {
      font-weight: 700;
    }
    button {
      font: inherit;
      font-size: 0.875rem;
      color: ${(p) => p.theme.colors.error};
      background: none;
      border: 0;
      padding: 0.5rem 0;
      min-height: 2.75rem;
      text-decoration: underline;
      cursor: pointer;
    }
  }

  .notes {
    grid-area: notes;
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
    font-size: 0.875rem;
    p {
      margin: 0;
    }
    .stock {
      color: ${(p) => p.theme.colors.success};
    }
    .warning {
      padding: 0.35rem 0.6rem;
      border-left: 4px solid ${(p) => p.theme.colors.accent};
      background: ${(p) => p.theme.colors.surface};
    }
    .problem {
      color: ${(p) => p.theme.colors.error};
    }
  }
`;

export interface BasketLinesProps extends Omit<BasketLineProps, 'line'> {
  lines: RealtimeLine[];
}

export function BasketLines({ lines, ...handlers }: BasketLinesProps) {
  const navigate = useNavigate();
  const onClick = (e: MouseEvent) => {
    const a = (e.target as Element).closest('a[data-internal]');
    if (!a || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void navigate(a.getAttribute('href')!);
  };
  return (
    <List aria-label={texts.basketPage.linesLabel} data-testid="basket-lines" onClick={onClick}>
      {lines.map((line) => (
        <BasketLine key={line.id} line={line} {...handlers} />
      ))}
    </List>
  );
}
