// The back office's registration queue: requests filtered and paged on the server, one request
// with what the shop checks itself, a rejection that needs a reason, and who handled a request.
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, users, type TestApp } from '../helpers/app.js';

const URL_LIST = '/mgmt/api/app/customer-account/registration-requests';

let t: TestApp;
let outbox: string;
let n = 0;
beforeAll(async () => {
  outbox = await mkdtemp(path.join(os.tmpdir(), 'kv-queue-outbox-'));
  process.env.MAIL_OUTBOX_DIR = outbox;
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  delete process.env.MAIL_OUTBOX_DIR;
  await rm(outbox, { recursive: true, force: true });
});

interface Fields {
  company?: string;
  kvk?: string;
  vat?: string;
  postcode?: string;
  email?: string;
}

/** A pending request as the registration stores it (the form's own checks are registration.test.ts's). */
async function request(f: Fields = {}): Promise<number> {
  const email = f.email ?? `aanvraag${n++}-${Date.now()}@wachtrij-test.nl`;
  const row = await t.db.one<{ id: number }>(
    `INSERT INTO registration_requests (company_name, vat_number, chamber_of_commerce, street, house_number, postal_code, city, country, company_phone,
       company_email, gender, initials, first_name, last_name, phone, email, delivery_is_company, delivery_street, delivery_house_number,
       delivery_postal_code, delivery_city, delivery_country)
     VALUES ($1, $2, $3, 'Stationsweg', '1', $4, 'Zwolle', 'NL', '0381234567', $5, 'Vrouw', 'A.', 'Anna', 'Jansen', '0612345678', $5, true,
       'Stationsweg', '1', $4, 'Zwolle', 'NL') RETURNING id`,
    [f.company ?? 'Wachtrij B.V.', f.vat ?? 'NL001234567B01', f.kvk ?? '12345678', f.postcode ?? '8011 CZ', email],
  );
  return row!.id;
}

type Req = { id: number; status: string; handledBy: string | null; handledTime: string | null; rejectionReason: string | null; BedrijfsGegevens: { Naam: string } };

async function list(query: string): Promise<{ totalCount: number; items: Req[] }> {
  const res = await t.call('GET', `${URL_LIST}?${query}`, users.admin);
  expect(res.statusCode).toBe(200);
  return res.json();
}

test('the queue filters on company name, KvK number and e-mail address, and pages on the server', async () => {
  const tag = `Filtertest${Date.now()}`;
  const ids = [];
  for (let i = 0; i < 3; i++) ids.push(await request({ company: `${tag} ${i} B.V.` }));
  const other = await request({ company: 'Anders B.V.', kvk: '87654321', email: `uniek-${Date.now()}@anders-test.nl` });

  const byName = await list(`Filter=${tag.toLowerCase()}&MaxResultCount=2`);
  expect(byName.totalCount).toBe(3);
  expect(byName.items.map((r) => r.id)).toEqual(ids.slice(0, 2));
  expect((await list(`Filter=${tag}&MaxResultCount=2&SkipCount=2`)).items.map((r) => r.id)).toEqual([ids[2]]);
  expect((await list('Filter=87654321')).items.map((r) => r.id)).toContain(other);
  expect((await list('Filter=anders-test.nl')).items.map((r) => r.id)).toEqual([other]);
  // LIKE's wildcards are plain characters in a filter.
  expect((await list('Filter=%25')).totalCount).toBe(0);
  expect((await list(`Filter=${tag}&Status=approved`)).totalCount).toBe(0);
});

test('a request comes with the checks the shop can make: formats, and an existing customer with the same KvK number or e-mail domain', async () => {
  const customer = (await t.db.one<{ number: string; name: string; chamber_of_commerce: string }>("SELECT number, name, chamber_of_commerce FROM customers WHERE number = '100001'"))!;
  const suspicious = await request({ kvk: customer.chamber_of_commerce, email: `nieuw-${Date.now()}@devries-installatie.nl`, vat: 'NL12345678B01', postcode: '801 CZ' });
  const res = await t.call('GET', `${URL_LIST}/${suspicious}`, users.admin);
  expect(res.statusCode).toBe(200);
  const { request: r, checks } = res.json();
  expect(r.id).toBe(suspicious);
  expect(checks).toMatchObject({
    kvk: { ok: true, problem: null },
    vat: { ok: false, problem: 'Vul een geldig Nederlands btw-nummer in, bijvoorbeeld NL123456789B01.' },
    postcode: { ok: false },
    domain: 'devries-installatie.nl',
    emailTaken: false,
  });
  expect(checks.sameKvk).toEqual([{ number: '100001', name: customer.name }]);
  expect(checks.sameDomain).toContainEqual({ number: '100001', name: customer.name });

  // A mail provider anyone uses flags nobody; an address with an account is flagged.
  const gmail = await request({ kvk: '11112222', email: `iemand${Date.now()}@gmail.com` });
  const plain = (await t.call('GET', `${URL_LIST}/${gmail}`, users.admin)).json().checks;
  expect(plain).toMatchObject({ kvk: { ok: true }, vat: { ok: true }, postcode: { ok: true }, deliveryPostcode: { ok: true }, sameKvk: [], domain: null, sameDomain: [] });
  const taken = await request({ email: 'medewerker@devries-installatie.nl' });
  expect((await t.call('GET', `${URL_LIST}/${taken}`, users.admin)).json().checks.emailTaken).toBe(true);

  expect((await t.call('GET', `${URL_LIST}/999999`, users.admin)).statusCode).toBe(404);
});

test('a rejection needs a reason, which is mailed to the applicant; who handled it and when is recorded', async () => {
  const email = `afwijzing-${Date.now()}@wachtrij-test.nl`;
  const id = await request({ email });
  for (const body of [{}, { reason: '   ' }]) {
    const res = await t.call('POST', `${URL_LIST}/${id}/reject`, users.admin, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^(Geef de reden|.*reason)/);
  }
  expect((await t.call('GET', `${URL_LIST}/${id}`, users.admin)).json().request.status).toBe('pending');

  const before = Date.now();
  const res = await t.call('POST', `${URL_LIST}/${id}/reject`, users.admin, { reason: 'Geen KvK-inschrijving gevonden.' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ status: 'rejected', rejectionReason: 'Geen KvK-inschrijving gevonden.', handledBy: users.admin });
  expect(new Date(res.json().handledTime).getTime()).toBeGreaterThanOrEqual(before - 2000);
  const mails = [];
  for (const file of await readdir(outbox)) {
    const eml = await readFile(path.join(outbox, file), 'utf8');
    if (eml.includes(`To: ${email}`)) mails.push(eml.replace(/=\r?\n/g, ''));
  }
  expect(mails).toHaveLength(1);
  expect(mails[0]).toContain('Reden: Geen KvK-inschrijving gevonden.');
  const rejected = (await list('Status=rejected&MaxResultCount=1000')).items.find((r) => r.id === id)!;
  expect(rejected).toMatchObject({ handledBy: users.admin, rejectionReason: 'Geen KvK-inschrijving gevonden.' });
  // Handled once: a second decision is refused.
  expect((await t.call('POST', `${URL_LIST}/${id}/approve`, users.admin)).statusCode).toBe(409);
});

test('an approval records the administrator and makes the customer', async () => {
  const id = await request({ email: `goedkeuring-${Date.now()}@wachtrij-test.nl` });
  const res = await t.call('POST', `${URL_LIST}/${id}/approve`, users.admin);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ status: 'approved', handledBy: users.admin });
  expect(res.json().customerNumber).toMatch(/^\d{6,}$/);
  const detail = (await t.call('GET', `${URL_LIST}/${id}`, users.admin)).json();
  expect(detail.request.handledBy).toBe(users.admin);
  // The account is the request's own now, not a problem.
  expect(detail.checks.emailTaken).toBe(false);
});

test('nobody but an administrator sees a request', async () => {
  const id = await request();
  expect((await t.inject({ method: 'GET', url: `${URL_LIST}/${id}` })).statusCode).toBe(401);
  for (const user of [users.main, users.employee, users.warehouse]) expect((await t.call('GET', `${URL_LIST}/${id}`, user)).statusCode).toBe(403);
});
