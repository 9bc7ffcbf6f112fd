// /api/app/app-organization-unit: the caller's organization. Every user of the customer may read
// its unit and addresses (the order wizard fills the delivery address with them); only its main
// user changes them, under the same Dutch rules as a registration.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/db.js';
import { customerOf } from '../../plugins/access.js';
import { invalid, notFound } from '../../plugins/errors.js';
import { OrganizationRepository } from './repository.js';
import {
  chamberOfCommerceProblem,
  emailProblem,
  houseNumberProblem,
  phoneProblem,
  postalCodeProblem,
  vatProblem,
} from '../../lib/registration-rules.js';
import { ref, responses } from '../../plugins/schemas.js';
import { AddressInput, ContactInput, OrganizationAddresses, OrganizationUnits, UnitInput } from './schemas.js';

const P = '/api/app/app-organization-unit';

/** The value a rule accepted, or a 400 naming the field with the rule's Dutch message. */
function checked(member: string, result: { value: string } | { problem: string }): string {
  if ('problem' in result) throw invalid(member, result.problem);
  return result.value;
}

export async function organizationUnitRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const organization = new OrganizationRepository(db);
  app.get(
    `${P}/app-organization-main-address-for-user`,
    { config: { access: 'customer' }, schema: { tags: ['Organization unit'], summary: "The main address of the caller's organization", response: responses(ref('OrganizationAddress'), 200, [401, 403, 404]) } },
    async (req) => {
      const address = await organization.mainAddress(customerOf(req));
      if (!address) throw notFound('OrganizationAddress:NotFound', 'Uw organisatie heeft geen hoofdadres.');
      return address;
    },
  );

  const unitOf = async (customer: string) => {
    const unit = await organization.unit(customer);
    if (!unit) throw notFound('OrganizationUnit:NotFound', 'Uw organisatie bestaat niet (meer).');
    return unit;
  };

  app.get(
    `${P}/app-organization-units-for-user`,
    { config: { access: 'customer' }, schema: { tags: ['Organization unit'], summary: "The caller's organization unit(s)", response: responses(OrganizationUnits, 200, [401, 403]) } },
    async (req) => ({ items: [await unitOf(customerOf(req))] }),
  );

  app.get(
    `${P}/app-organization-addresses-for-user`,
    { config: { access: 'customer' }, schema: { tags: ['Organization unit'], summary: "The addresses of the caller's organization", response: responses(OrganizationAddresses, 200, [401, 403]) } },
    async (req) => ({
      items: await organization.addresses(customerOf(req)),
    }),
  );

  app.put(
    `${P}/app-organization-unit`,
    {
      config: { access: 'mainUser' },
      schema: {
        tags: ['Organization unit'],
        summary: "Changes the organization's name, VAT and KvK number (main user only)",
        body: UnitInput,
        response: responses(ref('OrganizationUnit'), 200, [400, 401, 403, 404]),
      },
    },
    async (req) => {
      const customer = customerOf(req);
      const body = req.body;
      const name = body.name.trim();
      if (!name) throw invalid('name', 'Vul de naam van uw organisatie in.');
      const vat = checked('vatNumber', vatProblem(body.vatNumber));
      const kvk = checked('chamberOfCommerceNumber', chamberOfCommerceProblem(body.chamberOfCommerceNumber));
      await organization.setUnit(customer, name, vat, kvk);
      return unitOf(customer);
    },
  );

  app.put(
    `${P}/app-organization-unit-address-basic-info`,
    {
      config: { access: 'mainUser' },
      schema: {
        tags: ['Organization unit'],
        summary: "Changes the organization's phone number and e-mail address (main user only)",
        body: ContactInput,
        response: responses(ref('OrganizationUnit'), 200, [400, 401, 403, 404]),
      },
    },
    async (req) => {
      const customer = customerOf(req);
      const body = req.body;
      const phone = checked('phone', phoneProblem(body.phone));
      const email = checked('email', emailProblem(body.email));
      await organization.setContact(customer, phone, email);
      return unitOf(customer);
    },
  );

  app.put(
    `${P}/app-organization-unit-address`,
    {
      config: { access: 'mainUser' },
      schema: {
        tags: ['Organization unit'],
        summary: "Changes an address of the organization, by default its main address (main user only)",
        body: AddressInput,
        response: responses(ref('OrganizationAddress'), 200, [400, 401, 403, 404]),
      },
    },
    async (req) => {
      const customer = customerOf(req);
      const body = req.body;
      const houseNumber = checked('houseNumber', houseNumberProblem(body.houseNumber));
      const postalCode = checked('postalCode', postalCodeProblem(body.postalCode, body.country));
      for (const member of ['name', 'street', 'city'] as const) if (!body[member].trim()) throw invalid(member, 'Dit veld is verplicht');
      const address = await organization.setAddress(customer, body.id ?? null, {
        name: body.name.trim(),
        street: body.street.trim(),
        houseNumber,
        postalCode,
        city: body.city.trim(),
        country: body.country,
      });
      if (!address) throw notFound('OrganizationAddress:NotFound', 'Dit adres hoort niet bij uw organisatie.');
      return address;
    },
  );
}
