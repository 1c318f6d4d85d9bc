import type { App } from "../types.ts";
import { registerDocsAssets } from "./assets.ts";
import { registerProblemsPage } from "./problems-page.ts";
import { registerReference } from "./reference.ts";

export function registerDocsRoutes(app: App) {
  registerReference(app);
  registerProblemsPage(app);
  registerDocsAssets(app);
  app.get("/", (c) => c.redirect("/docs", 302));
}
