/**
 * Reads one equity from the price provider: the chart (identity, history, dividends, splits) and
 * quoteSummary (quote, earnings calendar, earnings history), in parallel, classified into one result.
 * Never throws; failures are the outcomes of `outcomes.ts`.
 */
import type { ProviderCalendarData } from "../../domain/company-calendar/types.ts";
import { type HttpClient, type HttpFailureReason, schemaPath } from "../http/client.ts";
import { endpoint } from "../shared/request-helpers.ts";
import {
  type ChartIdentity,
  chartIdentity,
  clockFor,
  corporateActions,
  type HistoryRow,
  historyRows,
} from "./chart.ts";
import type { EquityFailure, EquityFailureReason, EquityStage } from "./outcomes.ts";
import {
  type ChartResult,
  chartEnvelopeSchema,
  chartResultSchema,
  quoteSummaryEnvelopeSchema,
} from "./schema.ts";
import {
  type EquityProviderConfig,
  isolateSessionCache,
  providerSession,
  type SessionCache,
  sessionFailure,
  userAgentHeaders,
} from "./session.ts";
import { type EquityQuote, quoteOf, readPriceModule, summaryCalendar } from "./summary.ts";
import { parseTicker } from "./ticker.ts";

export const CHART_QUERY = { range: "2y", interval: "1d", events: "div,splits" } as const;
export const SUMMARY_MODULES = "calendarEvents,earningsHistory,price";

export interface EquityData {
  /** Upper-case provider symbol. */
  ticker: string;
  /** Company name (long name, else short name, else the symbol). */
  name: string;
  instrument_type: string;
  /** Provider exchange code (`NMS`, `NYQ`, `ASE`, …). */
  exchange_code: string;
  /** Exchange display name (`NasdaqGS`), or the code when the provider gives none. */
  exchange_name: string;
  currency: string;
  /** IANA time zone of the exchange session. */
  timezone: string;
  quote: EquityQuote;
  /** Up to 400 sessions, oldest first. */
  history: HistoryRow[];
}

export interface EquityRead {
  ok: true;
  equity: EquityData;
  /** The provider's calendar data, or null when a calendar part was unreadable (see `calendar_failure`). */
  calendar: ProviderCalendarData | null;
  calendar_failure: { stage: EquityStage; reason: EquityFailureReason; detail?: string } | null;
}

export type EquityReadResult = EquityRead | EquityFailure;

export interface EquityReadOptions {
  client: HttpClient;
  /** Defaults to the isolate's cache. */
  sessions?: SessionCache;
}

type ReadFailure = { kind: "failed"; reason: EquityFailureReason; detail?: string; transport: boolean };
type ChartRead = { kind: "ok"; result: ChartResult } | { kind: "unknown" } | ReadFailure;
type SummaryRead =
  | { kind: "ok"; result: Record<string, unknown> }
  | { kind: "unknown" }
  | { kind: "session_failed"; failure: EquityFailure }
  | ReadFailure;

export async function readEquity(
  config: EquityProviderConfig,
  rawTicker: string,
  options: EquityReadOptions,
): Promise<EquityReadResult> {
  const checked = parseTicker(rawTicker);
  if (!checked.ok) return failure("invalid_ticker", "ticker", "malformed");
  try {
    const [chart, summary] = await Promise.all([
      readChart(config, checked.ticker, options.client),
      readSummary(config, checked.ticker, options.client, options.sessions ?? isolateSessionCache),
    ]);
    return classify(checked.ticker, chart, summary);
  } catch {
    // A bug must not become a 500: the provider is treated as unusable.
    return failure("provider_unreachable", "chart", "malformed");
  }
}

async function readChart(
  config: EquityProviderConfig,
  ticker: string,
  client: HttpClient,
): Promise<ChartRead> {
  const url = endpoint(
    config.queryBaseUrl,
    `/v8/finance/chart/${encodeURIComponent(ticker)}`,
    new URLSearchParams(CHART_QUERY),
  );
  const answer = await client.getJson(url, chartEnvelopeSchema, {
    headers: userAgentHeaders(config),
    acceptStatuses: [404],
  });
  if (!answer.ok) return httpFailure(answer.reason, answer.detail);
  const { result, error } = answer.value.chart;
  const first = result?.[0];
  if (first === undefined) return isNotFound(error) ? { kind: "unknown" } : providerError();
  const parsed = chartResultSchema.safeParse(first);
  if (!parsed.success) return malformed(`chart.result.0.${schemaPath(parsed.error)}`);
  return { kind: "ok", result: parsed.data };
}

async function readSummary(
  config: EquityProviderConfig,
  ticker: string,
  client: HttpClient,
  sessions: SessionCache,
): Promise<SummaryRead> {
  let session = await providerSession(config, client, sessions);
  for (let attempt = 1; ; attempt++) {
    if (!session.ok) return { kind: "session_failed", failure: session };
    const { cookie, crumb } = session.session;
    const url = endpoint(
      config.queryBaseUrl,
      `/v10/finance/quoteSummary/${encodeURIComponent(ticker)}`,
      new URLSearchParams({ modules: SUMMARY_MODULES, crumb }),
    );
    const answer = await client.getJson(url, quoteSummaryEnvelopeSchema, {
      headers: { ...userAgentHeaders(config), cookie },
      acceptStatuses: [404],
    });
    if (!answer.ok && answer.status === 401) {
      // "Invalid Crumb": the session expired upstream. One fresh session, then give up.
      if (attempt > 1)
        return { kind: "session_failed", failure: sessionFailure("quote_summary", "crumb_refused") };
      session = await providerSession(config, client, sessions, true);
      continue;
    }
    if (!answer.ok) return httpFailure(answer.reason, answer.detail);
    const { result, error } = answer.value.quoteSummary;
    const first = result?.[0];
    if (first === undefined) return isNotFound(error) ? { kind: "unknown" } : providerError();
    return { kind: "ok", result: first };
  }
}

function classify(ticker: string, chart: ChartRead, summary: SummaryRead): EquityReadResult {
  if (chart.kind === "unknown") return failure("unknown_equity", "chart", "not_found");
  if (summary.kind === "unknown" && chart.kind !== "ok")
    return failure("unknown_equity", "quote_summary", "not_found");

  const identity = chart.kind === "ok" ? chartIdentity(chart.result.meta) : null;
  const price = summary.kind === "ok" ? readPriceModule(summary.result) : null;
  if (identity !== null && identity.instrument_type !== "EQUITY") {
    return failure("not_an_equity", "chart", "instrument_type");
  }
  const quoteType = price?.ok ? price.value.quoteType?.toUpperCase() : undefined;
  if (quoteType !== undefined && quoteType !== "EQUITY") {
    return failure("not_an_equity", "quote_summary", "instrument_type");
  }

  if (summary.kind === "session_failed") return summary.failure;
  if (chart.kind === "failed" && chart.transport && summary.kind === "failed" && summary.transport) {
    return failure("provider_unreachable", "chart", chart.reason);
  }

  if (summary.kind !== "ok") {
    return summary.kind === "failed"
      ? failure("quote_unavailable", "quote_summary", summary.reason, summary.detail)
      : failure("quote_unavailable", "quote_summary", "not_found");
  }
  if (price === null || !price.ok) {
    return failure("quote_unavailable", "quote_summary", price?.reason ?? "missing_field", price?.detail);
  }
  const quote = quoteOf(price.value);
  if (!quote.ok) return failure("quote_unavailable", "quote_summary", quote.reason, quote.detail);
  const currency = identity?.currency ?? price.value.currency ?? null;
  if (currency === null) return failure("quote_unavailable", "quote_summary", "missing_field", "currency");

  if (chart.kind !== "ok" || identity === null) {
    return chart.kind === "failed"
      ? failure("history_unavailable", "chart", chart.reason, chart.detail)
      : failure("history_unavailable", "chart", "malformed");
  }
  if (identity.timezone === null) {
    return failure(
      "history_unavailable",
      "chart",
      "missing_field",
      "chart.result.0.meta.exchangeTimezoneName",
    );
  }
  const clock = clockFor(chart.result, identity.timezone);
  const history = historyRows(chart.result, clock);
  if (!history.ok) return failure("history_unavailable", "chart", "malformed", history.detail);
  if (history.rows.length === 0) return failure("history_unavailable", "chart", "no_sessions");

  const actions = corporateActions(chart.result, clock);
  const calendar = summaryCalendar(summary.result);
  return {
    ok: true,
    equity: {
      ticker,
      name: companyName(identity, price.value.longName, price.value.shortName, ticker),
      instrument_type: identity.instrument_type,
      exchange_code: identity.exchange_code,
      exchange_name: identity.exchange_name ?? price.value.exchangeName ?? identity.exchange_code,
      currency,
      timezone: identity.timezone,
      quote: quote.value,
      history: history.rows,
    },
    calendar: actions.ok && calendar.ok ? { ...calendar.value, ...actions.actions } : null,
    calendar_failure: !actions.ok
      ? { stage: "chart", reason: "malformed", detail: actions.detail }
      : !calendar.ok
        ? { stage: "quote_summary", reason: calendar.reason, detail: calendar.detail }
        : null,
  };
}

function companyName(
  identity: ChartIdentity,
  longName: string | null | undefined,
  shortName: string | null | undefined,
  ticker: string,
): string {
  return longName ?? shortName ?? identity.long_name ?? identity.short_name ?? ticker;
}

function isNotFound(error: { code: string } | null | undefined): boolean {
  return error?.code.toLowerCase().replace(/[\s_-]/g, "") === "notfound";
}

function httpFailure(reason: HttpFailureReason, detail: string | undefined): ReadFailure {
  return {
    kind: "failed",
    reason,
    transport: reason === "network" || reason === "timeout",
    ...(detail === undefined ? {} : { detail }),
  };
}

function malformed(detail: string): ReadFailure {
  return { kind: "failed", reason: "malformed", detail, transport: false };
}

function providerError(): ReadFailure {
  return { kind: "failed", reason: "provider_error", transport: false };
}

function failure(
  outcome: EquityFailure["outcome"],
  stage: EquityStage,
  reason: EquityFailureReason,
  detail?: string,
): EquityFailure {
  return { ok: false, outcome, stage, reason, ...(detail === undefined ? {} : { detail }) };
}
