import type { Context } from "hono";
import type { AppEnv } from "../../env.ts";
import type { App } from "../../platform/http/app-types.ts";
import { CACHE_POLICIES } from "../../platform/http/cache-control.ts";
import { docsPageHeaders } from "./csp.ts";
import { findGuide, GUIDE_IMAGES, GUIDES_PATH, guideName } from "./guides.ts";

/** A file of the Worker's own static assets (no CDN, nothing third-party), or the 404 problem. */
async function fromAssets(c: Context<AppEnv>, contentType?: string) {
  const asset = await c.env.ASSETS.fetch(c.req.raw);
  if (asset.status !== 200) {
    await asset.body?.cancel();
    return c.notFound();
  }
  const res = new Response(asset.body, asset);
  if (contentType) res.headers.set("Content-Type", contentType);
  res.headers.set("Cache-Control", CACHE_POLICIES.reference);
  return res;
}

/**
 * /docs/assets: the reference's browser bundle. /docs/guides: the user guides built by
 * scripts/assets.ts: `/docs/guides/<name>` is a guide's HTML page (the assets serve `<name>.html` at
 * that path), `/docs/guides/<name>.md` its Markdown, `/docs/guides/images/<file>` its images; nothing
 * else (a contributor document, another file of public/) is served there.
 */
export function registerDocsAssets(app: App) {
  app.get("/docs/assets/*", (c) => fromAssets(c));
  app.get(`${GUIDES_PATH}/*`, docsPageHeaders(), (c) => {
    const path = c.req.path.slice(GUIDES_PATH.length + 1);
    const guide = findGuide(path);
    if (guide && path === guide.file) return fromAssets(c, "text/markdown; charset=utf-8");
    if (guide && path === guideName(guide.file)) return fromAssets(c, "text/html; charset=utf-8");
    if (/^images\/[a-z0-9-]+\.png$/.test(path) && path.startsWith(`${GUIDE_IMAGES}/`)) return fromAssets(c);
    return c.notFound();
  });
}
