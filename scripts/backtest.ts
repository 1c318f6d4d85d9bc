/**
 * `npm run backtest -- TICKER [--upstream http://127.0.0.1:8788]`: the offline paper backtest of the
 * factor route's research sleeve for one stock, written to the local lake bucket as a `pix-backtest-v1`
 * artifact (`backtests/{TICKER}.json`) that the route's `execution_backtest` serves.
 *
 * Reads the equity history from the price provider, every theme contract's venue history, and the
 * contracts' quoted spreads from the local lake tape (`npm start` collects it), then runs the backtest
 * (src/factors/backtest-engine.ts), validates, writes and reads the artifact back. Upstreams default to
 * the simulator `npm start` runs; KALSHI_BASE_URL, POLYMARKET_CLOB_URL, EQUITY_QUERY_URL and
 * EQUITY_CONSENT_URL override them. Exit 0 = written, 1 = failed, 2 = usage.
 */
import { THEME_CONTRACTS } from "../src/catalog/definitions.ts";
import { runSleeveBacktest } from "../src/factors/backtest-engine.ts";
import { readTapeSpreads } from "../src/factors/backtest-spreads.ts";
import { readBacktest, writeBacktest } from "../src/factors/backtest-store.ts";
import {
  createProxyHistoryCache,
  PROXY_HISTORY_DAYS,
  proxyHistoryPacing,
  readProxyHistory,
} from "../src/factors/venue-history/index.ts";
import { createSessionCache, parseTicker, readEquity } from "../src/venues/equity/index.ts";
import { createHttpClient } from "../src/venues/http/client.ts";
import { openLocalBindings } from "./lib/local-bindings.ts";
import { step } from "./lib/run.ts";

const args = process.argv.slice(2);
const upstreamFlag = args.indexOf("--upstream");
const upstream = (upstreamFlag >= 0 ? args[upstreamFlag + 1] : undefined) ?? "http://127.0.0.1:8788";
const positional = args.filter((arg, i) => !arg.startsWith("--") && i !== upstreamFlag + 1);
const checked = parseTicker(positional[0] ?? "");
if (!checked.ok || positional.length !== 1) {
  console.error("usage: npm run backtest -- TICKER [--upstream http://127.0.0.1:8788]");
  process.exit(2);
}
const ticker = checked.ticker;

const config = {
  kalshiBaseUrl: process.env.KALSHI_BASE_URL ?? `${upstream}/kalshi/trade-api/v2`,
  polymarketClobUrl: process.env.POLYMARKET_CLOB_URL ?? `${upstream}/polymarket/clob`,
  equity: {
    queryBaseUrl: process.env.EQUITY_QUERY_URL ?? `${upstream}/equity/query`,
    consentUrl: process.env.EQUITY_CONSENT_URL ?? `${upstream}/equity/consent`,
  },
};
const client = createHttpClient({ minIntervalMsByHost: proxyHistoryPacing(config) });
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

step(`Equity history of ${ticker} from ${config.equity.queryBaseUrl}`);
const equity = await readEquity(config.equity, ticker, { client, sessions: createSessionCache() });
if (!equity.ok) {
  console.error(`✖ the price provider could not give ${ticker}: ${equity.outcome} (${equity.reason})`);
  console.error("  is `npm start` (or the simulator) running, and is the ticker an equity?");
  process.exit(1);
}
const history = equity.equity.history;
console.log(
  `  ${history.length} sessions, ${history[0]?.session_date} → ${history.at(-1)?.session_date} (${elapsed()})`,
);

step(`Venue histories of ${THEME_CONTRACTS.length} theme contracts (${PROXY_HISTORY_DAYS} days, hourly)`);
const cache = createProxyHistoryCache();
const proxies = await Promise.all(
  THEME_CONTRACTS.map(async (contract) => {
    const proxy = await readProxyHistory(contract, config, client, cache);
    const what = `${proxy.factor_id} ${proxy.venue} ${proxy.market_id}`;
    console.log(
      proxy.status === "AVAILABLE"
        ? `  ✓ ${what}: ${proxy.observations.length} closes from ${proxy.requests} requests (${elapsed()})`
        : `  ✖ ${what}: ${proxy.reason}${proxy.http_status === null ? "" : ` (HTTP ${proxy.http_status})`}`,
    );
    return proxy;
  }),
);

const { env, dispose } = await openLocalBindings();
try {
  step("Quoted spreads from the local lake tape");
  const tape = await readTapeSpreads(
    env.LAKE,
    THEME_CONTRACTS.map((c) => ({ venue: c.venue, market_id: c.marketId })),
    history.map((row) => row.session_date),
  );
  console.log(`  ${tape.snapshots} snapshots from ${tape.dates} tape dates`);
  for (const spread of tape.spreads) {
    const median = spread.median === null ? "none" : spread.median.toFixed(4);
    console.log(
      `  ${spread.venue} ${spread.market_id}: median spread ${median}, ${spread.bySessionDate.size} sessions`,
    );
  }

  step("Backtest: daily re-fit of the mimicking portfolio, half-spread costs");
  const run = runSleeveBacktest({
    ticker,
    generatedAtMs: Date.now(),
    equityHistory: history,
    proxies,
    spreads: tape.spreads,
    tapeDates: tape.dates,
  });
  if (!run.ok) {
    console.error(`✖ no backtest: ${run.reason}: ${run.detail}`);
    if (run.reason === "missing_spread") {
      console.error("  run `npm start` for a minute so the tape has quotes");
    }
    process.exitCode = 1;
  } else {
    const { metrics } = run.artifact;
    console.log(
      `  ${metrics.sessions} sessions ${metrics.first_session} → ${metrics.last_session} (${elapsed()})`,
    );
    console.log(
      `  variance reduction ${metrics.variance_reduction_gross?.toFixed(4)} gross, ${metrics.variance_reduction_net?.toFixed(4)} after USD ${metrics.total_cost_usd.toFixed(0)} of costs`,
    );
    step("Artifact");
    const key = await writeBacktest(env.LAKE, run.artifact);
    const read = await readBacktest(env.LAKE, ticker);
    if (read.status !== "AVAILABLE") {
      console.error(`✖ ${key} was written but reads back ${read.status}: ${read.reason}`);
      process.exitCode = 1;
    } else {
      console.log(`  ✓ ${key} (${run.artifact.schema}, generated ${run.artifact.generated_at}) validates`);
    }
  }
} finally {
  await dispose();
}
