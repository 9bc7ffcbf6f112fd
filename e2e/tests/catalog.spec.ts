// The catalog, logged in through the real provider: instant search in the header, the results
// page with facets, sort and paging kept in the URL, the category pages through the mega menu and
// the breadcrumbs, the article page with the customer's net price and add to basket, the outlet,
// the 404 of an unknown category or article, and no axe-core violations on these pages.
import { expectNoAxeViolations } from '../fixtures/axe';
import type { Page } from '@playwright/test';
import { pauseClock } from '../fixtures/clock';
import { expect, test } from '../fixtures/test';

// Every test starts signed in as the demo customer's main user, through the real provider.
test.use({ user: 'main' });

const money = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
const resultCount = async (page: Page) => {
  const count = page.getByTestId('result-count');
  await expect(count).toHaveText(/\d/);
  return Number((await count.innerText()).replace(/\D/g, ''));
};
/** Waits until the listing shows the results of its current URL (not the previous page's). */
const settled = (page: Page) => expect(page.getByTestId('listing')).toHaveAttribute('aria-busy', 'false');
const firstCodes = async (page: Page) => {
  await settled(page);
  return readCodes(page);
};
const readCodes = (page: Page) => page.getByTestId('article-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-code')));

test('instant search shows suggestions after the debounce; Enter goes to the results', async ({ page }) => {
  const box = page.getByRole('combobox', { name: 'Zoeken in het assortiment' });
  const dropdown = page.getByTestId('instant-search-dropdown');
  // What the dropdown asked the search service for (its completions; only the dropdown asks).
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/docs/autocomplete')) asked.push(JSON.parse(r.postData() ?? '{}').search);
  });
  await page.clock.install();
  await page.reload();
  await expect(box).toBeVisible();

  // Under 3 characters nothing is asked, however long the user waits.
  await pauseClock(page);
  await box.pressSequentially('me', { delay: 30 });
  await page.clock.runFor(2_000);
  await expect(dropdown).toBeHidden();
  // Nothing before 800 ms after the last keystroke; then the dropdown asks for what was typed.
  await box.pressSequentially('ngkraan', { delay: 30 });
  await page.clock.runFor(799);
  await expect(dropdown).toBeHidden();
  await page.clock.runFor(1);
  await page.clock.resume();
  await expect(page.getByTestId('instant-article').first()).toBeVisible();
  expect(asked).toEqual(['mengkraan']);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  expect(await page.getByTestId('instant-article').count()).toBeLessThanOrEqual(5);
  await expect(page.getByTestId('instant-suggestion').first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Arrow keys move through the list; Escape closes.
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /option/);
  await box.press('Escape');
  await expect(dropdown).toBeHidden();

  // Cut back to under 3 characters it stays closed.
  await pauseClock(page);
  await box.fill('me');
  await page.clock.runFor(2_000);
  await expect(dropdown).toBeHidden();
  await page.clock.resume();
  expect(asked).toEqual(['mengkraan']);

  await box.fill('mengkraan');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/zoeken\?phrase=mengkraan$/);
  await expect(page.getByRole('heading', { level: 1, name: "Zoekresultaten voor 'mengkraan'" })).toBeVisible();
  await expect(dropdown).toBeHidden();
  await expect(page.getByTestId('article-card')).toHaveCount(12);
  expect(await resultCount(page)).toBeGreaterThan(12);
});

test('an article opens from the instant search dropdown', async ({ page }) => {
  const box = page.getByRole('combobox', { name: 'Zoeken in het assortiment' });
  await box.fill('wastafelmengkraan');
  const first = page.getByTestId('instant-article').first();
  await expect(first).toBeVisible();
  const code = ((await first.innerText()).match(/Artikelnummer (\S+)/) ?? [])[1];
  await first.click();
  await expect(page).toHaveURL(`/artikel/${code}`);
  await expect(page.getByTestId('article-code')).toHaveText(code!);
  await expect(page.getByTestId('instant-search-dropdown')).toBeHidden();
});

test('a word without matches says so in the dropdown', async ({ page }) => {
  const box = page.getByRole('combobox', { name: 'Zoeken in het assortiment' });
  await box.fill('qqqxxyzz');
  await expect(page.getByTestId('instant-no-results')).toHaveText('Er zijn geen artikelen gevonden');
  // An outside click hides it.
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByTestId('instant-search-dropdown')).toBeHidden();
});

test('results narrow by Merk and Serie, sort and page; reload and back show the same results', async ({ page }) => {
  await page.goto('/zoeken?phrase=kraan');
  const total = await (async () => {
    await expect(page.getByTestId('article-card').first()).toBeVisible();
    return resultCount(page);
  })();

  const brand = page.getByTestId('facet-ProductBrand').getByRole('checkbox').first();
  const brandName = ((await brand.locator('xpath=..').innerText()).split('(')[0] ?? '').trim();
  await brand.click();
  await expect(brand).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`merk=${encodeURIComponent(brandName).replace(/%20/g, '\\+')}`));
  await expect.poll(() => resultCount(page)).toBeLessThan(total);
  const byBrand = await resultCount(page);
  for (const card of await page.getByTestId('article-card').all()) await expect(card).toContainText(brandName);

  await page.getByTestId('facet-ProductSeries').getByRole('checkbox').first().click();
  await expect(page).toHaveURL(/serie=/);
  await expect.poll(() => resultCount(page)).toBeLessThan(byBrand);
  const narrowed = await resultCount(page);

  await page.getByTestId('sort').selectOption({ label: 'Prijs (laag-hoog)' });
  await expect(page).toHaveURL(/sortering=GrossPricePerOrderUnit\+asc/);
  await expect
    .poll(async () => {
      const prices = await page.getByTestId('article-card').getByTestId('price').allInnerTexts();
      const gross = prices.map((p) => money(p.includes('Bruto') ? p.split('Bruto')[1]! : p));
      return gross.every((v, i) => i === 0 || v >= gross[i - 1]!);
    })
    .toBe(true);

  if (narrowed <= 12) {
    // Fewer than a page: widen again to page through the brand's results.
    await page.getByTestId('facet-ProductSeries').getByRole('checkbox').first().click();
    await expect.poll(() => resultCount(page)).toBe(byBrand);
  }
  // The URL and the pagination change at the click; the cards once page 2's answer is in.
  const onPage1 = await firstCodes(page);
  await page.getByTestId('pagination').getByRole('link', { name: 'Pagina 2' }).click();
  await expect(page).toHaveURL(/pagina=2/);
  await expect(page.getByTestId('pagination').locator('[aria-current="page"]')).toHaveText('2');
  await expect.poll(() => firstCodes(page)).not.toEqual(onPage1);
  const onPage2 = await firstCodes(page);
  const url = page.url();
  const count = await resultCount(page);

  await page.reload();
  await expect(page.getByTestId('article-card').first()).toBeVisible();
  expect(page.url()).toBe(url);
  expect(await resultCount(page)).toBe(count);
  expect(await firstCodes(page)).toEqual(onPage2);
  await expect(page.getByTestId('facet-ProductBrand').getByRole('checkbox', { name: new RegExp(brandName) })).toBeChecked();
  await expect(page.getByTestId('sort')).toHaveValue('GrossPricePerOrderUnit asc');

  await page.goBack();
  await expect(page).not.toHaveURL(/pagina=2/);
  await expect.poll(async () => (await firstCodes(page))[0]).not.toBe(onPage2[0]);
  await page.goForward();
  await expect(page).toHaveURL(url);
  await expect.poll(() => firstCodes(page)).toEqual(onPage2);
  await expectNoAxeViolations(page);
});

test('the mega menu leads to a third-level category; the breadcrumbs lead back', async ({ page }) => {
  await page.getByRole('button', { name: /Assortiment/ }).click();
  await page.getByTestId('mega-menu').getByRole('link', { name: 'Sanitair' }).hover();
  await page.getByTestId('submenu').getByRole('link', { name: 'Kranen' }).hover();
  await page.getByTestId('subsubmenu').getByRole('link', { name: 'Wastafelkranen' }).click();
  await expect(page).toHaveURL('/assortiment/sanitair/kranen/wastafelkranen');
  await expect(page.getByRole('heading', { level: 1, name: 'Wastafelkranen' })).toBeVisible();
  const crumbs = page.getByTestId('breadcrumbs');
  await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Assortiment', 'Sanitair', 'Kranen', 'Wastafelkranen']);
  await expect(crumbs.getByRole('link', { name: 'Kranen' })).toHaveAttribute('href', '/assortiment/sanitair/kranen');
  await expect(page.getByTestId('article-card').first()).toBeVisible();
  const leafCount = await resultCount(page);
  expect(leafCount).toBeGreaterThan(0);
  await expectNoAxeViolations(page);

  await crumbs.getByRole('link', { name: 'Kranen' }).click();
  await expect(page).toHaveURL('/assortiment/sanitair/kranen');
  await expect(page.getByRole('heading', { level: 1, name: 'Kranen' })).toBeVisible();
  await expect(page.getByTestId('subcategories').getByRole('link', { name: 'Wastafelkranen' })).toBeVisible();
  await expect.poll(() => resultCount(page)).toBeGreaterThan(leafCount);

  await page.getByTestId('breadcrumbs').getByRole('link', { name: 'Sanitair' }).click();
  await expect(page).toHaveURL('/assortiment/sanitair');
  await expect(page.getByRole('heading', { level: 1, name: 'Sanitair' })).toBeVisible();
});

test('a category path is normalised, and an unknown category or article is the 404 page', async ({ page }) => {
  await page.goto('/assortiment/Sanitair/Kranen/');
  await expect(page).toHaveURL('/assortiment/sanitair/kranen');
  await expect(page.getByRole('heading', { level: 1, name: 'Kranen' })).toBeVisible();

  await page.goto('/assortiment/sanitair/bestaat-niet');
  await expect(page.getByRole('heading', { name: 'Sorry... Pagina niet gevonden' })).toBeVisible();
  await expect(page).toHaveTitle(/Pagina niet gevonden/);

  await page.goto('/artikel/0000000');
  await expect(page.getByRole('heading', { name: 'Sorry... Pagina niet gevonden' })).toBeVisible();
});

test('an article opens from a category and from search', async ({ page }) => {
  await page.goto('/assortiment/sanitair/kranen/wastafelkranen');
  const card = page.getByTestId('article-card').first();
  const code = await card.getAttribute('data-code');
  const name = await card.getByRole('heading').innerText();
  await card.getByRole('link', { name }).click();
  await expect(page).toHaveURL(`/artikel/${code}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('article-code')).toHaveText(code!);
  await expect(page.getByTestId('breadcrumbs').getByRole('link', { name: 'Wastafelkranen' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Zoeken in het assortiment' }).fill(code!);
  await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
  await expect(page).toHaveURL(`/zoeken?phrase=${code}`);
  const hit = page.locator(`[data-testid="article-card"][data-code="${code}"]`);
  await expect(hit).toBeVisible();
  await hit.getByRole('link', { name }).click();
  await expect(page).toHaveURL(`/artikel/${code}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test("the article page shows the customer's net price beside the gross price; add to basket shows the popup", async ({ page }) => {
  // A discounted article: the listing marks it with its discount.
  await page.goto('/zoeken?phrase=kraan&aantal=48');
  const discounted = page.getByTestId('article-card').filter({ has: page.getByTestId('discount') }).first();
  await expect(discounted).toBeVisible();
  const code = await discounted.getAttribute('data-code');
  await discounted.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(`/artikel/${code}`);

  const detail = page.getByTestId('article-detail');
  const net = money(await detail.getByTestId('net-price').first().innerText());
  const gross = money(await detail.getByTestId('gross-price').first().innerText());
  const pct = Number((await detail.getByTestId('discount').first().innerText()).replace(/[^\d,]/g, '').replace(',', '.'));
  expect(net).toBeLessThan(gross);
  expect(net).toBeCloseTo(Math.round(gross * (100 - pct)) / 100, 2);
  await expect(detail.getByTestId('availability')).toBeVisible();
  await expect(detail.getByTestId('etim')).toBeVisible();
  await expectNoAxeViolations(page);

  // A data sheet downloads as a real PDF (the API wants the bearer token, so no plain link).
  const pdfLink = detail.getByTestId('attachments').getByRole('link').first();
  const [download] = await Promise.all([page.waitForEvent('download'), pdfLink.click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const file = await download.path();
  expect((await import('node:fs')).readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');

  // The switch hides net prices, and is remembered.
  await detail.getByRole('switch', { name: 'Nettoprijzen tonen' }).click();
  await expect(detail.getByTestId('net-price')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('article-detail').getByTestId('net-price')).toHaveCount(0);
  await page.getByTestId('article-detail').getByRole('switch', { name: 'Nettoprijzen tonen' }).click();
  await expect(page.getByTestId('article-detail').getByTestId('net-price').first()).toBeVisible();

  // The quantity keeps to the minimum and the step.
  const quantity = page.getByTestId('quantity');
  const min = Number(await quantity.inputValue());
  await quantity.fill('0');
  await quantity.blur();
  await expect(quantity).toHaveValue(String(min));
  await page.getByRole('button', { name: 'Meer' }).click();
  const amount = Number(await quantity.inputValue());
  expect(amount).toBeGreaterThan(min);

  await page.getByTestId('add-to-basket').click();
  const popup = page.getByRole('dialog').filter({ hasText: 'Toegevoegd aan winkelwagen' });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText(`Aantal: ${amount}`);
  await popup.getByRole('button', { name: 'Verder winkelen' }).click();
  await expect(popup).toBeHidden();

  await page.getByTestId('add-to-order-list').click();
  await expect(page.getByRole('dialog').filter({ hasText: 'Toegevoegd aan bestellijst' })).toBeVisible();
});

test('the outlet page lists outlet articles', async ({ page }) => {
  await page.getByRole('navigation', { name: 'Hoofdnavigatie' }).getByRole('link', { name: 'Outlet' }).click();
  await expect(page).toHaveURL('/assortiment/outlet');
  await expect(page.getByRole('heading', { level: 1, name: 'Outlet' })).toBeVisible();
  await expect(page.getByTestId('article-card').first()).toBeVisible();
  const outlet = await resultCount(page);
  expect(outlet).toBeGreaterThan(0);
  await page.goto('/zoeken');
  await expect(page.getByTestId('article-card').first()).toBeVisible();
  expect(await resultCount(page)).toBeGreaterThan(outlet);
  await page.goto('/assortiment/outlet');
  await expect(page.getByTestId('article-card').first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Straight from the list into the basket, the minimum quantity.
  const card = page.getByTestId('article-card').first();
  const name = await card.getByRole('heading').innerText();
  await card.getByTestId('quick-add').click();
  const popup = page.getByRole('dialog').filter({ hasText: 'Toegevoegd aan winkelwagen' });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText(name);
});

test('the home page shows the featured and shortcut categories', async ({ page }) => {
  await expect(page.getByTestId('featured-categories').getByRole('link').first()).toBeVisible();
  await expect(page.getByTestId('shortcut-categories').getByRole('link').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByTestId('shortcut-categories').getByRole('link', { name: 'Kranen', exact: true }).click();
  await expect(page).toHaveURL('/assortiment/sanitair/kranen');
  await expect(page.getByRole('heading', { level: 1, name: 'Kranen' })).toBeVisible();
});

test.describe('on a phone (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the filters toggle shows the facets; a value narrows the results', async ({ page }) => {
    await page.goto('/zoeken?phrase=kraan');
    await expect(page.getByTestId('article-card').first()).toBeVisible();
    const total = await resultCount(page);
    const facet = page.getByTestId('facet-ProductBrand');
    await expect(facet).toBeHidden();
    await page.getByRole('button', { name: 'Filters tonen' }).click();
    await expect(facet).toBeVisible();
    await expectNoAxeViolations(page);
    await facet.getByRole('checkbox').first().click();
    await expect(page).toHaveURL(/merk=/);
    await expect.poll(() => resultCount(page)).toBeLessThan(total);
    await page.getByRole('button', { name: 'Filters verbergen' }).click();
    await expect(facet).toBeHidden();
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('the open instant search dropdown fits the screen and is no scroll region that Tab cannot reach', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 480 });
    const box = page.getByRole('combobox', { name: 'Zoeken in het assortiment' });
    await box.fill('mengkraan');
    await expect(page.getByTestId('instant-article').first()).toBeVisible();
    // Everything in the dropdown can be reached by scrolling the page itself.
    const last = page.getByTestId('instant-article').last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
  });
});
