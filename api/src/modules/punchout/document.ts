// What goes back to the procurement system for a basket: the OCI NEW_ITEM fields or a cXML
// PunchOutOrderMessage, in the return form the buyer's browser posts. Each punch-out account says
// how: the supplier identity in From and Sender, the OCI description's length and character set,
// its own unit codes (UN/ECE) over the shop's.
import { cefactUnit, isoUnit, ociFields, returnForm, type FormField } from '../../lib/oci.js';
import { orderMessage, payloadId, type Credential } from '../../lib/cxml.js';
import type { RealtimeBasketDto } from '../baskets/repository.js';
import type { PunchoutAccountRow, PunchoutSessionRow } from './service.js';

export const CURRENCY = 'EUR';

export interface ReturnDocument {
  protocol: 'oci' | 'cxml';
  /** Where the browser posts the form: the session's HOOK_URL (its own query string kept) or BrowserFormPost URL. */
  action: string;
  target: string | null;
  fields: { name: string; value: string }[];
  /** The same form as HTML, every value escaped. */
  html: string;
  lineCount: number;
  total: number;
  currency: string;
  /** cXML only: the PunchOutOrderMessage's payloadID (the same for a repeated push). */
  payloadId: string | null;
}

/** What the document says about each article besides the basket line. */
export interface ArticleFacts {
  item_no: string;
  manufacturer_code: string;
  brand: string | null;
  ean: string | null;
  etim: string | null;
  main_category: string;
  stock: number;
}

/**
 * The UNSPSC code of a line: the commodity the account maps the article's ETIM class to, else the
 * family of the article's main category (the ETIM class is sent alongside).
 */
const UNSPSC_BY_MAIN_CATEGORY: Record<string, string> = {
  sanitair: '30180000', // plumbing fixtures
  installatie: '40140000', // fluid and gas distribution
  verwarming: '40100000', // heating, ventilation and air circulation
  gereedschap: '27110000', // hand tools
};
const UNSPSC_FALLBACK = '30180000';

function unspscOf(account: Pick<PunchoutAccountRow, 'classification_map'>, f: ArticleFacts): string {
  return (f.etim && account.classification_map?.[f.etim]) || UNSPSC_BY_MAIN_CATEGORY[f.main_category] || UNSPSC_FALLBACK;
}

/** The account's unit code for a shop unit, else the shop's default for the protocol. */
function unitOf(account: Pick<PunchoutAccountRow, 'unit_map'>, orderUnit: string, fallback: (u: string) => string): string {
  return account.unit_map?.[orderUnit.toUpperCase()] ?? fallback(orderUnit);
}

export function returnDocument(o: { session: PunchoutSessionRow; account: PunchoutAccountRow; basket: RealtimeBasketDto; facts: ArticleFacts[]; host: string }): ReturnDocument {
  const { session, account, basket, host } = o;
  const byItem = new Map(o.facts.map((f) => [f.item_no, f]));
  const lines = basket.basketItems.map((i) => {
    const f = byItem.get(i.itemNo)!;
    // In stock: tomorrow; otherwise the usual 3 to 5 working days, so 5.
    const leadTimeDays = f.stock >= i.amount ? 1 : 5;
    return { item: i, f, leadTimeDays, unspsc: unspscOf(account, f) };
  });

  let fields: FormField[];
  let id: string | null = null;
  if (session.protocol === 'oci') {
    fields = ociFields(
      lines.map(({ item, f, leadTimeDays, unspsc }) => ({
        description: item.itemDescription,
        quantity: item.amount,
        unit: unitOf(account, item.itemUOM, isoUnit),
        unitPrice: item.netPrice,
        currency: CURRENCY,
        vendorMat: item.itemNo,
        matGroup: unspsc,
        leadTimeDays,
        extProductId: f.ean ?? item.itemNo,
        customerMat: item.customerItemNo,
      })),
      { okCode: session.oci_ok_code, description: { max: account.description_max, charset: account.description_charset } },
    );
  } else {
    id = payloadId(host);
    const supplier: Credential | null = account.supplier_identity ? { domain: account.supplier_domain, identity: account.supplier_identity } : null;
    const xml = orderMessage(host, {
      // The message goes back: the buyer's organization is now the recipient, the shop the sender.
      from: supplier ? [supplier] : (session.cxml_to ?? []),
      to: session.cxml_from ?? [],
      sender: supplier ?? { domain: 'NetworkID', identity: host },
      buyerCookie: session.buyer_cookie ?? '',
      currency: CURRENCY,
      total: basket.totalNet.toFixed(2),
      payloadId: id,
      timestamp: new Date(),
      lines: lines.map(({ item, f, leadTimeDays, unspsc }) => ({
        supplierPartId: item.itemNo,
        auxiliaryId: `${basket.id}/${item.id}`,
        quantity: item.amount,
        unitPrice: item.netPrice.toFixed(2),
        description: item.itemDescription,
        unitOfMeasure: unitOf(account, item.itemUOM, cefactUnit),
        classifications: [{ domain: 'UNSPSC', code: unspsc }, ...(f.etim ? [{ domain: 'ETIM', code: f.etim }] : [])],
        manufacturerPartId: f.manufacturer_code || undefined,
        manufacturerName: f.brand ?? undefined,
        leadTimeDays,
        buyerPartId: item.customerItemNo,
      })),
    });
    fields = [['cXML-urlencoded', xml]];
  }
  const target = session.protocol === 'oci' ? session.oci_target : null;
  return {
    protocol: session.protocol,
    action: session.return_url,
    target,
    fields: fields.map(([name, value]) => ({ name, value })),
    html: returnForm(session.return_url, fields, target),
    lineCount: lines.length,
    total: basket.totalNet,
    currency: CURRENCY,
    payloadId: id,
  };
}
