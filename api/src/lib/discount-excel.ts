// The administrators' discount list as a real Excel workbook (exceljs).
import ExcelJS from 'exceljs';

export interface DiscountRow {
  id: number;
  customerNumber: string;
  discountGroup: string | null;
  discountGroupDescription: string | null;
  itemNumber: string | null;
  itemDescription: string | null;
  percentage: number;
  blueGreenIndex: number;
}

export async function discountWorkbook(rows: DiscountRow[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Kraanvogel';
  wb.created = new Date();
  const sheet = wb.addWorksheet('Kortingen');
  sheet.columns = [
    { header: 'Id', key: 'id', width: 8 },
    { header: 'Klantnummer', key: 'customerNumber', width: 14 },
    { header: 'Kortingsgroep', key: 'discountGroup', width: 14 },
    { header: 'Omschrijving kortingsgroep', key: 'discountGroupDescription', width: 36 },
    { header: 'Artikelnummer', key: 'itemNumber', width: 16 },
    { header: 'Omschrijving artikel', key: 'itemDescription', width: 48 },
    { header: 'Korting %', key: 'percentage', width: 11, style: { numFmt: '0.00' } },
    { header: 'Blauw-groen-index', key: 'blueGreenIndex', width: 18 },
  ];
  sheet.getRow(1).font = { bold: true, color: { argb: 'FFFFFFFF' } };
  sheet.getRow(1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF00529B' } };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
