// Closing a dropdown, menu or panel the way users expect: a press outside it or the Escape key.
// The elements that count as 'inside' are passed as refs (typically the panel and the button
// that opens it, so a click on that button toggles instead of closing and reopening).
import { useEffect, useRef, type RefObject } from 'react';

// The open layers, innermost last: Escape closes only the innermost (a basket menu inside the
// mobile menu closes, the mobile menu stays), while a press outside closes every layer it is
// outside of.
const layers: object[] = [];
const handled = new WeakSet<Event>();

export interface DismissOptions {
  /** Listen only while open. */
  enabled?: boolean;
  /** Also close on a press outside (default true). */
  outside?: boolean;
  /** Also close on Escape (default true). */
  escape?: boolean;
}

export function useDismiss(
  inside: RefObject<HTMLElement | null> | RefObject<HTMLElement | null>[],
  onDismiss: (reason: 'outside' | 'escape') => void,
  { enabled = true, outside = true, escape = true }: DismissOptions = {},
): void {
  // The latest callback without re-subscribing on every render.
  const callback = useRef(onDismiss);
  callback.current = onDismiss;
  const refs = Array.isArray(inside) ? inside : [inside];
  const refsRef = useRef(refs);
  refsRef.current = refs;

  useEffect(() => {
    if (!enabled) return;
    const layer = {};
    layers.push(layer);
    // pointerdown covers mouse, pen and touch, and comes before focus moves.
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node | null;
      if (!target) return;
      const isInside = refsRef.current.some((r) => r.current?.contains(target));
      if (!isInside) callback.current('outside');
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || handled.has(e) || layers[layers.length - 1] !== layer) return;
      handled.add(e);
      callback.current('escape');
    };
    if (outside) {
      document.addEventListener('pointerdown', onPointer);
    }
    if (escape) document.addEventListener('keydown', onKey);
    return () => {
      layers.splice(layers.indexOf(layer), 1);
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [enabled, outside, escape]);
}
