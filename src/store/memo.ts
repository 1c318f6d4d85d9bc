/**
 * A small per-isolate read-through memo for hot reads that change at most once per ingestion minute
 * (an index's catalog row, its latest tick). An entry lives at most `ttlMs` — far inside the
 * `max-age` pix already declares to clients — so it never serves what a client cache could not.
 * Misses (null) and failures are not memoised: a new instrument or a recovered store shows at once.
 */
export class Memo<T> {
  readonly #entries = new Map<string, { at: number; value: Promise<T | null> }>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;

  constructor(ttlMs: number, maxEntries = 1000) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
  }

  get(key: string, load: () => Promise<T | null>, nowMs: number = Date.now()): Promise<T | null> {
    const hit = this.#entries.get(key);
    if (hit && nowMs - hit.at < this.#ttlMs) return hit.value;
    const value = load();
    if (this.#entries.size >= this.#maxEntries) this.#entries.clear();
    this.#entries.set(key, { at: nowMs, value });
    value.then(
      (result) => {
        if (result === null) this.#entries.delete(key);
      },
      () => this.#entries.delete(key),
    );
    return value;
  }

  /** Forget every entry (tests that must observe a rebuild). */
  clear(): void {
    this.#entries.clear();
  }
}
