import type { App } from "../../platform/http/app-types.ts";
import { registerGetInfo } from "./get-info.ts";

export function registerInfoRoutes(app: App) {
  registerGetInfo(app);
}
