import { rotateKey } from "../keys/issuance.ts";
import { created, type PrivatePlane, privateRoute } from "../private-plane.ts";
import { ADMIN } from "./plane.ts";
import { IfMatchHeader, KEY_ANSWER_HEADERS, KeyIdParam, NewKeyResponse } from "./schema.ts";
import { adminIssuer, checkIfMatch, loadKeyParam, newKeyAnswer } from "./shared.ts";

const route = privateRoute(ADMIN, {
  method: "post",
  path: "/api/admin/keys/{id}/rotate",
  operationId: "rotateApiKey",
  summary: "Rotate an API key",
  description:
    "Issues a new key with the same name, scopes, limit, expiry and entitlements (`rotated_from` names the old one, the old record's `rotated_to` the new one) and revokes the old key before answering. One atomic change: of concurrent rotations (or a rotation and a revocation) of one key exactly one wins; the others answer 409 key-inactive, as does rotating a revoked or expired key. With If-Match, a record whose ETag no longer matches answers 412. Audited.",
  request: { params: KeyIdParam, headers: IfMatchHeader },
  answer: created("The new key's record and, once, the new key itself.", NewKeyResponse, KEY_ANSWER_HEADERS),
  problems: ["invalid-header", "key-not-found", "key-inactive", "precondition-failed"],
});

/** `POST /api/admin/keys/{id}/rotate` (src/access/keys/issuance.ts rotateKey: one atomic change in D1). */
export function registerRotateKey(plane: PrivatePlane) {
  plane.operation(route, async (c) => {
    const old = await loadKeyParam(c, c.req.valid("param").id);
    checkIfMatch(c, old);
    const nowMs = Date.now();
    const issued = await rotateKey(await adminIssuer(c), old, nowMs);
    return newKeyAnswer(c, issued.record, nowMs, issued.key);
  });
}
