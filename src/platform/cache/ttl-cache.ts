/** Options of a TtlCache. */
export interface TtlCacheOptions {
  /** How long a value stays valid after it was read. */
  ttlMs: number;
  /** Entries kept at most; storing beyond drops the oldest. */
  maxEntries: number;
}

interface Entry<V> {
  value: V;
  expiresAtMs: number;
}

/**
 * The one per-isolate cache: a bounded map of values, each valid for a time-to-live from the moment it
 * was read. A Workers isolate serves many requests at once and in turn, so whatever this holds is
 * shared across requests, and the rule for what may be shared is this (Cloudflare Workers
 * documentation: "How Workers works", "Errors and exceptions", "Workers Best Practices"):
 * - Settled plain values — parsed JSON, strings, numbers, plain objects — may be shared within their
 *   TTL. This cache stores nothing else.
 * - A pending promise may not. Its I/O belongs to the request that started it; when that request ends
 *   or is cancelled (a client that hangs up), the runtime cancels the I/O, and another request awaiting
 *   the promise never completes ("The script will never generate a response") or fails ("Cannot
 *   perform I/O on behalf of a different request"). So concurrent misses from different requests each
 *   run their own load, and the first value to settle is kept. (Sharing a pending load is safe only
 *   within one request, which lives and dies with it.)
 * - An I/O object — Request, Response, a body or any stream — is never shared: it is bound to the
 *   request that created it. Keep the data read from it instead.
 *
 * For data that changes, callers keep TTLs at or under what clients are told (`max-age`), so a cached
 * value never makes a response older than its own lifetime allows. Beyond `maxEntries` the oldest entry is dropped; an expired one is
 * dropped when next read.
 */
export class TtlCache<K, V> {
  readonly ttlMs: number;
  readonly maxEntries: number;
  // A Map iterates in insertion order, and `set` re-inserts, so the first key is always the oldest.
  readonly #entries = new Map<K, Entry<V>>();

  constructor(options: TtlCacheOptions) {
    if (!(options.ttlMs > 0)) throw new RangeError("ttlMs must be positive");
    if (!Number.isSafeInteger(options.maxEntries) || options.maxEntries < 1) {
      throw new RangeError("maxEntries must be a positive integer");
    }
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries;
  }

  /** The value stored under `key` if it is still valid at `nowMs`; undefined otherwise. */
  get(key: K, nowMs: number = Date.now()): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (nowMs < entry.expiresAtMs) return entry.value;
    this.#entries.delete(key);
    return undefined;
  }

  /**
   * Stores a settled value read at `readAtMs`, valid until `readAtMs + ttlMs` (the cache's TTL unless a
   * shorter one is given for this entry). Callers store what they awaited, never a promise (see above).
   */
  set(key: K, value: V, readAtMs: number = Date.now(), ttlMs: number = this.ttlMs): void {
    this.#entries.delete(key);
    while (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { value, expiresAtMs: readAtMs + Math.min(ttlMs, this.ttlMs) });
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }

  /** Forgets every entry (a test that must observe a rebuild, or a change this isolate made). */
  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  /**
   * Read-through: a valid value, or `load()`'s result, stored once it has settled. A miss (`null`) and
   * a failure are not stored, so a new row or a recovered store shows at once. The load's own promise
   * is never handed to another caller: each miss awaits its own load.
   */
  getOrLoad(key: K, load: () => Promise<V>, nowMs?: number): Promise<V>;
  getOrLoad(key: K, load: () => Promise<V | null>, nowMs?: number): Promise<V | null>;
  async getOrLoad(key: K, load: () => Promise<V | null>, nowMs: number = Date.now()): Promise<V | null> {
    const hit = this.get(key, nowMs);
    if (hit !== undefined) return hit;
    const value = await load();
    // Of concurrent misses, the first to settle is kept.
    if (value !== null && this.get(key, nowMs) === undefined) this.set(key, value, nowMs);
    return value;
  }
}

/**
 * One value per owner object — a binding such as an R2 bucket or a Durable Object namespace — made on
 * first use, so a substitute binding (a test's, a failing one) never sees state kept for another.
 * Owners are held weakly.
 */
export function perOwner<O extends object, V>(create: () => V): (owner: O) => V {
  const values = new WeakMap<O, V>();
  return (owner) => {
    let value = values.get(owner);
    if (value === undefined) {
      value = create();
      values.set(owner, value);
    }
    return value;
  };
}

/** One TtlCache per owner object (see `perOwner`). */
export function ttlCachePerOwner<O extends object, K, V>(
  options: TtlCacheOptions,
): (owner: O) => TtlCache<K, V> {
  return perOwner<O, TtlCache<K, V>>(() => new TtlCache<K, V>(options));
}
