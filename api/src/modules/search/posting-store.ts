// Where the engine keeps its postings: for every (term, searchable field) the documents that hold
// the term in that field, ascending, each with its term frequency — in typed arrays, not in a
// JavaScript array per posting. At 500,000 articles there are about two million postings, most of
// them a single document (article numbers, EANs, manufacturer codes): an array apiece cost more
// in headers and spare capacity than in entries (about 800 MB of the heap).
//
// A posting is a slot: its field, where its entries start in the shared pool, how many it has and
// how many fit. A term's slots form a short chain (one per field it occurs in, seldom more than
// three). The pool holds the entries interleaved, [doc, tf, doc, tf, ...]. A posting that
// outgrows its room moves to the end of the pool with twice the room (in place when it already
// is the last); the room it left is garbage until the pool is compacted.

/** Ids (ascending) and term frequencies of one posting: entries pool[start .. end), doc at even. */
export interface PostingRange {
  pool: Int32Array;
  start: number;
  end: number;
}

export class PostingStore {
  /** Per term id: its first slot, -1 when the term is in no posting. */
  private head = new Int32Array(1024).fill(-1);
  // Per slot.
  private slotField = new Uint8Array(1024);
  private slotNext = new Int32Array(1024);
  /** Start of the slot's entries in the pool (an even position). */
  private slotStart = new Int32Array(1024);
  /** Entries (document, tf pairs) in the slot. */
  private slotLength = new Int32Array(1024);
  /** Pairs that fit in the slot's room. */
  private slotRoom = new Int32Array(1024);
  private slots = 0;
  /** [doc, tf, doc, tf, ...] of every slot, each in its room. */
  private pool = new Int32Array(1 << 16);
  private used = 0;
  private garbage = 0;

  /** The slot of `term` in `field`, or -1. */
  slot(term: number, field: number): number {
    if (term >= this.head.length) return -1;
    for (let s = this.head[term]!; s >= 0; s = this.slotNext[s]!) if (this.slotField[s] === field) return s;
    return -1;
  }

  /** Documents in the posting of `term` in `field` (0 when none). */
  count(term: number, field: number): number {
    const s = this.slot(term, field);
    return s < 0 ? 0 : this.slotLength[s]!;
  }

  /**
   * The entries of `term` in `field` (empty range when none). The range is valid until the next
   * change to the store.
   */
  range(term: number, field: number): PostingRange {
    const s = this.slot(term, field);
    if (s < 0) return { pool: this.pool, start: 0, end: 0 };
    const start = this.slotStart[s]!;
    return { pool: this.pool, start, end: start + 2 * this.slotLength[s]! };
  }

  /** Adds `doc` with frequency `tf` to the posting of `term` in `field` (doc not yet in it). */
  add(term: number, field: number, doc: number, tf: number): void {
    let s = this.slot(term, field);
    if (s < 0) s = this.newSlot(term, field);
    const length = this.slotLength[s]!;
    if (length === this.slotRoom[s]!) this.makeRoom(s);
    const pool = this.pool;
    const start = this.slotStart[s]!;
    let at = start + 2 * length;
    if (length > 0 && pool[at - 2]! > doc) {
      // A document id below the last one (a re-indexed document): shift the tail up one entry.
      at = lowerBound(pool, start, at, doc);
      pool.copyWithin(at + 2, at, start + 2 * length);
    }
    pool[at] = doc;
    pool[at + 1] = tf;
    this.slotLength[s] = length + 1;
  }

  /** Removes `doc` from the posting of `term` in `field` (if there). */
  delete(term: number, field: number, doc: number): void {
    const s = this.slot(term, field);
    if (s < 0) return;
    const start = this.slotStart[s]!;
    const end = start + 2 * this.slotLength[s]!;
    const at = lowerBound(this.pool, start, end, doc);
    if (at < end && this.pool[at] === doc) {
      this.pool.copyWithin(at, at + 2, end);
      this.slotLength[s]!--;
    }
  }

  private newSlot(term: number, field: number): number {
    if (term >= this.head.length) {
      const head = new Int32Array(Math.max(term + 1, this.head.length * 2)).fill(-1);
      head.set(this.head);
      this.head = head;
    }
    if (this.slots === this.slotStart.length) {
      const size = Math.max(1024, this.slots * 2);
      this.slotField = grown(this.slotField, size);
      this.slotNext = grown(this.slotNext, size);
      this.slotStart = grown(this.slotStart, size);
      this.slotLength = grown(this.slotLength, size);
      this.slotRoom = grown(this.slotRoom, size);
    }
    const s = this.slots++;
    this.slotField[s] = field;
    this.slotNext[s] = this.head[term]!;
    this.head[term] = s;
    this.slotStart[s] = this.used;
    this.slotLength[s] = 0;
    this.slotRoom[s] = 0;
    return s;
  }

  /** Doubles the room of slot `s` (at least one pair). */
  private makeRoom(s: number): void {
    const room = this.slotRoom[s]!;
    const wanted = Math.max(1, room * 2);
    const start = this.slotStart[s]!;
    if (start + 2 * room === this.used) {
      // The last slot in the pool grows where it is.
      this.ensurePool(2 * (wanted - room), s);
      this.used = this.slotStart[s]! + 2 * wanted;
      this.slotRoom[s] = wanted;
      return;
    }
    this.ensurePool(2 * wanted, s);
    const from = this.slotStart[s]!;
    this.pool.copyWithin(this.used, from, from + 2 * this.slotLength[s]!);
    this.garbage += 2 * room;
    this.slotStart[s] = this.used;
    this.slotRoom[s] = wanted;
    this.used += 2 * wanted;
  }

  /** Room for `extra` more numbers at the end of the pool: compacted first when half is garbage. */
  private ensurePool(extra: number, growing: number): void {
    if (this.used + extra <= this.pool.length) return;
    if (this.garbage > this.used / 2) this.compact(growing);
    if (this.used + extra > this.pool.length) {
      const pool = new Int32Array(Math.max(Math.ceil(this.pool.length * 1.5), this.used + extra));
      pool.set(this.pool.subarray(0, this.used));
      this.pool = pool;
    }
  }

  /**
   * Copies every slot's entries together, the growing slot (if any) last. `tight`: each slot's
   * room shrinks to its entries and the pool to their total (after a build: the next document
   * added to a posting moves it again, which a few changes at a time can afford).
   */
  compact(growing = -1, tight = false): void {
    let total = 0;
    if (tight) for (let s = 0; s < this.slots; s++) total += 2 * this.slotLength[s]!;
    const pool = new Int32Array(tight ? Math.max(total, 1024) : this.pool.length);
    let at = 0;
    const place = (s: number) => {
      const start = this.slotStart[s]!;
      pool.set(this.pool.subarray(start, start + 2 * this.slotLength[s]!), at);
      this.slotStart[s] = at;
      if (tight) this.slotRoom[s] = this.slotLength[s]!;
      at += 2 * this.slotRoom[s]!;
    };
    for (let s = 0; s < this.slots; s++) if (s !== growing) place(s);
    if (growing >= 0) place(growing);
    this.pool = pool;
    this.used = at;
    this.garbage = 0;
    if (tight) {
      this.slotField = this.slotField.slice(0, this.slots);
      this.slotNext = this.slotNext.slice(0, this.slots);
      this.slotStart = this.slotStart.slice(0, this.slots);
      this.slotLength = this.slotLength.slice(0, this.slots);
      this.slotRoom = this.slotRoom.slice(0, this.slots);
    }
  }
}

/** Position (even) of the first document id >= doc among the entries pool[start .. end). */
export function lowerBound(pool: Int32Array, start: number, end: number, doc: number): number {
  let lo = 0;
  let hi = (end - start) >>> 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (pool[start + mid * 2]! < doc) lo = mid + 1;
    else hi = mid;
  }
  return start + lo * 2;
}

function grown<T extends Int32Array | Uint8Array>(array: T, size: number): T {
  const out = new (array.constructor as new (n: number) => T)(size);
  out.set(array);
  return out;
}
