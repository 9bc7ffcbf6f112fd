// The discount import: an Excel workbook in the layout of the export (a header row with Id,
// Klantnummer, Kortingsgroep, Artikelnummer, Korting % and Blauw-groen-index; the description
// columns are ignored) read in a worker thread within the file limits, each row checked — its
// own fields, then against the database in one query per kind — and shown as an add, a change,
// unchanged or an error with the reasons in Dutch. Saving takes the same file: any bad row
// refuses the whole file, otherwise every add and change is made in one transaction.
import type { Db, Queryable } from '../../db/db.js';
import { ApiError, invalid } from '../../plugins/errors.js';
import { heavyWork, TaskError, TaskTimeoutError } from '../../lib/workers/pool.js';
import { FILE_LIMITS, fileLimitMessage, type SheetRow } from '../../lib/order-files.js';

/** The rows of discounts one file may hold (the header row aside). */
export const MAX_IMPORT_ROWS = 2000;

const HEADERS = {
  id: 'id',
  customerNumber: 'klantnummer',
  discountGroup: 'kortingsgroep',
  itemNumber: 'artikelnummer',
  percentage: 'korting %',
  blueGreenIndex: 'blauw-groen-index',
} as const;
type Column = keyof typeof HEADERS;

export const HEADER_MESSAGE =
  'De eerste rij moet de kolomkoppen hebben zoals in de export: Klantnummer, Kortingsgroep en/of Artikelnummer, Korting %, en eventueel Id en Blauw-groen-index.';

export const DUPLICATE_KEY_MESSAGE = 'Een rij geeft een klant een tweede korting op dezelfde kortingsgroep en hetzelfde artikel; er is niets opgeslagen.';

export type ImportAction = 'add' | 'change' | 'unchanged' | 'error';

export interface ImportRow {
  row: number;
  action: ImportAction;
  id: number | null;
  customerNumber: string;
  discountGroup: string | null;
  itemNumber: string | null;
  percentage: number | null;
  blueGreenIndex: number;
  errors: string[];
}

export interface ImportResult {
  rows: ImportRow[];
  adds: number;
  changes: number;
  unchanged: number;
  errors: number;
}

const nl = new Intl.NumberFormat('nl-NL');

/** The workbook's rows, read in a worker thread; a file past a limit or unreadable is a 400 naming why. */
export async function readDiscountWorkbook(data: Uint8Array, key: string): Promise<SheetRow[]> {
  try {
    return await heavyWork.run('readXlsxRows', data, { key, timeoutMs: FILE_LIMITS.timeMs });
  } catch (err) {
    if (err instanceof TaskTimeoutError) throw invalid('file', fileLimitMessage('timeMs'));
    if (err instanceof TaskError && (err.failure.name === 'FileLimitError' || err.failure.name === 'UnreadableFileError')) throw invalid('file', err.message);
    throw err;
  }
}

/** Which column holds what, from the header row; null when the row is not a header of the export's layout. */
function columnsOf(header: string[]): Partial<Record<Column, number>> | null {
  const at: Partial<Record<Column, number>> = {};
  header.forEach((text, i) => {
    const name = text.trim().toLowerCase().replace(/\s+/g, ' ');
    for (const [column, title] of Object.entries(HEADERS) as [Column, string][]) if (name === title && at[column] === undefined) at[column] = i;
  });
  if (at.customerNumber === undefined || at.percentage === undefined || (at.discountGroup === undefined && at.itemNumber === undefined)) return null;
  return at;
}

/** A percentage as typed or stored: 12,5 or 12.5, from 0 to 100 with at most two decimals. */
function percentageOf(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (!/^[0-9]{1,3}(\.[0-9]+)?$/.test(t)) return null;
  const n = Number(t);
  if (n > 100 || Math.round(n * 100) !== Number((n * 100).toFixed(6))) return null;
  return n;
}

/** One row's own fields, before the database is asked. */
function readRow(r: SheetRow, at: Partial<Record<Column, number>>): ImportRow {
  const cell = (c: Column) => (at[c] === undefined ? '' : (r.cells[at[c]!] ?? '').trim());
  const errors: string[] = [];
  const idText = cell('id');
  let id: number | null = null;
  if (idText) {
    id = /^[0-9]{1,10}$/.test(idText) && Number(idText) >= 1 && Number(idText) <= 2147483647 ? Number(idText) : null;
    if (id === null) errors.push(`Id '${idText.slice(0, 20)}' is geen geldig nummer van een korting.`);
  }
  const customerNumber = cell('customerNumber');
  if (!customerNumber) errors.push('Vul een klantnummer in.');
  else if (customerNumber.length > 20) errors.push('Een klantnummer heeft hoogstens 20 tekens.');
  const discountGroup = cell('discountGroup') || null;
  const itemNumber = cell('itemNumber') || null;
  if (!discountGroup && !itemNumber) errors.push('Vul een kortingsgroep of een artikelnummer in.');
  if (discountGroup && discountGroup.length > 20) errors.push('Een kortingsgroep heeft hoogstens 20 tekens.');
  if (itemNumber && itemNumber.length > 40) errors.push('Een artikelnummer heeft hoogstens 40 tekens.');
  const pctText = cell('percentage');
  const percentage = pctText ? percentageOf(pctText) : null;
  if (!pctText) errors.push('Vul een kortingspercentage in.');
  else if (percentage === null) errors.push(`Korting '${pctText.slice(0, 20)}' is geen getal van 0 tot en met 100 (hoogstens twee decimalen).`);
  const bgText = cell('blueGreenIndex');
  let blueGreenIndex = 0;
  if (bgText) {
    const n = Number(bgText.replace(',', '.'));
    if (/^-?[0-9]{1,4}$/.test(bgText) && n >= -1000 && n <= 1000) blueGreenIndex = n;
    else errors.push(`Blauw-groen-index '${bgText.slice(0, 20)}' is geen heel getal van -1000 tot en met 1000.`);
  }
  return { row: r.row, action: errors.length ? 'error' : 'add', id, customerNumber, discountGroup, itemNumber, percentage, blueGreenIndex, errors };
}

interface Existing {
  id: number;
  customerNumber: string;
  discountGroup: string | null;
  itemNumber: string | null;
  percentage: number;
  blueGreenIndex: number;
}

const keyOf = (r: { customerNumber: string; discountGroup: string | null; itemNumber: string | null }) => JSON.stringify([r.customerNumber, r.discountGroup, r.itemNumber]);

/** Checks every row of the workbook against the database and says what saving would do. */
export async function checkImport(db: Queryable, sheet: SheetRow[]): Promise<ImportResult> {
  const [header, ...body] = sheet;
  const at = header ? columnsOf(header.cells) : null;
  if (!at) throw invalid('file', HEADER_MESSAGE);
  if (!body.length) throw invalid('file', 'In dit bestand staan geen kortingen onder de kolomkoppen.');
  if (body.length > MAX_IMPORT_ROWS) throw invalid('file', `Een bestand kan hoogstens ${nl.format(MAX_IMPORT_ROWS)} kortingen hebben; dit bestand heeft er ${nl.format(body.length)}.`);
  const rows = body.map((r) => readRow(r, at));

  const distinct = (f: (r: ImportRow) => string | null) => [...new Set(rows.map(f).filter((v): v is string => v !== null && v !== ''))];
  const [customers, groups, articles] = await Promise.all([
    db.query<{ v: string }>('SELECT number AS v FROM customers WHERE number = ANY($1::text[])', [distinct((r) => r.customerNumber)]),
    db.query<{ v: string }>('SELECT code AS v FROM discount_groups WHERE code = ANY($1::text[])', [distinct((r) => r.discountGroup)]),
    db.query<{ v: string }>('SELECT item_no AS v FROM articles WHERE item_no = ANY($1::text[])', [distinct((r) => r.itemNumber)]),
  ]);
  const known = { customers: new Set(customers.map((r) => r.v)), groups: new Set(groups.map((r) => r.v)), articles: new Set(articles.map((r) => r.v)) };
  const existing = await db.query<Existing>(
    `SELECT id, customer_number AS "customerNumber", discount_group_code AS "discountGroup", item_no AS "itemNumber", percentage::float8 AS percentage, blue_green_index AS "blueGreenIndex"
       FROM customer_discounts WHERE id = ANY($1::int[]) OR customer_number = ANY($2::text[]) ORDER BY id`,
    [[...new Set(rows.flatMap((r) => (r.id === null ? [] : [r.id])))], [...known.customers]],
  );
  const byId = new Map(existing.map((e) => [e.id, e]));
  const byKey = new Map<string, Existing>();
  for (const e of existing) if (!byKey.has(keyOf(e))) byKey.set(keyOf(e), e);

  const seenKeys = new Map<string, number>();
  const seenIds = new Map<number, number>();
  for (const r of rows) {
    if (r.customerNumber && r.customerNumber.length <= 20 && !known.customers.has(r.customerNumber)) r.errors.push(`Klant ${r.customerNumber} bestaat niet.`);
    if (r.discountGroup && !known.groups.has(r.discountGroup)) r.errors.push(`Kortingsgroep ${r.discountGroup} bestaat niet.`);
    if (r.itemNumber && !known.articles.has(r.itemNumber)) r.errors.push(`Artikel ${r.itemNumber} bestaat niet.`);
    const current = r.id !== null ? byId.get(r.id) : byKey.get(keyOf(r));
    if (r.id !== null && !current) r.errors.push(`Korting ${r.id} bestaat niet (laat Id leeg voor een nieuwe korting).`);
    if (r.id !== null) {
      const first = seenIds.get(r.id);
      if (first !== undefined) r.errors.push(`Korting ${r.id} staat ook in rij ${first}.`);
      else seenIds.set(r.id, r.row);
    }
    const key = keyOf(r);
    const firstKey = seenKeys.get(key);
    if (firstKey !== undefined && !r.errors.length) r.errors.push(`Dezelfde klant met dezelfde kortingsgroep en hetzelfde artikel staat ook in rij ${firstKey}.`);
    else if (firstKey === undefined) seenKeys.set(key, r.row);
    if (r.errors.length) {
      r.action = 'error';
      continue;
    }
    if (!current) r.action = 'add';
    else {
      r.id = current.id;
      const same = keyOf(current) === key && current.percentage === r.percentage && current.blueGreenIndex === r.blueGreenIndex;
      r.action = same ? 'unchanged' : 'change';
    }
  }
  const count = (a: ImportAction) => rows.filter((r) => r.action === a).length;
  return { rows, adds: count('add'), changes: count('change'), unchanged: count('unchanged'), errors: count('error') };
}

/**
 * Checks the workbook and saves it in one transaction: the table is locked against other writers
 * first (reads go on), so a second save of the same file waits, then finds every row there and
 * changes nothing. Refused whole (400, nothing saved) when any row is bad.
 */
export async function checkAndSaveImport(db: Db, sheet: SheetRow[]): Promise<ImportResult> {
  try {
    return await db.transaction(async (tx) => {
      await tx.query('LOCK TABLE customer_discounts IN SHARE ROW EXCLUSIVE MODE');
      const result = await checkImport(tx, sheet);
      await saveImport(tx, result);
      return result;
    });
  } catch (err) {
    // A changed row given the key of another discount that the file leaves as it is.
    if ((err as { code?: string }).code === '23505') throw invalid('file', DUPLICATE_KEY_MESSAGE);
    throw err;
  }
}

/** Saves a checked import (in the caller's transaction); refused (400, nothing saved) when any row is bad. */
async function saveImport(tx: Queryable, result: ImportResult): Promise<void> {
  if (result.errors) {
    const bad = result.rows.filter((r) => r.action === 'error');
    const message = `${bad.length === 1 ? '1 rij heeft' : `${nl.format(bad.length)} rijen hebben`} een fout; er is niets opgeslagen.`;
    throw new ApiError(400, 'Validation', message, bad.slice(0, 20).map((r) => ({ message: `Rij ${r.row}: ${r.errors.join(' ')}`, members: [`row${r.row}`] })), message);
  }
  const json = (a: ImportAction) =>
    JSON.stringify(
      result.rows
        .filter((r) => r.action === a)
        .map((r) => ({ id: r.id, customer_number: r.customerNumber, discount_group_code: r.discountGroup, item_no: r.itemNumber, percentage: r.percentage!.toFixed(2), blue_green_index: r.blueGreenIndex })),
    );
  const RECORD = 'r(id int, customer_number text, discount_group_code text, item_no text, percentage numeric, blue_green_index int)';
  await tx.query(
      `INSERT INTO customer_discounts (customer_number, discount_group_code, item_no, percentage, blue_green_index)
       SELECT customer_number, discount_group_code, item_no, percentage, blue_green_index FROM jsonb_to_recordset($1::jsonb) AS ${RECORD}`,
      [json('add')],
    );
    await tx.query(
      `UPDATE customer_discounts d SET customer_number = r.customer_number, discount_group_code = r.discount_group_code, item_no = r.item_no,
              percentage = r.percentage, blue_green_index = r.blue_green_index
         FROM jsonb_to_recordset($1::jsonb) AS ${RECORD} WHERE d.id = r.id`,
      [json('change')],
    );
}
