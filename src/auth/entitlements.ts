import type { Context } from "hono";
import type { AppEnv } from "../env.ts";
import { ProblemError } from "../http/problem.ts";
import { failClosed } from "../http/safety.ts";

/**
 * Entitlement lists (spec 5.4). D1 (api_keys.entitlements) is the source of truth; KV holds a copy per
 * key that the read path uses, cached at the edge for ENTITLEMENTS_CACHE_TTL_SECONDS. A key with no KV
 * entry reads everything. Lists only ever widen or clear after issuance, so a cached copy can only be
 * stricter than the truth, never looser, and every change is live within a minute.
 */
export const ENTITLEMENTS_CACHE_TTL_SECONDS = 30; // KV's minimum; ≤ 60 s keeps changes live within a minute

/**
 * Lists this isolate read recently. A copy may be at most ISOLATE_TTL_MS older than KV's edge cache;
 * together that stays under a minute, and since lists only widen, a stale copy is only ever stricter.
 */
const ISOLATE_TTL_MS = 20_000;
const recent = new Map<string, { list: string[] | null; atMs: number }>();
const MAX_RECENT = 5_000;

export function entitlementsKvKey(keyId: string): string {
  return `entitlements:${keyId}`;
}

export async function readEntitlements(kv: KVNamespace, keyId: string): Promise<string[] | null> {
  const list = await kv.get<string[]>(entitlementsKvKey(keyId), {
    type: "json",
    cacheTtl: ENTITLEMENTS_CACHE_TTL_SECONDS,
  });
  return Array.isArray(list) ? list : null;
}

export async function writeEntitlements(kv: KVNamespace, keyId: string, slugs: readonly string[] | null) {
  if (slugs === null) await kv.delete(entitlementsKvKey(keyId));
  else await kv.put(entitlementsKvKey(keyId), JSON.stringify(slugs));
  // The isolate that made the change sees it at once; others within their cache lifetimes.
  recent.delete(keyId);
}

/**
 * Starts the read once per request and shares it; failures are kept as a value so an unawaited read
 * never becomes an unhandled rejection.
 */
export function memoizedEntitlements(kv: KVNamespace, keyId: string) {
  let pending: Promise<{ ok: true; list: string[] | null } | { ok: false }> | undefined;
  const start = () => {
    const cached = recent.get(keyId);
    if (!pending && cached && Date.now() - cached.atMs < ISOLATE_TTL_MS) {
      pending = Promise.resolve({ ok: true as const, list: cached.list });
    }
    pending ??= readEntitlements(kv, keyId).then(
      (list) => {
        if (recent.size >= MAX_RECENT) recent.clear();
        recent.set(keyId, { list, atMs: Date.now() });
        return { ok: true as const, list };
      },
      () => ({ ok: false as const }),
    );
    return pending;
  };
  return {
    prefetch: () => void start(),
    read: async (): Promise<string[] | null> => {
      const result = await start();
      if (!result.ok) throw new Error("entitlements read failed");
      return result.list;
    },
  };
}

/**
 * The entitlement list of the request's key (canonical slugs), or null when the request is anonymous or
 * the key reads everything. Fails closed: an unreadable list answers 503, never "everything".
 */
export async function keyEntitlements(c: Context<AppEnv>): Promise<readonly string[] | null> {
  const credential = c.get("credential");
  if (!credential) return null;
  return failClosed(() => credential.entitlements(), { what: "key's entitlement list" });
}

/**
 * For routes that serve one index or benchmark: call after resolving `{id}` (symbol, slug, any case) to
 * the instrument, with its canonical slug, so no spelling of the id can bypass the list. Throws
 * ProblemError("benchmark-not-entitled") for an entitled key outside its list; anonymous requests and
 * keys without a list pass.
 */
export async function assertEntitled(c: Context<AppEnv>, canonicalSlug: string): Promise<void> {
  const list = await keyEntitlements(c);
  if (list === null || list.includes(canonicalSlug)) return;
  throw new ProblemError("benchmark-not-entitled", {
    detail: `This API key is not entitled to '${canonicalSlug}'. Ask the operator to widen its entitlements.`,
  });
}
