// Favourites ("Mijn assortiment"): every user of a customer stars articles for himself; the list
// has what the page needs to add them (unit, minimum, step, price) and how often the customer
// ordered each, except for a warehouse-only user; no other user or customer sees them.
import { createTestApp, users, type TestApp } from '../helpers/app.js';

const F = '/mgmt/api/app/favourites';

let t: TestApp;
let articles: { item_no: string; min_order_quantity: number; step_quantity: number }[];
let ordered: string;

beforeAll(async () => {
  t = await createTestApp();
  articles = await t.db.query('SELECT item_no, min_order_quantity, step_quantity FROM articles WHERE secret IS NULL AND is_active ORDER BY item_no LIMIT 3');
  // An article of the demo customer's order history (the ERP's order lines of the last 24 months).
  [{ item_no: ordered }] = (await t.db.query<{ item_no: string }>(
    `SELECT l.item_no FROM orders o JOIN order_lines l ON l.order_no = o.order_no JOIN articles a ON a.item_no = l.item_no
      WHERE o.customer_number = '100001' AND o.order_type = 'Order' AND o.status <> 999 AND a.secret IS NULL AND o.order_date > now() - interval '23 months'
      ORDER BY o.order_date DESC LIMIT 1`,
  )) as [{ item_no: string }];
});
afterAll(async () => t?.close());

interface Row {
  itemNo: string;
  orderUnit: string;
  minOrderQuantity: number;
  stepQuantity: number;
  price: number;
  timesOrdered: number | null;
  lastOrderDate: string | null;
}

const list = async (user: string) => {
  const res = await t.call('GET', F, user);
  expect(res.statusCode).toBe(200);
  return (res.json() as { items: Row[] }).items;
};
const itemNos = async (user: string) => ((await t.call('GET', `${F}/item-numbers`, user)).json() as { itemNos: string[] }).itemNos;

test('a user stars articles for himself: his colleague and another customer do not see them', async () => {
  const [a, b] = articles;
  expect((await t.call('PUT', `${F}/${a!.item_no}`, users.employee)).statusCode).toBe(200);
  // A second star changes nothing.
  const again = await t.call('PUT', `${F}/${a!.item_no}`, users.employee);
  expect(again.statusCode).toBe(200);
  expect(again.json()).toMatchObject({ itemNo: a!.item_no });
  expect((await t.call('PUT', `${F}/${b!.item_no}`, users.employee)).statusCode).toBe(200);
  expect(await itemNos(users.employee)).toEqual([a!.item_no, b!.item_no].sort());
  const rows = await list(users.employee);
  expect(rows.map((r) => r.itemNo)).toEqual([b!.item_no, a!.item_no]);
  expect(rows.find((r) => r.itemNo === a!.item_no)).toMatchObject({ minOrderQuantity: a!.min_order_quantity, stepQuantity: a!.step_quantity });
  expect(await itemNos(users.main)).toEqual([]);
  expect(await itemNos(users.otherMain)).toEqual([]);
  // Another customer's user cannot take it off (it is not his).
  expect((await t.call('DELETE', `${F}/${a!.item_no}`, users.otherMain)).statusCode).toBe(404);
  expect((await t.call('DELETE', `${F}/${a!.item_no}`, users.employee)).statusCode).toBe(204);
  expect((await t.call('DELETE', `${F}/${a!.item_no}`, users.employee)).statusCode).toBe(404);
  expect(await itemNos(users.employee)).toEqual([b!.item_no]);
});

test('how often the customer ordered each: for the main user, not for a warehouse-only user (who keeps favourites too)', async () => {
  const [, , c] = articles;
  for (const user of [users.main, users.warehouse]) {
    expect((await t.call('PUT', `${F}/${ordered}`, user)).statusCode).toBe(200);
    expect((await t.call('PUT', `${F}/${c!.item_no}`, user)).statusCode).toBe(200);
  }
  const main = await list(users.main);
  const bought = main.find((r) => r.itemNo === ordered)!;
  expect(bought.timesOrdered).toBeGreaterThan(0);
  expect(bought.lastOrderDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const warehouse = await list(users.warehouse);
  expect(warehouse.map((r) => r.itemNo).sort()).toEqual([ordered, c!.item_no].sort());
  expect(warehouse.every((r) => r.timesOrdered === null && r.lastOrderDate === null)).toBe(true);
});

test('an unknown or unlisted article, or an item number too long, is a Dutch 400 that changes nothing', async () => {
  const unknown = await t.call('PUT', `${F}/GEEN-ARTIKEL`, users.main);
  expect(unknown.statusCode).toBe(400);
  expect(unknown.json().error.message).toBe('Artikel GEEN-ARTIKEL kennen wij niet.');
  const [secret] = await t.db.query<{ item_no: string }>('SELECT item_no FROM articles WHERE secret IS NOT NULL LIMIT 1');
  if (secret) expect((await t.call('PUT', `${F}/${secret.item_no}`, users.main)).statusCode).toBe(400);
  const long = await t.call('PUT', `${F}/${'9'.repeat(41)}`, users.main);
  expect(long.statusCode).toBe(400);
  expect(long.json().error.message).toContain('Maximale lengte van 40 tekens overschreden');
  expect(await itemNos(users.main)).not.toContain('GEEN-ARTIKEL');
});

test('parallel stars cannot pass the maximum of 2,000: one more fits, the rest are a Dutch 400', async () => {
  const token = await t.bearer(users.employee);
  const { sub, customer_number } = JSON.parse(Buffer.from(token.authorization.split('.')[1]!, 'base64url').toString()) as { sub: string; customer_number: string };
  // The demo has fewer articles than that: 2,009 copies of one, out of sale, for this test only.
  const columns = (
    await t.db.query<{ name: string }>(
      "SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'articles' AND table_schema = current_schema() AND is_generated = 'NEVER' AND column_name NOT IN ('item_no', 'is_active', 'ean', 'secret')",
    )
  ).map((c) => `"${c.name}"`);
  await t.db.query(
    `INSERT INTO articles (item_no, is_active, ${columns.join(', ')})
     SELECT 'FAVMAX' || g, false, ${columns.map((c) => `a.${c}`).join(', ')} FROM articles a CROSS JOIN generate_series(1, 2009) AS g WHERE a.item_no = $1`,
    [articles[0]!.item_no],
  );
  const open = await t.db.query<{ item_no: string }>("SELECT item_no FROM articles WHERE item_no LIKE 'FAVMAX%' ORDER BY item_no");
  expect(open.length).toBe(2009);
  await t.db.query('DELETE FROM favourite_articles WHERE customer_number = $1 AND user_sub = $2', [customer_number, sub]);
  await t.db.query(
    'INSERT INTO favourite_articles (customer_number, user_sub, item_no) SELECT $1, $2, unnest($3::text[])',
    [customer_number, sub, open.slice(0, 1999).map((a) => a.item_no)],
  );
  try {
    const answers = await Promise.all(open.slice(1999).map((a) => t.call('PUT', `${F}/${a.item_no}`, users.employee)));
    const refused = ['400', 'Mijn assortiment kan hoogstens 2.000 artikelen hebben.'];
    expect(answers.map((a) => (a.statusCode === 200 ? ['200'] : [String(a.statusCode), a.json().error.message])).sort()).toEqual([['200'], ...Array(9).fill(refused)]);
    expect((await itemNos(users.employee)).length).toBe(2000);
  } finally {
    await t.db.query("DELETE FROM articles WHERE item_no LIKE 'FAVMAX%'");
  }
});
