/**
 * The deployment's signing keys and the one owner of signing a record pix publishes (a committed round,
 * an outcome). The keys come from the Worker secret `SIGNING_KEYS`: a JSON list of
 *
 *   { "kid": "...", "private_jwk": { "kty": "OKP", "crv": "Ed25519", "x": "...", "d": "..." },
 *     "not_before": "<RFC 3339>", "not_after": "<RFC 3339>" | null }
 *
 * or, for a retired key whose private half is gone, `public_jwk` (the same without `d`). The key that
 * signs a record is the one with a private half whose validity covers the record's time, the newest
 * (latest `not_before`) when several do; every listed key's public half is published, so records an
 * older key signed keep verifying after a rotation. The private halves are never logged, never served.
 *
 * With no `SIGNING_KEYS` (or an empty list) records are committed unsigned (`signature: null`) and the
 * key set is empty, with a note. A `SIGNING_KEYS` that cannot be read (not JSON, a key that is not
 * Ed25519, a validity that is not a time) counts as none: records go unsigned and one log line
 * (`signing_keys_invalid`, naming the problem, never a key) says why; signing never stops a cycle.
 */
import {
  type SignatureEnvelope,
  type Signed,
  type SigningJwk,
  type SigningJwkSet,
  signRecord as signWith,
  type VerifyResult,
  verifyRecord,
  verifySigned,
} from "../domain/signing/records.ts";

/** The kinds of record pix signs: the `type` member of every signed record. */
export type SignedRecordKind = "index_round" | "outcome";

/** A configured key: its public JWK, its validity and, when it can sign, its private JWK. */
interface ConfiguredKey {
  published: SigningJwk;
  privateJwk: JsonWebKey | null;
}

type Keyring = { ok: true; keys: ConfiguredKey[] } | { ok: false; reason: string };

const BASE64URL_32 = /^[A-Za-z0-9_-]{43}$/;
const KID = /^[A-Za-z0-9._:-]{1,64}$/;

function instant(value: unknown): string | null {
  return typeof value === "string" && Number.isFinite(Date.parse(value)) ? value : null;
}

/** Reads `SIGNING_KEYS`; never echoes a value from it (only which entry and member is wrong). */
export function readKeyring(secret: string | undefined): Keyring {
  if (secret === undefined || secret.trim() === "") return { ok: true, keys: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(secret);
  } catch {
    return { ok: false, reason: "SIGNING_KEYS is not JSON" };
  }
  if (!Array.isArray(parsed)) return { ok: false, reason: "SIGNING_KEYS is not a JSON list" };
  const keys: ConfiguredKey[] = [];
  for (const [i, entry] of parsed.entries()) {
    const bad = (what: string): Keyring => ({ ok: false, reason: `SIGNING_KEYS[${i}]: ${what}` });
    if (typeof entry !== "object" || entry === null) return bad("not an object");
    const { kid, private_jwk, public_jwk, not_before, not_after } = entry as Record<string, unknown>;
    if (typeof kid !== "string" || !KID.test(kid)) return bad("kid is not 1–64 of A–Z a–z 0–9 . _ : -");
    if (keys.some((k) => k.published.kid === kid)) return bad("kid listed twice");
    const jwk = (private_jwk ?? public_jwk) as Record<string, unknown> | undefined;
    if (typeof jwk !== "object" || jwk === null) return bad("neither private_jwk nor public_jwk");
    if (jwk.kty !== "OKP" || jwk.crv !== "Ed25519" || typeof jwk.x !== "string" || !BASE64URL_32.test(jwk.x))
      return bad("not an Ed25519 JWK (kty OKP, crv Ed25519, x)");
    const canSign = private_jwk !== undefined;
    if (canSign && (typeof jwk.d !== "string" || !BASE64URL_32.test(jwk.d)))
      return bad("private_jwk has no d");
    const from = instant(not_before);
    if (from === null) return bad("not_before is not an RFC 3339 time");
    const until = not_after === null || not_after === undefined ? null : instant(not_after);
    if (until === null && not_after !== null && not_after !== undefined)
      return bad("not_after is not an RFC 3339 time or null");
    if (until !== null && Date.parse(until) <= Date.parse(from))
      return bad("not_after is not after not_before");
    keys.push({
      published: {
        kty: "OKP",
        crv: "Ed25519",
        x: jwk.x,
        kid,
        use: "sig",
        alg: "EdDSA",
        not_before: from,
        not_after: until,
      },
      privateJwk: canSign ? { kty: "OKP", crv: "Ed25519", x: jwk.x, d: jwk.d as string } : null,
    });
  }
  return { ok: true, keys };
}

/** Says once per isolate and reason that the keys cannot be read (never a key's text). */
const reported = new Set<string>();
function keyringOf(env: { SIGNING_KEYS?: string }): ConfiguredKey[] {
  const keyring = readKeyring(env.SIGNING_KEYS);
  if (keyring.ok) return keyring.keys;
  if (!reported.has(keyring.reason)) {
    reported.add(keyring.reason);
    console.error(JSON.stringify({ event: "signing_keys_invalid", reason: keyring.reason }));
  }
  return [];
}

function covers(key: SigningJwk, atMs: number): boolean {
  const from = Date.parse(key.not_before);
  const until = key.not_after === null ? Number.POSITIVE_INFINITY : Date.parse(key.not_after);
  return atMs >= from && atMs < until;
}

/** What `GET /api/v1/signing-keys` serves: every configured key's public half, newest first. */
export function publishedSigningKeys(env: { SIGNING_KEYS?: string }): SigningJwkSet {
  const keys = keyringOf(env).map((k) => k.published);
  return { keys: keys.sort((a, b) => Date.parse(b.not_before) - Date.parse(a.not_before)) };
}

/**
 * Signs a record of `kind` dated `recordTime` (RFC 3339; the instant a verifier checks against the key's
 * validity, e.g. a round's `computed_at`): the signed record is `{type: kind, ...record}`, answered with
 * its `signature`. Null when no configured key can sign at that time (the record is then committed
 * unsigned). A signature the published key does not verify (a private_jwk whose x is not its own) is
 * never returned: the key counts as unreadable.
 */
export async function signRecord<T extends Record<string, unknown>>(
  env: { SIGNING_KEYS?: string },
  kind: SignedRecordKind,
  record: T,
  recordTime: string,
): Promise<Signed<T & { type: SignedRecordKind }> | null> {
  const atMs = Date.parse(recordTime);
  const keys = keyringOf(env);
  const signer = keys
    .filter((k) => k.privateJwk !== null && covers(k.published, atMs))
    .sort((a, b) => Date.parse(b.published.not_before) - Date.parse(a.published.not_before))[0];
  if (signer?.privateJwk == null) return null;
  const body = { ...record, type: kind };
  let signature: SignatureEnvelope;
  try {
    const privateKey = await crypto.subtle.importKey("jwk", signer.privateJwk, { name: "Ed25519" }, false, [
      "sign",
    ]);
    signature = await signWith(body, { kid: signer.published.kid, privateKey });
  } catch {
    reportUnusable(signer.published.kid);
    return null;
  }
  const check = await verifyRecord(body, signature, { keys: [signer.published] }, recordTime);
  if (!check.valid) {
    reportUnusable(signer.published.kid);
    return null;
  }
  return { ...body, signature };
}

function reportUnusable(kid: string) {
  const reason = `the key ${kid} cannot sign (its private_jwk does not match its x)`;
  if (reported.has(reason)) return;
  reported.add(reason);
  console.error(JSON.stringify({ event: "signing_keys_invalid", reason }));
}

/**
 * Verifies a record as pix serves it (its `signature` member beside the signed members) against a key
 * set as `GET /api/v1/signing-keys` serves it, at the record's own time. For the audit script, tests and
 * anyone verifying: the same check as `verifySigned`, named for the served records.
 */
export function verifyServedRecord(
  served: Record<string, unknown>,
  keys: SigningJwkSet,
  recordTime: string,
): Promise<VerifyResult> {
  return verifySigned(served, keys, recordTime);
}
