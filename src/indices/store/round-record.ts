/**
 * A committed round's signed record: the members its Ed25519 signature covers (src/platform/signing.ts
 * adds `type: "index_round"` and signs the record's RFC 8785 canonical JSON). Built from the stored
 * round both when the cycle signs it and when the round route serves it, so the two never differ.
 */
import type { rounds } from "../../platform/db/schema.ts";

type StoredRound = Pick<
  typeof rounds.$inferSelect,
  "symbol" | "roundId" | "valueDecimal" | "computedAt" | "tapeKeys"
> & { methodologyVersion?: string | null };

/** The round's signed members (beside `type` and `signature`), named as on the wire. */
export interface RoundRecord extends Record<string, unknown> {
  symbol: string;
  round_id: string;
  value_decimal: string;
  computed_at: string;
  tape_keys: string[];
  methodology_version: string | null;
}

export function roundRecord(round: StoredRound): RoundRecord {
  return {
    symbol: round.symbol,
    round_id: round.roundId,
    value_decimal: round.valueDecimal,
    computed_at: round.computedAt,
    tape_keys: [...round.tapeKeys],
    methodology_version: round.methodologyVersion ?? null,
  };
}
