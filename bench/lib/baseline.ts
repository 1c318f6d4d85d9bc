/** Starts the bare baseline Worker (bench/baseline-worker.js) in its own Miniflare/workerd. */
import { join } from "node:path";
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from "miniflare";
import { freePort } from "../../scripts/lib/local-pix.ts";

const SCRIPT = join(import.meta.dirname, "..", "baseline-worker.js");

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
  const { url, stop } = await startBareWorker({
    ...options,
    name: "baseline",
    worker: { scriptPath: SCRIPT },
  });
  return { url, stop };
}

/**
 * A bare reference Worker in its own Miniflare/workerd, optionally behind pix's static-assets front:
 * the one way every bench reference is started, so they differ from pix only in the Worker itself.
 */
export async function startBareWorker(options: {
  name: string;
  host?: string;
  compatibilityDate: string;
  assetsDirectory?: string;
  /** The Worker: `script` (source) or `scriptPath`, plus any Durable Objects it declares. */
  worker: {
    script?: string;
    scriptPath?: string;
    durableObjects?: Record<string, { className: string; useSQLite?: boolean }>;
  };
}): Promise<Baseline & { mf: Miniflare }> {
  const host = options.host ?? "127.0.0.1";
  const port = await freePort(host);
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      host,
      port,
      log: new Log(LogLevel.WARN, { prefix: options.name }),
      logRequests: false,
      telemetry: { enabled: false },
      cf: false,
      name: options.name,
      compatibilityDate: options.compatibilityDate,
      modules: true,
      ...options.worker,
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
    } as Parameters<typeof convertV4MiniflareOptions>[0]),
  );
  try {
    await mf.ready;
  } catch (error) {
    await mf.dispose().catch(() => {});
    throw error;
  }
  return { url: `http://${host}:${port}`, mf, stop: () => mf.dispose() };
}
