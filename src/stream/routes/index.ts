import type { App } from "../../platform/http/app-types.ts";
import { registerConnect } from "./connect.ts";

/** Mounts GET /ws (the WebSocket upgrade to a market-stream shard). */
export function registerStreamRoutes(app: App) {
  registerConnect(app);
}
