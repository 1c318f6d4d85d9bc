/** What a venue history adapter answers: observations of the YES side, or why there are none. */
import type { ProbabilityObservation } from "../../domain/factors/alignment.ts";
import type { HttpFailureReason } from "../../venues/http/client.ts";

export type HistoryFetch =
  | {
      ok: true;
      /** YES probabilities (0 to 1) with their instants, in the order the venue gave them. */
      observations: ProbabilityObservation[];
      /** HTTP requests made (one per window). */
      requests: number;
      /** Points or candles that were malformed and left out. */
      skipped: number;
    }
  | {
      ok: false;
      reason: HttpFailureReason;
      /** The last HTTP status seen, or null when no response arrived. */
      status: number | null;
      /** For `invalid_shape`: where the payload broke the schema (never a value). */
      detail: string | null;
    };
