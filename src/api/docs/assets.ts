import type { App } from "../../platform/http/app-types.ts";
import { CACHE_POLICIES } from "../../platform/http/cache-control.ts";

/** Static files under /docs/assets come from the Worker's own assets (no CDN, nothing third-party). */
export function registerDocsAssets(app: App) {
  app.get("/docs/assets/*", async (c) => {
    const asset = await c.env.ASSETS.fetch(c.req.raw);
    if (asset.status === 404) return c.notFound();
    const res = new Response(asset.body, asset);
    res.headers.set("Cache-Control", CACHE_POLICIES.reference);
    return res;
  });
}
