/**
 * `npm run client:generate`: regenerates client/src/schema.d.ts from the app's own OpenAPI document,
 * built in this process from the route definitions (no server needed). Node runs it with
 * --experimental-transform-types because the Worker sources use syntax that type stripping refuses.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { SCHEMA_PATH, typesFromDocument } from "./types-from-document.ts";

// Imported through variables so the Node typecheck does not pull the Worker sources in.
const appModule = new URL("../../src/app.ts", import.meta.url).href;
const documentModule = new URL("../../src/api/openapi/document.ts", import.meta.url).href;
const { createApp } = (await import(appModule)) as { createApp: () => unknown };
const { openApiDocument } = (await import(documentModule)) as { openApiDocument: (app: unknown) => unknown };

writeFileSync(SCHEMA_PATH, await typesFromDocument(openApiDocument(createApp())));
console.log(`wrote ${fileURLToPath(SCHEMA_PATH)}`);
