import { jsonBodyLimit } from "../../../http/json-body.ts";
import { staticToken } from "../../../middleware/static-token/index.ts";
import type { App } from "../../types.ts";
import { registerCreateKey } from "./create-key.ts";
import { registerEntitlements } from "./entitlements.ts";
import { registerReadKeys } from "./read-keys.ts";
import { registerRevokeKey } from "./revoke-key.ts";
import { registerRotateKey } from "./rotate-key.ts";

/**
 * The admin plane `/api/admin/**` (DESIGN "Admin plane"): behind ADMIN_TOKEN (constant-time, refused
 * entirely when unset), JSON bodies of at most 8 KiB, no CORS, not in the public OpenAPI document.
 * Every change is written to the admin_audit table.
 */
export function registerAdminRoutes(app: App) {
  for (const path of ["/api/admin", "/api/admin/*"]) {
    app.use(path, staticToken("ADMIN_TOKEN"));
    app.use(path, jsonBodyLimit());
  }
  registerCreateKey(app);
  registerReadKeys(app);
  registerRevokeKey(app);
  registerRotateKey(app);
  registerEntitlements(app);
}
