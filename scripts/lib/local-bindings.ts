/**
 * The local bindings `wrangler dev` persists under .wrangler/state (D1, R2), opened from Node through
 * wrangler's getPlatformProxy, for operator scripts (seed, audit) that read or write the same data the
 * local server serves.
 *
 * Only D1 and R2 are opened: the proxy is given a derived config holding just those two bindings (same
 * ids, same persistence directory), because opening the whole wrangler.toml would also bind the Durable
 * Objects, whose classes the proxy cannot run, and wrangler warns about each of them.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { getPlatformProxy, unstable_readConfig } from "wrangler";
import { ROOT } from "./run.ts";

/**
 * Where `wrangler dev` (npm start) persists wrangler.toml's local D1, R2, KV and Durable Objects
 * (`npm start -- --upstream live` uses .wrangler/state-live; `--persist-to` another directory).
 */
export const LOCAL_STATE_DIR = join(ROOT, ".wrangler", "state");

/** Whether `npm start` has ever created the local database (opening the bindings would create an empty one). */
export function localDatabaseExists(stateDir: string = LOCAL_STATE_DIR): boolean {
  return existsSync(join(stateDir, "v3", "d1"));
}

export interface LocalBindings {
  DB: D1Database;
  LAKE: R2Bucket;
}

/** Writes a config with only the DB and LAKE bindings of wrangler.toml's local environment. */
function storageOnlyConfig(): string {
  const saved = process.env.WRANGLER_LOG;
  process.env.WRANGLER_LOG = "warn";
  try {
    const config = unstable_readConfig({ config: join(ROOT, "wrangler.toml") });
    const dir = join(ROOT, ".wrangler", "tmp", "local-bindings");
    mkdirSync(dir, { recursive: true });
    const path = join(dir, "wrangler.json");
    writeFileSync(
      path,
      JSON.stringify({
        name: config.name,
        compatibility_date: config.compatibility_date,
        d1_databases: config.d1_databases.filter((db: { binding: string }) => db.binding === "DB"),
        r2_buckets: config.r2_buckets.filter((bucket: { binding: string }) => bucket.binding === "LAKE"),
      }),
    );
    return path;
  } finally {
    if (saved === undefined) delete process.env.WRANGLER_LOG;
    else process.env.WRANGLER_LOG = saved;
  }
}

/**
 * Opens the bindings `wrangler dev --persist-to <stateDir>` serves (default .wrangler/state, where
 * `npm start` keeps synthetic data; `npm start -- --upstream live` keeps live data in .wrangler/state-live).
 */
export async function openLocalBindings(
  stateDir: string = LOCAL_STATE_DIR,
): Promise<{ env: LocalBindings; dispose: () => Promise<void> }> {
  process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";
  process.env.WRANGLER_SEND_METRICS = "false";
  const proxy = await getPlatformProxy<LocalBindings>({
    configPath: storageOnlyConfig(),
    // The directory `wrangler dev` persists to for wrangler.toml, not one beside the derived config.
    persist: { path: join(stateDir, "v3") },
    remoteBindings: false,
    envFiles: [],
  });
  return { env: proxy.env, dispose: () => proxy.dispose() };
}
