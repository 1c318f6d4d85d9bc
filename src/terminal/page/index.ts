import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../env.ts";
import { terminalPageHeaders } from "./csp.ts";
import { FAVICON_PATHS, FAVICON_SVG } from "./favicon.ts";
import { renderTerminalPage } from "./page.ts";

/**
 * `/terminal`: the browser terminal (its script and stylesheet come from the Worker's own assets), and
 * pix's icon (`/favicon.svg`, `/favicon.ico`), served with the Cache-Control the assembly gives them (src/app.ts: the
 * reference policy).
 */
export function registerTerminalPage(app: OpenAPIHono<AppEnv>, cacheControl: string) {
  app.get("/terminal", terminalPageHeaders(), (c) => {
    c.header("Cache-Control", cacheControl);
    return c.html(renderTerminalPage());
  });
  app.get("/terminal/", (c) => c.redirect("/terminal", 301));
  for (const path of Object.values(FAVICON_PATHS)) {
    app.get(path, terminalPageHeaders(), (c) => {
      c.header("Cache-Control", cacheControl);
      c.header("Content-Type", "image/svg+xml");
      return c.body(FAVICON_SVG);
    });
  }
  app.get("/terminal/assets/*", terminalPageHeaders(), async (c) => {
    const asset = await c.env.ASSETS.fetch(c.req.raw);
    if (asset.status === 404) return c.notFound();
    const res = new Response(asset.body, asset);
    res.headers.set("Cache-Control", cacheControl);
    return res;
  });
}
