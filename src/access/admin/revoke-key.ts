import { createRoute } from "@hono/zod-openapi";
import { revokeKey } from "../keys/issuance.ts";
import { ADMIN_TAG, type AdminPlane, adminOperation, adminProblems } from "./plane.ts";
import { IfMatchHeader, KEY_ANSWER_HEADERS, KeyIdParam, KeyRecordResponse } from "./schema.ts";
import { adminIssuer, checkIfMatch, keyAnswer, loadKeyParam } from "./shared.ts";

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

/** `POST /api/admin/keys/{id}/revoke` (src/access/keys/issuance.ts revokeKey: guard first, then D1). */
export function registerRevokeKey(plane: AdminPlane) {
  adminOperation(plane, route, async (c) => {
    const row = await loadKeyParam(c, c.req.valid("param").id);
    checkIfMatch(c, row);
    const nowMs = Date.now();
    return keyAnswer(c, await revokeKey(await adminIssuer(c), row, nowMs), nowMs);
  });
}
