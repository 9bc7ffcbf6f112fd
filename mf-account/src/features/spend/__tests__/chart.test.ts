import { NONE_COLOUR, SEGMENT_COLOURS, niceScale, stacks } from '../lib/chart';

/** WCAG relative luminance contrast of a colour against white. */
function contrastWithWhite(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  const l = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return 1.05 / (l + 0.05);
}

test('the axis ends on a round figure at or above the largest bar', () => {
  expect(niceScale(0)).toEqual({ top: 4, step: 1 });
  expect(niceScale(8200)).toEqual({ top: 10000, step: 2500 });
  expect(niceScale(51_000)).toEqual({ top: 80_000, step: 20_000 });
  expect(niceScale(40_000)).toEqual({ top: 40_000, step: 10_000 });
  expect(niceScale(399)).toEqual({ top: 400, step: 100 });
});

test('every segment colour has at least 3:1 contrast against white', () => {
  for (const c of [...SEGMENT_COLOURS, NONE_COLOUR]) expect(contrastWithWhite(c)).toBeGreaterThanOrEqual(3);
});

test('stacks: a segment per cost centre per month, spend without a cost centre in grey, negative months drawn as nothing', () => {
  const s = stacks(['2026-10', '2026-11'], [
    { name: 'A', monthly: [10, -5] },
    { name: null, monthly: [3, 4] },
  ]);
  expect(s[0]).toEqual([
    { key: 'A', value: 10, colour: SEGMENT_COLOURS[0] },
    { key: '', value: 3, colour: NONE_COLOUR },
  ]);
  expect(s[1]![0]!.value).toBe(0);
});
