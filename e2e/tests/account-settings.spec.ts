// Mijn account, part 2, in the real shop against the real provider: a user changes his password
// and only the new one signs in; another turns on two-factor sign-in with the secret the screen
// shows and his current password, and signs in with password and a code an authenticator app would compute; a main user
// invites a member, who sets his password through the link in the outbox mail, signs in with his
// role's menu and loses his session when he is removed; a main user changes the organization's
// address; a user files a return for a delivered line; a warehouse user gets 'Geen toegang' on
// Mijn organisatie. Each test has its own demo user, so they run in any order; axe checks every page.
import type { Browser, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { shopApi } from '../fixtures/api';
import { DEMO_PASSWORD, loginAs, logout, signInAtProvider, type Credentials } from '../fixtures/auth';
import { expectNoAxeViolations } from '../fixtures/axe';
import { catalogArticles, soldPerPiece } from '../fixtures/basket';
import { mailTo } from '../fixtures/outbox';
import { expect, test } from '../fixtures/test';
import { uniqueId, uniqueName } from '../fixtures/unique';

const demo = (login: string): Credentials => ({ email: login, password: DEMO_PASSWORD });
/** Signs in at the provider's form and expects it to refuse (the form stays, with its alert). */
async function expectSignInRefused(page: Page, who: Credentials) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await signInAtProvider(page, who);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/idp\//);
}

/** The code an authenticator app shows for a base32 secret, `ahead` time steps from now. */
function totpCode(secret: string, ahead = 0) {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: Date.now() + ahead * 30_000 });
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

test('a changed password signs in and the old one no longer does', async ({ page, api }) => {
  test.setTimeout(90_000);
  const user = demo('hoofdgebruiker@klant4.example.nl');
  const newPassword = `Nieuw${uniqueId()}7`;
  await loginAs(page, user, { from: '/mijnaccount/mijninloggegevens' });
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn inloggegevens' })).toBeVisible();
  await expect(page.getByTestId('profile-username')).toHaveText(user.email);
  await expectNoAxeViolations(page);

  const form = page.getByTestId('change-password');
  await expect(form.getByText(/Minstens 10 tekens, met minstens één letter en één cijfer/)).toBeVisible();
  // A wrong current password is refused by the server, at its field.
  await form.getByLabel('Huidig wachtwoord').fill('Geraden12345');
  await form.getByLabel('Nieuw wachtwoord', { exact: true }).fill(newPassword);
  await form.getByLabel('Herhaal het nieuwe wachtwoord').fill(newPassword);
  await form.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(form.getByText('Uw huidige wachtwoord klopt niet.')).toBeVisible();
  await expect(form.getByLabel('Huidig wachtwoord')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await form.getByLabel('Huidig wachtwoord').fill(user.password);
  await form.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(form.getByRole('status')).toContainText('Uw wachtwoord is gewijzigd.');

  await logout(page);
  await expectSignInRefused(page, user);
  await loginAs(page, { email: user.email, password: newPassword });

  // Back to the demo password, so a later run against the same data finds it.
  expect((await api.send('POST', '/mgmt/api/account/my-profile/change-password', { currentPassword: newPassword, newPassword: user.password })).status).toBe(204);
});

test('two-factor sign-in: turned on with the shown secret and a code, then password plus code signs in', async ({ page }) => {
  test.setTimeout(90_000);
  const user = demo('medewerker@klant4.example.nl');
  await loginAs(page, user, { from: '/mijnaccount/mijninloggegevens' });
  const section = page.getByTestId('two-factor');
  await expect(section.getByTestId('two-factor-state')).toHaveText('Tweestapsverificatie staat uit.');
  await section.getByRole('button', { name: 'Tweestapsverificatie aanzetten' }).click();
  await expect(section.getByRole('img', { name: 'QR-code voor uw authenticator-app' })).toBeVisible();
  const secret = (await section.getByTestId('two-factor-secret').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expectNoAxeViolations(page);

  // A wrong code does not turn it on (the current password confirms the step).
  await section.getByLabel('Huidig wachtwoord').fill(user.password);
  await section.getByLabel('Code uit de app').fill(totpCode(secret, -5));
  await section.getByRole('button', { name: 'Bevestigen en aanzetten' }).click();
  await expect(section.getByText(/Deze code klopt niet/)).toBeVisible();
  await expect(section.getByTestId('two-factor-state')).toHaveText('Tweestapsverificatie staat uit.');

  await section.getByLabel('Code uit de app').fill(totpCode(secret));
  await section.getByRole('button', { name: 'Bevestigen en aanzetten' }).click();
  await expect(section.getByTestId('two-factor-state')).toHaveText('Tweestapsverificatie staat aan.');

  // From now on the provider asks for a code after the password.
  await logout(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await signInAtProvider(page, user);
  await expect(page.getByRole('heading', { name: 'Verificatiecode' })).toBeVisible();
  await page.getByLabel('Code').fill('000000');
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page.getByRole('alert')).toContainText('Deze code klopt niet');
  // The confirming code was used up; the app's next code signs in.
  await page.getByLabel('Code').fill(totpCode(secret, 1));
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // Turning it off asks for the password (and leaves the user as the seed made him).
  await page.goto('/mijnaccount/mijninloggegevens');
  await section.getByRole('button', { name: 'Tweestapsverificatie uitzetten' }).click();
  await section.getByLabel('Wachtwoord').fill(user.password);
  await section.getByRole('button', { name: 'Uitzetten' }).click();
  await expect(section.getByTestId('two-factor-state')).toHaveText('Tweestapsverificatie staat uit.');
});

test('a main user invites a member, who sets his password from the mail, signs in with his role\'s menu and is signed out by his removal', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const main = demo('hoofdgebruiker@klant5.example.nl');
  const email = `magazijn-${uniqueId()}@klant5.example.nl`;
  const memberPassword = `Magazijn${uniqueId()}1`;
  await loginAs(page, main, { from: '/mijnaccount/mijnorganisatie/mijnteam' });
  const team = page.getByTestId('team-table');
  await expect(team.getByRole('row', { name: new RegExp(main.email) })).toContainText('Hoofdgebruiker');
  // He cannot remove himself.
  await expect(team.getByRole('row', { name: new RegExp(main.email) }).getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Nieuw teamlid' }).click();
  await expect(page).toHaveURL(/\/mijnteam\/nieuwlid$/);
  const form = page.getByTestId('new-member-form');
  await form.getByRole('button', { name: 'Uitnodigen' }).click();
  await expect(form.getByText('Dit veld is verplicht')).toHaveCount(4);
  await expectNoAxeViolations(page);
  await form.getByLabel('Voornaam').fill('Mirjam');
  await form.getByLabel('Achternaam').fill('Bakker');
  await form.getByLabel('E-mailadres').fill(email);
  await form.getByRole('radio', { name: /Magazijn/ }).check();
  // Giving someone access asks for the main user's own password: a wrong one is refused at the field.
  await form.getByLabel('Uw huidige wachtwoord').fill('niet-mijn-wachtwoord');
  await form.getByRole('button', { name: 'Uitnodigen' }).click();
  await expect(form.getByLabel('Uw huidige wachtwoord')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Uw huidige wachtwoord').fill(main.password);
  await form.getByRole('button', { name: 'Uitnodigen' }).click();
  await expect(page).toHaveURL(/\/mijnorganisatie\/mijnteam$/);
  await expect(page.getByText(`Uitnodiging verstuurd naar ${email}.`)).toBeVisible();
  await expect(team.getByRole('row', { name: new RegExp(email) })).toContainText('Magazijn');

  // The invitation mail's link sets his password (once).
  const mail = await mailTo(email);
  const link = /https?:\/\/\S+\/idp\/set-password\?token=[\w-]+/.exec(mail)?.[0];
  expect(link).toBeDefined();
  const memberPage = await newPage(browser);
  await memberPage.goto(link!);
  await expect(memberPage.getByRole('heading', { name: 'Wachtwoord instellen' })).toBeVisible();
  await memberPage.getByLabel('Nieuw wachtwoord').fill(memberPassword);
  await memberPage.getByLabel('Herhaal het wachtwoord').fill(memberPassword);
  await memberPage.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(memberPage.getByRole('heading', { name: 'Uw wachtwoord is ingesteld' })).toBeVisible();

  // He signs in and gets the menu of a warehouse user.
  await loginAs(memberPage, { email, password: memberPassword });
  await memberPage.getByTestId('user-menu-button').click();
  const menu = memberPage.getByTestId('user-menu');
  await expect(menu.getByRole('link')).toHaveText(['Mijn winkelwagens', 'Mijn bestellijsten', 'Mijn assortiment', 'Mijn inloggegevens', 'Retouraanvraag', 'Uitloggen']);

  // Removed (after the confirm popup), his sign-in ends at once.
  await team.getByRole('row', { name: new RegExp(email) }).getByRole('button', { name: 'Mirjam Bakker verwijderen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Teamlid verwijderen' });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(page.getByText('Mirjam Bakker is uit uw team verwijderd.')).toBeVisible();
  await expect(team.getByRole('row', { name: new RegExp(email) })).toHaveCount(0);
  await expect.poll(async () => (await shopApi(memberPage).send('GET', '/mgmt/api/account/my-profile')).status, { timeout: 5_000 }).toBe(401);
  // The shop notices at his next call and signs him out, through the provider, to /login.
  await memberPage.goto('/mijnaccount/mijninloggegevens');
  await expect(memberPage).toHaveURL(/\/login(\?|$)/, { timeout: 15_000 });
  await expect(memberPage.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
  await memberPage.context().close();
  const again = await newPage(browser);
  await expectSignInRefused(again, { email, password: memberPassword });
  await again.context().close();
});

test('a main user changes the organization\'s details with Dutch checks; an employee and a warehouse user get no access', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await loginAs(page, demo('hoofdgebruiker@klant8.example.nl'), { from: '/mijnaccount/mijnorganisatie' });
  await expect(page.getByTestId('organization-addresses')).toContainText('Hoofdadres');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Adresgegevens wijzigen' }).click();
  const form = page.getByTestId('organization-form');
  await form.getByLabel('KvK-nummer').fill('1234567');
  await form.getByLabel('Btw-nummer').fill('NL12345678B01');
  await form.getByLabel('Postcode').fill('801 CZ');
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(form.getByText('Een KvK-nummer bestaat uit 8 cijfers.')).toBeVisible();
  await expect(form.getByText('Vul een geldig Nederlands btw-nummer in, bijvoorbeeld NL123456789B01.')).toBeVisible();
  await expect(form.getByText('Vul een geldige postcode in, bijvoorbeeld 1234 AB.')).toBeVisible();
  await expectNoAxeViolations(page);

  const street = uniqueName('Kanaalweg').slice(0, 30);
  await form.getByLabel('KvK-nummer').fill('8765 4321');
  await form.getByLabel('Btw-nummer').fill('nl987654321b01');
  await form.getByLabel('Postcode').fill('8011cz');
  await form.getByLabel('Straatnaam').fill(street);
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/mijnorganisatie$/);
  // Stored as the api writes them.
  await expect(page.getByTestId('organization-unit')).toContainText('87654321');
  await expect(page.getByTestId('organization-unit')).toContainText('NL987654321B01');
  await expect(page.getByTestId('organization-addresses')).toContainText(street);
  await expect(page.getByTestId('organization-addresses')).toContainText('8011 CZ');

  for (const login of ['medewerker@klant8.example.nl', 'magazijn@klant8.example.nl']) {
    const other = await newPage(browser);
    await loginAs(other, demo(login), { from: '/mijnaccount/mijnorganisatie' });
    await expect(other.getByTestId('no-access')).toContainText('Geen toegang');
    await expect(other.getByTestId('organization-unit')).toHaveCount(0);
    await expectNoAxeViolations(other);
    // The api refuses them the change too.
    expect((await shopApi(other).send('PUT', '/mgmt/api/app/app-organization-unit/app-organization-unit-address-basic-info', { phone: '0381234567', email: 'x@y.nl' })).status).toBe(403);
    await other.context().close();
  }
});

test('a return of a delivered line, opened from the order, ends on the thank-you page and shows under returns', async ({ page, api }) => {
  test.setTimeout(90_000);
  await loginAs(page, demo('medewerker@klant6.example.nl'));
  // A delivered order with a line of which something may still come back.
  type Line = { itemNo: string; delivered: number; returned: number };
  const overview = await api.get<{ items: { orderNo: string; status: number; orderType: string }[] }>('/erp/api/app/order/order-overview?MaxResultCount=100&Sorting=orderDate%20desc');
  let picked: { orderNo: string; line: Line } | undefined;
  for (const o of overview.items.filter((x) => x.status === 300 && x.orderType === 'Order')) {
    const detail = await api.get<{ lines: Line[] }>(`/erp/api/app/order?OrderNo=${o.orderNo}`);
    const line = detail.lines.find((l) => l.delivered - l.returned >= 2);
    if (line) {
      picked = { orderNo: o.orderNo, line };
      break;
    }
  }
  expect(picked).toBeDefined();
  const { orderNo, line } = picked!;

  await page.goto(`/mijnaccount/mijnorders/${orderNo}`);
  await page.getByTestId('request-return').click();
  await expect(page).toHaveURL(new RegExp(`/mijnaccount/retouraanvraag\\?order=${orderNo}$`));
  await expect(page.getByTestId('return-order-select')).toHaveValue(orderNo);
  const lines = page.getByTestId('return-order-lines');
  const amount = lines.getByLabel(`Aantal retour van artikel ${line.itemNo}`);
  await expect(amount).toBeVisible();
  // The address comes from the organization's main address.
  await expect(page.getByTestId('return-form').getByLabel('Straat en huisnummer')).not.toHaveValue('');
  await expectNoAxeViolations(page);

  // More than may come back is refused beside the field.
  await amount.fill(String(line.delivered - line.returned + 1));
  await lines.getByRole('button', { name: `Artikel ${line.itemNo} aan de retour toevoegen` }).click();
  await expect(lines.getByText(`U kunt hiervan ten hoogste ${line.delivered - line.returned} retourneren.`)).toBeVisible();
  await expect(lines.getByText('Kies een reden.')).toBeVisible();
  await expectNoAxeViolations(page);
  await amount.fill('1');
  await lines.getByLabel(`Reden van retour van artikel ${line.itemNo}`).selectOption('Beschadigd ontvangen');
  await lines.getByRole('button', { name: `Artikel ${line.itemNo} aan de retour toevoegen` }).click();
  await expect(page.getByTestId('return-lines')).toContainText(line.itemNo);
  await page.getByTestId('return-form').getByLabel('Uw referentie (optioneel)').fill('E2E retour');
  await page.getByRole('button', { name: 'Retouraanvraag versturen' }).click();

  await expect(page).toHaveURL(/\/mijnaccount\/retouraanvraag\/bedankt$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bedankt voor uw retouraanvraag' })).toBeVisible();
  const returnOrder = page.getByTestId('return-thanks').getByRole('link', { name: /^RET/ });
  await expect(returnOrder).toHaveCount(1);
  const returnNo = await returnOrder.innerText();
  await expectNoAxeViolations(page);

  // The request was reset; the order now counts one more returned.
  await page.getByRole('link', { name: 'Nog een retour aanvragen' }).click();
  await expect(page.getByTestId('return-lines-empty')).toBeVisible();
  const after = await api.get<{ lines: Line[] }>(`/erp/api/app/order?OrderNo=${orderNo}`);
  expect(after.lines.filter((l) => l.itemNo === line.itemNo).reduce((s, l) => s + l.returned, 0)).toBeGreaterThan(line.returned);
  await page.goto('/mijnaccount/mijnorders?filter=ReturnOrdersOrComplaints');
  await expect(page.getByTestId('order-table').getByRole('link', { name: returnNo, exact: true })).toBeVisible();
});

test('a warehouse user gets no access on Mijn organisatie and the return request', async ({ page }) => {
  await loginAs(page, demo('magazijn@klant7.example.nl'));
  for (const path of ['/mijnaccount/mijnorganisatie', '/mijnaccount/mijnorganisatie/mijnteam', '/mijnaccount/retouraanvraag']) {
    await page.goto(path);
    await expect(page.getByTestId('no-access')).toContainText('Geen toegang');
    await expectNoAxeViolations(page);
  }
  // His own login details are his to see.
  await page.goto('/mijnaccount/mijninloggegevens');
  await expect(page.getByTestId('profile-username')).toHaveText('magazijn@klant7.example.nl');
  await expectNoAxeViolations(page);
});

test('a main user sets who gets a copy of the order confirmations; the next order is confirmed to him with that copy', async ({ page, api }) => {
  test.setTimeout(120_000);
  const mainUser = 'hoofdgebruiker@klant9.example.nl';
  const copy = `inkoop-${uniqueId()}@klant9.example.nl`;
  await loginAs(page, demo(mainUser), { from: '/mijnaccount/mijnorganisatie' });
  await page.getByRole('link', { name: 'Mailnotificaties' }).click();
  await expect(page).toHaveURL(/\/mijnorganisatie\/mailnotifications$/);
  const form = page.getByTestId('mail-notifications-form');
  const copies = form.getByLabel('Kopie van elke orderbevestiging');
  await copies.fill(`${copy}\ngeen-adres`);
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(form.getByText("'geen-adres' is geen geldig e-mailadres.")).toBeVisible();
  await expectNoAxeViolations(page);
  // Nothing was stored.
  expect((await api.get<{ orderConfirmation: string[] }>('/mgmt/api/app/customer-account/mail-notifications')).orderConfirmation).toEqual([]);

  await copies.fill(copy.toUpperCase());
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De mailnotificaties zijn opgeslagen.').last()).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('mail-notifications-form').getByLabel('Kopie van elke orderbevestiging')).toHaveValue(copy);

  // An order placed through the wizard: its confirmation goes to who ordered, with the copy.
  const article = (await catalogArticles(api, 50)).find(soldPerPiece)!;
  const basket = await api.post<{ id: number }>('/mgmt/api/ecommerce/customerbaskets/createBasket', { name: uniqueName('E2E mail') });
  await api.post('/mgmt/api/ecommerce/customerbaskets/addToBasket', { basketId: basket.id, itemNo: article.itemNo, amount: 2 });
  await page.goto(`/winkelwagen/${basket.id}`);
  await page.getByTestId('order-button').click();
  const step = page.getByTestId('delivery-step');
  await expect(step.getByLabel('Postcode')).not.toHaveValue('');
  await step.getByLabel(/Uw referentie/).fill('Mailtest');
  await page.getByRole('button', { name: 'Verder naar controleren' }).click();
  await page.getByTestId('place-order').click();
  const orderNo = (await page.getByTestId('order-number').textContent())!.trim();
  expect(orderNo).toMatch(/^ORD\d+$/);
  const mail = await mailTo(mainUser);
  expect(mail).toMatch(new RegExp(`^Subject: Orderbevestiging ${orderNo}$`, 'm'));
  expect(mail).toMatch(new RegExp(`^Cc: ${copy.replace(/[.]/g, '\\.')}$`, 'm'));
  expect(mail).toContain(article.itemNo);
  expect(mail).toContain('Uw referentie: Mailtest');
});
