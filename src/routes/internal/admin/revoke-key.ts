import { failClosed } from "../../../http/safety.ts";
import { markRevoked } from "../../../store/api-keys.ts";
import type { App } from "../../types.ts";
import { keyRecord } from "./schema.ts";
import { adminJson, audit, guardFor, isoInstant, loadKey, WRITES } from "./shared.ts";

/**
 * `POST /api/admin/keys/{id}/revoke`: the guard first (the key answers 401 from the next request), then
 * the record. Idempotent: revoking a revoked key answers its record unchanged.
 */
export function registerRevokeKey(app: App) {
  app.post("/api/admin/keys/:id/revoke", async (c) => {
    const row = await loadKey(c);
    const nowMs = Date.now();
    if (row.revokedAt) return adminJson(c, keyRecord(row, nowMs));
    const at = isoInstant(nowMs);
    await failClosed(() => guardFor(c.env, row.keyHash).revoke(nowMs), WRITES.keyGuard);
    const entry = await audit(c, "revoke", row.id, {}, nowMs);
    await failClosed(() => markRevoked(c.env.DB, row.id, at, entry), WRITES.keyStore);
    return adminJson(c, keyRecord({ ...row, revokedAt: at }, nowMs));
  });
}
