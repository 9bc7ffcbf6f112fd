// Spend at a glance as an Excel workbook (exceljs): a sheet per cost centre and per member, the
// last twelve months as columns. Drawn in a worker thread of the heavy-work pool (workers/tasks.ts).
import ExcelJS from 'exceljs';

export interface SpendRow {
  /** null: invoices of orders without a cost centre (or without a known member). */
  name: string | null;
  /** Per month, oldest first, as in `months`. */
  monthly: number[];
  total: number;
  /** A cost centre's budget per month (a quarter's a third, a year's a twelfth); null: none. */
  monthlyBudget?: number | null;
}

export interface Spend {
  /** YYYY-MM, the last twelve calendar months, oldest first (this month last). */
  months: string[];
  costCentres: SpendRow[];
  members: SpendRow[];
  total: SpendRow;
}

/** What the workbook shows: the figures, whose they are, and the names of rows without a name. */
export interface SpendWorkbookInput {
  spend: Spend;
  customer: string;
  labels: { none: string; unknown: string };
}

/** The same figures as an Excel workbook: a sheet per cost centre and per member, months as columns. */
export async function spendWorkbook({ spend, customer, labels }: SpendWorkbookInput): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Kraanvogel';
  wb.created = new Date();
  const money = '€ #,##0.00';
  const sheetOf = (title: string, first: string, rows: SpendRow[], withBudget: boolean, none: string) => {
    const sheet = wb.addWorksheet(title);
    sheet.columns = [
      { header: first, key: 'name', width: 28 },
      ...spend.months.map((m) => ({ header: m, key: m, width: 13, style: { numFmt: money } })),
      { header: 'Totaal', key: 'total', width: 15, style: { numFmt: money } },
      ...(withBudget ? [{ header: 'Budget per maand', key: 'budget', width: 17, style: { numFmt: money } }] : []),
    ];
    sheet.getRow(1).font = { bold: true, color: { argb: 'FFFFFFFF' } };
    sheet.getRow(1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF00529B' } };
    for (const r of rows) {
      sheet.addRow({ name: r.name ?? none, ...Object.fromEntries(spend.months.map((m, k) => [m, r.monthly[k]])), total: r.total, ...(withBudget ? { budget: r.monthlyBudget ?? null } : {}) });
    }
    const total = sheet.addRow({ name: `Totaal (klant ${customer}), excl. btw`, ...Object.fromEntries(spend.months.map((m, k) => [m, spend.total.monthly[k]])), total: spend.total.total });
    total.font = { bold: true };
  };
  sheetOf('Per kostenplaats', 'Kostenplaats', spend.costCentres, true, labels.none);
  sheetOf('Per teamlid', 'Teamlid', spend.members, false, labels.unknown);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
