import { SAFE_ID } from "../../shared/normalize-result.ts";

/**
 * The signed handshake of Kalshi's WebSocket. Every connection carries three headers:
 * `KALSHI-ACCESS-KEY` (the API key id), `KALSHI-ACCESS-TIMESTAMP` (epoch milliseconds) and
 * `KALSHI-ACCESS-SIGNATURE`: base64 of an RSA-PSS signature (SHA-256, MGF1 SHA-256, salt as long as
 * the digest: 32 bytes) over `timestamp + "GET" + "/trade-api/ws/v2"`, the path without any query.
 * A signature is good for one handshake: sign again on every reconnect. WebCrypto only, so it runs
 * in Workers. A missing or unreadable key is a typed answer, never a throw: the feed then stays on
 * the REST books.
 */

export const KALSHI_WS_PATH = "/trade-api/ws/v2";

export interface KalshiCredentials {
  keyId: string | null | undefined;
  /** The private key as PKCS#8 PEM (`-----BEGIN PRIVATE KEY-----`). */
  privateKeyPem: string | null | undefined;
}

export type KalshiKeyProblem =
  | "missing_key_id"
  | "invalid_key_id"
  | "missing_key"
  | "not_pkcs8"
  | "invalid_key";

export interface KalshiSigningKey {
  keyId: string;
  key: CryptoKey;
}

export type KalshiKeyResult =
  | { ok: true; signing: KalshiSigningKey }
  | { ok: false; reason: KalshiKeyProblem };

export interface KalshiSocketHeaders {
  "KALSHI-ACCESS-KEY": string;
  "KALSHI-ACCESS-TIMESTAMP": string;
  "KALSHI-ACCESS-SIGNATURE": string;
}

export type KalshiHeadersResult =
  | { ok: true; headers: KalshiSocketHeaders }
  | { ok: false; reason: KalshiKeyProblem | "sign_failed" };

const PSS = { name: "RSA-PSS", hash: "SHA-256" } as const;
/** The salt is as long as the SHA-256 digest. */
const SALT_LENGTH = 32;
const PKCS8 = /-----BEGIN PRIVATE KEY-----([A-Za-z0-9+/=\s]+)-----END PRIVATE KEY-----/;

/** The text Kalshi signs: timestamp, method and path, concatenated. */
export function kalshiSignedText(timestampMs: number, method: string, path: string): string {
  return `${timestampMs}${method}${path}`;
}

/** The credentials as a signing key, imported once and reused for every handshake. */
export async function importKalshiKey(credentials: KalshiCredentials): Promise<KalshiKeyResult> {
  const keyId = credentials.keyId?.trim() ?? "";
  if (keyId === "") return { ok: false, reason: "missing_key_id" };
  if (!SAFE_ID.test(keyId)) return { ok: false, reason: "invalid_key_id" };
  // Secrets stored on one line often carry the PEM's line breaks as a literal "\n".
  const pem = credentials.privateKeyPem?.replaceAll("\\n", "\n").trim() ?? "";
  if (pem === "") return { ok: false, reason: "missing_key" };
  const body = PKCS8.exec(pem)?.[1];
  if (body === undefined) return { ok: false, reason: "not_pkcs8" };
  const der = base64Bytes(body.replace(/\s+/g, ""));
  if (der === null) return { ok: false, reason: "invalid_key" };
  try {
    const key = await crypto.subtle.importKey("pkcs8", der, PSS, false, ["sign"]);
    return { ok: true, signing: { keyId, key } };
  } catch {
    return { ok: false, reason: "invalid_key" };
  }
}

/** The handshake headers for a connection opened at `nowMs`. */
export async function signKalshiHandshake(
  signing: KalshiSigningKey,
  nowMs: number,
  path: string = KALSHI_WS_PATH,
): Promise<KalshiHeadersResult> {
  const timestamp = Math.trunc(nowMs);
  try {
    const text = new TextEncoder().encode(kalshiSignedText(timestamp, "GET", path));
    const signature = await crypto.subtle.sign(
      { name: "RSA-PSS", saltLength: SALT_LENGTH },
      signing.key,
      text,
    );
    return {
      ok: true,
      headers: {
        "KALSHI-ACCESS-KEY": signing.keyId,
        "KALSHI-ACCESS-TIMESTAMP": String(timestamp),
        "KALSHI-ACCESS-SIGNATURE": bytesBase64(new Uint8Array(signature)),
      },
    };
  } catch {
    return { ok: false, reason: "sign_failed" };
  }
}

/** Import and sign in one step (a key imported once with `importKalshiKey` saves the import). */
export async function kalshiSocketHeaders(
  credentials: KalshiCredentials,
  nowMs: number,
): Promise<KalshiHeadersResult> {
  const imported = await importKalshiKey(credentials);
  return imported.ok ? signKalshiHandshake(imported.signing, nowMs) : imported;
}

function base64Bytes(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    const binary = atob(text);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

function bytesBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
