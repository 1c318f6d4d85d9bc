import type { App } from "../../platform/http/app-types.ts";
import { registerTerminalDocument } from "./document.ts";
import { registerTerminalKeys } from "./keys.ts";
import { createTerminalPlane } from "./plane.ts";
import { registerSessionRoutes } from "./session-routes.ts";
import { registerSignIn } from "./sign-in.ts";

/**
 * The terminal's session API `/api/terminal/**`: sign-in with a one-time code, a session
 * cookie with a CSRF token, and an account's own keys within its ceiling.
 */
export function registerTerminalRoutes(app: App) {
  const plane = createTerminalPlane();
  registerSignIn(plane);
  registerSessionRoutes(plane);
  registerTerminalKeys(plane);
  registerTerminalDocument(plane);
  app.route("/", plane.app);
}
