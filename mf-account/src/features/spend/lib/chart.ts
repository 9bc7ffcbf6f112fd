// The spend chart's geometry: stacked bars per month (one segment per cost centre) on a scale
// with round steps, and the colours of the segments, each at least 3:1 against white (WCAG 1.4.11).

export const SEGMENT_COLOURS = ['#00529b', '#a34f00', '#1e7d32', '#6b3fa0', '#8a1c4a', '#00707a'] as const;
/** Spend without a cost centre. */
export const NONE_COLOUR = '#5c5c5c';

/** A round upper bound for the axis (1, 2, 2.5 or 5 times a power of ten, at or above max) and its step. */
export function niceScale(max: number, ticks = 4): { top: number; step: number } {
  if (!(max > 0)) return { top: ticks, step: 1 };
  const raw = max / ticks;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((f) => f * power).find((s) => s * ticks >= max)!;
  return { top: step * ticks, step };
}

export interface Segment {
  key: string;
  value: number;
  colour: string;
}

/** Each month's positive segments, bottom up (credit notes may make a month's figure negative: drawn as nothing). */
export function stacks(months: string[], rows: { name: string | null; monthly: number[] }[]): Segment[][] {
  let named = 0;
  const colours = rows.map((r) => (r.name === null ? NONE_COLOUR : SEGMENT_COLOURS[named++ % SEGMENT_COLOURS.length]!));
  return months.map((_m, k) => rows.map((r, i) => ({ key: r.name ?? '', value: Math.max(0, r.monthly[k] ?? 0), colour: colours[i]! })));
}
