// The PDF of an invoice or credit note (pdfkit, the standard fonts so a PDF reader extracts
// the text): letterhead, customer and delivery address, number and date, lines, VAT and totals,
// payment terms.
import { COMPANY, companyLetterhead } from '@kraanvogel/rules';
import { renderPdf } from './pdf.js';

export interface InvoicePdfAddress {
  name: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
}

export interface InvoicePdfInput {
  invoiceType: 'Invoice' | 'Credit';
  invoiceNo: string;
  orderNo: string | null;
  invoiceDate: string;
  dueDate: string;
  isPaid: boolean;
  customer: { number: string; name: string; vatNumber: string | null };
  invoiceAddress: InvoicePdfAddress | null;
  deliveryAddress: InvoicePdfAddress | null;
  lines: { itemNo: string; description: string; amount: number; unitPrice: number; discountPercentage: number }[];
  totalNet: number;
  totalVat: number;
  totalInclVat: number;
}

const AMOUNT = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const euro = (n: number) => `EUR ${AMOUNT.format(n)}`;
const dutchDate = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${d}-${m}-${y}`;
};

export function invoicePdf(inv: InvoicePdfInput): Promise<Buffer> {
  const credit = inv.invoiceType === 'Credit';
  const title = credit ? 'Creditnota' : 'Factuur';
  const info = { Title: `${title} ${inv.invoiceNo}`, Author: COMPANY.name, CreationDate: new Date(`${inv.invoiceDate}T00:00:00Z`) };
  return renderPdf({ size: 'A4', margin: 50, info }, (doc) => {

    doc.rect(0, 0, doc.page.width, 80).fill('#00529b');
    doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(22).text(COMPANY.tradeName, 50, 22);
    doc.font('Helvetica').fontSize(9).text(companyLetterhead(), 50, 52);

    doc.fillColor('#1d2a36');
    const address = (label: string, a: InvoicePdfAddress | null, x: number) => {
      doc.font('Helvetica-Bold').fontSize(10).text(label, x, 110);
      doc.font('Helvetica').fontSize(10);
      if (!a) return doc.text(inv.customer.name, x, 125);
      doc.text(a.name, x, 125).text(`${a.street} ${a.houseNumber}`.trim(), x).text(`${a.postalCode} ${a.city}`, x);
    };
    address('Factuuradres', inv.invoiceAddress, 50);
    address('Afleveradres', inv.deliveryAddress, 300);

    doc.font('Helvetica-Bold').fontSize(18).fillColor('#00529b').text(`${title} ${inv.invoiceNo}`, 50, 200);
    doc.font('Helvetica').fontSize(10).fillColor('#1d2a36');
    doc.text(`${credit ? 'Creditnotadatum' : 'Factuurdatum'}: ${dutchDate(inv.invoiceDate)}`);
    doc.text(`Klantnummer: ${inv.customer.number}`);
    if (inv.customer.vatNumber) doc.text(`Btw-nummer klant: ${inv.customer.vatNumber}`);
    if (inv.orderNo) doc.text(`Ordernummer: ${inv.orderNo}`);
    if (credit) doc.moveDown(0.5).font('Helvetica-Bold').text('Dit is een creditnota: het bedrag wordt met u verrekend.').font('Helvetica');

    const cols = [50, 130, 330, 380, 450];
    let y = doc.y + 20;
    doc.font('Helvetica-Bold').fontSize(9);
    ['Artikel', 'Omschrijving', 'Aantal', 'Prijs', 'Bedrag'].forEach((h, i) => doc.text(h, cols[i]!, y, { width: i === 1 ? 190 : 70 }));
    y += 16;
    doc.moveTo(50, y - 4).lineTo(545, y - 4).strokeColor('#c5ced6').stroke();
    doc.font('Helvetica').fontSize(9);
    for (const l of inv.lines) {
      const net = l.unitPrice * (1 - l.discountPercentage / 100);
      if (y > 720) {
        doc.addPage();
        y = 50;
      }
      doc.text(l.itemNo, cols[0]!, y, { width: 75 });
      doc.text(l.description, cols[1]!, y, { width: 190 });
      const h = Math.max(doc.heightOfString(l.description, { width: 190 }), 11);
      doc.text(String(l.amount), cols[2]!, y, { width: 45 });
      doc.text(euro(net), cols[3]!, y, { width: 70 });
      doc.text(euro(l.amount * net), cols[4]!, y, { width: 95 });
      y += h + 6;
    }
    doc.moveTo(300, y).lineTo(545, y).strokeColor('#c5ced6').stroke();
    y += 8;
    const total = (label: string, value: number, bold = false) => {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
      doc.text(label, 300, y, { width: 140 });
      doc.text(euro(value), 450, y, { width: 95 });
      y += 16;
    };
    total('Totaal excl. btw', inv.totalNet);
    total('Btw 21%', inv.totalVat);
    total(credit ? 'Totaal te verrekenen' : 'Totaal te betalen', inv.totalInclVat, true);

    doc.font('Helvetica').fontSize(9).fillColor('#51606e');
    const terms = credit
      ? 'Het bedrag van deze creditnota verrekenen wij met uw openstaande of volgende facturen.'
      : `Betalingstermijn: 30 dagen. Wij verzoeken u het bedrag uiterlijk ${dutchDate(inv.dueDate)} over te maken op ${COMPANY.iban} t.n.v. ${COMPANY.name}, onder vermelding van factuurnummer ${inv.invoiceNo}.`;
    doc.text(terms, 50, Math.max(y + 30, 640), { width: 495 });
    if (!credit && inv.isPaid) doc.moveDown(0.5).text('Deze factuur is betaald.');
  });
}
