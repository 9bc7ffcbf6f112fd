// Punch-out: the accounts procurement systems log in with, the sessions of their buyers, and the
// return of a basket (OCI form fields or a cXML PunchOutOrderMessage) to the address the customer
// registered. A session lives here on the server; the buyer's access token only names it.
import { createHash, randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../../db/db.js';
import { hashPassword, verifyPassword, DUMMY_HASH } from '../../lib/password.js';
import { cefactUnit, isoUnit, ociFields, returnForm, type FormField } from '../../lib/oci.js';
import { orderMessage, payloadId, type Credential } from '../../lib/cxml.js';
import { quantityProblem, quantityRule } from '@kraanvogel/rules';
import { quantityMessage } from '../baskets/basket-rules.js';
import type { BasketRepository } from '../baskets/repository.js';
import { ApiError, forbidden, invalid, notFound } from '../../plugins/errors.js';

/** How long the one-time start link may wait before the buyer's browser uses it. */
export const START_TOKEN_TTL_S = 120;
/** How long a punch-out session lasts: the working day of a sign-in. */
export const SESSION_TTL_S = 10 * 3600;
export const CURRENCY = 'EUR';

/**
 * A family code of the UNSPSC classification per main category of the assortment, which most
 * procurement systems file requisitions by (the ETIM class is sent alongside).
 */
const UNSPSC_BY_MAIN_CATEGORY: Record<string, string> = {
  sanitair: '30180000', // plumbing fixtures
  installatie: '40140000', // fluid and gas distribution
  verwarming: '40100000', // heating, ventilation and air circulation
  gereedschap: '27110000', // hand tools
};
const UNSPSC_FALLBACK = '30180000';

export interface PunchoutAccountRow {
  id: number;
  customer_number: string;
  user_id: string;
  user_name: string;
  secret_hash: string;
  allowed_hosts: string[];
  is_active: boolean;
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
}

export interface ReturnDocument {
  protocol: 'oci' | 'cxml';
  /** Where the browser posts the form: the session's HOOK_URL or BrowserFormPost URL. */
  action: string;
  target: string | null;
  fields: { name: string; value: string }[];
  /** The same form as HTML, every value escaped. */
  html: string;
  lineCount: number;
  total: number;
  currency: string;
  /** cXML only: the PunchOutOrderMessage's payloadID (the same for a repeated push). */
  payloadId: string | null;
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

function accountDto(r: PunchoutAccountRow) {
  return {
    id: r.id,
    customerNumber: r.customer_number,
    userId: r.user_id,
    userName: r.user_name,
    allowedHosts: r.allowed_hosts,
    isActive: r.is_active,
    creationTime: r.created_at.toISOString(),
    lastModificationTime: r.updated_at.toISOString(),
  };
}

export interface AccountInput {
  customerNumber: string;
  userId: string;
  userName: string;
  secret: string;
  allowedHosts: string[];
  isActive?: boolean;
}

export interface StartInput {
  account: PunchoutAccountRow;
  protocol: 'oci' | 'cxml';
  returnUrl: string;
  oci?: { target?: string; okCode?: string; caller?: string; version?: string };
  cxml?: { buyerCookie: string; operation: string; from: Credential[]; to: Credential[] };
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

  // ------------------------------------------------------------------ accounts (administrators)

  async listAccounts(customerNumber?: string) {
    const rows = await this.db.query<PunchoutAccountRow>(
      'SELECT * FROM punchout_accounts WHERE ($1::text IS NULL OR customer_number = $1) ORDER BY customer_number, id',
      [customerNumber ?? null],
    );
    return { items: rows.map(accountDto) };
  }

  private async checkUser(customerNumber: string, userId: string) {
    const user = await this.db.one('SELECT 1 FROM users WHERE id = $1 AND customer_number = $2', [userId, customerNumber]);
    if (!user) throw invalid('userId', `Gebruiker ${userId} hoort niet bij klant ${customerNumber}.`);
  }

  async createAccount(input: AccountInput) {
    const hosts = normaliseHosts(input.allowedHosts);
    const customer = await this.db.one('SELECT 1 FROM customers WHERE number = $1', [input.customerNumber]);
    if (!customer) throw invalid('customerNumber', `Klant ${input.customerNumber} bestaat niet.`);
    await this.checkUser(input.customerNumber, input.userId);
    const taken = await this.db.one('SELECT 1 FROM punchout_accounts WHERE lower(user_name) = lower($1)', [input.userName.trim()]);
    if (taken) throw new ApiError(409, 'PunchoutAccount:UserNameTaken', `De gebruikersnaam ${input.userName.trim()} is al in gebruik.`);
    const hash = await hashPassword(input.secret);
    const row = await this.db.one<PunchoutAccountRow>(
      `INSERT INTO punchout_accounts (customer_number, user_id, user_name, secret_hash, allowed_hosts, is_active)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
      [input.customerNumber, input.userId, input.userName.trim(), hash, hosts, input.isActive ?? true],
    );
    return accountDto(row!);
  }

  async updateAccount(id: number, input: { allowedHosts?: string[]; secret?: string; isActive?: boolean; userId?: string }) {
    const existing = await this.db.one<PunchoutAccountRow>('SELECT * FROM punchout_accounts WHERE id = $1', [id]);
    if (!existing) throw notFound('PunchoutAccount:NotFound', `Punch-out-account ${id} bestaat niet.`);
    const hosts = input.allowedHosts ? normaliseHosts(input.allowedHosts) : existing.allowed_hosts;
    if (input.userId) await this.checkUser(existing.customer_number, input.userId);
    const hash = input.secret ? await hashPassword(input.secret) : existing.secret_hash;
    const row = await this.db.one<PunchoutAccountRow>(
      `UPDATE punchout_accounts SET allowed_hosts = $2, secret_hash = $3, is_active = $4, user_id = $5, updated_at = now() WHERE id = $1 RETURNING *`,
      [id, hosts, hash, input.isActive ?? existing.is_active, input.userId ?? existing.user_id],
    );
    return accountDto(row!);
  }

  async deleteAccount(id: number) {
    const gone = await this.db.query('DELETE FROM punchout_accounts WHERE id = $1 RETURNING id', [id]);
    if (!gone.length) throw notFound('PunchoutAccount:NotFound', `Punch-out-account ${id} bestaat niet.`);
  }

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
    await this.db.query(
      `INSERT INTO punchout_sessions (id, account_id, customer_number, user_id, protocol, return_url, oci_target, oci_ok_code, oci_caller, oci_version,
                                      buyer_cookie, cxml_operation, cxml_from, cxml_to, start_token_hash, start_expires_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, now() + make_interval(secs => $16), now() + make_interval(secs => $17))`,
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
      ],
    );
    return { sessionId, startUrl: `${this.publicUrl}/login?punchout=${encodeURIComponent(token)}` };
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
    const basket = await this.baskets.realtime({ customer: session.customer_number, user: session.user_id }, basketId);
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

    const facts = await this.db.query<{ item_no: string; manufacturer_code: string; brand: string | null; ean: string | null; etim: string | null; main_category: string; stock: number }>(
      `SELECT a.item_no, a.manufacturer_code, b.name AS brand, a.ean, a.etim_class_code AS etim, split_part(c.path, '/', 1) AS main_category,
              coalesce((SELECT sum(s.quantity) FROM article_stock s WHERE s.item_no = a.item_no), 0)::int AS stock
         FROM articles a JOIN categories c ON c.id = a.category_id LEFT JOIN brands b ON b.id = a.brand_id
        WHERE a.item_no = ANY($1::text[])`,
      [basket.basketItems.map((i) => i.itemNo)],
    );
    const byItem = new Map(facts.map((f) => [f.item_no, f]));
    const lines = basket.basketItems.map((i) => {
      const f = byItem.get(i.itemNo)!;
      // In stock: tomorrow; otherwise the usual 3 to 5 working days, so 5.
      const leadTimeDays = f.stock >= i.amount ? 1 : 5;
      return { item: i, f, leadTimeDays, unspsc: UNSPSC_BY_MAIN_CATEGORY[f.main_category] ?? UNSPSC_FALLBACK };
    });

    let fields: FormField[];
    let id: string | null = null;
    if (session.protocol === 'oci') {
      fields = ociFields(
        lines.map(({ item, f, leadTimeDays, unspsc }) => ({
          description: item.itemDescription,
          quantity: item.amount,
          unit: isoUnit(item.itemUOM),
          unitPrice: item.netPrice,
          currency: CURRENCY,
          vendorMat: item.itemNo,
          matGroup: unspsc,
          leadTimeDays,
          extProductId: f.ean ?? item.itemNo,
          customerMat: item.customerItemNo,
        })),
        { okCode: session.oci_ok_code },
      );
    } else {
      const host = new URL(this.publicUrl).hostname;
      id = payloadId(host);
      const xml = orderMessage(host, {
        from: session.cxml_from ?? [],
        to: session.cxml_to ?? [],
        senderIdentity: host,
        buyerCookie: session.buyer_cookie ?? '',
        currency: CURRENCY,
        total: basket.totalNet.toFixed(2),
        payloadId: id,
        timestamp: new Date(),
        lines: lines.map(({ item, f, leadTimeDays, unspsc }) => ({
          supplierPartId: item.itemNo,
          auxiliaryId: `${basketId}/${item.id}`,
          quantity: item.amount,
          unitPrice: item.netPrice.toFixed(2),
          description: item.itemDescription,
          unitOfMeasure: cefactUnit(item.itemUOM),
          classifications: [{ domain: 'UNSPSC', code: unspsc }, ...(f.etim ? [{ domain: 'ETIM', code: f.etim }] : [])],
          manufacturerPartId: f.manufacturer_code || undefined,
          manufacturerName: f.brand ?? undefined,
          leadTimeDays,
          buyerPartId: item.customerItemNo,
        })),
      });
      fields = [['cXML-urlencoded', xml]];
    }
    const target = session.protocol === 'oci' ? session.oci_target : null;
    const document: ReturnDocument = {
      protocol: session.protocol,
      action: session.return_url,
      target,
      fields: fields.map(([name, value]) => ({ name, value })),
      html: returnForm(session.return_url, fields, target),
      lineCount: lines.length,
      total: basket.totalNet,
      currency: CURRENCY,
      payloadId: id,
    };
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
