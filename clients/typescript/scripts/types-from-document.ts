/**
 * The one way `clients/typescript/src/schema.d.ts` is produced from an OpenAPI document, shared by
 * `npm run client:generate` and the contract test that fails when the committed file drifts.
 */
import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript";
import { GENERATE_COMMAND } from "../../scripts/command.ts";

export const SCHEMA_PATH = new URL("../src/schema.d.ts", import.meta.url);

const HEADER = `/**
 * Types of the pix v1 contract, generated from /api/v1/openapi.json by openapi-typescript.
 * Do not edit: run \`${GENERATE_COMMAND}\` after changing a route schema.
 */

`;

export async function typesFromDocument(document: unknown): Promise<string> {
  const ast = await openapiTS(document as OpenAPI3, { silent: true });
  return HEADER + astToString(ast);
}
