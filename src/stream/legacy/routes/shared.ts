import type { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { minuteFloor } from "../../../domain/clock.ts";
import type { AppEnv } from "../../../env.ts";
import { findPublicInstrument, type InstrumentRow } from "../../../indices/store/indices.ts";
import { TtlCache } from "../../../platform/cache/ttl-cache.ts";
import { assertEntitled } from "../../../platform/http/entitled.ts";
import { COMMON_READ_PROBLEMS } from "../../../platform/http/openapi-responses.ts";
import { ProblemError } from "../../../platform/http/problem.ts";
import type { ProblemSlug } from "../../../platform/http/problem-catalog.ts";
import { type ReadRouteOptions, readRoute } from "../../../platform/http/read-route.ts";
import { failClosed } from "../../../platform/http/safety.ts";
import type { NoQuerySchema } from "../../../platform/http/schemas.ts";
import type { MarketSymbolParam } from "./schema.ts";

const LEGACY_TAG = "Legacy";
const MARKETS_BASE = "/api/markets";

export const marketPath = (slug: string, suffix = "") => `${MARKETS_BASE}/${slug}${suffix}`;

/**
 * The instant a legacy market's `status` is evaluated at: the current minute. Values arrive once an
 * ingestion minute, so a body (and its ETag) changes at most once a minute and revalidates in between.
 * The freshness rule gives the same answer at the minute's start as at any instant of it
 * (src/domain/freshness.ts), so `stale` appears exactly when v1 starts answering 503.
 */
export function statusMinute(nowMs: number = Date.now()): number {
  return minuteFloor(nowMs);
}

/** Catalog rows change only when the catalog is re-seeded: a minute in the isolate is plenty fresh. */
const marketRows = new TtlCache<string, InstrumentRow>({ ttlMs: 60_000, maxEntries: 1_000 });

/**
 * Resolves `{symbol}` (symbol or slug of a public index or benchmark, any case) to its instrument, or
 * answers 404 market-not-found. Symbols and slugs are unique across both kinds (one instruments table).
 * The entitlement check runs after resolving, on the canonical slug, so no spelling bypasses a list.
 */
export async function resolveMarket(c: Context<AppEnv>, symbol: string): Promise<InstrumentRow> {
  const row = await failClosed(
    () =>
      marketRows.getOrLoad(symbol.toLowerCase(), async () => {
        const [index, benchmark] = await Promise.all([
          findPublicInstrument(c.env.DB, "index", symbol),
          findPublicInstrument(c.env.DB, "benchmark", symbol),
        ]);
        return index ?? benchmark;
      }),
    { what: "market catalog" },
  );
  if (!row) {
    throw new ProblemError("market-not-found", {
      detail: `No public index or benchmark has the symbol or slug '${symbol}'. The markets are listed at ${MARKETS_BASE}.`,
    });
  }
  await assertEntitled(c, row.slug);
  return row;
}

/**
 * Problems of every legacy read. The per-IP limit is a v1 rule (the legacy plane has none), so
 * `rate-limit-exceeded` is not among them.
 */
const LEGACY_READ_PROBLEMS = COMMON_READ_PROBLEMS.filter((slug) => slug !== "rate-limit-exceeded");

const MARKET_PROBLEMS: ProblemSlug[] = ["market-not-found", "benchmark-not-entitled"];

/** A read of the legacy markets surface (a plain JSON body, no envelope); `params` for one market's routes. */
export function legacyRoute<
  S extends z.ZodType,
  Q extends z.ZodObject = typeof NoQuerySchema,
  P extends typeof MarketSymbolParam | undefined = undefined,
>(options: Omit<ReadRouteOptions<S, P, Q>, "tag" | "commonProblems">) {
  return readRoute({
    ...options,
    tag: LEGACY_TAG,
    path: `${MARKETS_BASE}${options.params ? "/{symbol}" : ""}${options.path}`,
    commonProblems: LEGACY_READ_PROBLEMS,
    problems: [...(options.params ? MARKET_PROBLEMS : []), ...(options.problems ?? [])],
  });
}
