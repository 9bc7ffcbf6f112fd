// /api/ecommerce/customerbaskets: the basket calls. basketType 1 is an order list
// (bestellijst), otherwise a basket (winkelwagen). Quantities follow each article's step and
// minimum; the Excel export is a real .xlsx.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { callerOf, customerOf } from '../../plugins/access.js';
import type { BasketCaller, BasketRepository } from './repository.js';
import type { FastifyRequest } from 'fastify';
import { drawFile } from '../../lib/workers/pool.js';
import { ref, responses } from '../../plugins/schemas.js';
import { QuickOrderService, readOrderFile } from './quick-order.js';
import { invalid } from '../../plugins/errors.js';
import { ChangeKeyHeaders, IDEMPOTENCY_HEADER } from './change-keys.js';
import {
  AddLinesInput,
  AddToBasketInput,
  BasketIdQuery,
  Baskets,
  BasketsQuery,
  BasketWorkbook,
  CopyBasketContentsInput,
  CreateBasketInput,
  OptionalBasketIdQuery,
  RemoveFromBasketInput,
  SetBasketPersonalInput,
} from './schemas.js';

const P = '/api/ecommerce/customerbaskets';
const tags = ['Customer baskets'];

/** The caller as the baskets know him: his customer, his user (a personal basket is his maker's only) and his punch-out session. */
export const basketCallerOf = (req: FastifyRequest): BasketCaller => ({ customer: customerOf(req), user: callerOf(req).sub, session: callerOf(req).punchoutSession });

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function basketRoutes(fastify: FastifyInstance, { baskets }: { baskets: BasketRepository }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const quickOrder = new QuickOrderService(app.db, baskets);

  app.get(
    P,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: "The baskets of one type the caller may see (the shared ones and his own personal ones; his own first): baskets (basketType omitted or 0) or order lists (1)",
        querystring: BasketsQuery,
        response: responses(Baskets, 200, [400, 401, 403]),
      },
    },
    async (req) => baskets.list(basketCallerOf(req), req.query.basketType ?? 0),
  );

  app.get(
    `${P}/default`,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'The basket with basketId, or the default basket (made when the customer has none)',
        querystring: OptionalBasketIdQuery,
        response: responses(ref('Basket')),
      },
    },
    async (req) => {
      const { basketId } = req.query;
      const caller = basketCallerOf(req);
      return basketId === undefined ? baskets.getDefault(caller) : baskets.get(caller, basketId);
    },
  );

  app.post(
    `${P}/createBasket`,
    { config: { access: 'customer' }, schema: { tags, summary: 'Create a basket, or an order list with basketType 1', body: CreateBasketInput, response: responses(ref('Basket')) } },
    async (req) => {
      const body = req.body;
      return baskets.create(basketCallerOf(req), body.name, body.basketType ?? 0);
    },
  );

  app.post(
    `${P}/addToBasket`,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Add an amount of an article to a basket (or set it, with overwrite); checked against step and minimum',
        description: 'With an Idempotency-Key header the add is done once: the same key again answers the basket as it is (header idempotent-replayed: true).',
        headers: ChangeKeyHeaders,
        body: AddToBasketInput,
        response: responses(ref('Basket')),
      },
    },
    async (req, reply) => {
      // The basket as JSON, serialised once for all adds of one batch (its shape is Basket's).
      const { json, replayed } = await baskets.addItemAsJson(basketCallerOf(req), { ...req.body, key: req.headers[IDEMPOTENCY_HEADER] });
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );

  app.post(
    `${P}/addLinesToBasket`,
    {
      config: { access: 'customer', cost: 'heavy' },
      schema: {
        tags,
        summary: 'Quick order: check a list of article codes and quantities at once and add the good lines to a basket in one go (dryRun: check only)',
        body: AddLinesInput,
        response: responses(ref('AddLinesResult')),
      },
    },
    async (req) => {
      const body = req.body;
      return quickOrder.addLines(basketCallerOf(req), body.basketId, body.lines, { add: !body.dryRun });
    },
  );

  // Quick-order files arrive as they are: a .csv as text, an .xlsx as bytes. The parser lives in
  // this route's own scope, so every other route still answers 415 to a content type it does not take.
  await app.register(async (files) => {
    files.addContentTypeParser(['text/csv', XLSX_TYPE], { parseAs: 'buffer', bodyLimit: 5_000_000 }, (_req, body, done) => done(null, body));
    files.post(
      `${P}/quickOrderFile`,
      {
        config: { access: 'customer', cost: 'heavy' },
        schema: {
          tags,
          summary: 'Quick order: the code and quantity columns of a .csv (text/csv) or .xlsx file, as lines to check',
          consumes: ['text/csv', XLSX_TYPE],
          response: { ...responses(ref('QuickOrderFileLines'), 200, [400, 401, 403]), 415: ref('ErrorResponse') },
        },
      },
      async (req, reply) => {
        const customer = customerOf(req);
        const type = String(req.headers['content-type'] ?? '');
        if (!Buffer.isBuffer(req.body)) {
          return reply.code(415).send({ error: { code: 'UnsupportedMediaType', message: 'Stuur een .csv- of .xlsx-bestand.' } });
        }
        const lines = await readOrderFile(type.startsWith(XLSX_TYPE) ? 'xlsx' : 'csv', req.body, customer);
        if (!lines.length) throw invalid('file', 'In dit bestand staan geen regels met een artikelnummer en een aantal.');
        return { lines };
      },
    );
  });

  app.post(
    `${P}/removeFromBasket`,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Remove a line (by basketItemId or itemNo) from a basket',
        description: 'With an Idempotency-Key header the removal is done once: the same key again answers the basket as it is (header idempotent-replayed: true).',
        headers: ChangeKeyHeaders,
        body: RemoveFromBasketInput,
        response: responses(ref('Basket')),
      },
    },
    async (req, reply) => {
      const { basket, replayed } = await baskets.removeItem(basketCallerOf(req), req.body, req.headers[IDEMPOTENCY_HEADER]);
      if (replayed) reply.header('idempotent-replayed', 'true');
      return basket;
    },
  );

  app.post(
    `${P}/copyBasketContents`,
    { config: { access: 'customer' }, schema: { tags, summary: 'Add all lines of one basket to another (amounts add up)', body: CopyBasketContentsInput, response: responses(ref('Basket')) } },
    async (req) => {
      const body = req.body;
      return baskets.copy(basketCallerOf(req), body.sourceBasketId, body.targetBasketId);
    },
  );

  app.post(
    `${P}/setBasketPersonal`,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: "Makes a basket personal (only its maker sees, changes and orders it) or shared with the customer's other users; only its maker may (403)",
        body: SetBasketPersonalInput,
        response: responses(ref('Basket'), 200, [400, 401, 403, 404]),
      },
    },
    async (req) => baskets.setPersonal(basketCallerOf(req), req.body.basketId, req.body.isPersonal),
  );

  app.post(
    `${P}/removeBasket`,
    { config: { access: 'customer' }, schema: { tags, summary: 'Delete a basket', querystring: BasketIdQuery, response: responses(null, 204) } },
    async (req, reply) => {
      await baskets.remove(basketCallerOf(req), req.query.basketId);
      return reply.code(204).send();
    },
  );

  app.get(
    `${P}/getSummary`,
    { config: { access: 'customer' }, schema: { tags, summary: 'Totals of a basket with the customer\'s prices', querystring: BasketIdQuery, response: responses(ref('BasketSummary')) } },
    async (req) => baskets.summary(basketCallerOf(req), req.query.basketId),
  );

  app.get(
    `${P}/basketWithRealtimeData`,
    { config: { access: 'customer' }, schema: { tags, summary: 'A basket with current net prices and stock per line', querystring: BasketIdQuery, response: responses(ref('RealtimeBasket')) } },
    async (req) => baskets.realtime(basketCallerOf(req), req.query.basketId),
  );

  app.get(
    `${P}/excelExport`,
    {
      config: { access: 'customer', cost: 'heavy' },
      schema: {
        tags,
        summary: 'A basket as an Excel workbook (.xlsx)',
        querystring: BasketIdQuery,
        response: { ...responses(null), 200: BasketWorkbook },
      },
    },
    async (req, reply) => {
      const customer = customerOf(req);
      const basket = await baskets.realtime(basketCallerOf(req), req.query.basketId);
      const file = await drawFile('basketWorkbook', { basket, customerNumber: customer }, customer);
      const name = `${basket.basketType === 1 ? 'bestellijst' : 'winkelwagen'}-${basket.id}.xlsx`;
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(file);
    },
  );
}
