// The one router of the shop. Host routes are declared here; a remote's routes are added on the
// first navigation to a URL it owns (patchRoutesOnNavigation), loaded through the federation
// runtime. A remote that cannot load gets a fallback route in its own area instead.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/app-layout';
import { ErrorPage, RouteError } from '../features/errors/error-page';
import { RemoteFallback, reloadPage } from '../features/errors/remote-fallback';
import { HomePage } from '../features/home/home-page';
import { loadExposed, type RemoteRoutesModule } from '../federation/remotes';
import { isChunkLoadError, reloadOnceForChunkError } from '../runtime-plugin/chunk-reload';
import { ownerOf, URL_OWNERS, type RemoteName } from './url-owners';

export const PAGE_ROUTE_ID = 'page';

const hostRoutes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: <AppLayout />,
    children: [
      {
        id: PAGE_ROUTE_ID,
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage /> },
          { path: '*', element: <ErrorPage status={404} unknownPath /> },
        ],
      },
    ],
  },
];

const patched = new Set<RemoteName>();

function fallbackRoutes(remote: RemoteName): RouteObject[] {
  return URL_OWNERS[remote].flatMap((prefix) => {
    const path = prefix.slice(1);
    const element = <RemoteFallback onRetry={reloadPage} />;
    return [{ path, element }, { path: `${path}/*`, element }];
  });
}

export function createRouter() {
  return createBrowserRouter(hostRoutes, {
    async patchRoutesOnNavigation({ path, patch }) {
      const remote = ownerOf(path);
      if (!remote || patched.has(remote)) return;
      patched.add(remote);
      try {
        const mod = await loadExposed<RemoteRoutesModule>(remote, 'routes');
        patch(PAGE_ROUTE_ID, mod.routes);
      } catch (error) {
        if (isChunkLoadError(error) && reloadOnceForChunkError()) return;
        console.error(`Remote ${remote} kon niet worden geladen`, error);
        patch(PAGE_ROUTE_ID, fallbackRoutes(remote));
      }
    },
  });
}
