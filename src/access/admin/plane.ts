import { staticToken } from "../../platform/middleware/static-token/index.ts";
import { createPrivatePlane, type PrivatePlane, type PrivatePlaneSpec } from "../private-plane.ts";

/**
 * The admin plane: its own app, mounted into pix, behind ADMIN_TOKEN (refused entirely when unset) with
 * bodies of at most 8 KiB. Its operations are hidden from the public OpenAPI document and described in
 * the operator document instead.
 */
export const ADMIN: PrivatePlaneSpec = {
  root: "/api/admin",
  tag: "Admin",
  refusals: ["operator-credential-invalid", "operator-route-disabled"],
};

export const createAdminPlane = (): PrivatePlane => createPrivatePlane(ADMIN, staticToken("ADMIN_TOKEN"));
