// The toast bus: four kinds with Dutch labels, bottom-right, 320 px, 10 000 ms.
// Remotes raise toasts through shared/'s `notify`; this is the only place that renders them.
// Most page loads raise none, so the renderer (react-hot-toast, ~5 KB gzip) is not part of the
// boot: the first toast loads it, and the toasts raised meanwhile are shown when it is there.
// Should that load fail (offline), the toasts wait and the next one tries again.
import { useEffect, useState, type ComponentType } from 'react';
import { registerToastRenderer, type ToastMessage } from '@kraanvogel/shared';

export { TOAST_DURATION_MS } from './toast-duration';

type Renderer = ComponentType<{ waiting: ToastMessage[] }>;

export function ToastBus() {
  const [waiting] = useState<ToastMessage[]>(() => []);
  const [Renderer, setRenderer] = useState<Renderer | null>(null);
  useEffect(() => {
    if (Renderer) return undefined;
    let loading = false;
    let active = true;
    const unregister = registerToastRenderer((t) => {
      waiting.push(t);
      if (loading) return;
      loading = true;
      import(/* webpackChunkName: "toasts" */ './toast-renderer').then(
        (m) => active && setRenderer(() => m.ToastRenderer),
        () => {
          loading = false;
        },
      );
    });
    return () => {
      active = false;
      unregister();
    };
  }, [Renderer, waiting]);
  return Renderer ? <Renderer waiting={waiting} /> : null;
}
