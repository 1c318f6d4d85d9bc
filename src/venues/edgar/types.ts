/** The EDGAR adapter's configuration and failures (src/venues/edgar/edgar.ts), shared with the ticker map. */
import type { HttpFailureReason } from "../http/client.ts";

export interface EdgarConfig {
  /** `https://www.sec.gov` (the ticker map). */
  wwwBaseUrl: string;
  /** `https://data.sec.gov` (submissions). */
  dataBaseUrl: string;
  /** Descriptive User-Agent with a contact address; EDGAR refuses requests without one. */
  userAgent: string;
  /** Older submissions pages read at most (default 3). */
  maxFilesPages?: number;
  /** How long the ticker map is reused in this isolate (default 24 hours). */
  tickerMapTtlMs?: number;
}

export type EdgarStage = "configuration" | "ticker_map" | "submissions" | "files";

export type EdgarFailureReason =
  | HttpFailureReason
  | "user_agent_missing"
  /** The ticker is not in the ticker map (the company files nothing under it). */
  | "not_in_ticker_map"
  | "malformed";

export interface EdgarFailure {
  ok: false;
  stage: EdgarStage;
  reason: EdgarFailureReason;
  /** Where a payload broke the schema (a path in pix's schema, never a value), when it did. */
  detail?: string;
}
