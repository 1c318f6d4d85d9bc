import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import type { Bindings } from "../../src/env.ts";
import { cycleSnapshotKey } from "../../src/lake/keys.ts";
import { type PartsManifest, partsManifestKey } from "../../src/lake/parts.ts";
import { readPartsManifest } from "../../src/lake/store/lake-parts.ts";
import worker from "../../src/worker.ts";
import { BASE } from "./fetch.ts";

export { lakeRows, rowValues, scaled } from "./lake-rows.ts";

/** A request through the Worker's fetch with some bindings or vars overridden. */
export async function fetchWith(overrides: Record<string, unknown>, path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const bindings = { ...env, ...overrides } as unknown as Bindings;
  const res = await worker.fetch(new Request(`${BASE}${path}`, init), bindings, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** An R2 binding whose every method fails, as an outage would. */
export function failingBucket(): R2Bucket {
  const fail = () => {
    throw new Error("R2 outage: internal detail /var/r2");
  };
  return {
    head: fail,
    get: fail,
    put: fail,
    list: fail,
    delete: fail,
    createMultipartUpload: fail,
    resumeMultipartUpload: fail,
  } as unknown as R2Bucket;
}

/** The parts manifest of a venue's whole-venue snapshot of a minute, once the queue's consumer has sealed it (null after `ms`). */
export async function sealedWithin(
  venue: string,
  cycleStartMs: number,
  ms: number,
): Promise<PartsManifest | null> {
  const key = partsManifestKey(cycleSnapshotKey(venue, cycleStartMs));
  for (const until = Date.now() + ms; Date.now() < until; ) {
    const manifest = await readPartsManifest(env.LAKE, key);
    if (manifest) return manifest;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return null;
}
