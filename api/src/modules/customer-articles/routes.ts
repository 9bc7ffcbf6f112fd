// /api/app/customer-article-numbers: the customer's own numbers for articles (klantartikelnummers).
// Every user of the customer reads them (the shop searches them, quick order takes them, baskets
// show them); the main user gives, changes and removes them, one on the article page or many with
// an Excel upload, and downloads them as Excel. The customer is the caller's, from his token only.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/db.js';
import { callerOf, customerOf } from '../../plugins/access.js';
import { invalid, notFound } from '../../plugins/errors.js';
import { fileAnswer, listOf, ref, responses } from '../../plugins/schemas.js';
import { drawFile } from '../../lib/workers/pool.js';
import { readNumberedFile } from '../baskets/quick-order.js';
import { CustomerArticleRepository, NUMBER_FILE_LIMITS } from './repository.js';
import { CustomerArticleNumberInput, CustomerArticleNumberParams } from './schemas.js';

const P = '/api/app/customer-article-numbers';
const tags = ['Customer article numbers'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function customerArticleRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const numbers = new CustomerArticleRepository(db);

  app.get(
    P,
    {
      config: { access: 'customer' },
      schema: { tags, summary: "The customer's own article numbers, by his number", response: responses(listOf(ref('CustomerArticleNumber')), 200, [401, 403]) },
    },
    async (req) => ({ items: await numbers.list(customerOf(req)) }),
  );

  app.put(
    `${P}/:itemNo`,
    {
      config: { access: 'mainUser' },
      schema: {
        tags,
        summary: "Gives an article the customer's own number (replacing its old one); a number of another of his articles is a 400",
        params: CustomerArticleNumberParams,
        body: CustomerArticleNumberInput,
        response: responses(ref('CustomerArticleNumber'), 200, [400, 401, 403]),
      },
    },
    async (req) => numbers.set(customerOf(req), callerOf(req).sub, req.params.itemNo, req.body.customerItemNo),
  );

  app.delete(
    `${P}/:itemNo`,
    {
      config: { access: 'mainUser' },
      schema: { tags, summary: "Removes the customer's own number of an article (404: it had none)", params: CustomerArticleNumberParams, response: responses(null, 204) },
    },
    async (req, reply) => {
      if (!(await numbers.remove(customerOf(req), req.params.itemNo))) throw notFound('CustomerArticleNumber:NotFound', `Artikel ${req.params.itemNo} heeft geen eigen artikelnummer.`);
      return reply.code(204).send();
    },
  );

  app.get(
    `${P}/excel`,
    {
      config: { access: 'customer', cost: 'heavy' },
      schema: { tags, summary: "The customer's own article numbers as an Excel workbook (.xlsx)", response: { ...responses(null, 200, [401, 403]), 200: fileAnswer(XLSX_TYPE) } },
    },
    async (req, reply) => {
      const customer = customerOf(req);
      const file = await drawFile('customerNumbersWorkbook', await numbers.list(customer), customer);
      return reply.type(XLSX_TYPE).header('content-disposition', 'attachment; filename="uw-artikelnummers.xlsx"').header('cache-control', 'no-store').send(file);
    },
  );

  // The upload arrives as it is (an .xlsx as bytes, a .csv as text); the parser lives in this
  // route's own scope, so every other route still answers 415 to a content type it does not take.
  await app.register(async (files) => {
    files.addContentTypeParser(['text/csv', XLSX_TYPE], { parseAs: 'buffer', bodyLimit: 5_000_000 }, (_req, body, done) => done(null, body));
    files.post(
      `${P}/excel`,
      {
        config: { access: 'mainUser', cost: 'heavy' },
        schema: {
          tags,
          summary: 'Upload (.xlsx or .csv, up to 20,000 lines: what the export gives): column A the article number, column B his own number (empty: removed); every good row is stored, the others answered with their row number in the file and a reason',
          consumes: ['text/csv', XLSX_TYPE],
          response: { ...responses(ref('CustomerArticleNumbersImport'), 200, [400, 401, 403]), 415: ref('ErrorResponse') },
        },
      },
      async (req, reply) => {
        const customer = customerOf(req);
        const user = callerOf(req).sub;
        if (!Buffer.isBuffer(req.body)) return reply.code(415).send({ error: { code: 'UnsupportedMediaType', message: 'Stuur een .xlsx- of .csv-bestand.' } });
        const type = String(req.headers['content-type'] ?? '');
        const lines = await readNumberedFile(type.startsWith(XLSX_TYPE) ? 'xlsx' : 'csv', req.body, customer, NUMBER_FILE_LIMITS);
        if (!lines.length) throw invalid('file', 'In dit bestand staan geen regels met een artikelnummer.');
        return numbers.importLines(customer, user, lines);
      },
    );
  });
}
