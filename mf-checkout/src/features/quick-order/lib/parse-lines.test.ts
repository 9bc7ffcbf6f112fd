import { parseLines } from './parse-lines';

describe('parseLines', () => {
  it('reads cells copied from Excel (tabs), skipping the header and empty rows', () => {
    expect(parseLines('Artikelnummer\tAantal\r\n1000008\t3\r\n\r\n1000015\t12\r\n')).toEqual([
      { code: '1000008', quantity: '3' },
      { code: '1000015', quantity: '12' },
    ]);
  });
  it('reads semicolons and commas, with quoted cells', () => {
    expect(parseLines('1000008;3\n"1000015";"2"')).toEqual([
      { code: '1000008', quantity: '3' },
      { code: '1000015', quantity: '2' },
    ]);
    expect(parseLines('1000008,3\n1000015,2')).toEqual([
      { code: '1000008', quantity: '3' },
      { code: '1000015', quantity: '2' },
    ]);
  });
  it('reads typed lines with spaces and keeps a line without a quantity for the server to refuse', () => {
    expect(parseLines('1000008 3\n1000015')).toEqual([
      { code: '1000008', quantity: '3' },
      { code: '1000015', quantity: '' },
    ]);
  });
});
