/** Every scope a key can carry: one per read plane. */
export const SCOPES = [
  "indices:read",
  "benchmarks:read",
  "lake:read",
  "markets:read",
  "research:read",
  "factors:read",
  "status:read",
  "equivalence:read",
  "outcomes:read",
] as const;

export type Scope = (typeof SCOPES)[number];
