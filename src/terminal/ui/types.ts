/**
 * The shapes the page reads, as the API publishes them: the types `@pix/client` generates from
 * `/api/v1/openapi.json` (browser code cannot import the Worker's modules, and need not restate them).
 */
import type { components } from "@pix/client";

type Schemas = components["schemas"];

export type {
  StreamState as ConnectionState,
  StreamV2Message as V2Message,
  StreamV2ServerMessage as V2ServerMessage,
} from "@pix/client";

export type LegacyMarket = Schemas["LegacyMarket"];
/** A venue contract an index is computed from (`/api/v1/indices/{id}`). */
export type IndexContract = Schemas["IndexContract"];
export type IndexDetail = Schemas["Index"];

export interface Envelope<T> {
  data: T;
}

export type Snapshot = Schemas["IndexSnapshot"] | Schemas["BenchmarkSnapshot"];
export type History = Schemas["IndexHistory"] | Schemas["BenchmarkHistory"];
export type Distribution = Schemas["IndexDistribution"];
export type Round = Schemas["IndexRound"];
export type News = Schemas["IndexNews"];

/** A venue of `/api/v1/lake/venues` as far as the venue strip reads it. */
export type LakeVenue = Pick<
  Schemas["LakeVenueCatalog"]["venues"][number],
  "venue" | "name" | "cadence_seconds"
> & {
  coverage: { last_snapshot: Pick<NonNullable<Schemas["LakeSnapshotRef"]>, "cycle_start"> | null };
};

/** `GET /api/v1/status` and `GET /api/v1/status/incidents`, read by the status panel. */
export type ServiceStatus = Schemas["Status"];
export type StatusComponent = Schemas["StatusComponent"];
export type StatusObjective = Schemas["StatusObjective"];
export type StatusIncident = Schemas["StatusIncident"];
