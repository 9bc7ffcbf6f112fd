// cXML 1.2 punch-out documents: reading a PunchOutSetupRequest, and writing the setup response,
// error responses and the PunchOutOrderMessage that carries a basket back. Built and parsed with
// fast-xml-parser, so escaping and entity handling are the library's, not hand-made strings.
import { randomBytes } from 'node:crypto';
import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';

export const CXML_VERSION = '1.2.069';
export const CXML_DOCTYPE = `<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/${CXML_VERSION}/cXML.dtd">`;
const PROLOG = `<?xml version="1.0" encoding="UTF-8"?>\n${CXML_DOCTYPE}\n`;

export interface Credential {
  domain: string;
  identity: string;
}

export interface SetupRequest {
  payloadId: string;
  from: Credential[];
  to: Credential[];
  sender: Credential & { sharedSecret: string; userAgent: string };
  operation: 'create' | 'edit' | 'inspect';
  buyerCookie: string;
  browserFormPostUrl: string;
  extrinsics: Record<string, string>;
  /** edit and inspect: the requisition's earlier lines (ItemOut), by SupplierPartID and quantity. */
  lines: { supplierPartId: string; quantity: number }[];
}

/** The most ItemOut lines an edit or inspect request may carry. */
export const MAX_ITEM_OUT = 500;

export class CxmlError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 429 | 500,
    message: string,
  ) {
    super(message);
  }
}

// Elements that may repeat: always arrays, so one and many read the same way.
const REPEATED = new Set(['Credential', 'Extrinsic', 'ItemIn', 'ItemOut', 'Classification', 'Description']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Entities declared in a document's DOCTYPE stay small: no "billion laughs".
  processEntities: { enabled: true, maxEntityCount: 20, maxEntitySize: 200, maxTotalExpansions: 200, maxExpandedLength: 20_000 },
  isArray: (name) => REPEATED.has(name),
});

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  format: true,
  suppressEmptyNode: true,
});

type Node = Record<string, unknown>;
const obj = (v: unknown): Node | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Node) : undefined);
const text = (v: unknown): string => {
  if (typeof v === 'string') return v;
  const o = obj(v);
  return o && typeof o['#text'] === 'string' ? o['#text'] : '';
};

/** Parses any cXML document; a document that is not well-formed XML or has no cXML root is a 400. */
export function parseCxml(xml: string): Node {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new CxmlError(400, `Het cXML-document is geen geldige XML: ${valid.err.msg} (regel ${valid.err.line})`);
  let doc: Node;
  try {
    doc = parser.parse(xml) as Node;
  } catch (error) {
    throw new CxmlError(400, `Het cXML-document kan niet gelezen worden: ${(error as Error).message}`);
  }
  const root = obj(doc.cXML);
  if (!root) throw new CxmlError(400, 'Het document heeft geen cXML-element als wortel.');
  return root;
}

function credentials(party: unknown): Credential[] {
  const list = obj(party)?.Credential;
  return (Array.isArray(list) ? list : []).map((c) => ({ domain: String(obj(c)?.['@domain'] ?? ''), identity: text(obj(c)?.Identity) }));
}

export function readSetupRequest(xml: string): SetupRequest {
  const root = parseCxml(xml);
  const header = obj(root.Header);
  const request = obj(obj(root.Request)?.PunchOutSetupRequest);
  if (!header || !request) throw new CxmlError(400, 'Dit is geen PunchOutSetupRequest (Header en Request/PunchOutSetupRequest ontbreken).');
  const senderNode = obj(header.Sender);
  const senderCredential = obj((senderNode?.Credential as unknown[] | undefined)?.[0]);
  if (!senderCredential) throw new CxmlError(400, 'Header/Sender/Credential ontbreekt.');
  const operation = String(request['@operation'] ?? '');
  if (!['create', 'edit', 'inspect'].includes(operation)) throw new CxmlError(400, `Onbekende operation '${operation}' (create, edit of inspect).`);
  const buyerCookie = text(request.BuyerCookie);
  if (!buyerCookie) throw new CxmlError(400, 'BuyerCookie ontbreekt.');
  const browserFormPostUrl = text(obj(request.BrowserFormPost)?.URL);
  if (!browserFormPostUrl) throw new CxmlError(400, 'BrowserFormPost/URL ontbreekt.');
  const extrinsics: Record<string, string> = {};
  for (const e of (request.Extrinsic as unknown[] | undefined) ?? []) {
    const name = String(obj(e)?.['@name'] ?? '');
    if (name) extrinsics[name] = text(e);
  }
  const itemOut = (request.ItemOut as unknown[] | undefined) ?? [];
  if (itemOut.length > MAX_ITEM_OUT) throw new CxmlError(400, `Een PunchOutSetupRequest kan hoogstens ${MAX_ITEM_OUT} ItemOut-regels bevatten.`);
  const lines = itemOut.map((i) => ({ supplierPartId: text(obj(obj(i)?.ItemID)?.SupplierPartID).trim(), quantity: Number(obj(i)?.['@quantity'] ?? NaN) }));
  if (lines.some((l) => !l.supplierPartId)) throw new CxmlError(400, 'Elke ItemOut-regel heeft een ItemID/SupplierPartID nodig.');
  return {
    lines,
    payloadId: String(root['@payloadID'] ?? ''),
    from: credentials(header.From),
    to: credentials(header.To),
    sender: {
      domain: String(senderCredential['@domain'] ?? ''),
      identity: text(senderCredential.Identity),
      sharedSecret: text(senderCredential.SharedSecret),
      userAgent: text(senderNode?.UserAgent),
    },
    operation: operation as SetupRequest['operation'],
    buyerCookie,
    browserFormPostUrl,
    extrinsics,
  };
}

/** A unique payloadID: time, a random part and the sender's host. */
export function payloadId(host: string, now = new Date()): string {
  return `${now.getTime()}.${process.pid}.${randomBytes(6).toString('hex')}@${host}`;
}

const amsterdamOffset = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Amsterdam', timeZoneName: 'longOffset' });

/**
 * A cXML timestamp as the DTD's examples write it: seconds and the offset, no fraction
 * (2026-11-27T14:05:09+01:00), in the shop's time zone.
 */
export function cxmlTimestamp(at: Date): string {
  const name = amsterdamOffset.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  const minutes = m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
  const local = new Date(at.getTime() + minutes * 60_000).toISOString().slice(0, 19);
  const abs = Math.abs(minutes);
  return `${local}${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

function envelope(host: string, body: Node, now = new Date(), id = payloadId(host, now)): string {
  return (
    PROLOG +
    builder.build({ cXML: { '@payloadID': id, '@timestamp': cxmlTimestamp(now), '@version': CXML_VERSION, '@xml:lang': 'nl-NL', ...body } })
  );
}

const STATUS_TEXT: Record<number, string> = { 200: 'OK', 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 429: 'Too Many Requests', 500: 'Internal Server Error' };

export function statusResponse(host: string, code: number, message?: string): string {
  return envelope(host, { Response: { Status: { '@code': String(code), '@text': STATUS_TEXT[code] ?? 'Error', ...(message ? { '#text': message } : {}) } } });
}

export function setupResponse(host: string, startPageUrl: string): string {
  return envelope(host, {
    Response: { Status: { '@code': '200', '@text': 'OK' }, PunchOutSetupResponse: { StartPage: { URL: startPageUrl } } },
  });
}

export interface OrderMessageLine {
  supplierPartId: string;
  /** What re-opens the line in the shop (the basket line). */
  auxiliaryId: string;
  quantity: number;
  unitPrice: string;
  description: string;
  unitOfMeasure: string;
  classifications: { domain: string; code: string }[];
  manufacturerPartId?: string;
  manufacturerName?: string;
  leadTimeDays: number;
  /** The customer's own number for the article (BuyerPartID), when he gave it one. */
  buyerPartId?: string | null;
}

export interface OrderMessage {
  /** The shop (the supplier) and the buyer's organization, as this message goes back. */
  from: Credential[];
  to: Credential[];
  sender: Credential;
  buyerCookie: string;
  currency: string;
  total: string;
  lines: OrderMessageLine[];
  payloadId: string;
  timestamp: Date;
}

const credentialNodes = (list: Credential[]) => ({ Credential: list.map((c) => ({ '@domain': c.domain, Identity: c.identity })) });

/** The basket as a PunchOutOrderMessage: From and To turned around, one ItemIn per line. */
export function orderMessage(host: string, m: OrderMessage): string {
  return envelope(
    host,
    {
      Header: {
        From: credentialNodes(m.from),
        To: credentialNodes(m.to),
        Sender: { Credential: [{ '@domain': m.sender.domain, Identity: m.sender.identity }], UserAgent: 'Kraanvogel webshop' },
      },
      Message: {
        PunchOutOrderMessage: {
          BuyerCookie: m.buyerCookie,
          PunchOutOrderMessageHeader: { '@operationAllowed': 'edit', Total: { Money: { '@currency': m.currency, '#text': m.total } } },
          ItemIn: m.lines.map((l) => ({
            '@quantity': String(l.quantity),
            ItemID: { SupplierPartID: l.supplierPartId, SupplierPartAuxiliaryID: l.auxiliaryId, ...(l.buyerPartId ? { BuyerPartID: l.buyerPartId } : {}) },
            ItemDetail: {
              UnitPrice: { Money: { '@currency': m.currency, '#text': l.unitPrice } },
              Description: [{ '@xml:lang': 'nl-NL', '#text': l.description }],
              UnitOfMeasure: l.unitOfMeasure,
              Classification: l.classifications.map((c) => ({ '@domain': c.domain, '#text': c.code })),
              ...(l.manufacturerPartId ? { ManufacturerPartID: l.manufacturerPartId } : {}),
              ...(l.manufacturerName ? { ManufacturerName: l.manufacturerName } : {}),
              LeadTime: String(l.leadTimeDays),
            },
          })),
        },
      },
    },
    m.timestamp,
    m.payloadId,
  );
}
