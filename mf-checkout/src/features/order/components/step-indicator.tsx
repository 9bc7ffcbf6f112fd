// Steps 1 and 2 of the order wizard, the current one marked for screen readers too.
import styled from 'styled-components';
import { texts } from '@/texts';
import { VisuallyHidden } from '@kraanvogel/shared';

const Steps = styled.ol`
  display: flex;
  gap: 0.5rem;
  list-style: none;
  margin: 0 0 1.5rem;
  padding: 0;
  counter-reset: step;
  li {
    flex: 1 1 0;
    display: flex;
    align-items: center;
    gap: 0.5rem;
    padding: 0.5rem 0.75rem;
    border-bottom: 3px solid ${(p) => p.theme.colors.border};
    color: ${(p) => p.theme.colors.muted};
    counter-increment: step;
    &::before {
      content: counter(step);
      display: inline-grid;
      place-items: center;
      width: 1.75rem;
      height: 1.75rem;
      border-radius: 50%;
      background: ${(p) => p.theme.colors.surface};
      font-weight: 700;
    }
    &[aria-current='step'] {
      border-color: ${(p) => p.theme.colors.primary};
      color: ${(p) => p.theme.colors.text};
      font-weight: 600;
      &::before {
        background: ${(p) => p.theme.colors.primary};
        color: #fff;
      }
    }
  }
`;

export function StepIndicator({ current }: { current: 1 | 2 }) {
  const steps = [texts.orderWizard.steps.one, texts.orderWizard.steps.two];
  return (
    <nav aria-label={texts.orderWizard.steps.label}>
      <Steps data-testid="order-steps">
        {steps.map((label, i) => (
          <li key={label} aria-current={current === i + 1 ? 'step' : undefined}>
            <span>
              <VisuallyHidden>{texts.orderWizard.stepOf(i + 1, steps.length)}: </VisuallyHidden>
              {label}
            </span>
          </li>
        ))}
      </Steps>
    </nav>
  );
}
