import { createRoute } from "@hono/zod-openapi";
import { jsonContentType, jsonRequestBody } from "../../platform/http/json-body.ts";
import { assertFuture } from "../keys/ceiling.ts";
import { canonicalEntitlements, issueKey } from "../keys/issuance.ts";
import { isoInstant } from "../keys/records.ts";
import { ADMIN_TAG, type AdminPlane, adminOperation, adminProblems } from "./plane.ts";
import { CreateKeyBody, KEY_ANSWER_HEADERS, NewKeyResponse } from "./schema.ts";
import { adminIssuer, newKeyAnswer } from "./shared.ts";

const route = createRoute({
  method: "post",
  path: "/api/admin/keys",
  operationId: "createApiKey",
  tags: [ADMIN_TAG],
  summary: "Issue an API key",
  description:
    "Issues a key with its name, scopes, per-minute limit, optional expiry and optional entitlement list. The plaintext key is in this response only; pix stores its SHA-256. Audited.",
  middleware: [jsonContentType()],
  request: { body: jsonRequestBody(CreateKeyBody, "The new key's settings.") },
  responses: {
    201: {
      description: "The key's record and, once, the key itself.",
      headers: KEY_ANSWER_HEADERS,
      content: { "application/json": { schema: NewKeyResponse } },
    },
    ...adminProblems("invalid-parameter", "unsupported-media-type"),
  },
});

export function registerCreateKey(plane: AdminPlane) {
  adminOperation(plane, route, async (c) => {
    const body = c.req.valid("json");
    const nowMs = Date.now();
    assertFuture(body.expires_at, nowMs);
    const entitlements = body.entitlements
      ? await canonicalEntitlements(c.env, body.entitlements, "entitlements")
      : null;
    const issued = await issueKey(
      await adminIssuer(c),
      {
        name: body.name,
        scopes: body.scopes,
        rateLimitPerMinute: body.rate_limit_per_minute,
        entitlements,
        expiresAt: body.expires_at === undefined ? null : isoInstant(Date.parse(body.expires_at)),
      },
      null,
      nowMs,
    );
    return newKeyAnswer(c, issued.record, nowMs, issued.key);
  });
}
