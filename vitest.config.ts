import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

/**
 * Two projects:
 * - `workers`: unit and integration tests inside workerd (real D1, R2, KV and Durable Objects via
 *   Miniflare), requests through the Worker's own fetch; migrations applied in test/support/setup.ts.
 * - `node`: the OpenAPI contract (validated by an independent validator) and the browser end-to-end
 *   test, both against one local pix started by test/node-support/global-setup.ts.
 */
export default defineConfig(async () => {
  const migrations = await readD1Migrations("./migrations");
  return {
    test: {
      projects: [
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: "./wrangler.toml" },
              miniflare: {
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  ADMIN_TOKEN: "test-admin-token",
                  REFRESH_TOKEN: "test-refresh-token",
                  INTERNAL_TOKEN: "test-internal-token",
                },
              },
            }),
          ],
          test: {
            name: "workers",
            include: ["test/unit/**/*.test.ts", "test/integration/**/*.test.ts", "src/**/*.test.ts"],
            setupFiles: ["./test/support/setup.ts"],
          },
        },
        {
          test: {
            name: "node",
            environment: "node",
            include: ["test/contract/**/*.test.ts", "test/e2e/**/*.test.ts"],
            globalSetup: ["./test/node-support/global-setup.ts"],
            testTimeout: 60_000,
            hookTimeout: 120_000,
          },
        },
      ],
      onConsoleLog(log: string) {
        // Access-log lines are asserted where they matter; keep them out of the test output.
        return !log.startsWith('{"level":"info","msg":"request"');
      },
    },
  };
});
