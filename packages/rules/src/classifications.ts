// The product classifications a procurement system files a requisition line by: the ETIM class
// the shop's articles carry, and the UNSPSC commodity a punch-out account maps it to.

/** An ETIM class code: EC and six digits (EC010505). */
export function isEtimClass(code: string): boolean {
  return /^EC\d{6}$/.test(code);
}

/**
 * A UNSPSC code at commodity level: eight digits, segment, family, class and commodity, the
 * commodity not 00 (30181505; 30180000 is a family, 30181500 a class).
 */
export function isUnspscCommodity(code: string): boolean {
  const m = /^([1-9]\d)(\d\d)(\d\d)(\d\d)$/.exec(code);
  return !!m && m.slice(2).every((level) => level !== '00');
}

/**
 * An administrator's lines 'EC010505=30181505' (one per line, spaces allowed around '=') as a
 * map from ETIM class to UNSPSC commodity, or the first line that is not one.
 */
export function parseClassificationLines(text: string): { map: Record<string, string> } | { invalidLine: string } {
  const map: Record<string, string> = {};
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const [etim, unspsc, ...rest] = line.split('=').map((p) => p.trim().toUpperCase());
    if (rest.length || !etim || !unspsc || !isEtimClass(etim) || !isUnspscCommodity(unspsc)) return { invalidLine: line };
    map[etim] = unspsc;
  }
  return { map };
}

/** The lines an administrator edits, from a stored map. */
export function classificationLines(map: Record<string, string>): string {
  return Object.entries(map)
    .map(([etim, unspsc]) => `${etim}=${unspsc}`)
    .join('\n');
}
