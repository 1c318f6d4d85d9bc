/** Starts the bare baseline Worker (bench/baseline-worker.js) in its own Miniflare/workerd. */
import { join } from "node:path";
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from "miniflare";
import { freePort } from "./local-pix.ts";

const SCRIPT = join(import.meta.dirname, "..", "..", "bench", "baseline-worker.js");

export interface Baseline {
  url: string;
  stop(): Promise<void>;
}

/** Same host and compatibility date as pix, so only the Worker's own work differs. */
export async function startBaseline(options: {
  host?: string;
  compatibilityDate: string;
  /**
   * Put the same Workers Static Assets front as pix's (run_worker_first) before the bare Worker. Locally
   * Miniflare emulates that front as an extra router Worker on every request, a cost pix pays too.
   */
  assetsDirectory?: string;
}): Promise<Baseline> {
  const host = options.host ?? "127.0.0.1";
  const port = await freePort(host);
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      host,
      port,
      log: new Log(LogLevel.WARN, { prefix: "baseline" }),
      logRequests: false,
      telemetry: { enabled: false },
      cf: false,
      name: "baseline",
      compatibilityDate: options.compatibilityDate,
      modules: true,
      scriptPath: SCRIPT,
      ...(options.assetsDirectory
        ? {
            assets: {
              directory: options.assetsDirectory,
              binding: "ASSETS",
              routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: true },
              assetConfig: { compatibility_date: options.compatibilityDate, compatibility_flags: [] },
            },
          }
        : {}),
    }),
  );
  try {
    await mf.ready;
  } catch (error) {
    await mf.dispose().catch(() => {});
    throw error;
  }
  return { url: `http://${host}:${port}`, stop: () => mf.dispose() };
}
