// Postcodes of the countries the shop delivers to, checked and written the way the post office
// writes them: Dutch '1234 AB' (no leading zero), Belgian '1234', German '12345'.
const FORMATS: Record<string, { pattern: RegExp; example: string; normalise: (m: RegExpExecArray) => string }> = {
  NL: { pattern: /^([1-9]\d{3})\s?([A-Za-z]{2})$/, example: '1234 AB', normalise: (m) => `${m[1]} ${m[2]!.toUpperCase()}` },
  BE: { pattern: /^([1-9]\d{3})$/, example: '1000', normalise: (m) => m[1]! },
  DE: { pattern: /^(\d{5})$/, example: '10115', normalise: (m) => m[1]! },
};

/** The postcode as it is written, or a Dutch message saying what is expected. */
export function normalisePostalCode(value: string, country: string): { value: string } | { problem: string } {
  const format = FORMATS[country];
  if (!format) return { problem: 'Naar dit land leveren wij niet.' };
  const m = format.pattern.exec(value.trim());
  return m ? { value: format.normalise(m) } : { problem: `Vul een geldige postcode in, bijvoorbeeld ${format.example}.` };
}
