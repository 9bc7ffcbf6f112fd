// What the caller's customer ordered before: per article, how many of his orders in the last 24
// months had it, the amounts added up and the latest order's date. Read from the back office's
// order lines at every call (an order placed a moment ago counts at once); cancelled orders and
// returns do not count. The customer comes from the verified token only, so another customer's
// history cannot be asked for. The shop marks articles with it and filters and sorts the results
// page by it; the search service, which all customers share, never sees it (docs/search.md).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/db.js';
import { customerOf } from '../../plugins/access.js';
import { invalid } from '../../plugins/errors.js';
import { responses } from '../../plugins/schemas.js';
import type { Clock } from './back-office.js';
import { PURCHASE_HISTORY_MAX_ITEMS, PurchaseHistory, PurchaseHistoryQuery } from './schemas.js';

/** The period looked back on. */
export const PURCHASE_HISTORY_MONTHS = 24;
/** Without item numbers: at most this many articles, the most often ordered first. */
export const PURCHASE_HISTORY_MAX_ALL = 1000;

export interface PurchasedArticleRow {
  itemNo: string;
  timesOrdered: number;
  quantity: number;
  lastOrderDate: string;
}

/** The customer's articles ordered since `now` minus the period; only `itemNos` when given. */
export async function purchaseHistory(db: Db, customer: string, now: Date, itemNos: string[] | null): Promise<PurchasedArticleRow[]> {
  return db.query<PurchasedArticleRow>(
    `SELECT l.item_no AS "itemNo", count(DISTINCT o.order_no)::int AS "timesOrdered", sum(l.amount)::int AS quantity,
            to_char(max(o.order_date), 'YYYY-MM-DD') AS "lastOrderDate"
       FROM orders o JOIN order_lines l ON l.order_no = o.order_no
      WHERE o.customer_number = $1 AND o.order_type = 'Order' AND o.status <> 999
        AND o.order_date > $2::timestamptz - make_interval(months => $3) AND o.order_date <= $2::timestamptz
        AND ($4::text[] IS NULL OR l.item_no = ANY($4::text[]))
      GROUP BY l.item_no
      ORDER BY "timesOrdered" DESC, max(o.order_date) DESC, l.item_no
      LIMIT $5`,
    [customer, now.toISOString(), PURCHASE_HISTORY_MONTHS, itemNos, PURCHASE_HISTORY_MAX_ALL],
  );
}

/** "A,B , C" → ['A', 'B', 'C'] (empty pieces dropped, repeats once); a 400 for too many. */
export function parseItemNos(text: string | undefined): string[] | null {
  if (text === undefined) return null;
  const itemNos = [...new Set(text.split(',').map((s) => s.trim()).filter(Boolean))];
  if (!itemNos.length) throw invalid('ItemNos', 'Geef ten minste één artikelnummer.');
  if (itemNos.length > PURCHASE_HISTORY_MAX_ITEMS) throw invalid('ItemNos', `Vraag naar ten hoogste ${PURCHASE_HISTORY_MAX_ITEMS} artikelen tegelijk.`);
  if (itemNos.some((s) => s.length > 40)) throw invalid('ItemNos', 'Een artikelnummer is ten hoogste 40 tekens lang.');
  return itemNos;
}

export async function purchaseHistoryRoutes(fastify: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/app/order/purchase-history',
    {
      config: { access: 'notWarehouse' },
      schema: {
        tags: ['Orders'],
        summary: `What the customer ordered in the last ${PURCHASE_HISTORY_MONTHS} months, per article: how many orders, how much, when last (only the articles asked for, or all)`,
        querystring: PurchaseHistoryQuery,
        response: responses(PurchaseHistory, 200, [400, 401, 403]),
      },
    },
    async (req) => {
      const itemNos = parseItemNos(req.query.ItemNos);
      return { months: PURCHASE_HISTORY_MONTHS, items: await purchaseHistory(db, customerOf(req), clock(), itemNos) };
    },
  );
}
