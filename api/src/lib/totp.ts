// Time-based one-time passwords (RFC 6238) through the otpauth library: SHA-1, 6 digits, 30 s,
// the parameters every common authenticator app supports.
import { Secret, TOTP } from 'otpauth';

const PERIOD = 30;

function totpOf(secret: string, label = '') {
  return new TOTP({ issuer: 'Kraanvogel', label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });
}

/** A new random secret (160 bits, base32, as authenticator apps expect). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpUri(secret: string, account: string): string {
  return totpOf(secret, account).toString();
}

/**
 * The time step a code is valid for (one step of clock drift either way allowed), or null when it
 * is not a valid code now. The caller refuses a step it already accepted (replay).
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secret).validate({ token, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

/** The current code of a secret (tests and the e2e compute it as an authenticator app would). */
export function totpCode(secret: string, now = Date.now()): string {
  return totpOf(secret).generate({ timestamp: now });
}
