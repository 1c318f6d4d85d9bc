/**
 * Builds the in-process probe of `npm run profile -- --in-process` (bench/profile/app-probe.ts):
 * bundled with wrangler as pix is, and given pix's own bindings, its Durable Object bindings pointing
 * at pix's classes, so a request it makes through the app meets the same guards and stores.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Json, V4DurableObject, V4WorkerOptions } from "miniflare";
import { bundleProbeWorker } from "../../scripts/lib/local-pix.ts";

export const APP_PROBE = "profile-app-probe";

export async function bundleAppProbe(root: string) {
  const { entry, outdir, modules, remove } = await bundleProbeWorker(
    root,
    "profile",
    APP_PROBE,
    join(import.meta.dirname, "app-probe.ts"),
  );
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
    remove,
  };
}
