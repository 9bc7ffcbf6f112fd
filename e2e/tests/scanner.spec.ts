// The barcode scanner (issue 29): Chromium's fake camera plays a real EAN-13 barcode (drawn by
// bwip-js, fixtures/barcode.ts) and the scanner reads it; the typed code, an unknown code and a
// refused camera. Debian's Chromium has no BarcodeDetector on Linux, so this reads through ZXing.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import config from '../playwright.config';
import { barcodeVideo } from '../fixtures/barcode';
import { basketNamed, linesOf, newCurrentBasket } from '../fixtures/basket';
import { expectNoAxeViolations } from '../fixtures/axe';
import { uniqueName } from '../fixtures/unique';

/** Demo articles (README): the knelkoppeling (from 3, per 2) and the koperen buis (from 10 m, per 4 m). */
const KNEL = { ean: '8719990030028', itemNo: '9003002', description: /Demo knelkoppeling/ };
const BUIS = { ean: '8719990100042', itemNo: '9010004', description: /Demo koperen buis/ };
/** A well-formed EAN-13 that no article carries. */
const UNKNOWN = '8700000000001';

const baseArgs = config.use?.launchOptions?.args ?? [];
test.use({
  user: 'main',
  launchOptions: {
    ...config.use?.launchOptions,
    args: [...baseArgs, '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${barcodeVideo(KNEL.ean)}`],
  },
});


async function openQuickOrderScanner(page: Page) {
  await page.goto('/winkelwagen/snelbestellen');
  await page.getByRole('button', { name: 'Barcode scannen' }).click();
  return page.getByRole('dialog', { name: 'Barcode scannen' });
}

test('the phone camera reads a real EAN-13 and one tap puts its minimum quantity in the current basket', async ({ page, context, api }) => {
  await context.grantPermissions(['camera']);
  await page.goto('/');
  const name = uniqueName('Scan');
  await newCurrentBasket(page, name);
  await page.setViewportSize({ width: 360, height: 740 });

  await page.getByRole('button', { name: 'Scannen', exact: true }).click();
  const scanner = page.getByRole('dialog', { name: 'Barcode scannen' });
  await expect(scanner.getByTestId('scanner-status')).toContainText('Gevonden: Demo knelkoppeling', { timeout: 20_000 });
  const line = scanner.locator(`[data-testid="scanner-line"][data-item-no="${KNEL.itemNo}"]`);
  await expect(line.getByTestId('scanner-amount')).toHaveText('3 ST');
  await expectNoAxeViolations(page, { include: ['[data-testid="scanner"]'] });

  // The whole scanner fits a 360 px screen: nothing wider than the viewport.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await line.getByTestId('scanner-add-one').click();
  await expect(page.getByText(`1 regel toegevoegd aan ${name}.`)).toBeVisible();
  expect(linesOf(await basketNamed(api, name))).toEqual({ [KNEL.itemNo]: 3 });

  // Escape closes the scanner and the camera.
  await page.keyboard.press('Escape');
  await expect(scanner).toBeHidden();
  await expect(page).toHaveURL('/');
});

test('typed codes build a list with quantities in steps that goes into the basket in one call', async ({ page, api }) => {
  await page.goto('/');
  const name = uniqueName('Scanlijst');
  await newCurrentBasket(page, name);
  const scanner = await openQuickOrderScanner(page);
  // No camera permission in this test: the typed field is there all the same.
  const code = scanner.getByLabel('Code (EAN) intypen');
  await code.fill(BUIS.ean);
  await scanner.getByRole('button', { name: 'Zoek code' }).click();
  const buis = scanner.locator(`[data-testid="scanner-line"][data-item-no="${BUIS.itemNo}"]`);
  await expect(buis.getByTestId('scanner-amount')).toHaveText('10 M');
  await buis.getByRole('button', { name: /^Meer Demo koperen buis/ }).click();
  await buis.getByRole('button', { name: /^Meer Demo koperen buis/ }).click();
  await expect(buis.getByTestId('scanner-amount')).toHaveText('18 M');
  await buis.getByRole('button', { name: /^Minder Demo koperen buis/ }).click();
  await expect(buis.getByTestId('scanner-amount')).toHaveText('14 M');

  await code.fill(KNEL.ean);
  await scanner.getByRole('button', { name: 'Zoek code' }).click();
  await expect(scanner.locator(`[data-testid="scanner-line"][data-item-no="${KNEL.itemNo}"]`).getByTestId('scanner-amount')).toHaveText('3 ST');
  // The same code again: one step more on its line, not a second line.
  await scanner.getByRole('button', { name: 'Zoek code' }).click();
  await expect(scanner.locator(`[data-testid="scanner-line"][data-item-no="${KNEL.itemNo}"]`).getByTestId('scanner-amount')).toHaveText('5 ST');
  await expect(scanner.getByTestId('scanner-line')).toHaveCount(2);

  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/customerbaskets/add')) calls.push(new URL(r.url()).pathname.split('/').pop()!);
  });
  await scanner.getByRole('button', { name: '2 regels in de winkelwagen' }).click();
  await expect(page.getByText(`2 regels toegevoegd aan ${name}.`)).toBeVisible();
  await expect(scanner.getByTestId('scanner-line')).toHaveCount(0);
  expect(calls).toEqual(['addLinesToBasket']);
  expect(linesOf(await basketNamed(api, name))).toEqual({ [BUIS.itemNo]: 14, [KNEL.itemNo]: 5 });
});

test('an unknown code says so in Dutch and offers the search with that code', async ({ page }) => {
  const scanner = await openQuickOrderScanner(page);
  await scanner.getByLabel('Code (EAN) intypen').fill(UNKNOWN);
  await scanner.getByRole('button', { name: 'Zoek code' }).click();
  await expect(scanner.getByTestId('scanner-status')).toHaveText(`Geen artikel gevonden met code ${UNKNOWN}. Zoeken op ${UNKNOWN}`);
  await expectNoAxeViolations(page, { include: ['[data-testid="scanner"]'] });
  await scanner.getByRole('button', { name: `Zoeken op ${UNKNOWN}` }).click();
  await expect(scanner).toBeHidden();
  await expect(page).toHaveURL(`/zoeken?phrase=${UNKNOWN}`);
});

test('a refused camera shows a Dutch message and the typed field; the back gesture closes the scanner', async ({ page }) => {
  const scanner = await openQuickOrderScanner(page);
  await expect(scanner.getByRole('alert')).toHaveText(/Je hebt de camera niet toegestaan/);
  await expect(scanner.getByLabel('Code (EAN) intypen')).toBeFocused();
  await expectNoAxeViolations(page, { include: ['[data-testid="scanner"]'] });
  await page.goBack();
  await expect(scanner).toBeHidden();
  await expect(page).toHaveURL('/winkelwagen/snelbestellen');
});
