// Self-registration as a visitor sends it and as an administrator handles it: the rules per
// field, the protections against abuse (rate limit per address, honeypot, an answer that does
// not tell whether an address has an account), and an approval after which the new main user
// sets a password through the mailed link and signs in at the real provider.
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { earliestDeliveryDate } from '../../src/lib/delivery-date.js';
import { REGISTRATIONS_PER_HOUR } from '../../src/modules/registration/routes.js';
import { createTestApp, HOST, users, type TestApp } from '../helpers/app.js';
import { registrationBody } from '../routes/fixtures.js';

const URL_REQUEST = '/mgmt/api/app/customer-account/request-new-account';
const URL_LIST = '/mgmt/api/app/customer-account/registration-requests';

let t: TestApp;
let outbox: string;
let addresses = 0;
beforeAll(async () => {
  outbox = await mkdtemp(path.join(os.tmpdir(), 'kv-registration-outbox-'));
  process.env.MAIL_OUTBOX_DIR = outbox;
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  delete process.env.MAIL_OUTBOX_DIR;
  await rm(outbox, { recursive: true, force: true });
});

/** A request from its own client address (unless one is given), so the rate limit stays out of the way. */
function register(body: unknown, address = `10.0.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`) {
  return t.inject({ method: 'POST', url: URL_REQUEST, headers: { host: HOST }, remoteAddress: address, payload: body as object });
}

type Req = { id: number; status: string; customerNumber: string | null; BedrijfsGegevens: Record<string, string>; Persoonsgegevens: Record<string, string>; Aflevergegevens: Record<string, unknown> };

async function pending(): Promise<Req[]> {
  const res = await t.call('GET', `${URL_LIST}?MaxResultCount=1000`, users.admin);
  expect(res.statusCode).toBe(200);
  return (res.json() as { items: Req[] }).items;
}
const stored = async () => (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM registration_requests'))!.n;

/** The mails in the outbox to an address, waiting a while for one that is sent in the background. */
async function mailsTo(address: string, atLeast = 1): Promise<string[]> {
  for (let i = 0; i < 100; i++) {
    const found: string[] = [];
    for (const file of await readdir(outbox)) {
      const eml = await readFile(path.join(outbox, file), 'utf8');
      if (new RegExp(`^To: ${address.replace(/[.]/g, '\\.')}$`, 'm').test(eml)) found.push(eml);
    }
    if (found.length >= atLeast) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  return [];
}

/** The body of a mail with quoted-printable soft breaks undone. */
const bodyOf = (eml: string) => eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

test('a complete request is stored as pending, written the way it is stored, with the company address as delivery address', async () => {
  const body = registrationBody('j.vandijk@dijk-installatie.nl');
  body.BedrijfsGegevens.BTW = 'nl 0012.34567 b01';
  body.BedrijfsGegevens.Postcode = '8011cz';
  body.BedrijfsGegevens.chamberOfCommerceNumber = '1234 5678';
  const res = await register(body);
  expect(res.statusCode).toBe(202);
  expect(res.json().message).toMatch(/^Bedankt voor uw aanvraag/);
  const mine = (await pending()).find((r) => r.Persoonsgegevens.Email === 'j.vandijk@dijk-installatie.nl')!;
  expect(mine.status).toBe('pending');
  expect(mine.BedrijfsGegevens).toMatchObject({ Naam: 'Matrix Installatie B.V.', BTW: 'NL001234567B01', chamberOfCommerceNumber: '12345678', Postcode: '8011 CZ' });
  expect(mine.Aflevergegevens).toEqual({ Afleveradresisbedrijfsadres: true, Straatnaam: 'Stationsweg', Nummer: '12a', Postcode: '8011 CZ', Plaats: 'Zwolle', Land: 'NL' });
});

test('a separate delivery address is stored as given', async () => {
  const body = {
    ...registrationBody('levering@dijk-installatie.nl'),
    Aflevergegevens: { Afleveradresisbedrijfsadres: false, Straatnaam: 'Industrieweg', Nummer: '7', Postcode: '7942 JX', Plaats: 'Meppel', Land: 'NL' },
  };
  expect((await register(body)).statusCode).toBe(202);
  const mine = (await pending()).find((r) => r.Persoonsgegevens.Email === 'levering@dijk-installatie.nl')!;
  expect(mine.Aflevergegevens).toEqual({ Afleveradresisbedrijfsadres: false, Straatnaam: 'Industrieweg', Nummer: '7', Postcode: '7942 JX', Plaats: 'Meppel', Land: 'NL' });
});

test('every field is checked, with a Dutch message per field, and nothing is stored', async () => {
  const before = await stored();
  const body = registrationBody('fout@example.nl');
  Object.assign(body.BedrijfsGegevens, { Naam: ' ', BTW: 'NL12345678B01', chamberOfCommerceNumber: '1234567', Postcode: '801 CZ', Telefoon: '12345', Email: 'geen-adres' });
  Object.assign(body.Persoonsgegevens, { Email: 'iemand@', Telefoon: '+31 6 1234' });
  const res = await register({ ...body, Aflevergegevens: { Afleveradresisbedrijfsadres: false, Straatnaam: 'Kade', Nummer: 'x', Postcode: '1234 AB', Plaats: '', Land: 'FR' } });
  expect(res.statusCode).toBe(400);
  const problems = Object.fromEntries((res.json().error.validationErrors as { message: string; members: string[] }[]).map((e) => [e.members[0], e.message]));
  expect(problems).toEqual({
    'BedrijfsGegevens.Naam': 'Dit veld is verplicht',
    'BedrijfsGegevens.BTW': 'Vul een geldig Nederlands btw-nummer in, bijvoorbeeld NL123456789B01.',
    'BedrijfsGegevens.chamberOfCommerceNumber': 'Een KvK-nummer bestaat uit 8 cijfers.',
    'BedrijfsGegevens.Postcode': 'Vul een geldige postcode in, bijvoorbeeld 1234 AB.',
    'BedrijfsGegevens.Telefoon': 'Vul een geldig telefoonnummer in, bijvoorbeeld 038 123 45 67.',
    'BedrijfsGegevens.Email': 'Vul een geldig e-mailadres in, bijvoorbeeld naam@bedrijf.nl.',
    'Persoonsgegevens.Telefoon': 'Vul een geldig telefoonnummer in, bijvoorbeeld 038 123 45 67.',
    'Persoonsgegevens.Email': 'Vul een geldig e-mailadres in, bijvoorbeeld naam@bedrijf.nl.',
    'Aflevergegevens.Nummer': 'Vul een huisnummer in, eventueel met toevoeging, bijvoorbeeld 12 of 12a.',
    'Aflevergegevens.Plaats': 'Dit veld is verplicht',
    'Aflevergegevens.Land': 'Kies Nederland, België of Duitsland.',
  });
  // A Belgian VAT number is not a Dutch one; a field the form does not have is refused.
  const belgian = registrationBody('be@example.nl');
  belgian.BedrijfsGegevens.BTW = 'BE0123456789';
  expect((await register(belgian)).json().error.validationErrors[0].members).toEqual(['BedrijfsGegevens.BTW']);
  expect((await register({ ...registrationBody('x@example.nl'), isAdmin: true })).statusCode).toBe(400);
  expect(await stored()).toBe(before);
});

test('a filled-in honeypot gets the same answer and stores nothing', async () => {
  const before = await stored();
  const honest = await register(registrationBody('echt@bedrijf.nl'));
  const bot = await register({ ...registrationBody('bot@spam.example'), website: 'https://spam.example' });
  expect(bot.statusCode).toBe(honest.statusCode);
  expect(bot.json()).toEqual(honest.json());
  expect(await stored()).toBe(before + 1);
  expect((await pending()).some((r) => r.Persoonsgegevens.Email === 'bot@spam.example')).toBe(false);
});

test('the answer does not tell whether the address has an account; the account holder hears it by mail', async () => {
  const before = await stored();
  const fresh = await register(registrationBody('nieuw@onbekend-bedrijf.nl'));
  const taken = await register(registrationBody(users.main.toUpperCase()));
  expect(taken.statusCode).toBe(fresh.statusCode);
  expect(taken.json()).toEqual(fresh.json());
  expect(await stored()).toBe(before + 1);
  const [mail] = await mailsTo(users.main);
  expect(mail).toMatch(/^Subject: Aanvraag van een account bij Kraanvogel$/m);
  expect(bodyOf(mail!)).toContain('u heeft al een account');
  // A second request for an address with an open request: the same answer, not stored twice.
  const again = await register(registrationBody('nieuw@onbekend-bedrijf.nl'));
  expect(again.json()).toEqual(fresh.json());
  expect(await stored()).toBe(before + 1);
});

test(`one client address may send ${REGISTRATIONS_PER_HOUR} requests an hour; then a 429 with Retry-After, other addresses go on`, async () => {
  for (let i = 0; i < REGISTRATIONS_PER_HOUR; i++) {
    expect((await register(registrationBody(`limiet${i}@bedrijf.nl`), '192.0.2.77')).statusCode).toBe(202);
  }
  const before = await stored();
  const blocked = await register(registrationBody('limiet-extra@bedrijf.nl'), '192.0.2.77');
  expect(blocked.statusCode).toBe(429);
  expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3000);
  expect(blocked.json().error).toMatchObject({ code: 'TooManyRequests', message: expect.stringContaining('te veel aanvragen') });
  expect(await stored()).toBe(before);
  expect((await register(registrationBody('ander-adres@bedrijf.nl'), '192.0.2.78')).statusCode).toBe(202);
});

test('only administrators see and handle requests', async () => {
  const [first] = await pending();
  for (const user of [users.main, users.employee]) {
    expect((await t.call('GET', URL_LIST, user)).statusCode).toBe(403);
    expect((await t.call('POST', `${URL_LIST}/${first!.id}/approve`, user)).statusCode).toBe(403);
  }
  expect((await t.call('GET', URL_LIST, null)).statusCode).toBe(401);
  expect((await t.call('POST', `${URL_LIST}/999999/approve`, users.admin)).statusCode).toBe(404);
});

test('approval creates the customer and its main user, who sets a password through the mailed link, signs in and orders', async () => {
  const email = 'p.bakker@bakker-loodgieters.nl';
  const body = {
    ...registrationBody(email),
    BedrijfsGegevens: { ...registrationBody().BedrijfsGegevens, Naam: 'Bakker Loodgieters V.O.F.' },
    Persoonsgegevens: { Geslacht: 'Vrouw', Voorletters: 'P.', Voornaam: 'Petra', Tussenvoegsel: '', Achternaam: 'Bakker', Telefoon: '0612345678', Email: email },
  };
  expect((await register(body)).statusCode).toBe(202);
  const request = (await pending()).find((r) => r.Persoonsgegevens.Email === email)!;

  const approved = await t.call('POST', `${URL_LIST}/${request.id}/approve`, users.admin);
  expect(approved.statusCode).toBe(200);
  const customerNumber = approved.json().customerNumber as string;
  expect(approved.json()).toMatchObject({ status: 'approved', customerNumber: expect.stringMatching(/^\d{6}$/) });
  expect((await t.call('POST', `${URL_LIST}/${request.id}/approve`, users.admin)).statusCode).toBe(409);
  expect((await pending()).some((r) => r.id === request.id)).toBe(false);

  // The user exists but has no password anyone knows yet.
  await expect(t.login(email, 'Kraanvogel2026!')).rejects.toThrow(/failed \(401\)/);

  const [mail] = await mailsTo(email);
  expect(mail).toMatch(/^Subject: Uw account bij Kraanvogel is klaar$/m);
  const text = bodyOf(mail!);
  expect(text).toContain('Geachte mevrouw Bakker');
  expect(text).toContain(`Uw klantnummer is ${customerNumber}`);
  const link = new URL(/(http\S+\/set-password\?token=\S+)/.exec(text)![1]!);
  const token = link.searchParams.get('token')!;
  const page = await t.inject({ method: 'GET', url: `${link.pathname}${link.search}`, headers: { host: HOST } });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Wachtwoord instellen');
  expect(page.body).toContain(email);

  const submit = (password: string, confirm = password) =>
    t.inject({
      method: 'POST',
      url: link.pathname,
      headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token, password, confirm }).toString(),
    });
  expect((await submit('Lekkage2026!', 'Lekkage2027!')).body).toContain('De twee wachtwoorden zijn niet gelijk.');
  expect((await submit('kort1')).body).toContain('minstens 10 tekens');
  const done = await submit('Lekkage2026!');
  expect(done.statusCode).toBe(200);
  expect(done.body).toContain('Uw wachtwoord is ingesteld');
  // The link works once.
  expect((await submit('AnderWachtwoord99')).statusCode).toBe(410);
  expect((await t.inject({ method: 'GET', url: `${link.pathname}${link.search}`, headers: { host: HOST } })).statusCode).toBe(410);

  // Signing in at the real provider; the token carries the new customer and the main-user role.
  await t.login(email, 'Lekkage2026!');
  const profile = (await t.call('GET', '/mgmt/api/account/my-profile', email)).json();
  expect(profile).toMatchObject({ userName: email, name: 'Petra', surname: 'Bakker', extraProperties: { customerNumber, customerName: 'Bakker Loodgieters V.O.F.' } });
  expect((await t.call('GET', '/mgmt/api/app/customer-account/employees', email)).json().items).toEqual([expect.objectContaining({ userName: email })]);
  const address = (await t.call('GET', '/mgmt/api/app/app-organization-unit/app-organization-main-address-for-user', email)).json();
  expect(JSON.stringify(address)).toContain('8011 CZ');

  // And orders: a basket, an article in it, the order placed.
  const basket = (await t.call('GET', '/mgmt/api/ecommerce/customerbaskets/default', email)).json() as { id: number };
  const article = (await t.db.one<{ item_no: string }>('SELECT item_no FROM articles WHERE is_active AND secret IS NULL AND step_quantity = 1 AND min_order_quantity = 1 ORDER BY item_no LIMIT 1'))!;
  expect((await t.call('POST', '/mgmt/api/ecommerce/customerbaskets/addToBasket', email, { basketId: basket.id, itemNo: article.item_no, amount: 2 })).statusCode).toBe(200);
  const realtime = (await t.call('GET', `/mgmt/api/ecommerce/customerbaskets/basketWithRealtimeData?basketId=${basket.id}`, email)).json() as { revision: string };
  const order = await t.call('POST', '/mgmt/api/ecommerce/customerorders', email, {
    basketId: basket.id,
    idempotencyKey: `registratie-eerste-order-${basket.id}`,
    basketRevision: realtime.revision,
    deliveryMethod: 'afhalen',
    deliveryDate: earliestDeliveryDate(),
  });
  expect(order.statusCode).toBe(200);
});

test('an expired link no longer works; a rejected request is closed and the applicant told', async () => {
  const email = 'verlopen@bedrijf.nl';
  expect((await register(registrationBody(email))).statusCode).toBe(202);
  const request = (await pending()).find((r) => r.Persoonsgegevens.Email === email)!;
  expect((await t.call('POST', `${URL_LIST}/${request.id}/approve`, users.admin)).statusCode).toBe(200);
  const link = new URL(/(http\S+\/set-password\?token=\S+)/.exec(bodyOf((await mailsTo(email))[0]!))![1]!);
  await t.db.query("UPDATE password_links SET expires_at = now() - interval '1 minute' WHERE user_id = (SELECT id FROM users WHERE user_name = $1)", [email]);
  const page = await t.inject({ method: 'GET', url: `${link.pathname}${link.search}`, headers: { host: HOST } });
  expect(page.statusCode).toBe(410);
  expect(page.body).toContain('Deze link werkt niet meer');

  const other = 'afgewezen@bedrijf.nl';
  expect((await register(registrationBody(other))).statusCode).toBe(202);
  const toReject = (await pending()).find((r) => r.Persoonsgegevens.Email === other)!;
  const rejected = await t.call('POST', `${URL_LIST}/${toReject.id}/reject`, users.admin, { reason: 'Geen installatiebedrijf.' });
  expect(rejected.json()).toMatchObject({ status: 'rejected', rejectionReason: 'Geen installatiebedrijf.', customerNumber: null });
  expect((await t.call('POST', `${URL_LIST}/${toReject.id}/approve`, users.admin)).statusCode).toBe(409);
  expect(bodyOf((await mailsTo(other))[0]!)).toContain('Reden: Geen installatiebedrijf.');
  expect(await t.db.one('SELECT 1 FROM users WHERE user_name = $1', [other])).toBeUndefined();
  const list = (await t.call('GET', `${URL_LIST}?Status=rejected`, users.admin)).json();
  expect(list.items.map((r: Req) => r.Persoonsgegevens.Email)).toEqual([other]);
});
