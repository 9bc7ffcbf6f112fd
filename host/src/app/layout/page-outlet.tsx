// The page area with its transition (named 'page', out-in: the old page leaves before the new
// one enters): while a
// navigation loads, the old page fades out; the new page fades in once it is there. The first
// page fades in over the HTML shell's skeleton too, but not over a page part (the page the server
// rendered for this tab, put in the shell by the page's loader: tools/webpack/page-loader.js):
// that is the same page already, so it is not shown twice. Nothing moves for users who ask for
// reduced motion. The loading bar sits here, inside every layout's
// main landmark (it is fixed to the top of the window wherever it is in the page).
import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import styled, { keyframes } from 'styled-components';
import { LoadingBar } from '@/components/layout/loading-bar';

const pageIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Page = styled.div`
  &.page-enter {
    animation: ${pageIn} 180ms ease-out both;
  }
  &.page-leave {
    opacity: 0.35;
    transition: opacity 180ms ease-in;
  }
  @media (prefers-reduced-motion: reduce) {
    &.page-enter {
      animation: none;
    }
    &.page-leave {
      transition: none;
    }
  }
`;

export function PageOutlet() {
  const location = useLocation();
  const navigation = useNavigation();
  const leaving = navigation.state === 'loading' && navigation.location?.pathname !== location.pathname;
  // The page the app started on, while it is shown, if the server's part of it was there.
  const [firstPage, setFirstPage] = useState<string | null>(() => (document.querySelector('main[data-kv-part]') ? location.pathname : null));
  useEffect(() => {
    if (firstPage !== null && location.pathname !== firstPage) setFirstPage(null);
  }, [firstPage, location.pathname]);
  const entering = location.pathname === firstPage ? undefined : 'page-enter';
  return (
    <>
      <LoadingBar />
      <Page key={location.pathname} className={leaving ? 'page-leave' : entering} data-transition="page">
        <Outlet />
      </Page>
    </>
  );
}
