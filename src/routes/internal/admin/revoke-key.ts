import { createRoute } from "@hono/zod-openapi";
import { failClosed } from "../../../http/safety.ts";
import { markRevoked } from "../../../store/api-keys.ts";
import { ADMIN_TAG, type AdminPlane, adminOperation, adminProblems } from "./plane.ts";
import { KeyIdParam, KeyRecordResponse, keyRecord } from "./schema.ts";
import { adminJson, audit, guardFor, isoInstant, loadKey, WRITES } from "./shared.ts";

const route = createRoute({
  method: "post",
  path: "/api/admin/keys/{id}/revoke",
  operationId: "revokeApiKey",
  tags: [ADMIN_TAG],
  summary: "Revoke an API key",
  description:
    "The key answers 401 credential-invalid from the next request. Idempotent: revoking a revoked key answers its record unchanged. Audited.",
  request: { params: KeyIdParam },
  responses: {
    200: {
      description: "The revoked key's record.",
      content: { "application/json": { schema: KeyRecordResponse } },
    },
    ...adminProblems("key-not-found"),
  },
});

/**
 * `POST /api/admin/keys/{id}/revoke`: the guard first (the key answers 401 from the next request), then
 * the record.
 */
export function registerRevokeKey(plane: AdminPlane) {
  adminOperation(plane, route, async (c) => {
    const row = await loadKey(c, c.req.valid("param").id);
    const nowMs = Date.now();
    if (row.revokedAt) return adminJson(c, keyRecord(row, nowMs));
    const at = isoInstant(nowMs);
    await failClosed(() => guardFor(c.env, row.keyHash).revoke(nowMs), WRITES.keyGuard);
    const entry = await audit(c, "revoke", row.id, {}, nowMs);
    await failClosed(() => markRevoked(c.env.DB, row.id, at, entry), WRITES.keyStore);
    return adminJson(c, keyRecord({ ...row, revokedAt: at }, nowMs));
  });
}
