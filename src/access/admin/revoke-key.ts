import { revokeKey } from "../keys/issuance.ts";
import { ok, type PrivatePlane, privateRoute } from "../private-plane.ts";
import { ADMIN } from "./plane.ts";
import { IfMatchHeader, KEY_ANSWER_HEADERS, KeyIdParam, KeyRecordResponse } from "./schema.ts";
import { adminIssuer, checkIfMatch, keyAnswer, loadKeyParam } from "./shared.ts";

const route = privateRoute(ADMIN, {
  method: "post",
  path: "/api/admin/keys/{id}/revoke",
  operationId: "revokeApiKey",
  summary: "Revoke an API key",
  description:
    "The key answers 401 credential-invalid from the next request. Idempotent: revoking a revoked key (or one a concurrent rotation revoked first, see `rotated_to`) answers its record as it is. With If-Match, a record whose ETag no longer matches answers 412. Audited once, by the call that revoked it.",
  request: { params: KeyIdParam, headers: IfMatchHeader },
  answer: ok("The revoked key's record.", KeyRecordResponse, KEY_ANSWER_HEADERS),
  problems: ["invalid-header", "key-not-found", "precondition-failed"],
});

/** `POST /api/admin/keys/{id}/revoke` (src/access/keys/issuance.ts revokeKey: guard first, then D1). */
export function registerRevokeKey(plane: PrivatePlane) {
  plane.operation(route, async (c) => {
    const row = await loadKeyParam(c, c.req.valid("param").id);
    checkIfMatch(c, row);
    const nowMs = Date.now();
    return keyAnswer(c, await revokeKey(await adminIssuer(c), row, nowMs), nowMs);
  });
}
