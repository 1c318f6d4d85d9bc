import { ITEM_ID_HEX_CHARS } from "./item.ts";

/**
 * Stable identities: an item id is a hash of the feed and the source's own identifier (a guid, an
 * accession number, a market with its terms version), so the same item read again is the same row and a
 * changed source identifier is a new one.
 */

const TERMS_VERSION_HEX_CHARS = 12;

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The item id: SHA-256 of `feedId`, a newline and `sourceKey`, as 32 hex characters. */
export async function newsItemId(feedId: string, sourceKey: string): Promise<string> {
  return (await sha256Hex(`${feedId}\n${sourceKey}`)).slice(0, ITEM_ID_HEX_CHARS);
}

/** A version label for terms text: whitespace-insensitive, so reflowing the same words is no new version. */
export async function termsVersion(parts: readonly (string | null | undefined)[]): Promise<string> {
  const normalized = parts.map((part) => (part ?? "").replace(/\s+/g, " ").trim()).join("\n");
  return (await sha256Hex(normalized)).slice(0, TERMS_VERSION_HEX_CHARS);
}
