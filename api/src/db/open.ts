// Opens the configured database: DATABASE_URL (PostgreSQL server) or PGlite in the data folder.
import path from 'node:path';
import type { AppConfig } from '../config/env.js';
import type { Db } from './db.js';

export async function openDatabase(cfg: AppConfig['database']): Promise<Db> {
  if (cfg.url) {
    const { openPostgres } = await import('./postgres.js');
    return openPostgres(cfg.url, cfg.schema, cfg.poolSize);
  }
  const { openPglite } = await import('./pglite.js');
  return openPglite(path.join(cfg.dataDir, 'pglite'));
}
