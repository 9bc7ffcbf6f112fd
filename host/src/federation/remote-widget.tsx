// Places a widget exposed by a remote (e.g. checkout/CartSelector) in the host's layout, inside
// its own Suspense and error boundary: a remote that is down costs only its own area.
import { Component, lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import type { RemoteName } from '@kraanvogel/shared';
import { isChunkLoadError, reloadOnceForChunkError } from '../runtime-plugin/chunk-reload';
import { loadExposed, type WidgetName } from './remotes';

interface BoundaryProps {
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

export class RemoteBoundary extends Component<BoundaryProps, { error: unknown; key: number }> {
  override state = { error: null as unknown, key: 0 };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown) {
    if (isChunkLoadError(error)) reloadOnceForChunkError();
    else console.error(error);
  }
  retry = () => this.setState((s) => ({ error: null, key: s.key + 1 }));
  override render() {
    if (this.state.error) return this.props.fallback(this.retry);
    return <RetryKey k={this.state.key}>{this.props.children}</RetryKey>;
  }
}

function RetryKey({ k, children }: { k: number; children: ReactNode }) {
  return <div key={k} style={{ display: 'contents' }}>{children}</div>;
}

const cache = new Map<string, ComponentType<Record<string, unknown>>>();

function lazyWidget<R extends RemoteName>(remote: R, exposed: WidgetName<R>) {
  const key = `${remote}/${exposed}`;
  let C = cache.get(key);
  if (!C) {
    C = lazy(async () => {
      try {
        const mod = (await loadExposed(remote, exposed)) as { default: ComponentType<Record<string, unknown>> };
        return { default: mod.default };
      } catch (error) {
        // Forget the failed attempt, so that "Opnieuw proberen" really tries again.
        cache.delete(key);
        throw error;
      }
    });
    cache.set(key, C);
  }
  return C;
}

export function RemoteWidget<R extends RemoteName>({
  remote,
  exposed,
  fallback,
  props = {},
  onSettled,
}: {
  remote: R;
  exposed: WidgetName<R>;
  fallback: (retry: () => void) => ReactNode;
  props?: Record<string, unknown>;
  /** Called once the widget or its fallback is on the page (its place then has its size). */
  onSettled?: () => void;
}) {
  return (
    <RemoteBoundary
      fallback={(retry) => (
        <>
          {fallback(retry)}
          <Settled onSettled={onSettled} />
        </>
      )}
    >
      <WidgetLoader remote={remote} exposed={exposed} props={props} onSettled={onSettled} />
    </RemoteBoundary>
  );
}

function WidgetLoader<R extends RemoteName>({
  remote,
  exposed,
  props,
  onSettled,
}: {
  remote: R;
  exposed: WidgetName<R>;
  props: Record<string, unknown>;
  onSettled?: () => void;
}) {
  const C = lazyWidget(remote, exposed);
  return (
    <Suspense fallback={null}>
      <C {...props} />
      {/* Committed together with the widget, not while it is still loading. */}
      <Settled onSettled={onSettled} />
    </Suspense>
  );
}

function Settled({ onSettled }: { onSettled?: () => void }) {
  useEffect(() => onSettled?.(), [onSettled]);
  return null;
}
