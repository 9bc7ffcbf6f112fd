// /api/app/address-book: the customer's project addresses (building sites) for step 1 of the
// order wizard, next to the organization's own addresses (app-organization-unit). Every user of
// the customer reads and adds them; an address is checked with the registration's rules (house
// number, postcode per country). The last used comes first: placing an order to an address of
// the book marks it used (markUsed, an order-placed listener).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { callerOf, customerOf } from '../../plugins/access.js';
import { invalid, notFound } from '../../plugins/errors.js';
import { houseNumberProblem, postalCodeProblem, REQUIRED } from '../../lib/registration-rules.js';
import { listOf, ref, refTo, responses } from '../../plugins/schemas.js';
import { AddressBookEntryParams, NewAddressBookEntry } from './schemas.js';
import type { AddressBookRepository } from './repository.js';

const P = '/api/app/address-book';
const tags = ['Address book'];

function checked(member: string, result: { value: string } | { problem: string }): string {
  if ('problem' in result) throw invalid(member, result.problem);
  return result.value;
}

export async function addressBookRoutes(fastify: FastifyInstance, { addressBook }: { addressBook: AddressBookRepository }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    P,
    { config: { access: 'customer' }, schema: { tags, summary: "The customer's project addresses, the last used first", response: responses(listOf(ref('AddressBookEntry')), 200, [401, 403]) } },
    async (req) => ({ items: await addressBook.list(customerOf(req)) }),
  );

  app.post(
    P,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Adds a project address (201); the same address again answers the existing one (200)',
        body: refTo(NewAddressBookEntry),
        response: { ...responses(ref('AddressBookEntry'), 200, [400, 401, 403]), 201: ref('AddressBookEntry') },
      },
    },
    async (req, reply) => {
      const customer = customerOf(req);
      const body = req.body;
      for (const member of ['name', 'street', 'city'] as const) if (!body[member].trim()) throw invalid(member, REQUIRED);
      const houseNumber = checked('houseNumber', houseNumberProblem(body.houseNumber));
      const postalCode = checked('postalCode', postalCodeProblem(body.postalCode, body.country));
      const { address, created } = await addressBook.add(customer, callerOf(req).sub, {
        name: body.name.trim(),
        street: body.street.trim(),
        houseNumber,
        postalCode,
        city: body.city.trim(),
        country: body.country,
      });
      if (created) return reply.code(201).send(address);
      return address;
    },
  );

  app.delete(
    `${P}/:id`,
    {
      config: { access: 'customer' },
      schema: { tags, summary: 'Removes a project address', params: AddressBookEntryParams, response: responses(null, 204, [400, 401, 403, 404]) },
    },
    async (req, reply) => {
      if (!(await addressBook.remove(customerOf(req), req.params.id))) throw notFound('AddressBookEntry:NotFound', 'Dit adres staat niet in uw adresboek.');
      return reply.code(204).send();
    },
  );
}
