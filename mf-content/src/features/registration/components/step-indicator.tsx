// Where the visitor is among the four steps: numbered, the current one marked for screen readers.
import styled from 'styled-components';
import { up, VisuallyHidden } from '@kraanvogel/shared';
import { texts } from '@/texts';

const List = styled.ol`
  display: grid;
  /* four equal columns that may shrink below their longest word: the bar fits a 360 px phone */
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 0.25rem;
  list-style: none;
  margin: 0 0 1.5rem;
  padding: 0;
  counter-reset: step;
  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.35rem;
    text-align: center;
    font-size: 0.8rem;
    min-width: 0;
    hyphens: auto;
    overflow-wrap: anywhere;
    color: ${(p) => p.theme.colors.muted};
    ${up('sm')} {
      font-size: 0.95rem;
    }
  }
  .nr {
    display: grid;
    place-items: center;
    width: 2rem;
    height: 2rem;
    border-radius: 50%;
    border: 2px solid ${(p) => p.theme.colors.border};
    background: #fff;
    font-weight: 700;
  }
  li[data-state='done'] .nr {
    border-color: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.primary};
  }
  li[aria-current='step'] {
    color: ${(p) => p.theme.colors.text};
    font-weight: 700;
  }
  li[aria-current='step'] .nr {
    border-color: ${(p) => p.theme.colors.primary};
    background: ${(p) => p.theme.colors.primary};
    color: #fff;
  }
`;

export function StepIndicator({ current }: { current: number }) {
  const t = texts.registrationPage;
  return (
    <List aria-label={t.stepsLabel} data-testid="registration-steps">
      {t.steps.map((label, i) => {
        const n = i + 1;
        const state = n < current ? 'done' : n === current ? 'current' : 'todo';
        return (
          <li key={label} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="nr" aria-hidden="true">
              {n < current ? '✓' : n}
            </span>
            <span>
              {label}
              {state !== 'todo' && <VisuallyHidden> ({state === 'done' ? t.done : t.current})</VisuallyHidden>}
            </span>
          </li>
        );
      })}
    </List>
  );
}
