// The colours an order state can have, as customers see it in Mijn orders: a badge with the
// state's name in it. Each colour is a background with the text colour written on it, and only
// pairs whose contrast is at least WCAG's 4.5:1 for normal text are offered: an administrator
// picks one of these by its key, the api accepts no other, and every app draws the badge from
// this list.

/** WCAG 2.x's minimum contrast of normal text with its background. */
export const MIN_TEXT_CONTRAST = 4.5;

export const STATUS_COLOURS = [
  { key: 'grijs', background: '#52606d', text: '#ffffff' },
  { key: 'blauw', background: '#00529b', text: '#ffffff' },
  { key: 'petrol', background: '#0b6e6e', text: '#ffffff' },
  { key: 'groen', background: '#1e6b34', text: '#ffffff' },
  { key: 'oranje', background: '#9a4a00', text: '#ffffff' },
  { key: 'rood', background: '#b3261e', text: '#ffffff' },
  { key: 'paars', background: '#6b3fa0', text: '#ffffff' },
  { key: 'geel', background: '#f5c400', text: '#1f2933' },
] as const;

export type StatusColourKey = (typeof STATUS_COLOURS)[number]['key'];
export type StatusColour = (typeof STATUS_COLOURS)[number];

/** The colour of a state that has none of its own. */
export const DEFAULT_STATUS_COLOUR: StatusColourKey = 'grijs';

export const STATUS_COLOUR_KEYS = STATUS_COLOURS.map((c) => c.key) as StatusColourKey[];

export function isStatusColour(key: unknown): key is StatusColourKey {
  return typeof key === 'string' && (STATUS_COLOUR_KEYS as string[]).includes(key);
}

/** A colour by its key; an unknown key (a state saved before the colours existed) is the default. */
export function statusColour(key: string | null | undefined): StatusColour {
  return STATUS_COLOURS.find((c) => c.key === key) ?? STATUS_COLOURS[0];
}

/** The relative luminance of an sRGB colour written as #rrggbb (WCAG 2.x). */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** The contrast ratio of two #rrggbb colours, from 1 to 21 (WCAG 2.x). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
