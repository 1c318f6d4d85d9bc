/**
 * The committed client types (clients/typescript/src/schema.d.ts) are exactly what openapi-typescript makes of the
 * document the app serves now: a route schema change without regenerating them fails here.
 */
import { readFileSync } from "node:fs";
import { expect, inject, it } from "vitest";
import { GENERATE_COMMAND } from "../../../clients/scripts/command.ts";
import { SCHEMA_PATH, typesFromDocument } from "../../../clients/typescript/scripts/types-from-document.ts";

it("clients/typescript/src/schema.d.ts matches the served /api/v1/openapi.json", async () => {
  const res = await fetch(`${inject("pixUrl")}/api/v1/openapi.json`);
  expect(res.status).toBe(200);
  const expected = await typesFromDocument(await res.json());
  const committed = readFileSync(SCHEMA_PATH, "utf8");
  expect(
    committed === expected,
    `clients/typescript/src/schema.d.ts is stale: run \`${GENERATE_COMMAND}\``,
  ).toBe(true);
});
