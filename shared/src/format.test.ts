import { dutchDateFormat, dutchNumberFormat, formatDate, formatLongDay, formatMoney, formatNumber } from './format';

describe('nl-NL formats', () => {
  it('writes money, numbers and dates the Dutch way', () => {
    expect(formatMoney(1234.5)).toBe('€\u00a01.234,50');
    expect(formatMoney(-2)).toBe('€\u00a0-2,00');
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(formatDate('2026-11-27T10:00:00Z')).toBe('27-11-2026');
    expect(formatLongDay('2026-12-02')).toBe('woensdag 2 december 2026');
  });

  it('makes a formatter once per set of options', () => {
    expect(dutchNumberFormat({ style: 'percent' })).toBe(dutchNumberFormat({ style: 'percent' }));
    expect(dutchDateFormat({ month: 'long' })).toBe(dutchDateFormat({ month: 'long' }));
    expect(dutchDateFormat({ month: 'long' })).not.toBe(dutchDateFormat({ month: 'short' }));
    expect(dutchDateFormat({ month: 'long' }).format(new Date(2026, 0, 15))).toBe('januari');
  });
});
