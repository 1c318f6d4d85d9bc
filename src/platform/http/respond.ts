import type { Context } from "hono";
import type { AppEnv } from "../../env.ts";
import type { TtlCache } from "../cache/ttl-cache.ts";
import { CACHE_POLICIES, type CachePolicy } from "./cache-control.ts";

const encoder = new TextEncoder();

/** Strong entity tag of a representation: SHA-1 of its bytes, as Hono's ETag middleware computes it. */
export async function strongEtag(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-1", encoder.encode(text)));
  return `"${Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("")}"`;
}

/** A serialised representation and its entity tag. */
export interface Representation {
  text: string;
  etag: string;
}

export async function represent(body: unknown): Promise<Representation> {
  const text = JSON.stringify(body);
  return { text, etag: await strongEtag(text) };
}

function send<T>(c: Context<AppEnv>, representation: Representation, policy: CachePolicy) {
  c.header("Cache-Control", CACHE_POLICIES[policy]);
  c.header("ETag", representation.etag);
  c.header("Content-Type", "application/json");
  // Same bytes and type as c.json(body, 200); typed as such for the OpenAPI route definitions.
  return c.body(representation.text, 200) as unknown as ReturnType<typeof c.json<T, 200>>;
}

/**
 * A 200 JSON read with its explicit cache lifetime and strong ETag. The body is serialised once and
 * hashed here, so the ETag middleware only has to answer If-None-Match (it never re-reads the body).
 */
export async function jsonRead<T>(c: Context<AppEnv>, body: T, policy: CachePolicy) {
  return send<T>(c, await represent(body), policy);
}

/**
 * Like jsonRead, for large bodies that change at most once an ingestion minute (a history series, the
 * OpenAPI document): the serialised body and its ETag are kept in the isolate for the cache's TTL — at
 * most a few seconds, inside the max-age clients are told — so a burst of identical reads costs few
 * builds. Call it after authorising the request: the cache holds public data only.
 */
export async function memoizedJsonRead<T>(
  c: Context<AppEnv>,
  cache: TtlCache<string, Representation>,
  key: string,
  build: () => Promise<T>,
  policy: CachePolicy,
) {
  const representation = await cache.getOrLoad(key, async () => represent(await build()));
  if (!representation) throw new Error("memoized representation missing");
  return send<T>(c, representation, policy);
}
