import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import barlow from '@capsizecss/metrics/barlow';
import roboto from '@capsizecss/metrics/roboto';
import { theme } from '@kraanvogel/shared';
import { BARLOW_FALLBACK_FACES } from './fonts';

describe("Barlow's fallback faces", () => {
  const stack = createFontStack([barlow, arial, roboto]);

  it('are Arial and Roboto scaled to Barlow as the metrics of the three fonts give them', () => {
    const normalise = (css: string) => css.replace(/\s+/g, ' ').trim();
    expect(normalise(BARLOW_FALLBACK_FACES)).toBe(normalise(stack.fontFaces));
  });

  it("come right after Barlow in the theme's font family, before the plain system fonts", () => {
    expect(theme.fontFamily.startsWith(stack.fontFamily)).toBe(true);
    expect(theme.fontFamily.endsWith('sans-serif')).toBe(true);
  });
});
