import type { Context } from "hono";
import type { AppEnv } from "../../../env.ts";
import { TtlCache } from "../../../platform/cache/ttl-cache.ts";
import { assertEntitled } from "../../../platform/http/entitled.ts";
import { ProblemError } from "../../../platform/http/problem.ts";
import type { ProblemSlug } from "../../../platform/http/problem-catalog.ts";
import { failClosed } from "../../../platform/http/safety.ts";
import { findPublicInstrument, type InstrumentRow } from "../../store/indices.ts";

/** Catalog rows change only when the catalog is re-seeded: a minute in the isolate is plenty fresh. */
const instrumentRows = new TtlCache<string, InstrumentRow>({ ttlMs: 60_000, maxEntries: 1_000 });

/**
 * Resolves `{id}` (symbol or slug, any case) to a public instrument of `kind`, or answers the
 * not-found problem. The entitlement check runs after resolving, on the canonical slug, so no
 * spelling of `{id}` can bypass a key's entitlement list.
 */
export async function resolveInstrument(
  c: Context<AppEnv>,
  kind: "index" | "benchmark",
  id: string,
  problems: { notFound: ProblemSlug; unavailable: ProblemSlug; catalogPath: string },
): Promise<InstrumentRow> {
  const row = await failClosed(
    () =>
      instrumentRows.getOrLoad(`${kind}:${id.toLowerCase()}`, () => findPublicInstrument(c.env.DB, kind, id)),
    { slug: problems.unavailable, what: `${kind} catalog` },
  );
  if (!row) {
    throw new ProblemError(problems.notFound, {
      detail: `No public ${kind} has the symbol or slug '${id}'. The catalog is at ${problems.catalogPath}.`,
    });
  }
  await assertEntitled(c, row.slug);
  return row;
}
