import type { Bindings, VerifiedCredential } from "../env.ts";
import { type EntitlementSource, memoizedEntitlements, readEntitlements } from "./entitlements.ts";
import type { GuardVerdict } from "./key-guard-protocol.ts";
import { keyLeasesFor } from "./key-lease.ts";
import { type KeyRefusal, keyRefusal } from "./key-refusal.ts";
import { hashApiKey, isWellFormedKey } from "./keys.ts";
import { isInstrumentPlane, type PlaneId, planeById } from "./planes.ts";
import type { RateDecision } from "./rate-limit.ts";

/** A presented key the per-key guard accepted. */

/**
 * What verifying a presented key came to: a credential with the request's rate decision (for the
 * RateLimit-* headers), a refusal (with the key id when the key is known, for the access log), or
 * "unverifiable" when the key's guard could not be asked — callers fail closed on it.
 */
export type KeyVerification =
  | { outcome: "verified"; credential: VerifiedCredential; decision: RateDecision }
  | { outcome: "refused"; refusal: KeyRefusal; keyId: string | null }
  | { outcome: "unverifiable"; error: unknown };

/** What re-checking a long-lived connection's key came to (no request is counted). */
export type KeyRecheck =
  | { outcome: "active"; entitlements: readonly string[] | null }
  | { outcome: "refused"; refusal: KeyRefusal }
  | { outcome: "unverifiable"; error: unknown };

export interface VerifyKeyOptions {
  /**
   * How the credential reads its entitlement list. "request" (the default): one read shared by the
   * request, reusing this isolate's recent copy, started at once on instrument planes (their routes
   * check it only after resolving `{id}`, so the read overlaps). "connection": every call reads KV
   * itself — a long-lived stream connection re-reads the list each minute, and an isolate copy on top
   * would delay a change further.
   */
  entitlementReads?: "request" | "connection";
}

type KeyBindings = Pick<Bindings, "KEY_GUARD" | "ENTITLEMENTS">;

/** Refused when the guard's answer maps to no refusal yet is not "allowed": fail closed as unknown. */
const UNKNOWN_KEY: KeyRefusal = { slug: "credential-invalid", detail: "This API key is not known to pix." };

/**
 * Verifies a presented key for one request on `plane` (null: the discovery routes, where any valid key
 * may read): the one place that hashes a key, admits it through this isolate's lease of its KeyGuard
 * (which also counts the request against the key's limit; src/access/key-lease.ts) and sets up the
 * entitlement read. The HTTP access middleware and the stream's first-message auth both call it.
 */
export async function verifyKey(
  env: KeyBindings,
  presentedKey: string,
  plane: PlaneId | null,
  options: VerifyKeyOptions = {},
): Promise<KeyVerification> {
  if (!isWellFormedKey(presentedKey)) {
    return {
      outcome: "refused",
      keyId: null,
      refusal: {
        slug: "credential-invalid",
        detail: "This is not a well-formed pix API key (pix_ followed by 32 to 64 letters or digits).",
      },
    };
  }
  const planeEntry = plane === null ? undefined : planeById(plane);
  let keyHash: string;
  let verdict: GuardVerdict;
  try {
    keyHash = await hashApiKey(presentedKey);
    verdict = await keyLeasesFor(env.KEY_GUARD).admit({
      keyHash,
      scope: planeEntry?.scope ?? null,
      nowMs: Date.now(),
      guardFor: (hash) => env.KEY_GUARD.getByName(hash),
    });
  } catch (error) {
    return { outcome: "unverifiable", error };
  }
  const refusal = keyRefusal(verdict, planeEntry);
  if (refusal || verdict.outcome !== "allowed") {
    return {
      outcome: "refused",
      refusal: refusal ?? UNKNOWN_KEY,
      keyId: verdict.outcome === "unknown" ? null : verdict.keyId,
    };
  }
  const { keyId, entitlementsVersion: version } = verdict;
  let entitlements: VerifiedCredential["entitlements"] = async () => null;
  if (version !== null && options.entitlementReads === "connection") {
    const source = entitlementSource(env, keyHash, keyId, version);
    entitlements = () => readEntitlements(source);
  } else if (version !== null) {
    const shared = memoizedEntitlements(entitlementSource(env, keyHash, keyId, version));
    if (isInstrumentPlane(planeEntry)) shared.prefetch();
    entitlements = shared.read;
  }
  return { outcome: "verified", credential: { keyId, keyHash, entitlements }, decision: verdict.decision };
}

/**
 * Where a verified key's list is read: its KV copy at the guard's version, and the guard itself, which
 * is asked to write the copy again when KV holds none that can stand for the list. That request never
 * fails the read further: a guard that cannot be reached leaves the 503 as it is.
 */
function entitlementSource(
  env: KeyBindings,
  keyHash: string,
  keyId: string,
  version: number,
): EntitlementSource {
  return {
    kv: env.ENTITLEMENTS,
    keyId,
    version,
    restore: () =>
      Promise.resolve()
        .then(() => env.KEY_GUARD.getByName(keyHash).restoreEntitlements())
        .catch(() => {}),
  };
}

/**
 * Hands back to their guards what this isolate's lapsed key leases left unspent (at most once a
 * second; see src/access/key-lease.ts). Callers run it after their answer (waitUntil); it never rejects.
 */
export function releaseLapsedKeyLeases(env: KeyBindings, nowMs: number = Date.now()) {
  return keyLeasesFor(env.KEY_GUARD).releaseLapsed(nowMs, (hash) => env.KEY_GUARD.getByName(hash));
}

/**
 * Whether a key verified earlier (by its hash) may still read `plane`, without counting a request, and
 * its entitlement list as of now: long-lived stream connections ask this about once a minute so a
 * revocation, expiry or entitlement change reaches them.
 */
export async function recheckKey(
  env: KeyBindings,
  keyHash: string,
  plane: PlaneId,
  nowMs: number = Date.now(),
): Promise<KeyRecheck> {
  const planeEntry = planeById(plane);
  try {
    const status = await env.KEY_GUARD.getByName(keyHash).status({ scope: planeEntry.scope, nowMs });
    const refusal = keyRefusal(status, planeEntry);
    if (refusal) return { outcome: "refused", refusal };
    const entitlements =
      status.outcome === "active" && status.entitlementsVersion !== null
        ? await readEntitlements(entitlementSource(env, keyHash, status.keyId, status.entitlementsVersion))
        : null;
    return { outcome: "active", entitlements };
  } catch (error) {
    return { outcome: "unverifiable", error };
  }
}
