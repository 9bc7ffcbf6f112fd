// Uploaded files read within limits (quick-order files; the discount import's workbook reads its
// rows through readXlsxRows): a .csv (through the rule that reads pasted lines) and an
// .xlsx (a zip of XML parts: the central directory's sizes are checked before anything is
// inflated, the inflated bytes are counted while inflating, and the worksheet is read as a
// stream of XML events that stops at the first row past a limit). This runs in a worker thread
// (see workers/); the route maps a FileLimitError to a 400 that names the limit.
import { Unzip, UnzipInflate, unzipSync } from 'fflate';
import { SaxesParser } from 'saxes';
import { excerptOf, OrderLinesLimitError, parseNumberedOrderLines, parseOrderLines, withoutHeaderRow, type NumberedOrderLineText, type OrderLineText } from '@kraanvogel/rules';

/** What an uploaded file may hold and cost at most. */
export interface FileLimits {
  lines: number;
  /** What a line holds, as the message about `lines` names it. */
  lineHolds: string;
  rows: number;
  columns: number;
  cellLength: number;
  inflatedBytes: number;
  timeMs: number;
}

/** The quick order's files (and, `lines` aside, the discount import's workbook). */
export const FILE_LIMITS: FileLimits = {
  /** Rows with an article code or a quantity (a header row aside): the quick order's maximum. */
  lines: 1000,
  lineHolds: 'een artikelnummer en een aantal',
  /** Rows, empty ones counted. */
  rows: 5000,
  /** Cells in a row. */
  columns: 50,
  /** Characters in a cell. */
  cellLength: 200,
  /** Bytes of the parts of an .xlsx that are read, once inflated (a list of 1,000 lines takes some 200 KB). */
  inflatedBytes: 2_000_000,
  /** Milliseconds of reading (the worker is stopped then). */
  timeMs: 2000,
};

export type FileLimit = 'lines' | 'rows' | 'columns' | 'cellLength' | 'inflatedBytes' | 'timeMs';

const nl = new Intl.NumberFormat('nl-NL');

/** The Dutch message of a file past a limit: it names the limit and, where it helps, the row and the cell's first characters. */
export function fileLimitMessage(limit: FileLimit, row = 0, excerpt = '', limits: FileLimits = FILE_LIMITS): string {
  const at = row ? ` (rij ${nl.format(row)})` : '';
  switch (limit) {
    case 'lines':
      return `Een bestand kan hoogstens ${nl.format(limits.lines)} regels met ${limits.lineHolds} hebben.`;
    case 'rows':
      return `Een bestand kan hoogstens ${nl.format(limits.rows)} rijen hebben (lege rijen meegeteld).`;
    case 'columns':
      return `Een rij kan hoogstens ${nl.format(limits.columns)} kolommen hebben${at}.`;
    case 'cellLength':
      return `Een cel kan hoogstens ${nl.format(limits.cellLength)} tekens hebben${at}${excerpt ? `: "${excerpt}"` : ''}.`;
    case 'inflatedBytes':
      return `Uitgepakt kan een Excel-bestand hoogstens ${nl.format(limits.inflatedBytes / 1_000_000)} MB aan werkbladgegevens hebben.`;
    case 'timeMs':
      return `Het lezen van dit bestand duurde te lang (hoogstens ${nl.format(limits.timeMs / 1000)} seconden).`;
  }
}

export class FileLimitError extends Error {
  constructor(
    readonly limit: FileLimit,
    readonly row = 0,
    readonly excerpt = '',
    limits: FileLimits = FILE_LIMITS,
  ) {
    super(fileLimitMessage(limit, row, excerpt, limits));
  }
}

/** A file that is not what its type says. */
export class UnreadableFileError extends Error {}

export const XLSX_UNREADABLE = 'Dit bestand kunnen wij niet lezen als Excel-bestand (.xlsx).';

/** Lines past the maximum are an error as soon as one more is seen. */
function checkLines<T extends OrderLineText>(lines: T[], limits: FileLimits = FILE_LIMITS): T[] {
  const body = withoutHeaderRow(lines);
  if (body.length > limits.lines) throw new FileLimitError('lines', 0, '', limits);
  return body;
}

/** The code and quantity columns of a .csv (or any delimited text) file. */
export function readCsv(data: Uint8Array): OrderLineText[] {
  try {
    return checkLines(parseOrderLines(new TextDecoder().decode(data), FILE_LIMITS));
  } catch (err) {
    if (err instanceof OrderLinesLimitError) throw new FileLimitError(err.limit, err.row, err.excerpt);
    throw err;
  }
}

/**
 * Inflates one part of a zip and hands its text on piece by piece as it is inflated (so a reader
 * can stop at the first piece past a limit); `budget` is what may still be inflated.
 */
function streamPart(data: Uint8Array, name: string, budget: number, limits: FileLimits, onText: (text: string) => void) {
  let total = 0;
  let broken = false;
  // The reader's own error (a limit), kept here: the unzip library does not pass it on.
  let stopped: unknown = null;
  const decoder = new TextDecoder();
  const unzip = new Unzip((file) => {
    if (file.name !== name) return;
    file.ondata = (err, chunk, final) => {
      if (stopped) return;
      if (err) {
        broken = true;
        return;
      }
      try {
        total += chunk.length;
        if (total > budget) throw new FileLimitError('inflatedBytes', 0, '', limits);
        // Small pieces: the XML reader works through each piece whole before it stops.
        for (let at = 0; at < chunk.length; at += 16_384) onText(decoder.decode(chunk.subarray(at, at + 16_384), { stream: true }));
        if (final) onText(decoder.decode());
      } catch (error) {
        stopped = error;
        file.terminate();
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  const step = 16 * 1024;
  try {
    for (let at = 0; at < data.length && !broken && !stopped; at += step) unzip.push(data.subarray(at, at + step), at + step >= data.length);
  } catch {
    broken = true;
  }
  if (stopped) throw stopped;
  if (broken) throw new UnreadableFileError(XLSX_UNREADABLE);
}

/** The inflated bytes of the named parts of a zip, their total kept within limits.inflatedBytes. */
function inflateParts(data: Uint8Array, names: Set<string>, limits: FileLimits): Map<string, string> {
  const chunks = new Map<string, Uint8Array[]>();
  let total = 0;
  let over = false;
  let broken = false;
  const unzip = new Unzip((file) => {
    if (!names.has(file.name)) return;
    const parts: Uint8Array[] = [];
    chunks.set(file.name, parts);
    file.ondata = (err, chunk) => {
      if (err) {
        broken = true;
        return;
      }
      total += chunk.length;
      if (total > limits.inflatedBytes) {
        over = true;
        file.terminate();
        return;
      }
      parts.push(chunk);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  const step = 64 * 1024;
  try {
    for (let at = 0; at < data.length && !over && !broken; at += step) unzip.push(data.subarray(at, at + step), at + step >= data.length);
  } catch {
    broken = true;
  }
  if (over) throw new FileLimitError('inflatedBytes', 0, '', limits);
  if (broken) throw new UnreadableFileError(XLSX_UNREADABLE);
  const decoder = new TextDecoder();
  const texts = new Map<string, string>();
  for (const [name, parts] of chunks) {
    const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const p of parts) {
      all.set(p, at);
      at += p.length;
    }
    texts.set(name, decoder.decode(all));
  }
  return texts;
}

/** Runs a SAX parse of an XML text, its handlers set by `on`. */
type Parser = SaxesParser<{ xmlns: true }>;

function parseXml(xml: string, on: (parser: Parser) => void) {
  const parser: Parser = new SaxesParser({ xmlns: true });
  on(parser);
  try {
    parser.write(xml).close();
  } catch (err) {
    if (err instanceof FileLimitError) throw err;
    throw new UnreadableFileError(XLSX_UNREADABLE);
  }
}

/** An attribute's value by its local name (any namespace). */
const attr = (node: { attributes: Record<string, { local: string; value: string }> }, local: string) =>
  Object.values(node.attributes).find((a) => a.local === local)?.value;

/** The column number (A = 1) of a cell reference such as 'AB12'. */
function columnOf(ref: string): number {
  let n = 0;
  for (const c of ref) {
    const code = c.charCodeAt(0);
    if (code < 65 || code > 90) break;
    n = n * 26 + (code - 64);
  }
  return n;
}

/** A worksheet row as it was read: its row number in the sheet and its cells' texts (A first). */
export interface SheetRow {
  row: number;
  cells: string[];
}

/** The first two columns (code, quantity) of the first worksheet of an .xlsx file. */
export function readXlsx(data: Uint8Array): OrderLineText[] {
  const lines: OrderLineText[] = [];
  readSheet(data, ({ cells }) => {
    const code = cells[0] ?? '';
    const quantity = cells[1] ?? '';
    if (code || quantity) {
      lines.push({ code, quantity });
      // One more than the maximum may be a header row; two more never fit.
      if (lines.length > FILE_LIMITS.lines + 1) throw new FileLimitError('lines');
    }
  });
  return checkLines(lines);
}

/** Every row of the first worksheet of an .xlsx file that has a cell with text, within FILE_LIMITS. */
export function readXlsxRows(data: Uint8Array): SheetRow[] {
  const rows: SheetRow[] = [];
  readSheet(data, (r) => {
    if (r.cells.some((c) => c)) rows.push(r);
  });
  return rows;
}

/**
 * The first two columns of every line of a .csv or .xlsx file (a header row aside), each with the
 * number of its row in the file, within the given limits (an upload with limits of its own).
 */
export function readNumberedLines(kind: 'csv' | 'xlsx', data: Uint8Array, limits: FileLimits): NumberedOrderLineText[] {
  if (kind === 'csv') {
    try {
      return checkLines(parseNumberedOrderLines(new TextDecoder().decode(data), limits), limits);
    } catch (err) {
      if (err instanceof OrderLinesLimitError) throw new FileLimitError(err.limit, err.row, err.excerpt, limits);
      throw err;
    }
  }
  const lines: NumberedOrderLineText[] = [];
  readSheet(
    data,
    ({ row, cells }) => {
      const code = cells[0] ?? '';
      const quantity = cells[1] ?? '';
      if (!code && !quantity) return;
      lines.push({ code, quantity, row });
      if (lines.length > limits.lines + 1) throw new FileLimitError('lines', 0, '', limits);
    },
    limits,
  );
  return checkLines(lines, limits);
}

/** Reads the first worksheet of an .xlsx file row by row, stopping at the first row past a limit. */
function readSheet(data: Uint8Array, onRow: (row: SheetRow) => void, limits: FileLimits = FILE_LIMITS): void {
  // The central directory first: what the parts say they hold once inflated, before inflating any.
  const sizes = new Map<string, number>();
  try {
    unzipSync(data, {
      filter: (f) => {
        sizes.set(f.name, f.originalSize);
        return false;
      },
    });
  } catch {
    throw new UnreadableFileError(XLSX_UNREADABLE);
  }
  if (!sizes.has('xl/workbook.xml')) throw new UnreadableFileError(XLSX_UNREADABLE);

  // Which part is the first worksheet: the workbook's first sheet, through the workbook's relations.
  const head = inflateParts(data, new Set(['xl/workbook.xml', 'xl/_rels/workbook.xml.rels']), limits);
  let firstId: string | undefined;
  parseXml(head.get('xl/workbook.xml') ?? '', (p) =>
    p.on('opentag', (node) => {
      if (node.local === 'sheet' && firstId === undefined) firstId = attr(node, 'id');
    }),
  );
  let target: string | undefined;
  parseXml(head.get('xl/_rels/workbook.xml.rels') ?? '', (p) =>
    p.on('opentag', (node) => {
      if (node.local === 'Relationship' && attr(node, 'Id') === firstId) target = attr(node, 'Target');
    }),
  );
  const sheetPart = target ? (target.startsWith('/') ? target.slice(1) : `xl/${target}`) : 'xl/worksheets/sheet1.xml';
  if (!sizes.has(sheetPart)) return;
  const parts = [sheetPart, ...(sizes.has('xl/sharedStrings.xml') ? ['xl/sharedStrings.xml'] : [])];
  if (parts.reduce((n, p) => n + (sizes.get(p) ?? 0), 0) > limits.inflatedBytes) throw new FileLimitError('inflatedBytes', 0, '', limits);
  const sstPart = sizes.has('xl/sharedStrings.xml') ? inflateParts(data, new Set(['xl/sharedStrings.xml']), limits) : new Map<string, string>();
  const sstBytes = [...sstPart.values()].reduce((n, text) => n + Buffer.byteLength(text), 0);

  // The shared strings (the texts that cells refer to by number).
  const shared: string[] = [];
  const sst = sstPart.get('xl/sharedStrings.xml');
  if (sst) {
    let item: string | null = null;
    let inText = false;
    let inPhonetic = false;
    parseXml(sst, (p) => {
      p.on('opentag', (node) => {
        if (node.local === 'si') item = '';
        else if (node.local === 'rPh') inPhonetic = true;
        else if (node.local === 't' && !inPhonetic) inText = true;
      });
      p.on('closetag', (node) => {
        if (node.local === 'si') {
          shared.push(item ?? '');
          item = null;
        } else if (node.local === 'rPh') inPhonetic = false;
        else if (node.local === 't') inText = false;
      });
      p.on('text', (t) => {
        if (inText && item !== null) item += t;
      });
    });
  }

  // The worksheet's rows, stopping at the first past a limit.
  let rows = 0;
  let rowNo = 0;
  let row: string[] = [];
  let column = 0;
  let type = '';
  let value: string | null = null;
  let inValue = false;
  const cellText = (): string => {
    const v = value ?? '';
    if (type === 's') return shared[Number(v)] ?? '';
    if (type === 'b') return v === '1' ? 'TRUE' : 'FALSE';
    if (type === 'inlineStr' || type === 'str' || type === 'e') return v;
    return v === '' ? '' : String(Number(v));
  };
  const sheet: Parser = new SaxesParser({ xmlns: true });
  ((p: Parser) => {
    p.on('opentag', (node) => {
      switch (node.local) {
        case 'row':
          rows++;
          rowNo = Number(attr(node, 'r')) || rowNo + 1;
          if (rows > limits.rows) throw new FileLimitError('rows', rowNo, '', limits);
          row = [];
          column = 0;
          break;
        case 'c': {
          const ref = attr(node, 'r');
          column = ref ? columnOf(ref) : column + 1;
          if (column > limits.columns) throw new FileLimitError('columns', rowNo, '', limits);
          type = attr(node, 't') ?? '';
          value = null;
          break;
        }
        case 'v':
        case 't':
          inValue = true;
          value ??= '';
          break;
        default:
      }
    });
    p.on('text', (t) => {
      if (inValue) value += t;
    });
    p.on('closetag', (node) => {
      switch (node.local) {
        case 'v':
        case 't':
          inValue = false;
          break;
        case 'c': {
          const text = cellText().trim();
          if (text.length > limits.cellLength) throw new FileLimitError('cellLength', rowNo, excerptOf(text), limits);
          row[column - 1] = text;
          break;
        }
        case 'row':
          onRow({ row: rowNo, cells: Array.from(row, (c) => c ?? '') });
          break;
        default:
      }
    });
  })(sheet);
  // The worksheet is read while it is inflated: the first row past a limit ends both.
  try {
    streamPart(data, sheetPart, limits.inflatedBytes - sstBytes, limits, (text) => void sheet.write(text));
    sheet.close();
  } catch (err) {
    if (err instanceof FileLimitError || err instanceof UnreadableFileError) throw err;
    throw new UnreadableFileError(XLSX_UNREADABLE);
  }
}
