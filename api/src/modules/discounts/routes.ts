// Discounts: GET /api/app/discounts/my-discounts (the caller's customer-specific discounts) and
// the administrators' side: the list of every customer's discounts (filtered and paged), create,
// read, update and delete, and the list as an Excel file through a one-time download token. Net
// prices are computed from this table on every read, so a change shows at the customer's next
// fetch. An Excel workbook of discounts is imported in two steps: the preview says per row what
// saving would do (import.ts), saving takes the same file and refuses it whole when a row is bad.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/db.js';
import { callerOf, customerOf } from '../../plugins/access.js';
import { ApiError, invalid, notFound } from '../../plugins/errors.js';
import { drawFile } from '../../lib/workers/pool.js';
import { heavyShareOf } from '../../plugins/cost.js';
import { DEFAULT_DISCOUNT_SORT, DISCOUNT_SORTS, DiscountRepository, type DiscountValues } from './repository.js';
import { orderBy, paged, ref, responses } from '../../plugins/schemas.js';
import { checkAndSaveImport, checkImport, readDiscountWorkbook } from './import.js';
import { DiscountInput, DiscountsQuery, DiscountWorkbook, DownloadToken, ExcelQuery, IdParams, MyDiscounts } from './schemas.js';

/** The sort of the administrators' list: one of DISCOUNT_SORTS, or a 400. */
function discountSort(sorting: string | undefined): string {
  const sort = orderBy(sorting, DISCOUNT_SORTS, DEFAULT_DISCOUNT_SORT);
  if (!sort) throw invalid('Sorting', `Op '${sorting}' kan niet worden gesorteerd.`);
  return sort;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** How long a download token may wait for its download. */
const DOWNLOAD_TOKEN_TTL_S = 300;

export async function discountRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const discounts = new DiscountRepository(db);
  app.get(
    '/api/app/discounts/my-discounts',
    { config: { access: 'customer' }, schema: { tags: ['Discounts'], summary: "The caller's customer-specific discounts (per discount group or article)", response: responses(MyDiscounts, 200, [401, 403]) } },
    async (req) => discounts.ofCustomer(customerOf(req)),
  );

  app.get(
    '/api/app/discounts',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Discounts'],
        summary: 'All customer discounts, filtered and paged (administrators only)',
        querystring: DiscountsQuery,
        response: responses(paged(ref('MyDiscount')), 200, [400, 401, 403]),
      },
    },
    async (req) => {
      const q = req.query;
      const { total, items } = await discounts.page(q, discountSort(q.Sorting), q.MaxResultCount ?? 10, q.SkipCount ?? 0);
      return { totalCount: total, items };
    },
  );

  const load = async (id: number) => {
    const row = await discounts.find(id);
    if (!row) throw notFound('Discount:NotFound', `Korting ${id} bestaat niet.`);
    return row;
  };
  /** The customer, the discount group and the article must exist; a discount needs a group or an article. */
  const check = async (b: DiscountValues) => {
    if (!b.discountGroup && !b.itemNumber) throw invalid('discountGroup', 'Geef een kortingsgroep of een artikelnummer op.');
    const missing = await discounts.missing(b);
    if (missing.customer) throw invalid('customerNumber', `Klant ${b.customerNumber} bestaat niet.`);
    if (missing.discountGroup) throw invalid('discountGroup', `Kortingsgroep ${b.discountGroup} bestaat niet.`);
    if (missing.article) throw invalid('itemNumber', `Artikel ${b.itemNumber} bestaat niet.`);
  };

  // The literal paths come before '/:id', so that they are never read as an id.
  app.get(
    '/api/app/discounts/download-token',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Discounts'],
        summary: 'A one-time token for as-excel-file, valid for five minutes (administrators only)',
        response: responses(DownloadToken, 200, [401, 403]),
      },
    },
    async (req) => {
      const token = randomBytes(24).toString('base64url');
      const expiresAt = await discounts.issueDownloadToken(token, callerOf(req).sub, DOWNLOAD_TOKEN_TTL_S);
      return { token, expiresAt: expiresAt.toISOString() };
    },
  );

  app.get(
    '/api/app/discounts/as-excel-file',
    {
      // A plain download link: the one-time DownloadToken stands in for the bearer token, and the
      // workbook counts toward the budget of heavy requests of the administrator it was issued to.
      config: { access: 'public', cost: 'heavy' },
      schema: {
        tags: ['Discounts'],
        summary: 'The filtered discounts as an Excel workbook (.xlsx); needs a DownloadToken from download-token',
        querystring: ExcelQuery,
        response: { ...responses(null, 200, [400, 401]), 200: DiscountWorkbook },
      },
    },
    async (req, reply) => {
      const q = req.query;
      const sort = discountSort(q.Sorting);
      const invalidToken = () => new ApiError(401, 'DownloadToken:Invalid', 'De downloadlink is verlopen of al gebruikt. Vraag een nieuwe aan.');
      const issuedTo = await discounts.downloadTokenOwner(q.DownloadToken);
      if (!issuedTo) throw invalidToken();
      // Past the budget a 429 that leaves the link valid, to be followed again later.
      await heavyShareOf(req, { sub: issuedTo });
      if (!(await discounts.useDownloadToken(q.DownloadToken))) throw invalidToken();
      const file = await drawFile('discountWorkbook', await discounts.all(q, sort), 'discounts');
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="kortingen.xlsx"')
        .header('cache-control', 'no-store')
        .send(file);
    },
  );

  // The workbook arrives as it is (.xlsx bytes); the parser lives in this scope only, so every
  // other route still answers 415 to it.
  await app.register(async (files) => {
    files.addContentTypeParser(XLSX_TYPE, { parseAs: 'buffer', bodyLimit: 5_000_000 }, (_req, body, done) => done(null, body));
    for (const [path, save] of [
      ['/api/app/discounts/import-preview', false],
      ['/api/app/discounts/import', true],
    ] as const) {
      files.post(
        path,
        {
          config: { access: 'admin', cost: 'heavy' },
          schema: {
            tags: ['Discounts'],
            summary: save
              ? 'Imports an Excel workbook of discounts (the export\'s layout) in one transaction; any bad row refuses the whole file (400, nothing saved) (administrators only)'
              : 'What importing an Excel workbook of discounts would do: per row an add, a change, unchanged or its errors; saves nothing (administrators only)',
            consumes: [XLSX_TYPE],
            response: { ...responses(ref('DiscountImport'), 200, [400, 401, 403]), 415: ref('ErrorResponse') },
          },
        },
        async (req, reply) => {
          if (!Buffer.isBuffer(req.body)) return reply.code(415).send({ error: { code: 'UnsupportedMediaType', message: 'Stuur een Excel-bestand (.xlsx).' } });
          const sheet = await readDiscountWorkbook(req.body, callerOf(req).sub);
          const result = save ? await checkAndSaveImport(db, sheet) : await checkImport(db, sheet);
          return { ...result, saved: save };
        },
      );
    }
  });

  app.get(
    '/api/app/discounts/:id',
    { config: { access: 'admin' }, schema: { tags: ['Discounts'], summary: 'One discount (administrators only)', params: IdParams, response: responses(ref('MyDiscount')) } },
    async (req) => {
      return load(req.params.id);
    },
  );

  app.post(
    '/api/app/discounts',
    { config: { access: 'admin' }, schema: { tags: ['Discounts'], summary: 'Adds a discount of a customer on a discount group or an article (administrators only)', body: DiscountInput, response: responses(ref('MyDiscount')) } },
    async (req) => {
      const b = req.body;
      await check(b);
      return load(await discounts.create(b));
    },
  );

  app.put(
    '/api/app/discounts/:id',
    { config: { access: 'admin' }, schema: { tags: ['Discounts'], summary: 'Changes a discount (administrators only)', params: IdParams, body: DiscountInput, response: responses(ref('MyDiscount')) } },
    async (req) => {
      const { id } = req.params;
      await load(id);
      const b = req.body;
      await check(b);
      await discounts.update(id, b);
      return load(id);
    },
  );

  app.delete(
    '/api/app/discounts/:id',
    { config: { access: 'admin' }, schema: { tags: ['Discounts'], summary: 'Deletes a discount (administrators only)', params: IdParams, response: responses(null, 204) } },
    async (req, reply) => {
      const { id } = req.params;
      if (!(await discounts.delete(id))) throw notFound('Discount:NotFound', `Korting ${id} bestaat niet.`);
      return reply.code(204).send();
    },
  );
}
