// Every cXML document the shop writes — the setup response, each error Status, and the
// PunchOutOrderMessage as a real punch-out session sends it — checked against the cXML 1.2 DTD's
// content models and attribute lists for the elements it uses (test/helpers/cxml-dtd.ts), with the
// DOCTYPE, a timestamp with seconds and offset, and a payloadID of time, random part and host.
import { CXML_DOCTYPE, orderMessage, setupResponse, statusResponse } from '../../src/lib/cxml.js';
import { dtdProblems } from '../helpers/cxml-dtd.js';

const HOST = 'shop.kraanvogel.nl';

function expectValid(xml: string) {
  const { problems, doctype } = dtdProblems(xml);
  expect(problems).toEqual([]);
  expect(`<!DOCTYPE ${doctype}>`).toBe(CXML_DOCTYPE);
  const root = /<cXML payloadID="([^"]+)" timestamp="([^"]+)" version="1\.2\.\d{3}"/.exec(xml);
  expect(root).not.toBeNull();
  expect(root![1]).toMatch(/^\d{13}\.\d+\.[0-9a-f]{12}@shop\.kraanvogel\.nl$/);
  expect(root![2]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
}

const line = (k: number, extra: Partial<Parameters<typeof orderMessage>[1]['lines'][number]> = {}) => ({
  supplierPartId: `900100${k}`,
  auxiliaryId: `12/${k}`,
  quantity: k + 1,
  unitPrice: '12.50',
  description: `Kogelkraan ${k} "messing" <PN16> & knel`,
  unitOfMeasure: 'EA',
  classifications: [
    { domain: 'UNSPSC', code: '40141609' },
    { domain: 'ETIM', code: 'EC011020' },
  ],
  manufacturerPartId: `MP-${k}`,
  manufacturerName: 'Merk',
  leadTimeDays: 1,
  ...extra,
});

test('the setup response and every error Status fit the DTD', () => {
  expectValid(setupResponse(HOST, 'https://shop.kraanvogel.nl/login?punchout=abc&x=1'));
  for (const code of [400, 401, 403, 429, 500]) expectValid(statusResponse(HOST, code, 'Uitleg in het Nederlands <met> & tekens'));
  expectValid(statusResponse(HOST, 200));
});

test('a PunchOutOrderMessage fits the DTD: with and without the optional details, one line and many', () => {
  const base = {
    from: [{ domain: 'NetworkID', identity: 'AN01000000099' }],
    to: [{ domain: 'NetworkID', identity: 'AN02000000002' }, { domain: 'DUNS', identity: '123456789' }],
    sender: { domain: 'NetworkID', identity: 'AN01000000099' },
    buyerCookie: 'cookie & <1>',
    currency: 'EUR',
    total: '100.00',
    payloadId: `${Date.now()}.1.0123456789ab@${HOST}`,
    timestamp: new Date(),
  };
  expectValid(orderMessage(HOST, { ...base, lines: [line(1)] }));
  expectValid(orderMessage(HOST, { ...base, lines: [1, 2, 3].map((k) => line(k, { manufacturerPartId: undefined, manufacturerName: undefined, classifications: [{ domain: 'UNSPSC', code: '30180000' }] })) }));
  expectValid(orderMessage(HOST, { ...base, lines: [] }));
});

test('the DTD check itself refuses a document out of order or with an undeclared attribute', () => {
  const good = statusResponse(HOST, 400, 'x');
  expect(dtdProblems(good.replace('<Status', '<Status extra="1"')).problems).toEqual(['<Status> has undeclared extra']);
  const swapped = orderMessage(HOST, {
    from: [], to: [], sender: { domain: 'NetworkID', identity: 'x' }, buyerCookie: 'c', currency: 'EUR', total: '1.00', payloadId: 'p', timestamp: new Date(), lines: [],
  });
  expect(dtdProblems(swapped).problems).toEqual(['<From> children (none) do not fit its content model', '<To> children (none) do not fit its content model']);
});
