/**
 * API key format and storage form.
 *
 * A key is `pix_` followed by 40 base62 characters drawn without bias from crypto.getRandomValues
 * (about 238 bits). pix stores only the SHA-256 of the whole key, hex-encoded: the key is random, not a
 * password, so a plain hash cannot be reversed by guessing and needs no server secret (a leaked
 * api_keys table yields nothing usable, and no HMAC secret has to be rotated with it).
 */
export const KEY_PREFIX = "pix_";

/** Random characters after the prefix in keys pix issues. */
export const KEY_RANDOM_LENGTH = 40;

/** What a presented key must look like before pix spends a lookup on it (32 to 64 base62 characters). */
export const KEY_PATTERN = /^pix_[0-9A-Za-z]{32,64}$/;

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** 248 = 4 × 62: bytes at or above it are dropped so every character is equally likely. */
const UNBIASED_BYTE_LIMIT = 248;

/** `length` base62 characters, uniform: rejection sampling over random bytes. */
export function randomBase62(length: number): string {
  let out = "";
  const bytes = new Uint8Array(Math.max(16, length * 2));
  while (out.length < length) {
    crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte >= UNBIASED_BYTE_LIMIT) continue;
      out += BASE62[byte % 62];
      if (out.length === length) break;
    }
  }
  return out;
}

export function generateApiKey(): string {
  return `${KEY_PREFIX}${randomBase62(KEY_RANDOM_LENGTH)}`;
}

/** Record id of a key: public (it appears in logs and the admin plane), never usable as a credential. */
export function generateKeyId(): string {
  return `key_${randomBase62(20)}`;
}

export function isWellFormedKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}

/** First characters of the key, so operators can recognise it without the key itself being stored. */
export function keyHint(key: string): string {
  return key.slice(0, KEY_PREFIX.length + 4);
}

/** Two lower-case hex digits per byte value: keyed requests hash their key on every request. */
const HEX_BYTES = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, "0"));
const utf8 = new TextEncoder();

export async function sha256Hex(value: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", utf8.encode(value)));
  let hex = "";
  for (const byte of digest) hex += HEX_BYTES[byte];
  return hex;
}

/** The stored form of a key (and the name of its guard Durable Object). */
export function hashApiKey(key: string): Promise<string> {
  return sha256Hex(key);
}
