// Text analysis shared by indexing and querying: Dutch-friendly folding (case, diacritics) and
// tokenisation that keeps article codes and EAN numbers findable whole and in part.

const EXTRA_FOLDS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ĳ: 'ij' };

/** Lower case, diacritics removed: 'Café Crème' → 'cafe creme'. */
export function fold(text: string): string {
  const lower = text.toLowerCase();
  // Fast path: plain ASCII needs no decomposition.
  // eslint-disable-next-line no-control-regex
  if (/^[\x00-\x7f]*$/.test(lower)) return lower;
  return lower
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ßæœøłđĳ]/g, (c) => EXTRA_FOLDS[c] ?? c);
}

const WORD = /[a-z0-9]+/g;
const HAS_DIGIT = /[0-9]/;

/** Tokens of a text field value, folded. */
export function tokenize(text: string): string[] {
  return fold(text).match(WORD) ?? [];
}

/**
 * Tokens of a code-like value (article number, manufacturer code, EAN): the parts, plus the whole
 * value with its separators removed, so 'GE-115.882' is found as '115', '115882' and 'ge115882'.
 */
export function tokenizeCode(text: string): string[] {
  const out: string[] = [];
  for (const chunk of fold(text).split(/\s+/)) {
    const parts = chunk.match(WORD);
    if (!parts) continue;
    out.push(...parts);
    if (parts.length > 1) out.push(parts.join(''));
  }
  return out;
}

/** Tokens of a text with their offsets in the original string, for highlighting. */
export function tokenizeWithOffsets(text: string): { token: string; start: number; end: number }[] {
  const out: { token: string; start: number; end: number }[] = [];
  const re = /[\p{L}\p{N}]+/gu;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    for (const token of fold(m[0]).match(WORD) ?? []) {
      out.push({ token, start: m.index, end: m.index + m[0].length });
    }
  }
  return out;
}

export function hasDigit(token: string): boolean {
  return HAS_DIGIT.test(token);
}

/** Levenshtein distance, or max + 1 as soon as it must exceed max. */
export function boundedLevenshtein(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  let prev = new Array<number>(b.length + 1);
  let curr = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    curr[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cost = ca === b.charCodeAt(j - 1) ? 0 : 1;
      const v = Math.min(prev[j]! + 1, curr[j - 1]! + 1, prev[j - 1]! + cost);
      curr[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev, curr] = [curr, prev];
  }
  return prev[b.length]!;
}
