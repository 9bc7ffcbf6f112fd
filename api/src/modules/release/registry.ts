// The remote registry in the database: every published version of each app, which one is
// current, every switch, the deploy tokens and the audit trail. Several api instances share it;
// a switch raises the registry's revision under a row lock, so switches are serialised and a
// writer that read an older revision can be refused (compare-and-set).
import { createHash, randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../../db/db.js';
import { ApiError } from '../../plugins/errors.js';
import { REMOTE_FOLDERS, type Registry } from '../../plugins/site-registry.js';

/** Federation name → the folder its versions are served from. */
export const RELEASE_APPS: Record<string, string> = { host: 'host', ...REMOTE_FOLDERS };

export interface ReleaseVersion {
  version: string;
  manifestUrl: string;
  source: 'local' | 'upload' | 'url';
  publishedAt: string;
  publishedBy: string;
}

export interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  action: string;
  app: string | null;
  fromVersion: string | null;
  toVersion: string | null;
  outcome: string;
  reason: string | null;
}

export interface ReleaseToken {
  name: string;
  scope: string;
}

export const defaultManifestUrl = (app: string, version: string) => `/${RELEASE_APPS[app]}/${version}/mf-manifest.json`;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const conflict = (message: string) => new ApiError(409, 'Release:Conflict', message);

const VERSION_COLUMNS = `version, manifest_url AS "manifestUrl", source, published_at AS "publishedAt", published_by AS "publishedBy"`;

export class ReleaseRegistry {
  constructor(private readonly db: Db) {}

  async revision(q: Queryable = this.db): Promise<number> {
    return (await q.one<{ revision: number }>('SELECT revision FROM release_registry WHERE id = 1'))!.revision;
  }

  async current(app: string): Promise<ReleaseVersion | null> {
    return (await this.currentAll())[app] ?? null;
  }

  async currentAll(): Promise<Record<string, ReleaseVersion>> {
    const rows = await this.db.query<ReleaseVersion & { app: string }>(
      `SELECT c.app, ${VERSION_COLUMNS.replace('version,', 'v.version,')}
         FROM release_current c JOIN release_versions v ON v.app = c.app AND v.version = c.version`,
    );
    return Object.fromEntries(rows.map(({ app, ...v }) => [app, v]));
  }

  async version(app: string, version: string): Promise<ReleaseVersion | null> {
    return (await this.db.one<ReleaseVersion>(`SELECT ${VERSION_COLUMNS} FROM release_versions WHERE app = $1 AND version = $2`, [app, version])) ?? null;
  }

  async versions(app: string): Promise<ReleaseVersion[]> {
    return this.db.query<ReleaseVersion>(`SELECT ${VERSION_COLUMNS} FROM release_versions WHERE app = $1 ORDER BY published_at, version`, [app]);
  }

  /** The switches of one app, oldest first: what was current when. */
  async history(app: string): Promise<{ version: string; switchedAt: string; revision: number }[]> {
    return this.db.query(`SELECT version, switched_at AS "switchedAt", revision FROM release_switches WHERE app = $1 ORDER BY id`, [app]);
  }

  /** The version that was current before the current one (the target of a plain rollback). */
  async previous(app: string): Promise<string | null> {
    const current = await this.current(app);
    if (!current) return null;
    const row = await this.db.one<{ version: string }>(
      `SELECT version FROM release_switches WHERE app = $1 AND version <> $2 AND id < (SELECT max(id) FROM release_switches WHERE app = $1 AND version = $2)
        ORDER BY id DESC LIMIT 1`,
      [app, current.version],
    );
    return row?.version ?? null;
  }

  /** Records a published version; publishing the same version with the same URL again is a no-op. */
  async addVersion(app: string, version: string, manifestUrl: string, source: ReleaseVersion['source'], actor: string): Promise<boolean> {
    const existing = await this.version(app, version);
    if (existing) {
      if (existing.manifestUrl !== manifestUrl) throw conflict(`Versie ${version} van ${app} bestaat al met een ander manifest (${existing.manifestUrl}).`);
      return false;
    }
    await this.db.query(
      'INSERT INTO release_versions (app, version, manifest_url, source, published_by) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING',
      [app, version, manifestUrl, source, actor],
    );
    return true;
  }

  /**
   * Makes `version` current for `app` if the registry is still at `seenRevision` (what the
   * caller's checks were made against). Returns the new revision, or null when another switch
   * came first (the caller checks again against the new state).
   */
  async switchIfUnchanged(app: string, version: string, seenRevision: number): Promise<number | null> {
    return this.db.transaction(async (tx) => {
      const row = await tx.one<{ revision: number }>('SELECT revision FROM release_registry WHERE id = 1 FOR UPDATE');
      if (row!.revision !== seenRevision) return null;
      const next = seenRevision + 1;
      await tx.query('UPDATE release_registry SET revision = $1 WHERE id = 1', [next]);
      await tx.query(
        `INSERT INTO release_current (app, version, switched_at) VALUES ($1, $2, now())
           ON CONFLICT (app) DO UPDATE SET version = EXCLUDED.version, switched_at = EXCLUDED.switched_at`,
        [app, version],
      );
      await tx.query('INSERT INTO release_switches (app, version, revision) VALUES ($1, $2, $3)', [app, version, next]);
      return next;
    });
  }

  async audit(e: Omit<AuditEntry, 'id' | 'at'>): Promise<void> {
    await this.db.query(
      'INSERT INTO release_audit (actor, action, app, from_version, to_version, outcome, reason) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [e.actor, e.action, e.app, e.fromVersion, e.toVersion, e.outcome, e.reason],
    );
  }

  async auditTrail(app: string | undefined, skip: number, max: number): Promise<{ totalCount: number; items: AuditEntry[] }> {
    const where = app ? 'WHERE app = $1' : '';
    const params = app ? [app] : [];
    const total = await this.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM release_audit ${where}`, params);
    const items = await this.db.query<AuditEntry>(
      `SELECT id, at, actor, action, app, from_version AS "fromVersion", to_version AS "toVersion", outcome, reason
         FROM release_audit ${where} ORDER BY id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, max, skip],
    );
    return { totalCount: total!.n, items };
  }

  /**
   * What /remotes.json is made from: each remote's current manifest and its history, and the
   * host's version (the web plugin adds each remote's entry, beside its manifest: registry.ts).
   */
  async publicRegistry(): Promise<{ revision: number; registry: Registry }> {
    const revision = await this.revision();
    const rows = await this.db.query<{ app: string; version: string; switchedAt: string; manifestUrl: string; current: boolean }>(
      `SELECT s.app, s.version, min(s.switched_at) AS "switchedAt", min(v.manifest_url) AS "manifestUrl", bool_or(c.version = s.version) AS current
         FROM release_switches s
         JOIN release_versions v ON v.app = s.app AND v.version = s.version
         LEFT JOIN release_current c ON c.app = s.app
        GROUP BY s.app, s.version ORDER BY s.app, min(s.id)`,
    );
    const registry: Registry = {};
    for (const r of rows) {
      const entry = (registry[r.app] ??= { current: '', history: [] });
      entry.history.push({ version: r.version, publishedAt: new Date(r.switchedAt).toISOString() });
      if (r.current) Object.assign(entry, { current: r.version, manifest: r.manifestUrl });
    }
    return { revision, registry };
  }

  async manifestUrls(): Promise<Record<string, string>> {
    const current = await this.currentAll();
    return Object.fromEntries(Object.entries(current).map(([app, v]) => [app, v.manifestUrl]));
  }

  // Deploy tokens: only their hashes are stored; a token is shown once, when it is made.

  async tokenByHash(hash: string): Promise<ReleaseToken | null> {
    return (await this.db.one<ReleaseToken>('SELECT name, scope FROM release_tokens WHERE token_hash = $1 AND revoked_at IS NULL', [hash])) ?? null;
  }

  /** A token from the configuration (environment): kept in step with it at every start. */
  async ensureToken(name: string, scope: string, token: string): Promise<void> {
    await this.db.query(
      `INSERT INTO release_tokens (name, scope, token_hash) VALUES ($1, $2, $3)
         ON CONFLICT (name) DO UPDATE SET scope = EXCLUDED.scope, token_hash = EXCLUDED.token_hash, revoked_at = NULL
         WHERE release_tokens.token_hash <> EXCLUDED.token_hash OR release_tokens.scope <> EXCLUDED.scope`,
      [name, scope, hashToken(token)],
    );
  }

  async createToken(name: string, scope: string): Promise<string> {
    const token = `kvr_${randomBytes(32).toString('base64url')}`;
    const inserted = await this.db.one('INSERT INTO release_tokens (name, scope, token_hash) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING RETURNING name', [
      name,
      scope,
      hashToken(token),
    ]);
    if (!inserted) throw conflict(`Er bestaat al een token met de naam '${name}'.`);
    return token;
  }

  async revokeToken(name: string): Promise<boolean> {
    return !!(await this.db.one('UPDATE release_tokens SET revoked_at = now() WHERE name = $1 AND revoked_at IS NULL RETURNING name', [name]));
  }

  async tokens(): Promise<(ReleaseToken & { createdAt: string; revokedAt: string | null })[]> {
    return this.db.query('SELECT name, scope, created_at AS "createdAt", revoked_at AS "revokedAt" FROM release_tokens ORDER BY name');
  }
}
