import type { Context } from "hono";
import type { AppEnv } from "../env.ts";
import { CACHE_POLICIES, type CachePolicy } from "./cache-control.ts";

const encoder = new TextEncoder();

/** Strong entity tag of a representation: SHA-1 of its bytes, as Hono's ETag middleware computes it. */
export async function strongEtag(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-1", encoder.encode(text)));
  return `"${Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("")}"`;
}

/**
 * A 200 JSON read with its explicit cache lifetime and strong ETag. The body is serialised once and
 * hashed here, so the ETag middleware only has to answer If-None-Match (it never re-reads the body).
 */
export async function jsonRead<T>(c: Context<AppEnv>, body: T, policy: CachePolicy) {
  const text = JSON.stringify(body);
  c.header("Cache-Control", CACHE_POLICIES[policy]);
  c.header("ETag", await strongEtag(text));
  c.header("Content-Type", "application/json");
  // Same bytes and type as c.json(body, 200); typed as such for the OpenAPI route definitions.
  return c.body(text, 200) as unknown as ReturnType<typeof c.json<T, 200>>;
}
