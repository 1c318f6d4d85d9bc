import { describe, expect, it } from "vitest";
import { newsItemId } from "../../../src/domain/news/identity.ts";
import type { NewsItemDraft } from "../../../src/domain/news/item.ts";
import {
  chainTermsVersions,
  newerTermsVersion,
  type StoredTermsVersion,
  termsItemId,
} from "../../../src/domain/news/terms.ts";

const FEED = "kalshi-terms-pixgdp";

async function termsItem(market: string, version: string, t: string): Promise<NewsItemDraft> {
  return {
    id: await newsItemId(FEED, `terms:${market}:${version}`),
    kind: "venue_context",
    relevance: "direct",
    licence: "venue_public_api",
    authorship: "primary_document",
    source: { id: "kalshi", name: "Kalshi", domain: "kalshi.com" },
    url: "https://kalshi.com/markets/kxgdp",
    title: `Contract terms: ${market}`,
    t,
    summary: `terms ${version}`,
    provenance: { feed: FEED, retrieved_at: t },
    payload: { venue: "kalshi", market_id: market, terms_version: version },
  };
}

/** What the store would read back after storing `item`. */
const stored = (item: NewsItemDraft): StoredTermsVersion => ({
  id: item.id,
  terms_version: item.payload.terms_version ?? "",
  sequence: item.payload.terms_sequence ?? 1,
  t: item.t,
});

/** One pass: the answer's items chained onto what is stored, then "stored" (first id wins). */
async function pass(history: Map<string, NewsItemDraft>, items: NewsItemDraft[]) {
  const latest = new Map<string, StoredTermsVersion>();
  for (const item of history.values()) {
    const market = item.payload.market_id ?? "";
    const known = latest.get(market);
    latest.set(market, known ? newerTermsVersion(known, stored(item)) : stored(item));
  }
  const chained = await chainTermsVersions(items, latest);
  let inserted = 0;
  for (const item of chained) {
    if (history.has(item.id)) continue;
    history.set(item.id, item);
    inserted++;
  }
  return { chained, inserted };
}

describe("chainTermsVersions", () => {
  it("makes A → B → A three versions, the newest being A again under an id of its own", async () => {
    const history = new Map<string, NewsItemDraft>();
    const a = await pass(history, [await termsItem("KXGDP-1", "aaa", "2026-11-23T12:00:00Z")]);
    // The first version keeps the id of its text alone.
    expect(a.chained[0]?.id).toBe(await newsItemId(FEED, "terms:KXGDP-1:aaa"));
    const b = await pass(history, [await termsItem("KXGDP-1", "bbb", "2026-11-23T12:05:00Z")]);
    const back = await pass(history, [await termsItem("KXGDP-1", "aaa", "2026-11-23T12:10:00Z")]);
    expect([a.inserted, b.inserted, back.inserted]).toEqual([1, 1, 1]);
    const versions = [...history.values()];
    expect(versions.map((item) => [item.payload.terms_version, item.payload.terms_sequence, item.t])).toEqual(
      [
        ["aaa", 1, "2026-11-23T12:00:00Z"],
        ["bbb", 2, "2026-11-23T12:05:00Z"],
        ["aaa", 3, "2026-11-23T12:10:00Z"],
      ],
    );
    expect(versions[2]?.id).toBe(await termsItemId(FEED, "KXGDP-1", "aaa", versions[1]?.id ?? null));
    expect(new Set(versions.map((item) => item.id)).size).toBe(3);
  });

  it("reads the newest version again as that version: nothing new to store", async () => {
    const history = new Map<string, NewsItemDraft>();
    await pass(history, [await termsItem("KXGDP-1", "aaa", "2026-11-23T12:00:00Z")]);
    await pass(history, [await termsItem("KXGDP-1", "bbb", "2026-11-23T12:05:00Z")]);
    const again = await pass(history, [await termsItem("KXGDP-1", "bbb", "2026-11-23T12:10:00Z")]);
    expect(again.inserted).toBe(0);
    expect(again.chained[0]?.payload.terms_sequence).toBe(2);
    expect(history.size).toBe(2);
  });

  it("dates a version read in the same second as the one it replaces after it", async () => {
    const history = new Map<string, NewsItemDraft>();
    await pass(history, [await termsItem("KXGDP-1", "aaa", "2026-11-23T12:00:00Z")]);
    const b = await pass(history, [await termsItem("KXGDP-1", "bbb", "2026-11-23T12:00:00Z")]);
    expect(b.chained[0]?.t).toBe("2026-11-23T12:00:01Z");
  });

  it("keeps each market's own history, the first terms of a market an answer repeats, and other items", async () => {
    const history = new Map<string, NewsItemDraft>();
    const other = { ...(await termsItem("X", "x", "2026-11-23T12:00:00Z")), payload: {} };
    const first = await pass(history, [
      await termsItem("KXGDP-1", "aaa", "2026-11-23T12:00:00Z"),
      await termsItem("KXGDP-2", "aaa", "2026-11-23T12:00:00Z"),
      await termsItem("KXGDP-1", "zzz", "2026-11-23T12:00:00Z"),
      other,
    ]);
    expect(first.chained.map((item) => [item.payload.market_id, item.payload.terms_version])).toEqual([
      ["KXGDP-1", "aaa"],
      ["KXGDP-2", "aaa"],
      [undefined, undefined],
    ]);
    expect(first.chained[2]).toBe(other);
  });

  it("orders stored versions by sequence, then time, then id (versions stored before numbering count as 1)", () => {
    const v = (id: string, sequence: number, t: string) => ({ id, terms_version: id, sequence, t });
    expect(newerTermsVersion(v("a", 1, "2026-11-23T12:05:00Z"), v("b", 2, "2026-11-23T12:00:00Z")).id).toBe(
      "b",
    );
    expect(newerTermsVersion(v("a", 1, "2026-11-23T12:05:00Z"), v("b", 1, "2026-11-23T12:00:00Z")).id).toBe(
      "a",
    );
    expect(newerTermsVersion(v("a", 1, "2026-11-23T12:00:00Z"), v("b", 1, "2026-11-23T12:00:00Z")).id).toBe(
      "b",
    );
  });
});
