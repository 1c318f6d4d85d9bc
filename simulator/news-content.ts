/**
 * What the simulated news feeds say at a given instant: release calendars that only show what has been
 * released by then, so a feed's document (and its ETag) changes only when a new release passes. Values
 * are deterministic hashes; titles carry `[synthetic]` and descriptions say the data is not real.
 */
import { INDICES } from "../src/catalog/definitions.ts";
import { hashString, mix } from "./hash.ts";
import type { SimEntry, SimFiler } from "./news-documents.ts";
import type { Universe } from "./universe.ts";
import { MONTH_NAMES } from "./words.ts";

export const SYNTHETIC = "[synthetic]";
const NOTE = "Synthetic release served by the pix upstream simulator; not real data.";
const MONTH_CODES = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];
const DAY_MS = 86_400_000;

/** Month `offset` months from the month of `nowMs` (0 = this month), as UTC year and month index. */
function monthAt(nowMs: number, offset: number): { year: number; month: number } {
  const now = new Date(nowMs);
  const total = now.getUTCFullYear() * 12 + now.getUTCMonth() + offset;
  return { year: Math.floor(total / 12), month: ((total % 12) + 12) % 12 };
}

const pad2 = (n: number) => String(n).padStart(2, "0");
const tenths = (seed: string) => (mix(hashString(seed), 7) % 5) + 1;

/** A monthly release on `day` at `hourUtc`, for the last `count` months that have been released. */
function monthlyReleases(nowMs: number, count: number, day: number, hourUtc: number, minute = 30) {
  const out: { year: number; month: number; ms: number }[] = [];
  for (let offset = 0; out.length < count && offset > -36; offset--) {
    const { year, month } = monthAt(nowMs, offset);
    const ms = Date.UTC(year, month, day, hourUtc, minute);
    if (ms <= nowMs) out.push({ year, month, ms });
  }
  return out;
}

const previousMonth = (month: number) => (month + 11) % 12;
const archiveDate = (ms: number) => {
  const d = new Date(ms);
  return `${pad2(d.getUTCMonth() + 1)}${pad2(d.getUTCDate())}${d.getUTCFullYear()}`;
};

export function blsCpiEntries(nowMs: number): SimEntry[] {
  return monthlyReleases(nowMs, 6, 13, 13).map(({ ms, month }) => {
    const ref = MONTH_NAMES[previousMonth(month)];
    const change = tenths(`cpi:${ms}`);
    const link = `https://www.bls.gov/news.release/archives/cpi_${archiveDate(ms)}.htm`;
    return {
      id: link,
      title: `${SYNTHETIC} CPI for all items rises 0.${change}% in ${ref}`,
      link,
      dateMs: ms,
      html: `<p>The Consumer Price Index for All Urban Consumers increased 0.${change} percent in ${ref}.</p><p>${NOTE}</p>`,
    };
  });
}

export function blsEmpsitEntries(nowMs: number): SimEntry[] {
  return monthlyReleases(nowMs, 6, 6, 13).map(({ ms, month }) => {
    const ref = MONTH_NAMES[previousMonth(month)];
    const jobs = 50 + (mix(hashString(`empsit:${ms}`), 3) % 200);
    const rate = 40 + tenths(`u3:${ms}`);
    const link = `https://www.bls.gov/news.release/archives/empsit_${archiveDate(ms)}.htm`;
    return {
      id: link,
      title: `${SYNTHETIC} Payroll employment rises by ${jobs},000 in ${ref}; unemployment rate ${rate / 10}%`,
      link,
      dateMs: ms,
      html: `<p>Total nonfarm payroll employment rose by ${jobs},000 in ${ref}.</p><p>${NOTE}</p>`,
    };
  });
}

/** BEA's one feed of all releases: GDP advance estimates (quarterly) among monthly personal income. */
export function beaEntries(nowMs: number): SimEntry[] {
  const entries: SimEntry[] = [];
  for (const { ms, month, year } of monthlyReleases(nowMs, 9, 28, 12)) {
    const quarterEnd = month % 3 === 0;
    const ref = MONTH_NAMES[previousMonth(month)];
    const slug = quarterEnd
      ? `gross-domestic-product-q${Math.floor(previousMonth(month) / 3) + 1}-${year}-advance-estimate`
      : `personal-income-and-outlays-${ref?.toLowerCase()}-${year}`;
    const link = `https://www.bea.gov/news/${year}/${slug}`;
    const growth = tenths(`gdp:${ms}`);
    entries.push({
      id: link,
      title: quarterEnd
        ? `${SYNTHETIC} Gross Domestic Product, Quarter ending ${ref} ${year} (Advance Estimate)`
        : `${SYNTHETIC} Personal Income and Outlays, ${ref} ${year}`,
      link,
      dateMs: ms,
      html: `${quarterEnd ? `Real GDP increased at an annual rate of 2.${growth} percent.` : "Personal income increased."} ${NOTE} <!--Full Text Link--><a href='${link}'>Full Text</a><!--Full Text Link-->`,
    });
  }
  return entries;
}

/** FOMC statements (the 28th of eight months), minutes three weeks later, discount-rate minutes monthly. */
export function fedEntries(nowMs: number): SimEntry[] {
  const MEETING_MONTHS = new Set([0, 2, 3, 5, 6, 8, 9, 11]);
  const entries: SimEntry[] = [];
  for (let offset = 0; offset > -12; offset--) {
    const { year, month } = monthAt(nowMs, offset);
    const stamp = `${year}${pad2(month + 1)}`;
    const items: [number, string, string][] = [
      [
        Date.UTC(year, month, 10, 21),
        "b",
        `${SYNTHETIC} Minutes of the Board's discount rate meetings, ${MONTH_NAMES[month]} ${year}`,
      ],
    ];
    if (MEETING_MONTHS.has(month)) {
      items.push([Date.UTC(year, month, 28, 18), "a", `${SYNTHETIC} Federal Reserve issues FOMC statement`]);
      items.push([
        Date.UTC(year, month, 28, 18) + 21 * DAY_MS,
        "m",
        `${SYNTHETIC} Minutes of the Federal Open Market Committee, ${MONTH_NAMES[month]} 27-28, ${year}`,
      ]);
    }
    for (const [ms, suffix, title] of items) {
      if (ms > nowMs) continue;
      const link = `https://www.federalreserve.gov/newsevents/pressreleases/monetary${stamp}28${suffix}.htm`;
      entries.push({ id: link, title, link, dateMs: ms, html: title });
    }
  }
  return entries.sort((a, b) => b.dateMs - a.dateMs);
}

/** A company's road to an IPO (a CORRESP letter among them, which a form filter drops). */
const COMPANY_FILINGS: [string, string, string][] = [
  ["2026-03-02T14:10:00Z", "D", "Notice of Exempt Offering of Securities"],
  [
    "2026-09-15T20:05:00Z",
    "S-1",
    "General form for registration of securities under the Securities Act of 1933",
  ],
  ["2026-10-01T15:00:00Z", "CORRESP", "Correspondence"],
  [
    "2026-11-02T21:30:00Z",
    "S-1/A",
    "General form for registration of securities under the Securities Act of 1933",
  ],
];
/** A fund or vehicle named after the company raising money to buy its shares. */
const FUND_FILINGS: [string, string, string][] = [
  ["2026-06-01T13:00:00Z", "D", "Notice of Exempt Offering of Securities"],
];

/**
 * The filers EDGAR answers for: two examples, and every filer the catalog binds to an index (each with
 * the filings of a company or of a fund, by its relevance).
 */
const FILER_FILINGS = new Map<string, { filer: SimFiler; filings: [string, string, string][] }>([
  ["0001999999", { filer: { cik: "0001999999", name: "EXAMPLE PREIPO CO" }, filings: COMPANY_FILINGS }],
  [
    "0001999998",
    { filer: { cik: "0001999998", name: "EXAMPLE PREIPO CO OPPORTUNITY FUND" }, filings: FUND_FILINGS },
  ],
  ...INDICES.flatMap((index) =>
    (index.news.secFilers ?? []).map(
      (filer) =>
        [
          filer.cik,
          {
            filer: { cik: filer.cik, name: filer.name },
            filings: filer.relevance === "direct" ? COMPANY_FILINGS : FUND_FILINGS,
          },
        ] as const,
    ),
  ),
]);

export const SIM_FILERS: Record<string, SimFiler> = Object.fromEntries(
  [...FILER_FILINGS].map(([cik, { filer }]) => [cik, filer]),
);

export function edgarEntries(cik: string, nowMs: number): SimEntry[] {
  const known = FILER_FILINGS.get(cik);
  if (known === undefined) return [];
  return known.filings
    .map(([at, form, formName], i) => {
      const ms = Date.parse(at);
      const accession = `${cik}-${at.slice(2, 4)}-${String(i + 1).padStart(6, "0")}`;
      const folder = `https://www.sec.gov/Archives/edgar/data/${Number(cik)}/${accession.replaceAll("-", "")}`;
      return {
        id: accession,
        title: `${SYNTHETIC} ${form}  - ${formName}`,
        link: `${folder}/${accession}-index.htm`,
        dateMs: ms,
        html: `<b>Filed:</b> ${at.slice(0, 10)} <b>AccNo:</b> ${accession} (synthetic)`,
        filing: {
          form,
          accession,
          formName,
          document: `d${i + 1}${form.toLowerCase().replace(/[^a-z0-9]/g, "")}.htm`,
        },
      };
    })
    .filter((entry) => entry.dateMs <= nowMs)
    .reverse();
}

/** A publisher's posts, one a day, each linking one catalog contract page (the indices in turn). */
export function editorialEntries(nowMs: number): SimEntry[] {
  const pages = INDICES.flatMap((index) => index.contracts.slice(0, 1).map((c) => ({ index, url: c.url })));
  const entries: SimEntry[] = [];
  const today = Math.floor(nowMs / DAY_MS) * DAY_MS;
  for (let day = 0; day < 10; day++) {
    const ms = today - day * DAY_MS + 15 * 3_600_000;
    if (ms > nowMs) continue;
    const page = pages[Math.floor(ms / DAY_MS) % pages.length];
    if (page === undefined) continue;
    const link = `https://news.example.com/${new Date(ms).toISOString().slice(0, 10)}/${page.index.slug}/`;
    entries.push({
      id: `${link}#post`,
      title: `${SYNTHETIC} What traders are pricing in: ${page.index.name}`,
      link,
      dateMs: ms,
      html: `<p>Odds on <a href="${page.url}">the market</a> moved. ${NOTE}</p><p>The full article body, which pix never stores.</p>`,
    });
  }
  return entries;
}

/** Kalshi milestones: each catalog event's resolution window; its first related event is linked. */
export function kalshiMilestones(universe: Universe): Record<string, unknown>[] {
  const events = universe.kalshi.events.filter((event) => event.seriesTicker !== "KXPIXSIM");
  return events.map((event, i) => {
    const first = event.markets[0];
    const closeMs = first?.closeTimeMs ?? 0;
    const related = events[(i + 1) % events.length]?.id;
    return {
      id: `sim-${event.id.toLowerCase()}`,
      category: "Economics",
      type: "one_off_milestone",
      start_date: new Date(closeMs - DAY_MS).toISOString().replace(".000Z", "Z"),
      end_date:
        event.mutuallyExclusive || event.markets.length > 1
          ? new Date(closeMs).toISOString().replace(".000Z", "Z")
          : null,
      related_event_tickers: related === undefined ? [event.id] : [event.id, related],
      primary_event_tickers: [event.id],
      title: `${SYNTHETIC} ${event.title}: resolution window`,
      notification_message: `${SYNTHETIC} The resolution window for ${event.id} opens.`,
      details: {},
      last_updated_ts: new Date(first?.openTimeMs ?? 0).toISOString().replace(".000Z", "Z"),
    };
  });
}

/**
 * Settled markets of a series: the two monthly events before the current month, settled on the 15th of
 * the next month, with the rungs or outcomes of the series' catalog event and a hashed settlement value.
 */
export function kalshiSettledMarkets(
  universe: Universe,
  seriesTicker: string,
  nowMs: number,
): Record<string, unknown>[] {
  const current = universe.kalshi.events.find((event) => event.seriesTicker === seriesTicker);
  if (current === undefined || current.markets.length < 2) return [];
  const out: Record<string, unknown>[] = [];
  for (const offset of [-1, -2]) {
    const { year, month } = monthAt(nowMs, offset);
    const settledMs = Date.UTC(year, month + 1, 15, 14, 2, 11);
    if (settledMs > nowMs) continue;
    const eventTicker = `${seriesTicker}-${String(year).slice(2)}${MONTH_CODES[month]}`;
    const markets = current.markets;
    const ladder = markets.every((m) => m.kind === "ladder" && m.strike !== null);
    const pick = mix(hashString(eventTicker), 11) % (markets.length + (ladder ? 1 : 0));
    const strikes = markets.map((m) => Number(m.strike));
    const value = ladder ? (pick === 0 ? (strikes[0] ?? 0) - 0.1 : (strikes[pick - 1] ?? 0) + 0.1) : null;
    markets.forEach((market, i) => {
      const yes = ladder ? (value ?? 0) > Number(market.strike) : i === pick;
      const suffix = market.marketId.slice(current.id.length);
      out.push({
        ticker: `${eventTicker}${suffix}`,
        event_ticker: eventTicker,
        market_type: "binary",
        title: `${SYNTHETIC} ${market.title}`,
        yes_sub_title: market.outcomeLabel ?? (market.strike === null ? "Yes" : `Above ${market.strike}`),
        status: "finalized",
        result: yes ? "yes" : "no",
        strike_type: ladder ? "greater" : "custom",
        floor_strike: ladder ? Number(market.strike) : null,
        cap_strike: null,
        close_time: new Date(settledMs - 45 * 60_000).toISOString().replace(".000Z", "Z"),
        settlement_ts: new Date(settledMs).toISOString().replace(".000Z", "Z"),
        settlement_value_dollars: yes ? "1.0000" : "0.0000",
        expiration_value: value === null ? "" : value.toFixed(1),
      });
    });
  }
  return out;
}

/** The venue-AI narratives the simulator invents for a Polymarket market: one a day for three days. */
export function venueNarratives(
  universe: Universe,
  marketIds: string[],
  nowMs: number,
): Record<string, unknown>[] {
  const today = Math.floor(nowMs / DAY_MS) * DAY_MS;
  return marketIds.flatMap((id) => {
    const market = universe.polymarket.marketById.get(id);
    if (market === undefined) return [];
    return [0, 1, 2].flatMap((day) => {
      const ms = today - day * DAY_MS + 9 * 3_600_000;
      if (ms > nowMs) return [];
      const stamp = new Date(ms).toISOString().slice(0, 10);
      return [
        {
          id: `sim-${id}-${stamp}`,
          market_id: id,
          headline: `${SYNTHETIC} Why traders moved on "${market.title}"`,
          body: `A synthetic narrative about market ${id}, written by no one. ${NOTE}`,
          generated_at: new Date(ms).toISOString().replace(".000Z", "Z"),
          url: `https://polymarket.com/market/${market.slug ?? id}`,
        },
      ];
    });
  });
}
