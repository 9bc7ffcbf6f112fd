// The back office's punch-out accounts: list, create (a secret the shop makes is shown once),
// change (allow-listed hosts, identity and mapping), rotate the secret, delete, and what an
// account did lately (its sessions and their transfers).
import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../../db/db.js';
import { hashPassword } from '../../lib/password.js';
import type { Credential } from '../../lib/cxml.js';
import { isEtimClass, isUnspscCommodity } from '@kraanvogel/rules';
import { ApiError, invalid, notFound } from '../../plugins/errors.js';
import { normaliseHosts, type PunchoutAccountRow } from './service.js';
import type { ReturnDocument } from './document.js';

const userNameTaken = (userName: string) => new ApiError(409, 'PunchoutAccount:UserNameTaken', `De gebruikersnaam ${userName.trim()} is al in gebruik.`);

/** The settings of identity and mapping an administrator may change. */
export interface AccountSettings {
  name?: string | null;
  supplierDomain?: string;
  supplierIdentity?: string | null;
  buyerFrom?: Credential[];
  buyerTo?: Credential[];
  descriptionMax?: number;
  descriptionCharset?: 'ISO-8859-1' | 'ASCII' | 'UTF-8';
  unitMap?: Record<string, string>;
  /** ETIM class → UNSPSC commodity. */
  classificationMap?: Record<string, string>;
  cxmlErrorStatus?: 'body' | 'http';
}

export interface AccountInput extends AccountSettings {
  customerNumber: string;
  userId: string;
  userName: string;
  /** Without one the shop makes a secret and answers it once. */
  secret?: string;
  allowedHosts: string[];
  isActive?: boolean;
}

export function accountDto(r: PunchoutAccountRow) {
  return {
    id: r.id,
    name: r.name,
    customerNumber: r.customer_number,
    userId: r.user_id,
    userName: r.user_name,
    allowedHosts: r.allowed_hosts,
    isActive: r.is_active,
    supplierDomain: r.supplier_domain,
    supplierIdentity: r.supplier_identity,
    buyerFrom: r.buyer_from,
    buyerTo: r.buyer_to,
    descriptionMax: r.description_max,
    descriptionCharset: r.description_charset,
    unitMap: r.unit_map,
    classificationMap: r.classification_map,
    cxmlErrorStatus: r.cxml_error_status,
    creationTime: r.created_at.toISOString(),
    lastModificationTime: r.updated_at.toISOString(),
  };
}

/** A new shared secret: 24 random bytes, readable to copy. */
const newSecret = () => randomBytes(24).toString('base64url');

function checkUnits(map: Record<string, string> | undefined) {
  for (const [unit, code] of Object.entries(map ?? {})) {
    if (!/^[A-Z0-9]{1,10}$/.test(unit) || !/^[A-Z0-9]{1,3}$/.test(code)) throw invalid('unitMap', `'${unit}: ${code}' is geen eenheid met een UN/ECE-code (bijvoorbeeld ST: C62).`);
  }
}

function checkClassifications(map: Record<string, string> | undefined) {
  for (const [etim, unspsc] of Object.entries(map ?? {})) {
    if (!isEtimClass(etim) || !isUnspscCommodity(unspsc))
      throw invalid('classificationMap', `'${etim}: ${unspsc}' is geen ETIM-klasse met een UNSPSC-code op commodity-niveau (bijvoorbeeld EC010505: 30181505).`);
  }
}

/** Every check of identity and mapping an administrator's settings pass before anything is saved. */
function checkSettings(s: AccountSettings) {
  checkUnits(s.unitMap);
  checkClassifications(s.classificationMap);
}

export class PunchoutAccountAdmin {
  constructor(private readonly db: Db) {}

  async list(customerNumber?: string) {
    const rows = await this.db.query<PunchoutAccountRow>('SELECT * FROM punchout_accounts WHERE ($1::text IS NULL OR customer_number = $1) ORDER BY customer_number, id', [customerNumber ?? null]);
    return { items: rows.map(accountDto) };
  }

  private async row(id: number) {
    const row = await this.db.one<PunchoutAccountRow>('SELECT * FROM punchout_accounts WHERE id = $1', [id]);
    if (!row) throw notFound('PunchoutAccount:NotFound', `Punch-out-account ${id} bestaat niet.`);
    return row;
  }

  private async checkUser(customerNumber: string, userId: string) {
    const user = await this.db.one('SELECT 1 FROM users WHERE id = $1 AND customer_number = $2', [userId, customerNumber]);
    if (!user) throw invalid('userId', `Gebruiker ${userId} hoort niet bij klant ${customerNumber}.`);
  }

  async create(input: AccountInput) {
    const hosts = normaliseHosts(input.allowedHosts);
    checkSettings(input);
    const customer = await this.db.one('SELECT 1 FROM customers WHERE number = $1', [input.customerNumber]);
    if (!customer) throw invalid('customerNumber', `Klant ${input.customerNumber} bestaat niet.`);
    await this.checkUser(input.customerNumber, input.userId);
    const taken = await this.db.one('SELECT 1 FROM punchout_accounts WHERE lower(user_name) = lower($1)', [input.userName.trim()]);
    if (taken) throw userNameTaken(input.userName);
    const made = input.secret ? null : newSecret();
    const hash = await hashPassword(input.secret ?? made!);
    // The account and its settings in one transaction: never an account whose secret, shown once, was lost.
    const dto = await this.db
      .transaction(async (tx) => {
        const row = await tx.one<PunchoutAccountRow>(
          `INSERT INTO punchout_accounts (customer_number, user_id, user_name, secret_hash, allowed_hosts, is_active)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
          [input.customerNumber, input.userId, input.userName.trim(), hash, hosts, input.isActive ?? true],
        );
        return this.saveSettings(tx, row!, input);
      })
      .catch((err: unknown) => {
        // The same name created at the same moment by another administrator.
        if ((err as { code?: string }).code === '23505') throw userNameTaken(input.userName);
        throw err;
      });
    return made ? { ...dto, secret: made } : dto;
  }

  async update(id: number, input: AccountSettings & { allowedHosts?: string[]; secret?: string; isActive?: boolean; userId?: string }) {
    const existing = await this.row(id);
    const hosts = input.allowedHosts ? normaliseHosts(input.allowedHosts) : existing.allowed_hosts;
    checkSettings(input);
    if (input.userId) await this.checkUser(existing.customer_number, input.userId);
    const hash = input.secret ? await hashPassword(input.secret) : existing.secret_hash;
    return this.db.transaction(async (tx) => {
      const row = await tx.one<PunchoutAccountRow>(
        'UPDATE punchout_accounts SET allowed_hosts = $2, secret_hash = $3, is_active = $4, user_id = $5, updated_at = now() WHERE id = $1 RETURNING *',
        [id, hosts, hash, input.isActive ?? existing.is_active, input.userId ?? existing.user_id],
      );
      return this.saveSettings(tx, row!, input);
    });
  }

  private async saveSettings(q: Queryable, r: PunchoutAccountRow, s: AccountSettings) {
    const row = await q.one<PunchoutAccountRow>(
      `UPDATE punchout_accounts SET name = $2, supplier_domain = $3, supplier_identity = $4, buyer_from = $5, buyer_to = $6,
              description_max = $7, description_charset = $8, unit_map = $9, cxml_error_status = $10,
              classification_map = $11 WHERE id = $1 RETURNING *`,
      [
        r.id,
        s.name === undefined ? r.name : s.name?.trim() || null,
        s.supplierDomain?.trim() || r.supplier_domain,
        s.supplierIdentity === undefined ? r.supplier_identity : s.supplierIdentity?.trim() || null,
        JSON.stringify(s.buyerFrom ?? r.buyer_from),
        JSON.stringify(s.buyerTo ?? r.buyer_to),
        s.descriptionMax ?? r.description_max,
        s.descriptionCharset ?? r.description_charset,
        JSON.stringify(s.unitMap ?? r.unit_map),
        s.cxmlErrorStatus ?? r.cxml_error_status,
        JSON.stringify(s.classificationMap ?? r.classification_map),
      ],
    );
    return accountDto(row!);
  }

  /** A new secret, answered once; the old one stops working at once. */
  async rotateSecret(id: number) {
    await this.row(id);
    const secret = newSecret();
    await this.db.query('UPDATE punchout_accounts SET secret_hash = $2, updated_at = now() WHERE id = $1', [id, await hashPassword(secret)]);
    return { secret };
  }

  async remove(id: number) {
    const gone = await this.db.query('DELETE FROM punchout_accounts WHERE id = $1 RETURNING id', [id]);
    if (!gone.length) throw notFound('PunchoutAccount:NotFound', `Punch-out-account ${id} bestaat niet.`);
  }

  /** The account's last sessions (newest first, at most 20) with their transfers: when, lines, total. */
  async activity(id: number) {
    await this.row(id);
    const rows = await this.db.query<{ id: string; protocol: 'oci' | 'cxml'; operation: string; created_at: Date; started_at: Date | null; return_url: string; transfers: { at: string; document: ReturnDocument }[] }>(
      `SELECT s.id, s.protocol, s.operation, s.created_at, s.started_at, s.return_url,
              coalesce((SELECT json_agg(json_build_object('at', to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'document', t.document) ORDER BY t.created_at DESC)
                          FROM punchout_transfers t WHERE t.session_id = s.id), '[]'::json) AS transfers
         FROM punchout_sessions s WHERE s.account_id = $1 ORDER BY s.created_at DESC LIMIT 20`,
      [id],
    );
    return {
      items: rows.map((r) => ({
        id: r.id,
        protocol: r.protocol,
        operation: r.operation,
        createdAt: r.created_at.toISOString(),
        startedAt: r.started_at?.toISOString() ?? null,
        returnHost: new URL(r.return_url).host,
        transfers: r.transfers.map((t) => ({ at: t.at, lineCount: t.document.lineCount, total: t.document.total, currency: t.document.currency, payloadId: t.document.payloadId })),
      })),
    };
  }
}
