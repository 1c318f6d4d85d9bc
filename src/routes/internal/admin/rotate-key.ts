import { createRoute } from "@hono/zod-openapi";
import type { Scope } from "../../../auth/scopes.ts";
import { ProblemError } from "../../../http/problem.ts";
import { failClosed } from "../../../http/safety.ts";
import { rotateIfActive } from "../../../store/api-keys.ts";
import { freshRecord, mintKey } from "./create-key.ts";
import { ADMIN_TAG, type AdminPlane, adminOperation, adminProblems } from "./plane.ts";
import { IfMatchHeader, KEY_ANSWER_HEADERS, KeyIdParam, keyStatus, NewKeyResponse } from "./schema.ts";
import {
  audit,
  checkIfMatch,
  guardedKey,
  guardFor,
  isoInstant,
  loadKey,
  lostChange,
  newKeyAnswer,
  WRITES,
} from "./shared.ts";

const route = createRoute({
  method: "post",
  path: "/api/admin/keys/{id}/rotate",
  operationId: "rotateApiKey",
  tags: [ADMIN_TAG],
  summary: "Rotate an API key",
  description:
    "Issues a new key with the same name, scopes, limit, expiry and entitlements (`rotated_from` names the old one, the old record's `rotated_to` the new one) and revokes the old key before answering. One atomic change: of concurrent rotations (or a rotation and a revocation) of one key exactly one wins; the others answer 409 key-inactive, as does rotating a revoked or expired key. With If-Match, a record whose ETag no longer matches answers 412. Audited.",
  request: { params: KeyIdParam, headers: IfMatchHeader },
  responses: {
    201: {
      description: "The new key's record and, once, the new key itself.",
      headers: KEY_ANSWER_HEADERS,
      content: { "application/json": { schema: NewKeyResponse } },
    },
    ...adminProblems("invalid-header", "key-not-found", "key-inactive", "precondition-failed"),
  },
});

/**
 * `POST /api/admin/keys/{id}/rotate`. D1 decides the winner: one batch inserts the successor only while
 * the old key is active and revokes the old key under the same condition. Around it, the order keeps the
 * guards never more permissive than D1 whatever step is cut short:
 * 1. the successor's guard is provisioned first — no D1 record is ever active without a guard, and
 *    nobody holds the new key before this answers (a loser revokes its unused guard again);
 * 2. the old key's guard is revoked before D1 records the revocation, so the old key can never work
 *    while D1 says it is revoked. Every contender does this, and rightly: whichever of them wins, or a
 *    concurrent revocation does, the old key ends revoked;
 * 3. the successor carries the old record's list as D1 holds it when the batch runs; if that is newer
 *    than the list read in step 1, the successor's guard is brought up to it before answering.
 */
export function registerRotateKey(plane: AdminPlane) {
  adminOperation(plane, route, async (c) => {
    const old = await loadKey(c, c.req.valid("param").id);
    checkIfMatch(c, old);
    const nowMs = Date.now();
    const status = keyStatus(old, nowMs);
    if (status !== "active") {
      throw new ProblemError("key-inactive", {
        detail: `Key ${old.id} is ${status}; create a new key instead.`,
      });
    }
    const { key, row } = await mintKey(
      {
        name: old.name,
        scopes: old.scopes as Scope[],
        rateLimitPerMinute: old.rateLimitPerMinute,
        entitlements: (old.entitlements as string[] | null) ?? null,
        entitlementsVersion: old.entitlementsVersion,
        expiresAt: old.expiresAt,
        rotatedFrom: old.id,
      },
      nowMs,
    );
    const successorGuard = guardFor(c.env, row.keyHash);
    const discardSuccessor = () => successorGuard.revoke(nowMs).catch(() => {});
    await failClosed(() => successorGuard.provision(guardedKey(row), row.entitlements), WRITES.keyGuard);
    try {
      await failClosed(() => guardFor(c.env, old.keyHash).revoke(nowMs), WRITES.keyGuard);
    } catch (error) {
      await discardSuccessor();
      throw error;
    }
    const entry = await audit(c, "rotate", old.id, { new_key_id: row.id }, nowMs);
    const given = await failClosed(
      () => rotateIfActive(c.env.DB, old.id, row, isoInstant(nowMs), entry),
      WRITES.keyStore,
    );
    if (!given) {
      await discardSuccessor();
      throw await lostChange(c, old.id, false);
    }
    if (given.entitlementsVersion !== row.entitlementsVersion) {
      await failClosed(
        () => successorGuard.applyEntitlements(given.entitlementsVersion, given.entitlements),
        WRITES.entitlementList,
      );
    }
    return newKeyAnswer(c, freshRecord({ ...row, ...given }), nowMs, key);
  });
}
