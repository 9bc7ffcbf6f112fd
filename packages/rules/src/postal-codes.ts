// Postcodes of the countries the shop delivers to, checked and written the way the post office
// writes them: Dutch '1234 AB' (no leading zero), Belgian '1234', German '12345'.
export const COUNTRIES = ['NL', 'BE', 'DE'] as const;
export type Country = (typeof COUNTRIES)[number];

const FORMATS: Record<Country, { pattern: RegExp; example: string; write: (m: RegExpExecArray) => string }> = {
  NL: { pattern: /^([1-9]\d{3})\s?([A-Za-z]{2})$/, example: '1234 AB', write: (m) => `${m[1]} ${m[2]!.toUpperCase()}` },
  BE: { pattern: /^([1-9]\d{3})$/, example: '1000', write: (m) => m[1]! },
  DE: { pattern: /^(\d{5})$/, example: '10115', write: (m) => m[1]! },
};

export const isCountry = (value: string): value is Country => (COUNTRIES as readonly string[]).includes(value);

/** The postcode as the post office writes it, or null when it does not fit the country (or the shop does not deliver there). */
export function writePostalCode(value: string, country: string): string | null {
  if (!isCountry(country)) return null;
  const format = FORMATS[country];
  const m = format.pattern.exec(value.trim());
  return m ? format.write(m) : null;
}

/** A postcode of the country as an example for a message ('1234 AB'). */
export const postalCodeExample = (country: Country): string => FORMATS[country].example;
