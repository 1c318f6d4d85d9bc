import { rfc3339 } from "../clock.ts";
import { newsItemId } from "./identity.ts";
import type { NewsItemDraft } from "./item.ts";

/**
 * Contract terms as a history of versions. A venue's terms of one market are read on every pass; each
 * reading that differs from the newest stored version is a new version, a return to earlier text (a
 * revert) included. So a version's identity depends on the version it replaces: the first version of a
 * market's terms keeps the id of its text alone (`terms:<market>:<terms_version>`, as before versions
 * were chained), and every later one is `terms:<market>:<terms_version>:after:<previous item id>`.
 * A→B→A is three items, the newest of them A again; the same text read again is the newest item, not a
 * new one. `terms_sequence` numbers a market's versions from 1.
 */

/** The newest stored version of one market's terms (per feed), as the store reads it back. */
export interface StoredTermsVersion {
  id: string;
  /** The hash label of its text (`payload.terms_version`). */
  terms_version: string;
  /** 1 for the first version; each change adds one. Versions stored before numbering count as 1. */
  sequence: number;
  /** Its `t` (RFC 3339, second precision). */
  t: string;
}

/** A terms item: it names its market and the hash label of its text. */
export function termsOf(item: NewsItemDraft): { market: string; version: string } | null {
  const { market_id: market, terms_version: version } = item.payload;
  return market === undefined || version === undefined ? null : { market, version };
}

/** Of two stored versions of one market's terms, the newer: higher sequence, then later `t`, then id. */
export function newerTermsVersion(a: StoredTermsVersion, b: StoredTermsVersion): StoredTermsVersion {
  if (a.sequence !== b.sequence) return a.sequence > b.sequence ? a : b;
  if (a.t !== b.t) return a.t > b.t ? a : b;
  return a.id > b.id ? a : b;
}

/** The id of a terms version that follows `previousId` (the first version: null). */
export function termsItemId(
  feedId: string,
  market: string,
  version: string,
  previousId: string | null,
): Promise<string> {
  const key = `terms:${market}:${version}`;
  return newsItemId(feedId, previousId === null ? key : `${key}:after:${previousId}`);
}

/**
 * One answer's items with every terms item placed in its market's history, given the newest stored
 * version of each market (`latest`, by market id): the same text as the newest version keeps that
 * version's id (storing it is a no-op); other text is the next version, with its id chained to the
 * newest one, `terms_sequence` one higher, and a `t` after the newest one's (a version is dated by the
 * answer that first showed it, and never before the version it replaces). An answer naming one market
 * more than once yields its first terms only. Other items pass unchanged.
 */
export async function chainTermsVersions(
  items: readonly NewsItemDraft[],
  latest: ReadonlyMap<string, StoredTermsVersion>,
): Promise<NewsItemDraft[]> {
  const chained: NewsItemDraft[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    const terms = termsOf(item);
    if (terms === null) {
      chained.push(item);
      continue;
    }
    if (seen.has(terms.market)) continue;
    seen.add(terms.market);
    const previous = latest.get(terms.market);
    if (previous?.terms_version === terms.version) {
      chained.push({
        ...item,
        id: previous.id,
        payload: { ...item.payload, terms_sequence: previous.sequence },
      });
      continue;
    }
    const id = await termsItemId(item.provenance.feed, terms.market, terms.version, previous?.id ?? null);
    const t = previous && item.t <= previous.t ? rfc3339(Date.parse(previous.t) + 1_000) : item.t;
    const sequence = (previous?.sequence ?? 0) + 1;
    chained.push({ ...item, id, t, payload: { ...item.payload, terms_sequence: sequence } });
  }
  return chained;
}
