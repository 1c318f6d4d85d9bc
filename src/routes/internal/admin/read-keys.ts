import { failClosed } from "../../../http/safety.ts";
import { listApiKeys } from "../../../store/api-keys.ts";
import type { App } from "../../types.ts";
import { keyRecord } from "./schema.ts";
import { adminJson, loadKey } from "./shared.ts";

/** `GET /api/admin/keys` and `GET /api/admin/keys/{id}`: records without key or hash. */
export function registerReadKeys(app: App) {
  app.get("/api/admin/keys", async (c) => {
    const rows = await failClosed(() => listApiKeys(c.env.DB), { what: "key store" });
    const nowMs = Date.now();
    const keys = rows.map((row) => keyRecord(row, nowMs));
    return adminJson(c, { type: "api_key_collection", count: keys.length, keys });
  });

  app.get("/api/admin/keys/:id", async (c) => adminJson(c, keyRecord(await loadKey(c), Date.now())));
}
