// The registration's request and response schemas (TypeBox): the form as the registration page
// sends it, and a request as administrators see it.
import Type from 'typebox';
import { PagedQuery } from '../../plugins/schemas.js';

const text = (max: number) => Type.String({ maxLength: max });

export const Company = Type.Object(
  {
    Naam: text(200),
    BTW: text(30),
    chamberOfCommerceNumber: text(20),
    Straatnaam: text(200),
    Nummer: text(20),
    Postcode: text(10),
    Plaats: text(100),
    Land: text(2),
    Telefoon: text(30),
    Email: text(254),
  },
  { additionalProperties: false },
);
export const Person = Type.Object(
  {
    Geslacht: text(10),
    Voorletters: text(20),
    Voornaam: text(100),
    Tussenvoegsel: Type.Optional(text(30)),
    Achternaam: text(100),
    Telefoon: text(30),
    Email: text(254),
  },
  { additionalProperties: false },
);
export const Delivery = Type.Object(
  {
    Afleveradresisbedrijfsadres: Type.Boolean(),
    Straatnaam: Type.Optional(text(200)),
    Nummer: Type.Optional(text(20)),
    Postcode: Type.Optional(text(10)),
    Plaats: Type.Optional(text(100)),
    Land: Type.Optional(text(2)),
  },
  { additionalProperties: false },
);

export const RegistrationInput = Type.Object(
  {
    BedrijfsGegevens: Company,
    Persoonsgegevens: Person,
    Aflevergegevens: Delivery,
    /** The honeypot: a field people never see (and so leave empty) and form-filling bots fill in. */
    website: Type.Optional(text(500)),
  },
  { additionalProperties: false },
);

export const RegistrationRequest = Type.Object(
  {
    id: Type.Integer(),
    status: Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]),
    creationTime: Type.String({ format: 'date-time' }),
    handledTime: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    customerNumber: Type.Union([Type.String(), Type.Null()]),
    rejectionReason: Type.Union([Type.String(), Type.Null()]),
    /** The administrator who approved or rejected it (his user name), null while pending. */
    handledBy: Type.Union([Type.String(), Type.Null()]),
    BedrijfsGegevens: Company,
    Persoonsgegevens: Person,
    Aflevergegevens: Delivery,
  },
);

/** The answer to a registration, whatever became of it. */
export const RegistrationReceived = Type.Object({ message: Type.String() });
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export const RegistrationRequestsQuery = Type.Object({
  Status: Type.Optional(Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')], { default: 'pending' })),
  /** Part of the company name, the KvK number, the contact's name or an e-mail address. */
  Filter: Type.Optional(Type.String({ maxLength: 100 })),
  ...PagedQuery,
});
/** The reason goes to the applicant by mail: required. */
export const RejectBody = Type.Object({ reason: Type.String({ maxLength: 1000 }) }, { additionalProperties: false });

const Check = Type.Object({ ok: Type.Boolean(), problem: Type.Union([Type.String(), Type.Null()]) });
export const CustomerRef = Type.Object({ number: Type.String(), name: Type.String() });

/** What the shop can verify of a request itself, for the administrator who handles it. */
export const RegistrationChecks = Type.Object({
  kvk: Check,
  vat: Check,
  postcode: Check,
  deliveryPostcode: Check,
  /** Customers with the same KvK number. */
  sameKvk: Type.Array(CustomerRef),
  /** The e-mail domain of the contact (null for a mail provider anyone can use), and customers whose users or address use it. */
  domain: Type.Union([Type.String(), Type.Null()]),
  sameDomain: Type.Array(CustomerRef),
  /** An account with the contact's e-mail address exists already (approving would fail). */
  emailTaken: Type.Boolean(),
});
export const RegistrationRequestDetail = Type.Object({ request: RegistrationRequest, checks: RegistrationChecks });
