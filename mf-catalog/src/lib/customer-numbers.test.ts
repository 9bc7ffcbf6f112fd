import { articlesByOwnNumber, OWN_MATCHES_MAX } from './customer-numbers';

const numbers = new Map([
  ['1000001', 'KV-100'],
  ['1000002', 'kv-1000'],
  ['1000003', 'X-KV-10'],
  ['1000004', 'AB'],
]);

test("the phrase names the customer's own number: the number itself, then numbers that start with it, then those that contain it", () => {
  expect(articlesByOwnNumber(numbers, ' kv-100 ')).toEqual(['1000001', '1000002']);
  expect(articlesByOwnNumber(numbers, 'KV-10')).toEqual(['1000001', '1000002', '1000003']);
  expect(articlesByOwnNumber(numbers, 'ab')).toEqual(['1000004']);
});

test('a short phrase is not looked for inside numbers; nothing typed or no numbers finds nothing', () => {
  expect(articlesByOwnNumber(numbers, 'b')).toEqual([]);
  expect(articlesByOwnNumber(numbers, '  ')).toEqual([]);
  expect(articlesByOwnNumber(new Map(), 'KV-100')).toEqual([]);
});

test(`at most ${OWN_MATCHES_MAX} articles`, () => {
  const many = new Map(Array.from({ length: 30 }, (_, i) => [`10${i}`, `P-${i}`]));
  expect(articlesByOwnNumber(many, 'P-')).toHaveLength(OWN_MATCHES_MAX);
});
