// Ordering again from an old order: all or some of its lines go into a basket of the customer (the
// current one, or a new one made in the same call). An article that is no longer sold, or whose
// amount the basket refuses, is reported back line by line instead of being dropped silently.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/db.js';
import { callerOf, customerOf } from '../../plugins/access.js';
import { quantityRule, quantityToAdd } from '@kraanvogel/rules';
import { BASKET_TYPE } from '../baskets/basket-rules.js';
import { BasketRepository, type BasketDto } from '../baskets/repository.js';
import { ApiError, invalid, notFound } from '../../plugins/errors.js';
import { ErpRepository } from './repository.js';
import { ref, responses } from '../../plugins/schemas.js';
import { ReorderInput } from './schemas.js';

/** The lines of an order added to the basket in one transaction. */
export const REORDER_CHUNK = 100;

export async function reorderRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const baskets = new BasketRepository(db);
  const erp = new ErpRepository(db);
  app.post(
    '/api/app/order/reorder',
    {
      config: { access: 'notWarehouse', cost: 'heavy' },
      schema: {
        tags: ['Orders'],
        summary: 'Put all or some lines of an order into a basket (BasketId) or a new basket (NewBasketName); lines that cannot be added are reported',
        body: ReorderInput,
        response: responses(ref('ReorderResult')),
      },
    },
    async (req) => {
      const body = req.body;
      const customer = customerOf(req);
      const basketCaller = { customer, user: callerOf(req).sub };
      if ((body.BasketId === undefined) === (body.NewBasketName === undefined)) throw invalid('BasketId', 'Kies een winkelwagen of geef een naam voor een nieuwe winkelwagen.');
      if (!(await erp.isCustomersOrder(customer, body.OrderNo))) throw notFound('Order:NotFound', `Order ${body.OrderNo} bestaat niet.`);
      // The same article on two lines keeps two lines here: each is reported on its own.
      const lines = await erp.reorderLines(body.OrderNo, body.LineNos ?? null);
      if (body.LineNos) {
        const missing = body.LineNos.filter((n) => !lines.some((l) => l.line_no === n));
        if (missing.length) throw invalid('LineNos', `Regel ${missing.join(', ')} hoort niet bij order ${body.OrderNo}.`);
      }
      let target: BasketDto;
      if (body.BasketId !== undefined) {
        target = await baskets.get(basketCaller, body.BasketId);
        if (target.basketType !== BASKET_TYPE.basket) throw invalid('BasketId', 'Een order kan alleen opnieuw in een winkelwagen worden geplaatst.');
      } else {
        target = await baskets.create(basketCaller, body.NewBasketName!, BASKET_TYPE.basket);
      }
      // What the basket holds of each article: an order line adds at least its amount, rounded up so
      // that the basket line keeps to the article's quantity rule (@kraanvogel/rules).
      const holds = new Map(target.basketItems.map((i) => [i.itemNo, i.amount]));
      const added: { lineNo: number; itemNo: string; description: string; amount: number; orderPrice: number }[] = [];
      const notAdded: { lineNo: number; itemNo: string; description: string; amount: number; reason: string }[] = [];
      const planned = lines.map((l) => {
        if (!l.sold) return { line: l, amount: l.amount, add: null };
        const current = holds.get(l.item_no) ?? 0;
        const amount = quantityToAdd(current, l.amount, quantityRule(l.step, l.min));
        holds.set(l.item_no, current + amount);
        return { line: l, amount, add: { basketId: target.id, itemNo: l.item_no, amount } };
      });
      // The adds in chunks of REORDER_CHUNK lines: the basket's batcher takes each chunk, in this
      // order, in one transaction (one by one, 500 lines took 500 round trips and as many basket
      // reads). On the embedded database a transaction holds the database for every other
      // customer; a chunk holds it a fifth as long as 500 lines at once, and the others' queries
      // go in between. Each line still gets its own answer.
      const outcomes: PromiseSettledResult<unknown>[] = [];
      for (let at = 0; at < planned.length; at += REORDER_CHUNK) {
        const chunk = planned.slice(at, at + REORDER_CHUNK);
        outcomes.push(...(await Promise.allSettled(chunk.map((p) => (p.add ? baskets.addItem(basketCaller, p.add) : null)))));
      }
      planned.forEach(({ line: l, amount, add }, i) => {
        const base = { lineNo: l.line_no, itemNo: l.item_no, description: l.description };
        const outcome = outcomes[i]!;
        if (!add) notAdded.push({ ...base, amount, reason: 'Dit artikel wordt niet meer verkocht.' });
        else if (outcome.status === 'fulfilled') added.push({ ...base, amount, orderPrice: l.order_price });
        else {
          const err: unknown = outcome.reason;
          if (!(err instanceof ApiError) || err.statusCode >= 500) throw err;
          notAdded.push({ ...base, amount, reason: err.message });
        }
      });
      // Today's price of each added article, as the basket shows it: a line whose price differs from
      // the order's says so (the customer sees both before he orders).
      const now = new Map((await baskets.realtime(basketCaller, target.id)).basketItems.map((i) => [i.itemNo, i.netPrice]));
      const priced = added.map((a) => {
        const currentPrice = now.get(a.itemNo) ?? a.orderPrice;
        return { ...a, currentPrice, priceChanged: Math.abs(currentPrice - a.orderPrice) >= 0.005 };
      });
      return { basketId: target.id, basketName: target.name, newBasket: body.BasketId === undefined, added: priced, notAdded };
    },
  );
}
