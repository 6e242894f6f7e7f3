// A small in-memory cache for catalogue reads: entries live at most `ttlMs`, the least recently
// used go first past `maxEntries`, concurrent misses of one key share one load, and clear() also
// discards loads that started before it (their rows may predate the change that cleared it).

export interface TtlCacheOptions {
  /** 0 turns the cache off: every get loads. */
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

interface Entry<V> {
  value: V;
  expires: number;
}

export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly loading = new Map<string, Promise<V>>();
  private generation = 0;
  private readonly now: () => number;

  constructor(private readonly options: TtlCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    if (!this.enabled) return load();
    const entry = this.entries.get(key);
    if (entry && entry.expires > this.now()) {
      // Map order is insertion order: moving the key to the end keeps the eviction order LRU.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.value;
    }
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const started = load().then(
      (value) => {
        if (this.loading.get(key) === started) this.loading.delete(key);
        if (generation === this.generation) this.store(key, value);
        return value;
      },
      (err: unknown) => {
        if (this.loading.get(key) === started) this.loading.delete(key);
        throw err;
      },
    );
    this.loading.set(key, started);
    return started;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }

  private store(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.now() + this.options.ttlMs });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }
}
