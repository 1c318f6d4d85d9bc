/**
 * The stream's key checks, shared by every protocol version: a key sent as the first message is
 * verified as an HTTP request on the markets plane would be, and long-lived keyed connections are
 * re-checked about once a minute (without counting a request), so a revocation or expiry ends them and
 * an entitlement change applies within a minute.
 */

import type { KeyRefusal } from "../../access/key-refusal.ts";
import { recheckKey, releaseLapsedKeyLeases, verifyKey } from "../../access/verify-key.ts";
import { KEY_RECHECK_SECONDS, type StreamAccess } from "./frames.ts";

/** The codes a key check ends a connection with, in every protocol version. */
export type StreamKeyRefusalCode = KeyRefusal["slug"] | "service-unavailable";

const KEY_RECHECK_MS = KEY_RECHECK_SECONDS * 1000;

export type StreamKeyCheck =
  | { outcome: "verified"; access: StreamAccess; keyHash: string }
  | { outcome: "refused"; code: StreamKeyRefusalCode; detail: string };

const UNVERIFIABLE: StreamKeyCheck = {
  outcome: "refused",
  code: "service-unavailable",
  detail: "pix could not verify the API key right now; reconnect shortly.",
};

/** First-message authentication: the same key checks as an HTTP request on the markets plane. */
export async function verifyStreamKey(
  env: Cloudflare.Env,
  key: string,
  waitUntil: (work: Promise<unknown>) => void,
): Promise<StreamKeyCheck> {
  const verification = await verifyKey(env, key, "markets", { entitlementReads: "connection" });
  const released = releaseLapsedKeyLeases(env);
  if (released) waitUntil(released);
  if (verification.outcome === "refused") {
    return { outcome: "refused", code: verification.refusal.slug, detail: verification.refusal.detail };
  }
  if (verification.outcome === "unverifiable") return UNVERIFIABLE;
  let entitlements: readonly string[] | null;
  try {
    entitlements = await verification.credential.entitlements();
  } catch {
    return UNVERIFIABLE;
  }
  const { credential } = verification;
  return {
    outcome: "verified",
    access: { kind: "key", key_id: credential.keyId, entitlements: entitlements ? [...entitlements] : null },
    keyHash: credential.keyHash,
  };
}

/** What a connection remembers of its key. */
export interface KeyedSession {
  access: StreamAccess;
  keyHash: string | null;
  /** When the key was last confirmed still valid (epoch ms). */
  keyCheckedAtMs: number;
}

/**
 * Re-checks the keys of the sessions due (one check per key, however many connections share it).
 * A refused key calls `refuse`; an active one updates the session's entitlements and check time, then
 * calls `keep`. A key that cannot be checked now keeps what was already verified until next time.
 */
export async function recheckStreamKeys<Handle, Session extends KeyedSession>(
  env: Cloudflare.Env,
  sessions: Iterable<[Handle, Session]>,
  nowMs: number,
  refuse: (handle: Handle, code: StreamKeyRefusalCode, detail: string) => void,
  keep: (handle: Handle, session: Session) => void,
): Promise<void> {
  const due = new Map<string, [Handle, Session][]>();
  for (const [handle, session] of sessions) {
    if (!session.keyHash || nowMs - session.keyCheckedAtMs < KEY_RECHECK_MS) continue;
    const list = due.get(session.keyHash) ?? [];
    list.push([handle, session]);
    due.set(session.keyHash, list);
  }
  await Promise.all(
    [...due].map(async ([keyHash, connections]) => {
      const recheck = await recheckKey(env, keyHash, "markets", nowMs);
      if (recheck.outcome === "unverifiable") return;
      const entitlements =
        recheck.outcome === "active" && recheck.entitlements ? [...recheck.entitlements] : null;
      for (const [handle, session] of connections) {
        if (recheck.outcome === "refused") {
          refuse(handle, recheck.refusal.slug, recheck.refusal.detail);
          continue;
        }
        session.access = { ...session.access, entitlements };
        session.keyCheckedAtMs = nowMs;
        keep(handle, session);
      }
    }),
  );
}
