import type { App } from "../../platform/http/app-types.ts";
import { registerAccounts } from "./accounts.ts";
import { registerAudit } from "./audit.ts";
import { registerCreateKey } from "./create-key.ts";
import { registerEntitlements } from "./entitlements.ts";
import { registerOperatorDocument } from "./operator-document.ts";
import { createAdminPlane } from "./plane.ts";
import { registerReadKeys } from "./read-keys.ts";
import { registerRevokeKey } from "./revoke-key.ts";
import { registerRotateKey } from "./rotate-key.ts";

/**
 * The admin plane `/api/admin/**`: behind ADMIN_TOKEN (constant-time, refused
 * entirely when unset), JSON bodies of at most 8 KiB, no CORS, described in its own operator document
 * rather than the public one. Every change is written to the admin_audit table.
 */
export function registerAdminRoutes(app: App) {
  const plane = createAdminPlane();
  registerCreateKey(plane);
  registerReadKeys(plane);
  registerRevokeKey(plane);
  registerRotateKey(plane);
  registerEntitlements(plane);
  registerAccounts(plane);
  registerAudit(plane);
  registerOperatorDocument(plane);
  app.route("/", plane.app);
}
