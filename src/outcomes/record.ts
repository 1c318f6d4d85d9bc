/**
 * An outcome as pix publishes it: the members `GET /api/v1/outcomes` serves for a stored resolution
 * (./read.ts), the record its Ed25519 signature covers and the check of that signature. One builder for
 * the route, the signing (./sign.ts), the lake's outcomes Parquet file (./parquet.ts) and the audit, so
 * the four never differ.
 *
 * The signed record (`signature.record`, as a committed round's) is the outcome's served members plus
 * `type: "outcome"` (src/platform/signing.ts adds it) and `signed_at`, the time checked against the
 * key's validity, as a round's `computed_at` is.
 */
import { rfc3339 } from "../domain/clock.ts";
import { HORIZONS } from "../domain/outcomes/horizons.ts";
import { canonicalBytes } from "../domain/signing/canonical-json.ts";
import {
  type SignatureEnvelope,
  type SigningJwkSet,
  type VerifyResult,
  verifyRecord,
} from "../domain/signing/records.ts";
import type { ResolutionStatus } from "../venues/registry.ts";
import type { OutcomeRecord } from "./read.ts";

type Result = "yes" | "no" | "void" | "scalar";

/** An outcome's members as served, before its signature. */
export interface OutcomeMembers extends Record<string, unknown> {
  venue: "kalshi" | "polymarket";
  market_id: string;
  status: Exclude<ResolutionStatus, "open">;
  final: boolean;
  result: Result | null;
  provisional_result: Result | null;
  settlement_value: string | null;
  close_time: string;
  settled_at: string | null;
  settlement_lag_seconds: number | null;
  venue_status: string;
  venue_result: string | null;
  settlement_sources: { name: string; url: string }[] | null;
  horizons: { horizon: string; target: string; mid: string | null; observed_at: string | null }[] | null;
  history_entries: number;
  changed_at: string;
}

/** The record an outcome's signature covers: its members, `signed_at` and `type: "outcome"`. */
export interface OutcomeSignedRecord extends OutcomeMembers {
  type: "outcome";
  /** When pix signed it: the time checked against the key's validity. */
  signed_at: string;
}

/** The served outcome: its members and its signature with the record it covers (null while due). */
export interface ServedOutcome extends OutcomeMembers {
  signature: (SignatureEnvelope & { record: OutcomeSignedRecord }) | null;
  /**
   * The official print the market settles on, as the route serves it beside the outcome (./prints-read.ts);
   * not part of the signed record. Absent where the outcome is rebuilt from the store alone.
   */
  official_print?: unknown;
}

const seconds = (text: string) => Math.floor(Date.parse(text) / 1000);

/** One stored record's members as the route serves them. */
export function outcomeMembers(record: OutcomeRecord): OutcomeMembers {
  const r = record.resolution;
  const final = r.final === 1;
  const closeTime = r.closeTime ?? "";
  return {
    venue: r.venue as OutcomeMembers["venue"],
    market_id: r.marketId,
    status: r.status as OutcomeMembers["status"],
    final,
    result: final ? (r.result as Result | null) : null,
    provisional_result: !final && r.status !== "disputed" ? (r.result as Result | null) : null,
    settlement_value: final ? r.settlementValue : null,
    close_time: closeTime,
    settled_at: final ? r.settledAt : null,
    settlement_lag_seconds:
      final && r.settledAt !== null && closeTime !== "" ? seconds(r.settledAt) - seconds(closeTime) : null,
    venue_status: r.venueStatus,
    venue_result: r.venueResult,
    settlement_sources: record.settlementSources,
    horizons:
      record.horizons.size === 0
        ? null
        : HORIZONS.map((spec) => {
            const cell = record.horizons.get(spec.horizon);
            return {
              horizon: spec.horizon,
              target: rfc3339(cell?.targetMs ?? Date.parse(closeTime) - spec.before_close_ms),
              mid: cell?.mid ?? null,
              observed_at: cell?.observedAtMs == null ? null : rfc3339(cell.observedAtMs),
            };
          }),
    history_entries: r.entries,
    changed_at: rfc3339(r.changedAtMs),
  };
}

/**
 * Whether the stored signature covers the record as it stands: signed, and from the market's latest rule
 * text version (a change of the resolution or of its horizons clears the signature in the same write; a
 * new rule text version, written by the equivalence plane, does not, so it is compared here; nor does a
 * horizon added to HORIZONS, so a record missing one is not current either). A record whose signature
 * is due is served unsigned, never with a stale signature.
 */
export function signatureCurrent(record: OutcomeRecord): boolean {
  const { signature, signedAtMs, signedRulesVersion } = record.resolution;
  // Horizons read before a horizon was added (some stored, not all): the signature may cover the record
  // as it was then, without that horizon; it is due again once the missing one is read (./horizons.ts).
  const partial = record.horizons.size > 0 && HORIZONS.some((h) => !record.horizons.has(h.horizon));
  return !partial && signature !== null && signedAtMs !== null && signedRulesVersion === record.rulesVersion;
}

/** The outcome as served: its members and, when current, its signature with the record it covers. */
export function servedOutcome(record: OutcomeRecord): ServedOutcome {
  const members = outcomeMembers(record);
  const { signature, signedAtMs } = record.resolution;
  if (!signatureCurrent(record) || signature === null || signedAtMs === null)
    return { ...members, signature: null };
  return {
    ...members,
    signature: { ...signature, record: { ...members, type: "outcome", signed_at: rfc3339(signedAtMs) } },
  };
}

/**
 * Verifies a served outcome (as the route serves it, or rebuilt from the store by `servedOutcome`)
 * against a key set as `GET /api/v1/signing-keys` serves it: the signature over its `record`, at the
 * record's `signed_at`, and the record's members equal to the outcome's. Null when unsigned. The audit
 * script and the tests verify through this one function.
 */
export async function verifyOutcomeSignature(
  served: ServedOutcome,
  keys: SigningJwkSet,
): Promise<VerifyResult | null> {
  if (served.signature === null) return null;
  const { record, ...envelope } = served.signature;
  // The official print is served beside the outcome, not signed with it.
  const { signature: _, official_print: _print, ...members } = served;
  const { type: __, signed_at: ___, ...signedMembers } = record;
  // The record must be the outcome's own members: a signature of another record does not vouch for it.
  if (!equalBytes(canonicalBytes(members), canonicalBytes(signedMembers)))
    return { valid: false, reason: "bad_signature" };
  return verifyRecord(record, envelope, keys, record.signed_at);
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}
