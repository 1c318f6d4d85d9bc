/**
 * The read planes of pix and the scope a key needs on each. A plane's status turns
 * `available` once pix serves it; `/api/v1/info` publishes this table, and src/app.ts mounts each
 * route family's access control with its plane at the mounts derived from it (`PLANE_MOUNTS`): the one
 * statement of which paths belong to which plane.
 */
export const PLANES = [
  {
    id: "indices",
    description:
      "Public indices: resource, live snapshot, history, committed round, distribution and its history, statistics, daily closes, news.",
    paths: ["/api/v1/indices"],
    versioned: true,
    scope: "indices:read",
    anonymous: true,
    status: "available",
  },
  {
    id: "benchmarks",
    description:
      "Benchmark reference values (family commodities), with the deprecated /api/v1/commodities alias.",
    paths: ["/api/v1/benchmarks", "/api/v1/commodities"],
    versioned: true,
    scope: "benchmarks:read",
    anonymous: true,
    status: "available",
  },
  {
    id: "lake",
    description:
      "Read-only projection of the multi-venue quote tape: served venues, their collected days and snapshots, and the normalizer's rows, paginated.",
    paths: ["/api/v1/lake"],
    versioned: true,
    scope: "lake:read",
    anonymous: true,
    status: "available",
  },
  {
    id: "markets",
    description: "Legacy unversioned surface for terminals: REST and the WebSocket stream.",
    paths: ["/api/markets", "/ws"],
    versioned: false,
    scope: "markets:read",
    anonymous: true,
    status: "available",
  },
  {
    id: "factors",
    description: "Stock factor research route (research only; a key with factors:read is required).",
    paths: ["/api/v1/factors/stocks"],
    versioned: true,
    scope: "factors:read",
    anonymous: false,
    status: "available",
  },
  {
    id: "status",
    description:
      "Service status: each component's state, last event, lag percentiles, gaps and reconnects, and the overall state; the published objectives with their attainment; the incidents; a Statuspage-compatible summary.",
    paths: ["/api/v1/status"],
    versioned: true,
    scope: "status:read",
    anonymous: true,
    status: "available",
  },
  {
    id: "equivalence",
    description:
      "Cross-venue equivalence: Kalshi and Polymarket markets judged as pairs from their rule texts (relation, polarity, confidence, rule differences with evidence), the refused look-alikes with reason codes, and the matcher's measured accuracy.",
    paths: ["/api/v1/equivalence"],
    versioned: true,
    scope: "equivalence:read",
    anonymous: true,
    status: "available",
  },
  {
    id: "outcomes",
    description:
      "Market outcomes: each market's resolution, settlement and taped prices at fixed horizons before close; the venues' calibration; each index's resolved periods with its distributions before the release, scored.",
    // An index's scored outcomes are outcomes, though their path lies in the indices family.
    paths: ["/api/v1/outcomes", "/api/v1/calibration", "/api/v1/indices/:id/outcomes"],
    versioned: true,
    scope: "outcomes:read",
    anonymous: true,
    status: "available",
  },
] as const satisfies ReadonlyArray<{
  id: string;
  description: string;
  paths: readonly string[];
  versioned: boolean;
  scope: string;
  anonymous: boolean;
  status: "available" | "planned";
}>;

export type Plane = (typeof PLANES)[number];
export type PlaneId = Plane["id"];

/** Paths of a plane that are one endpoint rather than a family root (the stream's WebSocket). */
const SINGLE_ENDPOINTS: readonly string[] = ["/ws"];

/** A path with a `:name` segment: one endpoint carved out of another plane's family. */
const isCarvedOut = (path: string) => path.includes("/:");

/**
 * Where each plane's access control is mounted, from its `paths`: a family root `/x` as `/x/*` (Hono's
 * router matches `/x` and everything under `/x/`), a single endpoint or a carved-out path as itself.
 */
export const PLANE_MOUNTS: readonly (readonly [path: string, plane: PlaneId])[] = PLANES.flatMap((plane) =>
  plane.paths.map(
    (path) => [SINGLE_ENDPOINTS.includes(path) || isCarvedOut(path) ? path : `${path}/*`, plane.id] as const,
  ),
);

const CARVED_OUT = PLANES.flatMap((plane) =>
  plane.paths.filter(isCarvedOut).map((path) => ({ segments: path.split("/"), plane: plane.id })),
);

/**
 * The plane of a path carved out of another plane's family (`/api/v1/indices/:id/outcomes` is the
 * outcomes plane's, inside the indices family), `:name` matching one non-empty segment; undefined for
 * every other path. The family's access control leaves such a path to its own, so each request still
 * passes exactly one.
 */
export function carvedOutPlane(path: string): PlaneId | undefined {
  const segments = path.split("/");
  for (const carved of CARVED_OUT) {
    if (carved.segments.length !== segments.length) continue;
    const matches = carved.segments.every((part, i) => {
      const actual = segments[i] ?? "";
      return part.startsWith(":") ? actual !== "" : part === actual;
    });
    if (matches) return carved.plane;
  }
  return undefined;
}

/**
 * The scopes of every plane that answers anonymously: an account ceiling's default, so a first key
 * never reads less than no key.
 */
export const ANONYMOUS_PLANE_SCOPES = PLANES.filter((p) => p.anonymous).map((p) => p.scope);

export function planeById(id: PlaneId): Plane {
  const plane = PLANES.find((p) => p.id === id);
  if (!plane) throw new Error(`no plane ${id}`);
  return plane;
}

/** Planes whose resources are benchmarks or indices (the legacy markets carry both), where entitlement lists apply. */
export function isInstrumentPlane(plane: Plane | undefined): boolean {
  return plane?.id === "indices" || plane?.id === "benchmarks" || plane?.id === "markets";
}
