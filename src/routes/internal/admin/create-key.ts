import { createRoute } from "@hono/zod-openapi";
import { generateApiKey, generateKeyId, hashApiKey, keyHint } from "../../../auth/keys.ts";
import { jsonContentType, jsonRequestBody } from "../../../http/json-body.ts";
import { ProblemError } from "../../../http/problem.ts";
import { failClosed } from "../../../http/safety.ts";
import { FIRST_ENTITLEMENTS_VERSION, insertApiKey, type NewApiKey } from "../../../store/api-keys.ts";
import { ADMIN_TAG, type AdminPlane, adminOperation, adminProblems } from "./plane.ts";
import { CreateKeyBody, KEY_ANSWER_HEADERS, NewKeyResponse } from "./schema.ts";
import {
  audit,
  canonicalEntitlements,
  guardedKey,
  guardFor,
  isoInstant,
  newKeyAnswer,
  WRITES,
} from "./shared.ts";

/** A new key and its record (not stored anywhere yet): a random key, its hash, hint and a new id. */
export async function mintKey(
  fields: Omit<NewApiKey, "id" | "keyHash" | "keyHint" | "createdAt">,
  nowMs: number,
): Promise<{ key: string; row: NewApiKey }> {
  const key = generateApiKey();
  const row: NewApiKey = {
    ...fields,
    id: generateKeyId(),
    keyHash: await hashApiKey(key),
    keyHint: keyHint(key),
    createdAt: isoInstant(nowMs),
  };
  return { key, row };
}

/** The admin record of a key that was just written: not revoked, not rotated. */
export const freshRecord = (row: NewApiKey) => ({ ...row, revokedAt: null, rotatedTo: null });

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
    if (body.expires_at !== undefined && Date.parse(body.expires_at) <= nowMs) {
      throw new ProblemError("invalid-parameter", {
        detail: "Body member 'expires_at' must be in the future.",
        invalidParams: [{ name: "expires_at", in: "body", reason: "must be in the future" }],
      });
    }
    const entitlements = body.entitlements
      ? await canonicalEntitlements(c.env, body.entitlements, "entitlements")
      : null;
    const { key, row } = await mintKey(
      {
        name: body.name,
        scopes: body.scopes,
        rateLimitPerMinute: body.rate_limit_per_minute,
        entitlements,
        entitlementsVersion: FIRST_ENTITLEMENTS_VERSION,
        expiresAt: body.expires_at === undefined ? null : isoInstant(Date.parse(body.expires_at)),
        rotatedFrom: null,
      },
      nowMs,
    );
    // The guard (and the list's KV copy) before the record: a record is never active without its guard,
    // and nobody holds the key before this answers. If the record cannot be written the guard is revoked.
    const guard = guardFor(c.env, row.keyHash);
    await failClosed(() => guard.provision(guardedKey(row), row.entitlements), WRITES.keyGuard);
    const entry = await audit(
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
    );
    try {
      await failClosed(() => insertApiKey(c.env.DB, row, entry), WRITES.keyStore);
    } catch (error) {
      await guard.revoke(nowMs).catch(() => {});
      throw error;
    }
    return newKeyAnswer(c, freshRecord(row), nowMs, key);
  });
}
