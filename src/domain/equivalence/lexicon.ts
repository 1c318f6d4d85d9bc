/**
 * The words the fingerprint knows, as data: subjects (what a market is about, how its window is dated,
 * which series it may settle on), publishers (by name and by address), weather stations. A subject
 * or a series the lexicon does not know is read as `unknown`, never guessed.
 */
import { ZONES, type Zone } from "./dates.ts";
import type { Window } from "./schema.ts";

export type WindowKind = Window["kind"];

/** How a subject's figure is found and read. */
export type SubjectFamily =
  | "statistic" // a published statistic with a reference period, vintages and seasonal adjustment
  | "price" // a settlement, a close, a yield or a survey rate on a day
  | "instant_price" // a price at an instant (a crypto pair)
  | "weather" // a station's day
  | "rate_decision" // a central bank's decision or rate after a meeting
  | "occurrence"; // an event that happens, or not, by a deadline

export interface SeriesRule {
  pattern: RegExp;
  series: string;
}

export interface SubjectDef {
  id: string;
  label: string;
  pattern: RegExp;
  family: SubjectFamily;
  window: WindowKind;
  /** The series a text may name, most specific first; the first that matches is read. */
  series: readonly SeriesRule[];
  /** Whether the figure comes in vintages (first print, revisions). */
  vintages: boolean;
}

const statistic = (
  id: string,
  label: string,
  pattern: RegExp,
  window: WindowKind,
  series: SeriesRule[],
): SubjectDef => ({ id, label, pattern, family: "statistic", window, series, vintages: true });

const price = (id: string, label: string, pattern: RegExp, series: SeriesRule[]): SubjectDef => ({
  id,
  label,
  pattern,
  family: "price",
  window: "day",
  series,
  vintages: false,
});

const crypto = (id: string, label: string, pattern: RegExp): SubjectDef => ({
  id,
  label,
  pattern,
  family: "instant_price",
  window: "instant",
  series: [],
  vintages: false,
});

/** In priority order: a more specific subject comes before one whose words it contains. */
export const SUBJECTS: readonly SubjectDef[] = [
  crypto("ethereum_classic", "Ethereum Classic", /\bEthereum Classic\b|\bETC\b/),
  crypto("ether", "Ether", /\bEthereum\b|\bEther\b|\bETH\b/),
  crypto("bitcoin", "Bitcoin", /\bBitcoin\b|\bBTC\b/),
  crypto("solana", "Solana", /\bSolana\b|\bSOL\b/),
  price("sp500_equal_weight", "S&P 500 Equal Weight Index", /S&P 500 Equal Weight/i, [
    { pattern: /clos/i, series: "official_close" },
  ]),
  price("sp500", "S&P 500", /S&P 500/, [{ pattern: /clos/i, series: "official_close" }]),
  price("nasdaq100", "Nasdaq-100", /Nasdaq-100/i, [{ pattern: /clos/i, series: "official_close" }]),
  price("nasdaq_composite", "Nasdaq Composite", /Nasdaq Composite/i, [
    { pattern: /clos/i, series: "official_close" },
  ]),
  {
    id: "us_recession",
    label: "US recession",
    pattern: /\brecession\b|business cycle peak/i,
    family: "occurrence",
    window: "deadline",
    series: [
      { pattern: /two consecutive quarters/i, series: "two_negative_quarters" },
      {
        pattern: /\bNBER\b|National Bureau of Economic Research|Business Cycle Dating/i,
        series: "nber_dating",
      },
    ],
    vintages: false,
  },
  statistic("us_pce", "US PCE price index", /\bPCE\b|personal consumption expenditures/i, "month", [
    { pattern: /\bcore\b|excluding food and energy/i, series: "pce_core" },
    {
      pattern: /\bheadline\b|PCE price index|personal consumption expenditures price index/i,
      series: "pce_headline",
    },
  ]),
  statistic("us_ppi", "US producer prices", /Producer Price Index|\bPPI\b/, "month", [
    { pattern: /less foods, energy,? and trade services/i, series: "ppi_final_demand_core" },
    { pattern: /final demand/i, series: "ppi_final_demand" },
  ]),
  statistic("us_cpi", "US consumer prices", /\bC-CPI-U\b|\bCPI(?:-[UW])?\b|Consumer Price Index/, "month", [
    { pattern: /\bCPI-W\b|Urban Wage Earners/i, series: "cpi_w_all_items" },
    { pattern: /\bC-CPI-U\b|\bChained\b/i, series: "c_cpi_u_all_items" },
    { pattern: /\bcore\b|less food and energy/i, series: "cpi_u_core" },
    { pattern: /\bCPI-U\b|All Urban Consumers|\ball items\b/i, series: "cpi_u_all_items" },
  ]),
  statistic(
    "us_unemployment",
    "US unemployment rate",
    /unemployment rate|\bU-[36]\b|labor underutilization/i,
    "month",
    [
      { pattern: /\bU-6\b|labor underutilization/i, series: "u6" },
      { pattern: /\bU-3\b|unemployment rate/i, series: "u3" },
    ],
  ),
  statistic(
    "us_jobless_claims",
    "US initial jobless claims",
    /initial (?:jobless |unemployment insurance )?claims|jobless claims/i,
    "week",
    [{ pattern: /initial/i, series: "initial_claims" }],
  ),
  statistic(
    "us_payrolls",
    "US nonfarm payrolls",
    /nonfarm payroll|payroll employment|nonfarm employment|\bpayrolls\b/i,
    "month",
    [
      { pattern: /\bprivate\b/i, series: "private_payrolls" },
      { pattern: /nonfarm/i, series: "total_nonfarm" },
    ],
  ),
  statistic("us_retail_sales", "US retail sales", /retail (?:and food services )?sales/i, "month", [
    { pattern: /retail and food services/i, series: "retail_and_food_services" },
  ]),
  statistic("us_gdp", "US real GDP", /real GDP|gross domestic product|\bGDP\b/, "quarter", [
    { pattern: /\breal\b/i, series: "real_gdp" },
  ]),
  {
    id: "fed_funds",
    label: "Federal funds rate",
    pattern: /federal funds|fed funds|\bFOMC\b|\bEFFR\b/i,
    family: "rate_decision",
    window: "meeting",
    series: [
      { pattern: /effective federal funds rate|\bEFFR\b/i, series: "effr" },
      { pattern: /upper (?:bound|limit)/i, series: "target_upper_bound" },
      { pattern: /lower (?:bound|limit)/i, series: "target_lower_bound" },
      { pattern: /target (?:federal funds )?range/i, series: "target_range" },
    ],
    vintages: false,
  },
  price(
    "treasury_10y",
    "10-year Treasury yield",
    /10-year Treasury|Treasury par (?:real )?yield|10-year (?:rate|yield)/i,
    [
      { pattern: /Real Yield|\bTIPS\b/i, series: "par_real_yield_10y" },
      { pattern: /Par Yield/i, series: "par_yield_10y" },
    ],
  ),
  price("mortgage_30y", "30-year fixed mortgage rate", /30-year fixed|mortgage rate/i, [
    { pattern: /Primary Mortgage Market Survey|Freddie Mac/i, series: "pmms_30y" },
  ]),
  price("wti_crude", "WTI crude oil", /\bWTI\b|West Texas Intermediate|Light Sweet Crude/i, [
    { pattern: /spot price|Cushing/i, series: "eia_wti_spot" },
    { pattern: /futures|\(CL\)/i, series: "cl_front_month" },
  ]),
  price("brent_crude", "Brent crude oil", /\bBrent\b/, [
    { pattern: /spot price|\bFOB\b|\bDated\b/i, series: "eia_brent_spot" },
    { pattern: /futures/i, series: "ice_brent_front_month" },
  ]),
  price("gold", "Gold", /\bgold\b/i, [
    { pattern: /\bLBMA\b/, series: "lbma_gold_price_pm" },
    { pattern: /COMEX|futures|\(GC\)/i, series: "comex_gc_front_month" },
  ]),
  price("silver", "Silver", /\bsilver\b/i, [
    { pattern: /COMEX|futures|\(SI\)/i, series: "comex_si_front_month" },
  ]),
  price("natural_gas", "Henry Hub natural gas", /natural gas|Henry Hub/i, [
    { pattern: /futures|\(NG\)|NYMEX/i, series: "nymex_ng_front_month" },
  ]),
  {
    id: "temperature",
    label: "Temperature",
    pattern: /\btemperature\b|°F/i,
    family: "weather",
    window: "day",
    series: [],
    vintages: true,
  },
  {
    id: "ipo",
    label: "Initial public offering",
    pattern: /initial public offering|\bIPO\b|\bgo(?:es)? public\b/i,
    family: "occurrence",
    window: "deadline",
    series: [],
    vintages: false,
  },
];

/** Publishers by the words texts name them with, most specific first. */
export const PUBLISHERS: readonly { pattern: RegExp; id: string }[] = [
  { pattern: /Bureau of Labor Statistics|\bBLS\b/, id: "bls" },
  { pattern: /Bureau of Economic Analysis|\bBEA\b/, id: "bea" },
  { pattern: /Census Bureau/, id: "census" },
  { pattern: /Federal Reserve Bank of New York|New York Fed/, id: "new_york_fed" },
  { pattern: /Federal Reserve|\bFOMC\b|Board of Governors/, id: "federal_reserve" },
  { pattern: /Energy Information Administration|\bEIA\b/, id: "eia" },
  { pattern: /ICE Benchmark Administration|\bLBMA\b/, id: "ice_benchmark_administration" },
  { pattern: /ICE Futures|\bICE\b/, id: "ice" },
  { pattern: /CME Group|\bNYMEX\b|\bCOMEX\b|\bCME\b/, id: "cme" },
  { pattern: /National Weather Service|\bNWS\b|\bNOAA\b/, id: "nws" },
  { pattern: /\bCoinbase\b/, id: "coinbase" },
  { pattern: /\bBinance\b/, id: "binance" },
  { pattern: /\bKraken\b/, id: "kraken" },
  { pattern: /S&P Dow Jones Indices/, id: "sp_dow_jones_indices" },
  { pattern: /\bNasdaq\b/, id: "nasdaq" },
  { pattern: /Freddie Mac/, id: "freddie_mac" },
  { pattern: /Department of Labor/, id: "us_department_of_labor" },
  { pattern: /Department of the Treasury/, id: "us_treasury" },
  { pattern: /National Bureau of Economic Research|\bNBER\b/, id: "nber" },
  { pattern: /Securities and Exchange Commission|\bSEC\b|\bEDGAR\b/, id: "sec" },
];

/** Publishers by the host of an address. */
export const PUBLISHER_HOSTS: readonly { host: RegExp; id: string }[] = [
  { host: /(^|\.)bls\.gov$/, id: "bls" },
  { host: /(^|\.)bea\.gov$/, id: "bea" },
  { host: /(^|\.)census\.gov$/, id: "census" },
  { host: /(^|\.)newyorkfed\.org$/, id: "new_york_fed" },
  { host: /(^|\.)federalreserve\.gov$/, id: "federal_reserve" },
  { host: /(^|\.)eia\.gov$/, id: "eia" },
  { host: /(^|\.)ice\.com$/, id: "ice" },
  { host: /(^|\.)cmegroup\.com$/, id: "cme" },
  { host: /(^|\.)weather\.gov$/, id: "nws" },
  { host: /(^|\.)coinbase\.com$/, id: "coinbase" },
  { host: /(^|\.)binance\.com$/, id: "binance" },
  { host: /(^|\.)kraken\.com$/, id: "kraken" },
  { host: /(^|\.)spglobal\.com$/, id: "sp_dow_jones_indices" },
  { host: /(^|\.)nasdaq(omx)?\.com$/, id: "nasdaq" },
  { host: /(^|\.)freddiemac\.com$/, id: "freddie_mac" },
  { host: /(^|\.)dol\.gov$/, id: "us_department_of_labor" },
  { host: /(^|\.)treasury\.gov$/, id: "us_treasury" },
  { host: /(^|\.)nber\.org$/, id: "nber" },
  { host: /(^|\.)sec\.gov$/, id: "sec" },
];

export interface Station {
  code: string;
  names: RegExp;
  city: string;
  zone: Zone;
}

/** Weather stations by ICAO code and by the names texts give them. */
export const STATIONS: readonly Station[] = [
  { code: "KNYC", names: /Central Park/i, city: "new_york", zone: ZONES.eastern },
  { code: "KLGA", names: /LaGuardia/i, city: "new_york", zone: ZONES.eastern },
  { code: "KJFK", names: /John F\.? Kennedy|\bJFK\b/i, city: "new_york", zone: ZONES.eastern },
  { code: "KORD", names: /O'Hare|O’Hare/i, city: "chicago", zone: ZONES.central },
  { code: "KMDW", names: /Midway/i, city: "chicago", zone: ZONES.central },
  { code: "KMIA", names: /Miami International/i, city: "miami", zone: ZONES.eastern },
  { code: "KCQT", names: /Downtown Los Angeles|USC campus/i, city: "los_angeles", zone: ZONES.pacific },
  { code: "KLAX", names: /Los Angeles International/i, city: "los_angeles", zone: ZONES.pacific },
  { code: "KATT", names: /Camp Mabry/i, city: "austin", zone: ZONES.central },
  { code: "KAUS", names: /Austin-Bergstrom/i, city: "austin", zone: ZONES.central },
  { code: "KDEN", names: /Denver International/i, city: "denver", zone: ZONES.mountain },
  { code: "KPHL", names: /Philadelphia International/i, city: "philadelphia", zone: ZONES.eastern },
  { code: "KBOS", names: /Logan/i, city: "boston", zone: ZONES.eastern },
  { code: "KSEA", names: /Seattle-Tacoma|Sea-Tac/i, city: "seattle", zone: ZONES.pacific },
  { code: "KBFI", names: /Boeing Field/i, city: "seattle", zone: ZONES.pacific },
  { code: "KIAH", names: /Bush Intercontinental|George Bush/i, city: "houston", zone: ZONES.central },
  { code: "KHOU", names: /Hobby/i, city: "houston", zone: ZONES.central },
  { code: "KDFW", names: /Dallas\/Fort Worth|DFW/i, city: "dallas", zone: ZONES.central },
  { code: "KDAL", names: /Love Field/i, city: "dallas", zone: ZONES.central },
  { code: "KDCA", names: /Reagan|Washington National/i, city: "washington_dc", zone: ZONES.eastern },
  { code: "KIAD", names: /Dulles/i, city: "washington_dc", zone: ZONES.eastern },
  { code: "KPHX", names: /Sky Harbor/i, city: "phoenix", zone: ZONES.arizona },
  { code: "KATL", names: /Hartsfield|Atlanta International/i, city: "atlanta", zone: ZONES.eastern },
];

/** Crypto exchanges whose pairs a rule may name. */
export const EXCHANGES = /\b(Coinbase|Binance|Kraken|Bitstamp|Gemini)\b/;
export const PAIR = /\b([A-Z]{2,5})[-/](USDT|USDC|USD)\b/;
