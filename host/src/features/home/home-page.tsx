// The home page frame (/): the host composes the remotes' home blocks.
import { useCallback, useState } from 'react';
import { PageFrame } from '@kraanvogel/shared';
import { RemoteWidget } from '@/federation/remote-widget';
import { RemoteFallback } from '@/components/remote-fallback';
import { WhenNearView } from '@/components/when-near-view';
import { texts } from '@/texts';

export function HomePage() {
  const [blocksPlaced, setBlocksPlaced] = useState(false);
  const blocksSettled = useCallback(() => setBlocksPlaced(true), []);
  return (
    <PageFrame title={texts.home.welcome}>
      <RemoteWidget remote="catalog" exposed="HomeBlocks" fallback={(retry) => <RemoteFallback onRetry={retry} />} onSettled={blocksSettled} />
      {/* Below the first screen of a phone: loaded when the user scrolls toward it (watched once
          the home blocks above it have their place). */}
      <WhenNearView minHeight="28rem" watch={blocksPlaced}>
        <RemoteWidget remote="content" exposed="NewsTeaser" fallback={(retry) => <RemoteFallback onRetry={retry} />} />
      </WhenNearView>
    </PageFrame>
  );
}
