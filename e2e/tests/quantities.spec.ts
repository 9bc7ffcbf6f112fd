// The quantity rule from the article page through the order: the demo article 9003002 is sold
// from 3 pieces, then per 2 (3, 5, 7, …; 4 and 6 are not valid). The article page puts 3 in a
// new basket (a typed 4 is rounded up to 5), the basket page goes to 5 and 7 with its + button and
// refuses a typed 4 or 6 without sending it, and the order wizard orders the 7.
import { chooseCostCentre, newCurrentBasket } from '../fixtures/basket';
import { expect, test } from '../fixtures/test';
import { uniqueName } from '../fixtures/unique';

const ARTICLE = '9003002';
const DESCRIPTION = 'Demo knelkoppeling 15 mm – vanaf 3, per 2';

test.use({ user: 'employee' });

test('minimum 3, per 2: 3 from the article page, 5 and 7 in the basket, 4 and 6 refused, 7 ordered', async ({ page }) => {
  // Three pages and an order: longer than one page's test.
  test.setTimeout(150_000);
  // A new current basket, so the order holds this article only.
  const basketName = uniqueName('E2E vanaf drie');
  await newCurrentBasket(page, basketName);

  // The article page starts at the minimum and rounds a typed 4 up to 5.
  await page.goto(`/artikel/${ARTICLE}`);
  await expect(page.getByTestId('article-code')).toHaveText(ARTICLE);
  const quantity = page.getByTestId('quantity');
  await expect(quantity).toHaveValue('3');
  await expect(page.getByText('Minimaal 3 ST, per 2 ST')).toBeVisible();
  await quantity.fill('4');
  await quantity.blur();
  await expect(quantity).toHaveValue('5');
  await expect(page.getByText('Aantal aangepast naar 5 (bestelstap en minimale afname)')).toBeVisible();
  await page.getByRole('button', { name: 'Minder', exact: true }).click();
  await expect(quantity).toHaveValue('3');
  await expect(page.getByRole('button', { name: 'Minder', exact: true })).toBeDisabled();
  await page.getByTestId('add-to-basket').click();
  const popup = page.getByRole('dialog').filter({ hasText: 'Toegevoegd aan winkelwagen' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Verder winkelen' }).click();

  // The basket page holds the 3 the article page put in.
  await page.goto('/winkelwagen');
  await expect(page.getByRole('heading', { level: 1, name: `Winkelwagen ${basketName}` })).toBeVisible();
  const line = page.locator(`[data-testid="basket-line"][data-item-no="${ARTICLE}"]`);
  const input = line.getByTestId('quantity-input');
  await expect(input).toHaveValue('3');
  await expect(line.getByText('Vanaf 3 ST, per 2')).toBeVisible();
  const sent: number[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/addToBasket')) sent.push((JSON.parse(r.postData() ?? '{}') as { amount: number }).amount);
  });

  // + goes to the next valid amount: 5.
  await line.getByRole('button', { name: `Meer ${DESCRIPTION}` }).click();
  await expect.poll(() => sent).toEqual([5]);
  await expect(input).toHaveValue('5');

  // 4 and 6 are refused beside the field; Enter sends nothing.
  const message = 'Dit artikel bestelt u vanaf 3 ST in stappen van 2: 3, 5, 7 enzovoort.';
  for (const typed of ['4', '6']) {
    await input.fill(typed);
    await expect(line.getByTestId('quantity-error')).toHaveText(message);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await input.press('Enter');
  }
  // From the refused 6, + goes to the valid amount above it: 7.
  await line.getByRole('button', { name: `Meer ${DESCRIPTION}` }).click();
  await expect.poll(() => sent).toEqual([5, 7]);
  await expect(line.getByTestId('quantity-error')).toHaveCount(0);
  await page.reload();
  await expect(page.locator(`[data-testid="basket-line"][data-item-no="${ARTICLE}"]`).getByTestId('quantity-input')).toHaveValue('7');

  // The order wizard: step 1, the review shows 7, the order is placed.
  await page.getByTestId('order-button').click();
  const step1 = page.getByTestId('delivery-step');
  await expect(step1).toBeVisible();
  await expect(step1.getByLabel('Postcode')).not.toHaveValue('');
  await step1.getByLabel(/PO-nummer/).fill(uniqueName('PO'));
  await step1.getByRole('button', { name: 'Verder naar controleren' }).click();
  const review = page.getByTestId('review-step');
  await expect(review.getByTestId('review-line')).toHaveCount(1);
  await expect(review.getByTestId('review-line')).toContainText(DESCRIPTION);
  await expect(review.getByTestId('review-line').getByRole('cell', { name: '7 ST', exact: true })).toBeVisible();
  await chooseCostCentre(page);
  await review.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/bedankt\?order=ORD\d+$/);
  await expect(page.getByTestId('order-number')).toHaveText(/^ORD\d+$/);
  await expect(page.getByTestId('thanks')).toContainText(DESCRIPTION);
});
