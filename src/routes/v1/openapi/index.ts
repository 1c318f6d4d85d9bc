import type { App } from "../../types.ts";
import { registerGetOpenApi } from "./get-openapi.ts";

export function registerOpenApiRoutes(app: App) {
  registerGetOpenApi(app);
}
