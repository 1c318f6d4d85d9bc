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
