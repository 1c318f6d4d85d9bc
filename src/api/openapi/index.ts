import type { App } from "../../platform/http/app-types.ts";
import { registerSecuritySchemes } from "./document.ts";
import { registerGetOpenApi } from "./get-openapi.ts";

export function registerOpenApiRoutes(app: App) {
  registerSecuritySchemes(app);
  registerGetOpenApi(app);
}
