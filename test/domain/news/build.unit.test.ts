import { describe, expect, it } from "vitest";
import { type BuildContext, buildNewsItem, type RawNewsEntry } from "../../../src/domain/news/build.ts";
import { collectItems } from "../../../src/domain/news/collect.ts";
import { newsItemId, sha256Hex, termsVersion } from "../../../src/domain/news/identity.ts";
import { NewsItemSchema, SUMMARY_MAX_CHARS } from "../../../src/domain/news/item.ts";

const NOW = Date.parse("2026-11-23T12:00:00Z");

const BLS: BuildContext = {
  feed: {
    id: "bls-cpi",
    kind: "official_release",
    licence: "public_domain",
    authorship: "primary_document",
    source: { id: "bls", name: "U.S. Bureau of Labor Statistics", domain: "bls.gov" },
  },
  nowMs: NOW,
  retrievedAtMs: NOW,
};

function entry(overrides: Partial<RawNewsEntry> = {}): RawNewsEntry {
  return {
    key: "https://www.bls.gov/news.release/archives/cpi_11132026.htm",
    title: "Consumer Price Index - October 2026",
    url: "https://www.bls.gov/news.release/archives/cpi_11132026.htm",
    t: { text: "2026-11-13T08:30:00-05:00" },
    summary: "<p>The CPI-U rose 0.2 percent.</p>",
    relevance: "direct",
    ...overrides,
  };
}

describe("identity", () => {
  it("hashes with SHA-256 (a known vector)", async () => {
    expect(await sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("derives the id from the feed and the source key only", async () => {
    const id = await newsItemId("bls-cpi", "guid-1");
    expect(id).toBe((await sha256Hex("bls-cpi\nguid-1")).slice(0, 32));
    expect(await newsItemId("bls-empsit", "guid-1")).not.toBe(id);
  });

  it("versions terms by their words, not their whitespace", async () => {
    const v1 = await termsVersion(["If CPI  is above 3%", "then Yes."]);
    expect(await termsVersion(["If CPI is above 3%", "then   Yes."])).toBe(v1);
    expect(await termsVersion(["If CPI is above 3.1%", "then Yes."])).not.toBe(v1);
    expect(v1).toMatch(/^[0-9a-f]{12}$/);
  });
});

describe("buildNewsItem", () => {
  it("builds a clean item that the wire schema accepts once storage stamps observed_at", async () => {
    const built = await buildNewsItem(entry(), BLS);
    expect(built).toMatchObject({
      ok: true,
      item: {
        kind: "official_release",
        relevance: "direct",
        url: "https://www.bls.gov/news.release/archives/cpi_11132026.htm",
        title: "Consumer Price Index - October 2026",
        t: "2026-11-13T13:30:00Z",
        summary: "The CPI-U rose 0.2 percent.",
        provenance: { feed: "bls-cpi", retrieved_at: "2026-11-23T12:00:00Z" },
        payload: {},
      },
    });
    if (!built.ok) throw new Error("expected an item");
    expect(built.item.id).toBe(await newsItemId("bls-cpi", entry().key ?? ""));
    expect(NewsItemSchema.safeParse({ ...built.item, observed_at: "2026-11-23T12:00:01Z" }).success).toBe(
      true,
    );
  });

  it("refuses an item whose link is not http(s), with the reason", async () => {
    expect(await buildNewsItem(entry({ url: "javascript:alert(1)" }), BLS)).toMatchObject({
      ok: false,
      reason: "url_not_http",
    });
    expect(await buildNewsItem(entry({ url: "/relative.htm" }), BLS)).toMatchObject({
      ok: false,
      reason: "url_not_http",
    });
  });

  it("refuses items without a key, a title or a readable, plausible date", async () => {
    expect(await buildNewsItem(entry({ key: " " }), BLS)).toMatchObject({ ok: false, reason: "key_missing" });
    expect(await buildNewsItem(entry({ title: "<b> </b>" }), BLS)).toMatchObject({
      ok: false,
      reason: "title_missing",
    });
    expect(await buildNewsItem(entry({ t: { text: "soon" } }), BLS)).toMatchObject({
      ok: false,
      reason: "date_unparseable",
    });
    expect(await buildNewsItem(entry({ t: { text: "2030-01-01T00:00:00Z" } }), BLS)).toMatchObject({
      ok: false,
      reason: "date_in_future",
    });
    expect(await buildNewsItem(entry({ t: { ms: 0 } }), BLS)).toMatchObject({
      ok: false,
      reason: "date_before_1990",
    });
  });

  it("cleans and cuts a huge summary with script in it", async () => {
    const summary = `<script>alert(1)</script>${"<p>Prices rose again.</p>".repeat(50_000)}`;
    const built = await buildNewsItem(entry({ summary }), BLS);
    if (!built.ok) throw new Error("expected an item");
    expect(built.item.summary?.length).toBeLessThanOrEqual(SUMMARY_MAX_CHARS);
    expect(built.item.summary?.endsWith("…")).toBe(true);
    expect(built.item.summary).not.toMatch(/alert|<script/i);
  });

  it("never keeps a summary for headline-and-link feeds", async () => {
    const editorial: BuildContext = {
      ...BLS,
      feed: {
        ...BLS.feed,
        id: "editorial",
        kind: "editorial",
        licence: "headline_link_only",
        authorship: "editorial",
      },
    };
    const built = await buildNewsItem(entry({ summary: "A long article body." }), editorial);
    expect(built).toMatchObject({ ok: true, item: { summary: null } });
  });

  it("requires a note on venue-generated items and marks synthetic upstreams in provenance", async () => {
    const venue: BuildContext = {
      ...BLS,
      feed: {
        ...BLS.feed,
        id: "kalshi-terms",
        kind: "venue_context",
        licence: "venue_public_api",
        authorship: "venue_generated",
      },
    };
    expect(await buildNewsItem(entry(), venue)).toMatchObject({ ok: false, reason: "invalid_item" });
    expect(
      await buildNewsItem(entry({ note: "Contract terms from Kalshi's public API." }), venue),
    ).toMatchObject({
      ok: true,
      item: { provenance: { note: "Contract terms from Kalshi's public API." } },
    });
    expect(
      await buildNewsItem(entry({ note: "Contract terms from Kalshi's public API." }), {
        ...venue,
        synthetic: true,
      }),
    ).toMatchObject({
      ok: true,
      item: { provenance: { note: "[synthetic] Contract terms from Kalshi's public API." } },
    });
    expect(await buildNewsItem(entry(), { ...BLS, synthetic: true })).toMatchObject({
      ok: true,
      item: { provenance: { note: "[synthetic] served by the pix upstream simulator" } },
    });
  });

  it("refuses venue AI output that is not labelled venue-generated", async () => {
    expect(await buildNewsItem(entry({ payload: { generated_by: "venue_ai" } }), BLS)).toMatchObject({
      ok: false,
      reason: "invalid_item",
    });
  });
});

describe("collectItems", () => {
  it("keeps the first of a repeated id, counts the duplicate, and orders newest first", async () => {
    const built = [
      await buildNewsItem(entry({ key: "a", t: { text: "2026-11-01T00:00:00Z" } }), BLS),
      await buildNewsItem(entry({ key: "b", t: { text: "2026-11-10T00:00:00Z" } }), BLS),
      await buildNewsItem(entry({ key: "a", title: "Rewritten", t: { text: "2026-11-01T00:00:00Z" } }), BLS),
      await buildNewsItem(entry({ key: "b", t: { text: "2026-11-10T00:00:00Z" } }), BLS),
      await buildNewsItem(entry({ key: "c", url: "data:text/html,x" }), BLS),
    ];
    const collected = collectItems(built, 200);
    expect(collected.items.map((item) => item.t)).toEqual(["2026-11-10T00:00:00Z", "2026-11-01T00:00:00Z"]);
    expect(collected.items[1]?.title).toBe("Consumer Price Index - October 2026");
    expect(collected).toMatchObject({
      duplicates: 2,
      conflicting_duplicates: 1,
      over_cap: 0,
      rejected: { url_not_http: 1 },
    });
  });

  it("caps a fetch at the newest N items", async () => {
    const built = await Promise.all(
      Array.from({ length: 250 }, (_, i) =>
        buildNewsItem(
          entry({ key: `k${i}`, t: { ms: Date.parse("2026-01-01T00:00:00Z") + i * 60_000 } }),
          BLS,
        ),
      ),
    );
    const collected = collectItems(built, 200);
    expect(collected.items).toHaveLength(200);
    expect(collected.over_cap).toBe(50);
    expect(collected.items[0]?.t).toBe("2026-01-01T04:09:00Z");
    expect(collected.items.at(-1)?.t).toBe("2026-01-01T00:50:00Z");
  });
});
