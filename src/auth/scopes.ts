import { PLANES, type Plane } from "./planes.ts";

/** Every scope a key can carry: one per read plane (spec section 5.3). */
export const SCOPES = [
  "indices:read",
  "benchmarks:read",
  "lake:read",
  "markets:read",
  "research:read",
  "factors:read",
] as const;

export type Scope = (typeof SCOPES)[number];

/** The deprecated commodities alias belongs to the benchmarks plane (spec 9.5). */
function matchesPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * The read plane a path belongs to, or undefined for the discovery routes (`/api/v1`, `/api/v1/info`,
 * `/api/v1/openapi.json`) and paths outside every plane. Matching is on whole path segments, so
 * `/api/v1/indicesX` is not the indices plane.
 */
export function planeForPath(path: string): Plane | undefined {
  return PLANES.find((plane) => plane.paths.some((prefix) => matchesPrefix(path, prefix)));
}
