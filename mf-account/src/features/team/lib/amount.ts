// An amount in euros as people type it in Dutch: "1.250,50", "1250,5", "€ 800" or "800.00".
// Empty means no limit. Returns the amount rounded to cents, null for empty, NaN when it is no amount.

export function parseEuroAmount(text: string): number | null {
  const s = text.replace(/€|\s/g, '');
  if (!s) return null;
  let normal: string;
  if (s.includes(',')) normal = s.replace(/\./g, '').replace(',', '.');
  else if (/^\d{1,3}(\.\d{3})+$/.test(s)) normal = s.replace(/\./g, '');
  else normal = s;
  if (!/^\d+(\.\d{1,2})?$/.test(normal)) return NaN;
  return Math.round(Number(normal) * 100) / 100;
}

/** An amount as the field shows it: "1250,50"; empty for none. */
export const amountText = (value: number | null) => (value === null ? '' : value.toFixed(2).replace('.', ','));
