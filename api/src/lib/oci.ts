// OCI (SAP Open Catalog Interface 4.0/5.0) return fields, and the HTML form that carries a basket
// (OCI fields, or a cXML document) back through the buyer's browser to the procurement system.
import { escapeHtml } from '@kraanvogel/rules';

/** OCI descriptions hold at most 40 characters (SAP's field length). */
export const OCI_DESCRIPTION_MAX = 40;

/** Characters outside ISO-8859-1 that SAP back ends garble, written the way a typewriter would. */
const LATIN1_STANDINS: Record<string, string> = { '…': '...', '‘': "'", '’': "'", '‚': ',', '“': '"', '”': '"', '„': '"', '–': '-', '—': '-', '€': 'EUR', '•': '-', '™': '(TM)', '\u00a0': ' ' };

/**
 * Text an OCI back end stores as it is: ISO-8859-1 (or ASCII, accents dropped), characters outside
 * it written plainly, then shortened to at most max characters with three dots marking the cut.
 */
export function ociText(value: string, max: number, charset: 'ISO-8859-1' | 'ASCII' | 'UTF-8' = 'ISO-8859-1'): string {
  let text = value.trim().replace(/\s+/g, ' ');
  if (charset !== 'UTF-8') {
    text = [...text].map((c) => LATIN1_STANDINS[c] ?? c).join('');
    if (charset === 'ASCII') text = text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[ß]/g, 'ss');
    const limit = charset === 'ASCII' ? 0x7e : 0xff;
    text = [...text].map((c) => (c.codePointAt(0)! > limit ? '?' : c)).join('');
  }
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 3).join('').trimEnd()}...`;
}

/**
 * A unit price as OCI wants it: a dot decimal with at most two places, and PRICEUNIT saying per
 * how many units that price is. A price with more places (a screw at 0.034) is given per 10, 100
 * or 1000 units instead of being rounded; getting this pair wrong is what makes prices x100 off.
 */
export function ociPrice(unitPrice: number): { price: string; priceUnit: number } {
  for (const priceUnit of [1, 10, 100, 1000, 10_000]) {
    const scaled = unitPrice * priceUnit;
    if (Math.abs(scaled * 100 - Math.round(scaled * 100)) < 1e-6) return { price: (Math.round(scaled * 100) / 100).toFixed(2), priceUnit };
  }
  return { price: (unitPrice * 10_000).toFixed(2), priceUnit: 10_000 };
}

/** A quantity with a dot decimal and no thousands separator (3 places at most, as SAP reads it). */
export function ociQuantity(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(3).replace(/0+$/, '');
}

export interface OciLine {
  description: string;
  quantity: number;
  unit: string;
  unitPrice: number;
  currency: string;
  vendorMat: string;
  matGroup: string;
  leadTimeDays: number;
  extProductId: string;
  /** The customer's own number for the article (NEW_ITEM-CUSTMAT), when he gave it one. */
  customerMat?: string | null;
}

export type FormField = [name: string, value: string];

/** One indexed set of NEW_ITEM-* fields per line, [n] from 1. */
export function ociFields(
  lines: OciLine[],
  opts: { okCode?: string | null; caller?: string; description?: { max: number; charset: 'ISO-8859-1' | 'ASCII' | 'UTF-8' } } = {},
): FormField[] {
  const { max, charset } = opts.description ?? { max: OCI_DESCRIPTION_MAX, charset: 'ISO-8859-1' as const };
  const fields: FormField[] = [];
  lines.forEach((l, k) => {
    const n = k + 1;
    const { price, priceUnit } = ociPrice(l.unitPrice);
    fields.push(
      [`NEW_ITEM-DESCRIPTION[${n}]`, ociText(l.description, max, charset)],
      [`NEW_ITEM-QUANTITY[${n}]`, ociQuantity(l.quantity)],
      [`NEW_ITEM-UNIT[${n}]`, l.unit],
      [`NEW_ITEM-PRICE[${n}]`, price],
      [`NEW_ITEM-PRICEUNIT[${n}]`, String(priceUnit)],
      [`NEW_ITEM-CURRENCY[${n}]`, l.currency],
      [`NEW_ITEM-VENDORMAT[${n}]`, l.vendorMat],
      [`NEW_ITEM-MATGROUP[${n}]`, l.matGroup],
      [`NEW_ITEM-LEADTIME[${n}]`, String(l.leadTimeDays)],
      [`NEW_ITEM-EXT_PRODUCT_ID[${n}]`, l.extProductId],
    );
    if (l.customerMat) fields.push([`NEW_ITEM-CUSTMAT[${n}]`, l.customerMat]);
  });
  // SAP SRM expects the OK code it sent back (usually ADDI) and CTLG as the caller.
  fields.push(['~OkCode', opts.okCode || 'ADDI'], ['~CALLER', opts.caller ?? 'CTLG']);
  return fields;
}

/**
 * The form that the shop puts in the buyer's page and submits: POST to the procurement system's
 * address, into ~TARGET's frame when one was given. Every value is escaped; there is no script in
 * it (the shop's own code submits it, so the page's Content-Security-Policy holds).
 */
export function returnForm(action: string, fields: FormField[], target?: string | null): string {
  const inputs = fields.map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`).join('\n  ');
  const targetAttr = target ? ` target="${escapeHtml(target)}"` : '';
  return `<form method="post" action="${escapeHtml(action)}"${targetAttr} accept-charset="UTF-8" data-punchout-return>\n  ${inputs}\n</form>`;
}

/** ISO unit codes (OCI) and UN/CEFACT codes (cXML) for the shop's order units. */
const UNITS: Record<string, { iso: string; cefact: string }> = {
  ST: { iso: 'PCE', cefact: 'EA' },
  M: { iso: 'MTR', cefact: 'MTR' },
  DS: { iso: 'BX', cefact: 'BX' },
  SET: { iso: 'SET', cefact: 'SET' },
  RL: { iso: 'RO', cefact: 'RO' },
  PAK: { iso: 'PK', cefact: 'PK' },
};

export function isoUnit(orderUnit: string): string {
  return UNITS[orderUnit.toUpperCase()]?.iso ?? 'PCE';
}

export function cefactUnit(orderUnit: string): string {
  return UNITS[orderUnit.toUpperCase()]?.cefact ?? 'EA';
}
