// The provider's signing keys and cookie keys, made once and kept in the database: tokens
// signed before a restart stay valid after it, and every instance signs with the same keys.
import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../../db/db.js';

export interface IdpKeys {
  jwks: { keys: JWK[] };
  cookieKeys: string[];
}

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k'] as const;

export function publicJwks(jwks: { keys: JWK[] }): { keys: JWK[] } {
  return {
    keys: jwks.keys.map((k) => {
      const pub: JWK = { ...k };
      for (const m of PRIVATE_MEMBERS) delete pub[m];
      return pub;
    }),
  };
}

export async function loadOrCreateIdpKeys(db: Db): Promise<IdpKeys> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [7_245_003]);
    const rows = await tx.query<{ kind: string; value: unknown }>('SELECT kind, value FROM idp_keys');
    let jwks = rows.find((r) => r.kind === 'jwks')?.value as IdpKeys['jwks'] | undefined;
    let cookieKeys = rows.find((r) => r.kind === 'cookies')?.value as string[] | undefined;
    if (!jwks) {
      const { privateKey } = await generateKeyPair('RS256', { extractable: true });
      const jwk = await exportJWK(privateKey);
      jwks = { keys: [{ ...jwk, kid: `kv-${Date.now().toString(36)}`, alg: 'RS256', use: 'sig' }] };
      await tx.query("INSERT INTO idp_keys (kind, value) VALUES ('jwks', $1::jsonb)", [JSON.stringify(jwks)]);
    }
    if (!cookieKeys) {
      cookieKeys = [randomBytes(32).toString('base64url')];
      await tx.query("INSERT INTO idp_keys (kind, value) VALUES ('cookies', $1::jsonb)", [JSON.stringify(cookieKeys)]);
    }
    return { jwks, cookieKeys };
  });
}
