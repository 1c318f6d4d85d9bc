/**
 * `npm run client:generate`: regenerates both clients' files from the app's own OpenAPI document, built
 * once in this process from the route definitions (no server needed): the TypeScript client's
 * `clients/typescript/src/schema.d.ts` and the Python client's `clients/python/pix_client/models.py`.
 * Node runs it with --experimental-transform-types because the Worker sources use syntax that type
 * stripping refuses.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { MODELS_PATH, modelsFromDocument } from "../python/scripts/models-from-document.ts";
import { SCHEMA_PATH, typesFromDocument } from "../typescript/scripts/types-from-document.ts";

// Imported through variables so the Node typecheck does not pull the Worker sources in.
const appModule = new URL("../../src/app.ts", import.meta.url).href;
const documentModule = new URL("../../src/api/openapi/document.ts", import.meta.url).href;
const { createApp } = (await import(appModule)) as { createApp: () => unknown };
const { openApiDocument } = (await import(documentModule)) as { openApiDocument: (app: unknown) => unknown };

const document = openApiDocument(createApp());
writeFileSync(SCHEMA_PATH, await typesFromDocument(document));
console.log(`wrote ${fileURLToPath(SCHEMA_PATH)}`);
writeFileSync(MODELS_PATH, modelsFromDocument(document));
console.log(`wrote ${fileURLToPath(MODELS_PATH)}`);
