/**
 * Rule texts for every simulated market, in each venue's style and shape: Kalshi's `rules_primary`,
 * `rules_secondary`, `early_close_condition` and its events' settlement sources; Polymarket's
 * `description` and `resolutionSource`. Written for pix, never copied from a real market.
 *
 * Look-alike markets on the two venues carry the traps a cross-venue matcher must see (which market has
 * which is in `PLANTED_TRAPS`): `≥` against `>`, an exclusive bucket against a cumulative one, another
 * station, series or vintage, another instant or time zone, a YES that is the other venue's NO, void and
 * early-close rules that pay differently, unfilled templates. Some texts change over time, on the
 * simulator's clock: `amendmentOf` switches them between two versions week by week, each market on its
 * own day of the week, so a rule text seen now may read differently next week and back again after.
 */
import { INSTRUMENTS, THEME_CONTRACTS } from "../src/catalog/definitions.ts";
import type { ContractDef, ThemeContractDef } from "../src/catalog/types.ts";
import { extraGammaId, extraNumberOf } from "./extra.ts";
import { hashString } from "./hash.ts";
import { marketKey } from "./structures.ts";
import type { SimEvent, SimMarket } from "./universe.ts";
import { MONTH_NAMES } from "./words.ts";

export interface KalshiRuleTexts {
  rules_primary: string;
  rules_secondary: string;
  early_close_condition: string | null;
}

export interface GammaRuleTexts {
  description: string;
  resolutionSource: string;
}

export interface SettlementSourceText {
  name: string;
  url: string;
}

/** The traps a look-alike pair carries (the trap vocabulary of `src/domain/equivalence/relations.ts`). */
export type PlantedTrap =
  | "none"
  | "comparator_offset"
  | "bucket_shape"
  | "source_station"
  | "source_series"
  | "window_time_zone"
  | "polarity_inversion"
  | "void_rule"
  | "early_close_rule"
  | "unfilled_template"
  | "subject_lookalike"
  | "source_print";

const SYNTHETIC = "Synthetic market served by the pix upstream simulator; not real data.";
const DAY_MS = 86_400_000;
const WEEK_DAYS = 7;

/**
 * Which of a market's two text versions is in force at an instant: 0 or 1, switching every seven days,
 * each market on a day of its own (from its key). A pure function of (market, instant).
 */
export function amendmentOf(key: string, nowMs: number): 0 | 1 {
  const day = Math.floor(nowMs / DAY_MS) + (hashString(`rules:${key}`) % WEEK_DAYS);
  return Math.floor(day / WEEK_DAYS) % 2 === 0 ? 0 : 1;
}

// ---- Words.

/** "2027-07-03" → "July 3, 2027". */
export function dateWords(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${MONTH_NAMES[(month ?? 1) - 1]} ${day}, ${year}`;
}

/** "$4,200" or "$75.00": dollars with thousands separators (no Intl, so every runtime writes the same). */
export function usd(value: number, places = 2): string {
  const [whole = "0", fraction] = value.toFixed(places).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `$${grouped}${fraction === undefined ? "" : `.${fraction}`}`;
}

const SOURCES = {
  blsCpi: { name: "Bureau of Labor Statistics", url: "https://www.bls.gov/cpi/" },
  blsEmpsit: { name: "Bureau of Labor Statistics", url: "https://www.bls.gov/news.release/empsit.toc.htm" },
  beaGdp: { name: "Bureau of Economic Analysis", url: "https://www.bea.gov/data/gdp/gross-domestic-product" },
  fomc: { name: "Federal Reserve", url: "https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm" },
  nber: {
    name: "National Bureau of Economic Research",
    url: "https://www.nber.org/research/business-cycle-dating",
  },
  sec: { name: "U.S. Securities and Exchange Commission", url: "https://www.sec.gov/edgar/search/" },
  cmeCl: {
    name: "CME Group",
    url: "https://www.cmegroup.com/markets/energy/crude-oil/light-sweet-crude.settlements.html",
  },
  cmeGc: { name: "CME Group", url: "https://www.cmegroup.com/markets/metals/precious/gold.settlements.html" },
  cmeNg: {
    name: "CME Group",
    url: "https://www.cmegroup.com/markets/energy/natural-gas/natural-gas.settlements.html",
  },
  coinbase: { name: "Coinbase", url: "https://www.coinbase.com/advanced-trade/spot/BTC-USD" },
} satisfies Record<string, SettlementSourceText>;

const nws = (station: string): SettlementSourceText => ({
  name: `National Weather Service (${station})`,
  url: "https://forecast.weather.gov/product.php?product=CLI",
});

// ---- The catalog's markets.

interface CatalogEntry {
  symbol: string;
  contract: ContractDef;
}

const CATALOG = new Map<string, CatalogEntry>();
for (const instrument of INSTRUMENTS) {
  for (const contract of instrument.contracts) {
    const key = marketKey(contract.venue, contract.marketId);
    if (!CATALOG.has(key)) CATALOG.set(key, { symbol: instrument.symbol, contract });
  }
}
const THEMES = new Map<string, ThemeContractDef>();
for (const contract of THEME_CONTRACTS) {
  const key = marketKey(contract.venue, contract.marketId);
  if (!CATALOG.has(key)) THEMES.set(key, contract);
}

const strikeOf = (entry: CatalogEntry) => entry.contract.strike ?? "";

/** Both legs of one catalog instrument's rule texts. */
interface CatalogRules {
  kalshi(entry: CatalogEntry, nowMs: number): KalshiRuleTexts;
  polymarket(entry: CatalogEntry, nowMs: number): GammaRuleTexts;
  sources: SettlementSourceText[];
  /** The trap between the venues' look-alikes of one strike (or outcome). */
  trap: (entry: CatalogEntry) => PlantedTrap;
}

const kalshiTexts = (primary: string, secondary: string, early: string | null = null): KalshiRuleTexts => ({
  rules_primary: primary,
  rules_secondary: `${secondary} ${SYNTHETIC}`,
  early_close_condition: early,
});

const gammaTexts = (description: string, resolutionSource: string): GammaRuleTexts => ({
  description: `${description}\n\n${SYNTHETIC}`,
  resolutionSource,
});

const CPI_SECONDARY =
  "The figure is the 12-month percent change in the Consumer Price Index for All Urban Consumers (CPI-U), all items, not seasonally adjusted, as first released by the Bureau of Labor Statistics and rounded to one decimal place as published. Revisions after the first release are not considered. If the release is delayed, the market remains open until the figure is published.";

const CATALOG_RULES: Record<string, CatalogRules> = {
  PIXCPI: {
    sources: [SOURCES.blsCpi],
    trap: () => "none",
    kalshi: (e) =>
      kalshiTexts(
        `If the year-over-year change in CPI-U for November 2026 is above ${strikeOf(e)}%, then the market resolves to Yes.`,
        CPI_SECONDARY,
      ),
    polymarket: (e) =>
      gammaTexts(
        `This market will resolve to "Yes" if the year-over-year percent change in the US Consumer Price Index (CPI-U, all items, not seasonally adjusted) for November 2026, as first reported by the U.S. Bureau of Labor Statistics, is greater than ${strikeOf(e)}%. Otherwise, this market will resolve to "No".\n\nThe figure is read as published, to one decimal place; later revisions are not considered. If the release is delayed, this market will remain open until the figure is published.`,
        SOURCES.blsCpi.url,
      ),
  },
  PIXUNRATE: {
    sources: [SOURCES.blsEmpsit],
    trap: () => "comparator_offset",
    kalshi: (e) =>
      kalshiTexts(
        `If the U-3 unemployment rate for November 2026 is above ${strikeOf(e)}%, then the market resolves to Yes.`,
        "The rate is the seasonally adjusted civilian unemployment rate (U-3) as first published by the Bureau of Labor Statistics in the Employment Situation report, rounded to one decimal place as published. If the report is not released on schedule, the market remains open until it is released.",
      ),
    polymarket: (e) =>
      gammaTexts(
        `This market will resolve to "Yes" if the U.S. unemployment rate (U-3, seasonally adjusted) for November 2026 is ${strikeOf(e)}% or higher, according to the first release of the BLS Employment Situation report. Otherwise, this market will resolve to "No".\n\nThe rate is taken as published, to one decimal place. If the report is delayed, this market will remain open until it is published.`,
        SOURCES.blsEmpsit.url,
      ),
  },
  PIXFED: {
    sources: [SOURCES.fomc],
    trap: () => "early_close_rule",
    kalshi: (e) =>
      kalshiTexts(
        `If the upper bound of the federal funds target range is ${e.contract.outcomeLabel ?? ""} following the FOMC meeting concluding on December 9, 2026, then the market resolves to Yes.`,
        "The target range is taken from the FOMC statement published by the Federal Reserve. If the meeting is postponed, the market resolves on the statement of the rescheduled meeting.",
        "If the FOMC changes the target range at an unscheduled meeting before December 9, 2026, the market closes early and resolves on the range announced at that unscheduled meeting.",
      ),
    polymarket: (e) =>
      gammaTexts(
        `This market will resolve to "Yes" if the upper bound of the target federal funds range is ${e.contract.outcomeLabel ?? ""} following the Federal Reserve's December 2026 FOMC meeting, scheduled to conclude December 9, 2026. Otherwise, this market will resolve to "No".\n\nChanges announced at unscheduled meetings before then do not resolve this market early; only the range after the scheduled December 2026 meeting counts. If the meeting is rescheduled, the statement released after the rescheduled meeting will be used.`,
        SOURCES.fomc.url,
      ),
  },
  PIXREC: {
    sources: [SOURCES.nber],
    trap: () => "source_series",
    kalshi: () =>
      kalshiTexts(
        "If the National Bureau of Economic Research announces, on or before December 31, 2027, a business cycle peak in calendar year 2026, marking the start of a U.S. recession, then the market resolves to Yes.",
        "Only announcements of the NBER Business Cycle Dating Committee count. Announcements are dated in Eastern Time.",
      ),
    polymarket: () =>
      gammaTexts(
        `This market will resolve to "Yes" if U.S. real GDP declines for two consecutive quarters, both of them in 2026, according to the advance estimates published by the Bureau of Economic Analysis. Otherwise, this market will resolve to "No".\n\nAn NBER announcement will not be considered.`,
        SOURCES.beaGdp.url,
      ),
  },
  PIXGDP: {
    sources: [SOURCES.beaGdp],
    trap: () => "none",
    kalshi: (e) =>
      kalshiTexts(
        `If the advance estimate of real GDP growth for Q4 2026 is above ${strikeOf(e)}%, then the market resolves to Yes.`,
        "Growth is the percent change from the preceding quarter at a seasonally adjusted annual rate, as published by the Bureau of Economic Analysis in its advance estimate, rounded to one decimal place as published. Later estimates are not considered. If the advance estimate is delayed, the market remains open until it is released.",
      ),
    polymarket: (e) =>
      gammaTexts(
        `This market will resolve to "Yes" if the advance estimate of U.S. real GDP growth for Q4 2026 (seasonally adjusted annual rate) is greater than ${strikeOf(e)}%. Otherwise, this market will resolve to "No".`,
        SOURCES.beaGdp.url,
      ),
  },
  PIXIPOSTRIPE: {
    sources: [SOURCES.sec],
    trap: () => "window_time_zone",
    kalshi: () =>
      kalshiTexts(
        "If Stripe, Inc. completes an initial public offering and its shares begin trading on a U.S. national securities exchange before January 1, 2028, then the market resolves to Yes.",
        "All times are Eastern Time. A direct listing counts only if it follows a registered offering of new shares.",
        "This market will close and expire early if the event occurs.",
      ),
    polymarket: () =>
      gammaTexts(
        `This market will resolve to "Yes" if Stripe's shares begin trading on a U.S. stock exchange following an initial public offering by December 31, 2027, 11:59 PM UTC. Otherwise, this market will resolve to "No".\n\nThis market may resolve early once the event occurs. The resolution source will be a consensus of credible reporting.`,
        "",
      ),
  },
  BMWTI: {
    sources: [SOURCES.cmeCl],
    // Amended week by week; `plantedTrap` says which week plants the trap.
    trap: () => "void_rule",
    kalshi: (e) =>
      kalshiTexts(
        `If the front-month WTI crude oil futures settlement price on December 31, 2026 is above ${usd(Number(strikeOf(e)))} per barrel, then the market resolves to Yes.`,
        "The settlement price is the NYMEX Light Sweet Crude Oil (CL) front-month daily settlement published by CME Group for December 31, 2026. If no settlement is published for that date, the market resolves on the settlement of the last trading day before it.",
      ),
    // Amended week by week: the missing-settlement rule alternates between the prior settlement and 50-50.
    polymarket: (e, nowMs) =>
      gammaTexts(
        `This market will resolve to "Yes" if the official daily settlement price of the front-month NYMEX WTI crude oil futures contract (CL) on December 31, 2026, as published by CME Group, is greater than ${usd(Number(strikeOf(e)))}. Otherwise, this market will resolve to "No".\n\n${
          amendmentOf(marketKey("polymarket", e.contract.marketId), nowMs) === 0
            ? "If CME publishes no settlement for December 31, 2026, the most recent settlement published before that date will be used."
            : "If CME publishes no settlement for December 31, 2026, this market will resolve 50-50."
        }`,
        SOURCES.cmeCl.url,
      ),
  },
  BMGOLD: {
    sources: [SOURCES.cmeGc],
    trap: () => "source_series",
    kalshi: (e) =>
      kalshiTexts(
        `If the COMEX gold front-month futures settlement price for December 31, 2026 is above ${usd(Number(strikeOf(e)), 0)} per troy ounce, then the market resolves to Yes.`,
        "Settlement prices are those published by CME Group for the COMEX Gold (GC) front-month contract. If no settlement is published for December 31, 2026, the most recent prior settlement is used.",
      ),
    polymarket: (e) =>
      gammaTexts(
        `This market will resolve to "Yes" if the LBMA Gold Price PM for December 31, 2026, as published by ICE Benchmark Administration, is greater than ${usd(Number(strikeOf(e)), 0)} per troy ounce. Otherwise, this market will resolve to "No".\n\nIf no afternoon price is published that day, the most recent prior price will be used.`,
        "https://www.lbma.org.uk/prices-and-data/precious-metal-prices",
      ),
  },
  BMNATGAS: {
    sources: [SOURCES.cmeNg],
    // The top rung's Polymarket text states its NO side: its YES is a settle at or below the strike.
    trap: (e) => (strikeOf(e) === "5.5" ? "polarity_inversion" : "none"),
    kalshi: (e) =>
      kalshiTexts(
        `If the NYMEX Henry Hub natural gas front-month futures settlement on December 31, 2026 is above ${usd(Number(strikeOf(e)))} per MMBtu, then the market resolves to Yes.`,
        "The settlement is the daily settlement of the front-month Henry Hub Natural Gas (NG) contract published by CME Group. If no settlement is published on December 31, 2026, the last settlement published before it is used.",
      ),
    polymarket: (e) => {
      const inverted = strikeOf(e) === "5.5";
      const [yes, no] = inverted ? ["No", "Yes"] : ["Yes", "No"];
      return gammaTexts(
        `This market will resolve to "${yes}" if the front-month Henry Hub natural gas futures (NG) contract settles above ${usd(Number(strikeOf(e)))} per MMBtu on December 31, 2026, per CME Group's published daily settlement. Otherwise, this market will resolve to "${no}".\n\nIf there is no settlement on that date, the most recent settlement before it will be used.`,
        SOURCES.cmeNg.url,
      );
    },
  },
};

function themeTexts(contract: ThemeContractDef): { kalshi?: KalshiRuleTexts; polymarket?: GammaRuleTexts } {
  const close = dateWords(contract.closeTime.slice(0, 10));
  switch (contract.marketId) {
    case "KXFEDCUTS-27H1-Y":
      return {
        kalshi: kalshiTexts(
          `If the FOMC lowers the target range for the federal funds rate at two or more meetings concluding on or before ${close}, then the market resolves to Yes.`,
          "Decisions are taken from the FOMC statements published by the Federal Reserve.",
        ),
      };
    case "KXTARIFF-27Q1-Y":
      return {
        kalshi: kalshiTexts(
          `If the average effective U.S. tariff rate, as estimated by the Budget Lab at Yale, is above 20% at any time on or before ${close}, then the market resolves to Yes.`,
          "Estimates are read as published.",
        ),
      };
    case "KXWTIHIGH-27Q1-Y":
      return {
        kalshi: kalshiTexts(
          "If the front-month WTI crude oil futures contract trades above $100.00 per barrel at any time before April 1, 2027, then the market resolves to Yes.",
          "Trades are those reported by CME Group for the NYMEX Light Sweet Crude Oil (CL) front-month contract. All times are Eastern Time.",
          "This market will close and expire early if the event occurs.",
        ),
      };
    case "KXAILAYOFFS-27-Y":
      return {
        kalshi: kalshiTexts(
          `If a Fortune 100 company publicly attributes 10,000 or more layoffs to artificial intelligence on or before ${close}, then the market resolves to Yes.`,
          "Attribution must be made by the company in a public statement or filing. All times are Eastern Time.",
        ),
      };
    case "KXHYSPREAD-27Q1-Y":
      return {
        kalshi: kalshiTexts(
          `If the ICE BofA US High Yield Index option-adjusted spread exceeds 6.00% on any day on or before ${close}, then the market resolves to Yes.`,
          "Values are read from the daily series as first published.",
        ),
      };
    default:
      return {
        polymarket: gammaTexts(
          themeDescription(contract),
          contract.slug?.includes("fed") ? SOURCES.fomc.url : "",
        ),
      };
  }
}

function themeDescription(contract: ThemeContractDef): string {
  switch (contract.slug) {
    case "fed-rate-above-3pt5-june-2027":
      return `This market will resolve to "Yes" if the upper bound of the target federal funds range is above 3.50% following the Federal Reserve's June 2027 FOMC meeting, scheduled to conclude June 16, 2027. Otherwise, this market will resolve to "No".`;
    case "new-us-china-tariffs-q1-2027":
      return `This market will resolve to "Yes" if the United States announces new tariffs on imports from China that take effect between January 1, 2027 and March 31, 2027, inclusive. Otherwise, this market will resolve to "No".\n\nThe resolution source will be a consensus of credible reporting.`;
    case "brent-above-100-q1-2027":
      return `This market will resolve to "Yes" if the front-month ICE Brent crude oil futures contract trades above $100.00 per barrel at any time between January 1, 2027 and March 31, 2027, inclusive. Otherwise, this market will resolve to "No".\n\nAll times are Eastern Time.`;
    case "ai-model-beats-humans-agi-2027":
      return `This market will resolve to "Yes" if OpenAI publicly announces that it has achieved artificial general intelligence by December 31, 2027, 11:59 PM ET. Otherwise, this market will resolve to "No".\n\nThe resolution source will be a consensus of credible reporting.`;
    case "major-us-bank-failure-2027":
      return `This market will resolve to "Yes" if a U.S. bank with more than $50 billion in assets is closed by its regulator or placed into FDIC receivership by December 31, 2027, 11:59 PM ET. Otherwise, this market will resolve to "No".`;
    default:
      return `This market will resolve to "Yes" if the event in the title happens by ${dateWords(contract.closeTime.slice(0, 10))}, 11:59 PM ET. Otherwise, this market will resolve to "No".`;
  }
}

// ---- The padding markets: a look-alike pair for each number, one trap family per last digit.

interface City {
  name: string;
  stations: [{ code: string; name: string }, { code: string; name: string }];
}

const CITIES: readonly City[] = [
  {
    name: "New York",
    stations: [
      { code: "KNYC", name: "Central Park, New York" },
      { code: "KLGA", name: "LaGuardia Airport" },
    ],
  },
  {
    name: "Chicago",
    stations: [
      { code: "KORD", name: "Chicago O'Hare International Airport" },
      { code: "KMDW", name: "Chicago Midway International Airport" },
    ],
  },
  {
    name: "Houston",
    stations: [
      { code: "KIAH", name: "Houston George Bush Intercontinental Airport" },
      { code: "KHOU", name: "Houston William P. Hobby Airport" },
    ],
  },
  {
    name: "Dallas",
    stations: [
      { code: "KDFW", name: "Dallas/Fort Worth International Airport" },
      { code: "KDAL", name: "Dallas Love Field" },
    ],
  },
  {
    name: "Washington",
    stations: [
      { code: "KDCA", name: "Ronald Reagan Washington National Airport" },
      { code: "KIAD", name: "Washington Dulles International Airport" },
    ],
  },
  {
    name: "Los Angeles",
    stations: [
      { code: "KCQT", name: "Downtown Los Angeles (USC campus)" },
      { code: "KLAX", name: "Los Angeles International Airport" },
    ],
  },
  {
    name: "Austin",
    stations: [
      { code: "KATT", name: "Austin Camp Mabry" },
      { code: "KAUS", name: "Austin-Bergstrom International Airport" },
    ],
  },
  {
    name: "Seattle",
    stations: [
      { code: "KSEA", name: "Seattle-Tacoma International Airport" },
      { code: "KBFI", name: "Seattle's Boeing Field" },
    ],
  },
];

/** The trap each padding family carries, by the number's last digit. */
export const PADDING_TRAPS: readonly PlantedTrap[] = [
  "none", // 0: a station's high, identical; amended week by week to local time (a window trap) and back
  "comparator_offset", // 1: above T against T or higher
  "bucket_shape", // 2: T to T+1 against T or higher
  "source_station", // 3: another station of the same city
  "window_time_zone", // 4: a price at noon ET against noon UTC
  "polarity_inversion", // 5: a price above X against a NO side above X
  "void_rule", // 6: no climate report: preliminary data against No
  "unfilled_template", // 7: a template placeholder left in the text
  "none", // 8: a price, identical (reworded week by week)
  "source_print", // 9: first report against the corrected report
];

interface Padding {
  n: number;
  family: number;
  city: City;
  date: string;
  threshold: number;
  asset: { name: string; pair: string; strike: number };
}

function padding(n: number): Padding {
  const date = new Date(Date.parse("2027-06-01T00:00:00Z") + ((n * 7) % 122) * DAY_MS)
    .toISOString()
    .slice(0, 10);
  const bitcoin = n % 2 === 0;
  return {
    n,
    family: n % 10,
    city: CITIES[Math.floor(n / 10) % CITIES.length] as City,
    date,
    threshold: 75 + (n % 20),
    asset: bitcoin
      ? { name: "Bitcoin", pair: "BTC-USD", strike: 80_000 + (n % 40) * 1_000 }
      : { name: "Ethereum", pair: "ETH-USD", strike: 3_000 + (n % 40) * 50 },
  };
}

const CLI_NOTE = (station: { code: string; name: string }) =>
  `The value is the maximum temperature in the National Weather Service Daily Climate Report for ${station.name} (${station.code}), in whole degrees Fahrenheit, for the climate day, midnight to midnight local standard time.`;

function paddingKalshi(p: Padding): KalshiRuleTexts {
  const day = dateWords(p.date);
  const station = p.city.stations[0];
  const t = p.threshold;
  const { asset } = p;
  switch (p.family) {
    case 2:
      return kalshiTexts(
        `If the maximum temperature recorded at ${station.name} on ${day} is between ${t}°F and ${t + 1}°F, inclusive, then the market resolves to Yes.`,
        `${CLI_NOTE(station)} Only the first report counts.`,
      );
    case 4:
    case 5:
    case 8:
      return kalshiTexts(
        `If the price of ${asset.name} on the Coinbase ${asset.pair} pair at 12:00 PM ET on ${day} is above ${usd(asset.strike, 0)}, then the market resolves to Yes.`,
        `The price is the closing price of the one-minute ${asset.pair} candle on Coinbase that starts at 12:00 PM ET on ${day}.`,
      );
    case 6:
      return kalshiTexts(
        `If the maximum temperature recorded at ${station.name} on ${day} is above ${t}°F, then the market resolves to Yes.`,
        `${CLI_NOTE(station)} If no Daily Climate Report is issued for that day, the market resolves on the preliminary climate data (CF6) for that day.`,
      );
    default:
      return kalshiTexts(
        `If the maximum temperature recorded at ${station.name} on ${day} is above ${t}°F, then the market resolves to Yes.`,
        `${CLI_NOTE(station)} Only the first report counts; later corrections are not considered.`,
      );
  }
}

function paddingGamma(p: Padding, key: string, nowMs: number): GammaRuleTexts {
  const day = dateWords(p.date);
  const [main, other] = p.city.stations;
  const t = p.threshold;
  const { asset } = p;
  const weather = (station: { code: string; name: string }, condition: string, extra: string) =>
    gammaTexts(
      `This market will resolve to "Yes" if the highest temperature recorded at ${station.name} (${station.code}) on ${day} ${condition}, according to the National Weather Service Daily Climate Report. Otherwise, this market will resolve to "No".\n\n${extra}`,
      "https://forecast.weather.gov/product.php?product=CLI",
    );
  const lst =
    "Whole degrees Fahrenheit; the climate day runs midnight to midnight local standard time; first report only.";
  const crypto = (zone: string, condition: string) =>
    `the Coinbase ${asset.pair} 1-minute candle beginning at 12:00 PM ${zone} on ${day} has a final "Close" price ${condition}`;
  switch (p.family) {
    case 0:
      return weather(
        main,
        `is above ${t}°F`,
        amendmentOf(key, nowMs) === 0
          ? lst
          : "Whole degrees Fahrenheit; the day runs midnight to midnight local time; first report only.",
      );
    case 1:
      return weather(main, `is ${t}°F or higher`, lst);
    case 2:
      return weather(main, `is ${t}°F or higher`, lst);
    case 3:
      return weather(other, `is above ${t}°F`, lst);
    case 4:
      return gammaTexts(
        `This market will resolve to "Yes" if ${crypto("UTC", `higher than ${usd(asset.strike, 0)}`)}. Otherwise, this market will resolve to "No".\n\nThe resolution source for this market is Coinbase, ${asset.pair} pair.`,
        SOURCES.coinbase.url,
      );
    case 5:
      return gammaTexts(
        `This market will resolve to "No" if ${crypto("ET", `higher than ${usd(asset.strike, 0)}`)}. Otherwise, this market will resolve to "Yes".\n\nThe resolution source for this market is Coinbase, ${asset.pair} pair.`,
        SOURCES.coinbase.url,
      );
    case 6:
      return weather(
        main,
        `is above ${t}°F`,
        `${lst} If no Daily Climate Report is issued for that day, this market will resolve to "No".`,
      );
    case 7:
      return weather(main, "is above {{threshold}}°F", lst);
    case 8:
      return gammaTexts(
        `This market will resolve to "Yes" if ${crypto("ET", `${amendmentOf(key, nowMs) === 0 ? "higher" : "greater"} than ${usd(asset.strike, 0)}`)}. Otherwise, this market will resolve to "No".\n\nThe resolution source for this market is Coinbase, ${asset.pair} pair.`,
        SOURCES.coinbase.url,
      );
    default:
      return weather(
        main,
        `is above ${t}°F`,
        "Whole degrees Fahrenheit; the climate day runs midnight to midnight local standard time. The value as revised in the final monthly climate report counts, not the first daily report.",
      );
  }
}

// ---- What the venues serve.

/** A Kalshi market's rule texts at an instant. */
export function kalshiRuleTexts(market: SimMarket, nowMs: number): KalshiRuleTexts {
  const entry = CATALOG.get(market.key);
  const rules = entry ? CATALOG_RULES[entry.symbol] : undefined;
  if (entry && rules) return rules.kalshi(entry, nowMs);
  const theme = THEMES.get(market.key);
  if (theme) return themeTexts(theme).kalshi ?? fallbackKalshi(market);
  const n = extraNumberOf(market.key);
  if (n !== null) return paddingKalshi(padding(n));
  return fallbackKalshi(market);
}

/** A Gamma market's rule texts at an instant. */
export function gammaRuleTexts(market: SimMarket, nowMs: number): GammaRuleTexts {
  const entry = CATALOG.get(market.key);
  const rules = entry ? CATALOG_RULES[entry.symbol] : undefined;
  if (entry && rules) return rules.polymarket(entry, nowMs);
  const theme = THEMES.get(market.key);
  if (theme) return themeTexts(theme).polymarket ?? fallbackGamma(market);
  const n = extraNumberOf(market.key);
  if (n !== null) return paddingGamma(padding(n), market.key, nowMs);
  return fallbackGamma(market);
}

function fallbackKalshi(market: SimMarket): KalshiRuleTexts {
  return kalshiTexts(`If the answer to "${market.title}" is Yes, then the market resolves to Yes.`, "");
}

function fallbackGamma(market: SimMarket): GammaRuleTexts {
  return gammaTexts(`This market will resolve to "Yes" if the answer to "${market.title}" is Yes.`, "");
}

/** A Kalshi event's settlement sources (`GET /events/{event_ticker}/metadata`). */
export function eventSettlementSources(event: SimEvent): SettlementSourceText[] {
  const first = event.markets[0];
  if (!first) return [];
  const entry = CATALOG.get(first.key);
  const rules = entry ? CATALOG_RULES[entry.symbol] : undefined;
  if (rules) return rules.sources;
  const theme = THEMES.get(first.key);
  if (theme) return theme.marketId === "KXWTIHIGH-27Q1-Y" ? [SOURCES.cmeCl] : [];
  const n = extraNumberOf(first.key);
  if (n === null) return [];
  const p = padding(n);
  return [4, 5, 8].includes(p.family) ? [SOURCES.coinbase] : [nws(p.city.stations[0].code)];
}

/**
 * The key (`marketKey`) of a Kalshi market's Polymarket look-alike: the same catalog strike or outcome,
 * or the same padding number; null when it has none.
 */
export function lookAlikeKey(kalshiMarket: SimMarket): string | null {
  const entry = CATALOG.get(kalshiMarket.key);
  if (entry) {
    const instrument = INSTRUMENTS.find((i) => i.symbol === entry.symbol);
    const twin = instrument?.contracts.find(
      (c) =>
        c.venue === "polymarket" &&
        c.strike === entry.contract.strike &&
        c.outcomeLabel === entry.contract.outcomeLabel,
    );
    return twin ? marketKey("polymarket", twin.marketId) : null;
  }
  const n = extraNumberOf(kalshiMarket.key);
  return n === null ? null : marketKey("polymarket", extraGammaId(n));
}

/**
 * The trap between a Kalshi market and its Polymarket look-alike at an instant (the week-by-week
 * amendments plant or lift some); null when the market has no look-alike.
 */
export function plantedTrap(kalshiMarket: SimMarket, nowMs: number): PlantedTrap | null {
  const twin = lookAlikeKey(kalshiMarket);
  if (twin === null) return null;
  const entry = CATALOG.get(kalshiMarket.key);
  if (entry) {
    if (entry.symbol === "BMWTI") return amendmentOf(twin, nowMs) === 0 ? "none" : "void_rule";
    return CATALOG_RULES[entry.symbol]?.trap(entry) ?? null;
  }
  const n = extraNumberOf(kalshiMarket.key) ?? 0;
  if (n % 10 === 0) return amendmentOf(twin, nowMs) === 0 ? "none" : "window_time_zone";
  return PADDING_TRAPS[n % 10] ?? null;
}
