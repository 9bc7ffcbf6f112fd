// The basket widgets of mf-checkout in the real shop, signed in through the real provider: the
// basket menu, new baskets and order lists (and the required name), switching baskets (and a failed
// load that keeps the current basket), the basket side popup, add-to-basket through the basket
// channel, and a change in one tab showing in another.
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../fixtures/auth';
import { expectNoAxeViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { uniqueName } from '../fixtures/unique';

const BASKETS = '/mgmt/api/ecommerce/customerbaskets';

const basketButton = (page: Page) => page.getByTestId('basket-selector').first();
const cartMenu = (page: Page) => page.getByRole('region', { name: 'Mijn winkelwagens' });
const toast = (page: Page, message: string) => page.getByText(message, { exact: true });

async function openCartMenu(page: Page) {
  await basketButton(page).click();
  await expect(cartMenu(page)).toBeVisible();
}

interface Basket {
  id: number;
  name: string;
  basketType: number;
  basketItems: { itemNo: string; itemDescription: string; amount: number; data: string }[];
}

async function createViaUi(page: Page, kind: 'winkelwagen' | 'bestellijst', name: string) {
  await openCartMenu(page);
  await page.getByRole('button', { name: kind === 'winkelwagen' ? '+ Nieuwe winkelwagen' : '+ Nieuwe bestellijst' }).click();
  const dialog = page.getByRole('dialog', { name: kind === 'winkelwagen' ? 'Nieuwe winkelwagen' : 'Nieuwe bestellijst' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Naam').fill(name);
  await dialog.getByRole('button', { name: 'Aanmaken' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('baskets', () => {
  test.use({ user: 'main' });
  test.beforeEach(async ({ page }) => {
    await expect(basketButton(page)).toBeVisible();
    // The baskets middleware step has settled a current basket.
    await expect(basketButton(page)).toHaveAccessibleName(/^Winkelwagen( .+)?, \d+ artikel(en)?$/);
  });

  test('a new basket needs a name, becomes the current basket; a new order list is only added', async ({ page, api }) => {
    const basket = uniqueName('E2E wagen');
    const list = uniqueName('E2E lijst');

    await openCartMenu(page);
    await page.getByRole('button', { name: '+ Nieuwe winkelwagen' }).click();
    // Opening the popup closed the menu.
    await expect(cartMenu(page)).toBeHidden();
    const dialog = page.getByRole('dialog', { name: 'Nieuwe winkelwagen' });
    await expect(dialog.getByLabel('Naam')).toBeFocused();
    await dialog.getByRole('button', { name: 'Aanmaken' }).click();
    await expect(dialog.getByText('Dit veld is verplicht', { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('Naam')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Naam')).toHaveCSS('border-top-color', 'rgb(179, 38, 30)');
    await expect(dialog.getByText('Dit veld is verplicht', { exact: true })).toHaveCSS('color', 'rgb(179, 38, 30)');
    await dialog.getByLabel('Naam').fill(basket);
    await dialog.getByRole('button', { name: 'Aanmaken' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'winkelwagen is aangemaakt!')).toBeVisible();
    await expect(basketButton(page)).toHaveAccessibleName(`Winkelwagen ${basket}, 0 artikelen`);

    await openCartMenu(page);
    await page.getByRole('button', { name: '+ Nieuwe bestellijst' }).click();
    const listDialog = page.getByRole('dialog', { name: 'Nieuwe bestellijst' });
    await listDialog.getByRole('button', { name: 'Aanmaken' }).click();
    await expect(listDialog.getByText('Dit veld is verplicht', { exact: true })).toBeVisible();
    await listDialog.getByLabel('Naam').fill(list);
    await listDialog.getByLabel('Naam').press('Enter');
    await expect(listDialog).toBeHidden();
    await expect(toast(page, 'bestellijst is aangemaakt!')).toBeVisible();
    // The current basket did not change; the order list exists on the server, not among the baskets.
    await expect(basketButton(page)).toHaveAccessibleName(`Winkelwagen ${basket}, 0 artikelen`);
    const lists = await api.get<Basket[]>(`${BASKETS}?basketType=1`);
    expect(lists.map((b) => b.name)).toContain(list);
    await openCartMenu(page);
    await expect(cartMenu(page).getByRole('button', { name: basket, exact: true })).toHaveAttribute('aria-current', 'true');
    await expect(cartMenu(page).getByRole('button', { name: list, exact: true })).toHaveCount(0);

    // A reload keeps the current basket.
    await page.reload();
    await expect(basketButton(page)).toHaveAccessibleName(`Winkelwagen ${basket}, 0 artikelen`);
  });

  test('a name longer than 100 characters is refused', async ({ page }) => {
    await openCartMenu(page);
    await page.getByRole('button', { name: '+ Nieuwe winkelwagen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nieuwe winkelwagen' });
    await dialog.getByLabel('Naam').fill('x'.repeat(101));
    await dialog.getByRole('button', { name: 'Aanmaken' }).click();
    await expect(dialog.getByText('Maximale lengte van 100 tekens overschreden', { exact: true })).toBeVisible();
    // Escape closes the popup and gives the focus back to the basket button.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(basketButton(page)).toBeFocused();
  });

  test('switching baskets loads the selected one first; a failed load keeps the current basket with its toast', async ({ page, api }) => {
    const a = await api.post<Basket>(`${BASKETS}/createBasket`, { name: uniqueName('E2E A') });
    const b = await api.post<Basket>(`${BASKETS}/createBasket`, { name: uniqueName('E2E B') });
    await page.reload();
    await expect(basketButton(page)).toBeVisible();

    await openCartMenu(page);
    const loaded = page.waitForResponse((r) => r.url().includes(`/customerbaskets/default?basketId=${a.id}`));
    await cartMenu(page).getByRole('button', { name: a.name, exact: true }).click();
    expect((await loaded).status()).toBe(200);
    await expect(cartMenu(page)).toBeHidden();
    await expect(toast(page, 'Winkelwagen is geselecteerd!')).toBeVisible();
    await expect(basketButton(page)).toHaveAccessibleName(`Winkelwagen ${a.name}, 0 artikelen`);

    await page.route(`**/mgmt/api/ecommerce/customerbaskets/default?basketId=${b.id}`, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"message":"Er is een fout opgetreden."}}' }),
    );
    await openCartMenu(page);
    await cartMenu(page).getByRole('button', { name: b.name, exact: true }).click();
    await expect(toast(page, 'Kon winkelwagen niet ophalen. Probeer het later nog een keer!')).toBeVisible();
    await expect(basketButton(page)).toHaveAccessibleName(`Winkelwagen ${a.name}, 0 artikelen`);
    await openCartMenu(page);
    await expect(cartMenu(page).getByRole('button', { name: a.name, exact: true })).toHaveAttribute('aria-current', 'true');
    await expect(cartMenu(page).getByRole('button', { name: b.name, exact: true })).not.toHaveAttribute('aria-current', 'true');
  });

  test('the basket menu works with the keyboard and closes on an outside click', async ({ page }) => {
    await basketButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(cartMenu(page)).toBeVisible();
    await expect(basketButton(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(cartMenu(page).getByRole('button').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(cartMenu(page)).toBeHidden();
    await expect(basketButton(page)).toBeFocused();

    await openCartMenu(page);
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await expect(cartMenu(page)).toBeHidden();
  });

  test('the basket menu does not open on the Order page', async ({ page }) => {
    await page.goto('/winkelwagen');
    await expect(page.getByRole('heading', { level: 1, name: 'Winkelwagen' })).toBeVisible();
    await expect(basketButton(page)).toBeDisabled();
    await basketButton(page).click({ force: true });
    await expect(cartMenu(page)).toBeHidden();
  });

  test('an empty basket says so; an add-to-basket intent on the channel adds and shows the popup', async ({ page, api }) => {
    const name = uniqueName('E2E leeg');
    await createViaUi(page, 'winkelwagen', name);
    await expect(basketButton(page)).toHaveAccessibleName(`Winkelwagen ${name}, 0 artikelen`);

    await openCartMenu(page);
    await page.getByRole('button', { name: 'Bekijk winkelwagen' }).click();
    const side = page.getByRole('dialog', { name: `Winkelwagen ${name}` });
    await expect(side.getByText(`De winkelwagen ${name} is leeg`, { exact: true })).toBeVisible();
    // The side popup is theme.sidePopupWidth (28.4rem) wide.
    expect((await side.boundingBox())!.width).toBeCloseTo(28.4 * 16, 0);
    await page.getByTestId('basket-content-popup-overlay').click({ position: { x: 10, y: 10 } });
    await expect(side).toBeHidden();

    // An article the catalog would offer, in its minimum order quantity.
    const { items } = await api.get<{ items: { itemNo: string; description: string; imageUrl: string | null; minOrderQuantity: number }[] }>('/pim/api/app/article?MaxResultCount=20');
    const article = items.find((a) => a.imageUrl) ?? items[0]!;
    await page.evaluate(
      (a) => {
        const channel = globalThis.__KRAANVOGEL__!.apps.host!.basketChannel as { publish: (e: unknown) => void };
        channel.publish({ type: 'add-to-basket', itemNo: a.itemNo, amount: a.minOrderQuantity, description: a.description, source: 'catalog' });
      },
      article,
    );
    const popup = page.getByRole('dialog', { name: 'Toegevoegd aan winkelwagen' });
    await expect(popup).toContainText(article.description);
    await expect(popup).toContainText(`Aantal: ${article.minOrderQuantity}`);
    await expect(popup).toContainText(`In winkelwagen ${name}`);
    await expect(basketButton(page)).toHaveAccessibleName(`Winkelwagen ${name}, 1 artikel`);
    await popup.getByRole('button', { name: 'Verder winkelen' }).click();
    await expect(popup).toBeHidden();

    await openCartMenu(page);
    await page.getByRole('button', { name: 'Bekijk winkelwagen' }).click();
    const item = side.getByTestId('basket-item');
    await expect(item).toHaveCount(1);
    await expect(item.getByRole('link', { name: article.description })).toHaveAttribute('href', `/artikel/${article.itemNo}`);
    if (article.imageUrl) await expect(item.getByRole('img')).toHaveAttribute('src', article.imageUrl);
    await expect(side.getByRole('link', { name: 'Naar winkelwagen' })).toHaveAttribute('href', /\/winkelwagen\/\d+$/);
    await page.keyboard.press('Escape');
    await expect(side).toBeHidden();

    // To an order list: the added-to-order-list popup; the current basket stays.
    await page.evaluate(
      (a) => {
        const channel = globalThis.__KRAANVOGEL__!.apps.host!.basketChannel as { publish: (e: unknown) => void };
        channel.publish({ type: 'add-to-basket', itemNo: a.itemNo, amount: a.minOrderQuantity, basketType: 1, source: 'catalog' });
      },
      article,
    );
    const listPopup = page.getByRole('dialog', { name: 'Toegevoegd aan bestellijst' });
    await expect(listPopup).toContainText(article.description);
    await expect(listPopup).toContainText('In bestellijst');
    await expect(basketButton(page)).toHaveAccessibleName(`Winkelwagen ${name}, 1 artikel`);
  });

  test('going back to the previous page closes the basket side popup', async ({ page }) => {
    await page.getByRole('navigation', { name: 'Hoofdnavigatie' }).getByRole('link', { name: 'Nieuws' }).click();
    await expect(page).toHaveURL(/\/nieuws$/);
    await openCartMenu(page);
    await page.getByRole('button', { name: 'Bekijk winkelwagen' }).click();
    await expect(page.getByTestId('basket-content-popup')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('basket-content-popup')).toBeHidden();
  });

  test('a basket created in one tab shows in the basket menu of another', async ({ page, context }) => {
    const other = await context.newPage();
    await other.goto('/');
    await expect(basketButton(other)).toHaveAccessibleName(/^Winkelwagen( .+)?, \d+ artikel(en)?$/);
    const name = uniqueName('E2E tab');
    await createViaUi(page, 'winkelwagen', name);
    await openCartMenu(other);
    await expect(cartMenu(other).getByRole('button', { name, exact: true })).toBeVisible();
    await other.close();
  });
});

test('a customer without baskets gets a default basket as the current basket at login', async ({ page, loginAs, api }) => {
  // Customer 12 of the demo data starts without baskets; nothing in these tests adds any.
  await loginAs({ email: 'hoofdgebruiker@klant12.example.nl', password: DEMO_PASSWORD });
  await expect(basketButton(page)).toHaveAccessibleName('Winkelwagen, 0 artikelen');
  const baskets = await api.get<(Basket & { isDefault: boolean })[]>(BASKETS);
  expect(baskets).toEqual([expect.objectContaining({ name: 'Winkelwagen', isDefault: true, basketItems: [] })]);
  await openCartMenu(page);
  await expect(cartMenu(page).getByRole('button', { name: 'Winkelwagen', exact: true })).toHaveAttribute('aria-current', 'true');
});

test.describe('baskets, accessibility and small screens', () => {
  test('the basket menu and the basket popups have no axe-core violations', async ({ page, loginAs }) => {
    await loginAs('main');
    const check = (include: string) => expectNoAxeViolations(page, { include: [include] });
    await openCartMenu(page);
    await check('[data-testid="basket-selector-wrapper"]');
    await page.getByRole('button', { name: '+ Nieuwe winkelwagen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nieuwe winkelwagen' });
    await dialog.getByRole('button', { name: 'Aanmaken' }).click();
    await expect(dialog.getByText('Dit veld is verplicht', { exact: true })).toBeVisible();
    await check('[data-testid="new-basket-popup"]');
    await page.keyboard.press('Escape');
    await openCartMenu(page);
    await page.getByRole('button', { name: 'Bekijk winkelwagen' }).click();
    await expect(page.getByTestId('basket-content-popup')).toBeVisible();
    await check('[data-testid="basket-content-popup"]');
  });

  test('at 360 px the basket selector in the mobile menu opens within the screen', async ({ page, loginAs }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await loginAs('main');
    await page.getByRole('button', { name: 'Menu openen' }).click();
    await expect(basketButton(page)).toBeVisible();
    await openCartMenu(page);
    const box = (await cartMenu(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: '+ Nieuwe winkelwagen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nieuwe winkelwagen' });
    const d = (await dialog.boundingBox())!;
    expect(d.x).toBeGreaterThanOrEqual(0);
    expect(d.x + d.width).toBeLessThanOrEqual(360);
  });
});
