/**
 * The request-time entitlement check of every read plane. The access plane verifies the presented key
 * and sets the request's `credential` (VerifiedCredential in src/env.ts), whose `entitlements()` reads
 * the key's list by access's fail-closed rule (src/access/entitlements.ts); a read plane only asks that
 * credential, so it needs nothing of the access plane.
 */
import type { Context } from "hono";
import type { AppEnv } from "../../env.ts";
import { ProblemError } from "./problem.ts";
import { failClosed } from "./safety.ts";

/**
 * The entitlement list of the request's key (canonical slugs), or null when the request is anonymous or
 * the key reads everything. Fails closed: a list that cannot be read (KV failing, or no usable copy in
 * it) answers 503 with Retry-After, never "everything" and never "nothing".
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
