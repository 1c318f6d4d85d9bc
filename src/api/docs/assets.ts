import type { Context } from "hono";
import type { AppEnv } from "../../env.ts";
import type { App } from "../../platform/http/app-types.ts";
import { CACHE_POLICIES } from "../../platform/http/cache-control.ts";
import { GUIDES_PATH } from "./guides.ts";

/** A file of the Worker's own static assets (no CDN, nothing third-party), or the 404 problem. */
function fromAssets(contentType?: string) {
  return async (c: Context<AppEnv>) => {
    const asset = await c.env.ASSETS.fetch(c.req.raw);
    if (asset.status === 404) return c.notFound();
    const res = new Response(asset.body, asset);
    if (contentType) res.headers.set("Content-Type", contentType);
    res.headers.set("Cache-Control", CACHE_POLICIES.reference);
    return res;
  };
}

/** /docs/assets: the reference's browser bundle; /docs/guides: the user guides, as Markdown text. */
export function registerDocsAssets(app: App) {
  app.get("/docs/assets/*", fromAssets());
  app.get(`${GUIDES_PATH}/*`, fromAssets("text/markdown; charset=utf-8"));
}
