import { classificationLines, isEtimClass, isUnspscCommodity, parseClassificationLines } from './classifications.js';

describe('classifications', () => {
  it('knows an ETIM class code', () => {
    expect(isEtimClass('EC010505')).toBe(true);
    for (const bad of ['EC01050', 'EC0105050', 'ec010505', 'EF000007', '010505']) expect(isEtimClass(bad)).toBe(false);
  });

  it('takes UNSPSC codes at commodity level only', () => {
    expect(isUnspscCommodity('30181505')).toBe(true);
    expect(isUnspscCommodity('40141609')).toBe(true);
    // family, class, too short or long, a leading zero segment
    for (const bad of ['30180000', '30181500', '3018150', '301815051', '0181505', '3018a505', '30001505']) expect(isUnspscCommodity(bad)).toBe(false);
  });

  it('reads an administrator’s lines and names the first wrong one', () => {
    expect(parseClassificationLines(' ec010505 = 30181505 \n\nEC010936=30181504\n')).toEqual({ map: { EC010505: '30181505', EC010936: '30181504' } });
    expect(parseClassificationLines('EC010505=30181505\nEC010936=30180000')).toEqual({ invalidLine: 'EC010936=30180000' });
    expect(parseClassificationLines('EC010505=30181505=1')).toEqual({ invalidLine: 'EC010505=30181505=1' });
    expect(parseClassificationLines('')).toEqual({ map: {} });
  });

  it('writes a map back as the lines it came from', () => {
    const text = 'EC010505=30181505\nEC010936=30181504';
    expect(classificationLines((parseClassificationLines(text) as { map: Record<string, string> }).map)).toBe(text);
  });
});
