/**
 * A committed round's signed record: the members its Ed25519 signature covers (src/platform/signing.ts
 * adds `type: "index_round"` and signs the record's RFC 8785 canonical JSON). Built from the stored
 * round both when the cycle signs it and when the round route serves it, so the two never differ.
 */
import {
  type SignatureEnvelope,
  type SigningJwkSet,
  type VerifyResult,
  verifyRecord,
} from "../../domain/signing/records.ts";
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

/**
 * Verifies a stored round's signature against a key set as `GET /api/v1/signing-keys` serves it: the
 * signed record is rebuilt from the stored members, so a changed byte of any of them (or of the
 * signature) fails, and the round's `computed_at` must fall inside the key's validity. Null when the
 * round was committed unsigned. The audit script and the tests verify through this one function.
 */
export function verifyRoundSignature(
  round: StoredRound & { signature: SignatureEnvelope | null },
  keys: SigningJwkSet,
): Promise<VerifyResult> | null {
  if (round.signature === null) return null;
  return verifyRecord(
    { ...roundRecord(round), type: "index_round" },
    round.signature,
    keys,
    round.computedAt,
  );
}
