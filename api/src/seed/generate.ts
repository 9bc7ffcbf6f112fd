// The deterministic demo-data generator: the same seed and sizes always give the same
// assortment, customers, discounts, history and blog. Passwords are the only random part (salts).
import type { Db, Queryable } from '../db/db.js';
import { hashPassword } from '../lib/password.js';
import { ASSORTMENT, BRANDS, CITIES, COMPANY_NAMES, FIRST_NAMES, QUANTITY_DEMO_ARTICLES, STREETS, SURNAMES, WAREHOUSES, type FeatureDef, type LeafDef } from './assortment.js';
import { BLOG_POSTS } from './blog-posts.js';
import { newSecret } from '../modules/catalog/secret-links.js';
import { seedPurchasingDemo } from './purchasing-demo.js';
import { seedPunchoutDemo } from './punchout-demo.js';

export interface SeedOptions {
  seed: number;
  articleCount: number;
  customerCount: number;
  productKey: string;
  /**
   * Older orders per customer, spread over the two years before the recent history, delivered
   * and invoiced, some returned with a credit note (0: only the recent history).
   */
  historyOrders?: number;
  /** Base path of the product information API: article images are served there. */
  pimBase: string;
  /** Purchasing control's demo data for the first customer (cost centres, limits, a pending request); see purchasing-demo.ts. */
  purchasingDemo?: boolean;
}

/** The demo logins (README): one password for all of them. */
export const DEMO_PASSWORD = 'Kraanvogel2026!';
export const DEMO_ADMIN = 'beheer@kraanvogel.nl';
export { DEMO_PUNCHOUT, DEMO_PUNCHOUT_CXML } from './punchout-demo.js';

export function demoUsersOf(customerIndex: number) {
  const n = customerIndex + 1;
  const domain = n === 1 ? 'devries-installatie.nl' : `klant${n}.example.nl`;
  return {
    main: `hoofdgebruiker@${domain}`,
    employee: `medewerker@${domain}`,
    warehouse: `magazijn@${domain}`,
  };
}

export const customerNumberOf = (customerIndex: number) => String(100001 + customerIndex);
export const itemNoOf = (articleIndex: number) => String(1000001 + articleIndex * 7);

/** mulberry32: small, fast, deterministic. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}

export function ean13(body12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body12[i]) * (i % 2 === 0 ? 1 : 3);
  return body12 + String((10 - (sum % 10)) % 10);
}

interface Leaf {
  id: number;
  def: LeafDef;
  path: string;
  discountGroup: string;
}

const ARTICLE_COLUMNS = ['item_no', 'description', 'long_description', 'brand_id', 'series_id', 'product_type_id', 'product_class_id', 'category_id', 'manufacturer_code', 'ean', 'image_url', 'gross_price', 'order_unit', 'step_quantity', 'min_order_quantity', 'sort_key', 'discount_group_code', 'etim_class_code', 'etim_class_name', 'is_outlet', 'secret'];

async function insertRows(tx: Queryable, table: string, columns: string[], rows: unknown[][], batch = 1000) {
  // One JSON parameter per batch: fast on both drivers and free of the parameter limit.
  const types = await columnTypes(tx, table, columns);
  const select = columns.map((_, j) => `(r->>${j})::${types[j]}`).join(', ');
  for (let i = 0; i < rows.length; i += batch) {
    await tx.query(`INSERT INTO ${table} (${columns.join(', ')}) SELECT ${select} FROM jsonb_array_elements($1::jsonb) AS r`, [
      JSON.stringify(rows.slice(i, i + batch)),
    ]);
  }
}

async function columnTypes(tx: Queryable, table: string, columns: string[]): Promise<string[]> {
  const rows = await tx.query<{ name: string; t: string }>(
    'SELECT attname AS name, format_type(atttypid, atttypmod) AS t FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped',
    [table],
  );
  return columns.map((c) => {
    const t = rows.find((r) => r.name === c)?.t;
    if (!t) throw new Error(`seed: unknown column ${table}.${c}`);
    return t;
  });
}

export async function isSeeded(db: Queryable): Promise<boolean> {
  const row = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM categories');
  return (row?.n ?? 0) > 0;
}

export async function seedDemoData(db: Db, opts: SeedOptions): Promise<{ articles: number; customers: number }> {
  const r = rng(opts.seed);
  // Hash passwords before the transaction: slow on purpose, and the same for every demo user.
  const userCount = opts.customerCount * 3 + 1;
  const hashes = await Promise.all(Array.from({ length: userCount }, () => hashPassword(DEMO_PASSWORD)));

  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [7_245_002]);
    if (await isSeeded(tx)) return;

    // ---- category tree (three levels) and the outlet node
    const categories: unknown[][] = [];
    const leaves: Leaf[] = [];
    let catId = 1;
    const discountGroups: unknown[][] = [];
    const usedGroups = new Set<string>();
    ASSORTMENT.forEach((root, ri) => {
      const rootId = catId++;
      categories.push([rootId, null, root.code, root.code, root.description, 1, ri, null, true, false]);
      root.groups.forEach((group, gi) => {
        const groupId = catId++;
        const groupPath = `${root.code}/${group.code}`;
        categories.push([groupId, rootId, group.code, groupPath, group.description, 2, gi, null, false, gi === 0]);
        group.leaves.forEach((leaf, li) => {
          const leafId = catId++;
          const path = `${groupPath}/${leaf.code}`;
          categories.push([leafId, groupId, leaf.code, path, leaf.description, 3, li, null, false, li === 0 && gi < 2]);
          let code = `${group.code.slice(0, 2).toUpperCase()}${leaf.code.slice(0, 2).toUpperCase()}${String(li + 1).padStart(2, '0')}`;
          while (usedGroups.has(code)) code = `${code}X`;
          usedGroups.add(code);
          discountGroups.push([code, leaf.description]);
          leaves.push({ id: leafId, def: leaf, path, discountGroup: code });
        });
      });
    });
    categories.push([catId++, null, 'outlet', 'outlet', 'Outlet', 1, ASSORTMENT.length, null, false, true]);
    for (const row of categories) {
      const [id, , , path] = row as [number, unknown, string, string];
      (row as unknown[])[7] = `${opts.pimBase}/media/categories/${id}.svg`;
      void path;
    }
    await insertRows(tx, 'categories', ['id', 'parent_id', 'code', 'path', 'description', 'level', 'sort_order', 'image_url', 'is_featured', 'is_shortcut'], categories);
    await insertRows(tx, 'discount_groups', ['code', 'description'], discountGroups);

    // ---- brands, series, types, classes
    const brandRows = BRANDS.map((b, i) => [i + 1, b.name]);
    const seriesRows: unknown[][] = [];
    const seriesIds = new Map<string, number>();
    BRANDS.forEach((b, bi) =>
      b.series.forEach((s) => {
        const id = seriesRows.length + 1;
        seriesRows.push([id, bi + 1, s]);
        seriesIds.set(`${b.name}|${s}`, id);
      }),
    );
    const typeNames = [...new Set(leaves.flatMap((l) => l.def.types))];
    const classNames = [...new Set(leaves.map((l) => l.def.productClass))];
    await insertRows(tx, 'brands', ['id', 'name'], brandRows);
    await insertRows(tx, 'series', ['id', 'brand_id', 'name'], seriesRows);
    await insertRows(tx, 'product_types', ['id', 'name'], typeNames.map((t, i) => [i + 1, t]));
    await insertRows(tx, 'product_classes', ['id', 'name'], classNames.map((c, i) => [i + 1, c]));
    await insertRows(tx, 'warehouses', ['code', 'name'], WAREHOUSES.map((w) => [w.code, w.name]));

    // ---- articles
    const articles: unknown[][] = [];
    const features: unknown[][] = [];
    const attachments: unknown[][] = [];
    const stock: unknown[][] = [];
    const byLeaf = new Map<number, string[]>();
    const prices = new Map<string, number>();
    for (let i = 0; i < opts.articleCount; i++) {
      const leaf = leaves[i % leaves.length]!;
      const d = leaf.def;
      const brandIndex = r.int(0, BRANDS.length - 1);
      const brand = BRANDS[brandIndex]!;
      const series = r.pick(brand.series);
      const noun = r.pick(d.nouns);
      const type = r.pick(d.types);
      const chosen = d.features.map((f) => ({ f, value: r.pick(f.values) }));
      const variant = variantOf(chosen).slice(0, 2);
      const itemNo = itemNoOf(i);
      const description = `${brand.name} ${series} ${noun} ${variant.join(' ')}`.replace(/\s+/g, ' ').trim();
      const longDescription = `${noun[0]!.toUpperCase()}${noun.slice(1)} uit de serie ${series} van ${brand.name}. ${chosen
        .map(({ f, value }) => `${f.name}: ${value}${f.unit ? ` ${f.unit}` : ''}`)
        .join(', ')}. Geschikt voor ${d.productClass.toLowerCase()} in woning- en utiliteitsbouw.`;
      const [lo, hi] = d.price;
      const price = Math.round((lo + (hi - lo) * r.next() ** 2) * 100) / 100;
      const [step, min] = r.pick(d.quantities);
      const manufacturerCode = `${brand.name.slice(0, 3).toUpperCase()}-${r.int(10000, 99999)}${r.pick(['', 'C', 'B', 'W', 'Z'])}`;
      const ean = ean13(`871${String(4000000 + brandIndex * 10000).slice(0, 3)}${String(i).padStart(6, '0')}`);
      const hasImage = r.chance(0.85);
      const isOutlet = r.chance(0.04);
      const unlisted = r.chance(0.005);
      // The draw keeps the demo data's random sequence as it was; the secret itself is 128
      // crypto-random bits (catalog/secret-links.ts), never derived from the seed.
      if (unlisted) r.int(1000, 9999);
      const secret = unlisted ? newSecret() : null;
      articles.push([
        itemNo, description, longDescription, brandIndex + 1, seriesIds.get(`${brand.name}|${series}`), typeNames.indexOf(type) + 1,
        classNames.indexOf(d.productClass) + 1, leaf.id, manufacturerCode, ean,
        hasImage ? `${opts.pimBase}/media/article-images/${itemNo}.svg` : null, price.toFixed(2), d.unit, step, min,
        String(r.int(1, 9)).padStart(3, '0'), leaf.discountGroup, d.etim[0], d.etim[1], isOutlet, secret,
      ]);
      prices.set(itemNo, price);
      chosen.forEach(({ f, value }, k) => features.push([itemNo, f.code, f.name, value, f.unit ?? null, k]));
      features.push([itemNo, 'EF000123', 'Merk', brand.name, null, 90], [itemNo, 'EF000124', 'Serie', series, null, 91]);
      attachments.push([attachments.length + 1, itemNo, 'datasheet', `Productblad ${description}`, `productblad-${itemNo}.pdf`]);
      if (r.chance(0.4)) attachments.push([attachments.length + 1, itemNo, 'manual', `Montagehandleiding ${noun}`, `montagehandleiding-${itemNo}.pdf`]);
      for (const w of WAREHOUSES) stock.push([itemNo, w.code, r.chance(0.15) ? 0 : r.int(0, 40) * Math.max(step, 1)]);
      if (!byLeaf.has(leaf.id)) byLeaf.set(leaf.id, []);
      byLeaf.get(leaf.id)!.push(itemNo);
    }
    await insertRows(tx, 'articles', ARTICLE_COLUMNS, articles);
    // The quantity-rule demo articles: fixed data, no draw from the random stream, not in
    // `articles` (the baskets below pick from it by position).
    const demoArticles = QUANTITY_DEMO_ARTICLES.map((a) => {
      const leaf = leaves.find((l) => l.def.code === a.leaf);
      if (!leaf) throw new Error(`Demo article ${a.itemNo}: the assortment has no category ${a.leaf}.`);
      const brand = BRANDS[0]!;
      features.push([a.itemNo, 'EF000123', 'Merk', brand.name, null, 90]);
      for (const w of WAREHOUSES) stock.push([a.itemNo, w.code, 60]);
      return [
        a.itemNo, a.description, `${a.description}. Een demo-artikel: te bestellen vanaf ${a.min} ${a.unit}, daarna per ${a.step} ${a.unit}.`, 1,
        seriesIds.get(`${brand.name}|${brand.series[0]}`), typeNames.indexOf(leaf.def.types[0]!) + 1, classNames.indexOf(leaf.def.productClass) + 1, leaf.id,
        `DEMO-${a.itemNo}`, ean13(`871999${a.itemNo.slice(1)}`), null, a.price.toFixed(2), a.unit, a.step, a.min,
        '001', leaf.discountGroup, leaf.def.etim[0], leaf.def.etim[1], false, null,
      ];
    });
    await insertRows(tx, 'articles', ARTICLE_COLUMNS, demoArticles);
    await insertRows(tx, 'article_features', ['item_no', 'feature_code', 'feature_name', 'value', 'unit', 'sort_order'], features, 3000);
    await insertRows(tx, 'article_attachments', ['id', 'item_no', 'kind', 'title', 'file_name'], attachments, 3000);
    await insertRows(tx, 'article_stock', ['item_no', 'warehouse_code', 'quantity'], stock, 3000);

    // related: alternatives from the same leaf, accessories from the next leaf
    const relations: unknown[][] = [];
    const leafIds = [...byLeaf.keys()];
    leafIds.forEach((leafId, li) => {
      const same = byLeaf.get(leafId)!;
      const next = byLeaf.get(leafIds[(li + 1) % leafIds.length]!)!;
      same.forEach((itemNo, k) => {
        const picks = new Set<string>();
        if (same.length > 1) picks.add(same[(k + 1) % same.length]!);
        if (same.length > 2) picks.add(same[(k + 2) % same.length]!);
        picks.add(next[k % next.length]!);
        [...picks].filter((p) => p !== itemNo).forEach((p, s) => relations.push([itemNo, p, same.includes(p) ? 'alternative' : 'accessory', s]));
      });
    });
    await insertRows(tx, 'article_relations', ['item_no', 'related_item_no', 'relation_type', 'sort_order'], relations, 3000);

    // ---- customers, users, addresses, discounts
    const customers: unknown[][] = [];
    const addresses: unknown[][] = [];
    const users: unknown[][] = [];
    const discounts: unknown[][] = [];
    const roles = { main: `${opts.productKey}klant_Hoofdgebruiker`, employee: `${opts.productKey}klant_Medewerker`, warehouse: `${opts.productKey}klant_Magazijn` };
    let h = 0;
    const userIdsOf: string[][] = [];
    for (let c = 0; c < opts.customerCount; c++) {
      const number = customerNumberOf(c);
      const name = c < COMPANY_NAMES.length ? COMPANY_NAMES[c]! : `${r.pick(SURNAMES).replace(/^./, (s) => s.toUpperCase())} Installatie ${c + 1}`;
      const [city, pc] = r.pick(CITIES);
      const street = r.pick(STREETS);
      const mails = demoUsersOf(c);
      customers.push([number, name, `NL${String(800000000 + c * 7919).padStart(9, '0')}B01`, String(60000000 + c * 1013), `038-${r.int(1000000, 9999999)}`, `info@${mails.main.split('@')[1]}`]);
      addresses.push([number, 'main', name, street, String(r.int(1, 180)), `${pc} ${String.fromCharCode(65 + r.int(0, 25))}${String.fromCharCode(65 + r.int(0, 25))}`, city, 'NL']);
      addresses.push([number, 'delivery', `${name} (werkplaats)`, r.pick(STREETS), String(r.int(1, 180)), `${pc} ${String.fromCharCode(65 + r.int(0, 25))}${String.fromCharCode(65 + r.int(0, 25))}`, city, 'NL']);
      const ids: string[] = [];
      for (const kind of ['main', 'employee', 'warehouse'] as const) {
        const id = `u-${number}-${kind}`;
        ids.push(id);
        users.push([id, number, mails[kind], mails[kind], hashes[h++]!, r.pick(FIRST_NAMES), r.pick(SURNAMES), `06-${r.int(10000000, 99999999)}`, `{${roles[kind]}}`]);
      }
      userIdsOf.push(ids);
      const groups = [...usedGroups];
      const start = r.int(0, groups.length - 1);
      const count = Math.min(groups.length, 8 + r.int(0, 6));
      for (let k = 0; k < count; k++) discounts.push([number, groups[(start + k) % groups.length]!, null, (r.int(10, 45)).toFixed(2), r.int(0, 2)]);
      // Three draws of an article; one drawn twice gets one discount (a customer's key is unique, migration 092).
      const discounted = new Set<string>();
      for (let k = 0; k < 3 && articles.length; k++) {
        const itemNo = (articles[r.int(0, articles.length - 1)] as string[])[0]!;
        const percentage = r.int(30, 55).toFixed(2);
        if (discounted.has(itemNo)) continue;
        discounted.add(itemNo);
        discounts.push([number, null, itemNo, percentage, 1]);
      }
    }
    users.push(['u-admin', null, DEMO_ADMIN, DEMO_ADMIN, hashes[h++]!, 'Beheer', 'Kraanvogel', null, `{${opts.productKey}_Admin,${opts.productKey}_Operator}`]);
    await insertRows(tx, 'customers', ['number', 'name', 'vat_number', 'chamber_of_commerce', 'phone', 'email'], customers);
    await insertRows(tx, 'customer_addresses', ['customer_number', 'kind', 'name', 'street', 'house_number', 'postal_code', 'city', 'country'], addresses);
    await insertRows(tx, 'users', ['id', 'customer_number', 'user_name', 'email', 'password_hash', 'name', 'surname', 'phone_number', 'roles'], users);
    // Punch-out logins for the first two customers, as their procurement systems would use them (README).
    await seedPunchoutDemo(tx, [0, 1].filter((i) => i < opts.customerCount).map((i) => ({ customer: customerNumberOf(i), employee: userIdsOf[i]![1]! })));
    await insertRows(tx, 'customer_discounts', ['customer_number', 'discount_group_code', 'item_no', 'percentage', 'blue_green_index'], discounts);

    // ---- order and invoice history with credit notes
    const orders: unknown[][] = [];
    const orderLines: unknown[][] = [];
    const invoices: unknown[][] = [];
    const invoiceLines: unknown[][] = [];
    const recentReturns: unknown[][] = [];
    const day = 86_400_000;
    const today = Date.UTC(2026, 10, 1);
    let orderSeq = 1;
    let invoiceSeq = 1;
    let creditSeq = 1;
    for (let c = 0; c < opts.customerCount && articles.length; c++) {
      const number = customerNumberOf(c);
      const orderCount = 10 + r.int(0, 8);
      for (let o = 0; o < orderCount; o++) {
        const orderNo = `ORD${String(260000 + orderSeq++)}`;
        const date = new Date(today - r.int(1, 365) * day);
        const status = o < 2 ? 100 : o < 4 ? 200 : r.chance(0.05) ? 999 : 300;
        const lines = r.int(1, 6);
        let total = 0;
        const lineRows: [string, string, number, number][] = [];
        for (let l = 1; l <= lines; l++) {
          const a = articles[r.int(0, articles.length - 1)] as unknown[];
          const itemNo = a[0] as string;
          const amount = (a[13] as number) * r.int(1, 4);
          const price = prices.get(itemNo)!;
          orderLines.push([orderNo, l, itemNo, a[1], amount, status === 300 ? amount : 0, price.toFixed(2), '20.00']);
          total += amount * price * 0.8;
          lineRows.push([itemNo, a[1] as string, amount, price]);
        }
        orders.push([orderNo, number, userIdsOf[c]![0], date.toISOString(), status, r.pick(['bezorgen', 'afhalen']), `Project ${r.pick(STREETS)} ${r.int(1, 99)}`, `PO-${r.int(10000, 99999)}`, total.toFixed(2)]);
        if (status === 300) {
          const invoiceNo = `F${String(2026000 + invoiceSeq++)}`;
          const invDate = new Date(date.getTime() + 2 * day);
          invoices.push(['Invoice', invoiceNo, number, orderNo, invDate.toISOString().slice(0, 10), new Date(invDate.getTime() + 30 * day).toISOString().slice(0, 10), total.toFixed(2), (total * 0.21).toFixed(2), invDate.getTime() < today - 40 * day]);
          lineRows.forEach(([itemNo, desc, amount, price], k) => invoiceLines.push(['Invoice', invoiceNo, k + 1, itemNo, desc, amount, price.toFixed(2), '20.00']));
          if (r.chance(0.15)) {
            const [itemNo, desc, , price] = lineRows[0]!;
            // One piece of the first line came back: a return order (as the back office makes
            // them), so the order's lines count it as returned, and its credit note.
            const retNo = `RET${2600000 + creditSeq}`;
            const creditNo = `C${String(2026000 + creditSeq++)}`;
            const credit = -(price * 0.8);
            const cDate = new Date(invDate.getTime() + 10 * day);
            const cDay = cDate.toISOString().slice(0, 10);
            recentReturns.push([retNo, number, userIdsOf[c]![0], cDate.toISOString(), 300, 'bezorgen', `Retour van ${orderNo}`, null, credit.toFixed(2), 'Return', orderNo, cDay]);
            orderLines.push([retNo, 1, itemNo, desc, 1, 1, price.toFixed(2), '20.00']);
            invoices.push(['Credit', creditNo, number, retNo, cDay, cDay, credit.toFixed(2), (credit * 0.21).toFixed(2), true]);
            invoiceLines.push(['Credit', creditNo, 1, itemNo, `Retour: ${desc}`, -1, price.toFixed(2), '20.00']);
          }
        }
      }
    }
    const history = olderHistory(opts, articles as unknown[][], prices, userIdsOf, today);
    await insertRows(tx, 'orders', ['order_no', 'customer_number', 'placed_by', 'order_date', 'status', 'delivery_method', 'reference', 'po_number', 'total_net'], orders);
    await insertRows(
      tx,
      'orders',
      ['order_no', 'customer_number', 'placed_by', 'order_date', 'status', 'delivery_method', 'reference', 'po_number', 'total_net', 'order_type', 'return_of', 'planned_delivery_date'],
      [...history.orders, ...recentReturns],
    );
    // An order to be delivered went to the customer's delivery address (its workshop): the order
    // detail shows it, and the invoice prints the order's address.
    await tx.query(
      `UPDATE orders o SET delivery_name = a.name, delivery_street = a.street || ' ' || a.house_number, delivery_postal_code = a.postal_code,
              delivery_city = a.city, delivery_country = a.country
         FROM customer_addresses a
        WHERE a.customer_number = o.customer_number AND a.kind = 'delivery' AND o.delivery_method = 'bezorgen' AND o.order_type = 'Order' AND o.delivery_street IS NULL`,
    );
    invoices.push(...history.invoices);
    invoiceLines.push(...history.invoiceLines);
    orderLines.push(...history.orderLines);
    await insertRows(tx, 'order_lines', ['order_no', 'line_no', 'item_no', 'description', 'amount', 'delivered', 'unit_price', 'discount_pct'], orderLines, 3000);
    await insertRows(tx, 'invoices', ['invoice_type', 'invoice_no', 'customer_number', 'order_no', 'invoice_date', 'due_date', 'total_net', 'total_vat', 'is_paid'], invoices);
    await insertRows(tx, 'invoice_lines', ['invoice_type', 'invoice_no', 'line_no', 'item_no', 'description', 'amount', 'unit_price', 'discount_pct'], invoiceLines, 3000);

    // ---- a default basket and an order list for the first customers
    for (let c = 0; c < Math.min(opts.customerCount, 3) && articles.length; c++) {
      const number = customerNumberOf(c);
      const [basket] = await tx.query<{ id: number }>(
        "INSERT INTO baskets (customer_number, created_by, name, basket_type, is_default) VALUES ($1, $2, 'Winkelwagen', 0, true) RETURNING id",
        [number, userIdsOf[c]![0]!],
      );
      const [list] = await tx.query<{ id: number }>(
        "INSERT INTO baskets (customer_number, created_by, name, basket_type) VALUES ($1, $2, 'Vaste voorraad bus', 1) RETURNING id",
        [number, userIdsOf[c]![0]!],
      );
      const items: unknown[][] = [];
      for (let k = 0; k < 4; k++) {
        const a = articles[(c * 11 + k * 17) % articles.length] as unknown[];
        items.push([basket!.id, a[0], (a[14] as number) * 1 + (a[13] as number) * k]);
        items.push([list!.id, a[0], (a[14] as number) * 2]);
      }
      // adding the min quantity plus whole steps keeps every line valid
      await insertRows(tx, 'basket_items', ['basket_id', 'item_no', 'amount'], dedupe(items));
    }

    // ---- purchasing control
    if (opts.purchasingDemo && opts.customerCount > 0) await seedPurchasingDemo(tx, new Date(today - 365 * day).toISOString().slice(0, 10));

    // ---- blog
    await insertRows(tx, 'blogs', ['id', 'slug', 'name'], [['blog-nieuws', 'nieuws', 'Nieuws']]);
    await insertRows(tx, 'blog_authors', ['id', 'user_name', 'name', 'surname'], [['author-1', 'redactie', 'Marieke', 'Koster'], ['author-2', 'techniek', 'Jeroen', 'Lammers']]);
    const posts = BLOG_POSTS.map((p, i) => [
      `post-${i + 1}`, 'blog-nieuws', i % 2 ? 'author-2' : 'author-1', p.title, p.slug, p.short, p.content, `cover-${p.slug}`, `{${p.tags.join(',')}}`,
      new Date(today - i * 9 * day).toISOString(), null, new Date(today - i * 9 * day).toISOString(),
    ]);
    await insertRows(tx, 'blog_posts', ['id', 'blog_id', 'author_id', 'title', 'slug', 'short_description', 'content', 'cover_image_media_id', 'tags', 'creation_time', 'last_modification_time', 'published_at'], posts);
  });
  return { articles: opts.articleCount, customers: opts.customerCount };
}

function dedupe(items: unknown[][]): unknown[][] {
  const seen = new Set<string>();
  return items.filter((i) => {
    const k = `${i[0]}|${i[1]}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * The words of an article's description that name its features: a value with its unit ('15mm'),
 * a yes/no feature by its name when it applies ('met waste') and not at all when it does not
 * (never a bare 'ja' or 'nee').
 */
export function variantOf(chosen: { f: FeatureDef; value: string }[]): string[] {
  return chosen.flatMap(({ f, value }) => {
    if (value === 'nee') return [];
    if (value === 'ja') return [f.name.charAt(0).toLowerCase() + f.name.slice(1)];
    return [f.unit ? `${value}${f.unit === 'mm' ? 'mm' : ` ${f.unit}`}` : value];
  });
}

/**
 * The older history: its own random sequence (so its size changes nothing else in the demo
 * data), order numbers ORD1xxxxxx, invoices F1xxxxxx and credit notes C1xxxxxx.
 */
function olderHistory(opts: SeedOptions, articles: unknown[][], prices: Map<string, number>, userIdsOf: string[][], today: number) {
  const r = rng(opts.seed ^ 0x5eed0ed);
  const day = 86_400_000;
  const orders: unknown[][] = [];
  const orderLines: unknown[][] = [];
  const invoices: unknown[][] = [];
  const invoiceLines: unknown[][] = [];
  let seq = 1;
  let invoiceSeq = 1;
  let creditSeq = 1;
  const count = opts.historyOrders ?? 0;
  for (let c = 0; c < opts.customerCount && articles.length && count > 0; c++) {
    const number = customerNumberOf(c);
    for (let o = 0; o < count; o++) {
      const orderNo = `ORD${1000000 + seq++}`;
      // Evenly over two years before the recent history, a little jitter within the day.
      const date = new Date(today - 366 * day - Math.floor(((o + r.next()) / count) * 730 * day));
      const cancelled = r.chance(0.04);
      const lineRows: [string, string, number, number, number][] = [];
      for (let l = 1, lines = r.int(1, 8); l <= lines; l++) {
        const a = articles[r.int(0, articles.length - 1)]!;
        lineRows.push([a[0] as string, a[1] as string, (a[13] as number) * r.int(1, 6), prices.get(a[0] as string)!, r.pick([15, 20, 25, 30])]);
      }
      const net = (rows: typeof lineRows, sign = 1) => rows.reduce((s, [, , amount, price, disc]) => s + sign * amount * price * (1 - disc / 100), 0);
      const total = net(lineRows);
      const planned = new Date(date.getTime() + (date.getUTCDay() === 5 ? 3 : date.getUTCDay() === 6 ? 2 : 1) * day).toISOString().slice(0, 10);
      const user = userIdsOf[c]![r.int(0, Math.max(0, userIdsOf[c]!.length - 2))] ?? null;
      orders.push([orderNo, number, user, date.toISOString(), cancelled ? 999 : 300, r.pick(['bezorgen', 'bezorgen', 'afhalen']), `Project ${r.pick(STREETS)} ${r.int(1, 99)}`, r.chance(0.7) ? `PO-${r.int(10000, 99999)}` : null, total.toFixed(2), 'Order', null, planned]);
      lineRows.forEach(([itemNo, desc, amount, price, disc], k) => orderLines.push([orderNo, k + 1, itemNo, desc, amount, cancelled ? 0 : amount, price.toFixed(2), disc.toFixed(2)]));
      if (cancelled) continue;
      const invoiceNo = `F${10000000 + invoiceSeq++}`;
      const invDate = new Date(`${planned}T00:00:00Z`);
      invoices.push(['Invoice', invoiceNo, number, orderNo, planned, new Date(invDate.getTime() + 30 * day).toISOString().slice(0, 10), total.toFixed(2), (total * 0.21).toFixed(2), true]);
      lineRows.forEach(([itemNo, desc, amount, price, disc], k) => invoiceLines.push(['Invoice', invoiceNo, k + 1, itemNo, desc, amount, price.toFixed(2), disc.toFixed(2)]));
      if (!r.chance(0.08)) continue;
      // A return of part of the first line, a week after the delivery, and its credit note.
      const [itemNo, desc, amount, price, disc] = lineRows[0]!;
      const back = Math.max(1, Math.floor(amount / 2));
      const retNo = `RET${1000000 + seq++}`;
      const retDate = new Date(invDate.getTime() + 7 * day);
      const credit = net([[itemNo, desc, back, price, disc]], -1);
      orders.push([retNo, number, user, retDate.toISOString(), 300, 'bezorgen', `Retour van ${orderNo}`, null, credit.toFixed(2), 'Return', orderNo, retDate.toISOString().slice(0, 10)]);
      orderLines.push([retNo, 1, itemNo, desc, back, back, price.toFixed(2), disc.toFixed(2)]);
      const creditNo = `C${10000000 + creditSeq++}`;
      invoices.push(['Credit', creditNo, number, retNo, retDate.toISOString().slice(0, 10), retDate.toISOString().slice(0, 10), credit.toFixed(2), (credit * 0.21).toFixed(2), true]);
      invoiceLines.push(['Credit', creditNo, 1, itemNo, `Retour: ${desc}`, -back, price.toFixed(2), disc.toFixed(2)]);
    }
  }
  return { orders, orderLines, invoices, invoiceLines };
}
