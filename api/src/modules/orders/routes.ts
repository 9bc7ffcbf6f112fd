// /api/ecommerce/customerorders: placing an order from a basket (exactly once per idempotency
// key) and reading one back. Every user of the customer may order, warehouse staff included;
// a warehouse-only user reads back only the orders they placed themselves.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { callerOf, customerOf } from '../../plugins/access.js';
import { forbidden } from '../../plugins/errors.js';
import type { OrderService } from './service.js';
import { ref, responses } from '../../plugins/schemas.js';
import { CreateCustomerOrderInput, OrderQuery, PoNumberInUse, PoNumberQuery } from './schemas.js';

const P = '/api/ecommerce/customerorders';
const tags = ['Customer orders'];

export async function orderRoutes(fastify: FastifyInstance, { orders }: { orders: OrderService }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    P,
    {
      // An order of hundreds of lines is heavy work that honest use needs at any time: it waits its
      // turn with the heavy requests (plugins/cost.ts) but is never refused for the budget.
      config: { access: 'directBuyer', cost: 'turn' },
      schema: {
        tags,
        summary: 'Place an order from a basket with the prices and stock of this moment; the basket is emptied',
        description:
          'The same idempotencyKey again returns the same order (header idempotent-replayed: true). 409 when the basket changed since the reviewed basketRevision.',
        body: CreateCustomerOrderInput,
        response: responses(ref('CustomerOrder'), 200, [400, 401, 403, 404, 409]),
      },
    },
    async (req, reply) => {
      // directBuyer: a buyer sent by a procurement system orders there (the basket goes back as a requisition).
      const placed = await orders.place({ customerNumber: customerOf(req), userId: callerOf(req).sub }, req.body);
      if (placed.replayed) reply.header('idempotent-replayed', 'true');
      return placed.order;
    },
  );

  app.get(
    `${P}/po-number`,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: "The customer's open orders (not delivered, not cancelled) that already carry this PO number",
        description: 'The order wizard warns with it before a second order goes out under the same PO number.',
        querystring: PoNumberQuery,
        response: responses(PoNumberInUse),
      },
    },
    async (req) => {
      const poNumber = req.query.PoNumber.trim();
      return { poNumber, openOrderNos: poNumber ? await orders.openOrdersWithPoNumber(customerOf(req), poNumber) : [] };
    },
  );

  app.get(
    P,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'One of the customer\'s orders with its lines, delivery and totals',
        querystring: OrderQuery,
        response: responses(ref('CustomerOrder')),
      },
    },
    async (req) => {
      const { OrderId } = req.query;
      const customer = customerOf(req);
      const caller = callerOf(req);
      if (caller.isWarehouseOnly) {
        const placedBy = await orders.placedBy(customer, OrderId);
        if (placedBy !== undefined && placedBy !== caller.sub) throw forbidden('Met een magazijnaccount ziet u alleen de orders die u zelf plaatste.');
      }
      return orders.get(customer, OrderId);
    },
  );
}
