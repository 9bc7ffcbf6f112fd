// /api/app/app-organization-unit: the caller's organisation. Every user of the customer may read
// its unit and addresses (the order wizard fills the delivery address with them); only its main
// user changes them, under the same Dutch rules as a registration.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { Db } from '../../db/db.js';
import { customerOf, requireMainUser } from '../../plugins/app/auth.js';
import { invalid, notFound } from '../../plugins/app/errors.js';
import {
  chamberOfCommerceProblem,
  COUNTRIES,
  emailProblem,
  houseNumberProblem,
  phoneProblem,
  postalCodeProblem,
  vatProblem,
} from '../../lib/registration-rules.js';
import { listOf, ref, responses } from '../../schemas/common.js';

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

const P = '/api/app/app-organization-unit';
const text = (max: number) => Type.String({ minLength: 1, maxLength: max });

const ADDRESS_COLUMNS = `a.id, a.kind, c.name AS "organizationName", a.name, a.street, a.house_number AS "houseNumber", a.postal_code AS "postalCode", a.city, a.country`;
const UNIT_COLUMNS = `number AS "customerNumber", name, vat_number AS "vatNumber", chamber_of_commerce AS "chamberOfCommerceNumber", phone, email`;

/** The value a rule accepted, or a 400 naming the field with the rule's Dutch message. */
function checked(member: string, result: { value: string } | { problem: string }): string {
  if ('problem' in result) throw invalid(member, result.problem);
  return result.value;
}

export async function organizationUnitRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    `${P}/app-organization-main-address-for-user`,
    { schema: { tags: ['Organization unit'], summary: "The main address of the caller's organisation", response: responses(ref('OrganizationAddress'), 200, [401, 403, 404]) } },
    async (req) => {
      const address = await db.one(
        `SELECT a.id, a.kind, c.name AS "organizationName", a.name, a.street, a.house_number AS "houseNumber", a.postal_code AS "postalCode", a.city, a.country
           FROM customer_addresses a JOIN customers c ON c.number = a.customer_number
          WHERE a.customer_number = $1 AND a.kind = 'main' ORDER BY a.id LIMIT 1`,
        [customerOf(req)],
      );
      if (!address) throw notFound('OrganizationAddress:NotFound', 'Uw organisatie heeft geen hoofdadres.');
      return address;
    },
  );

  const unitOf = async (customer: string) => {
    const unit = await db.one(`SELECT ${UNIT_COLUMNS} FROM customers WHERE number = $1`, [customer]);
    if (!unit) throw notFound('OrganizationUnit:NotFound', 'Uw organisatie bestaat niet (meer).');
    return unit;
  };

  app.get(
    `${P}/app-organization-units-for-user`,
    { schema: { tags: ['Organization unit'], summary: "The caller's organisation unit(s)", response: responses(listOf(ref('OrganizationUnit')), 200, [401, 403]) } },
    async (req) => ({ items: [await unitOf(customerOf(req))] }),
  );

  app.get(
    `${P}/app-organization-addresses-for-user`,
    { schema: { tags: ['Organization unit'], summary: "The addresses of the caller's organisation", response: responses(listOf(ref('OrganizationAddress')), 200, [401, 403]) } },
    async (req) => ({
      items: await db.query(
        `SELECT ${ADDRESS_COLUMNS} FROM customer_addresses a JOIN customers c ON c.number = a.customer_number
          WHERE a.customer_number = $1 ORDER BY CASE a.kind WHEN 'main' THEN 0 WHEN 'invoice' THEN 1 ELSE 2 END, a.id`,
        [customerOf(req)],
      ),
    }),
  );

  app.put(
    `${P}/app-organization-unit`,
    {
      schema: {
        tags: ['Organization unit'],
        summary: "Changes the organisation's name, VAT and KvK number (main user only)",
        body: Type.Object({ name: text(128), vatNumber: text(30), chamberOfCommerceNumber: text(20) }, { additionalProperties: false }),
        response: responses(ref('OrganizationUnit'), 200, [400, 401, 403, 404]),
      },
    },
    async (req) => {
      requireMainUser(req);
      const customer = customerOf(req);
      const body = req.body;
      const name = body.name.trim();
      if (!name) throw invalid('name', 'Vul de naam van uw organisatie in.');
      const vat = checked('vatNumber', vatProblem(body.vatNumber));
      const kvk = checked('chamberOfCommerceNumber', chamberOfCommerceProblem(body.chamberOfCommerceNumber));
      await db.query('UPDATE customers SET name = $2, vat_number = $3, chamber_of_commerce = $4 WHERE number = $1', [customer, name, vat, kvk]);
      return unitOf(customer);
    },
  );

  app.put(
    `${P}/app-organization-unit-address-basic-info`,
    {
      schema: {
        tags: ['Organization unit'],
        summary: "Changes the organisation's phone number and e-mail address (main user only)",
        body: Type.Object({ phone: text(30), email: text(254) }, { additionalProperties: false }),
        response: responses(ref('OrganizationUnit'), 200, [400, 401, 403, 404]),
      },
    },
    async (req) => {
      requireMainUser(req);
      const customer = customerOf(req);
      const body = req.body;
      const phone = checked('phone', phoneProblem(body.phone));
      const email = checked('email', emailProblem(body.email));
      await db.query('UPDATE customers SET phone = $2, email = $3 WHERE number = $1', [customer, phone, email]);
      return unitOf(customer);
    },
  );

  app.put(
    `${P}/app-organization-unit-address`,
    {
      schema: {
        tags: ['Organization unit'],
        summary: "Changes an address of the organisation, by default its main address (main user only)",
        body: Type.Object(
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
        ),
        response: responses(ref('OrganizationAddress'), 200, [400, 401, 403, 404]),
      },
    },
    async (req) => {
      requireMainUser(req);
      const customer = customerOf(req);
      const body = req.body;
      const houseNumber = checked('houseNumber', houseNumberProblem(body.houseNumber));
      const postalCode = checked('postalCode', postalCodeProblem(body.postalCode, body.country));
      for (const member of ['name', 'street', 'city'] as const) if (!body[member].trim()) throw invalid(member, 'Dit veld is verplicht');
      const row = await db.one<{ id: number }>(
        `UPDATE customer_addresses SET name = $3, street = $4, house_number = $5, postal_code = $6, city = $7, country = $8
          WHERE id = (SELECT id FROM customer_addresses WHERE customer_number = $1 AND ($2::int IS NULL AND kind = 'main' OR id = $2::int) ORDER BY id LIMIT 1)
          RETURNING id`,
        [customer, body.id ?? null, body.name.trim(), body.street.trim(), houseNumber, postalCode, body.city.trim(), body.country],
      );
      if (!row) throw notFound('OrganizationAddress:NotFound', 'Dit adres hoort niet bij uw organisatie.');
      return db.one(`SELECT ${ADDRESS_COLUMNS} FROM customer_addresses a JOIN customers c ON c.number = a.customer_number WHERE a.id = $1`, [row.id]);
    },
  );
}
