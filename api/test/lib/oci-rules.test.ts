// The OCI return fields keep OCI 4.0/5.0's rules (test/helpers/oci-rules.ts) for awkward lines:
// long descriptions with typographic characters, prices of fractions of a cent, decimals, every
// unit of the shop; and an account's own description length and character set.
import { ociFields } from '../../src/lib/oci.js';
import { ociProblems } from '../helpers/oci-rules.js';

const line = (k: number, o: Partial<Parameters<typeof ociFields>[0][number]> = {}) => ({
  description: `Thermostatische “douche” kraan – chroom ${k}, met 38 °C veiligheidsknop… en €-korting`,
  quantity: k,
  unit: 'PCE',
  unitPrice: 12.5,
  currency: 'EUR',
  vendorMat: `90010${k}`,
  matGroup: '40140000',
  leadTimeDays: 5,
  extProductId: '8712345678901',
  ...o,
});

test('awkward lines keep every OCI rule', () => {
  const fields = ociFields([line(1), line(2, { unitPrice: 0.034, quantity: 2.5, unit: 'MTR' }), line(3, { unitPrice: 1234567.891 }), line(4, { unit: 'SET', description: 'Kort' })]);
  expect(ociProblems(fields)).toEqual([]);
  expect(fields.find(([n]) => n === 'NEW_ITEM-DESCRIPTION[1]')![1]).toMatch(/\.\.\.$/);
});

test("an account's description length and ASCII character set", () => {
  const fields = ociFields([line(1)], { description: { max: 20, charset: 'ASCII' } });
  expect(ociProblems(fields, { descriptionMax: 20 })).toEqual([]);
  const description = fields.find(([n]) => n === 'NEW_ITEM-DESCRIPTION[1]')![1];
  expect(description).toBe('Thermostatische "...');
  expect(/^[\x20-\x7e]*$/.test(description)).toBe(true);
});

test('the rules check itself catches a comma decimal, a gap and a long description', () => {
  expect(ociProblems([['NEW_ITEM-QUANTITY[1]', '1,5'], ['NEW_ITEM-DESCRIPTION[3]', 'x'.repeat(41)]])).toEqual([
    "NEW_ITEM-QUANTITY[1] '1,5' breaks its format",
    'NEW_ITEM-DESCRIPTION[3] is longer than 40',
    'indexes 1, 3 do not run from 1 without gaps',
    'line 1 lacks NEW_ITEM-DESCRIPTION',
    'line 1 lacks NEW_ITEM-UNIT',
    'line 1 lacks NEW_ITEM-PRICE',
    'line 1 lacks NEW_ITEM-CURRENCY',
    'line 3 lacks NEW_ITEM-QUANTITY',
    'line 3 lacks NEW_ITEM-UNIT',
    'line 3 lacks NEW_ITEM-PRICE',
    'line 3 lacks NEW_ITEM-CURRENCY',
  ]);
});
