/**
 * The factor research read of one stock (`GET /api/v1/factors/stocks/{ticker}`), not tied to HTTP: ticker rule, configuration, the
 * price provider's equity read, the company calendar within its budget, and the theme levels from the
 * newest lake snapshots, assembled into the response. The filings read and the lake reads start at
 * once, beside the equity read.
 *
 * The models use completed sessions only: the equity read's start is when its closes were read, and
 * the stored theme closes say when they were collected (src/factors/compute-models.ts).
 *
 * Failures are answers, never throws: a bad ticker, a missing configuration or a failed price read is a
 * problem slug with a short detail that never carries upstream text (the outcome table is in
 * src/venues/equity/outcomes.ts); a failing calendar source or venue becomes a status in the body.
 */

import { rfc3339 } from "../domain/clock.ts";
import type { CompanyCalendar } from "../domain/company-calendar/index.ts";
import { markEarningsSessions } from "../domain/company-calendar/index.ts";
import { themeReadout } from "../domain/factor-themes/index.ts";
import { COMPONENT_THRESHOLDS, componentId } from "../domain/status/components.ts";
import type { Bindings } from "../env.ts";
import { type DataOrigin, dataOrigin } from "../platform/data-origin.ts";
import type { ProblemSlug } from "../platform/http/problem-catalog.ts";
import { recordRun } from "../platform/status/recorder.ts";
import {
  EQUITY_FAILURE_PROBLEM,
  type EquityFailure,
  type EquityRead,
  parseTicker,
  readEquity,
  type SessionCache,
} from "../venues/equity/index.ts";
import type { HttpClient } from "../venues/http/client.ts";
import { CALENDAR_BUDGET_MS, companyCalendar, readFilings } from "./calendar.ts";
import { factorConfig } from "./config.ts";
import type { EdgeCache } from "./edge-cache.ts";
import { type EquityMemo, equityMemoKey, isolateEquityMemo } from "./equity-memo.ts";
import { logSourceFailure } from "./log.ts";
import {
  FACTOR_DATA_MODE,
  FACTOR_SCHEMA_VERSION,
  type FactorResponse,
  PRICE_PROVIDER_ID,
} from "./response.ts";
import { readStoredModelInputs, type StockModels, stockModels } from "./stock-models.ts";
import { REVIEWED_CONTRACTS, readThemeSnapshots, THEMES, VENUE_A, VENUE_B } from "./theme-snapshots.ts";
import { edgarClient, providerClient, requestSessions } from "./upstreams.ts";

export interface StockFailure {
  ok: false;
  slug: ProblemSlug;
  detail: string;
}

export type StockResult = { ok: true; body: FactorResponse } | StockFailure;

export interface StockDeps {
  env: Bindings;
  /** The lake's published snapshot ceiling: a larger newest snapshot is not read. */
  snapshotMaxBytes: number;
  /** `caches.default`, or null where no cache is wanted. */
  cache: EdgeCache | null;
  /** Keeps background work (cache writes, an unfinished filings read) alive past the response. */
  waitUntil: (work: Promise<unknown>) => void;
  now?: () => number;
  /** Tests inject clients over recorded fixtures; by default each request gets its own. */
  providerClient?: HttpClient;
  edgarClient?: HttpClient;
  sessions?: SessionCache;
  /** The isolate's memo of provider reads by default; null reads the provider every time. */
  equityMemo?: EquityMemo | null;
}

/**
 * The status plane's measurement of the equity provider: each read it answered, from the request to its
 * answer. An answer about the ticker (not an equity, unknown) is the provider working; only a provider
 * that could not be read, or answered without the data, counts as failed.
 */
function recordEquityRead(
  env: Pick<Bindings, "DB">,
  startedMs: number,
  completedMs: number,
  read: Awaited<ReturnType<typeof readEquity>>,
): Promise<void> {
  const working = read.ok || ["invalid_ticker", "not_an_equity", "unknown_equity"].includes(read.outcome);
  return recordRun(env.DB, {
    component: componentId("equity"),
    boundaryMs: startedMs,
    completedMs,
    ok: working,
    cadenceMs: COMPONENT_THRESHOLDS.equity.cadence_ms,
  });
}

export const TICKER_RULE = "1 to 32 letters or digits, with '.' or '-' allowed only between them";

export async function readFactorStock(rawTicker: string, deps: StockDeps): Promise<StockResult> {
  const checked = parseTicker(rawTicker);
  if (!checked.ok) {
    return { ok: false, slug: "invalid-ticker", detail: `The ticker must be ${TICKER_RULE}.` };
  }
  const config = factorConfig(deps.env);
  if (config === null) {
    return {
      ok: false,
      slug: "factors-unconfigured",
      detail: "This deployment has no upstream configuration for the factor route.",
    };
  }
  const ticker = checked.ticker;
  const now = deps.now ?? Date.now;
  const asOfMs = now();
  const io = { cache: deps.cache, waitUntil: deps.waitUntil, now };

  // Started at once; the filings read is kept alive past the response so a slow one still fills the cache.
  const filings = config.calendarEnabled
    ? readFilings(config.edgar, ticker, asOfMs, deps.edgarClient ?? edgarClient(config.edgar), io)
    : null;
  if (filings !== null) deps.waitUntil(filings);
  const lake = readThemeSnapshots(deps.env.LAKE, deps.snapshotMaxBytes, asOfMs);
  const storedInputs = readStoredModelInputs(deps.env, ticker, asOfMs);

  const memo = deps.equityMemo === undefined ? isolateEquityMemo : deps.equityMemo;
  const memoKey = equityMemoKey(config.equity.queryBaseUrl, ticker);
  const memoized = memo?.get(memoKey, now());
  const readAtMs = memoized?.readAtMs ?? now();
  const read =
    memoized?.read ??
    (await readEquity(config.equity, ticker, {
      client: deps.providerClient ?? providerClient(),
      sessions: deps.sessions ?? requestSessions(),
    }));
  if (memoized === undefined) deps.waitUntil(recordEquityRead(deps.env, readAtMs, now(), read));
  if (!read.ok) {
    logSourceFailure("equity", read.stage, read.reason);
    return equityProblem(ticker, read);
  }
  if (memoized === undefined) memo?.set(memoKey, { read, readAtMs }, now());

  const calendar = await companyCalendar(
    {
      asOfMs,
      deadlineMs: asOfMs + CALENDAR_BUDGET_MS,
      enabled: config.calendarEnabled,
      providerBase: config.equity.queryBaseUrl,
      equity: read,
      providerReadNow: memoized === undefined,
      filings,
    },
    io,
  );
  const themes = themeReadout({
    asOfMs,
    themes: THEMES,
    contracts: REVIEWED_CONTRACTS,
    snapshots: await lake,
    venueA: VENUE_A,
    venueB: VENUE_B,
  });
  const history = markEarningsSessions(read.equity.history, calendar);
  const models = stockModels(await storedInputs, history, readAtMs, themes.contracts, asOfMs);
  return { ok: true, body: assemble(asOfMs, read, history, calendar, themes, models, dataOrigin(deps.env)) };
}

function assemble(
  asOfMs: number,
  read: EquityRead,
  history: FactorResponse["equity"]["history"],
  calendar: CompanyCalendar,
  themes: ReturnType<typeof themeReadout>,
  { members: models, inputs }: StockModels,
  provenance: DataOrigin,
): FactorResponse {
  const { equity } = read;
  return {
    schema_version: FACTOR_SCHEMA_VERSION,
    data_mode: FACTOR_DATA_MODE,
    state: themes.state,
    as_of: rfc3339(asOfMs),
    paper: true,
    research: true,
    official: true,
    executable: false,
    equity: {
      ticker: equity.ticker,
      name: equity.name,
      exchange: equity.exchange_name,
      exchange_code: equity.exchange_code,
      currency: equity.currency,
      timezone: equity.timezone,
      sector: "Unknown",
      industry: "Unknown",
      country: "Unknown",
      quote: equity.quote,
      history,
    },
    calendar,
    exposure_model: models.exposure_model,
    proxy_model_score: models.proxy_model_score,
    factors: themes.factors,
    contracts: themes.contracts,
    pnl_comparison: models.pnl_comparison,
    execution_backtest: models.execution_backtest,
    execution_validation: models.execution_validation,
    composite: themes.composite,
    sources: {
      equity: { status: "AVAILABLE", as_of: equity.quote.as_of, provider: PRICE_PROVIDER_ID, provenance },
      venue_a: { venue: VENUE_A, provenance, ...themes.venue_a },
      venue_b: { venue: VENUE_B, provenance, ...themes.venue_b },
    },
    model_inputs: inputs,
    mimicking_portfolio: models.mimicking_portfolio,
    methodology: models.methodology,
  };
}

/** Short sentences only: the adapter's stage and reason go to the log, never to the client. */
function equityProblem(ticker: string, failure: EquityFailure): StockFailure {
  const slug = EQUITY_FAILURE_PROBLEM[failure.outcome];
  const detail: Record<EquityFailure["outcome"], string> = {
    invalid_ticker: `The ticker must be ${TICKER_RULE}.`,
    not_an_equity: `${ticker} is a fund, index, currency or other non-equity; the factor route reads equities only.`,
    unknown_equity: `The price provider does not know ${ticker} as an equity.`,
    quote_unavailable: `The quote of ${ticker} could not be read. Try again shortly.`,
    history_unavailable: `The daily history of ${ticker} could not be read. Try again shortly.`,
    provider_unreachable: "The price provider could not be reached. Try again shortly.",
  };
  return { ok: false, slug, detail: detail[failure.outcome] };
}
