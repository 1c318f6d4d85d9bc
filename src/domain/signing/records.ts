/**
 * Signed records: an Ed25519 signature (RFC 8032, through WebCrypto's `crypto.subtle`, available in
 * Workers and in Node) over a record's canonical JSON (`canonical-json.ts`), carried in an envelope
 * `{alg: "EdDSA", kid, sig}` with the signature in base64url without padding.
 *
 * Public keys are published as a JWK set (RFC 7517/8037: `kty: "OKP"`, `crv: "Ed25519"`, `x`), each key
 * with `kid`, `use: "sig"`, `alg: "EdDSA"` and its validity: `not_before` and `not_after` (RFC 3339; null
 * `not_after` for the key in use). Keys rotate by closing the old key's validity and opening a new one;
 * the old key stays in the set, so records it signed keep verifying. Verification picks the key by `kid`
 * and checks the record's own time (when it was committed) against that key's validity; it fails closed:
 * an unknown kid, another algorithm, a time outside the validity, a malformed signature or key, or a
 * changed byte all answer `valid: false` with a reason.
 */
import { canonicalBytes } from "./canonical-json.ts";

export const SIGNATURE_ALG = "EdDSA";
const ED25519 = { name: "Ed25519" } as const;

/** The signature a record carries. */
export interface SignatureEnvelope {
  alg: typeof SIGNATURE_ALG;
  /** The signing key's id, as listed in the JWK set. */
  kid: string;
  /** The 64-byte Ed25519 signature, base64url without padding. */
  sig: string;
}

/** A published public key: an Ed25519 JWK with its id, use and validity. */
export interface SigningJwk {
  kty: "OKP";
  crv: "Ed25519";
  /** The 32-byte public key, base64url without padding. */
  x: string;
  kid: string;
  use: "sig";
  alg: typeof SIGNATURE_ALG;
  /** Records committed at or after this instant may carry this key's signature (RFC 3339). */
  not_before: string;
  /** …and before this one; null while the key is in use. */
  not_after: string | null;
}

export interface SigningJwkSet {
  keys: SigningJwk[];
}

/** A private key ready to sign, with its id. */
export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
}

export type VerifyFailure =
  | "unknown_kid"
  | "unsupported_alg"
  | "outside_key_validity"
  | "malformed_signature"
  | "malformed_key"
  | "bad_signature";

export type VerifyResult = { valid: true; kid: string } | { valid: false; reason: VerifyFailure };

/** base64url without padding (RFC 4648 §5). */
export function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** Bytes of base64url text without padding; null when it is not that (padding, `+`, `/`, bad length). */
export function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!BASE64URL.test(text) || text.length % 4 === 1) return null;
  const padded = text.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (text.length % 4)) % 4);
  let binary: string;
  try {
    binary = atob(padded);
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  // Refuse non-canonical text (stray low bits in the last character): one text per byte string.
  return base64url(bytes) === text ? bytes : null;
}

/** A new Ed25519 key pair (extractable, so the private half can be stored as a secret). */
export async function generateSigningKeyPair(): Promise<CryptoKeyPair> {
  return (await crypto.subtle.generateKey(ED25519, true, ["sign", "verify"])) as CryptoKeyPair;
}

/** The public half of a key pair as a published JWK with its id and validity. */
export async function publicJwk(
  publicKey: CryptoKey,
  kid: string,
  validity: { not_before: string; not_after: string | null },
): Promise<SigningJwk> {
  const jwk = (await crypto.subtle.exportKey("jwk", publicKey)) as JsonWebKey;
  if (jwk.kty !== "OKP" || jwk.crv !== "Ed25519" || typeof jwk.x !== "string") {
    throw new TypeError("not an Ed25519 public key");
  }
  return { kty: "OKP", crv: "Ed25519", x: jwk.x, kid, use: "sig", alg: SIGNATURE_ALG, ...validity };
}

/** Signs a record's canonical JSON. */
export async function signRecord(record: unknown, key: SigningKey): Promise<SignatureEnvelope> {
  const signature = await crypto.subtle.sign(ED25519, key.privateKey, canonicalBytes(record));
  return { alg: SIGNATURE_ALG, kid: key.kid, sig: base64url(new Uint8Array(signature)) };
}

/** Within [not_before, not_after): closed at the start, open at the end, so two keys never overlap at the seam. */
function withinValidity(key: SigningJwk, atMs: number): boolean {
  const from = Date.parse(key.not_before);
  const until = key.not_after === null ? Number.POSITIVE_INFINITY : Date.parse(key.not_after);
  return Number.isFinite(from) && !Number.isNaN(until) && atMs >= from && atMs < until;
}

/**
 * Verifies a record's signature against the published keys. `recordTime` is the record's own instant
 * (RFC 3339, e.g. when the round was committed), which must fall inside the key's validity. Fails closed.
 */
export async function verifyRecord(
  record: unknown,
  envelope: SignatureEnvelope,
  keys: SigningJwkSet,
  recordTime: string,
): Promise<VerifyResult> {
  if (envelope.alg !== SIGNATURE_ALG) return { valid: false, reason: "unsupported_alg" };
  const matches = keys.keys.filter((key) => key.kid === envelope.kid);
  const key = matches.length === 1 ? matches[0] : undefined;
  if (key === undefined) return { valid: false, reason: "unknown_kid" };
  if (key.alg !== SIGNATURE_ALG || key.kty !== "OKP" || key.crv !== "Ed25519" || key.use !== "sig") {
    return { valid: false, reason: "unsupported_alg" };
  }
  const atMs = Date.parse(recordTime);
  if (!Number.isFinite(atMs) || !withinValidity(key, atMs))
    return { valid: false, reason: "outside_key_validity" };
  const signature = fromBase64url(envelope.sig);
  if (signature === null || signature.length !== 64) return { valid: false, reason: "malformed_signature" };
  const raw = fromBase64url(key.x);
  if (raw === null || raw.length !== 32) return { valid: false, reason: "malformed_key" };
  let publicKey: CryptoKey;
  try {
    publicKey = await crypto.subtle.importKey("raw", raw, ED25519, false, ["verify"]);
  } catch {
    return { valid: false, reason: "malformed_key" };
  }
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = canonicalBytes(record);
  } catch {
    return { valid: false, reason: "bad_signature" };
  }
  const ok = await crypto.subtle.verify(ED25519, publicKey, signature, bytes);
  return ok ? { valid: true, kid: key.kid } : { valid: false, reason: "bad_signature" };
}

/** A record that carries its signature in a `signature` member, which the signed bytes leave out. */
export type Signed<T extends Record<string, unknown>> = T & { signature: SignatureEnvelope };

/** The record with its signature attached (the signature covers every other member). */
export async function attachSignature<T extends Record<string, unknown>>(
  record: T,
  key: SigningKey,
): Promise<Signed<T>> {
  if ("signature" in record) throw new TypeError("the record already has a signature member");
  return { ...record, signature: await signRecord(record, key) };
}

/** Verifies a record carrying its signature: the `signature` member off, the rest as signed. */
export async function verifySigned(
  signed: Record<string, unknown>,
  keys: SigningJwkSet,
  recordTime: string,
): Promise<VerifyResult> {
  const { signature, ...record } = signed;
  if (!isEnvelope(signature)) return { valid: false, reason: "malformed_signature" };
  return verifyRecord(record, signature, keys, recordTime);
}

function isEnvelope(value: unknown): value is SignatureEnvelope {
  if (typeof value !== "object" || value === null) return false;
  const { alg, kid, sig } = value as Record<string, unknown>;
  return typeof alg === "string" && typeof kid === "string" && typeof sig === "string";
}
