/**
 * The calendar's cross-request cache: plain JSON in the Workers Cache API (`caches.default`), keyed per
 * upstream host and ticker, with the time it was stored so a reader enforces its own maximum age.
 *
 * Why the Cache API rather than KV: calendar data is public, cheap to read again and per data centre is
 * close enough, so a cache that may evict is right; it costs no writes quota (KV allows one write per
 * key per second and bills writes) and needs no binding. On a `*.workers.dev` host the Cache API stores
 * nothing, so there every request reads the upstreams.
 *
 * A failing cache is a miss: it never fails a request.
 */

import type { z } from "zod";

/** Anything `caches.default` offers that this module uses. */
export type EdgeCache = Pick<Cache, "match" | "put">;

/** The data centre's cache of the Workers runtime (`caches.default`, which only Workers' CacheStorage has). */
export function defaultEdgeCache(): EdgeCache {
  return (caches as unknown as { default: EdgeCache }).default;
}

const ORIGIN = "https://factor-cache.pix.invalid";
/** Bumped when the stored shape changes, so an older entry is never read as the new one. */
const VERSION = "v1";

export interface Stored<T> {
  value: T;
  stored_at_ms: number;
}

/** The key of one entry: what it holds, the upstream it came from, and the ticker. */
export function cacheKey(kind: string, upstream: string, ticker: string): string {
  return `${ORIGIN}/${VERSION}/${kind}/${fnv1a(upstream)}/${encodeURIComponent(ticker)}`;
}

/**
 * The stored value when it has `schema`'s shape and is at most `maxAgeMs` old at `nowMs`; null
 * otherwise or on any failure.
 */
export async function readCached<T>(
  cache: EdgeCache | null,
  key: string,
  schema: z.ZodType<T>,
  maxAgeMs: number,
  nowMs: number,
): Promise<Stored<T> | null> {
  if (cache === null) return null;
  try {
    const hit = await cache.match(key);
    if (hit === undefined) return null;
    const stored = (await hit.json()) as { value?: unknown; stored_at_ms?: unknown };
    const age = typeof stored.stored_at_ms === "number" ? nowMs - stored.stored_at_ms : Number.NaN;
    if (!Number.isFinite(age) || age < 0 || age > maxAgeMs) return null;
    const value = schema.safeParse(stored.value);
    return value.success ? { value: value.data, stored_at_ms: nowMs - age } : null;
  } catch {
    return null;
  }
}

/** Stores `value` for at most `maxAgeMs`; a failure is swallowed (the next request reads upstream). */
export async function writeCached<T>(
  cache: EdgeCache | null,
  key: string,
  value: T,
  maxAgeMs: number,
  nowMs: number,
): Promise<void> {
  if (cache === null) return;
  const body: Stored<T> = { value, stored_at_ms: nowMs };
  try {
    await cache.put(
      key,
      new Response(JSON.stringify(body), {
        headers: {
          "Content-Type": "application/json",
          "Cache-Control": `max-age=${Math.floor(maxAgeMs / 1000)}`,
        },
      }),
    );
  } catch {
    // An unwritable cache costs the next request an upstream read, nothing more.
  }
}

/** 32-bit FNV-1a as 8 hex digits: a short, stable path segment for an upstream URL. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}
