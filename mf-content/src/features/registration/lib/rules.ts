// The rules of the registration form per step, as schemas for the form library. The api checks
// the same rules again (its messages are the same); these give the visitor the message at once.
import { z } from 'zod';
import { texts } from '@/texts';

const v = texts.validation;
const compact = (s: string) => s.replace(/[\s.-]/g, '');
const digitsOfPhone = (s: string) => s.trim().replace(/[\s\-()/.]/g, '');

export const isKvk = (s: string) => /^\d{8}$/.test(compact(s));
export const isDutchVat = (s: string) => /^NL\d{9}B\d{2}$/.test(compact(s).toUpperCase());
export const isPhone = (s: string) => {
  const d = digitsOfPhone(s);
  return /^0[1-9]\d{8}$/.test(d) || /^(\+|00)31[1-9]\d{8}$/.test(d) || /^(\+|00)(?!31)[1-9]\d{7,14}$/.test(d);
};
export const isEmail = (s: string) => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(s.trim()) && s.trim().length <= 254;
export const isHouseNumber = (s: string) => /^[1-9]\d{0,4}(\s?[-/]?\s?[A-Za-z0-9]{1,6})?(\s[A-Za-z]{1,4})?$/.test(s.trim());

const POSTCODES: Record<string, { pattern: RegExp; example: string }> = {
  NL: { pattern: /^[1-9]\d{3}\s?[A-Za-z]{2}$/, example: '1234 AB' },
  BE: { pattern: /^[1-9]\d{3}$/, example: '1000' },
  DE: { pattern: /^\d{5}$/, example: '10115' },
};

const required = (max: number) => z.string().trim().min(1, v.required).max(max, v.maxLength(max));
const land = z.enum(['NL', 'BE', 'DE']);

/** Adds the postcode check for the chosen country to an object schema with Postcode and Land. */
function withPostcode<T extends z.ZodType<{ Postcode: string; Land: string }>>(schema: T) {
  return schema.superRefine((value, ctx) => {
    const format = POSTCODES[value.Land];
    if (value.Postcode.trim() && format && !format.pattern.test(value.Postcode.trim())) {
      ctx.addIssue({ code: 'custom', path: ['Postcode'], message: v.postcode(format.example) });
    }
  });
}

export const companySchema = withPostcode(
  z.object({
    Naam: required(200),
    BTW: required(30).refine(isDutchVat, v.vat),
    chamberOfCommerceNumber: required(20).refine(isKvk, v.kvk),
    Straatnaam: required(200),
    Nummer: required(20).refine(isHouseNumber, v.houseNumber),
    Postcode: required(10),
    Plaats: required(100),
    Land: land,
    Telefoon: required(30).refine(isPhone, v.phone),
    Email: required(254).refine(isEmail, v.email),
  }),
);

export const personSchema = z.object({
  Geslacht: z.enum(['Man', 'Vrouw', 'Anders']),
  Voorletters: required(20),
  Voornaam: required(100),
  Tussenvoegsel: z.string().trim().max(30, v.maxLength(30)),
  Achternaam: required(100),
  Telefoon: required(30).refine(isPhone, v.phone),
  Email: required(254).refine(isEmail, v.email),
});

/** When the delivery address is the company's, its fields are copied and not checked again here. */
export const deliverySchema = z.discriminatedUnion('Afleveradresisbedrijfsadres', [
  z.object({ Afleveradresisbedrijfsadres: z.literal(true), Straatnaam: z.string(), Nummer: z.string(), Postcode: z.string(), Plaats: z.string(), Land: land }),
  withPostcode(
    z.object({
      Afleveradresisbedrijfsadres: z.literal(false),
      Straatnaam: required(200),
      Nummer: required(20).refine(isHouseNumber, v.houseNumber),
      Postcode: required(10),
      Plaats: required(100),
      Land: land,
    }),
  ),
]);

export type CompanyInput = z.infer<typeof companySchema>;
export type PersonInput = z.infer<typeof personSchema>;
export type DeliveryInput = z.infer<typeof deliverySchema>;
