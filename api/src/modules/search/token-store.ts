// Where the engine keeps the token ids of each document's searchable fields (for phrases and the
// next word of a two-term completion).

/**
 * The token ids of one field for every document, in one shared buffer (a typed array per
 * document would cost more in object headers than in tokens). A replaced document's old tokens
 * stay behind as garbage until the buffer is compacted.
 */
export class TokenStore {
  private pool = new Int32Array(1 << 16);
  private used = 0;
  private garbage = 0;
  private start = new Int32Array(1024);
  private length = new Int32Array(1024).fill(-1);

  get(doc: number): Int32Array | undefined {
    if (doc >= this.length.length || this.length[doc]! < 0) return undefined;
    return this.pool.subarray(this.start[doc]!, this.start[doc]! + this.length[doc]!);
  }

  /** Keeps the first `count` ids of `ids` (all by default) as the document's tokens. */
  set(doc: number, ids: Int32Array, count = ids.length): void {
    if (doc >= this.start.length) {
      const size = Math.max(doc + 1, this.start.length * 2);
      const start = new Int32Array(size);
      start.set(this.start);
      const length = new Int32Array(size).fill(-1);
      length.set(this.length);
      this.start = start;
      this.length = length;
    }
    this.clear(doc);
    if (this.used + count > this.pool.length) this.grow(count);
    const pool = this.pool;
    const at = this.used;
    for (let i = 0; i < count; i++) pool[at + i] = ids[i]!;
    this.start[doc] = at;
    this.length[doc] = count;
    this.used += count;
  }

  clear(doc: number): void {
    if (doc < this.length.length && this.length[doc]! >= 0) {
      this.garbage += this.length[doc]!;
      this.length[doc] = -1;
    }
  }

  /** Drops the garbage and the spare room (after a build). */
  compact(): void {
    this.used = this.copyLive(this.used - this.garbage);
    this.garbage = 0;
  }

  /** Copies the live ranges in document order into a pool of `size` numbers; returns their total. */
  private copyLive(size: number): number {
    const pool = new Int32Array(Math.max(size, 1024));
    let at = 0;
    for (let doc = 0; doc < this.length.length; doc++) {
      const n = this.length[doc]!;
      if (n < 0) continue;
      pool.set(this.pool.subarray(this.start[doc]!, this.start[doc]! + n), at);
      this.start[doc] = at;
      at += n;
    }
    this.pool = pool;
    return at;
  }

  private grow(extra: number): void {
    if (this.garbage > this.used / 2) {
      // Compact: copy the live ranges in document order.
      this.used = this.copyLive(Math.max(this.pool.length, (this.used - this.garbage + extra) * 2));
      this.garbage = 0;
    }
    if (this.used + extra > this.pool.length) {
      const pool = new Int32Array(Math.max(this.pool.length * 2, this.used + extra));
      pool.set(this.pool.subarray(0, this.used));
      this.pool = pool;
    }
  }
}

