// Step 1 of the order wizard as a schema: every field with its Dutch message. The address is
// needed for delivery only; the pick-up counter needs none.
import { z } from 'zod/mini';
import { texts } from '@/texts';
import { dateProblem } from './delivery-date';
import { COUNTRIES, postalCodeExample, writePostalCode } from '@kraanvogel/shared/rules';

/** The api's limits (CreateCustomerOrderInput). */
export const LIMITS = { naam: 100, adres: 100, plaats: 60, leveringsinstructies: 250, ponummer: 35, referentie: 50 } as const;

const max = (n: number) => z.string().check(z.maxLength(n, texts.validation.maxLength(n)));

export const deliverySchema = z
  .object({
    levering: z.enum(['bezorgen', 'afhalen']),
    naam: max(LIMITS.naam),
    adres: max(LIMITS.adres),
    postcode: max(10),
    plaats: max(LIMITS.plaats),
    land: z.enum(COUNTRIES),
    datum: z.string(),
    leveringsinstructies: max(LIMITS.leveringsinstructies),
    ponummer: max(LIMITS.ponummer),
    referentie: max(LIMITS.referentie),
  })
  .check(
    z.superRefine((v, ctx) => {
    const problem = dateProblem(v.datum);
    if (problem) ctx.addIssue({ code: 'custom', path: ['datum'], message: problem });
    if (v.levering === 'afhalen') return;
    for (const field of ['naam', 'adres', 'plaats'] as const) {
      if (!v[field].trim()) ctx.addIssue({ code: 'custom', path: [field], message: texts.validation.required });
    }
    if (!v.postcode.trim()) ctx.addIssue({ code: 'custom', path: ['postcode'], message: texts.validation.required });
    else if (!writePostalCode(v.postcode, v.land)) ctx.addIssue({ code: 'custom', path: ['postcode'], message: texts.orderWizard.postcodeInvalid(postalCodeExample(v.land)) });
    }),
  );

export type DeliveryInput = z.infer<typeof deliverySchema>;
