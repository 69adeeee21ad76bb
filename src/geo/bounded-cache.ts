/**
 * A cache bounded by the memory its entries hold (issue 37 §7), least recently used first out, with
 * its lookups counted so its hit rate can be read (`/metrics`: sublord_cache_*; bench/worker-memory.ts).
 * Each cache names itself once per process (`registerCache`), so the metrics find every one.
 *
 * The weight of an entry is an estimate in bytes supplied by the caller; an entry heavier than the
 * whole budget is not kept at all (it would evict everything for one lookup).
 */

/** What a cache reports. */
export interface CacheStats {
  name: string;
  hits: number;
  misses: number;
  entries: number;
  /** Estimated bytes held, and the most it may hold. */
  bytes: number;
  budgetBytes: number;
}

interface Entry<V> {
  value: V;
  bytes: number;
}

/** A Map-backed LRU bounded by the estimated bytes of its entries. */
export class BoundedCache<K, V> {
  readonly name: string;
  readonly budgetBytes: number;
  private readonly weigh: (value: V) => number;
  private readonly entries = new Map<K, Entry<V>>();
  private bytes = 0;
  private hits = 0;
  private misses = 0;

  constructor(name: string, budgetBytes: number, weigh: (value: V) => number) {
    this.name = name;
    this.budgetBytes = budgetBytes;
    this.weigh = weigh;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    // The most recently used goes last: a Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): this {
    const previous = this.entries.get(key);
    if (previous !== undefined) {
      this.entries.delete(key);
      this.bytes -= previous.bytes;
    }
    const bytes = this.weigh(value);
    if (bytes > this.budgetBytes) return this;
    this.entries.set(key, { value, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.budgetBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
    return this;
  }

  stats(): CacheStats {
    return {
      name: this.name,
      hits: this.hits,
      misses: this.misses,
      entries: this.entries.size,
      bytes: this.bytes,
      budgetBytes: this.budgetBytes,
    };
  }
}

const caches: BoundedCache<unknown, unknown>[] = [];

/** Makes `cache` visible to cacheStats() (the metrics). */
export function registerCache<K, V>(cache: BoundedCache<K, V>): BoundedCache<K, V> {
  caches.push(cache as BoundedCache<unknown, unknown>);
  return cache;
}

/** Every registered cache of this thread, as it stands. */
export function cacheStats(): CacheStats[] {
  return caches.map((c) => c.stats());
}
