// Discounts: GET /api/app/discounts/my-discounts (the caller's customer-specific discounts) and
// the administrators' list GET /api/app/discounts (every customer, filtered and paged).
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import type { Db } from '../../db/db.js';
import { customerOf, requireAdmin } from '../../plugins/app/auth.js';
import { invalid } from '../../plugins/app/errors.js';
import { PagedQuery, orderBy, paged, ref, responses, type Paged } from '../../schemas/common.js';

const COLUMNS = `d.id, d.customer_number AS "customerNumber", d.discount_group_code AS "discountGroup", g.description AS "discountGroupDescription",
       d.item_no AS "itemNumber", a.description AS "itemDescription", d.percentage::float8 AS percentage, d.blue_green_index AS "blueGreenIndex"
  FROM customer_discounts d
  LEFT JOIN discount_groups g ON g.code = d.discount_group_code
  LEFT JOIN articles a ON a.item_no = d.item_no`;

interface DiscountFilter extends Paged {
  FilterText?: string;
  CustomerNumber?: string;
  DiscountGroup?: string;
  ItemNumber?: string;
  PercentageMin?: number;
  PercentageMax?: number;
  BlueGreenIndexMin?: number;
  BlueGreenIndexMax?: number;
}

export async function discountRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get(
    '/api/app/discounts/my-discounts',
    { schema: { tags: ['Discounts'], summary: "The caller's customer-specific discounts (per discount group or article)", response: responses(Type.Array(ref('MyDiscount')), 200, [401, 403]) } },
    async (req) => db.query(`SELECT ${COLUMNS} WHERE d.customer_number = $1 ORDER BY d.discount_group_code NULLS LAST, d.item_no`, [customerOf(req)]),
  );

  app.get(
    '/api/app/discounts',
    {
      schema: {
        tags: ['Discounts'],
        summary: 'All customer discounts, filtered and paged (administrators only)',
        querystring: Type.Object({
          FilterText: Type.Optional(Type.String({ maxLength: 100 })),
          CustomerNumber: Type.Optional(Type.String({ maxLength: 20 })),
          DiscountGroup: Type.Optional(Type.String({ maxLength: 20 })),
          ItemNumber: Type.Optional(Type.String({ maxLength: 40 })),
          PercentageMin: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
          PercentageMax: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
          BlueGreenIndexMin: Type.Optional(Type.Integer()),
          BlueGreenIndexMax: Type.Optional(Type.Integer()),
          ...PagedQuery,
        }),
        response: responses(paged(ref('MyDiscount')), 200, [400, 401, 403]),
      },
    },
    async (req) => {
      requireAdmin(req);
      const q = req.query as DiscountFilter;
      const sort = orderBy(q.Sorting, { customerNumber: 'd.customer_number', discountGroup: 'd.discount_group_code', itemNumber: 'd.item_no', percentage: 'd.percentage', id: 'd.id' }, 'd.customer_number, d.id');
      if (!sort) throw invalid('Sorting', `Sorting '${q.Sorting}' is not supported.`);
      const params: (string | number)[] = [];
      const where: string[] = ['true'];
      if (q.FilterText) where.push(`(d.customer_number ILIKE $${params.push(`%${q.FilterText}%`)} OR d.discount_group_code ILIKE $${params.length} OR d.item_no ILIKE $${params.length} OR g.description ILIKE $${params.length})`);
      if (q.CustomerNumber) where.push(`d.customer_number = $${params.push(q.CustomerNumber)}`);
      if (q.DiscountGroup) where.push(`d.discount_group_code = $${params.push(q.DiscountGroup)}`);
      if (q.ItemNumber) where.push(`d.item_no = $${params.push(q.ItemNumber)}`);
      if (q.PercentageMin !== undefined) where.push(`d.percentage >= $${params.push(q.PercentageMin)}`);
      if (q.PercentageMax !== undefined) where.push(`d.percentage <= $${params.push(q.PercentageMax)}`);
      if (q.BlueGreenIndexMin !== undefined) where.push(`d.blue_green_index >= $${params.push(q.BlueGreenIndexMin)}`);
      if (q.BlueGreenIndexMax !== undefined) where.push(`d.blue_green_index <= $${params.push(q.BlueGreenIndexMax)}`);
      const filter = where.join(' AND ');
      const total = await db.one<{ n: number }>(
        `SELECT count(*)::int AS n FROM customer_discounts d LEFT JOIN discount_groups g ON g.code = d.discount_group_code WHERE ${filter}`,
        params,
      );
      const items = await db.query(`SELECT ${COLUMNS} WHERE ${filter} ORDER BY ${sort} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [
        ...params,
        q.MaxResultCount ?? 10,
        q.SkipCount ?? 0,
      ]);
      return { totalCount: total?.n ?? 0, items };
    },
  );
}
