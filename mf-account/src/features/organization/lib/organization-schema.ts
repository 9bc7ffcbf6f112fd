// The rules of 'Adresgegevens wijzigen', the same as the api's (and a registration's): KvK 8
// digits, a Dutch VAT number (NL123456789B01), a Dutch or international phone number, an e-mail
// address, a house number with an optional addition and the postcode of the chosen country.
import { z } from 'zod/mini';
import { texts } from '@/texts';
import { country, emailRule, isDutchVat, isHouseNumber, isKvk, phoneRule, postcodeOfCountry, required } from '@/lib/validation';
import type { OrganizationAddress, OrganizationUnit } from '@/lib/api-types';

const v = texts.validation;

export const organizationSchema = z
  .object({
    companyName: required(128),
    chamberOfCommerceNumber: required(20).check(z.refine(isKvk, v.kvk)),
    vatNumber: required(30).check(z.refine(isDutchVat, v.vat)),
    phone: phoneRule(),
    email: emailRule(),
    addressName: required(128),
    street: required(128),
    houseNumber: required(20).check(z.refine(isHouseNumber, v.houseNumber)),
    postalCode: required(10),
    city: required(64),
    country,
  })
  .check(postcodeOfCountry);
export type OrganizationInput = z.infer<typeof organizationSchema>;

export function organizationValues(unit: OrganizationUnit, main: OrganizationAddress | undefined): OrganizationInput {
  const c = main?.country;
  return {
    companyName: unit.name,
    chamberOfCommerceNumber: unit.chamberOfCommerceNumber ?? '',
    vatNumber: unit.vatNumber ?? '',
    phone: unit.phone ?? '',
    email: unit.email ?? '',
    addressName: main?.name ?? unit.name,
    street: main?.street ?? '',
    houseNumber: main?.houseNumber ?? '',
    postalCode: main?.postalCode ?? '',
    city: main?.city ?? '',
    country: c === 'BE' || c === 'DE' ? c : 'NL',
  };
}

/** Which of the three api calls a change needs, with their bodies and the form field of each body member. */
export function organizationChanges(before: OrganizationInput, after: OrganizationInput, mainAddressId: number | undefined) {
  const differs = (keys: (keyof OrganizationInput)[]) => keys.some((k) => before[k].trim() !== after[k].trim());
  const unitKeys = ['companyName', 'chamberOfCommerceNumber', 'vatNumber'] as const;
  const infoKeys = ['phone', 'email'] as const;
  const addressKeys = ['addressName', 'street', 'houseNumber', 'postalCode', 'city', 'country'] as const;
  return {
    unit: differs([...unitKeys]) ? { name: after.companyName, chamberOfCommerceNumber: after.chamberOfCommerceNumber, vatNumber: after.vatNumber } : null,
    basicInfo: differs([...infoKeys]) ? { phone: after.phone, email: after.email } : null,
    address: differs([...addressKeys])
      ? {
          ...(mainAddressId ? { id: mainAddressId } : {}),
          name: after.addressName,
          street: after.street,
          houseNumber: after.houseNumber,
          postalCode: after.postalCode,
          city: after.city,
          country: after.country,
        }
      : null,
  };
}

/** The form field of a member the api names in its answer to each call. */
export const FIELD_OF = {
  unit: { name: 'companyName', chamberOfCommerceNumber: 'chamberOfCommerceNumber', vatNumber: 'vatNumber' },
  basicInfo: { phone: 'phone', email: 'email' },
  address: { name: 'addressName', street: 'street', houseNumber: 'houseNumber', postalCode: 'postalCode', city: 'city', country: 'country' },
} as const;
