/**
 * The Python client (clients/python): its committed models are what the generator makes of the served
 * OpenAPI document, and its unittest suite passes against the node project's local pix, installed
 * offline into a fresh virtual environment on the machine's python3.
 */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { MODELS_PATH, modelsFromDocument } from "../../../clients/python/scripts/models-from-document.ts";
import { GENERATE_COMMAND } from "../../../clients/scripts/command.ts";
import { type Seeded, seed } from "../../examples/seed.node.ts";
import { PYTHON_CLIENT_DIR, type PythonVenv, pythonClientVenv } from "../../support/node/python.ts";

const base = inject("pixUrl");
let seeded: Seeded;
let venv: PythonVenv;

beforeAll(async () => {
  [seeded, venv] = await Promise.all([seed(base), pythonClientVenv()]);
}, 180_000);

afterAll(async () => {
  await seeded?.stop();
  await venv?.remove();
});

it("clients/python/pix_client/models.py matches the served /api/v1/openapi.json", async () => {
  const res = await fetch(`${base}/api/v1/openapi.json`);
  expect(res.status).toBe(200);
  const expected = modelsFromDocument(await res.json());
  const committed = readFileSync(MODELS_PATH, "utf8");
  expect(committed === expected, `models.py is stale: run \`${GENERATE_COMMAND}\``).toBe(true);
});

it("the Python client's tests pass against a local pix", async () => {
  const { venue, date, at } = seeded.lake;
  const { code, output } = await new Promise<{ code: number; output: string }>((done) => {
    execFile(
      venv.python,
      ["-m", "unittest", "discover", "-v", "-s", "."],
      {
        // From the tests' own folder: pix_client is imported from the venv, not from the source tree.
        cwd: join(PYTHON_CLIENT_DIR, "tests"),
        env: {
          ...process.env,
          PIX_URL: base,
          PIX_API_KEY: seeded.apiKey,
          PIX_LAKE_VENUE: venue,
          PIX_LAKE_DATE: date,
          PIX_LAKE_AT: at,
        },
        timeout: 120_000,
      },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
  expect(code, output).toBe(0);
  expect(output).toMatch(/^OK/m);
}, 150_000);
