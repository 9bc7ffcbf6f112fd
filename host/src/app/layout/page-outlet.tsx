// The page area with its transition (named 'page', out-in: the old page leaves before the new
// one enters): while a
// navigation loads, the old page fades out; the new page fades in once it is there. Nothing
// moves for users who ask for reduced motion. The loading bar sits here, inside every layout's
// main landmark (it is fixed to the top of the window wherever it is in the page).
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
  return (
    <>
      <LoadingBar />
      <Page key={location.pathname} className={leaving ? 'page-leave' : 'page-enter'} data-transition="page">
        <Outlet />
      </Page>
    </>
  );
}
