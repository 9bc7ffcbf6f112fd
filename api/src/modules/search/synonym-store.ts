// Where the synonym maps are kept: the search_synonym_maps table (migration 050), read at start
// and written by an administrator (PUT /search/synonymmaps/{name}).
import type { Queryable } from '../../db/db.js';
import type { SynonymMap } from './synonyms.js';

export interface StoredSynonymMap extends SynonymMap {
  updatedAt: string;
}

interface Row {
  name: string;
  format: 'solr';
  synonyms: string;
  updated_at: Date | string;
}

const toMap = (row: Row): StoredSynonymMap => ({ name: row.name, format: row.format, synonyms: row.synonyms, updatedAt: new Date(row.updated_at).toISOString() });

/** What changes when any map changes: their number and the latest change. */
export async function synonymMapsVersion(db: Queryable): Promise<string> {
  const row = await db.one<{ n: number; at: Date | string | null }>('SELECT count(*)::int AS n, max(updated_at) AS at FROM search_synonym_maps');
  return `${row?.n ?? 0}|${row?.at ? new Date(row.at).toISOString() : ''}`;
}

export async function loadSynonymMaps(db: Queryable): Promise<StoredSynonymMap[]> {
  return (await db.query<Row>('SELECT name, format, synonyms, updated_at FROM search_synonym_maps ORDER BY name')).map(toMap);
}

/** Creates or replaces a map; whether it was new. */
export async function saveSynonymMap(db: Queryable, map: SynonymMap): Promise<{ map: StoredSynonymMap; created: boolean }> {
  // The same rules again change nothing (not even when it changed).
  const row = await db.one<Row & { created: boolean }>(
    `INSERT INTO search_synonym_maps (name, format, synonyms) VALUES ($1, $2, $3)
     ON CONFLICT (name) DO UPDATE SET format = EXCLUDED.format, synonyms = EXCLUDED.synonyms, updated_at = now()
       WHERE (search_synonym_maps.format, search_synonym_maps.synonyms) IS DISTINCT FROM (EXCLUDED.format, EXCLUDED.synonyms)
     RETURNING name, format, synonyms, updated_at, (xmax = 0) AS created`,
    [map.name, map.format, map.synonyms],
  );
  if (row) return { map: toMap(row), created: row.created };
  const same = await db.one<Row>('SELECT name, format, synonyms, updated_at FROM search_synonym_maps WHERE name = $1', [map.name]);
  return { map: toMap(same!), created: false };
}
