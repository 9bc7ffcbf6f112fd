// Where the article index gets its documents: the article_search_documents view, read in batches
// at start (in the background) and then by what changed (a poll on updated_at, or the item numbers a product module
// names). Articles deactivated or made secret leave the index.
import { setImmediate } from 'node:timers/promises';
import type { Queryable } from '../../db/db.js';
import { articleColumns } from './article-columns.js';
import { DatabaseSearch } from './database-search.js';
import { SearchIndex } from './engine.js';
import type { IndexDefinition, SearchDocument } from './schema.js';
import { loadSynonymMaps, saveSynonymMap, synonymMapsVersion, type StoredSynonymMap } from './synonym-store.js';
import { parseSynonyms, type SynonymMap, type SynonymTable } from './synonyms.js';

/** A row of the build's reads: the document and when the article last changed. */
type ArticleRow = SearchDocument & { updated_at: Date | string | null };

function documentFromRow({ updated_at: _updatedAt, ...doc }: ArticleRow): SearchDocument {
  return doc;
}

/** Rows read per query of a build (a query per row would cost more than the rows). */
export const DEFAULT_BUILD_BATCH = 5000;
/** Documents indexed between two turns of the event loop during a build. */
const UPSERT_SLICE = 500;

export interface ArticleSearchOptions {
  /** Rows per batch when the index is built (default DEFAULT_BUILD_BATCH). */
  batchSize?: number;
  /** Awaited before each batch of a build is read (tests hold a build here). */
  beforeBatch?: (batch: number) => Promise<void> | void;
}

/**
 * The article index and the ways to keep it in step with the database. With a database the index
 * is built in the background (build), in batches that give the event loop back between them;
 * until it is ready, `ready` is false and the search routes answer from the database
 * (./database-search.ts). The finished index replaces the old one in one assignment, so no
 * request ever sees a half-built index.
 */
export class ArticleSearch {
  index: SearchIndex;
  /** Whether `index` holds the assortment (always, without a database). */
  ready: boolean;
  /** Why the last build failed, until one succeeds. */
  buildError: Error | undefined;
  readonly database: DatabaseSearch | undefined;
  private watermark: Date | string | undefined;
  private building: Promise<number> | undefined;
  /** Articles named by articlesChanged during a build: read again once it is done. */
  private readonly pending = new Set<string>();
  private stopped = false;
  /** The documents' columns of the view (not those it has for the answers from the database). */
  private readonly selectDocuments: string;
  /** The synonym maps by name, and the rules of those the index's fields name. */
  private readonly synonymMaps = new Map<string, StoredSynonymMap>();
  synonyms: SynonymTable = new Map();
  private synonymsVersion: string | undefined;

  constructor(
    readonly definition: IndexDefinition,
    private readonly db: Queryable | undefined,
    private readonly options: ArticleSearchOptions = {},
  ) {
    this.index = new SearchIndex(definition);
    this.ready = !db;
    this.database = db ? new DatabaseSearch(definition, db) : undefined;
    this.selectDocuments = `SELECT ${articleColumns(definition)}, d.updated_at FROM article_search_documents d`;
  }

  /** The synonym maps (from the database when there is one). */
  async loadSynonyms(): Promise<void> {
    if (!this.db) return;
    this.synonymsVersion = await synonymMapsVersion(this.db);
    const maps = await loadSynonymMaps(this.db);
    this.synonymMaps.clear();
    for (const map of maps) this.synonymMaps.set(map.name, map);
    this.compileSynonyms();
  }

  /** Reads the maps again when another api process changed them (the plugin's poll). */
  async syncSynonyms(): Promise<void> {
    if (this.db && (await synonymMapsVersion(this.db)) !== this.synonymsVersion) await this.loadSynonyms();
  }

  listSynonymMaps(): StoredSynonymMap[] {
    return [...this.synonymMaps.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  getSynonymMap(name: string): StoredSynonymMap | undefined {
    return this.synonymMaps.get(name);
  }

  /** Creates or replaces a map (its rules checked first: a bad rule is a 400) and applies it at once. */
  async putSynonymMap(map: SynonymMap): Promise<{ map: StoredSynonymMap; created: boolean }> {
    parseSynonyms(map.synonyms);
    const saved = this.db ? await saveSynonymMap(this.db, map) : { map: { ...map, updatedAt: new Date().toISOString() }, created: !this.synonymMaps.has(map.name) };
    this.synonymMaps.set(saved.map.name, saved.map);
    this.compileSynonyms();
    return saved;
  }

  /** The rules of every map a searchable field names, as one table. */
  private compileSynonyms(): void {
    const names = new Set(this.definition.fields.flatMap((field) => field.synonymMaps ?? []));
    const text = [...names].map((name) => this.synonymMaps.get(name)?.synonyms ?? '').join('\n');
    this.synonyms = parseSynonyms(text);
  }

  /** Whether a build is under way. */
  get isBuilding(): boolean {
    return this.building !== undefined;
  }

  /**
   * Builds the index from the database and swaps it in; returns the count. A build already under
   * way is joined, not started twice.
   */
  reload(): Promise<number> {
    if (!this.db) return Promise.resolve(this.index.size);
    this.building ??= this.build(this.db).finally(() => (this.building = undefined));
    return this.building;
  }

  /** Resolves when the index is ready (at once without a database); rejects when a build fails. */
  async whenReady(): Promise<void> {
    while (!this.ready) {
      if (this.building) await this.building;
      else if (this.buildError) throw this.buildError;
      else await this.reload();
    }
  }

  /** Ends a build under way at its next batch (the app is closing). */
  stop(): Promise<unknown> {
    this.stopped = true;
    return this.building?.catch(() => undefined) ?? Promise.resolve();
  }

  private async build(db: Queryable): Promise<number> {
    const batchSize = this.options.batchSize ?? DEFAULT_BUILD_BATCH;
    try {
      // Changes from this moment on are read again once the batches are in: a row changed after
      // its batch was read, or added behind the cursor, is not lost.
      const start = (await db.one<{ at: Date | string }>('SELECT now() AS at'))!.at;
      const next = new SearchIndex(this.definition);
      let after: string | undefined;
      for (let batch = 0; ; batch++) {
        await this.options.beforeBatch?.(batch);
        if (this.stopped) throw new Error('search index build stopped: the app is closing');
        const rows =
          after === undefined
            ? await db.query<ArticleRow>(`${this.selectDocuments} ORDER BY code LIMIT $1`, [batchSize])
            : await db.query<ArticleRow>(`${this.selectDocuments} WHERE code > $1 ORDER BY code LIMIT $2`, [after, batchSize]);
        // Indexed a slice at a time: 5,000 documents would hold the event loop for ~200 ms.
        for (let i = 0; i < rows.length; i += UPSERT_SLICE) {
          next.upsert(rows.slice(i, i + UPSERT_SLICE).map(documentFromRow));
          await setImmediate();
        }
        if (rows.length < batchSize) break;
        after = String(rows[rows.length - 1]![this.index.keyField]);
      }
      next.compact();
      this.watermark = await this.catchUp(db, next, start);
      this.index = next;
      this.ready = true;
      this.buildError = undefined;
      const named = [...this.pending];
      this.pending.clear();
      await this.reread(db, next, named);
      return next.size;
    } catch (error) {
      this.buildError = error instanceof Error ? error : new Error(String(error));
      throw error;
    }
  }

  /** Picks up articles changed since the last load or sync; returns how many changed. */
  async syncChanges(): Promise<number> {
    if (!this.db) return 0;
    // A build under way reads the changes made since it began when its batches are in.
    if (this.building) return 0;
    if (this.watermark === undefined) return this.reload();
    const before = this.watermark;
    let changed = 0;
    this.watermark = await this.catchUp(this.db, this.index, before, (n) => (changed = n));
    return changed;
  }

  /** Applies the changes since `since` to `index`; returns the new watermark. */
  private async catchUp(db: Queryable, index: SearchIndex, since: Date | string, report?: (changed: number) => void): Promise<Date | string | undefined> {
    const rows = await db.query<ArticleRow>(`${this.selectDocuments} WHERE updated_at >= $1`, [since]);
    const gone = await db.query<{ item_no: string }>(
      'SELECT item_no FROM articles WHERE updated_at >= $1 AND (NOT is_active OR secret IS NOT NULL)',
      [since],
    );
    // The watermark is inclusive, so the last change comes back on every poll: skip what the
    // index already holds, so that its caches survive a quiet poll.
    const changed = rows.map(documentFromRow).filter((doc) => !sameDocument(index.get(String(doc.CodeName)), doc));
    const removed = gone.map((r) => r.item_no).filter((key) => index.get(key) !== undefined);
    index.upsert(changed);
    index.remove(removed);
    report?.(changed.length + removed.length);
    return maxUpdatedAt(rows, since);
  }

  /** Re-reads the given articles (by item number): changed ones are replaced, gone ones removed. */
  async articlesChanged(itemNos: string[]): Promise<void> {
    if (!this.db || itemNos.length === 0) return;
    // A build under way may have read these articles already: it reads them again at its end.
    if (this.building) for (const no of itemNos) this.pending.add(no);
    if (this.ready) await this.reread(this.db, this.index, itemNos);
  }

  private async reread(db: Queryable, index: SearchIndex, itemNos: string[]): Promise<void> {
    if (itemNos.length === 0) return;
    const rows = await db.query<ArticleRow>(`${this.selectDocuments} WHERE code = ANY($1)`, [itemNos]);
    const present = new Set(rows.map((r) => String(r[index.keyField])));
    index.upsert(rows.map(documentFromRow));
    index.remove(itemNos.filter((no) => !present.has(no)));
  }

  upsert(documents: SearchDocument[]): void {
    this.index.upsert(documents);
  }

  remove(keys: string[]): void {
    this.index.remove(keys);
  }
}

function sameDocument(a: SearchDocument | undefined, b: SearchDocument): boolean {
  return a !== undefined && JSON.stringify(a) === JSON.stringify(b);
}

function maxUpdatedAt(rows: ArticleRow[], start: Date | string | undefined): Date | string | undefined {
  let max = start;
  for (const row of rows) {
    const at = row.updated_at;
    if (at !== null && (max === undefined || new Date(at).getTime() > new Date(max).getTime())) max = at;
  }
  return max;
}
