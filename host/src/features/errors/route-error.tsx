// The page area's error element (in the first load of the shop, as any page may need it): chunk
// failures reload (once per 60 s), the rest shows the error page, whose code loads then.
import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError, reloadOnceForChunkError } from '@/runtime-plugin/chunk-reload';
import { RemoteFallback, reloadPage } from '@/components/remote-fallback';
import { PlainWayHome } from './plain-way-home';

const GuardedErrorPage = lazy(() =>
  import(/* webpackChunkName: "error-page" */ './error-page').then(
    (m) => ({ default: m.GuardedErrorPage }),
    // Its code cannot be had (no connection, and not in the service worker's cache): the plainest way home.
    () => ({ default: PlainWayHome }),
  ),
);

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
    <Suspense fallback={null}>
      <GuardedErrorPage status={status} message={message} />
    </Suspense>
  );
}
