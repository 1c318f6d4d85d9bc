/**
 * The local bindings `wrangler dev` persists under .wrangler/state (D1, R2, KV), opened from Node
 * through wrangler's getPlatformProxy, for operator scripts (seed, audit) that read or write the same
 * data the local server serves.
 */
import { getPlatformProxy } from "wrangler";
import { ROOT } from "./run.ts";

export interface LocalBindings {
  DB: D1Database;
  LAKE: R2Bucket;
}

export async function openLocalBindings(): Promise<{ env: LocalBindings; dispose: () => Promise<void> }> {
  process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";
  process.env.WRANGLER_SEND_METRICS = "false";
  const proxy = await getPlatformProxy<LocalBindings>({
    configPath: `${ROOT}/wrangler.toml`,
    persist: true,
    remoteBindings: false,
    envFiles: [],
  });
  return { env: proxy.env, dispose: () => proxy.dispose() };
}
