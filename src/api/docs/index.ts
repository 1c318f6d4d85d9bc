import type { App } from "../../platform/http/app-types.ts";
import { registerDocsAssets } from "./assets.ts";
import { registerProblemsPage } from "./problems-page.ts";
import { registerReference } from "./reference.ts";

export function registerDocsRoutes(app: App) {
  registerReference(app);
  registerProblemsPage(app);
  registerDocsAssets(app);
  app.get("/", (c) => c.redirect("/docs", 302));
  // The reference lives at /docs; a trailing slash (typed, or left by a relative link) is sent there.
  app.get("/docs/", (c) => c.redirect(`/docs${new URL(c.req.url).search}`, 301));
}
