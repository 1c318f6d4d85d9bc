import { Scalar } from "@scalar/hono-api-reference";
import type { App } from "../../platform/http/app-types.ts";
import { CACHE_POLICIES } from "../../platform/http/cache-control.ts";
import { docsPageHeaders } from "./csp.ts";

/** Where scripts/assets.ts copies Scalar's standalone browser bundle (served from this Worker's assets). */
export const SCALAR_BUNDLE_PATH = "/docs/assets/scalar-api-reference.js";

/** `/docs`: the interactive reference, rendered in the browser from /api/v1/openapi.json. */
export function registerReference(app: App) {
  app.get(
    "/docs",
    docsPageHeaders(),
    async (c, next) => {
      await next();
      c.header("Cache-Control", CACHE_POLICIES.reference);
    },
    Scalar((c) => ({
      url: "/api/v1/openapi.json",
      cdn: SCALAR_BUNDLE_PATH,
      pageTitle: "pix API reference",
      nonce: c.get("secureHeadersNonce"),
      withDefaultFonts: false,
      telemetry: false,
      agent: { disabled: true },
      mcp: { disabled: true },
      favicon: "data:,",
      showDeveloperTools: "never",
    })),
  );
}
