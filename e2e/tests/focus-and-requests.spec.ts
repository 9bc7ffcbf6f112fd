// After every route change the focus is on the new page's heading and the page is announced
// (the host's router, for every remote), and a step of the order wizard is announced the same
// way; and the shop cancels none of its own requests: /ping reads every health answer to the end,
// and placing an order refreshes the baskets once instead of twice (the second cancelling the first).
import type { Page, Request } from '@playwright/test';
import { catalogArticles, newCurrentBasket, searchAndAdd, soldPerPiece } from '../fixtures/basket';
import { expect, test } from '../fixtures/test';
import { uniqueId, uniqueName } from '../fixtures/unique';

/** The requests of the page that the browser aborted (net::ERR_ABORTED), as method and path. */
function abortedRequests(page: Page): string[] {
  const aborted: string[] = [];
  page.on('requestfailed', (r: Request) => {
    if (r.failure()?.errorText.includes('ERR_ABORTED')) aborted.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  return aborted;
}

const focusedHeading = (page: Page) => page.locator('h1:focus');

test.describe('signed in', () => {
  test.use({ user: 'main' });

  test('to /order, to step 2 and to the thank-you page: focus on the heading, each announced; no request aborted', async ({ page, api }) => {
    const article = (await catalogArticles(api, 300)).find(soldPerPiece)!;
    await newCurrentBasket(page, uniqueName('E2E focus'));
    await searchAndAdd(page, article);

    // From the basket page's 'Bestellen' to the order wizard, inside the shop: the focus follows.
    await page.goto('/winkelwagen');
    await page.getByRole('main').getByRole('link', { name: 'Bestellen', exact: true }).or(page.getByRole('main').getByRole('button', { name: 'Bestellen', exact: true })).first().click();
    await expect(page).toHaveURL(/\/order(\?|$)/);
    await expect(focusedHeading(page)).toHaveText('Bestellen');
    await expect(page.getByTestId('route-announcer')).toHaveText('Pagina Bestellen');

    const step = page.getByTestId('delivery-step');
    await step.getByLabel(/PO-nummer/).fill(`PO-${uniqueId()}`);
    await page.getByRole('button', { name: 'Verder naar controleren' }).click();
    await expect(page.getByTestId('review-step')).toBeVisible();
    await expect(focusedHeading(page)).toBeVisible();
    await expect(page.getByTestId('order-step-announcer')).toHaveText('Stap 2 van 2: Controleren en bestellen');

    const aborted = abortedRequests(page);
    await page.getByTestId('place-order').click();
    await expect(page.getByTestId('order-number')).toHaveText(/^ORD\d+$/);
    await expect(focusedHeading(page)).toBeVisible();
    await expect(page.getByTestId('route-announcer')).toHaveText(/^Pagina /);
    await page.waitForLoadState('networkidle');
    expect(aborted).toEqual([]);
  });
});

test('/ping aborts none of its checks', async ({ page }) => {
  const aborted = abortedRequests(page);
  await page.goto('/ping');
  for (const name of ['server', 'idp', 'pim', 'mgmt', 'erp']) await expect(page.getByTestId(`ping-api-${name}`)).toContainText('In orde');
  await page.waitForLoadState('networkidle');
  expect(aborted).toEqual([]);
});
