// Discounts: GET /api/app/discounts/my-discounts (the caller's customer-specific discounts) and
// the administrators' side: the list of every customer's discounts (filtered and paged), create,
// read, update and delete, and the list as an Excel file through a one-time download token. Net
// prices are computed from this table on every read, so a change shows at the customer's next
// fetch.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { Db } from '../../db/db.js';
import { callerOf, customerOf, requireAdmin } from '../../plugins/app/auth.js';
import { ApiError, invalid, notFound } from '../../plugins/app/errors.js';
import { discountWorkbook } from '../../lib/discount-excel.js';
import { PagedQuery, orderBy, paged, ref, fileAnswer, responses, type Paged } from '../../schemas/common.js';
import { containsPattern } from '../../lib/like.js';

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

const FilterQuery = {
  FilterText: Type.Optional(Type.String({ maxLength: 100 })),
  CustomerNumber: Type.Optional(Type.String({ maxLength: 20 })),
  DiscountGroup: Type.Optional(Type.String({ maxLength: 20 })),
  ItemNumber: Type.Optional(Type.String({ maxLength: 40 })),
  PercentageMin: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
  PercentageMax: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
  BlueGreenIndexMin: Type.Optional(Type.Integer()),
  BlueGreenIndexMax: Type.Optional(Type.Integer()),
};

/** The WHERE clause and parameters of the administrators' discount filters. */
function discountFilter(q: DiscountFilter): { filter: string; params: (string | number)[]; sort: string } {
  const sort = orderBy(q.Sorting, { customerNumber: 'd.customer_number', discountGroup: 'd.discount_group_code', itemNumber: 'd.item_no', percentage: 'd.percentage', id: 'd.id' }, 'd.customer_number, d.id');
  if (!sort) throw invalid('Sorting', `Op '${q.Sorting}' kan niet worden gesorteerd.`);
  const params: (string | number)[] = [];
  const where: string[] = ['true'];
  if (q.FilterText) where.push(`(d.customer_number ILIKE $${params.push(containsPattern(q.FilterText))} OR d.discount_group_code ILIKE $${params.length} OR d.item_no ILIKE $${params.length} OR g.description ILIKE $${params.length})`);
  if (q.CustomerNumber) where.push(`d.customer_number = $${params.push(q.CustomerNumber)}`);
  if (q.DiscountGroup) where.push(`d.discount_group_code = $${params.push(q.DiscountGroup)}`);
  if (q.ItemNumber) where.push(`d.item_no = $${params.push(q.ItemNumber)}`);
  if (q.PercentageMin !== undefined) where.push(`d.percentage >= $${params.push(q.PercentageMin)}`);
  if (q.PercentageMax !== undefined) where.push(`d.percentage <= $${params.push(q.PercentageMax)}`);
  if (q.BlueGreenIndexMin !== undefined) where.push(`d.blue_green_index >= $${params.push(q.BlueGreenIndexMin)}`);
  if (q.BlueGreenIndexMax !== undefined) where.push(`d.blue_green_index <= $${params.push(q.BlueGreenIndexMax)}`);
  return { filter: where.join(' AND '), params, sort };
}

const DiscountInput = Type.Object(
  {
    customerNumber: Type.String({ minLength: 1, maxLength: 20 }),
    discountGroup: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 20 }), Type.Null()])),
    itemNumber: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 40 }), Type.Null()])),
    percentage: Type.Number({ minimum: 0, maximum: 100 }),
    blueGreenIndex: Type.Optional(Type.Integer({ minimum: -1000, maximum: 1000 })),
  },
  { additionalProperties: false },
);
type Input = { customerNumber: string; discountGroup?: string | null; itemNumber?: string | null; percentage: number; blueGreenIndex?: number };
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
/** How long a download token may wait for its download. */
const DOWNLOAD_TOKEN_TTL_S = 300;

export async function discountRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
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
        querystring: Type.Object({ ...FilterQuery, ...PagedQuery }),
        response: responses(paged(ref('MyDiscount')), 200, [400, 401, 403]),
      },
    },
    async (req) => {
      requireAdmin(req);
      const { filter, params, sort } = discountFilter(req.query);
      const total = await db.one<{ n: number }>(
        `SELECT count(*)::int AS n FROM customer_discounts d LEFT JOIN discount_groups g ON g.code = d.discount_group_code WHERE ${filter}`,
        params,
      );
      const q = req.query;
      const items = await db.query(`SELECT ${COLUMNS} WHERE ${filter} ORDER BY ${sort} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [
        ...params,
        q.MaxResultCount ?? 10,
        q.SkipCount ?? 0,
      ]);
      return { totalCount: total?.n ?? 0, items };
    },
  );

  const load = async (id: number) => {
    const row = await db.one(`SELECT ${COLUMNS} WHERE d.id = $1`, [id]);
    if (!row) throw notFound('Discount:NotFound', `Korting ${id} bestaat niet.`);
    return row;
  };
  /** The customer, the discount group and the article must exist; a discount needs a group or an article. */
  const check = async (b: Input) => {
    if (!b.discountGroup && !b.itemNumber) throw invalid('discountGroup', 'Geef een kortingsgroep of een artikelnummer op.');
    if (!(await db.one('SELECT 1 FROM customers WHERE number = $1', [b.customerNumber]))) throw invalid('customerNumber', `Klant ${b.customerNumber} bestaat niet.`);
    if (b.discountGroup && !(await db.one('SELECT 1 FROM discount_groups WHERE code = $1', [b.discountGroup])))
      throw invalid('discountGroup', `Kortingsgroep ${b.discountGroup} bestaat niet.`);
    if (b.itemNumber && !(await db.one('SELECT 1 FROM articles WHERE item_no = $1', [b.itemNumber]))) throw invalid('itemNumber', `Artikel ${b.itemNumber} bestaat niet.`);
  };
  const values = (b: Input) => [b.customerNumber, b.discountGroup ?? null, b.itemNumber ?? null, b.percentage.toFixed(2), b.blueGreenIndex ?? 0];

  // The literal paths come before '/:id', so that they are never read as an id.
  app.get(
    '/api/app/discounts/download-token',
    {
      schema: {
        tags: ['Discounts'],
        summary: 'A one-time token for as-excel-file, valid for five minutes (administrators only)',
        response: responses(Type.Object({ token: Type.String(), expiresAt: Type.String({ format: 'date-time' }) }), 200, [401, 403]),
      },
    },
    async (req) => {
      requireAdmin(req);
      const token = randomBytes(24).toString('base64url');
      const row = await db.one<{ expiresAt: string }>(
        `WITH gone AS (DELETE FROM discount_download_tokens WHERE expires_at < now())
         INSERT INTO discount_download_tokens (token, issued_to, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3)) RETURNING expires_at AS "expiresAt"`,
        [token, callerOf(req).sub, DOWNLOAD_TOKEN_TTL_S],
      );
      return { token, expiresAt: new Date(row!.expiresAt).toISOString() };
    },
  );

  app.get(
    '/api/app/discounts/as-excel-file',
    {
      // A plain download link: the one-time DownloadToken stands in for the bearer token.
      config: { public: true },
      schema: {
        tags: ['Discounts'],
        summary: 'The filtered discounts as an Excel workbook (.xlsx); needs a DownloadToken from download-token',
        querystring: Type.Object({ DownloadToken: Type.String({ minLength: 1, maxLength: 100 }), ...FilterQuery, Sorting: PagedQuery.Sorting }),
        response: { ...responses(null, 200, [400, 401]), 200: fileAnswer('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') },
      },
    },
    async (req, reply) => {
      const q = req.query;
      const { filter, params, sort } = discountFilter(q);
      const used = await db.query('DELETE FROM discount_download_tokens WHERE token = $1 AND expires_at >= now() RETURNING token', [q.DownloadToken]);
      if (!used.length) throw new ApiError(401, 'DownloadToken:Invalid', 'De downloadlink is verlopen of al gebruikt. Vraag een nieuwe aan.');
      const rows = await db.query<Record<string, unknown>>(`SELECT ${COLUMNS} WHERE ${filter} ORDER BY ${sort}`, params);
      const file = await discountWorkbook(rows as never);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="kortingen.xlsx"')
        .header('cache-control', 'no-store')
        .send(file);
    },
  );

  app.get(
    '/api/app/discounts/:id',
    { schema: { tags: ['Discounts'], summary: 'One discount (administrators only)', params: IdParams, response: responses(ref('MyDiscount')) } },
    async (req) => {
      requireAdmin(req);
      return load(req.params.id);
    },
  );

  app.post(
    '/api/app/discounts',
    { schema: { tags: ['Discounts'], summary: 'Adds a discount of a customer on a discount group or an article (administrators only)', body: DiscountInput, response: responses(ref('MyDiscount')) } },
    async (req) => {
      requireAdmin(req);
      const b = req.body;
      await check(b);
      const created = await db.one<{ id: number }>(
        'INSERT INTO customer_discounts (customer_number, discount_group_code, item_no, percentage, blue_green_index) VALUES ($1, $2, $3, $4, $5) RETURNING id',
        values(b),
      );
      return load(created!.id);
    },
  );

  app.put(
    '/api/app/discounts/:id',
    { schema: { tags: ['Discounts'], summary: 'Changes a discount (administrators only)', params: IdParams, body: DiscountInput, response: responses(ref('MyDiscount')) } },
    async (req) => {
      requireAdmin(req);
      const { id } = req.params;
      await load(id);
      const b = req.body;
      await check(b);
      await db.query('UPDATE customer_discounts SET customer_number = $2, discount_group_code = $3, item_no = $4, percentage = $5, blue_green_index = $6 WHERE id = $1', [id, ...values(b)]);
      return load(id);
    },
  );

  app.delete(
    '/api/app/discounts/:id',
    { schema: { tags: ['Discounts'], summary: 'Deletes a discount (administrators only)', params: IdParams, response: responses(null, 204) } },
    async (req, reply) => {
      requireAdmin(req);
      const { id } = req.params;
      const gone = await db.query('DELETE FROM customer_discounts WHERE id = $1 RETURNING id', [id]);
      if (!gone.length) throw notFound('Discount:NotFound', `Korting ${id} bestaat niet.`);
      return reply.code(204).send();
    },
  );
}
