/**
 * The pix catalog as data: every public index, benchmark and factor-theme contract. D1 is seeded from
 * this file (src/catalog/seed.ts); routes read D1, never this file. The upstream simulator serves
 * markets for exactly these contracts.
 *
 * Market identifiers follow each venue's real form (Kalshi tickers `SERIES-EVENT-T<strike>`,
 * Polymarket numeric Gamma ids with YES CLOB token ids); locally they are answered by the simulator.
 */
import {
  type BenchmarkDef,
  type ContractDef,
  type FactorTheme,
  type IndexDef,
  type ReleaseInfo,
  type ThemeContractDef,
  VENUES,
  type VenueId,
} from "./types.ts";

const FEED_LAUNCH = "2025-10-01T00:00:00Z";

/** A stable decimal token id derived from a name (the real ones are 77-digit decimals). */
export function tokenIdFor(name: string): string {
  let digits = "";
  let h = 2166136261;
  for (let round = 0; digits.length < 76; round++) {
    for (const ch of `${name}#${round}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
    digits += String(h).padStart(10, "0");
  }
  return `7${digits.slice(0, 76)}`;
}

/** A stable 6-digit Gamma market id derived from a slug. */
function gammaIdFor(slug: string): string {
  let h = 2166136261;
  for (const ch of slug) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return String(500000 + (h % 400000));
}

function kalshi(
  seriesTicker: string,
  eventTicker: string,
  suffix: string,
  extra: Omit<ContractDef, "venue" | "marketId" | "url" | "eventTicker" | "seriesTicker">,
): ContractDef {
  const marketId = `${eventTicker}-${suffix}`;
  return {
    venue: "kalshi",
    marketId,
    eventTicker,
    seriesTicker,
    url: `https://kalshi.com/markets/${seriesTicker.toLowerCase()}/${eventTicker.toLowerCase()}`,
    ...extra,
  };
}

function polymarket(
  slug: string,
  extra: Omit<ContractDef, "venue" | "marketId" | "url" | "slug" | "yesTokenId">,
): ContractDef {
  return {
    venue: "polymarket",
    marketId: gammaIdFor(slug),
    slug,
    yesTokenId: tokenIdFor(slug),
    url: `https://polymarket.com/market/${slug}`,
    ...extra,
  };
}

interface LadderSpec {
  series: string;
  event: string;
  polySlugPrefix: string;
  strikes: string[];
  titleFor: (strike: string) => string;
  openTime: string;
  closeTime: string;
  /** Venues quoting the ladder (both by default). */
  venues?: VenueId[];
}

/** The ladder's rungs as each venue lists them: "above K" for one strike. */
const RUNG: Readonly<
  Record<VenueId, (spec: LadderSpec, strike: string, common: LadderCommon) => ContractDef>
> = {
  kalshi: (spec, strike, common) => kalshi(spec.series, spec.event, `T${strike}`, common),
  polymarket: (spec, strike, common) =>
    polymarket(`${spec.polySlugPrefix}-above-${strike.replace(".", "pt")}`, common),
};

type LadderCommon = Pick<ContractDef, "role" | "title" | "strike" | "openTime" | "closeTime">;

/** The quoting venues' "above K" rungs for a strike ladder, in venue order. */
function ladder(spec: LadderSpec): ContractDef[] {
  const venues = VENUES.filter((venue) => spec.venues?.includes(venue) ?? true);
  return spec.strikes.flatMap((strike) => {
    const common: LadderCommon = {
      role: "ladder_above",
      title: spec.titleFor(strike),
      strike,
      openTime: spec.openTime,
      closeTime: spec.closeTime,
    };
    return venues.map((venue) => RUNG[venue](spec, strike, common));
  });
}

const BLS_CPI: ReleaseInfo["source"] = {
  name: "U.S. Bureau of Labor Statistics",
  url: "https://www.bls.gov/cpi/",
};
const BLS_EMPSIT: ReleaseInfo["source"] = {
  name: "U.S. Bureau of Labor Statistics",
  url: "https://www.bls.gov/ces/",
};
const FED: ReleaseInfo["source"] = {
  name: "Board of Governors of the Federal Reserve System",
  url: "https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm",
};
const BEA_GDP: ReleaseInfo["source"] = {
  name: "U.S. Bureau of Economic Analysis",
  url: "https://www.bea.gov/data/gdp",
};
const NBER: ReleaseInfo["source"] = {
  name: "National Bureau of Economic Research",
  url: "https://www.nber.org/research/business-cycle-dating",
};

const BOTH_VENUES = { kalshi: 0.6, polymarket: 0.4 };

/** EDGAR, where a company going public files its registration statement (the IPO index's source). */
const EDGAR_STRIPE: ReleaseInfo["source"] = {
  name: "U.S. Securities and Exchange Commission (EDGAR)",
  url: "https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=0001691342",
};

export const INDICES: IndexDef[] = [
  {
    kind: "index",
    symbol: "PIXCPI",
    slug: "us-cpi-yoy-next",
    name: "US CPI YoY — next print",
    thesis:
      "The market-implied expected year-over-year change in the US Consumer Price Index (all items, NSA) in the next BLS release.",
    unit: "%",
    display: "{value}%",
    decimals: 2,
    visibility: "public",
    methodology: {
      version: "1.0.0",
      estimand: "Expected value of the next CPI-U year-over-year print, in percent.",
      calculationClass: "strike_ladder_expectation",
      transformationDisclosure: "disclosed_class_only",
      venueWeights: BOTH_VENUES,
    },
    domain: { min: "-2.00", max: "10.00" },
    contracts: ladder({
      series: "KXCPIYOY",
      event: "KXCPIYOY-26NOV",
      polySlugPrefix: "us-cpi-yoy-nov-2026",
      strikes: ["2.4", "2.6", "2.8", "3.0", "3.2", "3.4"],
      titleFor: (k) => `CPI year-over-year for November 2026 above ${k}%?`,
      openTime: "2026-10-15T14:00:00Z",
      closeTime: "2026-12-10T13:25:00Z",
    }),
    latestRelease: { label: "CPI for October 2026", at: "2026-11-13T13:30:00Z", source: BLS_CPI },
    nextRelease: { label: "CPI for November 2026", at: "2026-12-10T13:30:00Z", source: BLS_CPI },
    feedLaunchedAt: FEED_LAUNCH,
    news: { enabled: true },
  },
  {
    kind: "index",
    symbol: "PIXFED",
    slug: "fed-funds-upper-next-fomc",
    name: "Fed funds target upper bound — next FOMC",
    thesis:
      "The market-implied expected upper bound of the federal funds target range announced at the next FOMC meeting.",
    unit: "%",
    display: "{value}%",
    decimals: 3,
    visibility: "public",
    methodology: {
      version: "1.0.0",
      estimand:
        "Expected upper bound of the federal funds target range after the next FOMC decision, in percent.",
      calculationClass: "categorical_expectation",
      transformationDisclosure: "disclosed_class_only",
      venueWeights: BOTH_VENUES,
    },
    domain: { min: "0.00", max: "10.00" },
    contracts: ["3.25", "3.50", "3.75", "4.00"].flatMap((upper) => {
      const label = `${upper}%`;
      const common = {
        role: "categorical_outcome" as const,
        title: `Fed upper bound after the December 2026 FOMC at ${label}?`,
        outcomeLabel: label,
        outcomeValue: upper,
        openTime: "2026-11-05T19:00:00Z",
        closeTime: "2026-12-09T18:55:00Z",
      };
      return [
        kalshi("KXFED", "KXFED-26DEC", `T${upper}`, common),
        polymarket(`fed-upper-bound-dec-2026-${upper.replace(".", "pt")}`, common),
      ];
    }),
    latestRelease: { label: "FOMC statement, October 2026", at: "2026-10-28T18:00:00Z", source: FED },
    nextRelease: { label: "FOMC statement, December 2026", at: "2026-12-09T19:00:00Z", source: FED },
    feedLaunchedAt: FEED_LAUNCH,
    news: { enabled: true },
  },
  {
    kind: "index",
    symbol: "PIXREC",
    slug: "us-recession-2026",
    name: "US recession in 2026",
    thesis: "The market-implied probability that the United States enters a recession in calendar year 2026.",
    unit: "%",
    display: "{value}%",
    decimals: 1,
    visibility: "public",
    methodology: {
      version: "1.0.0",
      estimand: "Probability, in percent, that a US recession beginning in 2026 is declared.",
      calculationClass: "binary_probability",
      transformationDisclosure: "disclosed_class_only",
      venueWeights: BOTH_VENUES,
    },
    contracts: [
      kalshi("KXRECSSNBER", "KXRECSSNBER-26", "Y", {
        role: "binary_yes",
        title: "Will the US enter a recession in 2026?",
        openTime: "2025-09-01T14:00:00Z",
        closeTime: "2026-12-31T23:59:00Z",
      }),
      polymarket("us-recession-in-2026", {
        role: "binary_yes",
        title: "US recession in 2026?",
        openTime: "2025-09-01T14:00:00Z",
        closeTime: "2026-12-31T23:59:00Z",
      }),
    ],
    latestRelease: null,
    nextRelease: { label: "Resolution at year end 2026", at: "2026-12-31T23:59:00Z", source: NBER },
    feedLaunchedAt: FEED_LAUNCH,
    news: { enabled: true },
  },
  {
    kind: "index",
    symbol: "PIXUNRATE",
    slug: "us-unemployment-next",
    name: "US unemployment rate — next print",
    thesis:
      "The market-implied expected US unemployment rate (U-3) in the next BLS Employment Situation release.",
    unit: "%",
    display: "{value}%",
    decimals: 2,
    visibility: "public",
    methodology: {
      version: "1.0.0",
      estimand: "Expected value of the next U-3 unemployment rate print, in percent.",
      calculationClass: "strike_ladder_expectation",
      transformationDisclosure: "disclosed_class_only",
      venueWeights: BOTH_VENUES,
    },
    domain: { min: "0.0", max: "20.0" },
    contracts: ladder({
      series: "KXU3",
      event: "KXU3-26NOV",
      polySlugPrefix: "us-unemployment-nov-2026",
      strikes: ["4.1", "4.2", "4.3", "4.4", "4.5", "4.6"],
      titleFor: (k) => `Unemployment rate for November 2026 above ${k}%?`,
      openTime: "2026-11-07T14:00:00Z",
      closeTime: "2026-12-04T13:25:00Z",
    }),
    latestRelease: {
      label: "Employment Situation, October 2026",
      at: "2026-11-06T13:30:00Z",
      source: BLS_EMPSIT,
    },
    nextRelease: {
      label: "Employment Situation, November 2026",
      at: "2026-12-04T13:30:00Z",
      source: BLS_EMPSIT,
    },
    feedLaunchedAt: FEED_LAUNCH,
    news: { enabled: true },
  },
  {
    kind: "index",
    symbol: "PIXGDP",
    slug: "us-gdp-qoq-next",
    name: "US real GDP growth — next advance estimate",
    thesis:
      "The market-implied expected annualised quarter-over-quarter US real GDP growth in the next BEA advance estimate.",
    unit: "%",
    display: "{value}%",
    decimals: 2,
    visibility: "public",
    methodology: {
      version: "1.0.0",
      estimand: "Expected value of the next advance estimate of real GDP growth (SAAR), in percent.",
      calculationClass: "strike_ladder_expectation",
      transformationDisclosure: "disclosed_class_only",
      venueWeights: { kalshi: 1, polymarket: 0 },
    },
    domain: { min: "-10.0", max: "10.0" },
    contracts: ladder({
      series: "KXGDP",
      event: "KXGDP-26Q4",
      polySlugPrefix: "us-gdp-q4-2026",
      strikes: ["0.5", "1.0", "1.5", "2.0", "2.5", "3.0"],
      titleFor: (k) => `Q4 2026 real GDP growth (advance) above ${k}%?`,
      openTime: "2026-10-30T14:00:00Z",
      closeTime: "2027-01-28T13:25:00Z",
      venues: ["kalshi"],
    }),
    latestRelease: { label: "GDP Q3 2026, advance estimate", at: "2026-10-29T12:30:00Z", source: BEA_GDP },
    nextRelease: { label: "GDP Q4 2026, advance estimate", at: "2027-01-28T13:30:00Z", source: BEA_GDP },
    feedLaunchedAt: FEED_LAUNCH,
    news: { enabled: true },
  },
  {
    kind: "index",
    symbol: "PIXIPOSTRIPE",
    slug: "stripe-ipo-by-2027",
    name: "Stripe IPO by the end of 2027",
    thesis:
      "The market-implied probability that Stripe, Inc., a privately held payments company, completes an initial public offering (its shares begin trading on a U.S. exchange) on or before 2027-12-31.",
    unit: "%",
    display: "{value}%",
    decimals: 1,
    visibility: "public",
    methodology: {
      version: "1.0.0",
      estimand:
        "Probability, in percent, that Stripe's shares begin trading on a U.S. exchange by 2027-12-31.",
      calculationClass: "binary_probability",
      transformationDisclosure: "disclosed_class_only",
      venueWeights: BOTH_VENUES,
    },
    contracts: [
      kalshi("KXIPOSTRIPE", "KXIPOSTRIPE-27DEC31", "Y", {
        role: "binary_yes",
        title: "Will Stripe IPO before January 1, 2028?",
        openTime: "2025-06-02T14:00:00Z",
        closeTime: "2027-12-31T23:59:00Z",
      }),
      polymarket("stripe-ipo-before-2028", {
        role: "binary_yes",
        title: "Stripe IPO before 2028?",
        openTime: "2025-06-02T14:00:00Z",
        closeTime: "2027-12-31T23:59:00Z",
      }),
    ],
    latestRelease: null,
    nextRelease: { label: "Resolution: IPO by 2027-12-31", at: "2027-12-31T23:59:00Z", source: EDGAR_STRIPE },
    feedLaunchedAt: FEED_LAUNCH,
    news: {
      enabled: true,
      secFilers: [
        // CIK as EDGAR lists Stripe, Inc.'s Form D filings.
        { cik: "0001691342", name: "Stripe, Inc.", relevance: "direct" },
        {
          cik: "0001999997",
          name: "Stripe Opportunity Fund (synthetic vehicle)",
          relevance: "related",
          simulatorOnly: true,
        },
      ],
    },
  },
];

function commodity(
  def: Omit<
    BenchmarkDef,
    "kind" | "family" | "visibility" | "feedLaunchedAt" | "latestRelease" | "methodology"
  > & {
    estimand: string;
  },
): BenchmarkDef {
  const { estimand, ...rest } = def;
  return {
    kind: "benchmark",
    family: "commodities",
    visibility: "public",
    feedLaunchedAt: FEED_LAUNCH,
    latestRelease: null,
    methodology: {
      version: "1.0.0",
      estimand,
      calculationClass: "strike_ladder_expectation",
      transformationDisclosure: "disclosed_class_only",
      venueWeights: BOTH_VENUES,
    },
    ...rest,
  };
}

export const BENCHMARKS: BenchmarkDef[] = [
  commodity({
    symbol: "BMWTI",
    slug: "wti-crude-settle-dec",
    name: "WTI crude — expected December settle",
    thesis:
      "Market-implied expected settlement price of front-month WTI crude oil futures on the last trading day of December 2026.",
    unit: "USD/bbl",
    display: "{value} USD/bbl",
    decimals: 2,
    category: "energy",
    estimand: "Expected WTI front-month settlement on 2026-12-31, USD per barrel.",
    domain: { min: "0", max: "250" },
    identifiers: { nymex: "CL", kalshi_series: "KXWTI" },
    resolutionSource: {
      name: "CME Group NYMEX",
      url: "https://www.cmegroup.com/markets/energy/crude-oil/light-sweet-crude.settlements.html",
      description: "NYMEX WTI Light Sweet Crude Oil front-month daily settlement.",
    },
    contracts: ladder({
      series: "KXWTI",
      event: "KXWTI-26DEC31",
      polySlugPrefix: "wti-crude-dec-31-2026",
      strikes: ["60", "65", "70", "75", "80", "85"],
      titleFor: (k) => `WTI crude settle on Dec 31, 2026 above $${k}?`,
      openTime: "2026-10-01T14:00:00Z",
      closeTime: "2026-12-31T19:30:00Z",
    }),
    nextRelease: {
      label: "Settlement, December 31 2026",
      at: "2026-12-31T19:30:00Z",
      source: { name: "CME Group", url: "https://www.cmegroup.com" },
    },
  }),
  commodity({
    symbol: "BMGOLD",
    slug: "gold-settle-dec",
    name: "Gold — expected December settle",
    thesis:
      "Market-implied expected settlement price of front-month COMEX gold futures on the last trading day of December 2026.",
    unit: "USD/ozt",
    display: "{value} USD/ozt",
    decimals: 2,
    category: "precious_metals",
    estimand: "Expected COMEX gold front-month settlement on 2026-12-31, USD per troy ounce.",
    domain: { min: "0", max: "10000" },
    identifiers: { comex: "GC", kalshi_series: "KXGOLD" },
    resolutionSource: {
      name: "CME Group COMEX",
      url: "https://www.cmegroup.com/markets/metals/precious/gold.settlements.html",
      description: "COMEX Gold front-month daily settlement.",
    },
    contracts: ladder({
      series: "KXGOLD",
      event: "KXGOLD-26DEC31",
      polySlugPrefix: "gold-dec-31-2026",
      strikes: ["3800", "4000", "4200", "4400", "4600", "4800"],
      titleFor: (k) => `Gold settle on Dec 31, 2026 above $${k}?`,
      openTime: "2026-10-01T14:00:00Z",
      closeTime: "2026-12-31T18:30:00Z",
    }),
    nextRelease: {
      label: "Settlement, December 31 2026",
      at: "2026-12-31T18:30:00Z",
      source: { name: "CME Group", url: "https://www.cmegroup.com" },
    },
  }),
  commodity({
    symbol: "BMNATGAS",
    slug: "natural-gas-settle-dec",
    name: "Natural gas — expected December settle",
    thesis:
      "Market-implied expected settlement price of front-month Henry Hub natural gas futures at the end of December 2026.",
    unit: "USD/MMBtu",
    display: "{value} USD/MMBtu",
    decimals: 3,
    category: "energy",
    estimand: "Expected Henry Hub front-month settlement on 2026-12-31, USD per MMBtu.",
    domain: { min: "0", max: "30" },
    identifiers: { nymex: "NG", kalshi_series: "KXNATGAS" },
    resolutionSource: {
      name: "CME Group NYMEX",
      url: "https://www.cmegroup.com/markets/energy/natural-gas/natural-gas.settlements.html",
      description: "NYMEX Henry Hub Natural Gas front-month daily settlement.",
    },
    contracts: ladder({
      series: "KXNATGAS",
      event: "KXNATGAS-26DEC31",
      polySlugPrefix: "natural-gas-dec-31-2026",
      strikes: ["3.0", "3.5", "4.0", "4.5", "5.0", "5.5"],
      titleFor: (k) => `Henry Hub natural gas settle on Dec 31, 2026 above $${k}?`,
      openTime: "2026-10-01T14:00:00Z",
      closeTime: "2026-12-31T19:30:00Z",
    }),
    nextRelease: {
      label: "Settlement, December 31 2026",
      at: "2026-12-31T19:30:00Z",
      source: { name: "CME Group", url: "https://www.cmegroup.com" },
    },
  }),
];

function themeKalshi(
  theme: FactorTheme,
  series: string,
  event: string,
  title: string,
  adverseSide: "yes" | "no",
  closeTime: string,
): ThemeContractDef {
  return {
    theme,
    venue: "kalshi",
    marketId: `${event}-Y`,
    eventTicker: event,
    seriesTicker: series,
    title,
    adverseSide,
    url: `https://kalshi.com/markets/${series.toLowerCase()}/${event.toLowerCase()}`,
    closeTime,
  };
}

function themePolymarket(
  theme: FactorTheme,
  slug: string,
  title: string,
  adverseSide: "yes" | "no",
  closeTime: string,
): ThemeContractDef {
  return {
    theme,
    venue: "polymarket",
    marketId: gammaIdFor(slug),
    slug,
    yesTokenId: tokenIdFor(slug),
    title,
    adverseSide,
    url: `https://polymarket.com/market/${slug}`,
    closeTime,
  };
}

/** The contracts behind the six factor themes, on both venues, each with its adverse side. */
export const THEME_CONTRACTS: ThemeContractDef[] = [
  themeKalshi(
    "growth_stress",
    "KXRECSSNBER",
    "KXRECSSNBER-26",
    "Will the US enter a recession in 2026?",
    "yes",
    "2026-12-31T23:59:00Z",
  ),
  themePolymarket(
    "growth_stress",
    "us-recession-in-2026",
    "US recession in 2026?",
    "yes",
    "2026-12-31T23:59:00Z",
  ),
  themeKalshi(
    "higher_for_longer",
    "KXFEDCUTS",
    "KXFEDCUTS-27H1",
    "Will the Fed cut rates at least twice by June 2027?",
    "no",
    "2027-06-16T18:00:00Z",
  ),
  themePolymarket(
    "higher_for_longer",
    "fed-rate-above-3pt5-june-2027",
    "Fed upper bound above 3.5% in June 2027?",
    "yes",
    "2027-06-16T18:00:00Z",
  ),
  themeKalshi(
    "trade_friction",
    "KXTARIFF",
    "KXTARIFF-27Q1",
    "Will the US raise its average effective tariff rate above 20% by March 2027?",
    "yes",
    "2027-03-31T23:59:00Z",
  ),
  themePolymarket(
    "trade_friction",
    "new-us-china-tariffs-q1-2027",
    "New US tariffs on China in Q1 2027?",
    "yes",
    "2027-03-31T23:59:00Z",
  ),
  themeKalshi(
    "energy_shock",
    "KXWTIHIGH",
    "KXWTIHIGH-27Q1",
    "Will WTI trade above $100 before April 2027?",
    "yes",
    "2027-03-31T23:59:00Z",
  ),
  themePolymarket(
    "energy_shock",
    "brent-above-100-q1-2027",
    "Brent above $100 in Q1 2027?",
    "yes",
    "2027-03-31T23:59:00Z",
  ),
  themeKalshi(
    "ai_disruption",
    "KXAILAYOFFS",
    "KXAILAYOFFS-27",
    "Will a Fortune 100 company attribute 10,000+ layoffs to AI in 2027?",
    "yes",
    "2027-12-31T23:59:00Z",
  ),
  themePolymarket(
    "ai_disruption",
    "ai-model-beats-humans-agi-2027",
    "OpenAI announces AGI in 2027?",
    "yes",
    "2027-12-31T23:59:00Z",
  ),
  themeKalshi(
    "credit_stress",
    "KXHYSPREAD",
    "KXHYSPREAD-27Q1",
    "Will the US high-yield spread exceed 6% by March 2027?",
    "yes",
    "2027-03-31T23:59:00Z",
  ),
  themePolymarket(
    "credit_stress",
    "major-us-bank-failure-2027",
    "A major US bank fails in 2027?",
    "yes",
    "2027-12-31T23:59:00Z",
  ),
];

export const INSTRUMENTS: (IndexDef | BenchmarkDef)[] = [...INDICES, ...BENCHMARKS];
