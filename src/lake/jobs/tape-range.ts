/**
 * The tape range job: each message collects one page range of a venue's whole-venue snapshot and
 * writes its part, reports the range (and the ranges that follow it) in D1, enqueues those, and seals
 * the snapshot when it was the last range pending. The messages are the collection's
 * (src/lake/collect/messages.ts: the producer opens a minute's ranges); the pages are read by
 * src/lake/collect/pages.ts through the venue registry. Upstream failures are reported, not retried here (the HTTP client already
 * retried); a failure of pix's own storage throws, so the queue redelivers the message and, after its
 * retries, dead-letters it (the cron then fails the range as not reported).
 */
import type { Bindings } from "../../env.ts";
import { openDb } from "../../platform/db/db.ts";
import { createHttpClient, type HttpClient } from "../../venues/http/client.ts";
import { findVenue } from "../../venues/registry.ts";
import type { VenueFailure } from "../../venues/shared/quote.ts";
import { FAILURES_PER_RANGE, MAX_PARTS } from "../collect/budget.ts";
import { messageVenue, type VenueTapeMessage } from "../collect/messages.ts";
import { fetchListingPage, fetchTradePrints, type PageOutcome } from "../collect/pages.ts";
import { sealIfReported } from "../collect/seal.ts";
import { cycleSnapshotKey } from "../keys.ts";
import { partKey } from "../parts.ts";
import { writeBooks } from "../store/lake-books.ts";
import { writePart } from "../store/lake-parts.ts";
import {
  collectionCatalogMarkets,
  type RangeFailure,
  readRange,
  reportRange,
  type SnapshotRef,
} from "../store/lake-ranges.ts";
import { writeTrades } from "../store/lake-trades.ts";
import { tradesCompleteness } from "../trades.ts";

export interface VenueTapeDeps {
  client: HttpClient;
  /** Enqueues the ranges that follow (the queue binding; tests record them to drive the chain). */
  send: (messages: VenueTapeMessage[]) => Promise<void>;
  now: () => number;
}

export type MessageOutcome = "reported" | "duplicate" | "unknown_collection";

export function queueDeps(env: Bindings): VenueTapeDeps {
  return {
    client: createHttpClient(),
    send: async (messages) => {
      if (messages.length > 0) await env.LAKE_COLLECT.sendBatch(messages.map((body) => ({ body })));
    },
    now: Date.now,
  };
}

type PageMore = Extract<PageOutcome, { ok: true }>["more"];

interface Successor {
  part: number;
  cursor: string | null;
  message: VenueTapeMessage;
}

export async function processVenueTapeMessage(
  env: Bindings,
  message: VenueTapeMessage,
  deps: VenueTapeDeps,
): Promise<MessageOutcome> {
  const db = openDb(env.DB);
  const ref: SnapshotRef = { venue: messageVenue(message), cycleStartMs: message.cycle_start_ms };
  const range = await readRange(db, ref, message.part);
  if (!range) return "unknown_collection";
  if (range.state !== "pending") {
    // Reported already: a duplicate, or a redelivery after its successors were recorded but not sent.
    await resendPendingSuccessors(db, ref, message, deps);
    await sealIfReported(db, env.LAKE, ref, deps.now());
    return "duplicate";
  }

  // The minute's trade prints are read once, by the collection's first range (before it is reported,
  // so a reported range implies its minute's trades object exists).
  if (message.part === 0) await tapeTrades(env, messageVenue(message), ref.cycleStartMs, deps.client);
  const [fetched, catalogMarkets] = await Promise.all([
    fetchListingPage(env, message, deps.client),
    collectionCatalogMarkets(db, ref),
  ]);
  const page = withoutCatalogMarkets(fetched, catalogMarkets);
  const snapshot = cycleSnapshotKey(ref.venue, ref.cycleStartMs);
  let successors: Successor[];
  let reported: boolean;
  if (page.ok) {
    const nextCursor = "cursor" in page.more ? page.more.cursor : "";
    // Books first: a part that exists implies its books were written.
    await writeBooks(env.LAKE, ref.venue, ref.cycleStartMs, message.part, page.books);
    const stored = await writePart(env.LAKE, partKey(snapshot, message.part), page.rows, {
      next_cursor: nextCursor,
    });
    const failures = capped(page.failures);
    successors = successorsOf(message, {
      ok: true,
      more: page.more,
      storedCursor: stored.meta.next_cursor ?? nextCursor,
    });
    const limit = pastLimit(successors);
    if (limit) failures.push(limit);
    successors = successors.filter((s) => s.part < MAX_PARTS);
    reported = await reportRange(
      db,
      ref,
      message.part,
      { state: "done", rows: stored.rows, bytes: stored.bytes, quoteFields: stored.quoteFields, failures },
      deps.now(),
      successors,
    );
  } else {
    successors = successorsOf(message, { ok: false }).filter((s) => s.part < MAX_PARTS);
    const failure: RangeFailure = { reason: page.failure.reason, stage: page.failure.stage };
    // The listing past a range whose chain stops here is not read: said once, as its own failure.
    const rest = chainEnds(message, successors) ? [{ reason: "listing_stopped", stage: failure.stage }] : [];
    reported = await reportRange(
      db,
      ref,
      message.part,
      { state: "failed", failures: [failure, ...rest] },
      deps.now(),
      successors,
    );
  }
  if (!reported) return "duplicate";
  await deps.send(successors.map((s) => s.message));
  await sealIfReported(db, env.LAKE, ref, deps.now());
  return "reported";
}

/**
 * A page without the catalog's markets: the minute cycle's own range tapes those (src/lake/collect/minute.ts),
 * as it read them, so the snapshot holds each market once, as the minute's ticks saw it.
 */
export function withoutCatalogMarkets(page: PageOutcome, catalog: ReadonlySet<string>): PageOutcome {
  if (!page.ok || catalog.size === 0) return page;
  return {
    ...page,
    rows: page.rows.filter((row) => !catalog.has(row.market_id)),
    books: page.books.filter((line) => !catalog.has(line.market_id)),
    failures: page.failures.filter((f) => f.market_id === undefined || !catalog.has(f.market_id)),
  };
}

/**
 * Writes the minute's trades object. Its create is conditional: a redelivery or a retried message finds
 * the first writer's object and adds nothing. A listing cut short (a page failed after the client's
 * retries) is written with what was read and marked incomplete, never silently short.
 */
async function tapeTrades(env: Bindings, venue: string, cycleStartMs: number, client: HttpClient) {
  const trades = findVenue(venue)?.trades;
  if (!trades) return;
  const listing = await fetchTradePrints(trades, env, cycleStartMs, client);
  await writeTrades(env.LAKE, venue, cycleStartMs, listing.trades, tradesCompleteness(listing.failures));
}

/**
 * The ranges after this one. A cursor chain (Kalshi): the next cursor's page, while there is one (a failed page ends
 * the chain: its cursor is unknown). An offset chain (Gamma): the chain's next page after a full page, and after a first
 * failure (the listing's end is unknown); a second failure in a row ends the chain.
 */
function successorsOf(
  message: VenueTapeMessage,
  page: { ok: true; more: PageMore; storedCursor: string } | { ok: false },
): Successor[] {
  if ("cursor" in message) {
    if (!page.ok || page.storedCursor === "") return [];
    const next = { ...message, part: message.part + 1, cursor: page.storedCursor };
    return [{ part: next.part, cursor: next.cursor, message: next }];
  }
  const more = page.ok ? "full" in page.more && page.more.full : !message.after_failure;
  if (!more) return [];
  const next = { ...message, part: message.part + message.stride, after_failure: !page.ok };
  return [{ part: next.part, cursor: null, message: next }];
}

/** A failed range whose chain stops here leaves the rest of its chain unread: say so. */
function chainEnds(message: VenueTapeMessage, successors: Successor[]): boolean {
  return successors.length === 0 && ("cursor" in message || message.after_failure);
}

function pastLimit(successors: Successor[]): RangeFailure | null {
  return successors.some((s) => s.part >= MAX_PARTS)
    ? { reason: "page_limit_reached", stage: "lake_collect" }
    : null;
}

function capped(failures: VenueFailure[]): RangeFailure[] {
  return failures.slice(0, FAILURES_PER_RANGE).map((f) => ({
    reason: f.reason,
    stage: f.stage,
    ...(f.market_id ? { market_id: f.market_id } : {}),
  }));
}

/** After a redelivery: successors recorded pending (by the first delivery) are sent again. */
async function resendPendingSuccessors(
  db: ReturnType<typeof openDb>,
  ref: SnapshotRef,
  message: VenueTapeMessage,
  deps: VenueTapeDeps,
): Promise<void> {
  const nextPart = "cursor" in message ? message.part + 1 : message.part + message.stride;
  const next = await readRange(db, ref, nextPart);
  if (next?.state !== "pending") return;
  if ("cursor" in message) {
    await deps.send([{ ...message, part: nextPart, cursor: next.cursor ?? "" }]);
  } else {
    await deps.send([{ ...message, part: nextPart, after_failure: false }]);
  }
}
