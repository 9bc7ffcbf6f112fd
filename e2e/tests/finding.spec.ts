// Finding what an installer types: a typo is corrected ("Resultaten voor 'kogelkraan'" with a link
// to search the phrase as typed, and the correction offered in the instant search), and the
// trade's words of the synonym list find their articles.
import { expectNoAxeViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';

test.use({ user: 'main' });

test("'kogelkaan' shows ball valves with the correction line, and 'Zoek toch naar' searches as typed", async ({ page }) => {
  await page.goto('/zoeken?phrase=kogelkaan');
  const correction = page.getByTestId('search-correction');
  await expect(correction).toContainText("Resultaten voor 'kogelkraan'");
  const cards = page.getByTestId('article-card');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText(/kogelkraan/i);
  await expectNoAxeViolations(page);

  await correction.getByRole('link', { name: "Zoek toch naar 'kogelkaan'" }).click();
  await expect(page).toHaveURL(/\/zoeken\?phrase=kogelkaan&precies=1$/);
  await expect(page.getByTestId('no-results')).toBeVisible();
  await expect(correction).toBeHidden();
});

test('the instant search suggests the corrected word and shows its articles', async ({ page }) => {
  const box = page.getByRole('combobox', { name: 'Zoeken in het assortiment' });
  await box.fill('kogelkaan');
  await expect(page.getByTestId('instant-suggestion').first()).toHaveText('kogelkraan');
  await expect(page.getByTestId('instant-articles-title')).toHaveText("Resultaten voor 'kogelkraan'");
  await expect(page.getByTestId('instant-article').first()).toContainText(/kogelkraan/i);
  await page.getByTestId('instant-suggestion').first().click();
  await expect(page).toHaveURL(/\/zoeken\?phrase=kogelkraan$/);
  await expect(page.getByTestId('search-correction')).toBeHidden();
});

test("a trade word of the wholesaler's synonym list finds its articles: 'douchekop' finds head showers", async ({ page }) => {
  await page.goto('/zoeken?phrase=douchekop');
  const cards = page.getByTestId('article-card');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText(/hoofddouche/i);
  // Found as it was typed: no correction.
  await expect(page.getByTestId('search-correction')).toBeHidden();
});

test('a quantity typed on a result card and Enter adds that quantity to the basket', async ({ page }) => {
  await page.goto('/zoeken?phrase=knelkoppeling');
  const card = page.getByTestId('article-card').first();
  const name = await card.getByRole('heading').innerText();
  const field = card.getByRole('spinbutton');
  // 30 keeps to every quantity rule of the demo's fittings (minimum 1, 5 or 10; steps of 1, 5 or 10).
  await field.fill('30');
  await field.press('Enter');
  const popup = page.getByRole('dialog').filter({ hasText: 'Toegevoegd aan winkelwagen' });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText(name);
  await expect(popup).toContainText('Aantal: 30');
});

test.describe('on a phone (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the correction line and the cards with their quantity fields fit the screen', async ({ page }) => {
    await page.goto('/zoeken?phrase=kogelkaan');
    await expect(page.getByTestId('search-correction')).toBeVisible();
    await expect(page.getByTestId('article-card').first().getByRole('spinbutton')).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
