/**
 * vitest globalSetup for the `node` project: one local pix (workerd via Miniflare) shared by the
 * contract and browser tests. Test files read its origin with `inject("pixUrl")`.
 */
import type { TestProject } from "vitest/node";
import { startLocalPix } from "../../../scripts/lib/local-pix.ts";
import { seedCatalog } from "../../../src/catalog/seed.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pixUrl: string;
  }
}

export default async function setup(project: TestProject) {
  // /docs serves Scalar's bundle from the Worker's assets: make sure it was copied (idempotent).
  await import("../../../scripts/assets.ts");
  const pix = await startLocalPix();
  // The public catalog (no values yet: every market is pending), so the stream and board have rows.
  await seedCatalog(await pix.mf.getD1Database("DB"));
  project.provide("pixUrl", pix.url);
  return async () => {
    await pix.stop();
  };
}
