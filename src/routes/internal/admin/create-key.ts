import { createRoute } from "@hono/zod-openapi";
import { writeEntitlements } from "../../../auth/entitlements.ts";
import { generateApiKey, generateKeyId, hashApiKey, keyHint } from "../../../auth/keys.ts";
import type { Bindings } from "../../../env.ts";
import { jsonContentType, jsonRequestBody } from "../../../http/json-body.ts";
import { ProblemError } from "../../../http/problem.ts";
import { failClosed } from "../../../http/safety.ts";
import { insertApiKey, type NewApiKey } from "../../../store/api-keys.ts";
import { ADMIN_TAG, type AdminPlane, adminOperation, adminProblems } from "./plane.ts";
import { CreateKeyBody, keyRecord, NewKeyResponse } from "./schema.ts";
import { adminJson, assertKnownSlugs, audit, guardedKey, guardFor, isoInstant, WRITES } from "./shared.ts";

/**
 * Issues a key and makes it enforceable, in the order that never leaves a usable key looser than its
 * record: the entitlement list in KV first, then the guard, then the D1 record (if that fails the guard
 * is revoked again). Returns the new record and the plaintext key.
 */
export async function issueKey(
  env: Bindings,
  fields: Omit<NewApiKey, "id" | "keyHash" | "keyHint" | "createdAt">,
  nowMs: number,
  record: (row: NewApiKey) => Promise<void>,
): Promise<{ key: string; row: NewApiKey }> {
  const key = generateApiKey();
  const row: NewApiKey = {
    ...fields,
    id: generateKeyId(),
    keyHash: await hashApiKey(key),
    keyHint: keyHint(key),
    createdAt: isoInstant(nowMs),
  };
  if (row.entitlements !== null) {
    await failClosed(
      () => writeEntitlements(env.ENTITLEMENTS, row.id, row.entitlements),
      WRITES.entitlementList,
    );
  }
  const guard = guardFor(env, row.keyHash);
  await failClosed(() => guard.provision(guardedKey(row)), WRITES.keyGuard);
  try {
    await failClosed(() => record(row), WRITES.keyStore);
  } catch (error) {
    await guard.revoke(nowMs).catch(() => {});
    throw error;
  }
  return { key, row };
}

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
      content: { "application/json": { schema: NewKeyResponse } },
    },
    ...adminProblems("invalid-parameter", "unsupported-media-type"),
  },
});

export function registerCreateKey(plane: AdminPlane) {
  adminOperation(plane, route, async (c) => {
    const body = c.req.valid("json");
    const nowMs = Date.now();
    if (body.expires_at !== undefined && Date.parse(body.expires_at) <= nowMs) {
      throw new ProblemError("invalid-parameter", {
        detail: "Body member 'expires_at' must be in the future.",
        invalidParams: [{ name: "expires_at", in: "body", reason: "must be in the future" }],
      });
    }
    if (body.entitlements) await assertKnownSlugs(c.env, body.entitlements, "entitlements");
    const fields = {
      name: body.name,
      scopes: body.scopes,
      rateLimitPerMinute: body.rate_limit_per_minute,
      entitlements: body.entitlements ?? null,
      expiresAt: body.expires_at === undefined ? null : isoInstant(Date.parse(body.expires_at)),
      rotatedFrom: null,
    };
    const { key, row } = await issueKey(c.env, fields, nowMs, async (row) =>
      insertApiKey(
        c.env.DB,
        row,
        await audit(
          c,
          "create",
          row.id,
          {
            name: row.name,
            scopes: row.scopes,
            rate_limit_per_minute: row.rateLimitPerMinute,
            expires_at: row.expiresAt,
            entitlements: row.entitlements,
          },
          nowMs,
        ),
      ),
    );
    const record = keyRecord({ ...row, revokedAt: null }, nowMs);
    return adminJson(c, { ...record, key }, 201);
  });
}
