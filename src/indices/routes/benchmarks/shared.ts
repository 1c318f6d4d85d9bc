import type { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../../../env.ts";
import type { ProblemSlug } from "../../../platform/http/problem-catalog.ts";
import { type ReadRouteOptions, readRoute } from "../../../platform/http/read-route.ts";
import type { NoQuerySchema } from "../../../platform/http/schemas.ts";
import type { InstrumentRow } from "../../store/indices.ts";
import { resolveInstrument } from "../instruments/resolve.ts";
import { BenchmarkIdParam } from "./schema.ts";

const BENCHMARKS_TAG = "Benchmarks";
export const CANONICAL_BASE = "/api/v1/benchmarks";
export const ALIAS_BASE = "/api/v1/commodities";

/** The two mount points: the canonical path and the deprecated alias (byte-identical bodies). */
export const MOUNTS = [
  { base: CANONICAL_BASE, deprecated: false, operationSuffix: "" },
  { base: ALIAS_BASE, deprecated: true, operationSuffix: "ViaCommoditiesAlias" },
] as const;
export type Mount = (typeof MOUNTS)[number];

/** Payload links always use the canonical path, whichever mount answered. */
export const benchmarkPath = (slug: string, suffix = "") => `${CANONICAL_BASE}/${slug}${suffix}`;

export function benchmarkLinks(slug: string, self: string) {
  return {
    self,
    benchmark: benchmarkPath(slug),
    snapshot: benchmarkPath(slug, "/snapshots/latest"),
    history: benchmarkPath(slug, "/history"),
  };
}

export function reference() {
  return { classification: "reference" as const, official: false as const, settlement_grade: false as const };
}

export function identity(row: InstrumentRow) {
  return { id: row.symbol, symbol: row.symbol, slug: row.slug };
}

export function resolveBenchmark(c: Context<AppEnv>, id: string): Promise<InstrumentRow> {
  return resolveInstrument(c, "benchmark", id, {
    notFound: "benchmark-not-found",
    unavailable: "service-unavailable",
    catalogPath: CANONICAL_BASE,
  });
}

const ALIAS_NOTE =
  'Deprecated alias of the same route under /api/v1/benchmarks: byte-identical body, plus `Deprecation: true` and `Link: <…/benchmarks…>; rel="successor-version"`.';

const BENCHMARK_PROBLEMS: ProblemSlug[] = ["benchmark-not-found", "benchmark-not-entitled"];

/**
 * A benchmark read under one mount: the alias mount is marked deprecated, says so in its summary and
 * description, and gets its own operationId. With `withId` (the default) the route reads one benchmark.
 */
export function benchmarkRoute<S extends z.ZodType, Q extends z.ZodObject = typeof NoQuerySchema>(
  mount: Mount,
  options: Omit<ReadRouteOptions<S, typeof BenchmarkIdParam, Q>, "tag" | "params" | "deprecated"> & {
    description: string;
    withId?: boolean;
  },
) {
  const { withId = true, ...route } = options;
  return readRoute({
    ...route,
    tag: BENCHMARKS_TAG,
    path: `${mount.base}${withId ? "/{id}" : ""}${options.path}`,
    operationId: `${options.operationId}${mount.operationSuffix}`,
    summary: mount.deprecated ? `${options.summary} (deprecated alias)` : options.summary,
    description: mount.deprecated ? `${ALIAS_NOTE}\n\n${options.description}` : options.description,
    deprecated: mount.deprecated,
    responseDescription: options.summary,
    params: withId ? BenchmarkIdParam : undefined,
    problems: [...(withId ? BENCHMARK_PROBLEMS : []), ...(options.problems ?? [])],
  });
}
