// What the index holds: the documents (compact copies, ./document-store.ts) by internal id and
// key, the shared term dictionary (./term-dictionary.ts), postings by term and searchable field
// (./posting-store.ts), each document's token ids per field (./token-store.ts, for phrases and
// autocomplete) and the field lengths BM25 needs. Adding, replacing and removing documents.
import { DocumentStore } from './document-store.js';
import { PostingStore } from './posting-store.js';
import { SearchRequestError } from './query.js';
import type { FieldDefinition, IndexDefinition, SearchDocument } from './schema.js';
import type { ScoredSet } from './scored-set.js';
import { TermDictionary } from './term-dictionary.js';
import { tokenize, tokenizeCode } from './text.js';
import { TokenStore } from './token-store.js';

export class IndexContent {
  readonly fields = new Map<string, FieldDefinition>();
  readonly keyField: string;
  readonly searchable: FieldDefinition[];
  private readonly searchableIndex = new Map<string, number>();

  /** Documents by internal id (undefined: removed; ids are not reused). */
  readonly docs: (SearchDocument | undefined)[] = [];
  private readonly documents: DocumentStore;
  private readonly keyToId = new Map<string, number>();
  liveCount = 0;

  /** The terms of all searchable fields. */
  readonly dictionary = new TermDictionary();
  /** Postings by term and searchable field; per field: token ids by document, lengths, total length. */
  readonly postings = new PostingStore();
  readonly docTokens: TokenStore[];
  /**
   * Tokens per document, per field: 16 bits while every count fits, 32 from the first that does
   * not. The scorer reads one per posting; at 500,000 articles half the bytes made uncached
   * instant searches about a third faster (docs/benchmarks.md, Search).
   */
  readonly docLength: (Uint16Array | Int32Array)[];
  readonly fieldLength: number[];

  /** Bumped by every change; caches keyed on it are dropped when it moves. */
  version = 0;
  private allDocs: ScoredSet | undefined;
  private allVersion = -1;

  /** Scratch space of indexDoc: occurrences per term id, zero between documents. */
  private termCounts = new Int32Array(0);
  private tokenIds = new Int32Array(256);
  private distinctIds = new Int32Array(256);

  constructor(definition: IndexDefinition) {
    for (const field of definition.fields) this.fields.set(field.name, field);
    const key = definition.fields.find((field) => field.key);
    if (!key) throw new Error(`index ${definition.name} has no key field`);
    this.keyField = key.name;
    this.documents = new DocumentStore(definition.fields);
    this.searchable = definition.fields.filter((field) => field.searchable);
    this.searchable.forEach((field, i) => this.searchableIndex.set(field.name, i));
    this.docTokens = this.searchable.map(() => new TokenStore());
    this.docLength = this.searchable.map(() => new Uint16Array(1024));
    this.fieldLength = this.searchable.map(() => 0);
  }

  /** The searchable field ids a query part is matched in: its own field, or the request's. */
  fieldIds(field: string | undefined, searchFields: number[]): number[] {
    if (field === undefined) return searchFields;
    const sfi = this.searchableIndex.get(field);
    if (sfi === undefined) {
      if (this.fields.has(field)) throw new SearchRequestError(`Field '${field}' is not searchable.`);
      throw new SearchRequestError(`Unknown field '${field}' in search query.`);
    }
    return [sfi];
  }

  /** Every live document, score 1. */
  all(): ScoredSet {
    if (!this.allDocs || this.allVersion !== this.version) {
      const docs = new Int32Array(this.liveCount);
      let n = 0;
      for (let id = 0; id < this.docs.length; id++) if (this.docs[id]) docs[n++] = id;
      this.allDocs = { docs, scores: new Float64Array(n).fill(1) };
      this.allVersion = this.version;
    }
    return this.allDocs;
  }

  get(key: string): SearchDocument | undefined {
    const id = this.keyToId.get(key);
    return id === undefined ? undefined : this.docs[id];
  }

  keys(): IterableIterator<string> {
    return this.keyToId.keys();
  }

  /** Adds or replaces documents by key. */
  upsert(documents: Iterable<SearchDocument>): void {
    let changed = 0;
    for (const given of documents) {
      changed++;
      if (typeof given[this.keyField] !== 'string' || given[this.keyField] === '') throw new SearchRequestError(`document without key ${this.keyField}`);
      // Kept (and analysed) as a compact copy: a term cut out of a value refers to the copy.
      const doc = this.documents.compact(given);
      const key = doc[this.keyField] as string;
      const existing = this.keyToId.get(key);
      if (existing !== undefined) {
        this.unindex(existing);
        this.indexDoc(existing, doc);
      } else {
        const id = this.docs.length;
        this.keyToId.set(key, id);
        this.indexDoc(id, doc);
        this.liveCount++;
      }
    }
    if (changed > 0) this.version++;
  }

  /** Removes documents by key; unknown keys are ignored. */
  remove(keys: Iterable<string>): void {
    let removed = 0;
    for (const key of keys) {
      const id = this.keyToId.get(key);
      if (id === undefined) continue;
      this.unindex(id);
      this.docs[id] = undefined;
      this.keyToId.delete(key);
      this.liveCount--;
      removed++;
    }
    if (removed > 0) this.version++;
  }

  /**
   * Gives back the spare room of the postings and token stores (after a build: they grew by
   * doubling while the documents came in). Changes the answers of no query.
   */
  compact(): void {
    this.postings.compact(-1, true);
    for (const store of this.docTokens) store.compact();
  }

  private analyze(field: FieldDefinition, value: unknown): string[] {
    if (value === null || value === undefined) return [];
    const text = Array.isArray(value) ? value.join(' ') : String(value);
    return field.analyzer === 'code' ? tokenizeCode(text) : tokenize(text);
  }

  private indexDoc(id: number, doc: SearchDocument): void {
    this.docs[id] = doc;
    for (let sfi = 0; sfi < this.searchable.length; sfi++) {
      const tokens = this.analyze(this.searchable[sfi]!, doc[this.searchable[sfi]!.name]);
      const n = tokens.length;
      // Token ids and term frequencies in scratch space by term id (a Map and a typed array per
      // field and document were most of the garbage of a build); `distinct` lists the terms in
      // the order they first occur.
      if (this.termCounts.length < this.dictionary.size + n) {
        const grown = new Int32Array(Math.max(1024, (this.dictionary.size + n) * 2));
        grown.set(this.termCounts);
        this.termCounts = grown;
      }
      if (this.tokenIds.length < n) {
        this.tokenIds = new Int32Array(n * 2);
        this.distinctIds = new Int32Array(n * 2);
      }
      const counts = this.termCounts;
      const ids = this.tokenIds;
      const distinct = this.distinctIds;
      let d = 0;
      for (let i = 0; i < n; i++) {
        const termId = this.dictionary.add(tokens[i]!);
        ids[i] = termId;
        if (counts[termId]!++ === 0) distinct[d++] = termId;
      }
      this.docTokens[sfi]!.set(id, ids, n);
      const lengths = this.docLength[sfi]!;
      const wide = lengths instanceof Int32Array || n > 0xffff;
      if (id >= lengths.length || (wide && lengths instanceof Uint16Array)) {
        const grown = new (wide ? Int32Array : Uint16Array)(id >= lengths.length ? Math.max(id + 1, lengths.length * 2) : lengths.length);
        grown.set(lengths);
        this.docLength[sfi] = grown;
      }
      this.docLength[sfi]![id] = n;
      this.fieldLength[sfi]! += n;
      for (let i = 0; i < d; i++) {
        const termId = distinct[i]!;
        this.postings.add(termId, sfi, id, counts[termId]!);
        counts[termId] = 0;
      }
    }
  }

  private unindex(id: number): void {
    this.searchable.forEach((_, sfi) => {
      const ids = this.docTokens[sfi]!.get(id);
      if (!ids) return;
      this.fieldLength[sfi]! -= ids.length;
      this.docLength[sfi]![id] = 0;
      for (const termId of new Set(ids)) this.postings.delete(termId, sfi, id);
      this.docTokens[sfi]!.clear(id);
    });
  }
}
