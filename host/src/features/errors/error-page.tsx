// The 404 and error pages. Owned by the host; their code loads when one is shown (route-error.tsx,
// the router's '*' route), not with the first load of the shop.
import { Component, type ReactNode } from 'react';
import styled from 'styled-components';
import { LinkButton, PageFrame, useAuth } from '@kraanvogel/shared';
import { texts } from '@/texts';
import { PlainWayHome } from './plain-way-home';

// The way back is a link (it navigates) that looks like the shop's buttons.
const BackButton = styled(LinkButton)`
  margin-top: 1rem;
`;

export function ErrorPage({ status = 500, message, unknownPath = false }: { status?: number; message?: string; unknownPath?: boolean }) {
  const authenticated = useAuth((s) => s.authenticated);
  const back = authenticated ? (
    <BackButton to="/">{texts.errors.backHome}</BackButton>
  ) : (
    <BackButton to="/login">{texts.errors.toLogin}</BackButton>
  );
  if (status === 404) {
    return (
      <PageFrame title={texts.errors.notFoundTitle}>
        <p data-testid="error-status">404</p>
        <h2>{texts.errors.notFoundText}</h2>
        {unknownPath && <p>{texts.errors.notFoundMessage}</p>}
        {back}
      </PageFrame>
    );
  }
  return (
    <PageFrame title={texts.errors.errorTitle}>
      <p data-testid="error-status">{status}</p>
      <h2>
        {texts.errors.errorTitle} {message}
      </h2>
      {back}
    </PageFrame>
  );
}

/** If rendering the error page fails too, show the plainest possible way home. */
class ErrorPageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed) return <PlainWayHome />;
    return this.props.children;
  }
}

/** The error page, with the plainest way home should drawing it fail too (RouteError's). */
export function GuardedErrorPage(props: { status: number; message?: string }) {
  return (
    <ErrorPageGuard>
      <ErrorPage {...props} />
    </ErrorPageGuard>
  );
}

/** The '*' route's page: the URL is not the shop's. */
export function NotFoundPage() {
  return <ErrorPage status={404} unknownPath />;
}
