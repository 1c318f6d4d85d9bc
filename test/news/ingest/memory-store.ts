import type { NewsItemDraft } from "../../../src/domain/news/item.ts";
import { newerTermsVersion, type StoredTermsVersion, termsOf } from "../../../src/domain/news/terms.ts";
import type { NewsFeedResultRecord, NewsFeedState, NewsStore } from "../../../src/news/ingest/runner.ts";

/**
 * A test double of the news store, in memory: first version of an id wins (as the D1 store must) and
 * only new ids count as stored, each feed's last result is kept. It stands in for storage that is built separately; the runner's contract
 * with storage is exactly the `NewsStore` interface.
 */
export class MemoryNewsStore implements NewsStore {
  readonly items = new Map<string, NewsItemDraft>();
  readonly results = new Map<string, NewsFeedResultRecord[]>();
  failPutFor = new Set<string>();

  async getFeedState(feedId: string): Promise<NewsFeedState | null> {
    const last = this.results.get(feedId)?.at(-1);
    return last === undefined ? null : { etag: last.etag, last_modified: last.last_modified };
  }

  async putItems(items: readonly NewsItemDraft[]): Promise<number> {
    if (items.some((item) => this.failPutFor.has(item.provenance.feed))) throw new Error("store down");
    let inserted = 0;
    for (const item of items) {
      if (this.items.has(item.id)) continue;
      this.items.set(item.id, item);
      inserted++;
    }
    return inserted;
  }

  async latestTermsVersions(feedId: string): Promise<ReadonlyMap<string, StoredTermsVersion>> {
    const latest = new Map<string, StoredTermsVersion>();
    for (const item of this.items.values()) {
      const terms = termsOf(item);
      if (item.provenance.feed !== feedId || terms === null) continue;
      const stored = {
        id: item.id,
        terms_version: terms.version,
        sequence: item.payload.terms_sequence ?? 1,
        t: item.t,
      };
      const known = latest.get(terms.market);
      latest.set(terms.market, known ? newerTermsVersion(known, stored) : stored);
    }
    return latest;
  }

  async recordFeedResult(feedId: string, result: NewsFeedResultRecord): Promise<void> {
    this.results.set(feedId, [...(this.results.get(feedId) ?? []), result]);
  }

  last(feedId: string): NewsFeedResultRecord | undefined {
    return this.results.get(feedId)?.at(-1);
  }
}
