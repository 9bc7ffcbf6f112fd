// The api's Dutch messages for the postcode rule (@kraanvogel/rules: writePostalCode).
import { isCountry, postalCodeExample, writePostalCode } from '@kraanvogel/rules';

/** The postcode as it is written, or a Dutch message saying what is expected. */
export function normalisePostalCode(value: string, country: string): { value: string } | { problem: string } {
  if (!isCountry(country)) return { problem: 'Naar dit land leveren wij niet.' };
  const written = writePostalCode(value, country);
  return written !== null ? { value: written } : { problem: `Vul een geldige postcode in, bijvoorbeeld ${postalCodeExample(country)}.` };
}
