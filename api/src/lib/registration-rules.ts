// The rules a registration must meet (@kraanvogel/rules), with the messages the visitor sees. The
// registration form (mf-content) checks the same rules as the visitor types; these are the ones
// that count.
import { writeDutchVat, writeEmail, writeHouseNumber, writeKvk, writePhone } from '@kraanvogel/rules';
import { normalisePostalCode } from './postal-code.js';

export const REQUIRED = 'Dit veld is verplicht';
export { COUNTRIES } from '@kraanvogel/rules';
export const GENDERS = ['Man', 'Vrouw', 'Anders'] as const;

type Checked = { value: string } | { problem: string };
const checked = (value: string | null, problem: string): Checked => (value !== null ? { value } : { problem });

/** A KvK number: 8 digits (spaces allowed while typing). */
export const chamberOfCommerceProblem = (value: string) => checked(writeKvk(value), 'Een KvK-nummer bestaat uit 8 cijfers.');

/** A Dutch VAT number (NL123456789B01). */
export const vatProblem = (value: string) => checked(writeDutchVat(value), 'Vul een geldig Nederlands btw-nummer in, bijvoorbeeld NL123456789B01.');

/** A Dutch or, for a Belgian or German contact, international phone number. */
export const phoneProblem = (value: string) => checked(writePhone(value), 'Vul een geldig telefoonnummer in, bijvoorbeeld 038 123 45 67.');

export const emailProblem = (value: string) => checked(writeEmail(value), 'Vul een geldig e-mailadres in, bijvoorbeeld naam@bedrijf.nl.');

/** A house number with an optional addition: 12, 12a, 12-3, 12 bis. */
export const houseNumberProblem = (value: string) => checked(writeHouseNumber(value), 'Vul een huisnummer in, eventueel met toevoeging, bijvoorbeeld 12 of 12a.');

export function postalCodeProblem(value: string, country: string): Checked {
  return normalisePostalCode(value, country);
}
