// Category paths: lowercase, no whitespace, no trailing slash,
// segments joined with slashes, built from the codes of the navigation nodes.
import type { NavigationNode } from './api/get-navigation';

export const OUTLET_CODE = 'outlet';

export const pathSegment = (code: string) => code.toLowerCase().replace(/\s+/g, '').replace(/\/+/g, '');

export function categoryPath(...codes: string[]): string {
  return ['/assortiment', ...codes.map(pathSegment).filter(Boolean)].join('/');
}

/** The dropdown lists leave out the node with code 'outlet'; it has its own item. */
export function menuNodes(nodes: readonly NavigationNode[] | null | undefined): NavigationNode[] {
  return (nodes ?? []).filter((n) => pathSegment(n.code.value) !== OUTLET_CODE);
}
