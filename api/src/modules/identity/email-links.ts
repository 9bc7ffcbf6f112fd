// Confirming a changed e-mail address: the change mails a one-time link to the new address, and
// the address counts as verified (userinfo's and the ID token's `email_verified`) only once its
// owner followed it. Like the set-password links, the database keeps only the token's SHA-256.
// The page behind the link is the identity provider's (routes.ts: GET/POST <issuer>/confirm-email).
import { createHash, randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../../db/db.js';
import { sendMail } from '../../lib/mail.js';

export const CONFIRM_EMAIL_PATH = '/confirm-email';
const LINK_HOURS = 72;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Mails a confirmation link to the user's new address; earlier links of that user stop working. */
export async function mailEmailConfirmation(db: Queryable, opts: { userId: string; email: string; name: string; issuer: string }): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await db.query('UPDATE email_links SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [opts.userId]);
  await db.query('INSERT INTO email_links (token_hash, user_id, email, expires_at) VALUES ($1, $2, $3, now() + make_interval(hours => $4::int))', [
    hashOf(token),
    opts.userId,
    opts.email,
    LINK_HOURS,
  ]);
  const url = `${opts.issuer.replace(/\/+$/, '')}${CONFIRM_EMAIL_PATH}?token=${encodeURIComponent(token)}`;
  await sendMail({
    to: opts.email,
    subject: 'Bevestig uw nieuwe e-mailadres voor de webshop van Kraanvogel',
    text:
      `Beste ${opts.name},\n\n` +
      `U heeft dit e-mailadres opgegeven voor uw account in de webshop van Kraanvogel. Bevestig het via deze link (de link werkt ${LINK_HOURS} uur):\n${url}\n\n` +
      `Heeft u dit niet zelf gedaan? Neem dan contact op met onze klantenservice (038 - 123 45 67).\n\n` +
      `Met vriendelijke groet,\nKraanvogel Installatiegroothandel`,
  });
}

/** The address a still-working link confirms, or null. */
export async function findOpenEmailLink(db: Queryable, token: string): Promise<{ email: string } | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const row = await db.one<{ email: string }>(
    `SELECT l.email FROM email_links l JOIN users u ON u.id = l.user_id
      WHERE l.token_hash = $1 AND l.used_at IS NULL AND l.expires_at > now() AND lower(u.email) = lower(l.email)`,
    [hashOf(token)],
  );
  return row ?? null;
}

/** Uses the link up and marks its address verified, when it is still the user's address. */
export async function confirmEmail(db: Db, token: string): Promise<boolean> {
  if (!TOKEN_SHAPE.test(token)) return false;
  return db.transaction(async (tx) => {
    const link = await tx.one<{ user_id: string; email: string }>(
      'UPDATE email_links SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id, email',
      [hashOf(token)],
    );
    if (!link) return false;
    const user = await tx.one<{ id: string }>('UPDATE users SET email_verified = true WHERE id = $1 AND lower(email) = lower($2) RETURNING id', [link.user_id, link.email]);
    return !!user;
  });
}
