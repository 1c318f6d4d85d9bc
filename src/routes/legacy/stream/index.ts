import type { App } from "../../types.ts";

/** Mounts GET /ws (the WebSocket upgrade to a market-stream shard). */
export function registerStreamRoutes(_app: App) {}
