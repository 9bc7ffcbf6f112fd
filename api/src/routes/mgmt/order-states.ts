// The order states the back office knows (administrators only): the table the order overview
// takes its state labels from. A state that orders still have cannot be deleted.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { Db } from '../../db/db.js';
import { requireAdmin } from '../../plugins/app/auth.js';
import { invalid, notFound } from '../../plugins/app/errors.js';
import { PagedQuery, orderBy, paged, responses } from '../../schemas/common.js';
import { containsPattern } from '../../lib/like.js';

const OrderState = Type.Object({
  id: Type.Integer(),
  code: Type.Integer(),
  codeDisplayName: Type.String(),
  description: Type.String(),
  sorting: Type.Integer(),
});
const OrderStateInput = Type.Object(
  {
    code: Type.Integer({ minimum: 1, maximum: 9999 }),
    codeDisplayName: Type.String({ minLength: 1, maxLength: 100 }),
    description: Type.Optional(Type.String({ maxLength: 500 })),
    sorting: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
  },
  { additionalProperties: false },
);
const COLUMNS = 'id, code, display_name AS "codeDisplayName", description, sorting';
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

export async function orderStateRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const base = '/api/ecommerce/order-states';
  // This plugin's hooks reach only its own routes: every one is for administrators.
  app.addHook('preHandler', async (req) => requireAdmin(req));
  const load = async (id: number) => {
    const row = await db.one(`SELECT ${COLUMNS} FROM order_states WHERE id = $1`, [id]);
    if (!row) throw notFound('OrderState:NotFound', `Orderstatus ${id} bestaat niet.`);
    return row;
  };
  const codeTaken = async (code: number, id: number | null) =>
    !!(await db.one('SELECT 1 FROM order_states WHERE code = $1 AND id IS DISTINCT FROM $2', [code, id]));

  app.get(
    base,
    {
      schema: {
        tags: ['OrderStates'],
        summary: 'The order states, filtered and paged (administrators only)',
        querystring: Type.Object({
          FilterText: Type.Optional(Type.String({ maxLength: 100 })),
          Code: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999 })),
          CodeDisplayName: Type.Optional(Type.String({ maxLength: 100 })),
          Description: Type.Optional(Type.String({ maxLength: 500 })),
          ...PagedQuery,
        }),
        response: responses(paged(OrderState), 200, [400, 401, 403]),
      },
    },
    async (req) => {
      const q = req.query;
      const sort = orderBy(q.Sorting, { code: 'code', codeDisplayName: 'display_name', description: 'description', sorting: 'sorting', id: 'id' }, 'sorting, code');
      if (!sort) throw invalid('Sorting', `Op '${q.Sorting}' kan niet worden gesorteerd.`);
      const params: (string | number)[] = [];
      const where = ['true'];
      if (q.FilterText) where.push(`(display_name ILIKE $${params.push(containsPattern(q.FilterText))} OR description ILIKE $${params.length} OR code::text ILIKE $${params.length})`);
      if (q.Code !== undefined) where.push(`code = $${params.push(q.Code)}`);
      if (q.CodeDisplayName) where.push(`display_name ILIKE $${params.push(containsPattern(q.CodeDisplayName))}`);
      if (q.Description) where.push(`description ILIKE $${params.push(containsPattern(q.Description))}`);
      const filter = where.join(' AND ');
      const total = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM order_states WHERE ${filter}`, params);
      const items = await db.query(`SELECT ${COLUMNS} FROM order_states WHERE ${filter} ORDER BY ${sort}, id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [
        ...params,
        q.MaxResultCount ?? 10,
        q.SkipCount ?? 0,
      ]);
      return { totalCount: total?.n ?? 0, items };
    },
  );

  app.get(`${base}/:id`, { schema: { tags: ['OrderStates'], summary: 'One order state', params: IdParams, response: responses(OrderState) } }, async (req) =>
    load(req.params.id),
  );

  app.post(base, { schema: { tags: ['OrderStates'], summary: 'Adds an order state', body: OrderStateInput, response: responses(OrderState) } }, async (req) => {
    const b = req.body;
    if (await codeTaken(b.code, null)) throw invalid('code', `Er is al een orderstatus met code ${b.code}.`);
    return db.one(`INSERT INTO order_states (code, display_name, description, sorting) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`, [
      b.code,
      b.codeDisplayName,
      b.description ?? '',
      b.sorting ?? 0,
    ]);
  });

  app.put(
    `${base}/:id`,
    { schema: { tags: ['OrderStates'], summary: 'Changes an order state', params: IdParams, body: OrderStateInput, response: responses(OrderState) } },
    async (req) => {
      const { id } = req.params;
      const b = req.body;
      await load(id);
      if (await codeTaken(b.code, id)) throw invalid('code', `Er is al een orderstatus met code ${b.code}.`);
      return db.one(`UPDATE order_states SET code = $2, display_name = $3, description = $4, sorting = $5 WHERE id = $1 RETURNING ${COLUMNS}`, [
        id,
        b.code,
        b.codeDisplayName,
        b.description ?? '',
        b.sorting ?? 0,
      ]);
    },
  );

  app.delete(`${base}/:id`, { schema: { tags: ['OrderStates'], summary: 'Deletes an order state no order has', params: IdParams, response: responses(null, 204) } }, async (req, reply) => {
    const { id } = req.params;
    const state = (await load(id)) as { code: number };
    if (await db.one('SELECT 1 FROM orders WHERE status = $1 LIMIT 1', [state.code])) throw invalid('id', `Orderstatus ${state.code} is nog in gebruik bij orders.`);
    await db.query('DELETE FROM order_states WHERE id = $1', [id]);
    return reply.code(204).send();
  });
}
