// Punch-out: the accounts procurement systems log in with, the sessions of their buyers, and the
// return of a basket (OCI form fields or a cXML PunchOutOrderMessage) to the address the customer
// registered. A session lives here on the server; the buyer's access token only names it.
import { createHash, randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../../db/db.js';
import { verifyPassword, DUMMY_HASH } from '../../lib/password.js';
import type { Credential } from '../../lib/cxml.js';
import { returnDocument, type ArticleFacts, type ReturnDocument } from './document.js';
export type { ReturnDocument };
import { MAX_LINE_AMOUNT, quantityProblem, quantityRule } from '@kraanvogel/rules';
import { quantityMessage } from '../baskets/basket-rules.js';
import type { BasketRepository } from '../baskets/repository.js';
import { ApiError, forbidden, invalid } from '../../plugins/errors.js';

/** How long the one-time start link may wait before the buyer's browser uses it. */
export const START_TOKEN_TTL_S = 120;
/** How long a punch-out session lasts: the working day of a sign-in. */
export const SESSION_TTL_S = 10 * 3600;

export interface PunchoutAccountRow {
  id: number;
  customer_number: string;
  user_id: string;
  user_name: string;
  secret_hash: string;
  allowed_hosts: string[];
  is_active: boolean;
  name: string | null;
  supplier_domain: string;
  supplier_identity: string | null;
  buyer_from: Credential[];
  buyer_to: Credential[];
  description_max: number;
  description_charset: 'ISO-8859-1' | 'ASCII' | 'UTF-8';
  unit_map: Record<string, string>;
  classification_map: Record<string, string>;
  cxml_error_status: 'body' | 'http';
  created_at: Date;
  updated_at: Date;
}

export interface PunchoutSessionRow {
  id: string;
  account_id: number;
  customer_number: string;
  user_id: string;
  protocol: 'oci' | 'cxml';
  return_url: string;
  oci_target: string | null;
  oci_ok_code: string | null;
  oci_caller: string | null;
  oci_version: string | null;
  buyer_cookie: string | null;
  cxml_operation: string | null;
  cxml_from: Credential[] | null;
  cxml_to: Credential[] | null;
  operation: PunchoutOperation;
  notices: string[];
}

export type PunchoutOperation = 'create' | 'edit' | 'inspect';

/** A line the procurement system sends back for an edit or inspect (cXML ItemOut, OCI re-punch). */
export interface EarlierLine {
  supplierPartId: string;
  quantity: number;
}


const HOST_PATTERN = /^(?=.{1,253}(?::\d{1,5})?$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;

/** Lower-cased, checked host names ('host' or 'host:port'); a bad one is a 400 naming it. */
export function normaliseHosts(hosts: string[]): string[] {
  const out = new Set<string>();
  for (const raw of hosts) {
    const host = raw.trim().toLowerCase();
    if (!HOST_PATTERN.test(host)) throw invalid('allowedHosts', `'${raw}' is geen geldige hostnaam (bijvoorbeeld inkoop.voorbeeld.nl).`);
    out.add(host);
  }
  return [...out];
}

/**
 * Whether the shop may post a basket to this address: http(s), no credentials in it, and its host
 * one the customer registered (an entry with a port matches that port only).
 */
export function returnUrlAllowed(value: string, allowedHosts: string[]): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  const hostPort = url.host.toLowerCase();
  return allowedHosts.some((entry) => (entry.includes(':') ? entry === hostPort : entry === host));
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

export interface StartInput {
  account: PunchoutAccountRow;
  protocol: 'oci' | 'cxml';
  returnUrl: string;
  oci?: { target?: string; okCode?: string; caller?: string; version?: string };
  cxml?: { buyerCookie: string; operation: string; from: Credential[]; to: Credential[] };
  /** create (an empty basket), edit (filled from lines) or inspect (lines, read-only). */
  operation: PunchoutOperation;
  lines?: EarlierLine[];
}

const nlTime = new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** The session basket's name: the procurement system (buyer cookie or punch-out login) and the time. */
export function sessionBasketName(label: string, at = new Date()): string {
  const who = [...label.trim()].slice(0, 40).join('');
  return `Punch-out ${who} ${nlTime.format(at).replace(',', '')}`;
}

/** Uses a start token: once, within its time, for an active user. Null otherwise. */
export async function redeemStartToken(db: Queryable, token: string): Promise<{ sessionId: string; userId: string } | null> {
  if (!token || token.length > 200) return null;
  const row = await db.one<{ id: string; user_id: string }>(
    `UPDATE punchout_sessions s SET started_at = now()
      WHERE start_token_hash = $1 AND started_at IS NULL AND start_expires_at > now()
        AND EXISTS (SELECT 1 FROM users u WHERE u.id = s.user_id AND u.is_active)
      RETURNING id, user_id`,
    [sha256(token)],
  );
  return row ? { sessionId: row.id, userId: row.user_id } : null;
}

/** Ties the sign-in (grant) a start token led to to its session. */
export async function bindGrant(db: Queryable, sessionId: string, grantId: string) {
  await db.query('UPDATE punchout_sessions SET grant_id = $2 WHERE id = $1', [sessionId, grantId]);
}

/** The live punch-out session of a sign-in (grant), or null for an ordinary sign-in. */
export async function sessionIdForGrant(db: Queryable, grantId: string): Promise<string | null> {
  const row = await db.one<{ id: string }>('SELECT id FROM punchout_sessions WHERE grant_id = $1 AND expires_at > now()', [grantId]);
  return row?.id ?? null;
}

export class PunchoutService {
  constructor(
    private readonly db: Db,
    private readonly baskets: BasketRepository,
    /** The shop's public address: the start link points at its login page. */
    private readonly publicUrl: string,
  ) {}

  // ------------------------------------------------------------------ punch-in

  /** The active account with this name and secret, or null (the same work either way). */
  async authenticate(userName: string, secret: string): Promise<PunchoutAccountRow | null> {
    const account = userName ? await this.db.one<PunchoutAccountRow>('SELECT * FROM punchout_accounts WHERE lower(user_name) = lower($1)', [userName.trim()]) : null;
    const ok = await verifyPassword(secret, account?.secret_hash ?? DUMMY_HASH);
    if (!account || !ok || !account.is_active) return null;
    const user = await this.db.one('SELECT 1 FROM users WHERE id = $1 AND is_active', [account.user_id]);
    return user ? account : null;
  }

  /**
   * Opens a session for a checked account and returns the one-time start link. An address outside
   * the account's allow-list is refused before anything is stored.
   */
  async start(input: StartInput): Promise<{ sessionId: string; startUrl: string }> {
    if (!returnUrlAllowed(input.returnUrl, input.account.allowed_hosts)) {
      throw new ApiError(
        400,
        'Punchout:ReturnUrlNotAllowed',
        'Het terugstuuradres van uw inkoopsysteem is niet geregistreerd voor dit account. Vraag de webshop het adres toe te voegen.',
      );
    }
    const sessionId = randomBytes(18).toString('base64url');
    const token = randomBytes(32).toString('base64url');
    await this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO punchout_sessions (id, account_id, customer_number, user_id, protocol, return_url, oci_target, oci_ok_code, oci_caller, oci_version,
                                        buyer_cookie, cxml_operation, cxml_from, cxml_to, start_token_hash, start_expires_at, expires_at, operation)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, now() + make_interval(secs => $16), now() + make_interval(secs => $17), $18)`,
        [
          sessionId,
          input.account.id,
          input.account.customer_number,
          input.account.user_id,
          input.protocol,
          input.returnUrl,
          input.oci?.target || null,
          input.oci?.okCode || null,
          input.oci?.caller || null,
          input.oci?.version || null,
          input.cxml?.buyerCookie ?? null,
          input.cxml?.operation ?? null,
          input.cxml ? JSON.stringify(input.cxml.from) : null,
          input.cxml ? JSON.stringify(input.cxml.to) : null,
          sha256(token),
          START_TOKEN_TTL_S,
          SESSION_TTL_S,
          input.operation,
        ],
      );
      await this.openSessionBasket(tx, sessionId, input);
    });
    return { sessionId, startUrl: `${this.publicUrl}/login?punchout=${encodeURIComponent(token)}` };
  }

  /**
   * The session's own basket (DESIGN.md): personal to the account's user, empty for create, or
   * holding the request's earlier lines for edit and inspect. A line the shop no longer sells (or
   * with a quantity it cannot take) is left out and named in the session's notices.
   */
  private async openSessionBasket(tx: Queryable, sessionId: string, input: StartInput) {
    const label = input.cxml?.buyerCookie || input.account.user_name;
    const [basket] = await tx.query<{ id: number }>(
      `INSERT INTO baskets (customer_number, created_by, updated_by, name, basket_type, is_default, is_personal, punchout_session_id)
       VALUES ($1, $2, $2, $3, 0, false, true, $4) RETURNING id`,
      [input.account.customer_number, input.account.user_id, sessionBasketName(label), sessionId],
    );
    const lines = input.operation === 'create' ? [] : (input.lines ?? []);
    if (!lines.length) return;
    const sold = await tx.query<{ item_no: string }>('SELECT item_no FROM articles WHERE item_no = ANY($1::text[]) AND is_active', [lines.map((l) => l.supplierPartId)]);
    const isSold = new Set(sold.map((r) => r.item_no));
    const amounts = new Map<string, number>();
    const notices: string[] = [];
    for (const l of lines) {
      if (!isSold.has(l.supplierPartId)) notices.push(`Artikel ${l.supplierPartId} verkopen wij niet meer; het staat niet in de winkelwagen.`);
      else if (!Number.isInteger(l.quantity) || l.quantity < 1 || l.quantity > MAX_LINE_AMOUNT) notices.push(`Artikel ${l.supplierPartId}: het aantal ${l.quantity} kan de webshop niet overnemen; het staat niet in de winkelwagen.`);
      else amounts.set(l.supplierPartId, Math.min(MAX_LINE_AMOUNT, (amounts.get(l.supplierPartId) ?? 0) + l.quantity));
    }
    if (amounts.size) {
      await tx.query(
        `INSERT INTO basket_items (basket_id, item_no, amount) SELECT $1, r.item_no, r.amount FROM jsonb_to_recordset($2::jsonb) AS r(item_no text, amount int)`,
        [basket!.id, JSON.stringify([...amounts].map(([item_no, amount]) => ({ item_no, amount })))],
      );
    }
    if (notices.length) await tx.query('UPDATE punchout_sessions SET notices = $2 WHERE id = $1', [sessionId, notices]);
  }

  /** The session's basket. */
  async sessionBasketId(session: PunchoutSessionRow): Promise<number | null> {
    const row = await this.db.one<{ id: number }>('SELECT id FROM baskets WHERE punchout_session_id = $1', [session.id]);
    return row?.id ?? null;
  }

  /** A user's session baskets that were transferred, newest first, with their last transfer (at most 50). */
  async transferredBaskets(customerNumber: string, userId: string) {
    const rows = await this.db.query<{ basket_id: number; name: string; protocol: 'oci' | 'cxml'; at: Date; transfers: number; document: ReturnDocument }>(
      `SELECT b.id AS basket_id, b.name, s.protocol, last.created_at AS at, last.document,
              (SELECT count(*) FROM punchout_transfers t WHERE t.session_id = s.id)::int AS transfers
         FROM baskets b JOIN punchout_sessions s ON s.id = b.punchout_session_id
         JOIN LATERAL (SELECT t.created_at, t.document FROM punchout_transfers t WHERE t.session_id = s.id ORDER BY t.created_at DESC LIMIT 1) last ON true
        WHERE b.customer_number = $1 AND b.created_by = $2
        ORDER BY last.created_at DESC LIMIT 50`,
      [customerNumber, userId],
    );
    return {
      items: rows.map((r) => ({
        basketId: r.basket_id,
        name: r.name,
        protocol: r.protocol,
        transferredAt: r.at.toISOString(),
        transfers: r.transfers,
        lineCount: r.document.lineCount,
        total: r.document.total,
        currency: r.document.currency,
      })),
    };
  }

  // ------------------------------------------------------------------ the shop in punch-out mode

  /** The caller's live punch-out session, or null when the caller is not in one. */
  async sessionOf(caller: { sub: string; customerNumber: string | null; punchoutSession: string | null }): Promise<PunchoutSessionRow | null> {
    if (!caller.punchoutSession || !caller.customerNumber) return null;
    const row = await this.db.one<PunchoutSessionRow>(
      'SELECT * FROM punchout_sessions WHERE id = $1 AND customer_number = $2 AND user_id = $3 AND expires_at > now()',
      [caller.punchoutSession, caller.customerNumber, caller.sub],
    );
    return row ?? null;
  }

  /**
   * The return of a basket to the procurement system. The same basket with the same content in
   * the same session gives the same document (and, for cXML, the same payloadID), however often
   * it is pushed.
   */
  async push(session: PunchoutSessionRow, basketId: number): Promise<ReturnDocument> {
    if (session.operation === 'inspect') throw new ApiError(409, 'Punchout:Inspect', 'Uw inkoopsysteem opende de winkelwagen om te bekijken: er wordt niets overgebracht.');
    if ((await this.sessionBasketId(session)) !== basketId) throw invalid('basketId', 'Alleen de winkelwagen van deze punch-out-sessie gaat terug naar uw inkoopsysteem.');
    const basket = await this.baskets.realtime({ customer: session.customer_number, user: session.user_id, session: session.id }, basketId);
    if (!basket.basketItems.length) throw invalid('basketId', 'De winkelwagen is leeg: er is niets over te brengen.');
    // The procurement system orders what it is given: every line keeps to its article's quantity rule.
    for (const i of basket.basketItems) {
      const rule = quantityRule(i.stepQuantity, i.minOrderQuantity);
      const problem = quantityProblem(i.amount, rule);
      if (problem) throw invalid('basketId', `${i.itemDescription} (${i.itemNo}): ${quantityMessage(problem, rule, i.itemUOM)}`);
    }
    const hash = sha256(JSON.stringify(basket.basketItems.map((i) => [i.itemNo, i.amount, i.netPrice, i.customerItemNo])));
    const stored = await this.db.one<{ document: ReturnDocument }>(
      'SELECT document FROM punchout_transfers WHERE session_id = $1 AND basket_id = $2 AND content_hash = $3',
      [session.id, basketId, hash],
    );
    if (stored) return stored.document;

    const facts = await this.db.query<ArticleFacts>(
      `SELECT a.item_no, a.manufacturer_code, b.name AS brand, a.ean, a.etim_class_code AS etim, split_part(c.path, '/', 1) AS main_category,
              coalesce((SELECT sum(s.quantity) FROM article_stock s WHERE s.item_no = a.item_no), 0)::int AS stock
         FROM articles a JOIN categories c ON c.id = a.category_id LEFT JOIN brands b ON b.id = a.brand_id
        WHERE a.item_no = ANY($1::text[])`,
      [basket.basketItems.map((i) => i.itemNo)],
    );
    const account = (await this.db.one<PunchoutAccountRow>('SELECT * FROM punchout_accounts WHERE id = $1', [session.account_id]))!;
    const document = returnDocument({ session, account, basket, facts, host: new URL(this.publicUrl).hostname });
    // Two pushes at once (a double click): the first stored wins and both answer with it.
    await this.db.query(
      'INSERT INTO punchout_transfers (session_id, basket_id, content_hash, document) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
      [session.id, basketId, hash, JSON.stringify(document)],
    );
    const winner = await this.db.one<{ document: ReturnDocument }>(
      'SELECT document FROM punchout_transfers WHERE session_id = $1 AND basket_id = $2 AND content_hash = $3',
      [session.id, basketId, hash],
    );
    return winner!.document;
  }

  requireSession(session: PunchoutSessionRow | null): PunchoutSessionRow {
    if (!session) throw forbidden('Dit kan alleen wanneer u de webshop vanuit uw inkoopsysteem heeft geopend (punch-out).');
    return session;
  }
}
