import type { App } from "../../types.ts";
import { registerSecuritySchemes } from "./document.ts";
import { registerGetOpenApi } from "./get-openapi.ts";

export function registerOpenApiRoutes(app: App) {
  registerSecuritySchemes(app);
  registerGetOpenApi(app);
}
