// A part of the host's own page that is not needed at boot (the mega menu's panel, the mobile
// menu): its code is loaded when it is first shown, or earlier through `preload` (pointer or focus
// on the control that opens it). Unlike React.lazy alone, a failed load (offline before the
// service worker holds this version) is not remembered: the part shows nothing, and the next time
// it is shown its code is requested again.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';

export interface LazyPart<P extends object> {
  (props: P): React.JSX.Element;
  preload: () => void;
}

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  const make = (): LazyExoticComponent<ComponentType<P>> =>
    lazy<ComponentType<P>>(() =>
      load().then(
        (component): { default: ComponentType<P> } => ({ default: component }),
        (error: unknown) => {
          console.error('Onderdeel van de pagina kon niet worden geladen', error);
          current = make();
          const Nothing: ComponentType<P> = () => null;
          return { default: Nothing };
        },
      ),
    );
  let current = make();
  const Part = (props: P) => {
    const Loaded = current;
    return (
      <Suspense fallback={null}>
        <Loaded {...(props as P & React.JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  };
  Part.preload = () => void load().catch(() => undefined);
  return Part;
}
