import { writeEntitlements } from "../../../auth/entitlements.ts";
import type { Scope } from "../../../auth/scopes.ts";
import { ProblemError } from "../../../http/problem.ts";
import { rotateApiKey } from "../../../store/api-keys.ts";
import type { App } from "../../types.ts";
import { issueKey } from "./create-key.ts";
import { keyRecord, keyStatus } from "./schema.ts";
import { adminJson, audit, guardFor, isoInstant, loadKey } from "./shared.ts";

/**
 * `POST /api/admin/keys/{id}/rotate`: a new key with the same name, scopes, limit, expiry and
 * entitlements (a new id, `rotated_from` the old one); the old key is revoked in its guard before the
 * answer, so it fails from the next request. A revoked or expired key cannot be rotated (409).
 */
export function registerRotateKey(app: App) {
  app.post("/api/admin/keys/:id/rotate", async (c) => {
    const old = await loadKey(c);
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
