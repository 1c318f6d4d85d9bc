/**
 * Polymarket's resolutions, from Gamma: a market is `closed` when trading stops; its outcome goes through
 * the UMA oracle, whose stage Gamma reports in `umaResolutionStatus` (`proposed`, `disputed`, `resolved`)
 * with the stages so far in `umaResolutionStatuses` (a JSON-encoded list); once resolved, `outcomePrices`
 * are the payout per outcome (`["1","0"]`: the first outcome won; `["0.5","0.5"]`: a 50-50 void). The
 * closed listing is `GET /markets?closed=true&end_date_min=` in offset pages; named markets are one
 * `GET /markets?id=…&id=…` read (open and closed ones alike).
 */
import { z } from "zod";
import type { HttpClient } from "../http/client.ts";
import { schemaPath } from "../http/client.ts";
import type { VenueFailure } from "../shared/quote.ts";
import { endpoint } from "../shared/request-helpers.ts";
import {
  instantText,
  type MarketResolution,
  type ResolutionBatch,
  type ResolutionResult,
  type ResolutionStatus,
} from "../shared/resolution.ts";
import { gammaMarketsPageSchema } from "./polymarket-schema.ts";

export const GAMMA_RESOLUTION_STAGE = "gamma_resolutions";
/** Markets per resolution page (and per `id=` read). */
export const GAMMA_RESOLUTION_PAGE = 200;

const text = z.string().max(2000).nullish();
const gammaResolutionSchema = z.object({
  id: z.string().min(1).max(100),
  closed: z.boolean(),
  outcomes: z.string().max(2000),
  outcomePrices: text,
  umaResolutionStatus: text,
  umaResolutionStatuses: text,
  closedTime: text,
  umaEndDate: text,
  endDate: text,
  // Read leniently (./gammaGrouping): a grouping pix cannot read is null, never a market refused.
  category: z.unknown().optional(),
  negRisk: z.unknown().optional(),
  events: z.unknown().optional(),
});

function stringList(value: string | null | undefined): string[] | null {
  if (value === null || value === undefined) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) && parsed.every((item) => typeof item === "string") ? parsed : null;
  } catch {
    return null;
  }
}

const EXACT = /^(0|1)(\.0+)?$/;
const HALF = /^0?\.50*$/;

/** The result the resolved payouts name: the first outcome (YES) or the second paid 1, or an even split. */
function payoutResult(prices: string[]): ResolutionResult | null {
  if (prices.length !== 2) return null;
  const [first, second] = prices as [string, string];
  if (EXACT.test(first) && EXACT.test(second)) {
    if (Number(first) === 1 && Number(second) === 0) return "yes";
    if (Number(first) === 0 && Number(second) === 1) return "no";
    return null;
  }
  return HALF.test(first) && HALF.test(second) ? "void" : null;
}

/** One Gamma market's resolution fields in pix's shape, or the reason it cannot be read. */
export function normalizeGammaResolution(
  raw: unknown,
): { ok: true; value: MarketResolution } | { ok: false; failure: VenueFailure } {
  const parsed = gammaResolutionSchema.safeParse(raw);
  const rawId = raw !== null && typeof raw === "object" ? (raw as { id?: unknown }).id : undefined;
  if (!parsed.success) {
    return {
      ok: false,
      failure: {
        ...(typeof rawId === "string" && rawId !== "" ? { market_id: rawId.slice(0, 100) } : {}),
        reason: "invalid_market",
        stage: GAMMA_RESOLUTION_STAGE,
        detail: schemaPath(parsed.error),
      },
    };
  }
  const market = parsed.data;
  const fail = (reason: string, detail: string) => ({
    ok: false as const,
    failure: { market_id: market.id, reason, stage: GAMMA_RESOLUTION_STAGE, detail },
  });
  const outcomes = stringList(market.outcomes);
  if (outcomes === null || outcomes.length !== 2) return fail("invalid_outcomes", "outcomes");
  const prices = market.outcomePrices == null ? null : stringList(market.outcomePrices);
  if (market.outcomePrices != null && prices === null) return fail("invalid_outcome_prices", "outcomePrices");
  if (market.umaResolutionStatuses != null && stringList(market.umaResolutionStatuses) === null)
    return fail("invalid_resolution_statuses", "umaResolutionStatuses");
  const uma = market.umaResolutionStatus ?? "";
  const paid = prices === null ? null : payoutResult(prices);
  let status: ResolutionStatus;
  let result: ResolutionResult | null = null;
  if (!market.closed) status = "open";
  else if (uma === "resolved" || (uma === "" && paid !== null && paid !== "void")) {
    // A resolved market's payouts are its outcome; an earlier market with no oracle stage recorded but
    // exact 1/0 payouts was resolved before Gamma kept the stages.
    // Payouts pix does not read (neither 1/0 nor an even split) are recorded as `unknown`, never dropped.
    result = paid;
    status = paid === null ? "unknown" : paid === "void" ? "voided" : "settled";
  } else if (uma === "disputed") status = "disputed";
  else if (uma === "proposed") status = "proposed";
  else if (uma === "") status = "closed";
  else status = "unknown";
  const settlement =
    result === null ? null : result === "void" ? (prices?.[0] ?? null) : result === "yes" ? "1" : "0";
  const final = status === "settled" || status === "voided";
  return {
    ok: true,
    value: {
      market_id: market.id,
      status,
      result,
      settlement_value: settlement,
      close_time: instantText(market.closedTime) ?? instantText(market.endDate),
      settled_at: final ? instantText(market.umaEndDate) : null,
      venue_status: market.closed ? (uma === "" ? "closed" : uma) : "open",
      venue_result: final || status === "unknown" ? (market.outcomePrices ?? null) : null,
      source: {
        closed: String(market.closed),
        outcomes: market.outcomes,
        outcomePrices: market.outcomePrices ?? null,
        umaResolutionStatus: market.umaResolutionStatus ?? null,
        umaResolutionStatuses: market.umaResolutionStatuses ?? null,
        closedTime: market.closedTime ?? null,
        umaEndDate: market.umaEndDate ?? null,
        endDate: market.endDate ?? null,
      },
      ...gammaGrouping(market),
    },
  };
}

/** Text of at most `max` characters, trimmed; null for anything else (or empty). */
function shortText(value: unknown, max: number): string | null {
  if (typeof value === "number" && Number.isSafeInteger(value)) return String(value);
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed === "" || trimmed.length > max ? null : trimmed;
}

/**
 * A Gamma market's event (its first event's id), whether that event is negRisk (its markets mutually
 * exclusive, one resolving yes) and its category (the market's, else its first event's). What does not
 * read is null: the resolution is kept whatever these say.
 */
function gammaGrouping(market: z.infer<typeof gammaResolutionSchema>) {
  const events = Array.isArray(market.events) ? market.events : [];
  const first: unknown = events[0];
  const event = first !== null && typeof first === "object" ? (first as Record<string, unknown>) : {};
  return {
    event_id: shortText(event.id, 100),
    event_exclusive: typeof market.negRisk === "boolean" ? market.negRisk : null,
    category: shortText(market.category, 200) ?? shortText(event.category, 200),
  };
}

async function readPage(client: HttpClient, url: string, offset: number | null): Promise<ResolutionBatch> {
  const result = await client.getJson(url, gammaMarketsPageSchema);
  if (!result.ok) {
    return {
      ok: false,
      failure: {
        reason: result.reason,
        stage: GAMMA_RESOLUTION_STAGE,
        ...(result.detail === undefined ? {} : { detail: result.detail }),
      },
    };
  }
  const resolutions: MarketResolution[] = [];
  const failures: VenueFailure[] = [];
  const seen = new Set<string>();
  for (const raw of result.value) {
    const read = normalizeGammaResolution(raw);
    if (!read.ok) failures.push(read.failure);
    else if (seen.has(read.value.market_id))
      failures.push({
        market_id: read.value.market_id,
        reason: "duplicate_market",
        stage: GAMMA_RESOLUTION_STAGE,
      });
    else {
      seen.add(read.value.market_id);
      resolutions.push(read.value);
    }
  }
  const full = offset !== null && result.value.length >= GAMMA_RESOLUTION_PAGE;
  return { ok: true, resolutions, failures, next: full ? String((offset ?? 0) + GAMMA_RESOLUTION_PAGE) : "" };
}

export function fetchGammaClosedPage(
  gammaBaseUrl: string,
  page: string,
  sinceMs: number,
  client: HttpClient,
): Promise<ResolutionBatch> {
  const offset = page === "" ? 0 : Number(page);
  if (!Number.isSafeInteger(offset) || offset < 0) {
    return Promise.resolve({
      ok: false,
      failure: { reason: "invalid_page", stage: GAMMA_RESOLUTION_STAGE },
    });
  }
  const query = new URLSearchParams({
    closed: "true",
    end_date_min: new Date(sinceMs).toISOString(),
    limit: String(GAMMA_RESOLUTION_PAGE),
    offset: String(offset),
  });
  return readPage(client, endpoint(gammaBaseUrl, "/markets", query), offset);
}

export async function fetchGammaResolutions(
  gammaBaseUrl: string,
  ids: readonly string[],
  client: HttpClient,
): Promise<ResolutionBatch> {
  if (ids.length === 0) return { ok: true, resolutions: [], failures: [], next: "" };
  const query = new URLSearchParams({ limit: String(GAMMA_RESOLUTION_PAGE) });
  for (const id of ids.slice(0, GAMMA_RESOLUTION_PAGE)) query.append("id", id);
  return readPage(client, endpoint(gammaBaseUrl, "/markets", query), null);
}
