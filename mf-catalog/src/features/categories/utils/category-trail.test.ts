import type { NavigationNode } from '@kraanvogel/shared';
import { crumbsOf, findCategoryTrail, trailPath } from './category-trail';

const node = (id: number, code: string, description: string, childNodes: NavigationNode[] = []): NavigationNode => ({
  id,
  code: { value: code },
  description: { value: description },
  path: code,
  level: 1,
  childNodes,
});

const tree = [
  node(1, 'sanitair', 'Sanitair', [node(2, 'kranen', 'Kranen', [node(3, 'wastafelkranen', 'Wastafelkranen')])]),
  node(9, 'outlet', 'Outlet'),
];

describe('category paths', () => {
  it('finds three levels and builds the breadcrumbs with label, cumulative url and level', () => {
    const trail = findCategoryTrail(tree, ['sanitair', 'kranen', 'wastafelkranen'])!;
    expect(trailPath(trail)).toBe('sanitair/kranen/wastafelkranen');
    expect(crumbsOf(trail)).toEqual([
      { label: 'Sanitair', url: '/assortiment/sanitair', level: 1 },
      { label: 'Kranen', url: '/assortiment/sanitair/kranen', level: 2 },
      { label: 'Wastafelkranen', url: '/assortiment/sanitair/kranen/wastafelkranen', level: 3 },
    ]);
  });
  it('knows no unknown codes and no fourth level', () => {
    expect(findCategoryTrail(tree, ['sanitair', 'buizen'])).toBeNull();
    expect(findCategoryTrail(tree, ['sanitair', 'kranen', 'wastafelkranen', 'x'])).toBeNull();
    expect(findCategoryTrail(tree, [])).toEqual([]);
  });
});
