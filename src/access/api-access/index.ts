import type { Context, MiddlewareHandler, Next } from "hono";
import { routePath } from "hono/route";
import type { AppEnv } from "../../env.ts";
import { problem } from "../../platform/http/problem.ts";
import { logDependencyFailure } from "../../platform/http/safety.ts";
import { clientIpBucket } from "../client-ip.ts";
import { ipLeasesFor, type LimiterFor } from "../ip-lease.ts";
import type { KeyRefusal } from "../key-refusal.ts";
import { type PlaneId, planeById } from "../planes.ts";
import { credentialInQuery, presentedCredential } from "../presented-key.ts";
import { ipRateLimit, type RateDecision, rateLimitHeaders } from "../rate-limit.ts";
import { releaseLapsedKeyLeases, verifyKey } from "../verify-key.ts";

export interface ApiAccessOptions {
  /**
   * The read plane of the routes this is mounted on: a key needs its scope, and a plane closed to
   * anonymous reads (factors) answers 401 credential-required without one. null on the discovery routes
   * and v1 paths no plane owns: a key must be valid but needs no scope.
   */
  plane: PlaneId | null;
  /**
   * How many reads the request counts as (default 1): each is admitted as one request against the
   * key's limit or the address's, and the request is refused at the first that is not (what was
   * admitted stays spent). The MCP server counts one per JSON-RPC message of an exchange.
   */
  reads?: (c: Context<AppEnv>) => number;
}

/**
 * Access control for the read planes, mounted once per route family with its plane:
 *
 * 1. a credential in the query string → 400 credential-in-query;
 * 2. a presented key (X-API-Key or Authorization: Bearer) is enforced strictly, never falling back to
 *    anonymous: malformed, unknown, revoked or expired → 401 credential-invalid; missing the plane's
 *    scope → 403 credential-scope; over its limit → 429 rate-limited. The key's guard decides all of
 *    it, through a lease this isolate holds (src/access/key-lease.ts: one RPC per lease, not per
 *    request). Discovery routes need a valid key but no scope;
 * 3. no key: the factor plane answers 401 credential-required; other v1 requests count against the
 *    client IP's per-minute limit (src/access/ip-lease.ts: one RPC per lease, not per request) → 429
 *    rate-limit-exceeded.
 *
 * Answers that passed carry RateLimit-* headers; keyed answers become `private` for shared caches since
 * their headers belong to one key.
 */
export function apiAccess(options: ApiAccessOptions): MiddlewareHandler<AppEnv> {
  const plane = options.plane === null ? undefined : planeById(options.plane);
  // v1 (discovery and the versioned planes) has a per-IP limit; the unversioned legacy plane has none.
  const perIpLimit = plane === undefined || plane.versioned;
  return async function apiAccess(c, next) {
    // Answers given here on a path no route serves are logged like any unknown path.
    if (routePath(c, -1).endsWith("*")) c.set("logRoute", "(unmatched)");
    // Most reads have no query string: skip parsing the URL for them.
    const inQuery = c.req.url.includes("?") ? credentialInQuery(new URL(c.req.url).searchParams) : undefined;
    if (inQuery !== undefined) {
      return problem(c, "credential-in-query", {
        detail: `The query parameter '${inQuery}' carries a credential; send API keys only in X-API-Key or Authorization: Bearer.`,
        invalidParams: [{ name: inQuery, in: "query", reason: "must not carry a credential" }],
      });
    }
    const presented = presentedCredential(c.req.raw.headers);
    if (presented.kind === "malformed") return credentialInvalid(c, presented.reason);
    const reads = options.reads?.(c) ?? 1;
    if (presented.kind === "key") return keyed(c, next, presented.key, options.plane, reads);
    if (plane && !plane.anonymous) {
      return problem(c, "credential-required", {
        detail: `The ${plane.id} plane needs an API key with the ${plane.scope} scope.`,
        headers: { "WWW-Authenticate": 'Bearer realm="pix"' },
      });
    }
    if (perIpLimit) return anonymous(c, next, reads);
    // Without a per-IP limit the answers still vary with the credential headers.
    await next();
    decorate(c, undefined, false);
  };
}

function credentialInvalid(c: Context<AppEnv>, detail: string) {
  return problem(c, "credential-invalid", {
    detail,
    headers: { "WWW-Authenticate": 'Bearer realm="pix", error="invalid_token"' },
  });
}

async function keyed(c: Context<AppEnv>, next: Next, key: string, plane: PlaneId | null, reads: number) {
  let verification = await verifyKey(c.env, key, plane);
  for (let read = 1; read < reads && verification.outcome === "verified"; read++) {
    verification = await verifyKey(c.env, key, plane);
  }
  afterResponse(c, releaseLapsedKeyLeases(c.env));
  if (verification.outcome === "unverifiable") {
    // Fail closed: a key that cannot be checked is not served.
    logDependencyFailure("key_guard", c.get("requestId"), verification.error);
    return problem(c, "service-unavailable", {
      detail: "pix could not verify the API key right now. Try again shortly.",
    });
  }
  if (verification.outcome === "refused") {
    if (verification.keyId !== null) c.set("keyId", verification.keyId);
    return refusalProblem(c, verification.refusal);
  }
  c.set("keyId", verification.credential.keyId);
  c.set("credential", verification.credential);
  await next();
  decorate(c, verification.decision, true);
}

/** The problem a refused key answers with. */
function refusalProblem(c: Context<AppEnv>, refusal: KeyRefusal) {
  if (refusal.slug === "credential-invalid") return credentialInvalid(c, refusal.detail);
  if (refusal.slug === "credential-scope") return problem(c, "credential-scope", { detail: refusal.detail });
  return problem(c, "rate-limited", {
    detail: refusal.detail,
    retryAfterSeconds: refusal.decision.resetSeconds,
    headers: rateLimitHeaders(refusal.decision),
  });
}

async function anonymous(c: Context<AppEnv>, next: Next, reads: number) {
  const limit = ipRateLimit(c.env.IP_RATE_LIMIT_PER_MINUTE);
  const limiterFor: LimiterFor = (bucket) => c.env.IP_LIMITER.getByName(bucket);
  const nowMs = Date.now();
  const ipLeases = ipLeasesFor(c.env.IP_LIMITER);
  const admission = {
    bucket: clientIpBucket(c.req.raw.headers),
    limit,
    nowMs,
    limiterFor,
    requestId: c.get("requestId"),
  };
  // Undefined when the limiter cannot be reached: served (fail open), logged once per failed lease.
  let decision = await ipLeases.admit(admission);
  for (let read = 1; read < reads && decision?.allowed === true; read++) {
    decision = await ipLeases.admit(admission);
  }
  afterResponse(c, ipLeases.releaseIdle(nowMs, limiterFor));
  if (decision && !decision.allowed) {
    return problem(c, "rate-limit-exceeded", {
      detail: `Anonymous requests from this address are over the limit of ${limit} per minute; wait, or use an API key.`,
      retryAfterSeconds: decision.resetSeconds,
      headers: rateLimitHeaders(decision),
    });
  }
  await next();
  decorate(c, decision, false);
}

/** Background work that must not delay the answer (app.request() in tests has no execution context). */
function afterResponse(c: Context<AppEnv>, work: Promise<void> | undefined) {
  if (!work) return;
  try {
    c.executionCtx.waitUntil(work);
  } catch {
    // No execution context (app.request() in tests): the work runs on its own and never rejects.
  }
}

/** RateLimit-* on the answer; Vary on the credential headers; keyed answers private to shared caches. */
function decorate(c: Context<AppEnv>, decision: RateDecision | undefined, keyed: boolean) {
  // A WebSocket upgrade (legacy /ws) must be passed on untouched.
  if (c.res.status === 101) return;
  const apply = (headers: Headers) => {
    if (decision)
      for (const [name, value] of Object.entries(rateLimitHeaders(decision))) headers.set(name, value);
    headers.append("Vary", "X-API-Key, Authorization");
    const cacheControl = headers.get("Cache-Control");
    if (keyed && cacheControl?.includes("public")) {
      headers.set("Cache-Control", cacheControl.replace("public", "private"));
    }
  };
  try {
    apply(c.res.headers);
  } catch {
    // Responses passed through from a binding have immutable headers.
    c.res = new Response(c.res.body, c.res);
    apply(c.res.headers);
  }
}
