// The part of the cXML 1.2 DTD (cXML.dtd, 1.2.069) that covers every element and attribute this
// shop writes, and a check of a document against it: each element's children in the order and
// number its content model allows, its required attributes present, no attribute it does not
// declare. Read with saxes, which keeps the order of children (an object parse does not).
import { SaxesParser } from 'saxes';

interface Rule {
  /** The content model over the child element names, as a regular expression on 'A,B,C,'. */
  children: RegExp | 'text' | 'any';
  required?: string[];
  optional?: string[];
}

const seq = (...parts: string[]) => new RegExp(`^${parts.join('')}$`);
const one = (n: string) => `${n},`;
const opt = (n: string) => `(?:${n},)?`;
const many = (n: string) => `(?:${n},)*`;
const some = (n: string) => `(?:${n},)+`;
const either = (...ns: string[]) => `(?:${ns.join('|')}),`;

export const CXML_DTD: Record<string, Rule> = {
  // <!ELEMENT cXML ((Header, (Message | Request)) | Response)>
  cXML: { children: new RegExp(`^(?:Header,(?:Message|Request),|Response,)$`), required: ['payloadID', 'timestamp'], optional: ['version', 'xml:lang', 'signatureVersion'] },
  // <!ELEMENT Header (From, To, Sender, Path?, OriginalDocument?)>
  Header: { children: seq(one('From'), one('To'), one('Sender'), opt('Path'), opt('OriginalDocument')) },
  From: { children: seq(some('Credential'), opt('Correspondent')) },
  To: { children: seq(some('Credential'), opt('Correspondent')) },
  Sender: { children: seq(some('Credential'), one('UserAgent')) },
  // <!ELEMENT Credential (Identity, (SharedSecret | DigitalSignature | CredentialMac)?)>
  Credential: { children: seq(one('Identity'), `(?:${either('SharedSecret', 'DigitalSignature', 'CredentialMac')})?`), required: ['domain'], optional: ['type'] },
  Identity: { children: 'any' },
  UserAgent: { children: 'text' },
  Message: { children: seq(opt('Status'), one('PunchOutOrderMessage')), optional: ['deploymentMode', 'inReplyTo', 'Id'] },
  // <!ELEMENT PunchOutOrderMessage (BuyerCookie, PunchOutOrderMessageHeader, ItemIn*)>
  PunchOutOrderMessage: { children: seq(one('BuyerCookie'), one('PunchOutOrderMessageHeader'), many('ItemIn')) },
  BuyerCookie: { children: 'any' },
  PunchOutOrderMessageHeader: {
    children: seq(opt('SourcingStatus'), one('Total'), opt('ShipTo'), opt('Shipping'), opt('Tax'), opt('SupplierOrderInfo')),
    required: ['operationAllowed'],
    optional: ['quoteStatus'],
  },
  Total: { children: seq(one('Money'), opt('Modifications')) },
  Money: { children: 'text', required: ['currency'], optional: ['alternateAmount', 'alternateCurrency'] },
  ItemIn: {
    children: seq(one('ItemID'), opt('Path'), opt('ItemDetail'), `(?:${either('SupplierID', 'SupplierList')})?`, opt('ShipTo'), opt('Shipping'), opt('Tax'), opt('SpendDetail'), many('Distribution'), many('Contact'), opt('Comments')),
    required: ['quantity'],
    optional: ['lineNumber', 'parentLineNumber', 'itemType', 'compositeItemType', 'itemClassification', 'itemCategory'],
  },
  // <!ELEMENT ItemID (SupplierPartID, SupplierPartAuxiliaryID?, BuyerPartID?, IdReference*)>
  ItemID: { children: seq(one('SupplierPartID'), opt('SupplierPartAuxiliaryID'), opt('BuyerPartID'), many('IdReference')) },
  SupplierPartID: { children: 'text' },
  SupplierPartAuxiliaryID: { children: 'any' },
  // <!ELEMENT ItemDetail (UnitPrice, Description+, OverallLimit?, ExpectedLimit?, UnitOfMeasure, PriceBasisQuantity?,
  //                       Classification+, ManufacturerPartID?, ManufacturerName?, URL?, LeadTime?, Dimension*, ItemDetailIndustry?, AdditionalPrices?, Extrinsic*)>
  ItemDetail: {
    children: seq(
      one('UnitPrice'),
      some('Description'),
      opt('OverallLimit'),
      opt('ExpectedLimit'),
      one('UnitOfMeasure'),
      opt('PriceBasisQuantity'),
      some('Classification'),
      opt('ManufacturerPartID'),
      opt('ManufacturerName'),
      opt('URL'),
      opt('LeadTime'),
      many('Dimension'),
      opt('ItemDetailIndustry'),
      opt('AdditionalPrices'),
      many('Extrinsic'),
    ),
  },
  UnitPrice: { children: seq(one('Money'), opt('Modifications')) },
  Description: { children: /^(?:ShortName,)*$/, required: ['xml:lang'], optional: ['type'] },
  UnitOfMeasure: { children: 'text' },
  Classification: { children: 'text', required: ['domain'], optional: ['code'] },
  ManufacturerPartID: { children: 'text' },
  ManufacturerName: { children: 'text', optional: ['xml:lang'] },
  LeadTime: { children: 'text' },
  // <!ELEMENT Response (Status, (… | PunchOutSetupResponse | …)?)>
  Response: { children: seq(one('Status'), opt('PunchOutSetupResponse')) },
  Status: { children: 'text', required: ['code', 'text'], optional: ['xml:lang'] },
  PunchOutSetupResponse: { children: seq(one('StartPage')) },
  StartPage: { children: seq(one('URL')) },
  URL: { children: 'text', optional: ['name'] },
};

/** Every way the document breaks the DTD excerpt (empty: valid), and its DOCTYPE. */
export function dtdProblems(xml: string): { problems: string[]; doctype: string | null } {
  const problems: string[] = [];
  let doctype: string | null = null;
  const stack: { name: string; children: string[]; text: boolean }[] = [];
  const parser = new SaxesParser({ xmlns: false });
  parser.on('doctype', (d) => (doctype = d.trim()));
  parser.on('opentag', (tag) => {
    stack.at(-1)?.children.push(tag.name);
    const rule = CXML_DTD[tag.name];
    if (!rule) problems.push(`<${tag.name}> is not an element this DTD excerpt knows`);
    else {
      const attrs = Object.keys(tag.attributes);
      for (const a of rule.required ?? []) if (!attrs.includes(a)) problems.push(`<${tag.name}> lacks ${a}`);
      for (const a of attrs) if (!(rule.required ?? []).includes(a) && !(rule.optional ?? []).includes(a)) problems.push(`<${tag.name}> has undeclared ${a}`);
    }
    stack.push({ name: tag.name, children: [], text: false });
  });
  parser.on('text', (t) => {
    if (t.trim() && stack.length) stack.at(-1)!.text = true;
  });
  parser.on('closetag', () => {
    const el = stack.pop()!;
    const rule = CXML_DTD[el.name];
    if (!rule || rule.children === 'any') return;
    if (rule.children === 'text') {
      if (el.children.length) problems.push(`<${el.name}> holds elements (${el.children.join(', ')}) where the DTD has text`);
      return;
    }
    if (el.text && el.name !== 'Description') problems.push(`<${el.name}> holds text where the DTD has elements`);
    const got = el.children.map((c) => `${c},`).join('');
    if (!rule.children.test(got)) problems.push(`<${el.name}> children ${el.children.join(', ') || '(none)'} do not fit its content model`);
  });
  parser.write(xml).close();
  return { problems, doctype };
}
