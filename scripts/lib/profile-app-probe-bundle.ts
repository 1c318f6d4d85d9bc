/**
 * Builds the in-process probe of `npm run profile -- --in-process` (scripts/lib/profile-app-probe.ts):
 * bundled with wrangler as pix is, and given pix's own bindings, its Durable Object bindings pointing
 * at pix's classes, so a request it makes through the app meets the same guards and stores.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Json, V4DurableObject, V4WorkerOptions } from "miniflare";
import { bundleModules, bundleWorker } from "./local-pix.ts";

export const APP_PROBE = "profile-app-probe";

export async function bundleAppProbe(root: string) {
  const dir = join(root, ".wrangler", "profile", `${APP_PROBE}-${process.pid}`);
  const outdir = join(dir, "out");
  mkdirSync(dir, { recursive: true });
  const config = join(dir, "wrangler.json");
  writeFileSync(
    config,
    JSON.stringify({
      name: APP_PROBE,
      main: join(import.meta.dirname, "profile-app-probe.ts"),
      compatibility_date: "2026-11-01",
    }),
  );
  const entry = await bundleWorker(root, config, "", outdir);
  const modules = bundleModules(entry, outdir, []);
  return {
    /** The probe's Worker options: pix's bindings plus `bindings`, and none of pix's triggers. */
    worker(pix: V4WorkerOptions, bindings: Record<string, Json>): V4WorkerOptions {
      const durableObjects = Object.fromEntries(
        Object.entries(pix.durableObjects ?? {}).map(([name, target]): [string, V4DurableObject] => [
          name,
          typeof target === "string"
            ? { className: target, scriptName: pix.name }
            : { ...target, scriptName: target.scriptName ?? pix.name },
        ]),
      );
      return {
        name: APP_PROBE,
        compatibilityDate: pix.compatibilityDate,
        compatibilityFlags: pix.compatibilityFlags,
        modules,
        modulesRoot: outdir,
        bindings: { ...(pix.bindings as Record<string, Json> | undefined), ...bindings },
        d1Databases: pix.d1Databases,
        r2Buckets: pix.r2Buckets,
        kvNamespaces: pix.kvNamespaces,
        queueProducers: pix.queueProducers,
        durableObjects,
        serviceBindings: pix.serviceBindings,
      };
    },
    /** The bundle's text, to map profiled lines to source modules. */
    bundleText: () => readFileSync(entry, "utf8"),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
