/** The official-prints adapter's configuration, observations and failures (src/venues/prints/). */
import type { HttpFailureReason } from "../http/client.ts";
import type { PrintSource } from "./series.ts";

export interface PrintsConfig {
  /** `https://api.bls.gov/publicAPI/v2`. */
  blsBaseUrl: string;
  /** `https://api.stlouisfed.org`. */
  fredBaseUrl: string;
  /** `https://api.eia.gov`. */
  eiaBaseUrl: string;
  /** BLS registration key (optional: without one BLS allows 25 queries a day). */
  blsKey?: string;
  /** FRED and EIA refuse requests without their key. */
  fredKey?: string;
  eiaKey?: string;
}

/** One value of one period as the source serves it now. */
export interface OfficialObservation {
  /** The agency's series id. */
  sourceSeriesId: string;
  /** `2026-10` (a month) or `2026-10-30` (a day). */
  period: string;
  /** Exact decimal, as the source wrote it. */
  value: string;
  /** BLS footnote `P`: a preliminary value, to be revised. */
  preliminary: boolean;
  /** The date the value entered the source's record, where it says (FRED's `realtime_start`). */
  vintage: string | null;
}

export type PrintsFailureReason =
  | HttpFailureReason
  /** The source answered but refused the request (BLS `REQUEST_NOT_PROCESSED`, a quota). */
  | "refused"
  | "malformed";

export interface PrintsFailure {
  ok: false;
  source: PrintSource;
  reason: PrintsFailureReason;
  /** A path in pix's schema or a fixed code, never upstream text. */
  detail?: string;
}

export type PrintsResult =
  | { ok: true; source: PrintSource; observations: OfficialObservation[] }
  | PrintsFailure;
