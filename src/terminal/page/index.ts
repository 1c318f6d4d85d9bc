import type { App } from "../../platform/http/app-types.ts";
import { CACHE_POLICIES } from "../../platform/http/cache-control.ts";
import { terminalPageHeaders } from "./csp.ts";
import { renderTerminalPage } from "./page.ts";

/** `/terminal`: the browser terminal (its script and stylesheet come from the Worker's own assets). */
export function registerTerminalPage(app: App) {
  app.get("/terminal", terminalPageHeaders(), (c) => {
    c.header("Cache-Control", CACHE_POLICIES.reference);
    return c.html(renderTerminalPage());
  });
  app.get("/terminal/", (c) => c.redirect("/terminal", 301));
  app.get("/terminal/assets/*", terminalPageHeaders(), async (c) => {
    const asset = await c.env.ASSETS.fetch(c.req.raw);
    if (asset.status === 404) return c.notFound();
    const res = new Response(asset.body, asset);
    res.headers.set("Cache-Control", CACHE_POLICIES.reference);
    return res;
  });
}
