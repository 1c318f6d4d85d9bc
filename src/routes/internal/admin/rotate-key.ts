import { createRoute } from "@hono/zod-openapi";
import { writeEntitlements } from "../../../auth/entitlements.ts";
import type { Scope } from "../../../auth/scopes.ts";
import { ProblemError } from "../../../http/problem.ts";
import { rotateApiKey } from "../../../store/api-keys.ts";
import { issueKey } from "./create-key.ts";
import { ADMIN_TAG, type AdminPlane, adminOperation, adminProblems } from "./plane.ts";
import { KeyIdParam, keyRecord, keyStatus, NewKeyResponse } from "./schema.ts";
import { adminJson, audit, guardFor, isoInstant, loadKey } from "./shared.ts";

const route = createRoute({
  method: "post",
  path: "/api/admin/keys/{id}/rotate",
  operationId: "rotateApiKey",
  tags: [ADMIN_TAG],
  summary: "Rotate an API key",
  description:
    "Issues a new key with the same name, scopes, limit, expiry and entitlements (`rotated_from` names the old one) and revokes the old key before answering. A revoked or expired key cannot be rotated (409 key-inactive). Audited.",
  request: { params: KeyIdParam },
  responses: {
    201: {
      description: "The new key's record and, once, the new key itself.",
      content: { "application/json": { schema: NewKeyResponse } },
    },
    ...adminProblems("key-not-found", "key-inactive"),
  },
});

/**
 * `POST /api/admin/keys/{id}/rotate`: a new key with the same name, scopes, limit, expiry and
 * entitlements (a new id, `rotated_from` the old one); the old key is revoked in its guard before the
 * answer, so it fails from the next request.
 */
export function registerRotateKey(plane: AdminPlane) {
  adminOperation(plane, route, async (c) => {
    const old = await loadKey(c, c.req.valid("param").id);
    const nowMs = Date.now();
    const status = keyStatus(old, nowMs);
    if (status !== "active") {
      throw new ProblemError("key-inactive", {
        detail: `Key ${old.id} is ${status}; create a new key instead.`,
      });
    }
    const at = isoInstant(nowMs);
    const fields = {
      name: old.name,
      scopes: old.scopes as Scope[],
      rateLimitPerMinute: old.rateLimitPerMinute,
      entitlements: (old.entitlements as string[] | null) ?? null,
      expiresAt: old.expiresAt,
      rotatedFrom: old.id,
    };
    const { key, row } = await issueKey(c.env, fields, nowMs, async (row) => {
      await guardFor(c.env, old.keyHash).revoke(nowMs);
      await rotateApiKey(
        c.env.DB,
        row,
        old.id,
        at,
        await audit(c, "rotate", old.id, { new_key_id: row.id }, nowMs),
      );
    });
    // The old id's KV copy is no longer read; removing it is housekeeping, not correctness.
    await writeEntitlements(c.env.ENTITLEMENTS, old.id, null).catch(() => {});
    return adminJson(c, { ...keyRecord({ ...row, revokedAt: null }, nowMs), key }, 201);
  });
}
