// Punch-out as a procurement system and its buyer meet it: OCI punch-in (URL and form), cXML
// setup, the one-time start link signing the buyer in at the real provider, the shop's punch-out
// mode, and the basket's return (OCI fields, cXML PunchOutOrderMessage) read back field by field.
import { XMLParser } from 'fast-xml-parser';
import { decodeJwt } from 'jose';
import { DEMO_PUNCHOUT } from '../../src/seed/generate.js';
import { ociPrice, ociQuantity } from '../../src/lib/oci.js';
import { earliestDeliveryDate } from '../../src/lib/delivery-date.js';
import { createTestApp, HOST, PASSWORD, users, type TestApp, type Tokens } from '../helpers/app.js';
import { B, HOOK, ociUrl, P, punchoutClient } from '../helpers/punchout.js';


let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const { goodOci, sessionCount, signInWithStartLink, ociPunchIn, api, formInputs, freshBasket, add, setupRequest, postCxml } = punchoutClient(() => t);

describe('OCI punch-in', () => {
  test('good credentials: a 303 to a one-time start link on the shop; HOOK_URL and the password are in no URL the shop gets', async () => {
    const before = await sessionCount();
    const res = await t.inject({ method: 'GET', url: ociUrl(goodOci()), headers: { host: HOST } });
    expect(res.statusCode).toBe(303);
    const location = String(res.headers.location);
    expect(location).toMatch(/^http:\/\/localhost:8080\/login\?punchout=[\w-]{40,}$/);
    expect(location).not.toContain('127.0.0.1');
    expect(location).not.toContain(DEMO_PUNCHOUT.secret);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await sessionCount()).toBe(before + 1);
    const stored = await t.db.one<{ return_url: string; oci_target: string; oci_ok_code: string }>('SELECT return_url, oci_target, oci_ok_code FROM punchout_sessions ORDER BY created_at DESC LIMIT 1');
    expect(stored).toEqual({ return_url: HOOK, oci_target: '_top', oci_ok_code: 'ADDI' });
  });

  test('the start link signs the buyer in without a login form; the tokens carry the punch-out session', async () => {
    const tokens = await ociPunchIn();
    const access = decodeJwt(tokens.access_token);
    const id = decodeJwt(tokens.id_token);
    const session = await t.db.one<{ id: string; user_id: string }>('SELECT id, user_id FROM punchout_sessions WHERE grant_id = $1', [String(access.gid)]);
    expect(session).toBeTruthy();
    expect(access.punchout).toBe(session!.id);
    expect(id.punchout).toBe(session!.id);
    expect(access.sub).toBe(session!.user_id);
    expect(access.customer_number).toBe('100001');
    expect(JSON.stringify(access)).not.toContain('127.0.0.1');
    const mode = await api('POST', `${P}/is-enabled`, tokens);
    expect(mode.json()).toEqual({ isEnabled: true, protocol: 'oci' });
    const where = await api('GET', `${P}/url`, tokens);
    expect(where.json()).toMatchObject({ url: HOOK, protocol: 'oci', target: '_top', thankYouPath: '/bedankt-punchout', operation: 'create', notices: [] });
  });

  test('an ordinary sign-in is not in punch-out mode and cannot push', async () => {
    const tokens = await t.login(users.employee);
    expect(decodeJwt(tokens.access_token).punchout).toBeUndefined();
    expect((await api('POST', `${P}/is-enabled`, tokens)).json()).toEqual({ isEnabled: false, protocol: null });
    expect((await api('GET', `${P}/url`, tokens)).json()).toMatchObject({ url: null, protocol: null });
    const basket = await freshBasket(tokens, 'Geen punch-out');
    const push = await api('POST', `${P}/push-basket/${basket}`, tokens);
    expect(push.statusCode).toBe(403);
    expect(push.json().error.message).toMatch(/inkoopsysteem/);
  });

  test("a punch-out session's token gets 403 on every account-security call, and changes nothing", async () => {
    const tokens = await ociPunchIn();
    const before = await t.db.one<{ email: string; password_hash: string; two_factor_enabled: boolean }>("SELECT email, password_hash, two_factor_enabled FROM users WHERE id = 'u-100001-employee'");
    const profile = (await api('GET', '/mgmt/api/account/my-profile', tokens)).json();
    const calls: [string, string, unknown][] = [
      ['PUT', '/mgmt/api/account/my-profile', { email: 'kaper@example.nl', name: profile.name, surname: profile.surname, currentPassword: PASSWORD }],
      ['POST', '/mgmt/api/account/my-profile/change-password', { currentPassword: PASSWORD, newPassword: 'GekaaptWachtwoord2026' }],
      ['POST', '/mgmt/api/app/customer-account/change-password', { currentPassword: PASSWORD, newPassword: 'GekaaptWachtwoord2026' }],
      ['POST', '/mgmt/api/account/my-profile/set-two-factor-enabled?enabled=true', {}],
      ['POST', '/mgmt/api/account/my-profile/set-two-factor-enabled?enabled=false', { password: PASSWORD }],
    ];
    for (const [method, url, body] of calls) {
      const res = await api(method, url, tokens, body);
      expect([url, res.statusCode]).toEqual([url, 403]);
      expect(res.json().error.message).toMatch(/punch-out-sessie/);
    }
    expect(await t.db.one("SELECT email, password_hash, two_factor_enabled FROM users WHERE id = 'u-100001-employee'")).toEqual(before);
  });

  test('the one-time token used twice: the second time is refused and signs no one in', async () => {
    const res = await t.inject({ method: 'GET', url: ociUrl(goodOci()), headers: { host: HOST } });
    const startUrl = String(res.headers.location);
    expect((await signInWithStartLink(startUrl)).ok).toBe(true);
    const again = await signInWithStartLink(startUrl);
    expect(again.ok).toBe(false);
    if (!again.ok) {
      expect(again.res.statusCode).toBe(410);
      expect(again.res.body).toContain('al gebruikt of verlopen');
    }
  });

  test('an expired start token is refused', async () => {
    const res = await t.inject({ method: 'GET', url: ociUrl(goodOci()), headers: { host: HOST } });
    await t.db.query("UPDATE punchout_sessions SET start_expires_at = now() - interval '1 second' WHERE started_at IS NULL");
    expect((await signInWithStartLink(String(res.headers.location))).ok).toBe(false);
  });

  test('bad credentials: 401, no session; a browser gets a Dutch page', async () => {
    const before = await sessionCount();
    const wrong = await t.inject({ method: 'GET', url: ociUrl(goodOci({ PASSWORD: 'niet-het-wachtwoord' })), headers: { host: HOST } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toMatch(/gebruikersnaam of het wachtwoord/);
    const unknown = await t.inject({ method: 'GET', url: ociUrl(goodOci({ USERNAME: 'niemand' })), headers: { host: HOST, accept: 'text/html' } });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.headers['content-type']).toMatch(/text\/html/);
    expect(unknown.body).toContain('klopt niet');
    expect(unknown.body).not.toContain('niet-het-wachtwoord');
    const missing = await t.inject({ method: 'GET', url: `${P}/oci?USERNAME=x&HOOK_URL=${encodeURIComponent(HOOK)}`, headers: { host: HOST } });
    expect(missing.statusCode).toBe(400);
    expect(await sessionCount()).toBe(before);
  });

  test('a hook address outside the allow-list is refused: no session, no start link', async () => {
    const before = await sessionCount();
    for (const hook of ['https://evil.example.com/hook', 'http://127.0.0.1.evil.example.com/x', 'javascript:alert(1)', 'http://user:pw@127.0.0.1/x', 'niet-een-url']) {
      const res = await t.inject({ method: 'GET', url: ociUrl(goodOci({ HOOK_URL: hook })), headers: { host: HOST } });
      expect(res.statusCode).toBe(400);
      expect(res.headers.location).toBeUndefined();
      expect(res.json().error.message).toMatch(/niet geregistreerd/);
    }
    expect(await sessionCount()).toBe(before);
  });

  test('a punch-in as a form post works the same', async () => {
    const res = await t.inject({
      method: 'POST',
      url: `${P}/oci`,
      headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(goodOci()).toString(),
    });
    expect(res.statusCode).toBe(303);
    expect((await signInWithStartLink(String(res.headers.location))).ok).toBe(true);
  });
});

describe('OCI return', () => {
  let tokens: Tokens;
  let basketId: number;
  let tricky: string;
  let boxed: { item_no: string; step: number };
  beforeAll(async () => {
    tokens = await ociPunchIn();
    basketId = await freshBasket(tokens, 'Punch-out OCI');
    tricky = (await t.db.one<{ item_no: string }>(
      `UPDATE articles SET description = 'Kraan "Luxe" <chroom> & zeep, extra lange uitloop 30 cm'
        WHERE item_no = (SELECT item_no FROM articles WHERE step_quantity = 1 AND min_order_quantity = 1 AND secret IS NULL AND is_active ORDER BY item_no LIMIT 1) RETURNING item_no`,
    ))!.item_no;
    boxed = (await t.db.one<{ item_no: string; step: number }>(
      `UPDATE articles SET order_unit = 'DS', step_quantity = 5, min_order_quantity = 5
        WHERE item_no = (SELECT item_no FROM articles WHERE secret IS NULL AND is_active AND item_no <> $1 ORDER BY item_no DESC LIMIT 1) RETURNING item_no, step_quantity AS step`,
      [tricky],
    ))!;
    await add(tokens, basketId, tricky, 3);
    await add(tokens, basketId, boxed.item_no, 10);
  });

  test('one indexed set of NEW_ITEM fields per line, escaped, with the customer\'s net price', async () => {
    const res = await api('POST', `${P}/push-basket/${basketId}`, tokens);
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { protocol: string; action: string; target: string; html: string; fields: { name: string; value: string }[]; lineCount: number };
    expect(doc).toMatchObject({ protocol: 'oci', action: HOOK, target: '_top', lineCount: 2 });
    // The raw HTML: every special character escaped, so the description cannot break out.
    expect(doc.html).toContain('Kraan &quot;Luxe&quot; &lt;chroom&gt; &amp; zeep');
    expect(doc.html).not.toContain('<chroom>');
    expect(doc.html).toContain(`action="${HOOK.replace('&', '&amp;')}"`);
    expect(doc.html).toContain('target="_top"');
    const inputs = new Map(formInputs(doc.html));
    expect(inputs).toEqual(new Map(doc.fields.map((f) => [f.name, f.value])));
    const realtime = (await api('GET', `${B}/basketWithRealtimeData?basketId=${basketId}`, tokens)).json() as { basketItems: { itemNo: string; netPrice: number; amount: number }[] };
    const line = (n: number) => realtime.basketItems[n - 1]!;
    const description = inputs.get('NEW_ITEM-DESCRIPTION[1]')!;
    expect([...description].length).toBeLessThanOrEqual(40);
    expect(description.startsWith('Kraan "Luxe" <chroom> & zeep')).toBe(true);
    expect(inputs.get('NEW_ITEM-VENDORMAT[1]')).toBe(tricky);
    expect(inputs.get('NEW_ITEM-QUANTITY[1]')).toBe('3');
    expect(inputs.get('NEW_ITEM-UNIT[1]')).toBe('PCE');
    expect(inputs.get('NEW_ITEM-PRICE[1]')).toBe(line(1).netPrice.toFixed(2));
    expect(inputs.get('NEW_ITEM-PRICEUNIT[1]')).toBe('1');
    expect(inputs.get('NEW_ITEM-CURRENCY[1]')).toBe('EUR');
    expect(inputs.get('NEW_ITEM-MATGROUP[1]')).toMatch(/^\d{8}$/);
    expect(inputs.get('NEW_ITEM-LEADTIME[1]')).toMatch(/^[15]$/);
    expect(inputs.get('NEW_ITEM-EXT_PRODUCT_ID[1]')).toMatch(/^\d{13}$/);
    expect(inputs.get('NEW_ITEM-VENDORMAT[2]')).toBe(boxed.item_no);
    expect(inputs.get('NEW_ITEM-QUANTITY[2]')).toBe('10');
    expect(inputs.get('NEW_ITEM-UNIT[2]')).toBe('BX');
    expect(inputs.get('NEW_ITEM-PRICE[2]')).toBe(line(2).netPrice.toFixed(2));
    expect(inputs.has('NEW_ITEM-DESCRIPTION[3]')).toBe(false);
    expect(inputs.get('~OkCode')).toBe('ADDI');
    // The net price is the customer's, not the list price, where the customer has a discount.
    const gross = await t.db.query<{ item_no: string; gross: number }>('SELECT item_no, gross_price::float8 AS gross FROM articles WHERE item_no = ANY($1)', [[tricky, boxed.item_no]]);
    for (const [n, item] of [[1, tricky], [2, boxed.item_no]] as const) {
      expect(Number(inputs.get(`NEW_ITEM-PRICE[${n}]`))).toBeLessThanOrEqual(gross.find((g) => g.item_no === item)!.gross);
    }
  });

  test('PRICEUNIT and decimals: dot decimals, and a price with more than two places given per 10, 100 or 1000', () => {
    expect(ociPrice(1234.5)).toEqual({ price: '1234.50', priceUnit: 1 });
    expect(ociPrice(0.07)).toEqual({ price: '0.07', priceUnit: 1 });
    expect(ociPrice(0.034)).toEqual({ price: '0.34', priceUnit: 10 });
    expect(ociPrice(0.0345)).toEqual({ price: '3.45', priceUnit: 100 });
    expect(ociPrice(0.00125)).toEqual({ price: '1.25', priceUnit: 1000 });
    expect(ociPrice(1.255)).toEqual({ price: '12.55', priceUnit: 10 });
    expect(ociQuantity(12)).toBe('12');
    expect(ociQuantity(2.5)).toBe('2.5');
  });

  test('pushing the same basket twice sends the same lines once; a changed basket sends its new lines', async () => {
    const first = (await api('POST', `${P}/push-basket/${basketId}`, tokens)).json() as { html: string };
    const second = (await api('POST', `${P}/push-basket/${basketId}`, tokens)).json() as { html: string };
    expect(second.html).toBe(first.html);
    expect(formInputs(second.html).filter(([n]) => n.startsWith('NEW_ITEM-VENDORMAT')).length).toBe(2);
    await api('POST', `${B}/addToBasket`, tokens, { basketId, itemNo: tricky, amount: 1 });
    const changed = (await api('POST', `${P}/push-basket/${basketId}`, tokens)).json() as { html: string };
    expect(new Map(formInputs(changed.html)).get('NEW_ITEM-QUANTITY[1]')).toBe('4');
    expect(formInputs(changed.html).filter(([n]) => n.startsWith('NEW_ITEM-VENDORMAT')).length).toBe(2);
  });

  test('a punch-out buyer cannot place an order in the shop: the basket goes back instead', async () => {
    const revision = ((await api('GET', `${B}/basketWithRealtimeData?basketId=${basketId}`, tokens)).json() as { revision: string }).revision;
    const before = (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM orders'))!.n;
    const res = await api('POST', '/mgmt/api/ecommerce/customerorders', tokens, {
      basketId,
      idempotencyKey: `punchout-${Date.now()}`,
      basketRevision: revision,
      deliveryMethod: 'afhalen',
      deliveryDate: earliestDeliveryDate(),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toMatch(/inkoopsysteem/);
    expect((await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM orders'))!.n).toBe(before);
  });

  test('only the session\'s own basket goes back (another customer\'s is refused); an empty basket is refused', async () => {
    const other = (await t.call('POST', `${B}/createBasket`, users.otherMain, { name: 'Van een ander' })).json() as { id: number };
    expect((await api('POST', `${P}/push-basket/${other.id}`, tokens)).statusCode).toBe(400);
    const emptyTokens = await ociPunchIn();
    const empty = await freshBasket(emptyTokens, 'Leeg');
    const res = await api('POST', `${P}/push-basket/${empty}`, emptyTokens);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/leeg/);
  });

  test('a line off its article\'s quantity rule is not transferred', async () => {
    // The demo article 9003002: minimum 3, then per 2; a line of 4 (left from before) does not go out.
    const own = await ociPunchIn();
    const basket = await freshBasket(own, 'Vanaf drie');
    await add(own, basket, '9003002', 3);
    await t.db.query("UPDATE basket_items SET amount = 4 WHERE basket_id = $1 AND item_no = '9003002'", [basket]);
    const res = await api('POST', `${P}/push-basket/${basket}`, own);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('(9003002): Dit artikel bestelt u vanaf 3 ST in stappen van 2: 3, 5, 7 enzovoort.');
    await t.db.query("UPDATE basket_items SET amount = 5 WHERE basket_id = $1 AND item_no = '9003002'", [basket]);
    expect((await api('POST', `${P}/push-basket/${basket}`, own)).statusCode).toBe(200);
  });
});

const xmlParser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false, isArray: (n) => ['ItemIn', 'Classification', 'Credential'].includes(n) });

describe('cXML punch-out', () => {
  test('setup: a PunchOutSetupResponse with status 200 and a one-time StartPage URL that signs the buyer in', async () => {
    const res = await postCxml(setupRequest());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/xml/);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<!DOCTYPE cXML SYSTEM "http:\/\/xml.cxml.org\/schemas\/cXML\/1.2.0\d\d\/cXML.dtd">/);
    const doc = xmlParser.parse(res.body).cXML;
    expect(doc['@payloadID']).toMatch(/@localhost$/);
    expect(Number.isNaN(Date.parse(doc['@timestamp']))).toBe(false);
    expect(doc.Response.Status['@code']).toBe('200');
    const startUrl = doc.Response.PunchOutSetupResponse.StartPage.URL as string;
    expect(startUrl).toMatch(/^http:\/\/localhost:8080\/login\?punchout=/);
    const signedIn = await signInWithStartLink(startUrl);
    expect(signedIn.ok).toBe(true);
    if (signedIn.ok) expect((await api('POST', `${P}/is-enabled`, signedIn.tokens)).json()).toEqual({ isEnabled: true, protocol: 'cxml' });
  });

  test('errors are cXML Status answers with HTTP 200: 400 for a bad document, 401 for a bad secret, 400 for an unregistered BrowserFormPost', async () => {
    const before = await sessionCount();
    const cases: [string, number][] = [
      ['<cXML><Header>', 400],
      ['<?xml version="1.0"?><niet-cxml/>', 400],
      [setupRequest().replace('operation="create"', 'operation="verwijder"'), 400],
      [setupRequest().replace(/<BuyerCookie>.*<\/BuyerCookie>/, ''), 400],
      [setupRequest({ secret: 'fout-geheim-123' }), 401],
      [setupRequest({ identity: 'onbekend' }), 401],
      [setupRequest({ formPost: 'https://elders.example.com/cxml' }), 400],
    ];
    for (const [body, status] of cases) {
      const res = await postCxml(body);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/xml/);
      const doc = xmlParser.parse(res.body).cXML;
      expect(doc.Response.Status['@code']).toBe(String(status));
      expect(doc.Response.PunchOutSetupResponse).toBeUndefined();
    }
    const json = await t.inject({ method: 'POST', url: `${P}/cxml`, headers: { host: HOST, 'content-type': 'application/json' }, payload: { a: 1 } });
    expect(json.statusCode).toBe(415);
    expect(await sessionCount()).toBe(before);
  });

  test('the order message: one ItemIn per line, parsed back field by field; pushed twice it is the same message', async () => {
    const res = await postCxml(setupRequest());
    const startUrl = xmlParser.parse(res.body).cXML.Response.PunchOutSetupResponse.StartPage.URL as string;
    const signedIn = await signInWithStartLink(startUrl);
    if (!signedIn.ok) throw new Error('not signed in');
    const tokens = signedIn.tokens;
    const basketId = await freshBasket(tokens, 'Punch-out cXML');
    const items = await t.db.query<{ item_no: string; description: string; min: number }>(
      "SELECT item_no, description, min_order_quantity AS min FROM articles WHERE secret IS NULL AND is_active AND step_quantity = min_order_quantity AND order_unit = 'ST' ORDER BY item_no LIMIT 2 OFFSET 5",
    );
    for (const i of items) await add(tokens, basketId, i.item_no, i.min * 2);
    const push = await api('POST', `${P}/push-basket/${basketId}`, tokens);
    expect(push.statusCode).toBe(200);
    const out = push.json() as { protocol: string; action: string; fields: { name: string; value: string }[]; html: string; payloadId: string };
    expect(out.protocol).toBe('cxml');
    expect(out.action).toBe('http://localhost:9998/cxml-return');
    expect(out.fields.map((f) => f.name)).toEqual(['cXML-urlencoded']);
    const [[name, value]] = formInputs(out.html) as [[string, string]];
    expect(name).toBe('cXML-urlencoded');
    expect(value).toBe(out.fields[0]!.value);
    const message = xmlParser.parse(value).cXML;
    expect(message['@payloadID']).toBe(out.payloadId);
    expect(message.Header.To.Credential[0].Identity).toBe('AN01000000001');
    expect(message.Header.From.Credential[0].Identity).toBe('123456789');
    const order = message.Message.PunchOutOrderMessage;
    expect(order.BuyerCookie).toBe('cookie-8f3a & 1');
    expect(order.PunchOutOrderMessageHeader['@operationAllowed']).toBe('edit');
    const realtime = (await api('GET', `${B}/basketWithRealtimeData?basketId=${basketId}`, tokens)).json() as { totalNet: number; basketItems: { itemNo: string; netPrice: number; amount: number; itemDescription: string }[] };
    expect(order.PunchOutOrderMessageHeader.Total.Money['@currency']).toBe('EUR');
    expect(order.PunchOutOrderMessageHeader.Total.Money['#text']).toBe(realtime.totalNet.toFixed(2));
    expect(order.ItemIn).toHaveLength(2);
    order.ItemIn.forEach((item: Record<string, any>, k: number) => {
      const line = realtime.basketItems[k]!;
      expect(item['@quantity']).toBe(String(line.amount));
      expect(item.ItemID.SupplierPartID).toBe(line.itemNo);
      expect(item.ItemDetail.UnitPrice.Money['@currency']).toBe('EUR');
      expect(item.ItemDetail.UnitPrice.Money['#text']).toBe(line.netPrice.toFixed(2));
      expect(item.ItemDetail.Description['#text']).toBe(line.itemDescription);
      expect(item.ItemDetail.Description['@xml:lang']).toBe('nl-NL');
      expect(item.ItemDetail.UnitOfMeasure).toBe('EA');
      expect(item.ItemDetail.Classification[0]['@domain']).toBe('UNSPSC');
      expect(item.ItemDetail.Classification[0]['#text']).toMatch(/^\d{8}$/);
    });
    const again = (await api('POST', `${P}/push-basket/${basketId}`, tokens)).json() as { payloadId: string; html: string };
    expect(again.payloadId).toBe(out.payloadId);
    expect(again.html).toBe(out.html);
  });
});

describe('punch-out accounts (administrators)', () => {
  const A = '/mgmt/api/app/punchout-accounts';
  test('create, list, change and delete; the secret is stored as a slow hash and never shown', async () => {
    const created = await t.call('POST', A, users.admin, {
      customerNumber: '100002',
      userId: 'u-100002-employee',
      userName: 'coupa-100002',
      secret: 'Een-Lang-Geheim-2026',
      allowedHosts: ['Inkoop.Klant2.example.nl', 'localhost:9997'],
    });
    expect(created.statusCode).toBe(200);
    const account = created.json() as { id: number; allowedHosts: string[] };
    expect(account.allowedHosts).toEqual(['inkoop.klant2.example.nl', 'localhost:9997']);
    expect(JSON.stringify(account)).not.toMatch(/Geheim|secret|scrypt/i);
    const stored = await t.db.one<{ secret_hash: string }>('SELECT secret_hash FROM punchout_accounts WHERE id = $1', [account.id]);
    expect(stored!.secret_hash).toMatch(/^scrypt\$\d+\$/);
    const list = (await t.call('GET', `${A}?CustomerNumber=100002`, users.admin)).json() as { items: { id: number }[] };
    expect(list.items.map((i) => i.id)).toContain(account.id);

    // The host pinned with a port: only that port.
    const punch = (hook: string) => t.inject({ method: 'GET', url: ociUrl({ USERNAME: 'coupa-100002', PASSWORD: 'Een-Lang-Geheim-2026', HOOK_URL: hook }), headers: { host: HOST } });
    expect((await punch('http://localhost:9997/hook')).statusCode).toBe(303);
    expect((await punch('http://localhost:9996/hook')).statusCode).toBe(400);
    expect((await punch('https://inkoop.klant2.example.nl/sap/hook')).statusCode).toBe(303);

    const changed = await t.call('PUT', `${A}/${account.id}`, users.admin, { allowedHosts: ['andere.example.nl'], secret: 'Nog-Een-Geheim-2027' });
    expect(changed.statusCode).toBe(200);
    expect((await punch('https://inkoop.klant2.example.nl/sap/hook')).statusCode).toBe(401);
    const disabled = await t.call('PUT', `${A}/${account.id}`, users.admin, { isActive: false });
    expect(disabled.json().isActive).toBe(false);
    expect((await t.call('DELETE', `${A}/${account.id}`, users.admin)).statusCode).toBe(204);
  });

  test('bad input is a 400 and changes nothing; only administrators may manage accounts', async () => {
    const count = async () => (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM punchout_accounts'))!.n;
    const before = await count();
    const base = { customerNumber: '100002', userId: 'u-100002-employee', userName: 'ariba-100002', secret: 'Een-Lang-Geheim-2026', allowedHosts: ['ok.example.nl'] };
    expect((await t.call('POST', A, users.admin, { ...base, allowedHosts: ['https://met-schema.example.nl/pad'] })).statusCode).toBe(400);
    expect((await t.call('POST', A, users.admin, { ...base, userId: 'u-100001-employee' })).statusCode).toBe(400);
    expect((await t.call('POST', A, users.admin, { ...base, secret: 'kort' })).statusCode).toBe(400);
    expect((await t.call('POST', A, users.admin, { ...base, userName: DEMO_PUNCHOUT.userName.toUpperCase() })).statusCode).toBe(409);
    expect((await t.call('POST', A, users.main, base)).statusCode).toBe(403);
    expect((await t.call('GET', A, users.main)).statusCode).toBe(403);
    expect(await count()).toBe(before);
  });
});
