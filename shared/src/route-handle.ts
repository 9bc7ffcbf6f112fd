// What a route tells the host's shell through react-router's `handle`: which layout frames it
// and whether it is open to logged-out visitors.
export type LayoutName = 'default' | 'simple' | 'blank' | 'registration';

export interface RouteHandle {
  layout?: LayoutName;
  /** Reachable without signing in (registration, privacy statement, ping). */
  public?: boolean;
}
