// /api/ecommerce/customerbaskets: the basket calls of SPEC §7. basketType 1 is an order list
// (bestellijst), otherwise a cart (winkelwagen). Quantities follow each article's step and
// minimum; the Excel export is a real .xlsx.
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { callerOf, customerOf } from '../../plugins/app/auth.js';
import type { BasketRepository } from '../../plugins/app/baskets.js';
import { basketWorkbook } from '../../lib/basket-excel.js';
import { ref, responses } from '../../schemas/common.js';
import { AddToBasketInput, CopyBasketContentsInput, CreateBasketInput, RemoveFromBasketInput } from '../../schemas/management.js';

const BasketId = Type.Integer({ minimum: 1 });
const BasketIdQuery = Type.Object({ basketId: BasketId });
const P = '/api/ecommerce/customerbaskets';
const tags = ['Customer baskets'];

export async function basketRoutes(app: FastifyInstance, { baskets }: { baskets: BasketRepository }) {
  app.get(
    P,
    {
      schema: {
        tags,
        summary: 'The customer\'s baskets of one type: carts (basketType omitted or 0) or order lists (1)',
        querystring: Type.Object({ basketType: Type.Optional(Type.Integer({ enum: [0, 1] })) }),
        response: responses(Type.Array(ref('Basket')), 200, [400, 401, 403]),
      },
    },
    async (req) => baskets.list(customerOf(req), (req.query as { basketType?: number }).basketType ?? 0),
  );

  app.get(
    `${P}/default`,
    {
      schema: {
        tags,
        summary: 'The basket with basketId, or the default cart (made when the customer has none)',
        querystring: Type.Object({ basketId: Type.Optional(BasketId) }),
        response: responses(ref('Basket')),
      },
    },
    async (req) => {
      const { basketId } = req.query as { basketId?: number };
      const customer = customerOf(req);
      return basketId === undefined ? baskets.getDefault(customer, callerOf(req).sub) : baskets.get(customer, basketId);
    },
  );

  app.post(
    `${P}/createBasket`,
    { schema: { tags, summary: 'Create a cart, or an order list with basketType 1', body: CreateBasketInput, response: responses(ref('Basket')) } },
    async (req) => {
      const body = req.body as { name: string; basketType?: number };
      return baskets.create(customerOf(req), callerOf(req).sub, body.name, body.basketType ?? 0);
    },
  );

  app.post(
    `${P}/addToBasket`,
    {
      schema: {
        tags,
        summary: 'Add an amount of an article to a basket (or set it, with overwrite); checked against step and minimum',
        body: AddToBasketInput,
        response: responses(ref('Basket')),
      },
    },
    async (req, reply) => {
      // The basket as JSON, serialised once for all adds of one batch (its shape is Basket's).
      const { json } = await baskets.addItemAsJson(customerOf(req), req.body as { basketId: number; itemNo: string; amount: number; overwrite?: boolean });
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );

  app.post(
    `${P}/removeFromBasket`,
    { schema: { tags, summary: 'Remove a line (by basketItemId or itemNo) from a basket', body: RemoveFromBasketInput, response: responses(ref('Basket')) } },
    async (req) => baskets.removeItem(customerOf(req), req.body as { basketId: number; basketItemId?: number; itemNo?: string }),
  );

  app.post(
    `${P}/copyBasketContents`,
    { schema: { tags, summary: 'Add all lines of one basket to another (amounts add up)', body: CopyBasketContentsInput, response: responses(ref('Basket')) } },
    async (req) => {
      const body = req.body as { sourceBasketId: number; targetBasketId: number };
      return baskets.copy(customerOf(req), body.sourceBasketId, body.targetBasketId);
    },
  );

  app.post(
    `${P}/removeBasket`,
    { schema: { tags, summary: 'Delete a basket', querystring: BasketIdQuery, response: responses(null, 204) } },
    async (req, reply) => {
      await baskets.remove(customerOf(req), (req.query as { basketId: number }).basketId);
      return reply.code(204).send();
    },
  );

  app.get(
    `${P}/getSummary`,
    { schema: { tags, summary: 'Totals of a basket with the customer\'s prices', querystring: BasketIdQuery, response: responses(ref('BasketSummary')) } },
    async (req) => baskets.summary(customerOf(req), (req.query as { basketId: number }).basketId),
  );

  app.get(
    `${P}/basketWithRealtimeData`,
    { schema: { tags, summary: 'A basket with current net prices and stock per line', querystring: BasketIdQuery, response: responses(ref('RealtimeBasket')) } },
    async (req) => baskets.realtime(customerOf(req), (req.query as { basketId: number }).basketId),
  );

  app.get(
    `${P}/excelExport`,
    {
      schema: {
        tags,
        summary: 'A basket as an Excel workbook (.xlsx)',
        querystring: BasketIdQuery,
        response: { ...responses(null), 200: { description: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', type: 'string' } },
      },
    },
    async (req, reply) => {
      const customer = customerOf(req);
      const basket = await baskets.realtime(customer, (req.query as { basketId: number }).basketId);
      const file = await basketWorkbook(basket, customer);
      const name = `${basket.basketType === 1 ? 'bestellijst' : 'winkelwagen'}-${basket.id}.xlsx`;
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(file);
    },
  );
}
