import { jsonRequestBody } from "../../platform/http/json-body.ts";
import { requestedKey } from "../keys/ceiling.ts";
import { issueKey } from "../keys/issuance.ts";
import { created, type PrivatePlane, privateRoute } from "../private-plane.ts";
import { ADMIN } from "./plane.ts";
import { CreateKeyBody, KEY_ANSWER_HEADERS, NewKeyResponse } from "./schema.ts";
import { adminIssuer, newKeyAnswer } from "./shared.ts";

const route = privateRoute(ADMIN, {
  method: "post",
  path: "/api/admin/keys",
  operationId: "createApiKey",
  summary: "Issue an API key",
  description:
    "Issues a key with its name, scopes, per-minute limit, optional expiry and optional entitlement list. The plaintext key is in this response only; pix stores its SHA-256. Audited.",
  request: { body: jsonRequestBody(CreateKeyBody, "The new key's settings.") },
  answer: created("The key's record and, once, the key itself.", NewKeyResponse, KEY_ANSWER_HEADERS),
});

export function registerCreateKey(plane: PrivatePlane) {
  plane.operation(route, async (c) => {
    const body = c.req.valid("json");
    const nowMs = Date.now();
    const requested = await requestedKey(c.env, body, nowMs);
    const issued = await issueKey(
      await adminIssuer(c),
      {
        ...requested,
        scopes: body.scopes,
        rateLimitPerMinute: body.rate_limit_per_minute,
        entitlements: requested.entitlements ?? null,
      },
      null,
      nowMs,
    );
    return newKeyAnswer(c, issued.record, nowMs, issued.key);
  });
}
