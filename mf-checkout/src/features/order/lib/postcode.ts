// Postcodes as the post office writes them: Dutch '1234 AB' (no leading zero), Belgian '1234',
// German '12345'.
const FORMATS = {
  NL: { pattern: /^([1-9]\d{3})\s?([A-Za-z]{2})$/, example: '1234 AB', write: (m: RegExpExecArray) => `${m[1]} ${m[2]!.toUpperCase()}` },
  BE: { pattern: /^([1-9]\d{3})$/, example: '1000', write: (m: RegExpExecArray) => m[1]! },
  DE: { pattern: /^(\d{5})$/, example: '10115', write: (m: RegExpExecArray) => m[1]! },
} as const;

export type Country = keyof typeof FORMATS;

/** The postcode as written, or null when it does not fit the country's format. */
export function writePostcode(value: string, country: Country): string | null {
  const format = FORMATS[country];
  const m = format.pattern.exec(value.trim());
  return m ? format.write(m) : null;
}

export const postcodeExample = (country: Country) => FORMATS[country].example;
