// Real PDF datasheets (pdfkit), made on request from the article's data.
import { companyLetterhead } from '@kraanvogel/rules';
import { renderPdf } from './pdf.js';

export interface DatasheetInput {
  title: string;
  kind: string;
  itemNo: string;
  description: string;
  longDescription: string;
  brand: string | null;
  ean: string | null;
  orderUnit: string;
  features: { name: string; value: string; unit: string | null }[];
}

export function renderDatasheet(a: DatasheetInput): Promise<Buffer> {
  return renderPdf({ size: 'A4', margin: 50, info: { Title: a.title, Author: 'Kraanvogel', CreationDate: new Date(Date.UTC(2026, 0, 1)) } }, (doc) => {
    doc.rect(0, 0, doc.page.width, 70).fill('#00529b');
    doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(22).text('Kraanvogel', 50, 24);
    doc.fillColor('#00529b').fontSize(16).text(a.kind === 'manual' ? 'Montagehandleiding' : 'Productblad', 50, 100);
    doc.fillColor('#1d2a36').fontSize(13).text(a.description, { width: 495 });
    doc.moveDown(0.5).font('Helvetica').fontSize(10);
    doc.text(`Artikelnummer: ${a.itemNo}`);
    if (a.brand) doc.text(`Merk: ${a.brand}`);
    if (a.ean) doc.text(`EAN: ${a.ean}`);
    doc.text(`Besteleenheid: ${a.orderUnit}`);
    doc.moveDown().fontSize(11).text(a.longDescription, { width: 495 });
    doc.moveDown().font('Helvetica-Bold').fontSize(12).fillColor('#00529b').text('Kenmerken (ETIM)');
    doc.font('Helvetica').fontSize(10).fillColor('#1d2a36');
    for (const f of a.features) doc.text(`${f.name}: ${f.value}${f.unit ? ` ${f.unit}` : ''}`);
    doc.moveDown(2).fontSize(8).fillColor('#51606e').text(`Aan dit document kunnen geen rechten worden ontleend. ${companyLetterhead()}`);
  });
}
