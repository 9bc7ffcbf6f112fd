import { OrderLinesLimitError, parseOrderLines, withoutHeaderRow } from './order-lines.js';

test('Excel (tabs), with a header row and empty rows', () => {
  expect(parseOrderLines('Artikelnummer\tAantal\n1000001\t5\n\n1000008\t10\r\n')).toEqual([
    { code: '1000001', quantity: '5' },
    { code: '1000008', quantity: '10' },
  ]);
});

test('CSV with semicolons or commas, quotes and a byte order mark', () => {
  expect(parseOrderLines('\ufeff"Artikel";"Aantal"\n"1000001";"5"\n"10""01";3')).toEqual([
    { code: '1000001', quantity: '5' },
    { code: '10"01', quantity: '3' },
  ]);
  expect(parseOrderLines('1000001,5\n1000008,"1,0"')).toEqual([
    { code: '1000001', quantity: '5' },
    { code: '1000008', quantity: '1,0' },
  ]);
});

test('typed lines: code and quantity separated by spaces; a missing quantity stays empty', () => {
  expect(parseOrderLines('1000001 5\n  1000008    12  \nABC')).toEqual([
    { code: '1000001', quantity: '5' },
    { code: '1000008', quantity: '12' },
    { code: 'ABC', quantity: '' },
  ]);
});

test('a first row is a header only when its quantity is no number and its code starts with no digit', () => {
  expect(withoutHeaderRow([{ code: 'Code', quantity: 'Aantal' }, { code: 'X1', quantity: '2' }])).toEqual([{ code: 'X1', quantity: '2' }]);
  expect(withoutHeaderRow([{ code: '1000001', quantity: 'veel' }])).toHaveLength(1);
  expect(withoutHeaderRow([{ code: 'X1', quantity: '2' }])).toHaveLength(1);
  expect(withoutHeaderRow([])).toEqual([]);
});

test('every row may have its own separator: space, tab, semicolon or comma between code and amount', () => {
  expect(parseOrderLines('1000239 2\n1000240\t3\n1000241;4\n1000242,5\n1000243 ; 6\n1000244 , 7')).toEqual([
    { code: '1000239', quantity: '2' },
    { code: '1000240', quantity: '3' },
    { code: '1000241', quantity: '4' },
    { code: '1000242', quantity: '5' },
    { code: '1000243', quantity: '6' },
    { code: '1000244', quantity: '7' },
  ]);
});

test('with limits, the first row past one is an error naming the limit, the row and the start of the cell', () => {
  const limits = { rows: 5, columns: 3, cellLength: 10 };
  expect(parseOrderLines('1000001;5\n\n1000008;2', limits)).toEqual([
    { code: '1000001', quantity: '5' },
    { code: '1000008', quantity: '2' },
  ]);
  const error = (text: string) => {
    try {
      parseOrderLines(text, limits);
    } catch (e) {
      return e instanceof OrderLinesLimitError ? { limit: e.limit, row: e.row, excerpt: e.excerpt } : e;
    }
    return null;
  };
  expect(error('1;1\n\n\n\n\n2;2')).toEqual({ limit: 'rows', row: 6, excerpt: '' });
  expect(error('1;1\n1;2;3;4;5')).toEqual({ limit: 'columns', row: 2, excerpt: '' });
  expect(error(`1;1\n${'x'.repeat(5000)};1`)).toEqual({ limit: 'cellLength', row: 2, excerpt: `${'x'.repeat(20)}…` });
  expect(error(`1 1\n1 ${'9'.repeat(50)}`)).toEqual({ limit: 'cellLength', row: 2, excerpt: `${'9'.repeat(20)}…` });
});
