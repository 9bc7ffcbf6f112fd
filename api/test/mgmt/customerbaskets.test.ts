import ExcelJS from 'exceljs';
import { createTestApp, users, type TestApp } from '../helpers/app.js';

const B = '/mgmt/api/ecommerce/customerbaskets';

let t: TestApp;
let plain: { item_no: string; description: string };
let stepped: { item_no: string; step: number; min: number };

beforeAll(async () => {
  t = await createTestApp();
  plain = (await t.db.one("SELECT item_no, description FROM articles WHERE step_quantity = 1 AND min_order_quantity = 1 AND secret IS NULL ORDER BY item_no LIMIT 1"))!;
  // an article sold per 5, at least 10
  stepped = (await t.db.one<{ item_no: string; step: number; min: number }>(
    'UPDATE articles SET step_quantity = 5, min_order_quantity = 10 WHERE item_no = (SELECT item_no FROM articles WHERE secret IS NULL ORDER BY item_no DESC LIMIT 1) RETURNING item_no, step_quantity AS step, min_order_quantity AS min',
  ))!;
});
afterAll(async () => t?.close());

async function snapshot() {
  return t.db.query('SELECT b.id, b.customer_number, b.name, b.basket_type, bi.item_no, bi.amount FROM baskets b LEFT JOIN basket_items bi ON bi.basket_id = b.id ORDER BY b.id, bi.item_no');
}

async function createBasket(user: string, name: string, basketType?: number) {
  const res = await t.call('POST', `${B}/createBasket`, user, basketType === undefined ? { name } : { name, basketType });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: number; name: string; basketType: number; basketItems: unknown[] };
}

describe('list and default', () => {
  test('baskets without basketType, order lists with basketType=1, only the customer\'s own', async () => {
    const baskets = await t.call('GET', B, users.main);
    expect(baskets.statusCode).toBe(200);
    const own = await t.db.query<{ id: number }>("SELECT id FROM baskets WHERE customer_number = '100001' AND basket_type = 0 ORDER BY id");
    expect((baskets.json() as { id: number }[]).map((b) => b.id).sort()).toEqual(own.map((o) => o.id).sort());
    const lists = (await t.call('GET', `${B}?basketType=1`, users.employee)).json() as { basketType: number }[];
    expect(lists.length).toBeGreaterThan(0);
    expect(lists.every((l) => l.basketType === 1)).toBe(true);
    const others = (await t.call('GET', B, users.otherMain)).json() as { id: number }[];
    expect(others.some((o) => own.some((x) => x.id === o.id))).toBe(false);
    expect((await t.call('GET', `${B}?basketType=7`, users.main)).statusCode).toBe(400);
    expect((await t.call('GET', B, null)).statusCode).toBe(401);
  });

  test('default gives the default basket with items whose data holds the image; it is made when missing', async () => {
    const res = await t.call('GET', `${B}/default`, users.main);
    expect(res.statusCode).toBe(200);
    const basket = res.json();
    expect(basket.basketType).toBe(0);
    expect(basket.basketItems.length).toBeGreaterThan(0);
    const item = basket.basketItems[0];
    expect(Object.keys(JSON.parse(item.data))).toEqual(['itemImage']);
    expect(item).toEqual(expect.objectContaining({ id: expect.any(Number), itemNo: expect.any(String), itemDescription: expect.any(String), amount: expect.any(Number), itemUOM: expect.any(String) }));

    // once customer 100003 has no baskets left, a default one is made, once
    await t.db.query("DELETE FROM baskets WHERE customer_number = '100003'");
    const before = await t.db.one<{ n: number }>("SELECT count(*)::int AS n FROM baskets WHERE customer_number = '100003'");
    expect(before!.n).toBe(0);
    const [a, b] = await Promise.all([t.call('GET', `${B}/default`, users.thirdEmployee), t.call('GET', `${B}/default`, users.thirdEmployee)]);
    expect(a.json().id).toBe(b.json().id);
    expect((await t.db.one<{ n: number }>("SELECT count(*)::int AS n FROM baskets WHERE customer_number = '100003'"))!.n).toBe(1);
  });

  test('default with the basketId of another customer is a 404 and shows nothing of it', async () => {
    const theirs = await createBasket(users.otherMain, 'Project Hoogeveen');
    const res = await t.call('GET', `${B}/default?basketId=${theirs.id}`, users.main);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Hoogeveen');
    expect(res.json().error.code).toBe('Basket:NotFound');
    expect((await t.call('GET', `${B}/default?basketId=${theirs.id}`, users.otherEmployee)).json().name).toBe('Project Hoogeveen');
    expect((await t.call('GET', `${B}/default?basketId=abc`, users.main)).json().error.validationErrors[0].members).toEqual(['basketId']);
  });
});

describe('createBasket', () => {
  test('creates a basket, or an order list with basketType 1', async () => {
    const basket = await createBasket(users.employee, 'Bus Jan');
    expect(basket).toMatchObject({ name: 'Bus Jan', basketType: 0, basketItems: [] });
    const list = await createBasket(users.employee, 'Vaste voorraad', 1);
    expect(list.basketType).toBe(1);
    expect(((await t.call('GET', `${B}?basketType=1`, users.main)).json() as { id: number }[]).map((b) => b.id)).toContain(list.id);
  });

  test.each([
    [{}, 'name'],
    [{ name: '' }, 'name'],
    [{ name: '   ' }, 'name'],
    [{ name: 'x'.repeat(101) }, 'name'],
    [{ name: 'Lijst', basketType: 2 }, 'basketType'],
    [{ name: 'Lijst', owner: '100002' }, 'owner'],
  ])('bad input %j is a 400 naming %s and creates nothing', async (body, member) => {
    const before = await snapshot();
    const res = await t.call('POST', `${B}/createBasket`, users.main, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.validationErrors.flatMap((v: { members: string[] }) => v.members)).toContain(member);
    expect(await snapshot()).toEqual(before);
  });

  test('needs a token; a staff account without customer gets 403', async () => {
    expect((await t.call('POST', `${B}/createBasket`, null, { name: 'x' })).statusCode).toBe(401);
    expect((await t.call('POST', `${B}/createBasket`, users.admin, { name: 'x' })).statusCode).toBe(403);
  });
});

describe('addToBasket', () => {
  test('adds, adds up, and overwrites; the warehouse user may fill baskets too', async () => {
    const basket = await createBasket(users.main, 'Aanvullen');
    let res = await t.call('POST', `${B}/addToBasket`, users.main, { basketId: basket.id, itemNo: plain.item_no, amount: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json().basketItems).toEqual([expect.objectContaining({ itemNo: plain.item_no, amount: 2, itemDescription: plain.description })]);
    res = await t.call('POST', `${B}/addToBasket`, users.warehouse, { basketId: basket.id, itemNo: plain.item_no, amount: 3 });
    expect(res.json().basketItems[0].amount).toBe(5);
    res = await t.call('POST', `${B}/addToBasket`, users.main, { basketId: basket.id, itemNo: plain.item_no, amount: 1, overwrite: true });
    expect(res.json().basketItems[0].amount).toBe(1);
  });

  test('quantities follow the step and the minimum of the article', async () => {
    const basket = await createBasket(users.main, 'Stappen');
    const add = (amount: number, overwrite = false) => t.call('POST', `${B}/addToBasket`, users.main, { basketId: basket.id, itemNo: stepped.item_no, amount, overwrite });
    const below = await add(5);
    expect(below.statusCode).toBe(400);
    expect(below.json().error.validationErrors).toEqual([{ message: expect.stringContaining('minimale bestelaantal'), members: ['amount'] }]);
    const offStep = await add(12);
    expect(offStep.statusCode).toBe(400);
    expect(offStep.json().error.validationErrors[0].message).toMatch(/^Dit artikel bestelt u vanaf 10 \S+ in stappen van 5: 10, 15, 20 enzovoort\.$/);
    expect((await t.db.query('SELECT 1 FROM basket_items WHERE basket_id = $1', [basket.id])).length).toBe(0);
    expect((await add(10)).json().basketItems[0].amount).toBe(10);
    expect((await add(5)).json().basketItems[0].amount).toBe(15); // an existing line grows by whole steps
    expect((await add(3)).statusCode).toBe(400);
    expect((await add(5, true)).statusCode).toBe(400); // setting below the minimum
  });

  test('a minimum that is no multiple of the step: 3, 5, 7 are allowed, 4 and 6 are not', async () => {
    // The demo article 9003002: minimum 3, then per 2.
    const basket = await createBasket(users.main, 'Vanaf drie');
    const add = (amount: number, overwrite = false) => t.call('POST', `${B}/addToBasket`, users.main, { basketId: basket.id, itemNo: '9003002', amount, overwrite });
    const amountNow = async () => (await t.db.one<{ amount: number }>('SELECT amount FROM basket_items WHERE basket_id = $1', [basket.id]))?.amount;
    expect((await add(2)).statusCode).toBe(400);
    expect((await add(4)).json().error.validationErrors[0].message).toBe('Dit artikel bestelt u vanaf 3 ST in stappen van 2: 3, 5, 7 enzovoort.');
    expect((await add(3)).statusCode).toBe(200);
    expect((await add(1)).statusCode).toBe(400); // 4
    expect((await add(2)).json().basketItems[0].amount).toBe(5);
    expect((await add(6, true)).statusCode).toBe(400);
    expect(await amountNow()).toBe(5);
    expect((await add(7, true)).json().basketItems[0].amount).toBe(7);
  });

  test('concurrent adds of the same article all count', async () => {
    const basket = await createBasket(users.main, 'Gelijktijdig');
    await Promise.all(Array.from({ length: 8 }, () => t.call('POST', `${B}/addToBasket`, users.main, { basketId: basket.id, itemNo: plain.item_no, amount: 1 })));
    const row = await t.db.one<{ amount: number }>('SELECT amount FROM basket_items WHERE basket_id = $1', [basket.id]);
    expect(row!.amount).toBe(8);
  });

  test('another customer\'s basket is a 404 and stays unchanged; unknown article 404', async () => {
    const theirs = await createBasket(users.otherMain, 'Van een ander');
    const before = await snapshot();
    const res = await t.call('POST', `${B}/addToBasket`, users.main, { basketId: theirs.id, itemNo: plain.item_no, amount: 1 });
    expect(res.statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
    const mine = await createBasket(users.main, 'Onbekend artikel');
    const unknown = await t.call('POST', `${B}/addToBasket`, users.main, { basketId: mine.id, itemNo: '0000000', amount: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('Article:NotFound');
  });

  test.each([
    [{ itemNo: 'X', amount: 1 }, 'basketId'],
    [{ basketId: 1, amount: 1 }, 'itemNo'],
    [{ basketId: 1, itemNo: '1000001' }, 'amount'],
    [{ basketId: 1, itemNo: '1000001', amount: 0 }, 'amount'],
    [{ basketId: 1, itemNo: '1000001', amount: -3 }, 'amount'],
    [{ basketId: 1, itemNo: '1000001', amount: 1.5 }, 'amount'],
    [{ basketId: 1, itemNo: '1000001', amount: 'veel' }, 'amount'],
  ])('bad input %j is a 400 naming %s and changes nothing', async (body, member) => {
    const before = await snapshot();
    const res = await t.call('POST', `${B}/addToBasket`, users.main, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.validationErrors.flatMap((v: { members: string[] }) => v.members)).toContain(member);
    expect(await snapshot()).toEqual(before);
  });

  test('a malformed JSON body is a 400 in the envelope', async () => {
    const res = await t.inject({ method: 'POST', url: `${B}/addToBasket`, headers: { ...(await t.bearer(users.main)), 'content-type': 'application/json' }, payload: '{"basketId": 1,' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBeTruthy();
  });

  test('needs a token', async () => {
    expect((await t.call('POST', `${B}/addToBasket`, null, { basketId: 1, itemNo: plain.item_no, amount: 1 })).statusCode).toBe(401);
  });
});

describe('removeFromBasket, copyBasketContents, removeBasket', () => {
  test('removes a line by id or by item number', async () => {
    const basket = await createBasket(users.main, 'Verwijderen');
    const filled = (await t.call('POST', `${B}/addToBasket`, users.main, { basketId: basket.id, itemNo: plain.item_no, amount: 1 })).json();
    await t.call('POST', `${B}/addToBasket`, users.main, { basketId: basket.id, itemNo: stepped.item_no, amount: 10 });
    let res = await t.call('POST', `${B}/removeFromBasket`, users.main, { basketId: basket.id, basketItemId: filled.basketItems[0].id });
    expect(res.statusCode).toBe(200);
    expect(res.json().basketItems.map((i: { itemNo: string }) => i.itemNo)).toEqual([stepped.item_no]);
    res = await t.call('POST', `${B}/removeFromBasket`, users.main, { basketId: basket.id, itemNo: stepped.item_no });
    expect(res.json().basketItems).toEqual([]);
    expect((await t.call('POST', `${B}/removeFromBasket`, users.main, { basketId: basket.id, itemNo: stepped.item_no })).statusCode).toBe(404);
    expect((await t.call('POST', `${B}/removeFromBasket`, users.main, { basketId: basket.id })).json().error.validationErrors[0].members).toEqual(['basketItemId']);
    expect((await t.call('POST', `${B}/removeFromBasket`, null, { basketId: basket.id, itemNo: 'x' })).statusCode).toBe(401);
  });

  test('another customer\'s line cannot be removed', async () => {
    const theirs = await createBasket(users.otherMain, 'Niet van jou');
    await t.call('POST', `${B}/addToBasket`, users.otherMain, { basketId: theirs.id, itemNo: plain.item_no, amount: 1 });
    const before = await snapshot();
    expect((await t.call('POST', `${B}/removeFromBasket`, users.main, { basketId: theirs.id, itemNo: plain.item_no })).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  test('copies an order list into a basket, amounts adding up', async () => {
    const list = await createBasket(users.main, 'Bus', 1);
    const basket = await createBasket(users.main, 'Bestelling');
    await t.call('POST', `${B}/addToBasket`, users.main, { basketId: list.id, itemNo: plain.item_no, amount: 4 });
    await t.call('POST', `${B}/addToBasket`, users.main, { basketId: list.id, itemNo: stepped.item_no, amount: 10 });
    await t.call('POST', `${B}/addToBasket`, users.main, { basketId: basket.id, itemNo: plain.item_no, amount: 1 });
    const res = await t.call('POST', `${B}/copyBasketContents`, users.main, { sourceBasketId: list.id, targetBasketId: basket.id });
    expect(res.statusCode).toBe(200);
    const amounts = Object.fromEntries(res.json().basketItems.map((i: { itemNo: string; amount: number }) => [i.itemNo, i.amount]));
    expect(amounts).toEqual({ [plain.item_no]: 5, [stepped.item_no]: 10 });
    // the source is unchanged
    expect((await t.call('GET', `${B}/default?basketId=${list.id}`, users.main)).json().basketItems).toHaveLength(2);

    const theirs = await createBasket(users.otherMain, 'Vreemd');
    const before = await snapshot();
    expect((await t.call('POST', `${B}/copyBasketContents`, users.main, { sourceBasketId: list.id, targetBasketId: theirs.id })).statusCode).toBe(404);
    expect((await t.call('POST', `${B}/copyBasketContents`, users.main, { sourceBasketId: theirs.id, targetBasketId: basket.id })).statusCode).toBe(404);
    expect((await t.call('POST', `${B}/copyBasketContents`, users.main, { sourceBasketId: basket.id, targetBasketId: basket.id })).statusCode).toBe(400);
    expect((await t.call('POST', `${B}/copyBasketContents`, users.main, { sourceBasketId: basket.id })).json().error.validationErrors[0].members).toEqual(['targetBasketId']);
    expect(await snapshot()).toEqual(before);
    expect((await t.call('POST', `${B}/copyBasketContents`, null, { sourceBasketId: list.id, targetBasketId: basket.id })).statusCode).toBe(401);
  });

  test('removeBasket deletes one\'s own basket (204), not another customer\'s (404)', async () => {
    const basket = await createBasket(users.main, 'Weg ermee');
    const res = await t.call('POST', `${B}/removeBasket?basketId=${basket.id}`, users.main);
    expect(res.statusCode).toBe(204);
    expect(await t.db.one('SELECT 1 FROM baskets WHERE id = $1', [basket.id])).toBeUndefined();
    expect((await t.call('POST', `${B}/removeBasket?basketId=${basket.id}`, users.main)).statusCode).toBe(404);
    const theirs = await createBasket(users.otherMain, 'Blijft staan');
    expect((await t.call('POST', `${B}/removeBasket?basketId=${theirs.id}`, users.main)).statusCode).toBe(404);
    expect(await t.db.one('SELECT 1 FROM baskets WHERE id = $1', [theirs.id])).toBeDefined();
    expect((await t.call('POST', `${B}/removeBasket`, users.main)).json().error.validationErrors[0].members).toEqual(['basketId']);
    expect((await t.call('POST', `${B}/removeBasket?basketId=${theirs.id}`, null)).statusCode).toBe(401);
  });
});

describe('getSummary, basketWithRealtimeData, excelExport', () => {
  let basketId: number;
  beforeAll(async () => {
    basketId = (await createBasket(users.main, 'Offerte')).id;
    await t.call('POST', `${B}/addToBasket`, users.main, { basketId: basketId, itemNo: plain.item_no, amount: 3 });
    await t.call('POST', `${B}/addToBasket`, users.main, { basketId: basketId, itemNo: stepped.item_no, amount: 10 });
  });

  test('the summary adds up the lines with the customer\'s discounts and 21% VAT', async () => {
    const rt = (await t.call('GET', `${B}/basketWithRealtimeData?basketId=${basketId}`, users.main)).json();
    expect(rt.basketItems).toHaveLength(2);
    for (const line of rt.basketItems) {
      expect(line.netPrice).toBeCloseTo(line.grossPrice * (1 - line.discountPercentage / 100), 2);
      expect(line.lineTotal).toBeCloseTo(line.netPrice * line.amount, 2);
      expect(typeof line.stock).toBe('number');
    }
    const s = (await t.call('GET', `${B}/getSummary?basketId=${basketId}`, users.main)).json();
    expect(s).toMatchObject({ basketId: basketId, lineCount: 2, totalQuantity: 13 });
    expect(s.totalNet).toBeCloseTo(rt.totalNet, 2);
    expect(s.totalVat).toBeCloseTo(s.totalNet * 0.21, 2);
    expect(s.totalInclVat).toBeCloseTo(s.totalNet + s.totalVat, 2);
    expect(s.totalDiscount).toBeCloseTo(s.totalGross - s.totalNet, 2);
  });

  test('the Excel export is a real workbook with one row per line', async () => {
    const res = await t.call('GET', `${B}/excelExport?basketId=${basketId}`, users.main);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toContain('.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Artikelnummer');
    expect(sheet.getRow(2).getCell(1).value).toBe(plain.item_no);
    expect(sheet.getRow(2).getCell(3).value).toBe(3);
    expect(sheet.getRow(3).getCell(1).value).toBe(stepped.item_no);
  });

  test.each(['getSummary', 'basketWithRealtimeData', 'excelExport'])('%s: other customer 404, missing basketId 400, no token 401', async (call) => {
    expect((await t.call('GET', `${B}/${call}?basketId=${basketId}`, users.otherMain)).statusCode).toBe(404);
    const missing = await t.call('GET', `${B}/${call}`, users.main);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.validationErrors[0].members).toEqual(['basketId']);
    expect((await t.call('GET', `${B}/${call}?basketId=${basketId}`, null)).statusCode).toBe(401);
  });
});

test('a basket or order list name the customer already uses is a 400 with a Dutch message; another kind or customer may use it', async () => {
  const basket = await createBasket(users.main, 'Project Dubbel');
  expect(basket.name).toBe('Project Dubbel');
  for (const [user, name] of [[users.main, 'Project Dubbel'], [users.employee, ' project dubbel ']] as const) {
    const res = await t.call('POST', `${B}/createBasket`, user, { name });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.validationErrors).toEqual([{ message: `Er is al een winkelwagen met de naam ‘${name.trim()}’. Kies een andere naam.`, members: ['name'] }]);
  }
  expect((await t.call('POST', `${B}/createBasket`, users.main, { name: 'Project Dubbel', basketType: 1 })).statusCode).toBe(200);
  expect((await t.call('POST', `${B}/createBasket`, users.otherMain, { name: 'Project Dubbel' })).statusCode).toBe(200);
});
