// Finds a category path in the navigation tree and turns it into breadcrumbs (label is
// the category description, url the cumulative path of codes, level the 1-based depth).
import { categorySegment, categoryUrl, type Crumb, type NavigationNode } from '@kraanvogel/shared';

export const MAX_CATEGORY_LEVELS = 3;

/** The nodes along the path, or null when a code is unknown or the path is too deep. */
export function findCategoryTrail(tree: readonly NavigationNode[], codes: readonly string[]): NavigationNode[] | null {
  if (codes.length > MAX_CATEGORY_LEVELS) return null;
  const trail: NavigationNode[] = [];
  let level: readonly NavigationNode[] = tree;
  for (const code of codes) {
    const node = level.find((n) => categorySegment(n.code.value) === code);
    if (!node) return null;
    trail.push(node);
    level = node.childNodes ?? [];
  }
  return trail;
}

export function crumbsOf(trail: readonly NavigationNode[]): Crumb[] {
  return trail.map((node, i) => ({
    label: node.description.value,
    url: categoryUrl(...trail.slice(0, i + 1).map((n) => n.code.value)),
    level: i + 1,
  }));
}

/** The category path of a trail: its codes joined with slashes (CombinedParentKeys' form). */
export const trailPath = (trail: readonly NavigationNode[]) => trail.map((n) => categorySegment(n.code.value)).join('/');
