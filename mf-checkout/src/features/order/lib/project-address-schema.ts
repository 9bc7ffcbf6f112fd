// A new project address of the address book as a schema: the house number and the postcode per
// country by the business rules (shared/src/rules.ts), with the Dutch messages every form uses.
import { z } from 'zod';
import { sharedTexts } from '@kraanvogel/shared';
import { texts } from '@/texts';
import { LIMITS } from './delivery-schema';
import { COUNTRIES, isHouseNumber, postalCodeExample, writePostalCode } from '@kraanvogel/shared/rules';

const required = (max: number) => z.string().trim().min(1, texts.validation.required).max(max, texts.validation.maxLength(max));

export const projectAddressSchema = z
  .object({
    name: required(LIMITS.naam),
    street: required(80),
    houseNumber: z.string().trim().min(1, texts.validation.required),
    postalCode: z.string().trim().min(1, texts.validation.required),
    city: required(LIMITS.plaats),
    country: z.enum(COUNTRIES),
  })
  .superRefine((v, ctx) => {
    if (v.houseNumber && !isHouseNumber(v.houseNumber)) ctx.addIssue({ code: 'custom', path: ['houseNumber'], message: sharedTexts.validation.houseNumber });
    if (v.postalCode && !writePostalCode(v.postalCode, v.country)) {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: sharedTexts.validation.postcode(postalCodeExample(v.country)) });
    }
  });

export type ProjectAddressInput = z.infer<typeof projectAddressSchema>;
