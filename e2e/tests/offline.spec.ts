// No signal (a fitter in a cellar): basket changes made offline are kept in the browser (IndexedDB), shown at
// once in the header and the basket, and sent once, in order, with an idempotency key each when
// the connection returns, also when the first send is cut off halfway; a change the server refuses
// shows its reason on its line. Online, an add whose answer is lost is sent again at once with the
// same key, and while changes still wait a new change goes after them. Playwright's offline mode
// stands in for the cellar.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { basketNamed, catalogArticles, linesOf, newCurrentBasket, soldPerPiece, type Article, type BasketLines } from '../fixtures/basket';
import { expectNoAxeViolations } from '../fixtures/axe';
import { uniqueName } from '../fixtures/unique';
import type { ShopApi } from '../fixtures/api';
import { hostFilesPrecached } from '../fixtures/service-worker';

/** The demo knelkoppeling (README): from 3, per 2. */
const KNEL = '9003002';

test.use({ user: 'main' });

/**
 * How many pages and articles this browser keeps for showing offline (the seen store). Opening the
 * database must not create it: a probe that would is aborted.
 */
const seenCount = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('kraanvogel:offline-seen');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const db = open.result;
          const count = db.transaction('seen').objectStore('seen').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
        };
      }),
  );
test.describe.configure({ timeout: 180_000 });


/** axe on the settled page (the page's loading bar gone: a request that found no connection has ended). */
async function settledAxe(page: Page) {
  await expect(page.getByTestId('loading-bar')).toBeHidden();
  await expectNoAxeViolations(page);
}

/** A new current basket, its page opened once online (its code is then at hand offline), and the service worker running. */
async function freshBasket(page: Page, api: ShopApi, label: string): Promise<BasketLines> {
  await page.goto('/');
  const name = uniqueName(label);
  await newCurrentBasket(page, name);
  const basket = await basketNamed(api, name);
  await page.goto(`/winkelwagen/${basket.id}`);
  await expect(page.getByTestId('basket-empty')).toBeVisible();
  expect(await hostFilesPrecached(page)).toBe('ok');
  return basket;
}

/** Searches an article by its code (online): its results stay in the page's cache. */
async function search(page: Page, itemNo: string) {
  await page.getByRole('combobox', { name: 'Zoeken in het assortiment' }).fill(itemNo);
  await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
  await expect(page).toHaveURL(`/zoeken?phrase=${itemNo}`);
  await expect(card(page, itemNo)).toBeVisible();
}

const card = (page: Page, itemNo: string) => page.locator(`[data-testid="article-card"][data-code="${itemNo}"]`);

async function addOffline(page: Page, itemNo: string) {
  await card(page, itemNo).getByRole('button', { name: /in winkelwagen$/i }).click();
  await expect(page.getByText(/staat klaar in uw winkelwagen/).last()).toBeVisible();
}

test('three adds and a quantity change offline wait in the header and the basket, and arrive once, in order, though the first send is cut off', async ({ page, context, api }) => {
  const articles = (await catalogArticles(api, 40)).filter(soldPerPiece).slice(0, 3) as [Article, Article, Article];
  const basket = await freshBasket(page, api, 'Offline');
  // Three searches online; offline the results come back from the page's cache.
  for (const a of articles) await search(page, a.itemNo);

  await context.setOffline(true);
  const status = page.getByTestId('online-status');
  await expect(status).toContainText('U bent offline');
  // The results seen before are still there, their prices marked with the time they were fetched.
  await expect(card(page, articles[2].itemNo).getByTestId('price-as-of')).toHaveText(/^prijs van \d{2}:\d{2}$/);
  await addOffline(page, articles[2].itemNo);
  await page.goBack();
  await addOffline(page, articles[1].itemNo);
  await page.goBack();
  await addOffline(page, articles[0].itemNo);
  await expect(page.getByTestId('offline-waiting')).toHaveText(/3 wijzigingen in uw winkelwagen wachten op verbinding/);

  // On a phone: the basket button counts the waiting lines, marked as waiting, and leads to them.
  await page.setViewportSize({ width: 360, height: 740 });
  const count = page.getByTestId('phone-basket-count');
  await expect(count).toHaveText('3');
  await expect(count).toHaveAttribute('data-waiting', 'true');
  await page.getByTestId('phone-basket-button').click();
  await expect(page).toHaveURL(`/winkelwagen/${basket.id}`);
  const waiting = page.getByTestId('waiting-changes');
  await expect(waiting.getByTestId('waiting-line')).toHaveCount(3);
  const first = waiting.locator(`[data-testid="waiting-line"][data-item-no="${articles[0].itemNo}"]`);
  await first.getByTestId('quantity-input').fill('5');
  await first.getByTestId('quantity-input').press('Enter');
  await expect(page.getByTestId('offline-waiting')).toHaveText(/4 wijzigingen in uw winkelwagen wachten op verbinding/);
  await expect(first.getByTestId('quantity-input')).toHaveValue('5');
  await expect(page.getByTestId('offline-order')).toContainText('Bestellen kan alleen met een internetverbinding');
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByTestId('basket-count')).toHaveText('3');
  await expectNoAxeViolations(page);

  // Back online: the second change reaches the server, but its answer is lost (the connection
  // drops halfway); the send stops there and is tried again with the same keys.
  const sent: string[] = [];
  let cut = false;
  await page.route('**/customerbaskets/addToBasket', async (route) => {
    const key = route.request().headers()['idempotency-key'] ?? '';
    sent.push(key);
    if (sent.length === 2 && !cut) {
      cut = true;
      await route.fetch();
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });
  await context.setOffline(false);
  await expect(page.getByTestId('waiting-changes')).toBeHidden({ timeout: 30_000 });
  await expect(page.getByTestId('offline-sending')).toBeHidden();
  expect(cut).toBe(true);
  // Each change went with a key of its own; the cut-off one went twice with the same key.
  expect(sent).toHaveLength(5);
  expect(sent[1]).toBe(sent[2]);
  expect(new Set(sent).size).toBe(4);
  for (const k of sent) expect(k).toMatch(/^[A-Za-z0-9_-]{16,100}$/);

  const onServer = await basketNamed(api, basket.name);
  expect(linesOf(onServer)).toEqual({ [articles[0].itemNo]: 5, [articles[1].itemNo]: 1, [articles[2].itemNo]: 1 });
  await expect(page.getByTestId('basket-line')).toHaveCount(3);
  await expect(page.getByTestId('basket-count')).toHaveAttribute('data-waiting', 'false');
});

test('a change the server refuses shows its reason on its line, and the rest is sent', async ({ page, context, api }) => {
  const basket = await freshBasket(page, api, 'Offline geweigerd');
  await search(page, KNEL);
  await context.setOffline(true);
  await addOffline(page, KNEL);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByTestId('phone-basket-button').click();
  const line = page.locator(`[data-testid="waiting-line"][data-item-no="${KNEL}"]`);
  // 4 breaks the article's rule (from 3, per 2): the shop offline cannot know it, the server can.
  await line.getByTestId('quantity-input').fill('4');
  await line.getByTestId('quantity-input').press('Enter');
  await expect(page.getByTestId('offline-waiting')).toHaveText(/2 wijzigingen/);

  await context.setOffline(false);
  await expect(line).toHaveAttribute('data-state', 'refused', { timeout: 30_000 });
  await expect(line.getByTestId('waiting-reason')).toContainText('Dit artikel bestelt u vanaf 3');
  await expect(page.getByTestId('offline-refused')).toContainText('1 wijziging is niet overgenomen');
  expect(linesOf(await basketNamed(api, basket.name))).toEqual({ [KNEL]: 3 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoAxeViolations(page);

  await line.getByRole('button', { name: /Melding over .* sluiten/ }).click();
  await expect(page.getByTestId('waiting-changes')).toBeHidden();
  await expect(page.getByTestId('offline-refused')).toBeHidden();
});

test('a code found before is found again offline, and the scanned list is sent when the connection returns', async ({ page, context, api }) => {
  const KNEL_EAN = '8719990030028';
  const BUIS_EAN = '8719990100042';
  const basket = await freshBasket(page, api, 'Offline scan');
  await page.goto('/winkelwagen/snelbestellen');
  await page.getByRole('button', { name: 'Barcode scannen' }).click();
  const scanner = page.getByRole('dialog', { name: 'Barcode scannen' });
  const code = scanner.getByLabel('Code (EAN) intypen');
  // Online: the code is looked up, and kept on this device.
  await code.fill(KNEL_EAN);
  await scanner.getByRole('button', { name: 'Zoek code' }).click();
  await expect(scanner.getByTestId('scanner-status')).toContainText('Gevonden: Demo knelkoppeling');
  await scanner.getByTestId('scanner-line').getByRole('button', { name: /^Weg uit de lijst: / }).click();
  await expect(scanner.getByTestId('scanner-line')).toHaveCount(0);

  await context.setOffline(true);
  await code.fill(KNEL_EAN);
  await scanner.getByRole('button', { name: 'Zoek code' }).click();
  await expect(scanner.getByTestId('scanner-status')).toContainText('eerder opgezocht, u bent offline');
  // A code never looked up on this device cannot be found offline, and says why.
  await code.fill(BUIS_EAN);
  await scanner.getByRole('button', { name: 'Zoek code' }).click();
  await expect(scanner.getByTestId('scanner-status')).toContainText(`U bent offline en code ${BUIS_EAN}`);
  await expectNoAxeViolations(page, { include: ['[data-testid="scanner"]'] });
  await scanner.getByTestId('scanner-add-one').click();
  await expect(page.getByText(/1 regel staat klaar in uw winkelwagen/)).toBeVisible();
  await expect(page.getByTestId('offline-waiting')).toHaveText(/1 wijziging in uw winkelwagen wacht op verbinding/);

  await context.setOffline(false);
  await expect(page.getByTestId('offline-sending')).toBeHidden({ timeout: 30_000 });
  await expect.poll(async () => linesOf(await basketNamed(api, basket.name)), { timeout: 30_000 }).toEqual({ '9003002': 3 });
});

test('offline, the scanner finds an article by its code when its page was seen before, and its line waits for the connection', async ({ page, context, api }) => {
  const BUIS = '9010004';
  const BUIS_EAN = '8719990100042';
  const basket = await freshBasket(page, api, 'Offline gezien');
  // Its page seen online (never looked up by its code).
  await page.goto(`/artikel/${BUIS}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Demo koperen buis');
  await expect.poll(() => seenCount(page), { timeout: 15_000 }).toBeGreaterThan(0);
  await page.goto('/winkelwagen/snelbestellen');
  await page.getByRole('button', { name: 'Barcode scannen' }).click();
  const scanner = page.getByRole('dialog', { name: 'Barcode scannen' });

  await context.setOffline(true);
  await scanner.getByLabel('Code (EAN) intypen').fill(BUIS_EAN);
  await scanner.getByRole('button', { name: 'Zoek code' }).click();
  await expect(scanner.getByTestId('scanner-status')).toContainText('Gevonden (eerder opgezocht, u bent offline): Demo koperen buis');
  await scanner.getByTestId('scanner-add-one').click();
  await expect(page.getByTestId('offline-waiting')).toHaveText(/1 wijziging in uw winkelwagen wacht op verbinding/);

  await context.setOffline(false);
  await expect(page.getByTestId('offline-sending')).toBeHidden({ timeout: 30_000 });
  await expect.poll(async () => Object.keys(linesOf(await basketNamed(api, basket.name))), { timeout: 30_000 }).toEqual([BUIS]);
});

test('an add whose answer is lost online is sent again at once with its key, and counts once', async ({ page, api }) => {
  const [article] = (await catalogArticles(api, 40)).filter(soldPerPiece) as [Article];
  const basket = await freshBasket(page, api, 'Antwoord kwijt');
  await search(page, article.itemNo);
  // The server does the add, but its answer never arrives.
  const sent: string[] = [];
  await page.route('**/customerbaskets/addToBasket', async (route) => {
    sent.push(route.request().headers()['idempotency-key'] ?? '');
    if (sent.length === 1) {
      await route.fetch();
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });
  await card(page, article.itemNo).getByRole('button', { name: /in winkelwagen$/i }).click();
  await expect(page.getByText(/staat klaar in uw winkelwagen en wordt zo verstuurd/).last()).toBeVisible();
  // Sent from the queue without a reload or a return from offline, with the same key: done once.
  await expect.poll(() => sent.length, { timeout: 15_000 }).toBe(2);
  expect(sent[0]).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
  expect(sent[1]).toBe(sent[0]);
  await expect(page.getByTestId('offline-sending')).toBeHidden({ timeout: 15_000 });
  expect(linesOf(await basketNamed(api, basket.name))).toEqual({ [article.itemNo]: 1 });
});

test('back online while a change still waits, a new change goes after it, in order', async ({ page, context, api }) => {
  const [article] = (await catalogArticles(api, 40)).filter(soldPerPiece) as [Article];
  const x = article.itemNo;
  const basket = await freshBasket(page, api, 'Offline volgorde');
  await search(page, x);
  await context.setOffline(true);
  await addOffline(page, x);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByTestId('phone-basket-button').click();
  const line = page.locator(`[data-testid="waiting-line"][data-item-no="${x}"]`);
  await line.getByTestId('quantity-input').fill('5');
  await line.getByTestId('quantity-input').press('Enter');
  await expect(page.getByTestId('offline-waiting')).toHaveText(/2 wijzigingen/);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goBack();
  await expect(card(page, x)).toBeVisible();

  // Back online the add arrives, but the server fails on the amount (5): that change waits for its next try.
  let failing = true;
  let failed = 0;
  const arrived: { amount: number; overwrite?: boolean }[] = [];
  await page.route('**/customerbaskets/addToBasket', async (route) => {
    const body = route.request().postDataJSON() as { amount: number; overwrite?: boolean };
    if (failing && body.overwrite) {
      failed++;
      await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { message: 'Storing' } }) });
      return;
    }
    arrived.push({ amount: body.amount, overwrite: body.overwrite });
    await route.continue();
  });
  await context.setOffline(false);
  await expect.poll(() => failed, { timeout: 15_000 }).toBeGreaterThan(0);
  await expect(page.getByTestId('offline-sending')).toContainText('1 wijziging');

  // One more of the article, online: it does not overtake the waiting 5 but goes after it.
  await card(page, x).getByRole('button', { name: /in winkelwagen$/i }).click();
  await expect(page.getByText(/staat klaar in uw winkelwagen en wordt zo verstuurd/).last()).toBeVisible();
  await expect(page.getByTestId('offline-sending')).toContainText('2 wijzigingen');
  expect(arrived).toEqual([{ amount: 1, overwrite: false }]);
  // The server is well again: the next try sends both, in order.
  failing = false;
  await expect(page.getByTestId('offline-sending')).toBeHidden({ timeout: 45_000 });
  expect(arrived).toEqual([
    { amount: 1, overwrite: false },
    { amount: 5, overwrite: true },
    { amount: 1, overwrite: false },
  ]);
  expect(linesOf(await basketNamed(api, basket.name))).toEqual({ [x]: 6 });
});

test('article pages and search results seen before open again offline after a reload, with their prices of then, and only for the user who saw them', async ({ page, context, api, loginAs, logout }) => {
  const [article] = (await catalogArticles(api, 40)).filter(soldPerPiece) as [Article];
  await page.goto('/');
  await search(page, article.itemNo);
  const searchUrl = page.url();
  await card(page, article.itemNo).getByRole('link').first().click();
  await expect(page).toHaveURL(`/artikel/${article.itemNo}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(article.description);
  expect(await hostFilesPrecached(page)).toBe('ok');
  await expect.poll(() => seenCount(page), { timeout: 15_000 }).toBe(2);

  // No signal, and the page reloaded: the article is there, its price of the time it was fetched.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(article.description);
  await expect(page.getByTestId('price-as-of')).toHaveText(/^prijs van \d{2}:\d{2}$/);
  await settledAxe(page);
  // A new visit to the search seen before: its results, their prices marked.
  await page.goto(searchUrl);
  await expect(card(page, article.itemNo).getByTestId('price-as-of')).toHaveText(/^prijs van \d{2}:\d{2}$/);
  await settledAxe(page);
  // A search not seen before says so, instead of loading for ever.
  await page.goto('/zoeken?phrase=nooitgezocht');
  await expect(page.getByTestId('listing-unseen-offline')).toContainText('U bent offline. Deze resultaten zijn niet eerder op dit apparaat bekeken');
  await settledAxe(page);

  // Logout takes them away; another user of the same device does not see the first one's prices.
  await context.setOffline(false);
  await logout();
  expect(await seenCount(page)).toBe(0);
  await loginAs('employee');
  await context.setOffline(true);
  await page.goto(searchUrl);
  await expect(page.getByTestId('listing-unseen-offline')).toBeVisible();
  await expect(card(page, article.itemNo)).toHaveCount(0);
  await page.goto(`/artikel/${article.itemNo}`);
  await expect(page.getByText('u bent offline en dit artikel is niet eerder op dit apparaat bekeken')).toBeVisible();
  await expect(page.getByTestId('price')).toHaveCount(0);
  await settledAxe(page);
  await context.setOffline(false);
});
