// GET /api/app/discounts/my-discounts: the caller's customer-specific discounts.
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import type { Db } from '../../db/db.js';
import { customerOf } from '../../plugins/app/auth.js';
import { ref, responses } from '../../schemas/common.js';

export async function discountRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get(
    '/api/app/discounts/my-discounts',
    { schema: { tags: ['Discounts'], summary: "The caller's customer-specific discounts (per discount group or article)", response: responses(Type.Array(ref('MyDiscount')), 200, [401, 403]) } },
    async (req) =>
      db.query(
        `SELECT d.id, d.customer_number AS "customerNumber", d.discount_group_code AS "discountGroup", g.description AS "discountGroupDescription",
                d.item_no AS "itemNumber", a.description AS "itemDescription", d.percentage::float8 AS percentage, d.blue_green_index AS "blueGreenIndex"
           FROM customer_discounts d
           LEFT JOIN discount_groups g ON g.code = d.discount_group_code
           LEFT JOIN articles a ON a.item_no = d.item_no
          WHERE d.customer_number = $1
          ORDER BY d.discount_group_code NULLS LAST, d.item_no`,
        [customerOf(req)],
      ),
  );
}
