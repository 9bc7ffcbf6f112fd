// Purchase requests nobody decides: after the customer's number of days (decide_within_days,
// default 5) the approvers are reminded once; that many days after the reminder the request
// expires, its basket unlocks and the requester is told. Each step is claimed with one UPDATE …
// RETURNING before its mail goes out, so it happens once on any number of api instances.
import { companyMailSignature } from '@kraanvogel/rules';
import type { Db, Queryable } from '../../db/db.js';
import { sendMail } from '../../lib/mail.js';
import { roleNames } from '../../plugins/auth.js';
import { invalid } from '../../plugins/errors.js';
import { LimitRepository } from './limits.js';

export const DEFAULT_DECIDE_WITHIN_DAYS = 5;
const EURO = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
const DAYS = `coalesce((SELECT s.decide_within_days FROM customer_purchasing_settings s WHERE s.customer_number = r.customer_number), ${DEFAULT_DECIDE_WITHIN_DAYS})`;

export async function decideWithinDays(q: Queryable, customer: string): Promise<number> {
  return (await q.one<{ days: number }>('SELECT decide_within_days AS days FROM customer_purchasing_settings WHERE customer_number = $1', [customer]))?.days ?? DEFAULT_DECIDE_WITHIN_DAYS;
}

export async function setDecideWithinDays(q: Queryable, customer: string, days: number): Promise<number> {
  if (!Number.isInteger(days) || days < 1 || days > 60) throw invalid('decideWithinDays', 'Kies een aantal dagen van 1 tot en met 60.');
  await q.query(
    `INSERT INTO customer_purchasing_settings (customer_number, decide_within_days) VALUES ($1, $2)
     ON CONFLICT (customer_number) DO UPDATE SET decide_within_days = excluded.decide_within_days, updated_at = now()`,
    [customer, days],
  );
  return days;
}

interface Due {
  id: number;
  customer_number: string;
  requested_by: string | null;
  requested_by_name: string;
  approver_ids: string[];
  total_net: number;
  basket_id: number | null;
  days: number;
}

/** Reminds and expires what is due at `now`; returns how many of each. */
export async function remindAndExpirePurchaseRequests(opts: { db: Db; publicUrl: string; productKey: string }, now: Date) {
  const { db, publicUrl } = opts;
  const limits = new LimitRepository(db, roleNames(opts.productKey));
  const signature = companyMailSignature();
  const at = now.toISOString();
  const reminded = await db.query<Due>(
    `UPDATE purchase_requests r SET reminded_at = $1
      WHERE r.status = 'pending' AND r.reminded_at IS NULL AND r.created_at <= $1::timestamptz - make_interval(days => ${DAYS})
      RETURNING r.id, r.customer_number, r.requested_by, r.requested_by_name, r.approver_ids, r.total_net::float8 AS total_net, r.basket_id, ${DAYS} AS days`,
    [at],
  );
  for (const r of reminded) {
    const approvers = await limits.approvers(db, r.customer_number, r.requested_by ?? '', r.approver_ids);
    await sendMail({
      to: approvers.emails,
      subject: `Herinnering: bestelling van ${r.requested_by_name} wacht op goedkeuring (${EURO.format(r.total_net)})`,
      text: [
        'Beste collega,',
        '',
        `De bestelling van ${r.requested_by_name} van ${EURO.format(r.total_net)} (exclusief btw) wacht al ${r.days} ${r.days === 1 ? 'dag' : 'dagen'} op uw goedkeuring.`,
        `Beslist niemand binnen ${r.days} ${r.days === 1 ? 'dag' : 'dagen'}, dan vervalt het verzoek.`,
        '',
        `Bekijk het verzoek: ${publicUrl}/mijnaccount/goedtekeuren/${r.id}`,
        '',
        signature,
      ].join('\n'),
    });
  }
  const expired = await db.transaction(async (tx) => {
    const rows = await tx.query<Due>(
      `UPDATE purchase_requests r SET status = 'expired', decided_at = $1
        WHERE r.status = 'pending' AND r.reminded_at IS NOT NULL AND r.reminded_at <= $1::timestamptz - make_interval(days => ${DAYS})
        RETURNING r.id, r.customer_number, r.requested_by, r.requested_by_name, r.approver_ids, r.total_net::float8 AS total_net, r.basket_id, ${DAYS} AS days`,
      [at],
    );
    if (rows.length) await tx.query('UPDATE baskets SET purchase_request_id = NULL WHERE purchase_request_id = ANY($1::int[])', [rows.map((r) => r.id)]);
    return rows;
  });
  for (const r of expired) {
    const requester = r.requested_by ? await db.one<{ email: string; name: string }>('SELECT email, name FROM users WHERE id = $1 AND is_active', [r.requested_by]) : undefined;
    if (!requester) continue;
    await sendMail({
      to: requester.email,
      subject: 'Uw verzoek om goedkeuring is vervallen',
      text: [
        `Beste ${requester.name},`,
        '',
        `Over uw bestelling van ${EURO.format(r.total_net)} is niet op tijd beslist, daarom is het verzoek vervallen. Er is niets besteld.`,
        `Uw winkelwagen kunt u weer aanpassen en opnieuw versturen: ${publicUrl}/winkelwagen/${r.basket_id ?? ''}`,
        '',
        signature,
      ].join('\n'),
    });
  }
  return { reminded: reminded.length, expired: expired.length };
}
