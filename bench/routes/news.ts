/**
 * The news bench's data: `count` items of the CPI release feed written through the real D1 store, so
 * the route's default selection (direct primary documents and editorial posts) holds `count` items of
 * PIXCPI. The feed configuration is the local one (the simulator's addresses), as pix's own is.
 */
import { newsConfiguration, simulatorNewsVars } from "../../src/catalog/news-config.ts";
import { seedCatalog } from "../../src/catalog/seed.ts";
import { HOUR_MS, rfc3339 } from "../../src/domain/clock.ts";
import { newsItemId } from "../../src/domain/news/identity.ts";
import { type NewsItemDraft, NewsItemDraftSchema } from "../../src/domain/news/item.ts";
import { D1NewsStore } from "../../src/news/store.ts";

export const NEWS_BENCH_PATH = "/api/v1/indices/PIXCPI/news";

export async function writeNewsBenchItems(db: D1Database, count: number, nowMs: number): Promise<void> {
  await seedCatalog(db);
  const { feeds } = newsConfiguration({ ...simulatorNewsVars("http://127.0.0.1:8788") });
  const feed = feeds.find((f) => f.id === "bls-cpi");
  if (!feed) throw new Error("the local configuration has no bls-cpi feed");
  const items: NewsItemDraft[] = [];
  for (let i = 0; i < count; i++) {
    const t = rfc3339(nowMs - (i + 1) * HOUR_MS);
    items.push(
      NewsItemDraftSchema.parse({
        id: await newsItemId(feed.id, `bench-${i}`),
        kind: feed.kind,
        relevance: "direct",
        licence: feed.licence,
        authorship: feed.authorship,
        source: feed.source,
        url: `https://www.bls.gov/news.release/archives/bench_${i}.htm`,
        title: `[synthetic] CPI release ${i} for the news bench`,
        t,
        summary: `The Consumer Price Index rose 0.${i % 10} percent. ${"Synthetic bench text. ".repeat(20)}`,
        provenance: { feed: feed.id, retrieved_at: t, note: "[synthetic] written by the bench" },
        payload: {},
      }),
    );
  }
  await new D1NewsStore(db, { feeds }).putItems(items);
}
