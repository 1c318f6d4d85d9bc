/**
 * The lake's configuration: which venues are served (the explicit allow-list) and the published byte
 * ceiling of one snapshot. Both come from plain vars in wrangler.toml, so each deployment states its own.
 */
import type { Bindings } from "../../env.ts";
import { type LakeVenues, lakeVenues, parseAllowList } from "../venues.ts";

/** Used when LAKE_SNAPSHOT_MAX_BYTES is unset or not a positive whole number. */
export const DEFAULT_SNAPSHOT_MAX_BYTES = 8 * 1024 * 1024;

export const PAGE_DEFAULT = 1;
export const PAGE_SIZE_DEFAULT = 100;
export const PAGE_SIZE_MAX = 500;

type LakeVars = Partial<Record<"LAKE_ALLOWED_VENUES" | "LAKE_SNAPSHOT_MAX_BYTES", string>>;

/** The deployment's allow-list (LAKE_ALLOWED_VENUES); unset means nothing is served. */
export function allowList(env: Bindings): ReadonlySet<string> {
  return parseAllowList((env as LakeVars).LAKE_ALLOWED_VENUES);
}

/** Served and excluded venues under this deployment's allow-list. */
export function configuredVenues(env: Bindings): LakeVenues {
  return lakeVenues(allowList(env));
}

/** The published ceiling: the same number /api/v1/lake shows is the one the quotes route enforces. */
export function snapshotMaxBytes(env: Bindings): number {
  const raw = (env as LakeVars).LAKE_SNAPSHOT_MAX_BYTES;
  const value = raw === undefined || !/^\d{1,12}$/.test(raw) ? Number.NaN : Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : DEFAULT_SNAPSHOT_MAX_BYTES;
}
