// The home page frame (/): the host composes the remotes' home blocks.
import { PageFrame } from '@kraanvogel/shared';
import { RemoteWidget } from '@/federation/remote-widget';
import { RemoteFallback } from '@/components/remote-fallback';
import { texts } from '@/texts';

export function HomePage() {
  return (
    <PageFrame title={texts.home.welcome}>
      <RemoteWidget remote="catalog" exposed="HomeBlocks" fallback={(retry) => <RemoteFallback onRetry={retry} />} />
      <RemoteWidget remote="content" exposed="NewsTeaser" fallback={(retry) => <RemoteFallback onRetry={retry} />} />
    </PageFrame>
  );
}
