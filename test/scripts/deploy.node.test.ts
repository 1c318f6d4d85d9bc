/**
 * `npm run deploy` refuses the placeholders wrangler.toml ships with (docs/deploying.md, step 3): before
 * any wrangler command, with one sentence per placeholder naming how to create the real resource. No
 * network: the refusal comes from the configuration alone. (The dry run, which bundles the placeholders
 * as they are, is `npm run check:deploy`, part of `npm test`.)
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type DeployConfig, deployPlaceholders, readDeployConfig } from "../../scripts/lib/deploy-check.ts";

const ROOT = join(import.meta.dirname, "..", "..");

function deploy(environment: string) {
  return spawnSync(join(ROOT, "node_modules", ".bin", "node"), ["scripts/deploy.ts", "--env", environment], {
    cwd: ROOT,
    encoding: "utf8",
    // Nothing may reach Cloudflare: no credentials, and wrangler is never started.
    env: { ...process.env, CLOUDFLARE_API_TOKEN: "", WRANGLER_SEND_METRICS: "false" },
    timeout: 30_000,
  });
}

describe("npm run deploy with the repository's wrangler.toml", () => {
  for (const environment of ["staging", "production"]) {
    it(`refuses ${environment} before running anything, naming each placeholder and its command`, () => {
      const run = deploy(environment);
      expect(run.status).toBe(1);
      // Every step (assets, migrations, deploy) announces itself before it runs: none did.
      expect(run.stdout).not.toContain("▶");
      const lines = run.stderr.split("\n");
      expect(lines[0]).toBe(
        `✖ Not deploying ${environment}: wrangler.toml still holds 3 placeholders (docs/deploying.md, step 3).`,
      );
      const about = (what: string) => lines.find((line) => line.startsWith(`  - ${what}`)) ?? "";
      expect(about("DB (D1)")).toContain(`\`npx wrangler d1 create pix-${environment}\``);
      expect(about("DB (D1)")).toContain(`[[env.${environment}.d1_databases]]`);
      expect(about("ENTITLEMENTS (KV)")).toContain(
        `\`npx wrangler kv namespace create ENTITLEMENTS --env ${environment}\``,
      );
      expect(about("DOCS_URL")).toContain(`[env.${environment}.vars]`);
      expect(run.stderr).toContain(`\`npx wrangler r2 bucket create pix-lake-${environment}\``);
      expect(run.stderr).toContain(`\`npx wrangler queues create pix-lake-collect-${environment}\``);
      expect(run.stderr).toContain(`\`npx wrangler queues create pix-lake-collect-dlq-${environment}\``);
    });
  }
});

describe("deployPlaceholders", () => {
  const staging = readDeployConfig("staging") as DeployConfig;

  it("finds nothing once the ids and the docs address are the environment's own", () => {
    const filled: DeployConfig = {
      ...staging,
      d1_databases: staging.d1_databases?.map((db) => ({
        ...db,
        database_id: "5c1f2e9a-7b3d-4e21-9f60-2a8c4d1b7e35",
      })),
      kv_namespaces: staging.kv_namespaces?.map((kv) => ({ ...kv, id: "8e2b5d7a1c4f4e09a3b6d2c8f1e7a904" })),
      vars: { ...staging.vars, DOCS_URL: "https://pix-staging.acme.workers.dev/docs" },
    };
    expect(deployPlaceholders(filled, "staging")).toEqual([]);
  });

  it("calls a missing id and an empty docs address out too", () => {
    const found = deployPlaceholders(
      {
        d1_databases: [{ binding: "DB", database_name: "pix-staging" }],
        kv_namespaces: [{ binding: "ENTITLEMENTS", id: "" }],
        vars: { DOCS_URL: "" },
      },
      "staging",
    );
    expect(found).toEqual([
      "DB (D1) in [[env.staging.d1_databases]]: database_id is missing; create the database with `npx wrangler d1 create pix-staging` and put the database_id it prints there.",
      "ENTITLEMENTS (KV) in [[env.staging.kv_namespaces]]: id is missing; create the namespace with `npx wrangler kv namespace create ENTITLEMENTS --env staging` and put the id it prints there.",
      "DOCS_URL in [env.staging.vars]: the address is empty; set it to the deployment's own /docs address (on its workers.dev host or its custom domain).",
    ]);
  });
});
