// A new project address of the address book as a schema: the house number and the postcode per
// country by the business rules (shared/src/rules.ts), with the Dutch messages every form uses.
import { z } from 'zod/mini';
import { sharedTexts } from '@kraanvogel/shared';
import { texts } from '@/texts';
import { LIMITS } from './delivery-schema';
import { COUNTRIES, isHouseNumber, postalCodeExample, writePostalCode } from '@kraanvogel/shared/rules';

const filled = () => z.string().check(z.trim(), z.minLength(1, texts.validation.required));
const required = (max: number) => z.string().check(z.trim(), z.minLength(1, texts.validation.required), z.maxLength(max, texts.validation.maxLength(max)));

export const projectAddressSchema = z
  .object({
    name: required(LIMITS.naam),
    street: required(80),
    houseNumber: filled(),
    postalCode: filled(),
    city: required(LIMITS.plaats),
    country: z.enum(COUNTRIES),
  })
  .check(
    z.superRefine((v, ctx) => {
    if (v.houseNumber && !isHouseNumber(v.houseNumber)) ctx.addIssue({ code: 'custom', path: ['houseNumber'], message: sharedTexts.validation.houseNumber });
    if (v.postalCode && !writePostalCode(v.postalCode, v.country)) {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: sharedTexts.validation.postcode(postalCodeExample(v.country)) });
    }
    }),
  );

export type ProjectAddressInput = z.infer<typeof projectAddressSchema>;
