// The address book's request and answer schemas (/api/app/address-book).
import Type from 'typebox';
import { COUNTRIES } from '../../lib/registration-rules.js';
import { ORDER_FIELD_LIMITS } from '../orders/schemas.js';

export const AddressBookEntry = Type.Object(
  {
    id: Type.Integer(),
    /** The project or recipient, e.g. "Nieuwbouw De Maten, blok 3". */
    name: Type.String(),
    street: Type.String(),
    houseNumber: Type.String(),
    postalCode: Type.String(),
    city: Type.String(),
    country: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
    /** When an order was last delivered here; null: not used yet. */
    lastUsedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { $id: 'AddressBookEntry' },
);

const text = (max: number) => Type.String({ minLength: 1, maxLength: max });

export const NewAddressBookEntry = Type.Object(
  {
    name: text(ORDER_FIELD_LIMITS.name),
    street: text(80),
    houseNumber: text(20),
    postalCode: text(10),
    city: text(ORDER_FIELD_LIMITS.city),
    country: Type.Union(COUNTRIES.map((c) => Type.Literal(c))),
  },
  { $id: 'NewAddressBookEntry', additionalProperties: false },
);

export const AddressBookEntryParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
