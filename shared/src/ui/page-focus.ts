// After a page or a step changes, keyboard and screen-reader users start at its heading: focus
// moves to the page's h1 (made focusable with tabIndex -1, so it is not a Tab stop) and its text
// is what the live region announces. Used by the host's router for every route change and by a
// wizard for its steps.

/** The page's heading: the first h1 in the main area (#inhoud), else the first h1. */
export function pageHeading(root: ParentNode = document): HTMLElement | null {
  return root.querySelector<HTMLElement>('#inhoud h1') ?? root.querySelector<HTMLElement>('h1');
}

/** Moves the focus to the page's heading; answers the heading (null when the page has none yet). */
export function focusPageHeading(root: ParentNode = document): HTMLElement | null {
  const heading = pageHeading(root);
  if (!heading) return null;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  return heading;
}
