// The order states the back office knows (administrators only): the table the order overview
// takes its state labels from. A state that orders still have cannot be deleted.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/db.js';
import { invalid, notFound } from '../../plugins/errors.js';
import { orderBy, paged, responses } from '../../plugins/schemas.js';
import { OrderStateRepository } from './repository.js';
import { IdParams, OrderState, OrderStateInput, OrderStatesQuery } from './schemas.js';

export async function orderStateRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const base = '/api/ecommerce/order-states';
  const states = new OrderStateRepository(db);
  const load = async (id: number) => {
    const row = await states.find(id);
    if (!row) throw notFound('OrderState:NotFound', `Orderstatus ${id} bestaat niet.`);
    return row;
  };
  const codeTaken = (code: number, id: number | null) => states.codeTaken(code, id);

  app.get(
    base,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['OrderStates'],
        summary: 'The order states, filtered and paged (administrators only)',
        querystring: OrderStatesQuery,
        response: responses(paged(OrderState), 200, [400, 401, 403]),
      },
    },
    async (req) => {
      const q = req.query;
      const sort = orderBy(q.Sorting, { code: 'code', codeDisplayName: 'display_name', description: 'description', sorting: 'sorting', id: 'id' }, 'sorting, code');
      if (!sort) throw invalid('Sorting', `Op '${q.Sorting}' kan niet worden gesorteerd.`);
      const { total, items } = await states.page(q, sort, q.MaxResultCount ?? 10, q.SkipCount ?? 0);
      return { totalCount: total, items };
    },
  );

  app.get(`${base}/:id`, { config: { access: 'admin' }, schema: { tags: ['OrderStates'], summary: 'One order state', params: IdParams, response: responses(OrderState) } }, async (req) =>
    load(req.params.id),
  );

  app.post(base, { config: { access: 'admin' }, schema: { tags: ['OrderStates'], summary: 'Adds an order state', body: OrderStateInput, response: responses(OrderState) } }, async (req) => {
    const b = req.body;
    if (await codeTaken(b.code, null)) throw invalid('code', `Er is al een orderstatus met code ${b.code}.`);
    return states.create(b);
  });

  app.put(
    `${base}/:id`,
    { config: { access: 'admin' }, schema: { tags: ['OrderStates'], summary: 'Changes an order state', params: IdParams, body: OrderStateInput, response: responses(OrderState) } },
    async (req) => {
      const { id } = req.params;
      const b = req.body;
      await load(id);
      if (await codeTaken(b.code, id)) throw invalid('code', `Er is al een orderstatus met code ${b.code}.`);
      return states.update(id, b);
    },
  );

  app.delete(`${base}/:id`, { config: { access: 'admin' }, schema: { tags: ['OrderStates'], summary: 'Deletes an order state no order has', params: IdParams, response: responses(null, 204) } }, async (req, reply) => {
    const { id } = req.params;
    const state = await load(id);
    if (await states.inUse(state.code)) throw invalid('id', `Orderstatus ${state.code} is nog in gebruik bij orders.`);
    await states.delete(id);
    return reply.code(204).send();
  });
}
