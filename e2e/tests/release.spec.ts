// Independent delivery as the catalog team and the operator see it: a new mf-catalog version
// published through the release API while a signed-in page is open is used by the next page
// load; a deliberately broken version (every catalog route throws when it renders) is caught by
// the smoke check in a real browser and rolled back within a minute, with the reason in the
// audit trail; the page that was open keeps working throughout.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../fixtures/test';
import { uniqueId } from '../fixtures/unique';
import { RELEASE_TOKENS } from '../playwright.config';
import { catalogArchiveOf, currentCatalog, keepCatalogVersion, releaseApi } from '../fixtures/release';

test.use({ user: 'main', serviceWorkers: 'block' });
test.describe.configure({ mode: 'serial' });
test.setTimeout(150_000);

interface AuditEntry {
  actor: string;
  action: string;
  outcome: string;
  fromVersion: string | null;
  toVersion: string | null;
  reason: string | null;
}

/** Every route component of the catalog's ./routes throws when React renders it. */
function breakEveryRoute(dir: string) {
  const routes = fs.readdirSync(dir).find((f) => /^__federation_expose_routes\..*\.js$/.test(f))!;
  const code = fs.readFileSync(path.join(dir, routes), 'utf8');
  const broken = code.replace(/Component:([A-Za-z_$][\w$]*)\./g, 'Component:()=>{throw new Error("Kapotte release voor de rooktest")},_was:$1.');
  expect(broken).not.toBe(code);
  fs.writeFileSync(path.join(dir, routes), broken);
}

async function smokeVerdict(version: string, timeoutMs: number): Promise<AuditEntry> {
  let verdict: AuditEntry | undefined;
  await expect
    .poll(
      async () => {
        const { json } = await releaseApi('GET', '/api/releases/audit', RELEASE_TOKENS.operator, undefined, '?App=catalog&MaxResultCount=20');
        verdict = (json.items as AuditEntry[]).find((e) => e.action === 'smoke' && e.toVersion === version);
        return !!verdict;
      },
      { timeout: timeoutMs, intervals: [500] },
    )
    .toBe(true);
  return verdict!;
}

// Leaves the registry as the other specs expect it.
const catalog = keepCatalogVersion(test);

test('a version published by the catalog team is used by the next page load, after a passed smoke check', async ({ page }) => {
  await page.goto('/zoeken?phrase=kraan');
  await expect(page.getByRole('heading', { level: 1, name: "Zoekresultaten voor 'kraan'" })).toBeVisible();

  const version = `${catalog.original}-e2e${uniqueId()}`;
  const published = await releaseApi('POST', '/api/releases/catalog/archive', RELEASE_TOKENS.catalog, await catalogArchiveOf(catalog.original), `?version=${version}&message=e2e`);
  expect(published.status).toBe(201);
  expect(published.json.switched).toMatchObject({ from: catalog.original, to: version, smoke: 'pending' });
  expect(await currentCatalog()).toBe(version);

  // The open page goes on; its next page load takes the new version's files.
  const entry = page.waitForResponse((r) => r.url().includes(`/mf-catalog/${version}/`) && r.url().endsWith('/remoteEntry.js'));
  await page.goto('/assortiment');
  expect((await entry).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const verdict = await smokeVerdict(version, 60_000);
  expect(verdict).toMatchObject({ actor: 'smoke-check', outcome: 'ok' });
  expect(await currentCatalog()).toBe(version);
});

test('a broken version is caught by the smoke check and rolled back within a minute; the open page keeps working', async ({ page }) => {
  const good = await currentCatalog();
  await page.goto('/zoeken?phrase=kraan');
  await expect(page.getByRole('heading', { level: 1, name: "Zoekresultaten voor 'kraan'" })).toBeVisible();

  const broken = `${catalog.original}-kapot${uniqueId()}`;
  const started = Date.now();
  const published = await releaseApi('POST', '/api/releases/catalog/archive', RELEASE_TOKENS.catalog, await catalogArchiveOf(good, breakEveryRoute), `?version=${broken}`);
  // The files are complete, so the checks before the switch pass: only a browser sees the fault.
  expect(published.status).toBe(201);
  expect(published.json.switched.to).toBe(broken);

  const verdict = await smokeVerdict(broken, 60_000);
  expect(verdict.outcome).toBe('failed');
  expect(verdict.reason).toMatch(/foutpagina|Kapotte release|fout op de pagina/);
  await expect.poll(currentCatalog, { timeout: 5_000 }).toBe(good);
  expect(Date.now() - started).toBeLessThan(60_000);

  const { json } = await releaseApi('GET', '/api/releases/audit', RELEASE_TOKENS.operator, undefined, '?App=catalog&MaxResultCount=5');
  expect((json.items as AuditEntry[]).find((e) => e.action === 'rollback')).toMatchObject({ actor: 'smoke-check', fromVersion: broken, toVersion: good, outcome: 'ok' });

  // The page that was open throughout still searches and navigates.
  const box = page.getByRole('combobox', { name: 'Zoeken in het assortiment' });
  await box.fill('thermostaat');
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: "Zoekresultaten voor 'thermostaat'" })).toBeVisible();
  // And a fresh page load gets the good version again.
  const entry = page.waitForResponse((r) => r.url().includes(`/mf-catalog/${good}/`) && r.url().endsWith('/remoteEntry.js'));
  await page.goto('/assortiment');
  expect((await entry).status()).toBe(200);
});

test("the catalog team's token cannot release another app", async () => {
  const res = await releaseApi('POST', '/api/releases/checkout/rollback', RELEASE_TOKENS.catalog, {});
  expect(res.status).toBe(403);
  expect(res.json.error.message).toContain('catalog');
});
