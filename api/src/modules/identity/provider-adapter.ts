// Stores oidc-provider's models (sessions, interactions, codes, refresh tokens, grants) in the
// database, so sign-ins survive a restart and several api instances share them.
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/db.js';

const GRANTABLE = new Set(['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode', 'BackchannelAuthenticationRequest']);

export function databaseAdapter(db: Db) {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      await db.query(
        `INSERT INTO idp_payloads (model, id, payload, grant_id, user_code, uid, expires_at)
         VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7)
         ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
           user_code = EXCLUDED.user_code, uid = EXCLUDED.uid, expires_at = EXCLUDED.expires_at`,
        [this.model, id, JSON.stringify(payload), GRANTABLE.has(this.model) ? (payload.grantId ?? null) : null, payload.userCode ?? null, payload.uid ?? null, expiresAt],
      );
    }

    private async findBy(column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> {
      const row = await db.one<{ payload: AdapterPayload; consumed_at: Date | null }>(
        `SELECT payload, consumed_at FROM idp_payloads
          WHERE model = $1 AND ${column} = $2 AND (expires_at IS NULL OR expires_at > now())`,
        [this.model, value],
      );
      if (!row) return undefined;
      return row.consumed_at ? { ...row.payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) } : row.payload;
    }

    find(id: string) {
      return this.findBy('id', id);
    }

    findByUid(uid: string) {
      return this.findBy('uid', uid);
    }

    findByUserCode(userCode: string) {
      return this.findBy('user_code', userCode);
    }

    async consume(id: string): Promise<void> {
      await db.query('UPDATE idp_payloads SET consumed_at = now() WHERE model = $1 AND id = $2', [this.model, id]);
    }

    async destroy(id: string): Promise<void> {
      await db.query('DELETE FROM idp_payloads WHERE model = $1 AND id = $2', [this.model, id]);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.query('DELETE FROM idp_payloads WHERE grant_id = $1', [grantId]);
    }
  };
}
