// The loading indicator of every route change and of background fetches: a bar at the
// top of the window, shown only when the work takes longer than 200 ms, so quick
// navigations do not flicker.
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useIsFetching } from '@tanstack/react-query';
import styled, { keyframes } from 'styled-components';
import { texts } from '@/texts';

export const LOADING_DELAY_MS = 200;

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Bar = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  height: 3px;
  z-index: 1000;
  overflow: hidden;
  background: rgba(243, 146, 0, 0.25);
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    width: 40%;
    background: ${(p) => p.theme.colors.accent};
    animation: ${slide} 1.1s ease-in-out infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &::after {
      animation: none;
      width: 100%;
    }
  }
`;

export function useDelayedFlag(active: boolean, delay = LOADING_DELAY_MS): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const t = setTimeout(() => setShown(true), delay);
    return () => clearTimeout(t);
  }, [active, delay]);
  return shown;
}

export function LoadingBar() {
  const navigation = useNavigation();
  const fetching = useIsFetching();
  const shown = useDelayedFlag(navigation.state !== 'idle' || fetching > 0);
  if (!shown) return null;
  return <Bar role="progressbar" aria-label={texts.layout.loading} data-testid="loading-bar" />;
}
