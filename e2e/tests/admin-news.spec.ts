// The news written in the back office (/beheer/nieuws) by the administrator beheer@kraanvogel.nl,
// with the keyboard: a new post's fields checked beside each field, a cover image uploaded (shown
// as the api resized it), the text typed in the editor with its shortcuts, published — and a
// reader (the demo main user) finds it at once on /nieuws and in the home page's teaser, without
// a deploy; a post scheduled for later is not shown yet; the first taken offline after a
// confirmation is gone for the reader. axe on the list and the post's screen at 1280 and 360 px.
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, loginAs } from '../fixtures/auth';
import { expectAccessibleAtBothWidths } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { uniqueId } from '../fixtures/unique';

const ADMIN = { email: 'beheer@kraanvogel.nl', password: DEMO_PASSWORD };

/** A PNG photo the size of a camera's (drawn by the browser). */
async function photo(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 1200;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#0a7d6b';
    g.fillRect(0, 0, 1600, 1200);
    g.fillStyle = '#ffffff';
    g.fillRect(400, 300, 800, 600);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}

/** Whether a reader (the demo main user, in his own tab) sees a title on /nieuws and in the home page's teaser; each page newly loaded. */
async function readerSees(tab: Page, title: string) {
  await tab.goto('/nieuws');
  await expect(tab.getByTestId('news-list')).toBeVisible();
  const onList = await tab.getByTestId('news-list').getByRole('link', { name: title }).count();
  await tab.goto('/');
  // The teaser loads when the reader scrolls toward it.
  await expect(async () => {
    await tab.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(tab.getByTestId('news-teaser').getByRole('heading', { level: 3 }).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  const inTeaser = await tab.getByTestId('news-teaser').getByRole('link', { name: title }).count();
  return { onList: onList > 0, inTeaser: inTeaser > 0 };
}

test('news: written with the keyboard, a cover uploaded, published and found on /nieuws, scheduled, taken offline', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await loginAs(reader, 'main');
  const id = uniqueId();
  const title = `Beheernieuws ${id}`;
  await loginAs(page, ADMIN);
  await page.goto('/beheer');
  await page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: 'Nieuws' }).click();
  await expect(page).toHaveURL(/\/beheer\/nieuws$/);
  await expect(page.getByTestId('news-list')).toContainText('Gepubliceerd');
  await expectAccessibleAtBothWidths(page);

  await page.getByRole('link', { name: 'Nieuw bericht' }).click();
  await expect(page).toHaveURL(/\/beheer\/nieuws\/nieuw$/);
  const text = page.getByRole('textbox', { name: 'Tekst' });
  await expect(text).toBeVisible();
  // Saved empty: each field says what is wrong beside it.
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByLabel('Titel')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Schrijf de tekst van het bericht.')).toBeVisible();
  await expect(page.getByText('Gebruik alleen kleine letters, cijfers en streepjes', { exact: false })).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  // With the keyboard: the title makes the slug when it is left.
  await page.getByLabel('Titel').focus();
  await page.keyboard.type(title);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Slug (het adres)')).toHaveValue(`beheernieuws-${id.toLowerCase()}`);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Een bericht uit het beheer.');
  await page.getByLabel('Omslagfoto').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: await photo(page) });
  const cover = page.getByTestId('cover-preview');
  await expect(cover).toHaveJSProperty('naturalWidth', 1200);
  await text.focus();
  await page.keyboard.type('Vanaf vandaag ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('vet');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' en gewoon.');
  await expect(page.getByRole('button', { name: 'Vet' })).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('radio', { name: 'Gepubliceerd (vanaf nu)' }).check();
  await page.getByRole('button', { name: 'Opslaan' }).press('Enter');
  await expect(page.getByText(`${title} is opgeslagen.`)).toBeVisible();
  await expect(page).toHaveURL(/\/beheer\/nieuws\/[0-9a-f-]{36}$/);
  const postUrl = page.url();

  // A reader finds it at once, with its cover and its text as written.
  expect(await readerSees(reader, title)).toEqual({ onList: true, inTeaser: true });
  await reader.goto(`/nieuws/nieuws/beheernieuws-${id.toLowerCase()}`);
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(reader.getByTestId('news-post').locator('strong', { hasText: 'vet' })).toBeVisible();
  await expect(reader.getByTestId('news-post').locator('img').first()).toHaveJSProperty('naturalWidth', 1200);

  // Another post scheduled for tomorrow: in the list as scheduled, not shown to readers yet.
  const later = `Ingepland ${id}`;
  await page.goto('/beheer/nieuws/nieuw');
  await page.getByLabel('Titel').fill(later);
  await page.getByLabel('Titel').blur();
  await page.getByRole('textbox', { name: 'Tekst' }).click();
  await page.keyboard.type('Morgen meer.');
  await page.getByRole('radio', { name: 'Inplannen' }).check();
  const tomorrow = new Date(Date.now() + 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  await page.getByLabel('Publiceren op').fill(`${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}T09:00`);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText(`${later} is opgeslagen.`)).toBeVisible();
  await page.goto(`/beheer/nieuws?zoek=${encodeURIComponent(later)}`);
  await expect(page.getByTestId('news-list')).toContainText('Ingepland');
  expect(await readerSees(reader, later)).toEqual({ onList: false, inTeaser: false });

  // The first taken offline after a confirmation: gone for the reader.
  await page.goto(postUrl);
  await page.getByRole('button', { name: 'Offline halen' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`${title} offline halen?`);
  await dialog.getByRole('button', { name: 'Offline halen' }).click();
  await expect(page.getByText(`${title} is offline gehaald.`)).toBeVisible();
  expect(await readerSees(reader, title)).toEqual({ onList: false, inTeaser: false });
  // The scheduled one goes offline too, so later runs and the news specs see the seed's news.
  await page.goto(`/beheer/nieuws?zoek=${encodeURIComponent(later)}`);
  await page.getByTestId('news-list').getByRole('link', { name: `${later} bewerken` }).first().click();
  await page.getByRole('button', { name: 'Offline halen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Offline halen' }).click();
  await expect(page.getByText(`${later} is offline gehaald.`)).toBeVisible();
  await readerContext.close();
});
