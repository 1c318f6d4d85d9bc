import { createRoute, type z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { assertEntitled } from "../../../auth/entitlements.ts";
import { MINUTE_MS, ROUND_MINUTES, rfc3339, roundBucket } from "../../../domain/clock.ts";
import type { AppEnv } from "../../../env.ts";
import {
  COMMON_READ_PROBLEMS,
  NOT_MODIFIED_RESPONSE,
  problemResponses,
  READ_HEADERS,
} from "../../../http/openapi-responses.ts";
import { ProblemError } from "../../../http/problem.ts";
import type { ProblemSlug } from "../../../http/problem-catalog.ts";
import { readOrUnavailable } from "../../../http/safety.ts";
import { findPublicInstrument, type InstrumentRow } from "../../../store/indices.ts";
import { Memo } from "../../../store/memo.ts";
import { NoQuerySchema } from "../info/schema.ts";
import { IndexIdParam } from "./schema.ts";

export const INDICES_TAG = "Indices";

/** Reads for an index answer `index-unavailable` (503 + Retry-After) when storage fails. */
export function readIndex<T>(what: string, read: () => Promise<T>): Promise<T> {
  return readOrUnavailable(read, { slug: "index-unavailable", what });
}

/** Catalog rows change only when the catalog is re-seeded: a minute in the isolate is plenty fresh. */
const indexRows = new Memo<InstrumentRow>(60_000);

/** Resolves `{id}` (symbol or slug, any case) to a public index, or answers 404 `index-not-found`. */
export async function resolveIndex(c: Context<AppEnv>, id: string): Promise<InstrumentRow> {
  const row = await readIndex("index catalog", () =>
    indexRows.get(id.toLowerCase(), () => findPublicInstrument(c.env.DB, "index", id)),
  );
  if (!row) {
    throw new ProblemError("index-not-found", {
      detail: `No public index has the symbol or slug '${id}'. The catalog is at /api/v1/indices.`,
    });
  }
  // After resolving, on the canonical slug: no spelling of {id} can bypass an entitlement list.
  await assertEntitled(c, row.slug);
  return row;
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
  };
}

export function identity(row: InstrumentRow) {
  return { id: row.symbol, symbol: row.symbol, slug: row.slug };
}

export function wireValue(row: InstrumentRow, decimal: string, number: number) {
  return { decimal, number, unit: row.unit, display: row.display.replace("{value}", decimal) };
}

/** Start of the next five-minute round after `nowMs`. */
export function nextRoundAt(nowMs: number): string {
  return rfc3339(roundBucket(nowMs) + ROUND_MINUTES * MINUTE_MS);
}

/** An OpenAPI GET route on one index with the shared parameters and responses. */
export function indexRoute<S extends z.ZodType, Q extends z.ZodObject = typeof NoQuerySchema>(options: {
  path: string;
  operationId: string;
  summary: string;
  description: string;
  schema: S;
  query?: Q;
  problems?: ProblemSlug[];
}) {
  return createRoute({
    method: "get",
    path: `/api/v1/indices/{id}${options.path}`,
    operationId: options.operationId,
    tags: [INDICES_TAG],
    summary: options.summary,
    description: options.description,
    request: { params: IndexIdParam, query: (options.query ?? NoQuerySchema) as Q },
    responses: {
      200: {
        description: options.summary,
        headers: READ_HEADERS,
        content: { "application/json": { schema: options.schema } },
      },
      ...NOT_MODIFIED_RESPONSE,
      ...problemResponses(
        ...COMMON_READ_PROBLEMS,
        "index-not-found",
        "index-unavailable",
        "benchmark-not-entitled",
        ...(options.problems ?? []),
      ),
    },
  });
}
