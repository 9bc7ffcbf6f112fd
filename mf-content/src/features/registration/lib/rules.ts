// The rules of the registration form per step, as schemas for the form library: the shop's
// input rules (@kraanvogel/rules through @kraanvogel/shared) with this app's Dutch messages. The
// api checks the same rules again; these give the visitor the message at once.
import { z } from 'zod/mini';
import { texts } from '@/texts';
import { COUNTRIES, isCountry, isDutchVat, isEmail, isHouseNumber, isKvk, isPhone, postalCodeExample, writePostalCode } from '@kraanvogel/shared/rules';

const v = texts.validation;

const required = (max: number) => z.string().check(z.trim(), z.minLength(1, v.required), z.maxLength(max, v.maxLength(max)));
/** A required text that must also pass one of the shop's input rules. */
const checked = (max: number, rule: (value: string) => boolean, message: string) => required(max).check(z.refine(rule, message));
const land = z.enum(COUNTRIES);

/** The postcode check for the chosen country, for an object schema with Postcode and Land. */
const postcodeOfLand = z.superRefine((value: { Postcode: string; Land: string }, ctx) => {
  if (value.Postcode.trim() && isCountry(value.Land) && writePostalCode(value.Postcode, value.Land) === null) {
    ctx.addIssue({ code: 'custom', path: ['Postcode'], message: v.postcode(postalCodeExample(value.Land)) });
  }
});

export const companySchema = z
  .object({
    Naam: required(200),
    BTW: checked(30, isDutchVat, v.vat),
    chamberOfCommerceNumber: checked(20, isKvk, v.kvk),
    Straatnaam: required(200),
    Nummer: checked(20, isHouseNumber, v.houseNumber),
    Postcode: required(10),
    Plaats: required(100),
    Land: land,
    Telefoon: checked(30, isPhone, v.phone),
    Email: checked(254, isEmail, v.email),
  })
  .check(postcodeOfLand);

export const personSchema = z.object({
  Geslacht: z.enum(['Man', 'Vrouw', 'Anders']),
  Voorletters: required(20),
  Voornaam: required(100),
  Tussenvoegsel: z.string().check(z.trim(), z.maxLength(30, v.maxLength(30))),
  Achternaam: required(100),
  Telefoon: checked(30, isPhone, v.phone),
  Email: checked(254, isEmail, v.email),
});

/** When the delivery address is the company's, its fields are copied and not checked again here. */
export const deliverySchema = z.discriminatedUnion('Afleveradresisbedrijfsadres', [
  z.object({ Afleveradresisbedrijfsadres: z.literal(true), Straatnaam: z.string(), Nummer: z.string(), Postcode: z.string(), Plaats: z.string(), Land: land }),
  z
    .object({
      Afleveradresisbedrijfsadres: z.literal(false),
      Straatnaam: required(200),
      Nummer: checked(20, isHouseNumber, v.houseNumber),
      Postcode: required(10),
      Plaats: required(100),
      Land: land,
    })
    .check(postcodeOfLand),
]);

export type CompanyInput = z.infer<typeof companySchema>;
export type PersonInput = z.infer<typeof personSchema>;
export type DeliveryInput = z.infer<typeof deliverySchema>;
