/**
 * The company calendar of the factor response: the price provider's calendar data (read with the
 * equity, or from the cache when that part of the read failed) and the filing system's current reports
 * (cached), built by the domain rules in src/domain/company-calendar within a 5 s budget.
 *
 * Caches (Workers Cache API, see edge-cache.ts): provider calendar data up to 6 hours, filings up to
 * 24 hours (the route's OpenAPI description says so). A fresh provider read always wins over the cache and refreshes it.
 */
import { DAY_MS, HOUR_MS } from "../domain/clock.ts";
import {
  buildCompanyCalendar,
  type CompanyCalendar,
  type FilingsData,
  filingsSince,
  isUsPrimaryListing,
  type ProviderCalendarData,
  unavailableCalendar,
} from "../domain/company-calendar/index.ts";
import { type EdgarConfig, readCompanyFilings } from "../venues/edgar/index.ts";
import type { EquityRead } from "../venues/equity/index.ts";
import type { HttpClient } from "../venues/http/client.ts";
import { type CachedFilings, cachedFilingsSchema, cachedProviderCalendarSchema } from "./cached-shapes.ts";
import { cacheKey, type EdgeCache, readCached, writeCached } from "./edge-cache.ts";
import { logSourceFailure } from "./log.ts";
import { requestTickerMaps } from "./upstreams.ts";

export const CALENDAR_BUDGET_MS = 5_000;
export const PROVIDER_CALENDAR_MAX_AGE_MS = 6 * HOUR_MS;
export const FILINGS_MAX_AGE_MS = DAY_MS;

export interface CalendarIo {
  cache: EdgeCache | null;
  /** Keeps work alive past the response (cache writes, a filings read the budget cut short). */
  waitUntil: (work: Promise<unknown>) => void;
  now: () => number;
}

/**
 * Starts the filings read for `ticker` (cache first, then EDGAR). Resolves to null when EDGAR could not
 * be read; never rejects. The caller keeps it alive with waitUntil, so a read that outlasts the budget
 * still fills the cache.
 */
export async function readFilings(
  config: EdgarConfig,
  ticker: string,
  asOfMs: number,
  client: HttpClient,
  io: CalendarIo,
): Promise<FilingsData | null> {
  try {
    const since = filingsSince(asOfMs);
    const key = cacheKey("edgar-filings", config.dataBaseUrl, ticker);
    const cached = await readCached(io.cache, key, cachedFilingsSchema, FILINGS_MAX_AGE_MS, io.now());
    if (cached !== null && cached.value.since <= since) return { filings: cached.value.filings };
    const result = await readCompanyFilings(config, ticker, since, {
      client,
      tickerMaps: requestTickerMaps(),
    });
    if (!result.ok) {
      logSourceFailure("filings", result.stage, result.reason);
      return null;
    }
    // `since` is the earliest filing date the read covered: a later, narrower window may reuse it.
    const value: CachedFilings = {
      since,
      filings: result.filings.map((filing) => ({ ...filing, items: [...filing.items] })),
    };
    io.waitUntil(writeCached(io.cache, key, value, FILINGS_MAX_AGE_MS, io.now()));
    return { filings: result.filings };
  } catch {
    logSourceFailure("filings", "cache", "unexpected");
    return null;
  }
}

export interface CalendarRequest {
  asOfMs: number;
  /** When the budget ends (epoch ms): the request's start plus CALENDAR_BUDGET_MS. */
  deadlineMs: number;
  enabled: boolean;
  /** The configured query host of the provider (part of the cache key). */
  providerBase: string;
  equity: EquityRead;
  /** Whether `equity` was read from the provider by this request (else it is the isolate's memo). */
  providerReadNow: boolean;
  /** The filings read started at the request's start; null when the calendar is disabled. */
  filings: Promise<FilingsData | null> | null;
}

const TIMED_OUT = Symbol("timed out");

export async function companyCalendar(request: CalendarRequest, io: CalendarIo): Promise<CompanyCalendar> {
  const { asOfMs, equity } = request;
  if (!request.enabled || request.filings === null) return unavailableCalendar(asOfMs, "disabled");
  const identity = equity.equity;
  const listing = {
    instrument_type: identity.instrument_type,
    exchange_code: identity.exchange_code,
    currency: identity.currency,
    timezone: identity.timezone,
  };
  const sessions = identity.history.map((row) => row.session_date);
  // A listing outside the U.S. needs no source at all.
  if (!isUsPrimaryListing(listing)) {
    return buildCompanyCalendar({ asOfMs, listing, provider: null, filings: null, sessions });
  }
  const filings = request.filings;
  const build = async () => {
    const [provider, filed] = await Promise.all([providerCalendar(request, io), filings]);
    return buildCompanyCalendar({ asOfMs, listing, provider, filings: filed, sessions });
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const budget = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), Math.max(0, request.deadlineMs - io.now()));
  });
  try {
    const outcome = await Promise.race([build(), budget]);
    return outcome === TIMED_OUT ? unavailableCalendar(asOfMs, "timed_out") : outcome;
  } catch {
    logSourceFailure("calendar", "build", "unexpected");
    return unavailableCalendar(asOfMs, "failed");
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
}

/** The provider calendar of this read, cached for later; else the cached one (up to 6 h); else null. */
async function providerCalendar(
  request: CalendarRequest,
  io: CalendarIo,
): Promise<ProviderCalendarData | null> {
  const { equity } = request;
  const key = cacheKey("provider-calendar", request.providerBase, equity.equity.ticker);
  if (equity.calendar !== null) {
    // Only an upstream read refreshes the cache; the memo's copy was written when it was read.
    if (request.providerReadNow) {
      io.waitUntil(writeCached(io.cache, key, equity.calendar, PROVIDER_CALENDAR_MAX_AGE_MS, io.now()));
    }
    return equity.calendar;
  }
  if (equity.calendar_failure !== null) {
    logSourceFailure("provider_calendar", equity.calendar_failure.stage, equity.calendar_failure.reason);
  }
  const cached = await readCached(
    io.cache,
    key,
    cachedProviderCalendarSchema,
    PROVIDER_CALENDAR_MAX_AGE_MS,
    io.now(),
  );
  return cached === null ? null : cached.value;
}
