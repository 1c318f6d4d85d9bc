/**
 * What follows an ingestion cycle's claim of its minute, for the minute cron and `POST /api/refresh`
 * alike: the minute's whole-venue collections are opened (the cycle's own tape joins them) and their
 * messages enqueued, and the books the live plane's venue feeds hold are taped for the minute (venues
 * whose collection reads no books: docs/lake.md "Order books at a minute"). The enqueuing and the books
 * run beside the cycle (`waitUntil`), never delaying it. The one place the stream and lake planes meet.
 */
import type { Bindings } from "../env.ts";
import { BOOK_DEPTH } from "../lake/books.ts";
import { liveBookVenues, tapeLiveBooks } from "../lake/collect/live-books.ts";
import type { CatalogMarket, MinuteCollections } from "../lake/collect/minute.ts";
import { collectMinute } from "../lake/collect/producer.ts";
import { venueFeedShards } from "../stream/venue-feed/ensure.ts";

export function onCycleClaimed(
  env: Bindings,
  waitUntil: (work: Promise<unknown>) => void,
  nowMs: number,
): (cycleStartMs: number, markets: readonly CatalogMarket[]) => Promise<MinuteCollections> {
  return (cycleStartMs, markets) => {
    waitUntil(tapeFeedBooks(env, cycleStartMs));
    return collectMinute(env, cycleStartMs, nowMs, markets, waitUntil);
  };
}

/** Each feed's synced books (all its shards') onto the minute's book tape; a feed or write that fails is logged, not thrown. */
export async function tapeFeedBooks(
  env: Pick<Bindings, "LAKE" | "VENUE_FEED">,
  cycleStartMs: number,
): Promise<void> {
  for (const venue of liveBookVenues()) {
    try {
      const books = (
        await Promise.all(venueFeedShards(env, venue).map((feed) => feed.syncedBooks(BOOK_DEPTH)))
      ).flat();
      const taped = await tapeLiveBooks(env.LAKE, venue, cycleStartMs, books);
      if (taped.written) {
        console.log(
          JSON.stringify({
            level: "info",
            msg: "live_books_taped",
            venue,
            markets: taped.markets,
            bytes: taped.bytes,
          }),
        );
      }
    } catch (error) {
      console.error(
        JSON.stringify({
          level: "error",
          msg: "live_books_tape_failed",
          venue,
          error: error instanceof Error ? error.name : "unknown",
        }),
      );
    }
  }
}
