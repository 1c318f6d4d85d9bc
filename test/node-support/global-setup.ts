/**
 * vitest globalSetup for the `node` project: one local pix (workerd via Miniflare) shared by the
 * contract and browser tests. Test files read its origin with `inject("pixUrl")`.
 */
import type { TestProject } from "vitest/node";
import { startLocalPix } from "../../scripts/lib/local-pix.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pixUrl: string;
  }
}

export default async function setup(project: TestProject) {
  // /docs serves Scalar's bundle from the Worker's assets: make sure it was copied (idempotent).
  await import("../../scripts/assets.ts");
  const pix = await startLocalPix();
  project.provide("pixUrl", pix.url);
  return async () => {
    await pix.stop();
  };
}
