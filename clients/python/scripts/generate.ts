/**
 * `npm run client:generate:python`: regenerates clients/python/pix_client/models.py from the app's own
 * OpenAPI document, built in this process from the route definitions (no server needed).
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { MODELS_PATH, modelsFromDocument } from "./models-from-document.ts";

// Imported through variables so the Node typecheck does not pull the Worker sources in.
const appModule = new URL("../../../src/app.ts", import.meta.url).href;
const documentModule = new URL("../../../src/api/openapi/document.ts", import.meta.url).href;
const { createApp } = (await import(appModule)) as { createApp: () => unknown };
const { openApiDocument } = (await import(documentModule)) as { openApiDocument: (app: unknown) => unknown };

writeFileSync(MODELS_PATH, modelsFromDocument(openApiDocument(createApp())));
console.log(`wrote ${fileURLToPath(MODELS_PATH)}`);
