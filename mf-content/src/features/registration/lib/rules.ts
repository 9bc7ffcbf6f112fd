// The rules of the registration form per step, as schemas for the form library: the shop's
// input rules (@kraanvogel/rules through @kraanvogel/shared) with this app's Dutch messages. The
// api checks the same rules again; these give the visitor the message at once.
import { z } from 'zod';
import { texts } from '@/texts';
import { COUNTRIES, isCountry, isDutchVat, isEmail, isHouseNumber, isKvk, isPhone, postalCodeExample, writePostalCode } from '@kraanvogel/shared/rules';

const v = texts.validation;

const required = (max: number) => z.string().trim().min(1, v.required).max(max, v.maxLength(max));
const land = z.enum(COUNTRIES);

/** Adds the postcode check for the chosen country to an object schema with Postcode and Land. */
function withPostcode<T extends z.ZodType<{ Postcode: string; Land: string }>>(schema: T) {
  return schema.superRefine((value, ctx) => {
    if (value.Postcode.trim() && isCountry(value.Land) && writePostalCode(value.Postcode, value.Land) === null) {
      ctx.addIssue({ code: 'custom', path: ['Postcode'], message: v.postcode(postalCodeExample(value.Land)) });
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
