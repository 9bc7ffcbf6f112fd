// Passwords are stored as slow, salted scrypt hashes: 'scrypt$N$r$p$salt$hash' (base64url).
import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';

const N = 1 << 15;
const R = 8;
const P = 1;
const KEYLEN = 32;

function scrypt(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password, salt, KEYLEN, { N: n, r, p, maxmem: 256 * n * r }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash to compare against when the user does not exist, so timing does not tell. */
export const DUMMY_HASH = 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

/** Why a new password is not good enough (Dutch, for the user), or null when it is. */
export function passwordProblem(password: string, userName = ''): string | null {
  if (password.length < 10) return 'Kies een wachtwoord van minstens 10 tekens.';
  if (password.length > 200) return 'Kies een wachtwoord van hoogstens 200 tekens.';
  if (!/\p{L}/u.test(password) || !/\d/.test(password)) return 'Gebruik in uw wachtwoord minstens één letter en één cijfer.';
  if (userName && password.trim().toLowerCase() === userName.trim().toLowerCase()) return 'Uw wachtwoord mag niet gelijk zijn aan uw e-mailadres.';
  return null;
}
