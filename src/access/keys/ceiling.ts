/**
 * An account's ceiling: the most any key it holds may do. A key asked for within the ceiling takes the
 * ceiling's value for each setting it leaves out; anything beyond it is refused, naming what.
 */

import type { Bindings } from "../../env.ts";
import { ProblemError } from "../../platform/http/problem.ts";
import type { Scope } from "../scopes.ts";
import { canonicalEntitlements, type KeySettings } from "./issuance.ts";
import { isoInstant } from "./records.ts";

export interface Ceiling {
  scopes: Scope[];
  rateLimitPerMinute: number;
  /** Canonical slugs, or null: the whole catalog. */
  entitlements: string[] | null;
  maxKeys: number;
}

/** What an account asks for; entitlements already canonical slugs. */
export interface RequestedKey {
  name: string;
  scopes?: Scope[];
  rateLimitPerMinute?: number;
  entitlements?: string[];
  expiresAt: string | null;
}

/** The settings of a key within `ceiling` (its defaults filling the gaps), or 403 key-ceiling-exceeded. */
export function settingsWithinCeiling(ceiling: Ceiling, requested: RequestedKey): KeySettings {
  const scopes = requested.scopes ?? ceiling.scopes;
  const rateLimitPerMinute = requested.rateLimitPerMinute ?? ceiling.rateLimitPerMinute;
  const entitlements = requested.entitlements ?? ceiling.entitlements;
  const beyond: string[] = [];
  const extraScopes = scopes.filter((scope) => !ceiling.scopes.includes(scope));
  if (extraScopes.length > 0) beyond.push(`scope ${extraScopes.join(", ")} is not in the ceiling`);
  if (rateLimitPerMinute > ceiling.rateLimitPerMinute) {
    beyond.push(
      `rate_limit_per_minute ${rateLimitPerMinute} is above the ceiling's ${ceiling.rateLimitPerMinute}`,
    );
  }
  if (ceiling.entitlements !== null) {
    const allowed = ceiling.entitlements;
    const extra = (entitlements ?? []).filter((slug) => !allowed.includes(slug));
    if (extra.length > 0) beyond.push(`entitlement ${extra.join(", ")} is not in the ceiling`);
  }
  if (beyond.length > 0) {
    throw new ProblemError("key-ceiling-exceeded", {
      detail: `The key is beyond the account's ceiling: ${beyond.join("; ")}.`,
    });
  }
  return { name: requested.name, scopes, rateLimitPerMinute, entitlements, expiresAt: requested.expiresAt };
}

/** Refuses an `expires_at` that is not in the future (400 invalid-parameter naming the member). */
export function assertFuture(expiresAt: string | undefined, nowMs: number) {
  if (expiresAt === undefined || Date.parse(expiresAt) > nowMs) return;
  throw new ProblemError("invalid-parameter", {
    detail: "Body member 'expires_at' must be in the future.",
    invalidParams: [{ name: "expires_at", in: "body", reason: "must be in the future" }],
  });
}

/** A key as a request body asks for it (the admin plane's and the terminal's bodies alike). */
export interface KeyRequestBody {
  name: string;
  scopes?: Scope[];
  rate_limit_per_minute?: number;
  entitlements?: string[];
  expires_at?: string;
}

/**
 * What a key request body asks for, checked: a past `expires_at` refused and the entitlements resolved
 * to canonical slugs (400 invalid-parameter either way), the expiry as pix stores instants.
 */
export async function requestedKey(
  env: Bindings,
  body: KeyRequestBody,
  nowMs: number,
): Promise<RequestedKey> {
  assertFuture(body.expires_at, nowMs);
  return {
    name: body.name,
    scopes: body.scopes,
    rateLimitPerMinute: body.rate_limit_per_minute,
    entitlements: body.entitlements
      ? await canonicalEntitlements(env, body.entitlements, "entitlements")
      : undefined,
    expiresAt: body.expires_at === undefined ? null : isoInstant(Date.parse(body.expires_at)),
  };
}
