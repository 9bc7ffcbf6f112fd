// The organization unit's request and response schemas (TypeBox); OrganizationAddress and
// OrganizationUnit are components of the mgmt OpenAPI document.
import Type from 'typebox';
import { COUNTRIES } from '../../lib/registration-rules.js';
import { listOf, ref } from '../../plugins/schemas.js';

export const OrganizationAddress = Type.Object(
  {
    id: Type.Integer(),
    /** main, delivery or invoice. */
    kind: Type.String(),
    organizationName: Type.String(),
    name: Type.String(),
    street: Type.String(),
    houseNumber: Type.String(),
    postalCode: Type.String(),
    city: Type.String(),
    country: Type.String(),
  },
  { $id: 'OrganizationAddress' },
);

export const OrganizationUnit = Type.Object(
  {
    customerNumber: Type.String(),
    name: Type.String(),
    vatNumber: Type.Union([Type.String(), Type.Null()]),
    chamberOfCommerceNumber: Type.Union([Type.String(), Type.Null()]),
    phone: Type.Union([Type.String(), Type.Null()]),
    email: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'OrganizationUnit' },
);

const text = (max: number) => Type.String({ minLength: 1, maxLength: max });

export const OrganizationUnits = listOf(ref('OrganizationUnit'));
export const OrganizationAddresses = listOf(ref('OrganizationAddress'));
export const UnitInput = Type.Object({ name: text(128), vatNumber: text(30), chamberOfCommerceNumber: text(20) }, { additionalProperties: false });
export const ContactInput = Type.Object({ phone: text(30), email: text(254) }, { additionalProperties: false });
export const AddressInput = Type.Object(
  {
    id: Type.Optional(Type.Integer({ minimum: 1 })),
    name: text(128),
    street: text(128),
    houseNumber: text(20),
    postalCode: text(10),
    city: text(64),
    country: Type.Union(COUNTRIES.map((c) => Type.Literal(c))),
  },
  { additionalProperties: false },
);
