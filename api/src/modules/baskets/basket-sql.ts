// The SQL and the row shapes of the basket repository: price and stock joins, what a basket's
// head and lines are read with, and which baskets a caller sees (his customer's shared ones, his
// own personal ones, and inside a punch-out session that session's basket only).

/**
 * The customer's discounts as joins on article a (aliases item_discount, group_discount): the
 * same rule as DISCOUNT_SQL, but set-based, which matters for baskets of hundreds of lines. The
 * net price is computed in floating point exactly as round2 does in JS, so stored and computed
 * prices compare equal.
 */
export const PRICE_JOINS = (customerExpr: string) => discountJoins(`d.customer_number = ${customerExpr}`, null);
/**
 * PRICE_JOINS for lines of several customers at once (a batch of adds): the discounts of the
 * customers in customersParam (a text[]), each joined on the line's customer (customerExpr).
 */
export const PRICE_JOINS_OF = (customersParam: string, customerExpr: string) => discountJoins(`d.customer_number = ANY(${customersParam})`, customerExpr);
const discountJoins = (filter: string, customerExpr: string | null) => {
  const by = customerExpr ? 'd.customer_number, ' : '';
  const on = (alias: string) => (customerExpr ? `${alias}.customer_number = ${customerExpr} AND ` : '');
  return `
  LEFT JOIN (SELECT ${by}d.item_no, max(d.percentage) AS pct FROM customer_discounts d WHERE ${filter} AND d.item_no IS NOT NULL GROUP BY ${by}d.item_no) item_discount
    ON ${on('item_discount')}item_discount.item_no = a.item_no
  LEFT JOIN (SELECT ${by}d.discount_group_code, max(d.percentage) AS pct FROM customer_discounts d WHERE ${filter} AND d.item_no IS NULL GROUP BY ${by}d.discount_group_code) group_discount
    ON ${on('group_discount')}group_discount.discount_group_code = a.discount_group_code`;
};
export const DISCOUNT_PCT = 'coalesce(item_discount.pct, group_discount.pct, 0)::float8';
export const NET_PRICE = `round(a.gross_price::float8 * (1 - ${DISCOUNT_PCT} / 100) * 100) / 100`;
/**
 * The stock of the line's article (alias a) as a join (alias stock): one index lookup per line.
 * (Joined as one aggregate over all the lines' articles, a planner that expected one line of a
 * 500-line basket compared every line with every stock row: 85 ms instead of a few.)
 */
export const STOCK_JOIN = `
  LEFT JOIN LATERAL (SELECT sum(s.quantity)::int AS quantity FROM article_stock s WHERE s.item_no = a.item_no) stock ON true`;

export interface BasketItemJson {
  id: number;
  itemNo: string;
  itemDescription: string;
  amount: number;
  itemUOM: string;
  image: string | null;
  /** Set for an unlisted article (the customer added it with its secret). */
  secret: string | null;
  stepQuantity: number;
  minOrderQuantity: number;
  grossPrice: number;
}

export interface RealtimeItemRow extends BasketItemJson {
  discountPercentage: number;
  stock: number;
  isActive: boolean;
  priceWhenAdded: number | null;
  availableWhenAdded: boolean | null;
  /** The customer's own number for the article; null: none. */
  customerItemNo: string | null;
}

export interface BasketRow {
  id: number;
  name: string;
  basket_type: number;
  is_default: boolean;
  is_personal: boolean;
  created_by: string | null;
  created_by_name: string | null;
  updated_by_name: string | null;
  created_at: Date;
  updated_at: Date;
  purchase_request: PurchaseRequestLock | null;
  /** Set for a punch-out session's basket: its operation and its last transfer. */
  punchout: { operation: string; transferredAt: string | null } | null;
  items: BasketItemJson[];
}

/** The purchase request a basket waits for: it is read-only until the request is decided or withdrawn. */
export interface PurchaseRequestLock {
  id: number;
  requestedBy: string | null;
  requestedByName: string;
  approverNames: string[];
  createdAt: string;
}

/**
 * Who asks for a basket: the customer and the user. A personal basket is its maker's only: for
 * every other user of the customer it does not exist (not listed, not found, not orderable).
 */
export interface BasketCaller {
  customer: string;
  user: string;
  /** The caller's punch-out session: he sees and changes that session's basket, and no everyday one. */
  session?: string | null;
}

/** The baskets (alias b) caller customer $c, user $u may see: the shared ones and his own. */
export const VISIBLE_BASKET = (c: string, u: string) => `b.customer_number = ${c} AND (NOT b.is_personal OR b.created_by = ${u})`;

/** What the checks of a visible basket read: its type, its lock by a purchase request, its punch-out session. */
export interface VisibleBasket {
  basket_type: number;
  purchase_request_id: number | null;
  punchout_session_id: string | null;
  punchout_operation: string | null;
}

export interface RealtimeRow extends Omit<BasketRow, 'items'> {
  items: RealtimeItemRow[];
}

/** A basket's own columns with the names of its maker and of who changed it last. */
export const HEAD_COLUMNS = `b.id, b.name, b.basket_type, b.is_default, b.is_personal, b.created_by, b.created_at, b.updated_at,
  (SELECT nullif(concat_ws(' ', u.name, u.surname), '') FROM users u WHERE u.id = b.created_by) AS created_by_name,
  (SELECT nullif(concat_ws(' ', u.name, u.surname), '') FROM users u WHERE u.id = b.updated_by) AS updated_by_name,
  (SELECT json_build_object('id', r.id, 'requestedBy', r.requested_by, 'requestedByName', r.requested_by_name, 'approverNames', r.approver_names,
          'createdAt', to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
     FROM purchase_requests r WHERE r.id = b.purchase_request_id) AS purchase_request,
  (SELECT json_build_object('operation', s.operation, 'transferredAt',
          (SELECT to_char(max(t.created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') FROM punchout_transfers t WHERE t.session_id = s.id))
     FROM punchout_sessions s WHERE s.id = b.punchout_session_id) AS punchout`;
/** Everyday baskets outside a punch-out session ($s null), only the session's basket inside one; order lists always. */
export const IN_SCOPE = (s: string) => `(b.basket_type = 1 OR b.punchout_session_id IS NOT DISTINCT FROM ${s}::text)`;

export const BASKET_SELECT = `SELECT ${HEAD_COLUMNS},
  coalesce((SELECT json_agg(json_build_object(
      'id', bi.id, 'itemNo', bi.item_no, 'itemDescription', a.description, 'amount', bi.amount, 'itemUOM', a.order_unit,
      'image', a.image_url, 'secret', a.secret, 'stepQuantity', a.step_quantity, 'minOrderQuantity', a.min_order_quantity,
      'grossPrice', a.gross_price::float8
    ) ORDER BY bi.id)
    FROM basket_items bi JOIN articles a ON a.item_no = bi.item_no WHERE bi.basket_id = b.id), '[]'::json) AS items
  FROM baskets b`;

/** The lines of basket $2 with customer $1's prices and the current stock. */
export const REALTIME_LINES = `WITH lines AS (SELECT id, item_no, amount, price_when_added, available_when_added FROM basket_items WHERE basket_id = $2)
  SELECT l.id, l.item_no AS "itemNo", a.description AS "itemDescription", l.amount, a.order_unit AS "itemUOM", a.image_url AS image,
         a.step_quantity AS "stepQuantity", a.min_order_quantity AS "minOrderQuantity", a.gross_price::float8 AS "grossPrice",
         ${DISCOUNT_PCT} AS "discountPercentage", coalesce(stock.quantity, 0) AS stock, a.is_active AS "isActive",
         l.price_when_added::float8 AS "priceWhenAdded", l.available_when_added AS "availableWhenAdded",
         (SELECT c.customer_item_no FROM customer_article_numbers c WHERE c.customer_number = $1 AND c.item_no = l.item_no) AS "customerItemNo"
    FROM lines l JOIN articles a ON a.item_no = l.item_no ${PRICE_JOINS('$1')} ${STOCK_JOIN}`;
