// The customer's own article numbers as a real Excel workbook (exceljs): the article number, his
// number and the description, one article a row. The upload reads the first two columns back
// (lib/order-files.ts), so an exported file, changed and uploaded, is taken as it is.
import ExcelJS from 'exceljs';

export interface CustomerNumberRow {
  itemNo: string;
  customerItemNo: string;
  description: string;
}

export async function customerNumbersWorkbook(rows: CustomerNumberRow[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Kraanvogel';
  wb.created = new Date();
  const sheet = wb.addWorksheet('Uw artikelnummers');
  sheet.columns = [
    { header: 'Artikelnummer', key: 'itemNo', width: 16 },
    { header: 'Uw artikelnummer', key: 'customerItemNo', width: 22 },
    { header: 'Omschrijving', key: 'description', width: 60 },
  ];
  sheet.getRow(1).font = { bold: true, color: { argb: 'FFFFFFFF' } };
  sheet.getRow(1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF00529B' } };
  // Article numbers stay text (a leading zero is kept).
  sheet.getColumn('itemNo').numFmt = '@';
  sheet.getColumn('customerItemNo').numFmt = '@';
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
