import type { App } from "../../types.ts";
import { registerGetInfo } from "./get-info.ts";

export function registerInfoRoutes(app: App) {
  registerGetInfo(app);
}
