// An order's state as a badge: its name in the state's colour from the shop's colour list
// (packages/rules status-colours, each pair passing 4.5:1 text contrast). The name is always the
// badge's text, so the colour adds to it and never carries the meaning alone.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { statusColour } from '@kraanvogel/rules/status-colours';

const Badge = styled.span<{ $background: string; $text: string }>`
  display: inline-block;
  padding: 0.125rem 0.5rem;
  border-radius: 999px;
  font-size: 0.875rem;
  font-weight: 600;
  line-height: 1.4;
  max-width: 100%;
  overflow-wrap: anywhere;
  background: ${(p) => p.$background};
  color: ${(p) => p.$text};
`;

/** `colour` is a key of the colour list; an unknown one is drawn in the default colour. */
export function StatusBadge({ colour, children, 'data-testid': testId }: { colour: string | null | undefined; children: ReactNode; 'data-testid'?: string }) {
  const c = statusColour(colour);
  return (
    <Badge $background={c.background} $text={c.text} data-colour={c.key} data-testid={testId}>
      {children}
    </Badge>
  );
}
