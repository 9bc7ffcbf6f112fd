import { contrastRatio, DEFAULT_STATUS_COLOUR, isStatusColour, MIN_TEXT_CONTRAST, STATUS_COLOURS, statusColour } from './status-colours.js';

test('contrast ratios as WCAG computes them', () => {
  expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
  expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
});

test.each(STATUS_COLOURS.map((c) => [c.key, c] as const))('%s: its text on its background passes 4.5:1', (_key, c) => {
  expect(contrastRatio(c.text, c.background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
});

test('keys are unique; unknown keys are refused and drawn in the default colour', () => {
  expect(new Set(STATUS_COLOURS.map((c) => c.key)).size).toBe(STATUS_COLOURS.length);
  expect(isStatusColour('blauw')).toBe(true);
  expect(isStatusColour('#ff0000')).toBe(false);
  expect(isStatusColour(undefined)).toBe(false);
  expect(statusColour('bestaatniet').key).toBe(DEFAULT_STATUS_COLOUR);
  expect(statusColour(null).key).toBe(DEFAULT_STATUS_COLOUR);
});
