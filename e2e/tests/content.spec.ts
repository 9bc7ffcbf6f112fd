// The news as a plumber reads it, from the home page's teaser to a post and back to the list;
// the privacy statement, open to anyone; and /ping, where an operator sees every API answer.
import { expectNoAxeViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';

test.describe('signed in', () => {
  test.use({ user: 'main' });

  test('from the home teaser to a post and back to the paged list', async ({ page }) => {
    await page.goto('/');
    const teaser = page.getByTestId('news-teaser');
    const posts = teaser.getByRole('heading', { level: 3 });
    await expect(posts).toHaveCount(3);
    const title = (await posts.first().innerText()).trim();
    await posts.first().getByRole('link').click();

    await expect(page).toHaveURL(/\/nieuws\/nieuws\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('news-post')).toContainText('Gepubliceerd op');
    // The cover loads: drawn from the title (800 wide) or uploaded in the back office (1200 wide).
    await expect.poll(() => page.getByTestId('news-post').locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThanOrEqual(800);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Terug naar alle nieuwsberichten' }).click();
    await expect(page).toHaveURL(/\/nieuws$/);
    const list = page.getByTestId('news-list');
    await expect(list.getByRole('heading', { level: 2 })).toHaveCount(9);
    await expect(list.getByRole('link', { name: title })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('navigation', { name: 'Paginering' }).getByRole('link', { name: 'Pagina 2' }).click();
    await expect(page).toHaveURL(/\/nieuws\?pagina=2$/);
    await expect(list.getByRole('link', { name: title })).toHaveCount(0);
    await expect(list.getByRole('heading', { level: 2 }).first()).toBeVisible();
  });

  test('an unknown post is the 404 page', async ({ page }) => {
    await page.goto('/nieuws/nieuws/bestaat-niet');
    await expect(page.getByTestId('error-status')).toHaveText('404');
  });
});

test('the privacy statement opens without signing in', async ({ page }) => {
  await page.goto('/privacyverklaring');
  await expect(page).toHaveURL(/\/privacyverklaring$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacyverklaring' })).toBeVisible();
  for (const heading of ['Wie is verantwoordelijk?', 'Welke persoonsgegevens verwerken wij?', 'Hoe lang bewaren wij uw gegevens?', 'Uw rechten']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

test('/ping shows every API healthy and the version of each app', async ({ page }) => {
  await page.goto('/ping');
  for (const api of ['server', 'idp', 'pim', 'mgmt', 'erp']) {
    await expect(page.getByTestId(`ping-api-${api}`)).toContainText('In orde');
  }
  const registry = await (await page.request.get('/remotes.json')).json();
  await expect(page.getByTestId('ping-apps')).toContainText(registry.remotes.catalog.version);
  await expect(page.getByTestId('ping-apps')).toContainText(registry.host);
  await expectNoAxeViolations(page);
});
