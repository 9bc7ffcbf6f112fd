// The engine's caches (term expansions, filter sets, sort ranks, term impacts, leaf and match
// results, answers): a Map kept to a number of entries and, with `weigh`, to a total weight (bytes
// held), the least recently used entries leaving first. Caches that share a CacheBudget are also
// kept, together, to its bytes: the least recently used entry of all of them leaves first, so
// that one overall budget holds whatever the traffic of the moment reuses most.

interface Entry<V> {
  value: V;
  weight: number;
  /** When it was last used (the budget's clock). */
  used: number;
}

/** One byte budget shared by several caches, with one clock for their last uses. */
export class CacheBudget {
  private readonly caches = new Set<LruCache<unknown, unknown>>();
  private usedBytes = 0;
  private clock = 0;

  constructor(readonly maxBytes: number) {}

  /** Bytes held by all the caches of this budget (as their `weigh` functions count them). */
  get bytes(): number {
    return this.usedBytes;
  }

  /** @internal */
  register(cache: LruCache<unknown, unknown>): void {
    this.caches.add(cache);
  }

  /** @internal */
  unregister(cache: LruCache<unknown, unknown>): void {
    this.caches.delete(cache);
  }

  /** @internal */
  tick(): number {
    return ++this.clock;
  }

  /** @internal */
  charge(bytes: number): void {
    this.usedBytes += bytes;
  }

  /** @internal Drops the least recently used entries of all caches until `bytes` more fit. */
  makeRoom(bytes: number): void {
    while (this.usedBytes + bytes > this.maxBytes) {
      let oldest: LruCache<unknown, unknown> | undefined;
      let oldestUse = Infinity;
      for (const cache of this.caches) {
        const used = cache.oldestUse();
        if (used < oldestUse) {
          oldestUse = used;
          oldest = cache;
        }
      }
      if (!oldest) return;
      oldest.evictOldest();
    }
  }
}

export class LruCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private totalWeight = 0;
  private ownClock = 0;

  constructor(
    readonly limit: number,
    /** Total weight kept at most (with `weigh`). */
    readonly maxWeight = Infinity,
    private readonly weigh?: (value: V, key: K) => number,
    /** The overall budget this cache shares with others (with `weigh`, in bytes). */
    private readonly budget?: CacheBudget,
  ) {
    budget?.register(this as LruCache<unknown, unknown>);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The total weight of the entries kept. */
  get weight(): number {
    return this.totalWeight;
  }

  private now(): number {
    return this.budget ? this.budget.tick() : ++this.ownClock;
  }

  /** The value, now the most recently used; undefined when absent. */
  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry !== undefined) {
      this.entries.delete(key);
      entry.used = this.now();
      this.entries.set(key, entry);
      return entry.value;
    }
    return undefined;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  /** Keeps the value (dropping the least recently used entries when full) and returns it. */
  set(key: K, value: V): V {
    this.delete(key);
    const weight = this.weigh?.(value, key) ?? 0;
    if (weight > this.maxWeight || (this.budget && weight > this.budget.maxBytes)) return value;
    while (this.entries.size > 0 && (this.entries.size >= this.limit || this.totalWeight + weight > this.maxWeight)) {
      this.evictOldest();
    }
    this.budget?.makeRoom(weight);
    this.entries.set(key, { value, weight, used: this.now() });
    this.totalWeight += weight;
    this.budget?.charge(weight);
    return value;
  }

  /** When the least recently used entry was last used (Infinity when empty). */
  oldestUse(): number {
    const first = this.entries.values().next();
    return first.done ? Infinity : first.value.used;
  }

  /** Drops the least recently used entry. */
  evictOldest(): void {
    const first = this.entries.keys().next();
    if (!first.done) this.delete(first.value);
  }

  private delete(key: K): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.totalWeight -= entry.weight;
    this.budget?.charge(-entry.weight);
  }

  clear(): void {
    this.entries.clear();
    this.budget?.charge(-this.totalWeight);
    this.totalWeight = 0;
  }

  /** Empties the cache and leaves its budget (a cache that is no longer used). */
  dispose(): void {
    this.clear();
    this.budget?.unregister(this as LruCache<unknown, unknown>);
  }
}
