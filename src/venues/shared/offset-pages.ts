import type { z } from "zod";
import type { HttpClient } from "../http/client.ts";
import type { PageLedger } from "./cursor-pages.ts";

export interface OffsetPagesOptions {
  stage: string;
  pageSize: number;
  maxPages: number;
  /** Stop once this many items arrived (a batch of ids cannot match more), saving an empty last page. */
  expectedAtMost?: number;
  schema: z.ZodType<unknown[]>;
  url: (offset: number) => string;
  /** `seen` is shared by the pages of one listing, for the duplicate rule. */
  onPage: (items: unknown[], receivedAtMs: number, seen: Set<string>) => void;
  /** Whether this full page ends the listing (e.g. it reaches past the window read). */
  last?: (items: unknown[]) => boolean;
}

/**
 * Walks a limit/offset listing (Polymarket Gamma) until a short page. Returns true when the listing
 * finished cleanly; a failed page or too many pages is recorded and returns false.
 */
export async function followOffsets(
  client: HttpClient,
  collector: PageLedger,
  options: OffsetPagesOptions,
): Promise<boolean> {
  const seen = new Set<string>();
  let received = 0;
  for (let page = 1; page <= options.maxPages; page++) {
    if (!collector.mayRequest(options.stage)) return false;
    const result = await client.getJson(options.url((page - 1) * options.pageSize), options.schema);
    // Only a first page decides whether the venue answered at all; a later page failing is partial.
    collector.requestDone(options.stage, result, { listing: page === 1 });
    if (!result.ok) return false;
    options.onPage(result.value, result.receivedAtMs, seen);
    received += result.value.length;
    if (result.value.length < options.pageSize || options.last?.(result.value)) return true;
    if (options.expectedAtMost !== undefined && received >= options.expectedAtMost) return true;
  }
  collector.record({ reason: "page_limit_reached", stage: options.stage });
  return false;
}
