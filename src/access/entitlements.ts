import { ttlCachePerOwner } from "../platform/cache/ttl-cache.ts";

/**
 * Entitlement lists (docs/access.md "Entitlements", SECURITY.md). D1 (api_keys.entitlements, with
 * entitlements_version) is the source of truth. The key's guard knows whether the key has a list and
 * which version of it is current, and keeps the list it last wrote; KV holds a copy per key,
 * `{version, slugs}`, which the read path applies by this rule:
 * - the copy is the guard's version, or older → its slugs. Lists only widen after issuance, so an older
 *   copy (an edge cache that has not caught up) is a subset: stricter, never wider;
 * - the copy is missing, unreadable as a list, or newer than the guard knows → the list cannot be
 *   known: the read throws (503 with Retry-After, never "nothing" and never "everything"), after
 *   asking the key's guard to write its copy again, so the key recovers by itself;
 * - KV fails → the read throws, and the request answers 503 (fail closed).
 * A change is live within a minute: KV's edge cache (ENTITLEMENTS_CACHE_TTL_SECONDS) plus this isolate's
 * copy (ISOLATE_TTL_MS), which is keyed by the version so a newer version is never hidden behind it.
 */
export const ENTITLEMENTS_CACHE_TTL_SECONDS = 30; // KV's minimum; ≤ 60 s keeps changes live within a minute

const ISOLATE_TTL_MS = 20_000;

/** The version of lists written before lists had versions: a bare KV array, a flag in the guard. */
export const UNVERSIONED_LIST = 0;

/** The KV copy of a key's list: the D1 version it was written from and its canonical slugs. */
export interface EntitlementCopy {
  version: number;
  slugs: readonly string[];
}

/** Lists this isolate read, per KV binding (a substitute binding never sees another's entries). */
const recentLists = ttlCachePerOwner<KVNamespace, string, readonly string[]>({
  ttlMs: ISOLATE_TTL_MS,
  maxEntries: 5_000,
});

export function entitlementsKvKey(keyId: string): string {
  return `entitlements:${keyId}`;
}

const isSlugList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((slug) => typeof slug === "string");

/** A stored copy, or null when the text is missing or is not a copy (which then grants nothing). */
export function parseEntitlementCopy(text: string | null): EntitlementCopy | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (isSlugList(value)) return { version: UNVERSIONED_LIST, slugs: value };
  if (typeof value !== "object" || value === null) return null;
  const { version, slugs } = value as { version?: unknown; slugs?: unknown };
  if (!Number.isSafeInteger(version) || !isSlugList(slugs)) return null;
  return { version: version as number, slugs };
}

/** Reads a key's KV copy through the edge cache; throws when KV does. */
export async function readEntitlementCopy(kv: KVNamespace, keyId: string): Promise<EntitlementCopy | null> {
  const text = await kv.get(entitlementsKvKey(keyId), {
    type: "text",
    cacheTtl: ENTITLEMENTS_CACHE_TTL_SECONDS,
  });
  return parseEntitlementCopy(text);
}

/** Writes (or, for null, deletes) a key's KV copy. Only the key's guard calls this, one write at a time. */
export async function writeEntitlementCopy(
  kv: KVNamespace,
  keyId: string,
  copy: EntitlementCopy | null,
): Promise<void> {
  if (copy === null) await kv.delete(entitlementsKvKey(keyId));
  else await kv.put(entitlementsKvKey(keyId), JSON.stringify(copy));
}

/**
 * The slugs a key may read when its guard says `version` is current and KV holds `copy`, or undefined
 * when the copy cannot stand for that list (missing, not a copy, or a version the guard has not seen).
 */
export function applicableEntitlements(
  copy: EntitlementCopy | null,
  version: number,
): readonly string[] | undefined {
  if (copy === null || copy.version > version) return undefined;
  return copy.slugs;
}

/** Where a key's list is read from, as of the version its guard named. */
export interface EntitlementSource {
  kv: KVNamespace;
  keyId: string;
  /** The list version the key's guard says is current. */
  version: number;
  /** Asks the key's guard to write its copy to KV again; never rejects. */
  restore: () => Promise<void>;
}

/**
 * The key has a list, but KV holds no copy that can stand for it (missing, not a copy, or from a version
 * the guard has not applied). The request fails closed (503); the guard has been asked to rewrite it.
 */
export class EntitlementCopyUnusable extends Error {
  override readonly name = "EntitlementCopyUnusable";
  constructor(keyId: string, version: number) {
    super(`no usable KV copy of the entitlement list of ${keyId} at version ${version}`);
  }
}

/** The list `copy` holds for `source`, or (the copy unusable) the guard asked to restore it, and a throw. */
async function usableOrRestore(source: EntitlementSource, copy: EntitlementCopy | null) {
  const list = applicableEntitlements(copy, source.version);
  if (list) return list;
  await source.restore();
  throw new EntitlementCopyUnusable(source.keyId, source.version);
}

/** The key's list as of the guard's version, read from KV each time (long-lived connections). */
export async function readEntitlements(source: EntitlementSource): Promise<readonly string[]> {
  return usableOrRestore(source, await readEntitlementCopy(source.kv, source.keyId));
}

/**
 * The key's list as of the guard's version, reusing this isolate's recent read. Only a copy of exactly
 * that version is kept: an older one is read again next time, so it gives way as soon as KV does.
 */
async function recentEntitlements(source: EntitlementSource): Promise<readonly string[]> {
  const { kv, keyId, version } = source;
  const cache = recentLists(kv);
  const cacheKey = `${keyId}@${version}`;
  const hit = cache.get(cacheKey);
  if (hit) return hit;
  const copy = await readEntitlementCopy(kv, keyId);
  const list = await usableOrRestore(source, copy);
  if (copy?.version === version) cache.set(cacheKey, list);
  return list;
}

/**
 * Starts the read once per request and shares it; failures are kept as a value so an unawaited read
 * never becomes an unhandled rejection.
 */
export function memoizedEntitlements(source: EntitlementSource) {
  let pending: Promise<{ ok: true; list: readonly string[] } | { ok: false; error: unknown }> | undefined;
  const start = () => {
    pending ??= recentEntitlements(source).then(
      (list) => ({ ok: true as const, list }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    return pending;
  };
  return {
    prefetch: () => void start(),
    read: async (): Promise<readonly string[]> => {
      const result = await start();
      if (!result.ok) throw result.error;
      return result.list;
    },
  };
}
