// A punch-out session has its own basket (DESIGN.md): opened empty, or from the procurement
// system's earlier lines for an edit (cXML ItemOut, OCI re-punch) or an inspect; the buyer's
// everyday baskets are neither shown nor changed; after a transfer the basket is kept read-only
// and listed as transferred; a second transfer sends what the basket holds then. And the
// transport details procurement systems trip over: the hook's own query string, timestamps,
// payloadIDs, descriptions in ISO-8859-1.
import { XMLParser } from 'fast-xml-parser';
import { createTestApp, HOST, users, type TestApp, type Tokens } from '../helpers/app.js';
import { DEMO_PUNCHOUT_CXML } from '../../src/seed/generate.js';
import { B, P, punchoutClient } from '../helpers/punchout.js';
import { cxmlTimestamp } from '../../src/lib/cxml.js';
import { ociText } from '../../src/lib/oci.js';
import { dtdProblems } from '../helpers/cxml-dtd.js';
import { ociProblems } from '../helpers/oci-rules.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const { api, add, ociPunchIn, cxmlPunchIn, formInputs, postCxml, setupRequest } = punchoutClient(() => t);
const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false, isArray: (n) => n === 'ItemIn' });

type Basket = { id: number; name: string; basketItems: { itemNo: string; amount: number }[]; punchout?: { operation: string; transferredAt: string | null } };
const everyday = async () => ((await t.call('GET', B, users.employee)).json() as Basket[]).map((b) => ({ id: b.id, name: b.name, lines: b.basketItems.map((i) => [i.itemNo, i.amount]) }));
const sessionOf = async (tokens: Tokens) => (await api('GET', `${P}/url`, tokens)).json() as { basketId: number; operation: string; notices: string[] };
const sold = async (n: number, offset = 20) =>
  (await t.db.query<{ item_no: string }>("SELECT item_no FROM articles WHERE secret IS NULL AND is_active AND step_quantity = 1 AND min_order_quantity = 1 ORDER BY item_no LIMIT $1 OFFSET $2", [n, offset])).map((r) => r.item_no);

describe('a basket per punch-out session', () => {
  test("a punch-in opens an empty basket of its own; the employee's baskets are not shown and keep their lines; after the transfer they are as before", async () => {
    const [a, b, c] = await sold(3);
    // The employee's everyday basket with a line in it.
    const own = (await t.call('GET', `${B}/default`, users.employee)).json() as Basket;
    await t.call('POST', `${B}/addToBasket`, users.employee, { basketId: own.id, itemNo: c, amount: 2 });
    const before = await everyday();

    const buyer = await ociPunchIn();
    const session = await sessionOf(buyer);
    const listed = (await api('GET', B, buyer)).json() as Basket[];
    expect(listed.map((x) => x.id)).toEqual([session.basketId]);
    expect(listed[0]!.name).toMatch(/^Punch-out inkoopsysteem-100001 \d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(listed[0]!.basketItems).toEqual([]);
    expect(((await api('GET', `${B}/default`, buyer)).json() as Basket).id).toBe(session.basketId);
    // No second basket inside a session, and the everyday basket is not the buyer's to change here.
    expect((await api('POST', `${B}/createBasket`, buyer, { name: 'Nog een' })).statusCode).toBe(409);
    expect((await api('POST', `${B}/addToBasket`, buyer, { basketId: own.id, itemNo: a, amount: 1 })).statusCode).toBe(404);
    expect((await api('POST', `${B}/removeBasket?basketId=${own.id}`, buyer)).statusCode).toBe(404);

    await add(buyer, session.basketId, a!, 1);
    await add(buyer, session.basketId, b!, 2);
    const first = (await api('POST', `${P}/push-basket/${session.basketId}`, buyer)).json() as { html: string; lineCount: number };
    expect(first.lineCount).toBe(2);
    expect(await everyday()).toEqual(before);

    // Outside the session: not among the everyday baskets, read-only, listed as transferred.
    const transferred = (await t.call('GET', `${P}/transferred-baskets`, users.employee)).json() as { items: { basketId: number; lineCount: number; transfers: number }[] };
    expect(transferred.items[0]).toMatchObject({ basketId: session.basketId, lineCount: 2, transfers: 1 });
    const kept = (await t.call('GET', `${B}/default?basketId=${session.basketId}`, users.employee)).json() as Basket;
    expect(kept.punchout).toMatchObject({ operation: 'create' });
    expect(kept.punchout!.transferredAt).not.toBeNull();
    const change = await t.call('POST', `${B}/addToBasket`, users.employee, { basketId: session.basketId, itemNo: c, amount: 1 });
    expect(change.statusCode).toBe(409);
    expect(change.json().error.message).toMatch(/punch-out-sessie/);
    expect((await t.call('POST', `${B}/removeBasket?basketId=${session.basketId}`, users.employee)).statusCode).toBe(409);

    // A second transfer of the same session sends what the basket holds now.
    await add(buyer, session.basketId, c!, 3);
    const second = (await api('POST', `${P}/push-basket/${session.basketId}`, buyer)).json() as { html: string; lineCount: number };
    expect(second.lineCount).toBe(3);
    expect(formInputs(second.html).filter(([n]) => n.startsWith('NEW_ITEM-VENDORMAT')).map(([, v]) => v)).toEqual([a, b, c]);
    expect(ociProblems(formInputs(second.html))).toEqual([]);

    // The next punch-in (cXML create) starts empty again.
    const next = await cxmlPunchIn({ cookie: 'volgende' });
    const nextSession = await sessionOf(next);
    expect(nextSession.basketId).not.toBe(session.basketId);
    expect(((await api('GET', B, next)).json() as Basket[]).map((x) => [x.id, x.basketItems.length])).toEqual([[nextSession.basketId, 0]]);
    expect(await everyday()).toEqual(before);
  });

  test('cXML edit opens a basket holding exactly the ItemOut lines; a line no longer sold is named', async () => {
    const [a, b] = await sold(2, 40);
    const buyer = await cxmlPunchIn({ operation: 'edit', items: [[a!, 2], [b!, 5], ['0000000', 1]] });
    const session = await sessionOf(buyer);
    expect(session.operation).toBe('edit');
    expect(session.notices).toEqual(['Artikel 0000000 verkopen wij niet meer; het staat niet in de winkelwagen.']);
    const basket = (await api('GET', `${B}/default?basketId=${session.basketId}`, buyer)).json() as Basket;
    expect(basket.basketItems.map((i) => [i.itemNo, i.amount])).toEqual([[a, 2], [b, 5]]);
    await add(buyer, session.basketId, a!, 1);
    expect((await api('POST', `${P}/push-basket/${session.basketId}`, buyer)).statusCode).toBe(200);
  });

  test('inspect shows the lines read-only and transfers nothing', async () => {
    const [a] = await sold(1, 50);
    const buyer = await cxmlPunchIn({ operation: 'inspect', items: [[a!, 4]] });
    const session = await sessionOf(buyer);
    expect(session.operation).toBe('inspect');
    const basket = (await api('GET', `${B}/default?basketId=${session.basketId}`, buyer)).json() as Basket;
    expect(basket.basketItems.map((i) => [i.itemNo, i.amount])).toEqual([[a, 4]]);
    expect((await api('POST', `${B}/addToBasket`, buyer, { basketId: session.basketId, itemNo: a, amount: 1 })).statusCode).toBe(409);
    expect((await api('POST', `${P}/push-basket/${session.basketId}`, buyer)).statusCode).toBe(409);
  });

  test("OCI re-punch: the earlier lines as NEW_ITEM fields open an edit; FUNCTION=DETAIL an inspect; ~OkCode and ~CALLER come back", async () => {
    const [a, b] = await sold(2, 60);
    const buyer = await ociPunchIn({ 'NEW_ITEM-VENDORMAT[1]': a!, 'NEW_ITEM-QUANTITY[1]': '3', 'NEW_ITEM-VENDORMAT[2]': b!, 'NEW_ITEM-QUANTITY[2]': '1' });
    const session = await sessionOf(buyer);
    expect(session.operation).toBe('edit');
    const basket = (await api('GET', `${B}/default?basketId=${session.basketId}`, buyer)).json() as Basket;
    expect(basket.basketItems.map((i) => [i.itemNo, i.amount])).toEqual([[a, 3], [b, 1]]);
    const fields = new Map(formInputs(((await api('POST', `${P}/push-basket/${session.basketId}`, buyer)).json() as { html: string }).html));
    expect([fields.get('~OkCode'), fields.get('~CALLER')]).toEqual(['ADDI', 'CTLG']);
    const look = await ociPunchIn({ FUNCTION: 'DETAIL', PRODUCTID: a! });
    expect((await sessionOf(look)).operation).toBe('inspect');
  });
});

describe('transport', () => {
  test("the return form goes to the hook with its own query string kept", async () => {
    const buyer = await ociPunchIn();
    const session = await sessionOf(buyer);
    const [a] = await sold(1, 70);
    await add(buyer, session.basketId, a!, 1);
    const doc = (await api('POST', `${P}/push-basket/${session.basketId}`, buyer)).json() as { action: string; html: string };
    expect(doc.action).toBe('http://127.0.0.1:9999/oci-hook?sap-client=100');
    expect(doc.html).toContain('action="http://127.0.0.1:9999/oci-hook?sap-client=100"');
  });

  test('cXML: timestamps with seconds and the offset; payloadID new per message and the same for a repeated transfer', async () => {
    expect(cxmlTimestamp(new Date('2026-11-27T13:05:09.123Z'))).toBe('2026-11-27T14:05:09+01:00');
    expect(cxmlTimestamp(new Date('2026-07-01T10:00:00.999Z'))).toBe('2026-07-01T12:00:00+02:00');
    const buyer = await cxmlPunchIn();
    const session = await sessionOf(buyer);
    const [a, b] = await sold(2, 80);
    await add(buyer, session.basketId, a!, 1);
    const push = async () => (await api('POST', `${P}/push-basket/${session.basketId}`, buyer)).json() as { payloadId: string; fields: { value: string }[] };
    const one = await push();
    expect((await push()).payloadId).toBe(one.payloadId);
    await add(buyer, session.basketId, b!, 1);
    const two = await push();
    expect(two.payloadId).not.toBe(one.payloadId);
    expect(dtdProblems(two.fields[0]!.value).problems).toEqual([]);
    const root = xml.parse(two.fields[0]!.value).cXML;
    expect(root['@timestamp']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
  });

  test('OCI descriptions: at most 40 characters, ISO-8859-1, three dots for a cut (no U+2026)', () => {
    const long = 'Thermostatische “douche” kraan – chroom, met 38 °C veiligheidsknop en €-korting';
    const out = ociText(long, 40);
    expect([...out].length).toBeLessThanOrEqual(40);
    expect(out.endsWith('...')).toBe(true);
    expect(out).not.toContain('…');
    expect([...out].every((ch) => ch.codePointAt(0)! <= 0xff)).toBe(true);
    expect(ociText('Kraan “Luxe” – 30 cm', 40)).toBe('Kraan "Luxe" - 30 cm');
    expect(ociText('Crème à café', 40, 'ASCII')).toBe('Creme a cafe');
  });
});

describe('identity and mapping per punch-out account', () => {
  const A = '/mgmt/api/app/punchout-accounts';
  test("the second demo account (cXML): the shop is its NetworkID in From and Sender; a From it does not expect is refused; units and descriptions as set", async () => {
    const { items } = (await t.call('GET', `${A}?CustomerNumber=100002`, users.admin)).json() as { items: { id: number; userName: string }[] };
    const demo = items.find((i) => i.userName === DEMO_PUNCHOUT_CXML.userName)!;
    const opts = { identity: DEMO_PUNCHOUT_CXML.userName, secret: DEMO_PUNCHOUT_CXML.secret, from: DEMO_PUNCHOUT_CXML.buyerFrom[0]!.identity };
    // Another buyer's From: a cXML 401 Status in an HTTP 200, no session.
    const wrong = await postCxml(setupRequest({ ...opts, from: 'AN09999999999' }));
    expect(wrong.statusCode).toBe(200);
    expect(wrong.body).toMatch(/<Status code="401"/);
    // The account asks for HTTP statuses: the same refusal is then an HTTP 401.
    expect((await t.call('PUT', `${A}/${demo.id}`, users.admin, { cxmlErrorStatus: 'http', unitMap: { ST: 'C62' } })).statusCode).toBe(200);
    expect((await postCxml(setupRequest({ ...opts, from: 'AN09999999999' }))).statusCode).toBe(401);

    const buyer = await cxmlPunchIn(opts);
    const session = await sessionOf(buyer);
    const [a] = await t.db.query<{ item_no: string }>("SELECT item_no FROM articles WHERE secret IS NULL AND is_active AND step_quantity = 1 AND min_order_quantity = 1 AND order_unit = 'ST' ORDER BY item_no LIMIT 1 OFFSET 90");
    await add(buyer, session.basketId, a!.item_no, 1);
    const out = (await api('POST', `${P}/push-basket/${session.basketId}`, buyer)).json() as { fields: { value: string }[] };
    const message = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false, isArray: (n) => n === 'Credential' || n === 'ItemIn' }).parse(out.fields[0]!.value).cXML;
    expect(message.Header.From.Credential).toEqual([{ '@domain': 'NetworkID', Identity: 'AN01000000099' }]);
    expect(message.Header.Sender.Credential).toEqual([{ '@domain': 'NetworkID', Identity: 'AN01000000099' }]);
    expect(message.Header.To.Credential[0].Identity).toBe('AN02000000002');
    expect(message.Message.PunchOutOrderMessage.ItemIn[0].ItemDetail.UnitOfMeasure).toBe('C62');
    expect(dtdProblems(out.fields[0]!.value).problems).toEqual([]);
    expect(dtdProblems(wrong.body).problems).toEqual([]);

    // The back office sees the session and its transfer.
    const activity = (await t.call('GET', `${A}/${demo.id}/activity`, users.admin)).json() as { items: { id: string; transfers: { lineCount: number }[] }[] };
    expect(activity.items[0]).toMatchObject({ transfers: [{ lineCount: 1 }] });
    await t.call('PUT', `${A}/${demo.id}`, users.admin, { cxmlErrorStatus: 'body', unitMap: {} });
  });

  test("lines are classified by the UNSPSC commodity the account maps the article's ETIM class to, else at family level; wrong codes are refused", async () => {
    const { items } = (await t.call('GET', `${A}?CustomerNumber=100002`, users.admin)).json() as { items: { id: number; userName: string; classificationMap: Record<string, string> }[] };
    const demo = items.find((i) => i.userName === DEMO_PUNCHOUT_CXML.userName)!;
    expect(demo.classificationMap).toEqual(DEMO_PUNCHOUT_CXML.classifications);
    const [mapped, other] = await t.db.query<{ item_no: string; etim: string }>(
      `SELECT DISTINCT ON (a.etim_class_code) a.item_no, a.etim_class_code AS etim FROM articles a JOIN categories c ON c.id = a.category_id
        WHERE a.secret IS NULL AND a.is_active AND a.step_quantity = 1 AND a.min_order_quantity = 1 AND a.etim_class_code IS NOT NULL
          AND split_part(c.path, '/', 1) = 'sanitair' ORDER BY a.etim_class_code, a.item_no LIMIT 2`,
    );
    for (const bad of [{ [mapped!.etim]: '30180000' }, { [mapped!.etim]: '3018150' }, { EC12: '30181505' }]) {
      const refused = await t.call('PUT', `${A}/${demo.id}`, users.admin, { classificationMap: bad });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain('classificationMap');
    }
    const saved = await t.call('PUT', `${A}/${demo.id}`, users.admin, { classificationMap: { [mapped!.etim]: '40141609' } });
    expect((saved.json() as { classificationMap: Record<string, string> }).classificationMap).toEqual({ [mapped!.etim]: '40141609' });

    const buyer = await cxmlPunchIn({ identity: DEMO_PUNCHOUT_CXML.userName, secret: DEMO_PUNCHOUT_CXML.secret, from: DEMO_PUNCHOUT_CXML.buyerFrom[0]!.identity });
    const session = await sessionOf(buyer);
    await add(buyer, session.basketId, mapped!.item_no, 1);
    await add(buyer, session.basketId, other!.item_no, 1);
    const out = (await api('POST', `${P}/push-basket/${session.basketId}`, buyer)).json() as { fields: { value: string }[] };
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false, isArray: (n) => n === 'ItemIn' || n === 'Classification' }).parse(out.fields[0]!.value).cXML;
    const classes = Object.fromEntries(
      (parsed.Message.PunchOutOrderMessage.ItemIn as { ItemID: { SupplierPartID: string }; ItemDetail: { Classification: { '@domain': string; '#text': string }[] } }[]).map((i) => [
        i.ItemID.SupplierPartID,
        Object.fromEntries(i.ItemDetail.Classification.map((c) => [c['@domain'], c['#text']])),
      ]),
    );
    expect(classes[mapped!.item_no]).toEqual({ UNSPSC: '40141609', ETIM: mapped!.etim });
    expect(classes[other!.item_no]).toEqual({ UNSPSC: '30180000', ETIM: other!.etim });
    expect(dtdProblems(out.fields[0]!.value).problems).toEqual([]);
    await t.call('PUT', `${A}/${demo.id}`, users.admin, { classificationMap: DEMO_PUNCHOUT_CXML.classifications });
  });

  test('an account made without a secret gets one shown once; rotating makes a new one and the old stops working', async () => {
    const made = (await t.call('POST', A, users.admin, { customerNumber: '100001', userId: 'u-100001-employee', userName: 'roteer-100001', allowedHosts: ['inkoop.example.nl'] })).json() as { id: number; secret: string };
    expect(made.secret).toMatch(/^[\w-]{32}$/);
    const listed = (await t.call('GET', `${A}?CustomerNumber=100001`, users.admin)).json() as { items: Record<string, unknown>[] };
    expect(listed.items.every((i) => !('secret' in i))).toBe(true);
    const rotated = (await t.call('POST', `${A}/${made.id}/rotate-secret`, users.admin)).json() as { secret: string };
    expect(rotated.secret).not.toBe(made.secret);
    const punch = (secret: string) => t.inject({ method: 'GET', url: `${P}/oci?${new URLSearchParams({ USERNAME: 'roteer-100001', PASSWORD: secret, HOOK_URL: 'https://inkoop.example.nl/hook' })}`, headers: { host: HOST } });
    expect((await punch(made.secret)).statusCode).toBe(401);
    expect((await punch(rotated.secret)).statusCode).toBe(303);
    expect((await t.call('PUT', `${A}/${made.id}`, users.admin, { unitMap: { ST: 'stuks' } })).statusCode).toBe(400);
  });
});
