import type { z } from "zod";
import type { HttpClient } from "../http/client.ts";
import type { QuoteCollector } from "./collector.ts";

/**
 * What a pager reports to: whether another request may start, each request's outcome, and the failures
 * it names. A quote collector is one; a trade listing keeps a plainer one (src/venues/shared/trade-print.ts).
 */
export type PageLedger = Pick<QuoteCollector, "mayRequest" | "requestDone" | "record">;

export interface CursorPagesOptions<T> {
  stage: string;
  maxPages: number;
  schema: z.ZodType<T>;
  url: (cursor: string) => string;
  /** `seen` is shared by the pages of one listing, for the duplicate rule. */
  onPage: (page: T, receivedAtMs: number, seen: Set<string>) => void;
  /** Whether this page ends the listing though its cursor goes on (e.g. an empty page). */
  last?: (page: T) => boolean;
}

/**
 * Follows a cursor (Kalshi) until it comes back empty. Returns true when the listing finished cleanly;
 * a failed page, a cursor that repeats, or too many pages is recorded and returns false.
 */
export async function followCursor<T extends { cursor?: string | null }>(
  client: HttpClient,
  collector: PageLedger,
  options: CursorPagesOptions<T>,
): Promise<boolean> {
  const seen = new Set<string>();
  const cursorsUsed = new Set<string>();
  let cursor = "";
  for (let page = 1; page <= options.maxPages; page++) {
    if (!collector.mayRequest(options.stage)) return false;
    const result = await client.getJson(options.url(cursor), options.schema);
    // Only a first page decides whether the venue answered at all; a later page failing is partial.
    collector.requestDone(options.stage, result, { listing: page === 1 });
    if (!result.ok) return false;
    options.onPage(result.value, result.receivedAtMs, seen);
    cursor = result.value.cursor ?? "";
    if (cursor === "" || options.last?.(result.value)) return true;
    if (cursorsUsed.has(cursor)) {
      collector.record({ reason: "pagination_loop", stage: options.stage });
      return false;
    }
    cursorsUsed.add(cursor);
  }
  collector.record({ reason: "page_limit_reached", stage: options.stage });
  return false;
}
