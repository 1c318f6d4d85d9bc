import { createRoute } from "@hono/zod-openapi";
import { failClosed } from "../../../http/safety.ts";
import { revokeIfActive } from "../../../store/api-keys.ts";
import { ADMIN_TAG, type AdminPlane, adminOperation, adminProblems } from "./plane.ts";
import { IfMatchHeader, KEY_ANSWER_HEADERS, KeyIdParam, KeyRecordResponse } from "./schema.ts";
import { audit, checkIfMatch, guardFor, isoInstant, keyAnswer, loadKey, WRITES } from "./shared.ts";

const route = createRoute({
  method: "post",
  path: "/api/admin/keys/{id}/revoke",
  operationId: "revokeApiKey",
  tags: [ADMIN_TAG],
  summary: "Revoke an API key",
  description:
    "The key answers 401 credential-invalid from the next request. Idempotent: revoking a revoked key (or one a concurrent rotation revoked first, see `rotated_to`) answers its record as it is. With If-Match, a record whose ETag no longer matches answers 412. Audited once, by the call that revoked it.",
  request: { params: KeyIdParam, headers: IfMatchHeader },
  responses: {
    200: {
      description: "The revoked key's record.",
      headers: KEY_ANSWER_HEADERS,
      content: { "application/json": { schema: KeyRecordResponse } },
    },
    ...adminProblems("invalid-header", "key-not-found", "precondition-failed"),
  },
});

/**
 * `POST /api/admin/keys/{id}/revoke`: the guard first (the key answers 401 from the next request, and
 * the guard is never more permissive than D1), then the record, in one conditional write that also
 * audits it. The guard is revoked again for a key D1 already has revoked, so a retry repairs a guard
 * that an interrupted change left active.
 */
export function registerRevokeKey(plane: AdminPlane) {
  adminOperation(plane, route, async (c) => {
    const row = await loadKey(c, c.req.valid("param").id);
    checkIfMatch(c, row);
    const nowMs = Date.now();
    await failClosed(() => guardFor(c.env, row.keyHash).revoke(nowMs), WRITES.keyGuard);
    if (row.revokedAt) return keyAnswer(c, row, nowMs);
    const at = isoInstant(nowMs);
    const entry = await audit(c, "revoke", row.id, {}, nowMs);
    const revoked = await failClosed(() => revokeIfActive(c.env.DB, row.id, at, entry), WRITES.keyStore);
    // Lost to a concurrent revocation or rotation: the key is revoked all the same; answer it as it is.
    const current = revoked ? { ...row, revokedAt: at } : await loadKey(c, row.id);
    return keyAnswer(c, current, nowMs);
  });
}
