// The engine's caches (term expansions, filter sets, sort ranks, leaf and match results): a Map
// kept to a number of entries, and optionally to a total weight (documents held), the least
// recently used entries leaving first.
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>();
  private weights = new Map<K, number>();
  private totalWeight = 0;

  constructor(
    readonly limit: number,
    /** Total weight kept at most (with `weigh`). */
    readonly maxWeight = Infinity,
    private readonly weigh?: (value: V) => number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The value, now the most recently used; undefined when absent. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  /** Keeps the value (dropping the least recently used entry when full) and returns it. */
  set(key: K, value: V): V {
    this.delete(key);
    const weight = this.weigh?.(value) ?? 0;
    if (weight > this.maxWeight) return value;
    while (this.entries.size > 0 && (this.entries.size >= this.limit || this.totalWeight + weight > this.maxWeight)) {
      this.delete(this.entries.keys().next().value as K);
    }
    this.entries.set(key, value);
    if (this.weigh) {
      this.weights.set(key, weight);
      this.totalWeight += weight;
    }
    return value;
  }

  private delete(key: K): void {
    if (!this.entries.delete(key) || !this.weigh) return;
    this.totalWeight -= this.weights.get(key) ?? 0;
    this.weights.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.weights.clear();
    this.totalWeight = 0;
  }
}
