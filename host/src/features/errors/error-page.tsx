// The 404 and error pages. Owned by the host.
import { Component, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import styled from 'styled-components';
import { LinkButton, PageFrame, useAuth } from '@kraanvogel/shared';
import { texts } from '@/texts';
import { isChunkLoadError, reloadOnceForChunkError } from '@/runtime-plugin/chunk-reload';
import { RemoteFallback, reloadPage } from '@/components/remote-fallback';

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
    if (this.state.failed) {
      return (
        <p>
          {texts.errors.errorPageFailed} <a href="/">{texts.errors.backHome}</a>
        </p>
      );
    }
    return this.props.children;
  }
}

/** errorElement of the page area: chunk failures reload (once per 60 s), the rest is an error page. */
export function RouteError() {
  const error = useRouteError();
  if (isChunkLoadError(error)) {
    if (reloadOnceForChunkError()) return null;
    return <RemoteFallback onRetry={reloadPage} />;
  }
  let status = 500;
  let message: string | undefined;
  if (isRouteErrorResponse(error)) {
    status = error.status;
    message = typeof error.data === 'string' ? error.data : error.statusText;
  } else if (error instanceof Error) {
    message = error.message;
  }
  return (
    <ErrorPageGuard>
      <ErrorPage status={status} message={message} />
    </ErrorPageGuard>
  );
}
