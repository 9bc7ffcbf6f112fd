// A grey placeholder in the shape of content that is still loading, so the page does not jump
// when it arrives. Hidden from screen readers: the loading state is announced once by the caller
// (for example with aria-busy on the region). A placeholder pulses only once it has been on the
// page for a second: most are replaced before that, and a browser draws no new frames for an
// animation that has not started (an infinite one from the first paint had Chrome draw every frame
// of a page's load: docs/benchmarks.md, "Frames drawn during a first load").
import styled, { keyframes } from 'styled-components';

/** How long a placeholder stays still before it starts to pulse. */
const SKELETON_PULSE_DELAY_MS = 1000;

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

export const Skeleton = styled.span.attrs({ 'aria-hidden': true, 'data-testid': 'skeleton' })<{
  $width?: string;
  $height?: string;
  $round?: boolean;
}>`
  display: block;
  width: ${(p) => p.$width ?? '100%'};
  height: ${(p) => p.$height ?? '1em'};
  border-radius: ${(p) => (p.$round ? '50%' : p.theme.radius)};
  background: ${(p) => p.theme.colors.surface};
  animation: ${pulse} 1.4s ease-in-out ${SKELETON_PULSE_DELAY_MS}ms infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** A few lines of text still loading. */
export function SkeletonText({ lines = 3 }: { lines?: number }) {
  return (
    <span aria-hidden="true" style={{ display: 'flex', flexDirection: 'column', gap: '0.5rem' }}>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} $width={i === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </span>
  );
}
