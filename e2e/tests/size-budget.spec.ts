// The size budgets of e2e/size-budget.json, checked on the built shop: the first-load JavaScript
// of each route (gzip, signed in, empty cache, no service worker; the measure of `pnpm
// bench:size`) may not exceed 200 KB on / nor grow more than 5 % above the route's budget. A
// route that grows on purpose raises its budget in that file, with the reason.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '../fixtures/test';

interface Budget {
  maxHome: number;
  growth: number;
  routes: { route: string; owner: string; kb: number; why: string }[];
}
type FirstLoad = { total: number; byApp: Record<string, number>; js: Map<string, number> };

const repoRoot = path.resolve(__dirname, '../..');
const budget: Budget = JSON.parse(fs.readFileSync(path.join(repoRoot, 'e2e/size-budget.json'), 'utf8'));
const measure = (): Promise<{ firstLoadOf: (page: unknown, base: string, route: string) => Promise<FirstLoad> }> =>
  import(pathToFileURL(path.join(repoRoot, 'scripts/lib/first-load.mjs')).href);

test.use({ user: 'main', serviceWorkers: 'block' });
test.describe.configure({ timeout: 240_000 });

test('every route stays within its first-load JavaScript budget, and / within 200 KB', async ({ page, baseURL }) => {
  const { firstLoadOf } = await measure();
  const over: string[] = [];
  for (const { route, kb } of budget.routes) {
    const { total, byApp, js } = await firstLoadOf(page, baseURL!, route);
    // The route really rendered signed in (not the sign-in page or an error).
    expect(new URL(page.url()).pathname, route).toBe(route.split('?')[0]);
    expect(js.size, route).toBeGreaterThan(0);
    const size = total / 1024;
    const limit = route === '/' ? Math.min(budget.maxHome, kb * (1 + budget.growth)) : kb * (1 + budget.growth);
    const split = Object.entries(byApp).map(([app, n]) => `${app} ${(n / 1024).toFixed(1)}`).join(', ');
    if (size > limit) over.push(`${route}: ${size.toFixed(1)} KB > ${limit.toFixed(1)} KB (budget ${kb} KB; ${split})`);
  }
  expect(over, 'Routes over their budget (e2e/size-budget.json)').toEqual([]);
});
