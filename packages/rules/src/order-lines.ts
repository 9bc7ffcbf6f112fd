// Order lines as a buyer pastes, types or uploads them: copied from Excel (tab between the
// cells), from a CSV (semicolon or comma, double quotes around a cell allowed), or typed as
// 'code aantal' (spaces). Each row has its own separator, so a typed row among copied ones
// still reads as code and quantity. The first column is the article code, the second the quantity; a header row
// ('Artikelnummer; Aantal') and empty rows are skipped. The quantity stays text: whether it is
// one is the quantity rule's question (parseQuantity).
import { parseQuantity } from './quantities.js';

export interface OrderLineText {
  code: string;
  quantity: string;
}

/** The separator of a row: the first of tab, semicolon and comma that occurs in it, else white space. */
function separatorOf(row: string): string | RegExp {
  if (row.includes('\t')) return '\t';
  if (row.includes(';')) return ';';
  if (row.includes(',')) return ',';
  return /\s+/;
}

/**
 * What one text (an uploaded file, say) may hold at most: rows (empty ones counted), cells in a
 * row, and characters in a cell. They are checked while the text is read, so a text far beyond
 * them costs no more than reading up to the first row past a limit.
 */
export interface OrderLinesLimits {
  rows: number;
  columns: number;
  cellLength: number;
}

/** A text past one of its limits: which one, on which row (from 1), and the start of the cell. */
export class OrderLinesLimitError extends Error {
  constructor(
    readonly limit: keyof OrderLinesLimits,
    readonly row: number,
    readonly excerpt = '',
  ) {
    super(`order lines: past the ${limit} limit on row ${row}`);
  }
}

/** The first characters of a cell, to show which one is meant without echoing all of it. */
export const excerptOf = (cell: string, length = 20) => (cell.length > length ? `${cell.slice(0, length)}…` : cell);

function cellsOf(row: string, separator: string | RegExp, limits?: OrderLinesLimits, rowNo = 0): string[] {
  if (typeof separator !== 'string') {
    const cells = row.trim().split(separator);
    if (limits) checkCells(cells, limits, rowNo);
    return cells;
  }
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < row.length; i++) {
    // (Room for the white space around a cell; past it the cell is too long whatever follows.)
    if (limits && cell.length > 2 * limits.cellLength + 20) throw new OrderLinesLimitError('cellLength', rowNo, excerptOf(cell.trim()));
    const c = row[i]!;
    if (quoted) {
      if (c === '"' && row[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell.trim() === '') quoted = true;
    else if (c === separator) {
      out.push(cell);
      cell = '';
      if (limits && out.length >= limits.columns) throw new OrderLinesLimitError('columns', rowNo);
    } else cell += c;
  }
  out.push(cell);
  if (limits) checkCells(out, limits, rowNo);
  return out;
}

function checkCells(cells: string[], limits: OrderLinesLimits, rowNo: number) {
  if (cells.length > limits.columns) throw new OrderLinesLimitError('columns', rowNo);
  const long = cells.find((c) => c.trim().length > limits.cellLength);
  if (long !== undefined) throw new OrderLinesLimitError('cellLength', rowNo, excerptOf(long.trim()));
}

/** The rows of a text with their numbers (from 1), empty ones left out; past limits.rows an error. */
function rowsOf(text: string, limits?: OrderLinesLimits): { row: string; no: number }[] {
  const rows: { row: string; no: number }[] = [];
  const breaks = /\r\n|\n|\r/g;
  let start = 0;
  for (let no = 1; start <= text.length; no++) {
    if (limits && no > limits.rows) throw new OrderLinesLimitError('rows', no);
    const m = breaks.exec(text);
    const end = m ? m.index : text.length;
    const row = text.slice(start, end);
    if (row.trim() !== '') rows.push({ row, no });
    if (!m) break;
    start = breaks.lastIndex;
  }
  return rows;
}

/** An order line with the number of the row it was read from (from 1, empty rows counted). */
export interface NumberedOrderLineText extends OrderLineText {
  row: number;
}

/** Drops a first row whose quantity is not a number and whose code does not start with a digit: a header. */
export function withoutHeaderRow<T extends OrderLineText>(lines: T[]): T[] {
  const first = lines[0];
  return first && parseQuantity(first.quantity) === null && !/^\d/.test(first.code) ? lines.slice(1) : lines;
}

/**
 * The code and quantity of every line of a pasted, typed or delimited text (each row with its own
 * separator); with limits, an OrderLinesLimitError for the first row past one of them.
 */
export function parseOrderLines(text: string, limits?: OrderLinesLimits): OrderLineText[] {
  return parseNumberedOrderLines(text, limits).map(({ code, quantity }) => ({ code, quantity }));
}

/** parseOrderLines, each line with the number of its row in the text. */
export function parseNumberedOrderLines(text: string, limits?: OrderLinesLimits): NumberedOrderLineText[] {
  const rows = rowsOf(text.replace(/^\ufeff/, ''), limits);
  const lines = rows
    .map(({ row, no }) => {
      const [code = '', quantity = ''] = cellsOf(row, separatorOf(row), limits, no).map((c) => c.trim());
      return { code, quantity, row: no };
    })
    .filter((l) => l.code || l.quantity);
  return withoutHeaderRow(lines);
}
