import { availableParallelism } from "node:os";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { configDefaults, defineConfig } from "vitest/config";
import { throwawaySigningKeys } from "./scripts/lib/signing-keys.ts";
import { createSimulator } from "./simulator/handler.ts";
import { simulatorNewsVars } from "./src/catalog/news-config.ts";

/**
 * Outbound fetches from the Worker under test go to the upstream simulator, one independent instance
 * per host name, so a test file that injects faults or pins the clock on its own host (e.g.
 * `http://faults.sim/…`) cannot disturb another file running in parallel. Nothing reaches the network.
 */
const simulators = new Map<string, ReturnType<typeof createSimulator>>();
function simulatorFor(host: string) {
  let sim = simulators.get(host);
  if (!sim) {
    // Hosts named `tape…` serve a venue of several listing pages, for the whole-venue tape's tests;
    // `listing…` a venue of a few rule-text listing pages, for the rule collection's walk.
    const extra = host.startsWith("tape")
      ? WHOLE_VENUE_TEST_MARKETS
      : host.startsWith("listing")
        ? RULE_LISTING_TEST_MARKETS
        : 0;
    sim = createSimulator(extra > 0 ? { extraMarketsPerVenue: extra } : {});
    simulators.set(host, sim);
  }
  return sim;
}
const SIM = "http://upstream.sim";
const WHOLE_VENUE_TEST_MARKETS = 2_600;
const RULE_LISTING_TEST_MARKETS = 500;

/** Tests that run in Node against a local pix; pure unit tests that run in Node; every other test runs in workerd. */
const NODE_TESTS = "test/**/*.node.test.ts";
/**
 * Node tests that start their own local pix (and simulator) instead of the shared one: they need not
 * wait for the shared pix's one-at-a-time files, and run beside the `workers` and `unit` files. (The
 * venue feeds' file starts its own too, but stays with the `node` files: run beside the first group it
 * once met an unhandled connection reset at its end.)
 */
const NODE_OWN_PIX_TESTS = [
  "test/scripts/start.node.test.ts",
  "test/stream/feeds/overload.node.test.ts",
  "test/stream/feeds/kalshi-public.node.test.ts",
  "test/scripts/start-live.node.test.ts",
  "test/scripts/replay.node.test.ts",
  "test/api/contract/fuzz-writes.node.test.ts",
  "test/lake/parquet-duckdb.node.test.ts",
  // The Tour pasted before the first round: a pix no other file has run a cycle on.
  "test/docs/tour.node.test.ts",
  "test/lake/iceberg/icebird.node.test.ts",
  "test/stream/v2/resume.node.test.ts",
  "test/status/faults.node.test.ts",
  // Drives the cron at chosen minutes (the resolution calendar's tape and resolution).
  "test/outcomes/calendar-calibration.node.test.ts",
];
const UNIT_TESTS = "test/**/*.unit.test.ts";

/**
 * Both cores busy: workerd files and unit files run two at a time. The Node suites share one local pix
 * (some drive its simulator's faults), so they run one at a time, after the rest.
 */
const PARALLEL_FILES = Math.max(2, availableParallelism());
/** A hang guard, not a speed check: a busy machine running two files per core pair needs more than 5 s. */
const TEST_TIMEOUT_MS = 30_000;

/**
 * Three projects, chosen by file name (a test's folder says which code it tests, not where it runs):
 * - `workers`: every `*.test.ts` under test/ but the Node and unit ones, inside workerd (real D1, R2,
 *   KV and Durable Objects via Miniflare), requests through the Worker's own fetch; migrations applied
 *   in test/support/setup.ts.
 * - `unit`: every `*.unit.test.ts`: pure code (the domain, payload parsers, schemas, the simulator's
 *   models) that touches no binding, no runtime-only API and no upstream, in Node; a workerd start per
 *   file would cost more than the tests.
 * - `node`: every `*.node.test.ts` under test/: the OpenAPI contract (validated by an independent validator)
 *   and the browser end-to-end tests, against one local pix started by test/support/node/global-setup.ts;
 *   the import graph; the scripts', simulator server's, bench's and profiler's Node-side helpers; the
 *   examples and the typed client; and pix's files read by independent readers (a compacted Parquet day
 *   read by DuckDB).
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
                outboundService: (request: Request) => simulatorFor(new URL(request.url).host).fetch(request),
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  KALSHI_BASE_URL: `${SIM}/kalshi/trade-api/v2`,
                  POLYMARKET_GAMMA_URL: `${SIM}/polymarket/gamma`,
                  POLYMARKET_CLOB_URL: `${SIM}/polymarket/clob`,
                  POLYMARKET_DATA_URL: `${SIM}/polymarket/data`,
                  // The in-workerd simulator serves no WebSockets: the venue feeds stay on the minute
                  // cycle here (their tests run in Node against the simulator server).
                  KALSHI_WS_URL: "",
                  POLYMARKET_WS_URL: "",
                  EQUITY_QUERY_URL: `${SIM}/equity/query`,
                  EQUITY_CONSENT_URL: `${SIM}/equity/consent`,
                  EDGAR_WWW_URL: `${SIM}/edgar/www`,
                  EDGAR_DATA_URL: `${SIM}/edgar/data`,
                  PRINTS_BLS_URL: `${SIM}/prints/bls/publicAPI/v2`,
                  PRINTS_FRED_URL: `${SIM}/prints/fred`,
                  PRINTS_EIA_URL: `${SIM}/prints/eia`,
                  ...simulatorNewsVars(SIM),
                  ADMIN_TOKEN: "test-admin-token",
                  REFRESH_TOKEN: "test-refresh-token",
                  INTERNAL_TOKEN: "test-internal-token",
                  SEC_USER_AGENT: "pix tests ops@pix.example",
                  PRICE_PROVIDER_USER_AGENT: "pix-tests/0.1",
                  KALSHI_API_KEY_ID: "",
                  KALSHI_PRIVATE_KEY: "",
                  // A fresh Ed25519 key per run: committed rounds are signed, as with a configured key.
                  SIGNING_KEYS: throwawaySigningKeys("pix-test"),
                  // Suites share one client address; the per-IP limit has its own tests (test/access).
                  IP_RATE_LIMIT_PER_MINUTE: "1000000",
                },
              },
            }),
          ],
          test: {
            name: "workers",
            include: ["test/**/*.test.ts"],
            exclude: [...configDefaults.exclude, NODE_TESTS, UNIT_TESTS],
            setupFiles: ["./test/support/setup.ts"],
            maxWorkers: PARALLEL_FILES,
            testTimeout: TEST_TIMEOUT_MS,
          },
        },
        {
          test: {
            name: "unit",
            environment: "node",
            include: [UNIT_TESTS],
            maxWorkers: PARALLEL_FILES,
            testTimeout: TEST_TIMEOUT_MS,
          },
        },
        {
          test: {
            name: "node",
            environment: "node",
            include: [NODE_TESTS],
            exclude: [...configDefaults.exclude, ...NODE_OWN_PIX_TESTS],
            globalSetup: ["./test/support/node/global-setup.ts"],
            maxWorkers: 1,
            sequence: { groupOrder: 1 },
            testTimeout: 60_000,
            hookTimeout: 120_000,
            // A browser or a local pix answers in milliseconds when idle, seconds on a loaded machine:
            // `expect.poll` waits on its condition up to 15 s (not the 1 s default) before failing.
            expect: { poll: { timeout: 15_000 } },
          },
        },
        {
          test: {
            name: "node-own-pix",
            environment: "node",
            include: NODE_OWN_PIX_TESTS,
            // With `workers` and `unit` (a group shares one worker count), before the `node` files.
            maxWorkers: PARALLEL_FILES,
            testTimeout: 60_000,
            hookTimeout: 120_000,
            expect: { poll: { timeout: 15_000 } },
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
