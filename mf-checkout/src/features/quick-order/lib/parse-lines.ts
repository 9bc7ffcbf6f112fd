// Lines as a buyer pastes or types them: copied from Excel (tab between the cells), from a CSV
// (semicolon or comma), or typed as 'code aantal'. The first column is the article code, the
// second the quantity; a header row ('Artikelnummer  Aantal') and empty rows are skipped.
export interface QuickOrderLine {
  code: string;
  quantity: string;
}

function separatorOf(rows: string[]): string | RegExp {
  const sample = rows.slice(0, 20).join('\n');
  if (sample.includes('\t')) return '\t';
  if (sample.includes(';')) return ';';
  if (sample.includes(',')) return ',';
  return /\s+/;
}

function cells(row: string, separator: string | RegExp): string[] {
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

const isQuantity = (text: string) => /^\d+([.,]0+)?$/.test(text.trim());

export function parseLines(text: string): QuickOrderLine[] {
  const rows = text.replace(/^\ufeff/, '').split(/\r\n|\n|\r/).filter((r) => r.trim() !== '');
  const separator = separatorOf(rows);
  const lines = rows
    .map((row) => cells(row, separator).map((c) => c.trim()))
    .map(([code = '', quantity = '']) => ({ code, quantity }))
    .filter((l) => l.code || l.quantity);
  const first = lines[0];
  if (first && !isQuantity(first.quantity) && !/^\d/.test(first.code)) lines.shift();
  return lines;
}
