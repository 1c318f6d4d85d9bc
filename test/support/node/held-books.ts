/**
 * Every book a venue feed holds, against the venue's REST book of the same market (Node tests against a
 * local pix and the simulator server). Read with the feed's own REST adapter and put in the feed's terms
 * by the domain's book; pause the venue's stream first so nothing is in flight.
 */
import { expect } from "vitest";
import type { LocalPix } from "../../../scripts/lib/local-pix.ts";
import type { SimulatorServer } from "../../../simulator/server.ts";
import { bookFromSnapshot } from "../../../src/domain/book/index.ts";
import type { VenueId } from "../../../src/domain/methodology/venues.ts";
import { wholeBook } from "../../../src/stream/v2/book-levels.ts";
import { FEED_ADAPTERS } from "../../../src/stream/venue-feed/adapters.ts";
import type { FeedMarket } from "../../../src/stream/venue-feed/plan.ts";
import type { LiveBookSnapshot } from "../../../src/stream/venue-feed/venue-feed.ts";
import { createHttpClient } from "../../../src/venues/http/client.ts";

interface FeedStub {
  syncedBooks(depth: number): Promise<LiveBookSnapshot[]>;
}

/** The books feed shard `<venue>:<shard>` holds (synced, whole), through its RPC. */
export async function heldBooks(pix: LocalPix, venue: VenueId, shard = 0): Promise<LiveBookSnapshot[]> {
  const namespace = (await pix.mf.getDurableObjectNamespace("VENUE_FEED")) as unknown as {
    idFromName(name: string): unknown;
    get(id: unknown): FeedStub;
  };
  return namespace.get(namespace.idFromName(`${venue}:${shard}`)).syncedBooks(100_000);
}

/** Each held book of the venue's shard 0 beside its REST book: the markets whose books differ, and how many were compared. */
export async function heldBooksAgainstRest(
  pix: LocalPix,
  simulator: SimulatorServer,
  plan: readonly FeedMarket[],
  venue: VenueId,
): Promise<{ compared: number; differing: string[] }> {
  const http = createHttpClient({ minIntervalMs: 0 });
  const env = {
    KALSHI_BASE_URL: simulator.bases.kalshi,
    POLYMARKET_CLOB_URL: simulator.bases.polymarketClob,
  } as Parameters<(typeof FEED_ADAPTERS)["kalshi"]["restBook"]>[0];
  const differing: string[] = [];
  const held = await heldBooks(pix, venue);
  for (const book of held) {
    const key = plan.find((m) => m.market === book.market)?.key;
    if (key === undefined) continue;
    const rest = await FEED_ADAPTERS[venue].restBook(env, key, http);
    if (!rest.ok) throw new Error(`${venue} ${key}: ${rest.reason}`);
    const expected = bookFromSnapshot(key, rest);
    if (!expected.ok) throw new Error(expected.reason);
    const levels = wholeBook(expected.book);
    if (JSON.stringify({ bids: book.bids, asks: book.asks }) !== JSON.stringify(levels)) {
      differing.push(book.market);
    }
  }
  return { compared: held.length, differing };
}

/**
 * Asserts every book the venue's shard 0 holds equals its REST book: read again until the frames in
 * flight when the venue paused have landed (a few seconds at most, well before the venue's silence makes
 * the feed stale and unsure of its books), then the markets still differing fail the test by name.
 */
export async function expectHeldBooksAsRest(
  pix: LocalPix,
  simulator: SimulatorServer,
  plan: readonly FeedMarket[],
  venue: VenueId,
): Promise<void> {
  let last = { compared: 0, differing: [] as string[] };
  await expect
    .poll(
      async () => {
        last = await heldBooksAgainstRest(pix, simulator, plan, venue);
        return last.compared > 5 && last.differing.length === 0;
      },
      { timeout: 8_000, interval: 200 },
    )
    .toBe(true)
    .catch(() => undefined);
  expect(last.compared, venue).toBeGreaterThan(5);
  expect(last.differing, venue).toEqual([]);
}
