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

function cellsOf(row: string, separator: string | RegExp): string[] {
  if (typeof separator !== 'string') return row.trim().split(separator);
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < row.length; i++) {
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
    } else cell += c;
  }
  out.push(cell);
  return out;
}

/** Drops a first row whose quantity is not a number and whose code does not start with a digit: a header. */
export function withoutHeaderRow(lines: OrderLineText[]): OrderLineText[] {
  const first = lines[0];
  return first && parseQuantity(first.quantity) === null && !/^\d/.test(first.code) ? lines.slice(1) : lines;
}

/** The code and quantity of every line of a pasted, typed or delimited text. */
export function parseOrderLines(text: string): OrderLineText[] {
  const rows = text.replace(/^\ufeff/, '').split(/\r\n|\n|\r/).filter((r) => r.trim() !== '');
  const lines = rows
    .map((row) => cellsOf(row, separatorOf(row)).map((c) => c.trim()))
    .map(([code = '', quantity = '']) => ({ code, quantity }))
    .filter((l) => l.code || l.quantity);
  return withoutHeaderRow(lines);
}
