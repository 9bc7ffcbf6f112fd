// A basket as a real Excel workbook (exceljs): one line per article with the customer's prices and
// his own number for the article (the last column).
import ExcelJS from 'exceljs';

export interface ExcelBasket {
  name: string;
  basketType: number;
  basketItems: { itemNo: string; itemDescription: string; amount: number; itemUOM: string; grossPrice: number; discountPercentage: number; netPrice: number; lineTotal: number; customerItemNo?: string | null }[];
  totalNet: number;
}

export async function basketWorkbook(basket: ExcelBasket, customerNumber: string): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Kraanvogel';
  wb.created = new Date();
  const sheet = wb.addWorksheet(basket.basketType === 1 ? 'Bestellijst' : 'Winkelwagen');
  sheet.columns = [
    { header: 'Artikelnummer', key: 'itemNo', width: 16 },
    { header: 'Omschrijving', key: 'itemDescription', width: 60 },
    { header: 'Aantal', key: 'amount', width: 10 },
    { header: 'Eenheid', key: 'itemUOM', width: 10 },
    { header: 'Brutoprijs', key: 'grossPrice', width: 14, style: { numFmt: '€ #,##0.00' } },
    { header: 'Korting %', key: 'discountPercentage', width: 11 },
    { header: 'Nettoprijs', key: 'netPrice', width: 14, style: { numFmt: '€ #,##0.00' } },
    { header: 'Regeltotaal', key: 'lineTotal', width: 14, style: { numFmt: '€ #,##0.00' } },
    { header: 'Uw artikelnummer', key: 'customerItemNo', width: 20 },
  ];
  sheet.getRow(1).font = { bold: true, color: { argb: 'FFFFFFFF' } };
  sheet.getRow(1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF00529B' } };
  for (const item of basket.basketItems) sheet.addRow(item);
  const total = sheet.addRow({ itemDescription: `Totaal ${basket.name} (klant ${customerNumber}), excl. btw`, lineTotal: basket.totalNet });
  total.font = { bold: true };
  return Buffer.from(await wb.xlsx.writeBuffer());
}
