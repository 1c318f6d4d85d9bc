import type { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { MINUTE_MS, ROUND_MINUTES, rfc3339, roundBucket } from "../../../domain/clock.ts";
import type { AppEnv } from "../../../env.ts";
import type { ProblemSlug } from "../../../platform/http/problem-catalog.ts";
import { type ReadRouteOptions, readRoute } from "../../../platform/http/read-route.ts";
import { failClosed } from "../../../platform/http/safety.ts";
import type { NoQuerySchema } from "../../../platform/http/schemas.ts";
import type { InstrumentRow } from "../../store/indices.ts";
import { resolveInstrument } from "../instruments/resolve.ts";
import { IndexIdParam } from "./schema.ts";

export const INDICES_TAG = "Indices";

/** Reads for an index answer `index-unavailable` (503 + Retry-After) when storage fails. */
export function readIndex<T>(what: string, read: () => Promise<T>): Promise<T> {
  return failClosed(read, { slug: "index-unavailable", what });
}

/** Resolves `{id}` (symbol or slug, any case) to a public index, or answers 404 `index-not-found`. */
export function resolveIndex(c: Context<AppEnv>, id: string): Promise<InstrumentRow> {
  return resolveInstrument(c, "index", id, {
    notFound: "index-not-found",
    unavailable: "index-unavailable",
    catalogPath: "/api/v1/indices",
  });
}

export const indexPath = (slug: string, suffix = "") => `/api/v1/indices/${slug}${suffix}`;

/** Links from every index resource to its siblings (slug form). */
export function indexLinks(slug: string, self: string) {
  return {
    self,
    index: indexPath(slug),
    snapshot: indexPath(slug, "/snapshots/latest"),
    round: indexPath(slug, "/rounds/latest"),
    distribution: indexPath(slug, "/distributions/latest"),
    history: indexPath(slug, "/history"),
    statistics: indexPath(slug, "/statistics/latest"),
    daily_closes: indexPath(slug, "/daily-closes"),
    news: indexPath(slug, "/news"),
  };
}

export function identity(row: InstrumentRow) {
  return { id: row.symbol, symbol: row.symbol, slug: row.slug };
}

/** The last answer of nextRoundAt: it changes once a round, and every snapshot read asks. */
let lastNextRound = { bucketMs: Number.NaN, at: "" };

/** Start of the next five-minute round after `nowMs`. */
export function nextRoundAt(nowMs: number): string {
  const bucketMs = roundBucket(nowMs);
  if (bucketMs !== lastNextRound.bucketMs) {
    lastNextRound = { bucketMs, at: rfc3339(bucketMs + ROUND_MINUTES * MINUTE_MS) };
  }
  return lastNextRound.at;
}

const INDEX_PROBLEMS: ProblemSlug[] = ["index-not-found", "index-unavailable", "benchmark-not-entitled"];

/** A read of one index: `{id}` resolved to an index, and the problems that resolution can answer. */
export function indexRoute<S extends z.ZodType, Q extends z.ZodObject = typeof NoQuerySchema>(
  options: Omit<ReadRouteOptions<S, typeof IndexIdParam, Q>, "tag" | "params">,
) {
  return readRoute({
    ...options,
    tag: INDICES_TAG,
    path: `/api/v1/indices/{id}${options.path}`,
    params: IndexIdParam,
    problems: [...INDEX_PROBLEMS, ...(options.problems ?? [])],
  });
}
