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
/** One candle of the chart (`chart.ts`): its start (RFC 3339) and its open, high, low and close. */
export type Candle = Pick<History["buckets"][number], "start_at" | "open" | "high" | "low" | "close">;
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

/** The equivalence routes read by the pairs view. */
export type EquivalencePair = Schemas["EquivalencePair"];
export type EquivalencePairResource = Schemas["EquivalencePairResource"];
export type EquivalencePairs = Schemas["EquivalencePairs"];
export type EquivalencePagination = Schemas["EquivalencePagination"];
export type RuleDiff = Schemas["RuleDiff"];
export type RuleEvidence = Schemas["RuleEvidence"];
export type EquivalenceBasis = Schemas["EquivalenceBasis"];

/** `GET /api/v1/calibration`, read by the calibration view. */
export type Calibration = Schemas["Calibration"];
export type CalibrationBin = Schemas["CalibrationBin"];

/** An index's distributions over time and its scored periods, read by the fan view. */
export type IndexDistributionHistory = Schemas["IndexDistributionHistory"];
export type IndexDistributionAt = Schemas["IndexDistributionAt"];
export type IndexOutcomes = Schemas["IndexOutcomes"];
export type IndexOutcomePeriod = Schemas["IndexOutcomePeriod"];
