// A new project address of the address book as rules: the house number and the postcode per
// country by the business rules (shared/src/rules.ts), with the Dutch messages every form uses.
// Plain functions, not a schema library (lib/use-step-form.ts says why).
import { sharedTexts } from '@kraanvogel/shared';
import { texts } from '@/texts';
import { LIMITS } from './delivery-schema';
import type { Problems } from './use-step-form';
import { isHouseNumber, postalCodeExample, writePostalCode } from '@kraanvogel/shared/rules';

export interface ProjectAddressInput {
  name: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  country: 'NL' | 'BE' | 'DE';
}

/** Every field trimmed: what is checked and what is saved. */
export const trimmedAddress = (v: ProjectAddressInput): ProjectAddressInput => ({
  ...v,
  name: v.name.trim(),
  street: v.street.trim(),
  houseNumber: v.houseNumber.trim(),
  postalCode: v.postalCode.trim(),
  city: v.city.trim(),
});

/** Required ('Dit veld is verplicht'), at most the api's lengths, house number and postcode valid. */
export function projectAddressProblems(input: ProjectAddressInput): Problems<ProjectAddressInput> {
  const v = trimmedAddress(input);
  const problems: Problems<ProjectAddressInput> = {};
  const limits: Record<string, number | undefined> = { name: LIMITS.naam, street: 80, city: LIMITS.plaats };
  for (const field of ['name', 'street', 'houseNumber', 'postalCode', 'city'] as const) {
    const max = limits[field];
    if (!v[field]) problems[field] = texts.validation.required;
    else if (max !== undefined && v[field].length > max) problems[field] = texts.validation.maxLength(max);
  }
  if (v.houseNumber && !isHouseNumber(v.houseNumber)) problems.houseNumber ??= sharedTexts.validation.houseNumber;
  if (v.postalCode && !writePostalCode(v.postalCode, v.country)) problems.postalCode ??= sharedTexts.validation.postcode(postalCodeExample(v.country));
  return problems;
}
