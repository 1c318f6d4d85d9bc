/**
 * The held-out half of the labelled look-alike set: written and labelled by hand before the matcher
 * existed, and never used to tune it (see README.md in this folder). Leg a is a Kalshi market, leg b a
 * Polymarket market. Every text was written for pix in the venue's style; none is a real market's.
 */
import type { Polarity, Relation, Trap } from "../relations.ts";
import type { KalshiRules, PolymarketRules } from "../venue-rules.ts";
import { type KalshiLeg, kalshiLeg, type LabelledPair, type PolymarketLeg, polymarketLeg } from "./types.ts";

function pair(
  id: string,
  traps: Trap[],
  label: [Relation | null, Polarity | null],
  note: string,
  a: KalshiLeg,
  b: PolymarketLeg,
): LabelledPair {
  const legA: KalshiRules = kalshiLeg(a);
  const legB: PolymarketRules = polymarketLeg(b);
  return { id, traps, a: legA, b: legB, label: { relation: label[0], polarity: label[1] }, note };
}

const BLS_CPI = [{ name: "Bureau of Labor Statistics", url: "https://www.bls.gov/cpi/" }];
const BLS_EMPSIT = [
  { name: "Bureau of Labor Statistics", url: "https://www.bls.gov/news.release/empsit.toc.htm" },
];
const BEA_GDP = [
  { name: "Bureau of Economic Analysis", url: "https://www.bea.gov/data/gdp/gross-domestic-product" },
];
const BEA_PCE = [
  {
    name: "Bureau of Economic Analysis",
    url: "https://www.bea.gov/data/personal-consumption-expenditures-price-index",
  },
];
const FOMC = [
  { name: "Federal Reserve", url: "https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm" },
];
const CME_CL = [
  {
    name: "CME Group",
    url: "https://www.cmegroup.com/markets/energy/crude-oil/light-sweet-crude.settlements.html",
  },
];
const CME_GC = [
  { name: "CME Group", url: "https://www.cmegroup.com/markets/metals/precious/gold.settlements.html" },
];
const CME_NG = [
  {
    name: "CME Group",
    url: "https://www.cmegroup.com/markets/energy/natural-gas/natural-gas.settlements.html",
  },
];
const NWS = (station: string) => [
  {
    name: `National Weather Service (${station})`,
    url: "https://forecast.weather.gov/product.php?product=CLI",
  },
];
const COINBASE = [{ name: "Coinbase", url: "https://www.coinbase.com/price/bitcoin" }];
const DOL = [{ name: "U.S. Department of Labor", url: "https://www.dol.gov/ui/data.pdf" }];
const SPDJI = [
  { name: "S&P Dow Jones Indices", url: "https://www.spglobal.com/spdji/en/indices/equity/sp-500/" },
];
const FREDDIE = [{ name: "Freddie Mac", url: "https://www.freddiemac.com/pmms" }];
const NBER = [
  {
    name: "National Bureau of Economic Research",
    url: "https://www.nber.org/research/business-cycle-dating",
  },
];
const SEC = [{ name: "U.S. Securities and Exchange Commission", url: "https://www.sec.gov/edgar/search/" }];

export const HELD_OUT_PAIRS: LabelledPair[] = [
  // ---- Clean look-alikes: the same contract in each venue's words.
  pair(
    "H001",
    ["none"],
    ["identity", "same"],
    "Same statistic, period, threshold, comparator, print and delay rule.",
    {
      market_id: "KXCPIYOY-26NOV-T3.1",
      title: "CPI year-over-year for November 2026 above 3.1%?",
      rules_primary:
        "If the year-over-year change in CPI-U for November 2026 is above 3.1%, then the market resolves to Yes.",
      rules_secondary:
        "The figure is the 12-month percent change in the Consumer Price Index for All Urban Consumers, all items, not seasonally adjusted, as first released by the Bureau of Labor Statistics and rounded to one decimal place as published. Later revisions are not considered. If the release is delayed, the market stays open until the figure is published.",
      settlement_sources: BLS_CPI,
      close_time: "2026-12-10T13:25:00Z",
    },
    {
      market_id: "610101",
      question: "Will US inflation for November 2026 come in above 3.1%?",
      description: `This market will resolve to "Yes" if the year-over-year percent change in the US Consumer Price Index (CPI-U, all items, not seasonally adjusted) for November 2026, as first reported by the U.S. Bureau of Labor Statistics, is greater than 3.1%. Otherwise, this market will resolve to "No".

The figure is read as published, to one decimal place; revisions after the initial release will not be considered. If the release is delayed, this market will remain open until the figure is published.`,
      resolution_source: "https://www.bls.gov/cpi/",
      end_date: "2026-12-10T13:30:00Z",
    },
  ),
  pair(
    "H002",
    ["none"],
    ["identity", "same"],
    "U-3, seasonally adjusted, first print, one decimal, the same threshold and delay rule.",
    {
      market_id: "KXU3-26DEC-T4.4",
      title: "Unemployment rate for December 2026 above 4.4%?",
      rules_primary:
        "If the U-3 unemployment rate for December 2026 is above 4.4%, then the market resolves to Yes.",
      rules_secondary:
        "The rate is the seasonally adjusted civilian unemployment rate (U-3) as first published by the Bureau of Labor Statistics in the Employment Situation report, to one decimal place. Subsequent revisions are disregarded. If the report is not released on schedule, the market will remain open until it is released.",
      settlement_sources: BLS_EMPSIT,
      close_time: "2027-01-08T13:25:00Z",
    },
    {
      market_id: "610102",
      question: "US unemployment above 4.4% in December 2026?",
      description: `This market will resolve to "Yes" if the official U.S. unemployment rate for December 2026 is higher than 4.4%, according to the first release of the BLS Employment Situation report. Otherwise, it will resolve to "No".

The headline (U-3) seasonally adjusted rate is used as published, to one decimal place. If the report is postponed, the market will stay open until it is published.`,
      resolution_source: "https://www.bls.gov/news.release/empsit.toc.htm",
      end_date: "2027-01-08T13:30:00Z",
    },
  ),
  pair(
    "H003",
    ["none"],
    ["identity", "same"],
    "The same outcome of the same meeting, the same rescheduling rule.",
    {
      market_id: "KXFED-27JAN-T3.50",
      title: "Fed upper bound after the January 2027 FOMC at 3.50%?",
      rules_primary:
        "If the upper bound of the federal funds target range is 3.50% following the FOMC meeting concluding on January 27, 2027, then the market resolves to Yes.",
      rules_secondary:
        "The target range is taken from the FOMC statement published by the Federal Reserve at the conclusion of the meeting. If the meeting is postponed, the market resolves on the statement of the rescheduled meeting.",
      settlement_sources: FOMC,
      close_time: "2027-01-27T18:55:00Z",
    },
    {
      market_id: "610103",
      question: "Fed upper bound at 3.50% after January 2027 meeting?",
      description: `This market will resolve to "Yes" if the upper bound of the target federal funds range is 3.50% after the Federal Reserve's January 2027 FOMC meeting (scheduled to conclude January 27, 2027). Otherwise, this market will resolve to "No".

The resolution source is the official FOMC statement. If the meeting is rescheduled, this market will resolve based on the statement released after the rescheduled meeting.`,
      resolution_source: "https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm",
      end_date: "2027-01-27T19:00:00Z",
    },
  ),
  pair(
    "H004",
    ["none"],
    ["identity", "same"],
    "Front-month CL settlement on the same day; both fall back to the previous settlement.",
    {
      market_id: "KXWTI-26DEC31-T75",
      title: "WTI crude settle on Dec 31, 2026 above $75?",
      rules_primary:
        "If the front-month WTI crude oil futures settlement price on December 31, 2026 is above $75.00 per barrel, then the market resolves to Yes.",
      rules_secondary:
        "The settlement price is the NYMEX Light Sweet Crude Oil (CL) front-month daily settlement published by CME Group for December 31, 2026. If no settlement is published for that date, the market resolves on the settlement of the last trading day before it.",
      settlement_sources: CME_CL,
      close_time: "2026-12-31T19:30:00Z",
    },
    {
      market_id: "610104",
      question: "WTI above $75 on December 31, 2026?",
      description: `This market will resolve to "Yes" if the official daily settlement price of the front-month NYMEX WTI crude oil futures contract (CL) on December 31, 2026, as published by CME Group, is greater than $75.00. Otherwise, this market will resolve to "No".

If CME publishes no settlement for December 31, 2026, the most recent settlement published before that date will be used.`,
      resolution_source:
        "https://www.cmegroup.com/markets/energy/crude-oil/light-sweet-crude.settlements.html",
      end_date: "2026-12-31T20:00:00Z",
    },
  ),
  pair(
    "H005",
    ["none"],
    ["identity", "same"],
    "COMEX front-month gold settlement, same day, same strict threshold.",
    {
      market_id: "KXGOLD-26DEC31-T4200",
      title: "Gold settle on Dec 31, 2026 above $4,200?",
      rules_primary:
        "If the COMEX gold front-month futures settlement price for December 31, 2026 is above $4,200 per troy ounce, then the market resolves to Yes.",
      rules_secondary:
        "Settlement prices are those published by CME Group for the COMEX Gold (GC) front-month contract. If no settlement is published for December 31, 2026, the most recent prior settlement is used.",
      settlement_sources: CME_GC,
      close_time: "2026-12-31T18:30:00Z",
    },
    {
      market_id: "610105",
      question: "Gold above $4,200 at the end of 2026?",
      description: `This market will resolve to "Yes" if the COMEX front-month gold futures (GC) settlement price on December 31, 2026, as published by CME Group, is more than $4,200 per troy ounce. Otherwise, this market will resolve to "No".

If there is no settlement on December 31, 2026, the last settlement published before that date will be used.`,
      resolution_source: "https://www.cmegroup.com/markets/metals/precious/gold.settlements.html",
      end_date: "2026-12-31T19:00:00Z",
    },
  ),
  pair(
    "H006",
    ["none"],
    ["identity", "same"],
    "Same station, same climate day in local standard time, whole degrees, first report.",
    {
      market_id: "KXHIGHNY-27JUL15-T88",
      title: "Central Park high temperature on Jul 15, 2027 above 88°F?",
      rules_primary:
        "If the maximum temperature recorded at Central Park, New York on July 15, 2027 is above 88°F, then the market resolves to Yes.",
      rules_secondary:
        "The value is the maximum temperature in the National Weather Service Daily Climate Report (CLI) for Central Park (KNYC), reported in whole degrees Fahrenheit for the climate day, midnight to midnight local standard time. Later corrections are not considered.",
      settlement_sources: NWS("KNYC"),
      close_time: "2027-07-16T04:00:00Z",
    },
    {
      market_id: "610106",
      question: "Central Park high above 88°F on July 15, 2027?",
      description: `This market will resolve to "Yes" if the highest temperature recorded at the Central Park, NY station (KNYC) on July 15, 2027 is higher than 88°F, as reported by the National Weather Service Daily Climate Report. Otherwise, this market will resolve to "No".

The climate day runs midnight to midnight local standard time. Temperatures are whole degrees Fahrenheit as first reported; later revisions are ignored.`,
      resolution_source: "https://forecast.weather.gov/product.php?site=OKX&product=CLI&issuedby=NYC",
      end_date: "2027-07-16T12:00:00Z",
    },
  ),
  pair(
    "H007",
    ["none"],
    ["identity", "same"],
    "Before January 1, 2028 Eastern and by 11:59 PM ET on December 31, 2027 are the same deadline.",
    {
      market_id: "KXIPOHALCYON-27-Y",
      title: "Will Halcyon Robotics IPO before 2028?",
      rules_primary:
        "If Halcyon Robotics, Inc. completes an initial public offering and its shares begin trading on a U.S. national securities exchange before January 1, 2028, then the market resolves to Yes.",
      rules_secondary:
        "All times are Eastern Time. The first day of trading on the exchange is the date that counts.",
      early_close_condition: "This market will close and expire early if the event occurs.",
      settlement_sources: SEC,
      close_time: "2028-01-01T04:59:00Z",
    },
    {
      market_id: "610107",
      question: "Halcyon Robotics IPO by end of 2027?",
      description: `This market will resolve to "Yes" if Halcyon Robotics' shares begin trading on a U.S. stock exchange following an initial public offering by December 31, 2027, 11:59 PM ET. Otherwise, this market will resolve to "No".

This market may resolve early once the event occurs. The primary resolution source will be the company's listing on the exchange, supplemented by a consensus of credible reporting.`,
      resolution_source: "",
      end_date: "2027-12-31T12:00:00Z",
    },
  ),
  pair(
    "H008",
    ["none"],
    ["identity", "same"],
    "Headline payroll change, first print, seasonally adjusted, strict threshold on both.",
    {
      market_id: "KXPAYROLLS-26DEC-T100000",
      title: "Nonfarm payrolls for December 2026 above 100,000?",
      rules_primary:
        "If the change in total nonfarm payroll employment for December 2026 is above 100,000, then the market resolves to Yes.",
      rules_secondary:
        "The change is the seasonally adjusted over-the-month change in total nonfarm payrolls as first reported by the Bureau of Labor Statistics in the Employment Situation release. Revisions published in later reports are not considered. If the release is delayed, the market remains open until it is published.",
      settlement_sources: BLS_EMPSIT,
      close_time: "2027-01-08T13:25:00Z",
    },
    {
      market_id: "610108",
      question: "More than 100k jobs added in December 2026?",
      description: `This market will resolve to "Yes" if the U.S. economy added more than 100,000 nonfarm payroll jobs in December 2026, according to the first (initial) estimate in the BLS Employment Situation report. Otherwise, it will resolve to "No".

The seasonally adjusted headline figure for the change in total nonfarm employment will be used. Later revisions will not be considered. If the report is delayed, this market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/news.release/empsit.toc.htm",
      end_date: "2027-01-08T13:30:00Z",
    },
  ),
  pair(
    "H009",
    ["none"],
    ["identity", "same"],
    "Advance estimate of real GDP growth at an annual rate, same quarter and threshold.",
    {
      market_id: "KXGDP-26Q4-T2.0",
      title: "Q4 2026 real GDP growth (advance) above 2.0%?",
      rules_primary:
        "If the advance estimate of real GDP growth for Q4 2026 is above 2.0%, then the market resolves to Yes.",
      rules_secondary:
        "Growth is the percent change from the preceding quarter at a seasonally adjusted annual rate, as published by the Bureau of Economic Analysis in its advance estimate, to one decimal place. The second and third estimates are not considered. If the advance estimate is delayed, the market remains open until it is released.",
      settlement_sources: BEA_GDP,
      close_time: "2027-01-28T13:25:00Z",
    },
    {
      market_id: "610109",
      question: "US GDP growth above 2.0% in Q4 2026?",
      description: `This market will resolve to "Yes" if the advance estimate of U.S. real GDP growth for the fourth quarter of 2026, released by the Bureau of Economic Analysis, is greater than 2.0% (seasonally adjusted annual rate). Otherwise, this market will resolve to "No".

The figure will be taken as published, to one decimal place. Subsequent estimates will not be considered. If the release is delayed, the market will remain open until the advance estimate is published.`,
      resolution_source: "https://www.bea.gov/data/gdp/gross-domestic-product",
      end_date: "2027-01-28T13:30:00Z",
    },
  ),
  pair(
    "H010",
    ["none"],
    ["identity", "same"],
    "The same exchange pair, minute and time zone.",
    {
      market_id: "KXBTCD-26DEC31-T120000",
      title: "Bitcoin above $120,000 on Dec 31, 2026 at noon ET?",
      rules_primary:
        "If the price of Bitcoin on the Coinbase BTC-USD pair at 12:00 PM ET on December 31, 2026 is above $120,000, then the market resolves to Yes.",
      rules_secondary:
        "The price is the closing price of the one-minute BTC-USD candle on Coinbase that starts at 12:00 PM ET on December 31, 2026.",
      settlement_sources: COINBASE,
      close_time: "2026-12-31T17:00:00Z",
    },
    {
      market_id: "610110",
      question: "Bitcoin above $120,000 at noon ET on December 31, 2026?",
      description: `This market will resolve to "Yes" if the Coinbase BTC-USD 1-minute candle beginning at 12:00 PM ET on December 31, 2026 has a final "Close" price higher than $120,000. Otherwise, this market will resolve to "No".

The resolution source for this market is Coinbase, specifically the BTC-USD trading pair.`,
      resolution_source: "https://www.coinbase.com/advanced-trade/spot/BTC-USD",
      end_date: "2026-12-31T17:00:00Z",
    },
  ),
  pair(
    "H011",
    ["none"],
    ["identity", "same"],
    "Both settle on an NBER announcement by the same deadline dating a peak in 2026.",
    {
      market_id: "KXRECSSNBER-26-Y",
      title: "Will the US enter a recession in 2026?",
      rules_primary:
        "If the National Bureau of Economic Research announces, on or before December 31, 2027, a business cycle peak in calendar year 2026, marking the start of a U.S. recession, then the market resolves to Yes.",
      rules_secondary:
        "Only announcements of the NBER Business Cycle Dating Committee count. Announcements are dated in Eastern Time.",
      settlement_sources: NBER,
      close_time: "2028-01-01T04:59:00Z",
    },
    {
      market_id: "610111",
      question: "US recession in 2026?",
      description: `This market will resolve to "Yes" if the NBER's Business Cycle Dating Committee announces by December 31, 2027, 11:59 PM ET that a U.S. recession began (a business cycle peak) in 2026. Otherwise, this market will resolve to "No".

The resolution source will be the NBER business cycle dating announcements.`,
      resolution_source: "https://www.nber.org/research/business-cycle-dating",
      end_date: "2027-12-31T12:00:00Z",
    },
  ),
  pair(
    "H012",
    ["none"],
    ["identity", "same"],
    "Official close of the S&P 500 on the same day, strict threshold on both.",
    {
      market_id: "KXINX-26DEC31-T7000",
      title: "S&P 500 close on Dec 31, 2026 above 7,000?",
      rules_primary:
        "If the closing value of the S&P 500 index on December 31, 2026 is above 7,000, then the market resolves to Yes.",
      rules_secondary:
        "The closing value is the official close published by S&P Dow Jones Indices for December 31, 2026. If the market is closed that day, the official close of the last trading day before it is used.",
      settlement_sources: SPDJI,
      close_time: "2026-12-31T21:00:00Z",
    },
    {
      market_id: "610112",
      question: "S&P 500 above 7,000 at the end of 2026?",
      description: `This market will resolve to "Yes" if the S&P 500 index's official closing value on December 31, 2026 is greater than 7,000.00, as published by S&P Dow Jones Indices. Otherwise, this market will resolve to "No".

If U.S. markets are closed on December 31, 2026, the official close of the most recent trading day before it will be used.`,
      resolution_source: "https://www.spglobal.com/spdji/en/indices/equity/sp-500/",
      end_date: "2026-12-31T21:00:00Z",
    },
  ),
  pair(
    "H013",
    ["none"],
    ["identity", "same"],
    "Freddie Mac survey rate for the same week, strict threshold on both.",
    {
      market_id: "KXMORT30-26DEC17-T6.00",
      title: "30-year mortgage rate above 6.00% on Dec 17, 2026?",
      rules_primary:
        "If the 30-year fixed mortgage rate published by Freddie Mac in its Primary Mortgage Market Survey on December 17, 2026 is above 6.00%, then the market resolves to Yes.",
      rules_secondary:
        "The rate is the U.S. weekly average 30-year fixed rate as first published, to two decimal places. If the survey is not published that day, the market resolves on the next survey published.",
      settlement_sources: FREDDIE,
      close_time: "2026-12-17T16:00:00Z",
    },
    {
      market_id: "610113",
      question: "30-year mortgage rate above 6.00% on December 17, 2026?",
      description: `This market will resolve to "Yes" if the average 30-year fixed mortgage rate reported in Freddie Mac's Primary Mortgage Market Survey released on December 17, 2026 is more than 6.00%. Otherwise, this market will resolve to "No".

The rate is read to two decimal places as first published. If the survey is not released on December 17, 2026, the next published survey will be used.`,
      resolution_source: "https://www.freddiemac.com/pmms",
      end_date: "2026-12-17T17:00:00Z",
    },
  ),
  pair(
    "H014",
    ["none"],
    ["identity", "same"],
    "NYMEX Henry Hub front-month settlement on the same day.",
    {
      market_id: "KXNATGAS-26DEC31-T4.0",
      title: "Henry Hub natural gas settle on Dec 31, 2026 above $4.0?",
      rules_primary:
        "If the NYMEX Henry Hub natural gas front-month futures settlement on December 31, 2026 is above $4.00 per MMBtu, then the market resolves to Yes.",
      rules_secondary:
        "The settlement is the daily settlement of the front-month Henry Hub Natural Gas (NG) contract published by CME Group. If no settlement is published on December 31, 2026, the last settlement published before it is used.",
      settlement_sources: CME_NG,
      close_time: "2026-12-31T19:30:00Z",
    },
    {
      market_id: "610114",
      question: "Natural gas above $4.00 on December 31, 2026?",
      description: `This market will resolve to "Yes" if the front-month Henry Hub natural gas futures (NG) contract settles above $4.00 per MMBtu on December 31, 2026, per CME Group's published daily settlement. Otherwise, this market will resolve to "No".

If there is no settlement on that date, the most recent settlement before it will be used.`,
      resolution_source: "https://www.cmegroup.com/markets/energy/natural-gas/natural-gas.settlements.html",
      end_date: "2026-12-31T20:00:00Z",
    },
  ),
  pair(
    "H015",
    ["tick_equivalent"],
    ["identity", "same"],
    "Published to one decimal, above 4.3% and 4.4% or higher are the same set of prints.",
    {
      market_id: "KXU3-27JAN-T4.3",
      title: "Unemployment rate for January 2027 above 4.3%?",
      rules_primary:
        "If the U-3 unemployment rate for January 2027 is above 4.3%, then the market resolves to Yes.",
      rules_secondary:
        "The rate is the seasonally adjusted U-3 rate as first published by the Bureau of Labor Statistics, rounded to one decimal place as published. Revisions are not considered. If the release is delayed, the market remains open until it is published.",
      settlement_sources: BLS_EMPSIT,
      close_time: "2027-02-05T13:25:00Z",
    },
    {
      market_id: "610115",
      question: "Unemployment 4.4% or higher in January 2027?",
      description: `This market will resolve to "Yes" if the U.S. unemployment rate (U-3, seasonally adjusted) for January 2027 is 4.4% or higher, as first published by the Bureau of Labor Statistics. Otherwise, this market will resolve to "No".

The rate is taken as published, rounded to one decimal place. Revisions will not be considered. If the report is delayed, the market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/news.release/empsit.toc.htm",
      end_date: "2027-02-05T13:30:00Z",
    },
  ),
  pair(
    "H016",
    ["tick_equivalent"],
    ["identity", "same"],
    "In whole degrees, above 89°F and 90°F or higher are the same readings.",
    {
      market_id: "KXHIGHCHI-27AUG01-T89",
      title: "Chicago high temperature on Aug 1, 2027 above 89°F?",
      rules_primary:
        "If the maximum temperature at Chicago O'Hare International Airport on August 1, 2027 is above 89°F, then the market resolves to Yes.",
      rules_secondary:
        "The temperature is the maximum reported in the National Weather Service Daily Climate Report for Chicago O'Hare (KORD), in whole degrees Fahrenheit, for the climate day in local standard time. Only the first report counts.",
      settlement_sources: NWS("KORD"),
      close_time: "2027-08-02T05:00:00Z",
    },
    {
      market_id: "610116",
      question: "Chicago high 90°F or higher on August 1, 2027?",
      description: `This market will resolve to "Yes" if the high temperature recorded at Chicago O'Hare International Airport (KORD) on August 1, 2027 is 90°F or higher, according to the National Weather Service Daily Climate Report. Otherwise, this market will resolve to "No".

Readings are in whole degrees Fahrenheit. The climate day runs midnight to midnight local standard time. The first published report is final.`,
      resolution_source: "https://forecast.weather.gov/product.php?site=LOT&product=CLI&issuedby=ORD",
      end_date: "2027-08-02T12:00:00Z",
    },
  ),
  pair(
    "H017",
    ["none"],
    ["identity", "same"],
    "Headline PCE price index, 12-month change, first release, same threshold.",
    {
      market_id: "KXPCE-26NOV-T2.8",
      title: "PCE inflation for November 2026 above 2.8%?",
      rules_primary:
        "If the year-over-year change in the PCE price index for November 2026 is above 2.8%, then the market resolves to Yes.",
      rules_secondary:
        "The figure is the percent change from the same month a year ago in the headline personal consumption expenditures price index, as first released by the Bureau of Economic Analysis, rounded to one decimal place as published. If the release is delayed, the market remains open until it is published.",
      settlement_sources: BEA_PCE,
      close_time: "2026-12-23T13:25:00Z",
    },
    {
      market_id: "610117",
      question: "PCE inflation above 2.8% in November 2026?",
      description: `This market will resolve to "Yes" if the 12-month percent change in the PCE price index for November 2026, as first released by the Bureau of Economic Analysis, is greater than 2.8%. Otherwise, this market will resolve to "No".

The headline PCE price index is used, as published to one decimal place. If the release is delayed, this market will remain open until it is published.`,
      resolution_source: "https://www.bea.gov/data/personal-consumption-expenditures-price-index",
      end_date: "2026-12-23T13:30:00Z",
    },
  ),
  pair(
    "H018",
    ["settlement_instant"],
    ["identity", "same"],
    "Identical terms; Polymarket's end date is a day later, which changes no payout.",
    {
      market_id: "KXCPICORE-26NOV-T0.3",
      title: "Core CPI month-over-month for November 2026 above 0.3%?",
      rules_primary:
        "If the month-over-month change in core CPI for November 2026 is above 0.3%, then the market resolves to Yes.",
      rules_secondary:
        "Core CPI is the CPI-U for all items less food and energy, seasonally adjusted, as first released by the Bureau of Labor Statistics, rounded to one decimal place as published. If the release is delayed, the market remains open until it is published.",
      settlement_sources: BLS_CPI,
      close_time: "2026-12-10T13:25:00Z",
    },
    {
      market_id: "610118",
      question: "Core inflation above 0.3% month over month in November 2026?",
      description: `This market will resolve to "Yes" if the seasonally adjusted monthly change in U.S. core CPI (all items less food and energy) for November 2026 is greater than 0.3%, as first released by the Bureau of Labor Statistics. Otherwise, it will resolve to "No".

The figure is read as published, to one decimal place. If the release is delayed, the market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/cpi/",
      end_date: "2026-12-11T23:59:00Z",
    },
  ),
  pair(
    "H019",
    ["evidence_standard"],
    ["identity", "same"],
    "The same event and deadline; one reads the exchange listing, the other credible reporting.",
    {
      market_id: "KXIPOPINECREST-27JUN-Y",
      title: "Will Pinecrest Bio go public by June 30, 2027?",
      rules_primary:
        "If Pinecrest Bio, Inc. completes an initial public offering and its shares begin trading on a U.S. exchange on or before June 30, 2027, then the market resolves to Yes.",
      rules_secondary:
        "The first day of trading is confirmed from the listing exchange's notice. Times are Eastern Time.",
      early_close_condition: "This market will close and expire early if the event occurs.",
      settlement_sources: SEC,
      close_time: "2027-07-01T03:59:00Z",
    },
    {
      market_id: "610119",
      question: "Pinecrest Bio IPO by June 30, 2027?",
      description: `This market will resolve to "Yes" if Pinecrest Bio's shares begin trading on a U.S. stock exchange through an initial public offering by June 30, 2027, 11:59 PM ET. Otherwise, this market will resolve to "No".

This market may resolve early if the event occurs. The resolution source will be a consensus of credible reporting.`,
      resolution_source: "",
      end_date: "2027-06-30T12:00:00Z",
    },
  ),
  pair(
    "H020",
    ["none"],
    ["identity", "same"],
    "A cut at the same scheduled meeting.",
    {
      market_id: "KXFEDDECISION-27MAR-C",
      title: "Will the Fed cut rates in March 2027?",
      rules_primary:
        "If the FOMC lowers the target range for the federal funds rate at its meeting concluding March 17, 2027, then the market resolves to Yes.",
      rules_secondary:
        "The decision is taken from the FOMC statement released by the Federal Reserve. If the meeting is postponed, the market resolves on the rescheduled meeting.",
      settlement_sources: FOMC,
      close_time: "2027-03-17T17:55:00Z",
    },
    {
      market_id: "610120",
      question: "Fed rate cut in March 2027?",
      description: `This market will resolve to "Yes" if the Federal Reserve announces a decrease to the target federal funds range at its March 2027 FOMC meeting, concluding March 17, 2027. Otherwise, this market will resolve to "No".

The resolution source is the FOMC statement. If the meeting is rescheduled, the rescheduled meeting's decision will be used.`,
      resolution_source: "https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm",
      end_date: "2027-03-17T18:00:00Z",
    },
  ),
  pair(
    "H021",
    ["none"],
    ["identity", "same"],
    "The same pair, minute and threshold.",
    {
      market_id: "KXETHD-27JAN15-T5000",
      title: "Ethereum above $5,000 on Jan 15, 2027 at 5pm ET?",
      rules_primary:
        "If the price of Ethereum on the Coinbase ETH-USD pair at 5:00 PM ET on January 15, 2027 is above $5,000, then the market resolves to Yes.",
      rules_secondary:
        "The price is the close of the one-minute ETH-USD candle on Coinbase that starts at 5:00 PM ET on January 15, 2027.",
      settlement_sources: [{ name: "Coinbase", url: "https://www.coinbase.com/price/ethereum" }],
      close_time: "2027-01-15T22:00:00Z",
    },
    {
      market_id: "610121",
      question: "Ethereum above $5,000 on January 15 at 5PM ET?",
      description: `This market will resolve to "Yes" if the Coinbase ETH-USD 1-minute candle beginning at 5:00 PM ET on January 15, 2027 has a final "Close" price greater than $5,000. Otherwise, this market will resolve to "No".

The resolution source for this market is Coinbase's ETH-USD pair.`,
      resolution_source: "https://www.coinbase.com/advanced-trade/spot/ETH-USD",
      end_date: "2027-01-15T22:00:00Z",
    },
  ),
  pair(
    "H022",
    ["none"],
    ["identity", "same"],
    "Seasonally adjusted initial claims, first report, same week and threshold.",
    {
      market_id: "KXJOBLESS-27JAN09-T250000",
      title: "Initial jobless claims for the week ending Jan 9, 2027 above 250,000?",
      rules_primary:
        "If seasonally adjusted initial jobless claims for the week ending January 9, 2027 are above 250,000, then the market resolves to Yes.",
      rules_secondary:
        "Claims are the seasonally adjusted initial claims as first reported by the U.S. Department of Labor in its weekly release. Revisions in later weeks are not considered. If the release is delayed, the market remains open until it is published.",
      settlement_sources: DOL,
      close_time: "2027-01-14T13:25:00Z",
    },
    {
      market_id: "610122",
      question: "Jobless claims above 250k for the week ending January 9, 2027?",
      description: `This market will resolve to "Yes" if the number of seasonally adjusted initial unemployment insurance claims for the week ending January 9, 2027, as first reported by the U.S. Department of Labor, is greater than 250,000. Otherwise, this market will resolve to "No".

Revisions published in subsequent weeks will not count. If the release is delayed, this market will remain open until it is published.`,
      resolution_source: "https://www.dol.gov/ui/data.pdf",
      end_date: "2027-01-14T13:30:00Z",
    },
  ),

  // ---- ≥ against > at the same threshold: one tick apart.
  pair(
    "H023",
    ["comparator_offset"],
    ["subset", "same"],
    "Above 3.0% misses a print of exactly 3.0%, which 3.0% or higher counts.",
    {
      market_id: "KXCPIYOY-26DEC-T3.0",
      title: "CPI year-over-year for December 2026 above 3.0%?",
      rules_primary:
        "If the year-over-year change in CPI-U for December 2026 is above 3.0%, then the market resolves to Yes.",
      rules_secondary:
        "The change is the 12-month percent change in the CPI-U, all items, not seasonally adjusted, as first released by the Bureau of Labor Statistics, rounded to one decimal place as published. If the release is delayed, the market remains open until it is published.",
      settlement_sources: BLS_CPI,
      close_time: "2027-01-13T13:25:00Z",
    },
    {
      market_id: "610123",
      question: "US inflation 3.0% or higher in December 2026?",
      description: `This market will resolve to "Yes" if the annual inflation rate in the United States for December 2026 (12-month percent change in the CPI-U, all items, not seasonally adjusted), as first reported by the Bureau of Labor Statistics, is 3.0% or higher. Otherwise, this market will resolve to "No".

The figure is read as published, to one decimal place. If the release is delayed, the market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/cpi/",
      end_date: "2027-01-13T13:30:00Z",
    },
  ),
  pair(
    "H024",
    ["comparator_offset"],
    ["superset", "same"],
    "At least 4.5% counts a print of 4.5%, above 4.5% does not.",
    {
      market_id: "KXU3-27FEB-T4.5",
      title: "Unemployment rate for February 2027 at least 4.5%?",
      rules_primary:
        "If the U-3 unemployment rate for February 2027 is at least 4.5%, then the market resolves to Yes.",
      rules_secondary:
        "The rate is the seasonally adjusted U-3 rate as first published by the Bureau of Labor Statistics, to one decimal place as published. If the release is delayed, the market remains open until it is published.",
      settlement_sources: BLS_EMPSIT,
      close_time: "2027-03-05T14:25:00Z",
    },
    {
      market_id: "610124",
      question: "Unemployment above 4.5% in February 2027?",
      description: `This market will resolve to "Yes" if the seasonally adjusted U.S. unemployment rate (U-3) for February 2027 is above 4.5%, as first published by the Bureau of Labor Statistics, to one decimal place. Otherwise, this market will resolve to "No".

If the report is delayed, this market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/news.release/empsit.toc.htm",
      end_date: "2027-03-05T14:30:00Z",
    },
  ),
  pair(
    "H025",
    ["comparator_offset"],
    ["superset", "same"],
    "94°F or above counts a high of exactly 94°F; exceeding 94°F does not.",
    {
      market_id: "KXHIGHMIA-27AUG10-T94",
      title: "Miami high temperature on Aug 10, 2027 94°F or above?",
      rules_primary:
        "If the maximum temperature at Miami International Airport on August 10, 2027 is 94°F or above, then the market resolves to Yes.",
      rules_secondary:
        "The maximum temperature is taken from the National Weather Service Daily Climate Report for Miami (KMIA), in whole degrees Fahrenheit, for the climate day in local standard time. Only the first report counts.",
      settlement_sources: NWS("KMIA"),
      close_time: "2027-08-11T05:00:00Z",
    },
    {
      market_id: "610125",
      question: "Will Miami's high exceed 94°F on August 10, 2027?",
      description: `This market will resolve to "Yes" if the highest temperature recorded at Miami International Airport (KMIA) on August 10, 2027 exceeds 94°F, according to the National Weather Service Daily Climate Report. Otherwise, this market will resolve to "No".

Whole degrees Fahrenheit, climate day in local standard time, as first reported.`,
      resolution_source: "https://forecast.weather.gov/product.php?site=MFL&product=CLI&issuedby=MIA",
      end_date: "2027-08-11T12:00:00Z",
    },
  ),
  pair(
    "H026",
    ["comparator_offset"],
    ["subset", "same"],
    "A settlement of exactly $4,000.00 is $4,000 or more but not above $4,000.",
    {
      market_id: "KXGOLD-27MAR31-T4000",
      title: "Gold settle on Mar 31, 2027 above $4,000?",
      rules_primary:
        "If the COMEX gold front-month futures settlement price for March 31, 2027 is above $4,000 per troy ounce, then the market resolves to Yes.",
      rules_secondary:
        "Settlement prices are those published by CME Group for COMEX Gold (GC). If no settlement is published for March 31, 2027, the most recent prior settlement is used.",
      settlement_sources: CME_GC,
      close_time: "2027-03-31T17:30:00Z",
    },
    {
      market_id: "610126",
      question: "Gold $4,000 or more on March 31, 2027?",
      description: `This market will resolve to "Yes" if the front-month COMEX gold futures (GC) settlement price on March 31, 2027, as published by CME Group, is $4,000 or more per troy ounce. Otherwise, this market will resolve to "No".

If there is no settlement on March 31, 2027, the last settlement published before that date will be used.`,
      resolution_source: "https://www.cmegroup.com/markets/metals/precious/gold.settlements.html",
      end_date: "2027-03-31T18:00:00Z",
    },
  ),
  pair(
    "H027",
    ["comparator_offset"],
    ["superset", "same"],
    "At or above $100,000 includes a close of exactly $100,000.00.",
    {
      market_id: "KXBTCD-27MAR31-T100000",
      title: "Bitcoin at or above $100,000 on Mar 31, 2027 at noon ET?",
      rules_primary:
        "If the price of Bitcoin on the Coinbase BTC-USD pair at 12:00 PM ET on March 31, 2027 is at or above $100,000, then the market resolves to Yes.",
      rules_secondary:
        "The price is the closing price of the one-minute BTC-USD candle on Coinbase that starts at 12:00 PM ET on March 31, 2027.",
      settlement_sources: COINBASE,
      close_time: "2027-03-31T16:00:00Z",
    },
    {
      market_id: "610127",
      question: "Bitcoin above $100,000 at noon ET on March 31, 2027?",
      description: `This market will resolve to "Yes" if the Coinbase BTC-USD 1-minute candle beginning at 12:00 PM ET on March 31, 2027 has a final "Close" price above $100,000. Otherwise, this market will resolve to "No".

The resolution source for this market is Coinbase, BTC-USD pair.`,
      resolution_source: "https://www.coinbase.com/advanced-trade/spot/BTC-USD",
      end_date: "2027-03-31T16:00:00Z",
    },
  ),
  pair(
    "H028",
    ["comparator_offset"],
    ["subset", "same"],
    "A first print of exactly 150,000 is at least 150,000 but not more than 150,000.",
    {
      market_id: "KXPAYROLLS-27JAN-T150000",
      title: "Nonfarm payrolls for January 2027 more than 150,000?",
      rules_primary:
        "If the change in total nonfarm payrolls for January 2027 is more than 150,000, then the market resolves to Yes.",
      rules_secondary:
        "The change is the seasonally adjusted over-the-month change in total nonfarm employment as first reported by the Bureau of Labor Statistics. If the release is delayed, the market remains open until it is published.",
      settlement_sources: BLS_EMPSIT,
      close_time: "2027-02-05T13:25:00Z",
    },
    {
      market_id: "610128",
      question: "At least 150k jobs added in January 2027?",
      description: `This market will resolve to "Yes" if the initial BLS estimate of the seasonally adjusted change in total nonfarm payroll employment for January 2027 is at least 150,000. Otherwise, this market will resolve to "No".

If the report is delayed, this market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/news.release/empsit.toc.htm",
      end_date: "2027-02-05T13:30:00Z",
    },
  ),
  pair(
    "H029",
    ["comparator_offset"],
    ["superset", "same"],
    "7,000 or higher includes a close of exactly 7,000.00.",
    {
      market_id: "KXINX-27JUN30-T7000",
      title: "S&P 500 close on Jun 30, 2027 7,000 or higher?",
      rules_primary:
        "If the closing value of the S&P 500 index on June 30, 2027 is 7,000 or higher, then the market resolves to Yes.",
      rules_secondary:
        "The closing value is the official close published by S&P Dow Jones Indices. If markets are closed that day, the official close of the last trading day before it is used.",
      settlement_sources: SPDJI,
      close_time: "2027-06-30T20:00:00Z",
    },
    {
      market_id: "610129",
      question: "S&P 500 above 7,000 on June 30, 2027?",
      description: `This market will resolve to "Yes" if the official closing value of the S&P 500 index on June 30, 2027 is higher than 7,000, according to S&P Dow Jones Indices. Otherwise, this market will resolve to "No".

If markets are closed on that date, the most recent official close before it will be used.`,
      resolution_source: "https://www.spglobal.com/spdji/en/indices/equity/sp-500/",
      end_date: "2027-06-30T20:00:00Z",
    },
  ),

  // ---- Neighbouring rungs of a ladder.
  pair(
    "H030",
    ["threshold_differs"],
    ["superset", "same"],
    "Above 3.0% is implied by above 3.2%.",
    {
      market_id: "KXCPIYOY-27JAN-T3.0",
      title: "CPI year-over-year for January 2027 above 3.0%?",
      rules_primary:
        "If the year-over-year change in CPI-U for January 2027 is above 3.0%, then the market resolves to Yes.",
      rules_secondary:
        "The change is the 12-month percent change in the CPI-U, all items, not seasonally adjusted, as first released by the Bureau of Labor Statistics, rounded to one decimal place as published. If the release is delayed, the market remains open until it is published.",
      settlement_sources: BLS_CPI,
      close_time: "2027-02-10T13:25:00Z",
    },
    {
      market_id: "610130",
      question: "January 2027 inflation above 3.2%?",
      description: `This market will resolve to "Yes" if the 12-month percent change in the U.S. CPI-U (all items, not seasonally adjusted) for January 2027, as first reported by the Bureau of Labor Statistics, is above 3.2%. Otherwise, this market will resolve to "No".

The figure is read as published, to one decimal place. If the release is delayed, the market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/cpi/",
      end_date: "2027-02-10T13:30:00Z",
    },
  ),
  pair(
    "H031",
    ["threshold_differs"],
    ["subset", "same"],
    "Above 4.6% implies above 4.4%.",
    {
      market_id: "KXU3-27MAR-T4.6",
      title: "Unemployment rate for March 2027 above 4.6%?",
      rules_primary:
        "If the U-3 unemployment rate for March 2027 is above 4.6%, then the market resolves to Yes.",
      rules_secondary:
        "The rate is the seasonally adjusted U-3 rate as first published by the Bureau of Labor Statistics, to one decimal place. If the release is delayed, the market remains open until it is published.",
      settlement_sources: BLS_EMPSIT,
      close_time: "2027-04-02T13:25:00Z",
    },
    {
      market_id: "610131",
      question: "Unemployment above 4.4% in March 2027?",
      description: `This market will resolve to "Yes" if the U.S. unemployment rate (U-3, seasonally adjusted) for March 2027 is greater than 4.4%, per the first release of the BLS Employment Situation report. Otherwise, this market will resolve to "No".

The rate is read to one decimal place as published. If the release is postponed, the market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/news.release/empsit.toc.htm",
      end_date: "2027-04-02T13:30:00Z",
    },
  ),
  pair(
    "H032",
    ["threshold_differs"],
    ["subset", "same"],
    "Settling above $80 implies settling above $70.",
    {
      market_id: "KXWTI-27MAR31-T80",
      title: "WTI crude settle on Mar 31, 2027 above $80?",
      rules_primary:
        "If the front-month WTI crude oil futures settlement price on March 31, 2027 is above $80.00 per barrel, then the market resolves to Yes.",
      rules_secondary:
        "The settlement price is the NYMEX Light Sweet Crude Oil (CL) front-month daily settlement published by CME Group. If no settlement is published for that date, the last settlement before it is used.",
      settlement_sources: CME_CL,
      close_time: "2027-03-31T18:30:00Z",
    },
    {
      market_id: "610132",
      question: "WTI above $70 on March 31, 2027?",
      description: `This market will resolve to "Yes" if the front-month NYMEX WTI crude oil futures (CL) settlement price on March 31, 2027, as published by CME Group, is greater than $70.00. Otherwise, this market will resolve to "No".

If there is no settlement for that date, the most recent settlement published before it will be used.`,
      resolution_source:
        "https://www.cmegroup.com/markets/energy/crude-oil/light-sweet-crude.settlements.html",
      end_date: "2027-03-31T19:00:00Z",
    },
  ),
  pair(
    "H033",
    ["threshold_differs"],
    ["subset", "same"],
    "A high above 95°F is also above 93°F.",
    {
      market_id: "KXHIGHDEN-27JUL04-T95",
      title: "Denver high temperature on Jul 4, 2027 above 95°F?",
      rules_primary:
        "If the maximum temperature at Denver International Airport on July 4, 2027 is above 95°F, then the market resolves to Yes.",
      rules_secondary:
        "The value is the maximum temperature in the National Weather Service Daily Climate Report for Denver (KDEN), whole degrees Fahrenheit, climate day in local standard time, first report only.",
      settlement_sources: NWS("KDEN"),
      close_time: "2027-07-05T07:00:00Z",
    },
    {
      market_id: "610133",
      question: "Denver high above 93°F on July 4, 2027?",
      description: `This market will resolve to "Yes" if the high temperature at Denver International Airport (KDEN) on July 4, 2027 is above 93°F, according to the National Weather Service Daily Climate Report. Otherwise, this market will resolve to "No".

Readings are whole degrees Fahrenheit for the climate day in local standard time, as first reported.`,
      resolution_source: "https://forecast.weather.gov/product.php?site=BOU&product=CLI&issuedby=DEN",
      end_date: "2027-07-05T12:00:00Z",
    },
  ),

  // ---- Exclusive buckets against cumulative thresholds.
  pair(
    "H034",
    ["bucket_shape"],
    ["overlap", "same"],
    "The 2.9–3.1% bucket holds 2.9%, which above 2.9% does not; above 2.9% holds 3.2%, the bucket does not.",
    {
      market_id: "KXCPIYOY-27FEB-B3.0",
      title: "CPI year-over-year for February 2027 between 2.9% and 3.1%?",
      rules_primary:
        "If the year-over-year change in CPI-U for February 2027 is between 2.9% and 3.1%, inclusive, then the market resolves to Yes.",
      rules_secondary:
        "The change is the 12-month percent change in the CPI-U, all items, not seasonally adjusted, as first released by the Bureau of Labor Statistics, rounded to one decimal place as published. If the release is delayed, the market remains open until it is published.",
      settlement_sources: BLS_CPI,
      close_time: "2027-03-10T12:25:00Z",
    },
    {
      market_id: "610134",
      question: "February 2027 inflation above 2.9%?",
      description: `This market will resolve to "Yes" if the year-over-year change in the U.S. CPI-U (all items, not seasonally adjusted) for February 2027 is above 2.9%, as first reported by the Bureau of Labor Statistics. Otherwise, this market will resolve to "No".

Read as published to one decimal place. If the release is delayed, the market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/cpi/",
      end_date: "2027-03-10T12:30:00Z",
    },
  ),
  pair(
    "H035",
    ["bucket_shape"],
    ["subset", "same"],
    "Exactly 4.4% is one of the prints of 4.4% or higher.",
    {
      market_id: "KXU3-27APR-B4.4",
      title: "Unemployment rate for April 2027 exactly 4.4%?",
      rules_primary:
        "If the U-3 unemployment rate for April 2027 is exactly 4.4%, then the market resolves to Yes.",
      rules_secondary:
        "The rate is the seasonally adjusted U-3 rate as first published by the Bureau of Labor Statistics, rounded to one decimal place as published. If the release is delayed, the market remains open until it is published.",
      settlement_sources: BLS_EMPSIT,
      close_time: "2027-05-07T12:25:00Z",
    },
    {
      market_id: "610135",
      question: "Unemployment 4.4% or higher in April 2027?",
      description: `This market will resolve to "Yes" if the U.S. unemployment rate (U-3, seasonally adjusted) for April 2027 is 4.4% or higher according to the first release by the Bureau of Labor Statistics. Otherwise, this market will resolve to "No".

The rate is taken as published, to one decimal place. If the release is delayed, the market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/news.release/empsit.toc.htm",
      end_date: "2027-05-07T12:30:00Z",
    },
  ),
  pair(
    "H036",
    ["bucket_shape"],
    ["subset", "same"],
    "86–87°F is inside 86°F or higher.",
    {
      market_id: "KXHIGHNY-27JUL22-B86.5",
      title: "Central Park high temperature on Jul 22, 2027 86-87°F?",
      rules_primary:
        "If the maximum temperature recorded at Central Park, New York on July 22, 2027 is between 86°F and 87°F, inclusive, then the market resolves to Yes.",
      rules_secondary:
        "The value is the maximum temperature in the National Weather Service Daily Climate Report for Central Park (KNYC), whole degrees Fahrenheit, climate day in local standard time. Later corrections are not considered.",
      settlement_sources: NWS("KNYC"),
      close_time: "2027-07-23T04:00:00Z",
    },
    {
      market_id: "610136",
      question: "Central Park high 86°F or higher on July 22, 2027?",
      description: `This market will resolve to "Yes" if the highest temperature recorded at Central Park (KNYC) on July 22, 2027 is 86°F or higher, per the National Weather Service Daily Climate Report. Otherwise, this market will resolve to "No".

Whole degrees Fahrenheit; the climate day runs midnight to midnight local standard time; first report only.`,
      resolution_source: "https://forecast.weather.gov/product.php?site=OKX&product=CLI&issuedby=NYC",
      end_date: "2027-07-23T12:00:00Z",
    },
  ),
  pair(
    "H037",
    ["bucket_shape"],
    ["subset", "same"],
    "An upper bound of exactly 3.25% is one of the outcomes of 3.25% or lower.",
    {
      market_id: "KXFED-27MAR-T3.25",
      title: "Fed upper bound after the March 2027 FOMC at 3.25%?",
      rules_primary:
        "If the upper bound of the federal funds target range is 3.25% following the FOMC meeting concluding on March 17, 2027, then the market resolves to Yes.",
      rules_secondary:
        "The target range is taken from the FOMC statement published by the Federal Reserve. If the meeting is postponed, the market resolves on the rescheduled meeting.",
      settlement_sources: FOMC,
      close_time: "2027-03-17T17:55:00Z",
    },
    {
      market_id: "610137",
      question: "Fed upper bound 3.25% or lower after March 2027 meeting?",
      description: `This market will resolve to "Yes" if the upper bound of the target federal funds range is 3.25% or lower following the Federal Reserve's March 2027 FOMC meeting (concluding March 17, 2027). Otherwise, this market will resolve to "No".

The resolution source is the FOMC statement. If the meeting is rescheduled, the statement after the rescheduled meeting will be used.`,
      resolution_source: "https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm",
      end_date: "2027-03-17T18:00:00Z",
    },
  ),
  pair(
    "H038",
    ["bucket_shape"],
    ["overlap", "same"],
    "100,000–149,999 and 125,000–174,999 share 125,000–149,999 only.",
    {
      market_id: "KXPAYROLLS-27FEB-B125000",
      title: "Nonfarm payrolls for February 2027 between 100,000 and 149,999?",
      rules_primary:
        "If the change in total nonfarm payrolls for February 2027 is between 100,000 and 149,999, inclusive, then the market resolves to Yes.",
      rules_secondary:
        "The change is the seasonally adjusted over-the-month change in total nonfarm employment as first reported by the Bureau of Labor Statistics. If the release is delayed, the market remains open until it is published.",
      settlement_sources: BLS_EMPSIT,
      close_time: "2027-03-05T13:25:00Z",
    },
    {
      market_id: "610138",
      question: "February 2027 jobs report between 125k and 175k?",
      description: `This market will resolve to "Yes" if the initial BLS estimate of the seasonally adjusted change in total nonfarm payrolls for February 2027 is between 125,000 and 174,999, inclusive. Otherwise, this market will resolve to "No".

If the report is delayed, this market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/news.release/empsit.toc.htm",
      end_date: "2027-03-05T13:30:00Z",
    },
  ),
  pair(
    "H039",
    ["bucket_shape"],
    ["disjoint", "same"],
    "2.6–2.8% and 2.9–3.1% share no print.",
    {
      market_id: "KXCPIYOY-27MAR-B2.7",
      title: "CPI year-over-year for March 2027 between 2.6% and 2.8%?",
      rules_primary:
        "If the year-over-year change in CPI-U for March 2027 is between 2.6% and 2.8%, inclusive, then the market resolves to Yes.",
      rules_secondary:
        "The change is the 12-month percent change in the CPI-U, all items, not seasonally adjusted, as first released by the Bureau of Labor Statistics, rounded to one decimal place as published. If the release is delayed, the market remains open until it is published.",
      settlement_sources: BLS_CPI,
      close_time: "2027-04-14T12:25:00Z",
    },
    {
      market_id: "610139",
      question: "March 2027 inflation between 2.9% and 3.1%?",
      description: `This market will resolve to "Yes" if the 12-month percent change in the U.S. CPI-U (all items, not seasonally adjusted) for March 2027, as first reported by the Bureau of Labor Statistics, is between 2.9% and 3.1%, inclusive. Otherwise, this market will resolve to "No".

Read as published, to one decimal place. If the release is delayed, the market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/cpi/",
      end_date: "2027-04-14T12:30:00Z",
    },
  ),
  pair(
    "H040",
    ["bucket_shape"],
    ["subset", "same"],
    "A settlement from $4,000 to $4,199.99 is $4,000 or more.",
    {
      market_id: "KXGOLD-27JUN30-B4100",
      title: "Gold settle on Jun 30, 2027 between $4,000 and $4,199.99?",
      rules_primary:
        "If the COMEX gold front-month futures settlement price for June 30, 2027 is between $4,000 and $4,199.99 per troy ounce, inclusive, then the market resolves to Yes.",
      rules_secondary:
        "Settlement prices are those published by CME Group for COMEX Gold (GC). If no settlement is published for June 30, 2027, the most recent prior settlement is used.",
      settlement_sources: CME_GC,
      close_time: "2027-06-30T17:30:00Z",
    },
    {
      market_id: "610140",
      question: "Gold $4,000 or more on June 30, 2027?",
      description: `This market will resolve to "Yes" if the front-month COMEX gold futures (GC) settlement price on June 30, 2027, published by CME Group, is $4,000 or more per troy ounce. Otherwise, this market will resolve to "No".

If there is no settlement on that date, the last settlement published before it will be used.`,
      resolution_source: "https://www.cmegroup.com/markets/metals/precious/gold.settlements.html",
      end_date: "2027-06-30T18:00:00Z",
    },
  ),

  // ---- Different settlement sources: a station, a series, a vintage.
  pair(
    "H041",
    ["source_station"],
    ["overlap", "same"],
    "Central Park and LaGuardia are different stations.",
    {
      market_id: "KXHIGHNY-27AUG03-T90",
      title: "NYC high temperature on Aug 3, 2027 above 90°F?",
      rules_primary:
        "If the maximum temperature recorded at Central Park, New York on August 3, 2027 is above 90°F, then the market resolves to Yes.",
      rules_secondary:
        "The value is the maximum temperature in the National Weather Service Daily Climate Report for Central Park (KNYC), whole degrees Fahrenheit, climate day in local standard time. Later corrections are not considered.",
      settlement_sources: NWS("KNYC"),
      close_time: "2027-08-04T04:00:00Z",
    },
    {
      market_id: "610141",
      question: "NYC high above 90°F on August 3, 2027?",
      description: `This market will resolve to "Yes" if the highest temperature recorded at LaGuardia Airport (KLGA) in New York City on August 3, 2027 is above 90°F, according to the National Weather Service Daily Climate Report. Otherwise, this market will resolve to "No".

Whole degrees Fahrenheit, climate day in local standard time, first report only.`,
      resolution_source: "https://forecast.weather.gov/product.php?site=OKX&product=CLI&issuedby=LGA",
      end_date: "2027-08-04T12:00:00Z",
    },
  ),
  pair(
    "H042",
    ["source_station"],
    ["overlap", "same"],
    "O'Hare and Midway are different stations.",
    {
      market_id: "KXHIGHCHI-27JUL10-T92",
      title: "Chicago high temperature on Jul 10, 2027 above 92°F?",
      rules_primary:
        "If the maximum temperature at Chicago O'Hare International Airport on July 10, 2027 is above 92°F, then the market resolves to Yes.",
      rules_secondary:
        "The value is the maximum temperature in the National Weather Service Daily Climate Report for O'Hare (KORD), whole degrees Fahrenheit, climate day in local standard time, first report only.",
      settlement_sources: NWS("KORD"),
      close_time: "2027-07-11T05:00:00Z",
    },
    {
      market_id: "610142",
      question: "Chicago high above 92°F on July 10, 2027?",
      description: `This market will resolve to "Yes" if the highest temperature recorded at Chicago Midway International Airport (KMDW) on July 10, 2027 is above 92°F, per the National Weather Service Daily Climate Report. Otherwise, this market will resolve to "No".

Whole degrees Fahrenheit, climate day in local standard time, first report only.`,
      resolution_source: "https://forecast.weather.gov/product.php?site=LOT&product=CLI&issuedby=MDW",
      end_date: "2027-07-11T12:00:00Z",
    },
  ),
  pair(
    "H043",
    ["source_station"],
    ["overlap", "same"],
    "Downtown Los Angeles (USC) and LAX are different stations.",
    {
      market_id: "KXHIGHLAX-27SEP05-T85",
      title: "Los Angeles high temperature on Sep 5, 2027 above 85°F?",
      rules_primary:
        "If the maximum temperature at Downtown Los Angeles (USC campus) on September 5, 2027 is above 85°F, then the market resolves to Yes.",
      rules_secondary:
        "The value is the maximum temperature in the National Weather Service Daily Climate Report for Downtown Los Angeles (KCQT), in whole degrees Fahrenheit, for the climate day in local standard time. Later corrections are not considered.",
      settlement_sources: NWS("KCQT"),
      close_time: "2027-09-06T08:00:00Z",
    },
    {
      market_id: "610143",
      question: "LA high above 85°F on September 5, 2027?",
      description: `This market will resolve to "Yes" if the highest temperature recorded at Los Angeles International Airport (KLAX) on September 5, 2027 is above 85°F, as reported by the National Weather Service Daily Climate Report. Otherwise, this market will resolve to "No".

Whole degrees Fahrenheit; climate day in local standard time; the first report is final.`,
      resolution_source: "https://forecast.weather.gov/product.php?site=LOX&product=CLI&issuedby=LAX",
      end_date: "2027-09-06T12:00:00Z",
    },
  ),
  pair(
    "H044",
    ["source_series"],
    ["overlap", "same"],
    "Coinbase BTC-USD and Binance BTC/USDT are different price series.",
    {
      market_id: "KXBTCD-27JUN30-T110000",
      title: "Bitcoin above $110,000 on Jun 30, 2027 at noon ET?",
      rules_primary:
        "If the price of Bitcoin on the Coinbase BTC-USD pair at 12:00 PM ET on June 30, 2027 is above $110,000, then the market resolves to Yes.",
      rules_secondary:
        "The price is the closing price of the one-minute BTC-USD candle on Coinbase that starts at 12:00 PM ET on June 30, 2027.",
      settlement_sources: COINBASE,
      close_time: "2027-06-30T16:00:00Z",
    },
    {
      market_id: "610144",
      question: "Bitcoin above $110,000 on June 30, 2027 at noon ET?",
      description: `This market will resolve to "Yes" if the Binance 1-minute candle for BTC/USDT beginning at 12:00 PM ET on June 30, 2027 has a final "Close" price higher than $110,000. Otherwise, this market will resolve to "No".

The resolution source for this market is Binance, specifically the BTC/USDT trading pair. Prices on other exchanges or pairs will not be considered.`,
      resolution_source: "https://www.binance.com/en/trade/BTC_USDT",
      end_date: "2027-06-30T16:00:00Z",
    },
  ),
  pair(
    "H045",
    ["source_station"],
    ["overlap", "same"],
    "Camp Mabry and Austin-Bergstrom are different stations.",
    {
      market_id: "KXHIGHAUS-27AUG15-T100",
      title: "Austin high temperature on Aug 15, 2027 above 100°F?",
      rules_primary:
        "If the maximum temperature at Austin Camp Mabry on August 15, 2027 is above 100°F, then the market resolves to Yes.",
      rules_secondary:
        "The value is the maximum temperature in the National Weather Service Daily Climate Report for Austin Camp Mabry (KATT), whole degrees Fahrenheit, climate day in local standard time, first report only.",
      settlement_sources: NWS("KATT"),
      close_time: "2027-08-16T05:00:00Z",
    },
    {
      market_id: "610145",
      question: "Austin high above 100°F on August 15, 2027?",
      description: `This market will resolve to "Yes" if the highest temperature recorded at Austin-Bergstrom International Airport (KAUS) on August 15, 2027 is above 100°F, per the National Weather Service Daily Climate Report. Otherwise, this market will resolve to "No".

Whole degrees Fahrenheit; climate day in local standard time; first report only.`,
      resolution_source: "https://forecast.weather.gov/product.php?site=EWX&product=CLI&issuedby=AUS",
      end_date: "2027-08-16T12:00:00Z",
    },
  ),
  pair(
    "H046",
    ["source_series"],
    ["overlap", "same"],
    "CPI-U and CPI-W are different series.",
    {
      market_id: "KXCPIYOY-27APR-T2.9",
      title: "CPI year-over-year for April 2027 above 2.9%?",
      rules_primary:
        "If the year-over-year change in CPI-U for April 2027 is above 2.9%, then the market resolves to Yes.",
      rules_secondary:
        "The change is the 12-month percent change in the CPI-U, all items, not seasonally adjusted, as first released by the Bureau of Labor Statistics, rounded to one decimal place as published. If the release is delayed, the market remains open until it is published.",
      settlement_sources: BLS_CPI,
      close_time: "2027-05-12T12:25:00Z",
    },
    {
      market_id: "610146",
      question: "April 2027 inflation above 2.9%?",
      description: `This market will resolve to "Yes" if the 12-month percent change in the Consumer Price Index for Urban Wage Earners and Clerical Workers (CPI-W), all items, not seasonally adjusted, for April 2027 is above 2.9%, as first published by the Bureau of Labor Statistics. Otherwise, this market will resolve to "No".

Read as published, to one decimal place. If the release is delayed, the market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/cpi/",
      end_date: "2027-05-12T12:30:00Z",
    },
  ),
  pair(
    "H047",
    ["source_series"],
    ["overlap", "same"],
    "Headline CPI and core CPI (less food and energy) are different series.",
    {
      market_id: "KXCPIYOY-27MAY-T2.8",
      title: "CPI year-over-year for May 2027 above 2.8%?",
      rules_primary:
        "If the year-over-year change in CPI-U for May 2027 is above 2.8%, then the market resolves to Yes.",
      rules_secondary:
        "The change is the 12-month percent change in the CPI-U, all items, not seasonally adjusted, as first released by the Bureau of Labor Statistics, rounded to one decimal place as published. If the release is delayed, the market remains open until it is published.",
      settlement_sources: BLS_CPI,
      close_time: "2027-06-10T12:25:00Z",
    },
    {
      market_id: "610147",
      question: "May 2027 inflation above 2.8%?",
      description: `This market will resolve to "Yes" if the 12-month percent change in U.S. core CPI (CPI-U, all items less food and energy, not seasonally adjusted) for May 2027, as first reported by the Bureau of Labor Statistics, is greater than 2.8%. Otherwise, this market will resolve to "No".

Read as published, to one decimal place. If the release is delayed, the market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/cpi/",
      end_date: "2027-06-10T12:30:00Z",
    },
  ),
  pair(
    "H048",
    ["source_series"],
    ["overlap", "same"],
    "The target range's upper bound and the effective federal funds rate are different series.",
    {
      market_id: "KXFED-27APR-T3.50",
      title: "Fed upper bound after the April 2027 FOMC above 3.50%?",
      rules_primary:
        "If the upper bound of the federal funds target range is above 3.50% following the FOMC meeting concluding on April 28, 2027, then the market resolves to Yes.",
      rules_secondary:
        "The target range is taken from the FOMC statement published by the Federal Reserve. If the meeting is postponed, the market resolves on the rescheduled meeting.",
      settlement_sources: FOMC,
      close_time: "2027-04-28T17:55:00Z",
    },
    {
      market_id: "610148",
      question: "Fed funds rate above 3.50% after the April 2027 meeting?",
      description: `This market will resolve to "Yes" if the effective federal funds rate (EFFR) published by the Federal Reserve Bank of New York for April 29, 2027, the first business day after the April 2027 FOMC meeting, is above 3.50%. Otherwise, this market will resolve to "No".

The resolution source is the New York Fed's published EFFR.`,
      resolution_source: "https://www.newyorkfed.org/markets/reference-rates/effr",
      end_date: "2027-04-29T16:00:00Z",
    },
  ),
  pair(
    "H049",
    ["source_series"],
    ["overlap", "same"],
    "The CL futures settlement and EIA's Cushing spot price are different series.",
    {
      market_id: "KXWTI-27JUN30-T75",
      title: "WTI crude settle on Jun 30, 2027 above $75?",
      rules_primary:
        "If the front-month WTI crude oil futures settlement price on June 30, 2027 is above $75.00 per barrel, then the market resolves to Yes.",
      rules_secondary:
        "The settlement price is the NYMEX Light Sweet Crude Oil (CL) front-month daily settlement published by CME Group. If no settlement is published for that date, the last settlement before it is used.",
      settlement_sources: CME_CL,
      close_time: "2027-06-30T18:30:00Z",
    },
    {
      market_id: "610149",
      question: "WTI crude above $75 on June 30, 2027?",
      description: `This market will resolve to "Yes" if the WTI Cushing, Oklahoma spot price for June 30, 2027, as published by the U.S. Energy Information Administration, is above $75.00 per barrel. Otherwise, this market will resolve to "No".

If the EIA publishes no price for that date, the most recent price before it will be used.`,
      resolution_source: "https://www.eia.gov/dnav/pet/hist/rwtcD.htm",
      end_date: "2027-07-07T16:00:00Z",
    },
  ),
  pair(
    "H050",
    ["source_series"],
    ["overlap", "same"],
    "U-3 and U-6 are different measures.",
    {
      market_id: "KXU3-27MAY-T4.5",
      title: "Unemployment rate for May 2027 above 4.5%?",
      rules_primary:
        "If the U-3 unemployment rate for May 2027 is above 4.5%, then the market resolves to Yes.",
      rules_secondary:
        "The rate is the seasonally adjusted U-3 rate as first published by the Bureau of Labor Statistics, to one decimal place. If the release is delayed, the market remains open until it is published.",
      settlement_sources: BLS_EMPSIT,
      close_time: "2027-06-04T12:25:00Z",
    },
    {
      market_id: "610150",
      question: "Unemployment above 4.5% in May 2027?",
      description: `This market will resolve to "Yes" if the U-6 measure of labor underutilization (seasonally adjusted) for May 2027, as first published by the Bureau of Labor Statistics, is greater than 4.5%. Otherwise, this market will resolve to "No".

Read to one decimal place as published. If the release is delayed, the market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/news.release/empsit.t15.htm",
      end_date: "2027-06-04T12:30:00Z",
    },
  ),
  pair(
    "H051",
    ["source_print"],
    ["overlap", "same"],
    "The advance estimate and the third estimate are different vintages.",
    {
      market_id: "KXGDP-27Q1-T2.0",
      title: "Q1 2027 real GDP growth (advance) above 2.0%?",
      rules_primary:
        "If the advance estimate of real GDP growth for Q1 2027 is above 2.0%, then the market resolves to Yes.",
      rules_secondary:
        "Growth is the percent change from the preceding quarter at a seasonally adjusted annual rate, as published by the Bureau of Economic Analysis in its advance estimate, to one decimal place. Later estimates are not considered.",
      settlement_sources: BEA_GDP,
      close_time: "2027-04-29T12:25:00Z",
    },
    {
      market_id: "610151",
      question: "US GDP growth above 2.0% in Q1 2027?",
      description: `This market will resolve to "Yes" if U.S. real GDP growth for the first quarter of 2027 is greater than 2.0% (seasonally adjusted annual rate), according to the third estimate released by the Bureau of Economic Analysis. Otherwise, this market will resolve to "No".

The advance and second estimates will not be considered. The figure is taken as published, to one decimal place.`,
      resolution_source: "https://www.bea.gov/data/gdp/gross-domestic-product",
      end_date: "2027-06-30T12:30:00Z",
    },
  ),
  pair(
    "H052",
    ["source_print"],
    ["overlap", "same"],
    "The first print and the twice-revised figure are different vintages.",
    {
      market_id: "KXPAYROLLS-27MAR-T120000",
      title: "Nonfarm payrolls for March 2027 above 120,000?",
      rules_primary:
        "If the change in total nonfarm payrolls for March 2027 is above 120,000, then the market resolves to Yes.",
      rules_secondary:
        "The change is the seasonally adjusted over-the-month change as first reported by the Bureau of Labor Statistics. Revisions in later reports are not considered. If the release is delayed, the market remains open until it is published.",
      settlement_sources: BLS_EMPSIT,
      close_time: "2027-04-02T12:25:00Z",
    },
    {
      market_id: "610152",
      question: "March 2027 payrolls above 120k after revisions?",
      description: `This market will resolve to "Yes" if the seasonally adjusted change in total nonfarm payrolls for March 2027 is greater than 120,000 as revised in the Employment Situation report for May 2027 (the second revision). Otherwise, this market will resolve to "No".

The initial and first revised estimates will not be used. The resolution source is the Bureau of Labor Statistics.`,
      resolution_source: "https://www.bls.gov/news.release/empsit.toc.htm",
      end_date: "2027-06-04T12:30:00Z",
    },
  ),
  pair(
    "H053",
    ["source_print"],
    ["overlap", "same"],
    "The first release and the latest revision of seasonally adjusted CPI are different vintages.",
    {
      market_id: "KXCPI-27JAN-T0.3",
      title: "CPI month-over-month for January 2027 above 0.3%?",
      rules_primary:
        "If the month-over-month change in CPI-U for January 2027 is above 0.3%, then the market resolves to Yes.",
      rules_secondary:
        "The change is the seasonally adjusted one-month percent change in the CPI-U, all items, as first released by the Bureau of Labor Statistics, rounded to one decimal place as published. Revisions are not considered.",
      settlement_sources: BLS_CPI,
      close_time: "2027-02-10T13:25:00Z",
    },
    {
      market_id: "610153",
      question: "January 2027 CPI up more than 0.3%?",
      description: `This market will resolve to "Yes" if the seasonally adjusted monthly percent change in the CPI-U (all items) for January 2027 is greater than 0.3% according to the latest revised data published by the Bureau of Labor Statistics as of March 31, 2027. Otherwise, this market will resolve to "No".

The figure will be read to one decimal place.`,
      resolution_source: "https://www.bls.gov/cpi/",
      end_date: "2027-03-31T20:00:00Z",
    },
  ),
  pair(
    "H054",
    ["source_print"],
    ["overlap", "same"],
    "The advance claims figure and the revised one a week later are different vintages.",
    {
      market_id: "KXJOBLESS-27FEB06-T240000",
      title: "Initial jobless claims for the week ending Feb 6, 2027 above 240,000?",
      rules_primary:
        "If seasonally adjusted initial jobless claims for the week ending February 6, 2027 are above 240,000, then the market resolves to Yes.",
      rules_secondary:
        "Claims are the seasonally adjusted initial claims as first reported (the advance figure) by the U.S. Department of Labor. Revisions are not considered.",
      settlement_sources: DOL,
      close_time: "2027-02-11T13:25:00Z",
    },
    {
      market_id: "610154",
      question: "Jobless claims above 240k for the week ending February 6, 2027?",
      description: `This market will resolve to "Yes" if seasonally adjusted initial jobless claims for the week ending February 6, 2027 are greater than 240,000 as revised in the U.S. Department of Labor release of February 18, 2027. Otherwise, this market will resolve to "No".

The advance figure published on February 11, 2027 will not be used.`,
      resolution_source: "https://www.dol.gov/ui/data.pdf",
      end_date: "2027-02-18T14:00:00Z",
    },
  ),

  // ---- Metric: month-over-month against year-over-year, adjusted against unadjusted.
  pair(
    "H055",
    ["metric"],
    ["overlap", "same"],
    "Seasonally adjusted and unadjusted monthly core CPI changes are different measures.",
    {
      market_id: "KXCPICORE-27FEB-T0.3",
      title: "Core CPI month-over-month for February 2027 above 0.3%?",
      rules_primary:
        "If the month-over-month change in core CPI for February 2027 is above 0.3%, then the market resolves to Yes.",
      rules_secondary:
        "Core CPI is the CPI-U for all items less food and energy, seasonally adjusted, as first released by the Bureau of Labor Statistics, rounded to one decimal place as published. If the release is delayed, the market remains open until it is published.",
      settlement_sources: BLS_CPI,
      close_time: "2027-03-10T12:25:00Z",
    },
    {
      market_id: "610155",
      question: "Core CPI up more than 0.3% in February 2027?",
      description: `This market will resolve to "Yes" if the not seasonally adjusted one-month percent change in U.S. core CPI (CPI-U, all items less food and energy) for February 2027 is greater than 0.3%, as first released by the Bureau of Labor Statistics. Otherwise, this market will resolve to "No".

Read as published, to one decimal place. If the release is delayed, the market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/cpi/",
      end_date: "2027-03-10T12:30:00Z",
    },
  ),
  pair(
    "H056",
    ["metric"],
    ["overlap", "same"],
    "A monthly change and a 12-month change are different measures, whatever the titles say.",
    {
      market_id: "KXCPI-26DEC-T0.2",
      title: "CPI month-over-month for December 2026 above 0.2%?",
      rules_primary:
        "If the month-over-month change in CPI-U for December 2026 is above 0.2%, then the market resolves to Yes.",
      rules_secondary:
        "The change is the seasonally adjusted one-month percent change in the CPI-U, all items, as first released by the Bureau of Labor Statistics, rounded to one decimal place as published. If the release is delayed, the market remains open until it is published.",
      settlement_sources: BLS_CPI,
      close_time: "2027-01-13T13:25:00Z",
    },
    {
      market_id: "610156",
      question: "US CPI up more than 0.2% in December 2026?",
      description: `This market will resolve to "Yes" if the percent change in the U.S. CPI-U (all items, not seasonally adjusted) from December 2025 to December 2026, as first reported by the Bureau of Labor Statistics, is greater than 0.2%. Otherwise, this market will resolve to "No".

Read as published to one decimal place. If the release is delayed, the market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/cpi/",
      end_date: "2027-01-13T13:30:00Z",
    },
  ),
  pair(
    "H057",
    ["metric"],
    ["overlap", "same"],
    "Quarterly growth at an annual rate and growth over four quarters are different measures.",
    {
      market_id: "KXGDP-27Q2-T2.0",
      title: "Q2 2027 real GDP growth (advance) above 2.0%?",
      rules_primary:
        "If the advance estimate of real GDP growth for Q2 2027 is above 2.0%, then the market resolves to Yes.",
      rules_secondary:
        "Growth is the percent change from the preceding quarter at a seasonally adjusted annual rate, as published by the Bureau of Economic Analysis in its advance estimate, to one decimal place.",
      settlement_sources: BEA_GDP,
      close_time: "2027-07-29T12:25:00Z",
    },
    {
      market_id: "610157",
      question: "US GDP growth above 2.0% in Q2 2027?",
      description: `This market will resolve to "Yes" if U.S. real GDP for the second quarter of 2027 is more than 2.0% higher than in the second quarter of 2026 (year-over-year growth), according to the advance estimate of the Bureau of Economic Analysis. Otherwise, this market will resolve to "No".

The figure is computed from the published levels and read to one decimal place.`,
      resolution_source: "https://www.bea.gov/data/gdp/gross-domestic-product",
      end_date: "2027-07-29T12:30:00Z",
    },
  ),
  pair(
    "H058",
    ["metric"],
    ["overlap", "same"],
    "The seasonally adjusted and not seasonally adjusted unemployment rates are different measures.",
    {
      market_id: "KXU3-27JUN-T4.5",
      title: "Unemployment rate for June 2027 above 4.5%?",
      rules_primary:
        "If the U-3 unemployment rate for June 2027 is above 4.5%, then the market resolves to Yes.",
      rules_secondary:
        "The rate is the seasonally adjusted U-3 rate as first published by the Bureau of Labor Statistics, to one decimal place. If the release is delayed, the market remains open until it is published.",
      settlement_sources: BLS_EMPSIT,
      close_time: "2027-07-02T12:25:00Z",
    },
    {
      market_id: "610158",
      question: "Unemployment above 4.5% in June 2027?",
      description: `This market will resolve to "Yes" if the not seasonally adjusted U.S. unemployment rate (U-3) for June 2027, as first published by the Bureau of Labor Statistics, is greater than 4.5%. Otherwise, this market will resolve to "No".

Read to one decimal place as published. If the release is delayed, the market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/news.release/empsit.toc.htm",
      end_date: "2027-07-02T12:30:00Z",
    },
  ),

  // ---- Rounding: the published figure against an unrounded one.
  pair(
    "H059",
    ["rounding"],
    ["subset", "same"],
    "A published 3.1% needs an unrounded change of 3.05% or more, which is above 3.00%; an unrounded 3.02% is above 3.00% but publishes as 3.0%.",
    {
      market_id: "KXCPIYOY-27JUN-T3.0",
      title: "CPI year-over-year for June 2027 above 3.0%?",
      rules_primary:
        "If the year-over-year change in CPI-U for June 2027 is above 3.0%, then the market resolves to Yes.",
      rules_secondary:
        "The change is the 12-month percent change in the CPI-U, all items, not seasonally adjusted, as first released by the Bureau of Labor Statistics, rounded to one decimal place as published. If the release is delayed, the market remains open until it is published.",
      settlement_sources: BLS_CPI,
      close_time: "2027-07-14T12:25:00Z",
    },
    {
      market_id: "610159",
      question: "June 2027 inflation above 3.0%?",
      description: `This market will resolve to "Yes" if the 12-month change in the U.S. CPI-U (all items, not seasonally adjusted) for June 2027 is greater than 3.00%, computed from the unrounded index levels first published by the Bureau of Labor Statistics and rounded to two decimal places. Otherwise, this market will resolve to "No".

The one-decimal figure in the BLS release text will not be used. If the release is delayed, the market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/cpi/",
      end_date: "2027-07-14T12:30:00Z",
    },
  ),
  pair(
    "H060",
    ["rounding"],
    ["subset", "same"],
    "A published rate above 4.4% needs an unrounded rate of 4.45% or more, which is above 4.4%.",
    {
      market_id: "KXU3-27JUL-T4.4",
      title: "Unemployment rate for July 2027 above 4.4%?",
      rules_primary:
        "If the U-3 unemployment rate for July 2027 is above 4.4%, then the market resolves to Yes.",
      rules_secondary:
        "The rate is the seasonally adjusted U-3 rate as first published by the Bureau of Labor Statistics, rounded to one decimal place as published. If the release is delayed, the market remains open until it is published.",
      settlement_sources: BLS_EMPSIT,
      close_time: "2027-08-06T12:25:00Z",
    },
    {
      market_id: "610160",
      question: "Unemployment above 4.4% in July 2027?",
      description: `This market will resolve to "Yes" if the unrounded U.S. unemployment rate for July 2027 is greater than 4.4%, where the unrounded rate is the seasonally adjusted number of unemployed divided by the seasonally adjusted civilian labor force, from the first release of the Bureau of Labor Statistics. Otherwise, this market will resolve to "No".

If the release is delayed, the market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/news.release/empsit.t01.htm",
      end_date: "2027-08-06T12:30:00Z",
    },
  ),
  pair(
    "H061",
    ["rounding"],
    ["subset", "same"],
    "A published growth rate above 2.0% needs an unrounded rate of 2.05% or more.",
    {
      market_id: "KXGDP-27Q3-T2.0",
      title: "Q3 2027 real GDP growth (advance) above 2.0%?",
      rules_primary:
        "If the advance estimate of real GDP growth for Q3 2027 is above 2.0%, then the market resolves to Yes.",
      rules_secondary:
        "Growth is the percent change from the preceding quarter at a seasonally adjusted annual rate, as published by the Bureau of Economic Analysis in its advance estimate, rounded to one decimal place as published.",
      settlement_sources: BEA_GDP,
      close_time: "2027-10-28T12:25:00Z",
    },
    {
      market_id: "610161",
      question: "US GDP growth above 2.0% in Q3 2027?",
      description: `This market will resolve to "Yes" if the annualized quarter-over-quarter growth rate of U.S. real GDP for Q3 2027 in the Bureau of Economic Analysis advance estimate, computed without rounding from the published chained-dollar levels, is greater than 2.0%. Otherwise, this market will resolve to "No".

The rounded figure in the release text will not be used.`,
      resolution_source: "https://www.bea.gov/data/gdp/gross-domestic-product",
      end_date: "2027-10-28T12:30:00Z",
    },
  ),

  // ---- Observation windows and time zones.
  pair(
    "H062",
    ["window_time_zone"],
    ["superset", "same"],
    "11:59 PM UTC on December 31 is five hours before 11:59 PM ET, so the UTC deadline's YES implies the ET one.",
    {
      market_id: "KXIPONORTHWIND-27-Y",
      title: "Will Northwind Labs IPO by the end of 2027?",
      rules_primary:
        "If Northwind Labs, Inc. completes an initial public offering and its shares begin trading on a U.S. exchange by 11:59 PM ET on December 31, 2027, then the market resolves to Yes.",
      rules_secondary: "The first day of trading on the exchange is the date that counts.",
      early_close_condition: "This market will close and expire early if the event occurs.",
      settlement_sources: SEC,
      close_time: "2028-01-01T04:59:00Z",
    },
    {
      market_id: "610162",
      question: "Northwind Labs IPO in 2027?",
      description: `This market will resolve to "Yes" if Northwind Labs' shares begin trading on a U.S. stock exchange through an initial public offering by December 31, 2027, 11:59 PM UTC. Otherwise, this market will resolve to "No".

This market may resolve early once the event occurs. The resolution source will be a consensus of credible reporting.`,
      resolution_source: "",
      end_date: "2027-12-31T23:59:00Z",
    },
  ),
  pair(
    "H063",
    ["window_time_zone"],
    ["overlap", "same"],
    "A climate day in local standard time and a calendar day in daylight time are different hours in July.",
    {
      market_id: "KXHIGHNY-27JUL20-T89",
      title: "Central Park high temperature on Jul 20, 2027 above 89°F?",
      rules_primary:
        "If the maximum temperature recorded at Central Park, New York on July 20, 2027 is above 89°F, then the market resolves to Yes.",
      rules_secondary:
        "The value is the maximum temperature in the National Weather Service Daily Climate Report for Central Park (KNYC), whole degrees Fahrenheit, for the climate day, midnight to midnight local standard time. Later corrections are not considered.",
      settlement_sources: NWS("KNYC"),
      close_time: "2027-07-21T04:00:00Z",
    },
    {
      market_id: "610163",
      question: "Central Park high above 89°F on July 20, 2027?",
      description: `This market will resolve to "Yes" if the highest temperature observed at Central Park (KNYC) between 12:00 AM and 11:59 PM Eastern Daylight Time on July 20, 2027 is above 89°F, according to the National Weather Service Daily Climate Report. Otherwise, this market will resolve to "No".

Whole degrees Fahrenheit, first report only.`,
      resolution_source: "https://forecast.weather.gov/product.php?site=OKX&product=CLI&issuedby=NYC",
      end_date: "2027-07-21T12:00:00Z",
    },
  ),
  pair(
    "H064",
    ["window_time_zone"],
    ["overlap", "same"],
    "Noon ET and noon UTC are different minutes.",
    {
      market_id: "KXBTCD-27SEP30-T100000",
      title: "Bitcoin above $100,000 on Sep 30, 2027 at noon ET?",
      rules_primary:
        "If the price of Bitcoin on the Coinbase BTC-USD pair at 12:00 PM ET on September 30, 2027 is above $100,000, then the market resolves to Yes.",
      rules_secondary:
        "The price is the closing price of the one-minute BTC-USD candle on Coinbase that starts at 12:00 PM ET on September 30, 2027.",
      settlement_sources: COINBASE,
      close_time: "2027-09-30T16:00:00Z",
    },
    {
      market_id: "610164",
      question: "Bitcoin above $100,000 at noon on September 30, 2027?",
      description: `This market will resolve to "Yes" if the Coinbase BTC-USD 1-minute candle beginning at 12:00 PM UTC on September 30, 2027 has a final "Close" price above $100,000. Otherwise, this market will resolve to "No".

The resolution source for this market is Coinbase, BTC-USD pair.`,
      resolution_source: "https://www.coinbase.com/advanced-trade/spot/BTC-USD",
      end_date: "2027-09-30T12:00:00Z",
    },
  ),
  pair(
    "H065",
    ["window_time_zone"],
    ["subset", "same"],
    "An IPO in the first quarter of 2027 is an IPO by March 31, 2027; one in December 2026 is only the latter.",
    {
      market_id: "KXIPOQUILL-27Q1-Y",
      title: "Will Quill Systems IPO in Q1 2027?",
      rules_primary:
        "If Quill Systems, Inc.'s shares begin trading on a U.S. exchange following its initial public offering between January 1, 2027 and March 31, 2027, inclusive, then the market resolves to Yes.",
      rules_secondary: "Dates are Eastern Time.",
      settlement_sources: SEC,
      close_time: "2027-04-01T03:59:00Z",
    },
    {
      market_id: "610165",
      question: "Quill Systems IPO by March 31, 2027?",
      description: `This market will resolve to "Yes" if Quill Systems' shares begin trading on a U.S. stock exchange through an initial public offering by March 31, 2027, 11:59 PM ET. Otherwise, this market will resolve to "No".

The resolution source will be a consensus of credible reporting.`,
      resolution_source: "",
      end_date: "2027-03-31T12:00:00Z",
    },
  ),
  pair(
    "H066",
    ["window_time_zone"],
    ["overlap", "same"],
    "Settlements on December 30 and December 31 are different observations.",
    {
      market_id: "KXWTI-27DEC30-T70",
      title: "WTI crude settle on Dec 30, 2027 above $70?",
      rules_primary:
        "If the front-month WTI crude oil futures settlement price on December 30, 2027 is above $70.00 per barrel, then the market resolves to Yes.",
      rules_secondary:
        "The settlement price is the NYMEX Light Sweet Crude Oil (CL) front-month daily settlement published by CME Group. If no settlement is published for that date, the last settlement before it is used.",
      settlement_sources: CME_CL,
      close_time: "2027-12-30T19:30:00Z",
    },
    {
      market_id: "610166",
      question: "WTI above $70 at the end of 2027?",
      description: `This market will resolve to "Yes" if the front-month NYMEX WTI crude oil futures (CL) settlement price on December 31, 2027, as published by CME Group, is greater than $70.00. Otherwise, this market will resolve to "No".

If there is no settlement on that date, the most recent settlement before it will be used.`,
      resolution_source:
        "https://www.cmegroup.com/markets/energy/crude-oil/light-sweet-crude.settlements.html",
      end_date: "2027-12-31T20:00:00Z",
    },
  ),
  pair(
    "H067",
    ["window_time_zone"],
    ["superset", "same"],
    "June 30, 11:59 PM Pacific is three hours after June 30, 11:59 PM Eastern.",
    {
      market_id: "KXIPOLUMEN-27JUN-Y",
      title: "Will Lumen Freight IPO by June 30, 2027?",
      rules_primary:
        "If Lumen Freight, Inc. completes an initial public offering and its shares begin trading on a U.S. exchange by 11:59 PM PT on June 30, 2027, then the market resolves to Yes.",
      rules_secondary: "The first day of trading is the date that counts.",
      early_close_condition: "This market will close and expire early if the event occurs.",
      settlement_sources: SEC,
      close_time: "2027-07-01T06:59:00Z",
    },
    {
      market_id: "610167",
      question: "Lumen Freight IPO by June 30, 2027?",
      description: `This market will resolve to "Yes" if Lumen Freight's shares begin trading on a U.S. stock exchange through an initial public offering by June 30, 2027, 11:59 PM ET. Otherwise, this market will resolve to "No".

This market may resolve early once the event occurs. The resolution source will be a consensus of credible reporting.`,
      resolution_source: "",
      end_date: "2027-06-30T12:00:00Z",
    },
  ),

  // ---- Polarity: YES on one is NO on the other.
  pair(
    "H068",
    ["polarity_inversion"],
    ["complement", "inverted"],
    "Above 3.0% and 3.0% or lower split every print between them.",
    {
      market_id: "KXCPIYOY-27JUL-T3.0",
      title: "CPI year-over-year for July 2027 above 3.0%?",
      rules_primary:
        "If the year-over-year change in CPI-U for July 2027 is above 3.0%, then the market resolves to Yes.",
      rules_secondary:
        "The change is the 12-month percent change in the CPI-U, all items, not seasonally adjusted, as first released by the Bureau of Labor Statistics, rounded to one decimal place as published. If the release is delayed, the market remains open until it is published.",
      settlement_sources: BLS_CPI,
      close_time: "2027-08-11T12:25:00Z",
    },
    {
      market_id: "610168",
      question: "Will July 2027 inflation be 3.0% or lower?",
      description: `This market will resolve to "Yes" if the 12-month percent change in the U.S. CPI-U (all items, not seasonally adjusted) for July 2027, as first reported by the Bureau of Labor Statistics, is 3.0% or lower. Otherwise, this market will resolve to "No".

Read as published, to one decimal place. If the release is delayed, the market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/cpi/",
      end_date: "2027-08-11T12:30:00Z",
    },
  ),
  pair(
    "H069",
    ["polarity_inversion"],
    ["complement", "inverted"],
    "An IPO before 2028 and staying private through 2027 are each other's negation.",
    {
      market_id: "KXIPOHALCYON-27B-Y",
      title: "Will Halcyon Robotics IPO before 2028?",
      rules_primary:
        "If Halcyon Robotics, Inc. completes an initial public offering and its shares begin trading on a U.S. exchange before January 1, 2028, then the market resolves to Yes.",
      rules_secondary: "All times are Eastern Time.",
      early_close_condition: "This market will close and expire early if the event occurs.",
      settlement_sources: SEC,
      close_time: "2028-01-01T04:59:00Z",
    },
    {
      market_id: "610169",
      question: "Will Halcyon Robotics stay private through 2027?",
      description: `This market will resolve to "Yes" if Halcyon Robotics does not complete an initial public offering with its shares trading on a U.S. stock exchange by December 31, 2027, 11:59 PM ET. If its shares begin trading on a U.S. exchange following an IPO by that time, this market will resolve to "No".

This market may resolve early to "No" once the IPO occurs. The resolution source will be a consensus of credible reporting.`,
      resolution_source: "",
      end_date: "2027-12-31T12:00:00Z",
    },
  ),
  pair(
    "H070",
    ["polarity_inversion"],
    ["complement", "inverted"],
    "A cut at the June meeting and no cut at the June meeting are each other's negation.",
    {
      market_id: "KXFEDDECISION-27JUN-C",
      title: "Will the Fed cut rates in June 2027?",
      rules_primary:
        "If the FOMC lowers the target range for the federal funds rate at its meeting concluding June 16, 2027, then the market resolves to Yes.",
      rules_secondary:
        "The decision is taken from the FOMC statement released by the Federal Reserve. If the meeting is postponed, the market resolves on the rescheduled meeting.",
      settlement_sources: FOMC,
      close_time: "2027-06-16T17:55:00Z",
    },
    {
      market_id: "610170",
      question: "No Fed cut in June 2027?",
      description: `This market will resolve to "Yes" if the Federal Reserve does not lower the target federal funds range at its June 2027 FOMC meeting, concluding June 16, 2027 (a hold or a hike). If the target range is lowered at that meeting, this market will resolve to "No".

The resolution source is the FOMC statement. If the meeting is rescheduled, the rescheduled meeting's decision will be used.`,
      resolution_source: "https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm",
      end_date: "2027-06-16T18:00:00Z",
    },
  ),
  pair(
    "H071",
    ["polarity_inversion"],
    ["disjoint", "inverted"],
    "Above 4.5% and below 4.3% can both be false (4.3–4.5%) but never both true.",
    {
      market_id: "KXU3-27AUG-T4.5",
      title: "Unemployment rate for August 2027 above 4.5%?",
      rules_primary:
        "If the U-3 unemployment rate for August 2027 is above 4.5%, then the market resolves to Yes.",
      rules_secondary:
        "The rate is the seasonally adjusted U-3 rate as first published by the Bureau of Labor Statistics, to one decimal place. If the release is delayed, the market remains open until it is published.",
      settlement_sources: BLS_EMPSIT,
      close_time: "2027-09-03T12:25:00Z",
    },
    {
      market_id: "610171",
      question: "Unemployment below 4.3% in August 2027?",
      description: `This market will resolve to "Yes" if the seasonally adjusted U.S. unemployment rate (U-3) for August 2027 is below 4.3%, as first published by the Bureau of Labor Statistics to one decimal place. Otherwise, this market will resolve to "No".

If the release is delayed, the market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/news.release/empsit.toc.htm",
      end_date: "2027-09-03T12:30:00Z",
    },
  ),
  pair(
    "H072",
    ["polarity_inversion"],
    ["overlap", "inverted"],
    "Above 90°F against 92°F or below: both hold at 91–92°F, neither implies the other.",
    {
      market_id: "KXHIGHNY-27AUG12-T90",
      title: "Central Park high temperature on Aug 12, 2027 above 90°F?",
      rules_primary:
        "If the maximum temperature recorded at Central Park, New York on August 12, 2027 is above 90°F, then the market resolves to Yes.",
      rules_secondary:
        "The value is the maximum temperature in the National Weather Service Daily Climate Report for Central Park (KNYC), whole degrees Fahrenheit, climate day in local standard time. Later corrections are not considered.",
      settlement_sources: NWS("KNYC"),
      close_time: "2027-08-13T04:00:00Z",
    },
    {
      market_id: "610172",
      question: "Will Central Park stay at or below 92°F on August 12, 2027?",
      description: `This market will resolve to "No" if the highest temperature recorded at Central Park (KNYC) on August 12, 2027 exceeds 92°F, according to the National Weather Service Daily Climate Report. Otherwise, this market will resolve to "Yes".

Whole degrees Fahrenheit; climate day in local standard time; first report only.`,
      resolution_source: "https://forecast.weather.gov/product.php?site=OKX&product=CLI&issuedby=NYC",
      end_date: "2027-08-13T12:00:00Z",
    },
  ),
  pair(
    "H073",
    ["polarity_inversion"],
    ["complement", "inverted"],
    "Polymarket's YES is a settlement of $4,400 or less: the negation of above $4,400.",
    {
      market_id: "KXGOLD-27SEP30-T4400",
      title: "Gold settle on Sep 30, 2027 above $4,400?",
      rules_primary:
        "If the COMEX gold front-month futures settlement price for September 30, 2027 is above $4,400 per troy ounce, then the market resolves to Yes.",
      rules_secondary:
        "Settlement prices are those published by CME Group for COMEX Gold (GC). If no settlement is published for September 30, 2027, the most recent prior settlement is used.",
      settlement_sources: CME_GC,
      close_time: "2027-09-30T17:30:00Z",
    },
    {
      market_id: "610173",
      question: "Gold held at or under $4,400 on September 30, 2027?",
      description: `This market will resolve to "No" if the front-month COMEX gold futures (GC) settlement price on September 30, 2027, as published by CME Group, is above $4,400 per troy ounce. Otherwise, this market will resolve to "Yes".

If there is no settlement on that date, the last settlement published before it will be used.`,
      resolution_source: "https://www.cmegroup.com/markets/metals/precious/gold.settlements.html",
      end_date: "2027-09-30T18:00:00Z",
    },
  ),
  pair(
    "H074",
    ["polarity_inversion"],
    ["complement", "inverted"],
    "Below $90,000 and at or above $90,000 split every close between them.",
    {
      market_id: "KXBTCD-27DEC31-B90000",
      title: "Bitcoin below $90,000 on Dec 31, 2027 at noon ET?",
      rules_primary:
        "If the price of Bitcoin on the Coinbase BTC-USD pair at 12:00 PM ET on December 31, 2027 is below $90,000, then the market resolves to Yes.",
      rules_secondary:
        "The price is the closing price of the one-minute BTC-USD candle on Coinbase that starts at 12:00 PM ET on December 31, 2027.",
      settlement_sources: COINBASE,
      close_time: "2027-12-31T17:00:00Z",
    },
    {
      market_id: "610174",
      question: "Bitcoin at or above $90,000 at noon ET on December 31, 2027?",
      description: `This market will resolve to "Yes" if the Coinbase BTC-USD 1-minute candle beginning at 12:00 PM ET on December 31, 2027 has a final "Close" price at or above $90,000. Otherwise, this market will resolve to "No".

The resolution source for this market is Coinbase, BTC-USD pair.`,
      resolution_source: "https://www.coinbase.com/advanced-trade/spot/BTC-USD",
      end_date: "2027-12-31T17:00:00Z",
    },
  ),

  // ---- Void, postponement and early-close rules.
  pair(
    "H075",
    ["void_rule"],
    ["overlap", "same"],
    "Unpublished by the deadline: No on Kalshi, 50-50 on Polymarket.",
    {
      market_id: "KXCPIYOY-27AUG-T2.9",
      title: "CPI year-over-year for August 2027 above 2.9%?",
      rules_primary:
        "If the year-over-year change in CPI-U for August 2027 is above 2.9%, then the market resolves to Yes.",
      rules_secondary:
        "The change is the 12-month percent change in the CPI-U, all items, not seasonally adjusted, as first released by the Bureau of Labor Statistics, rounded to one decimal place as published. If the figure has not been published by October 31, 2027, the market resolves to No.",
      settlement_sources: BLS_CPI,
      close_time: "2027-09-14T12:25:00Z",
    },
    {
      market_id: "610175",
      question: "August 2027 inflation above 2.9%?",
      description: `This market will resolve to "Yes" if the 12-month percent change in the U.S. CPI-U (all items, not seasonally adjusted) for August 2027, as first reported by the Bureau of Labor Statistics, is above 2.9%. Otherwise, this market will resolve to "No".

Read as published, to one decimal place. If the figure has not been published by October 31, 2027, 11:59 PM ET, this market will resolve 50-50.`,
      resolution_source: "https://www.bls.gov/cpi/",
      end_date: "2027-09-14T12:30:00Z",
    },
  ),
  pair(
    "H076",
    ["void_rule"],
    ["overlap", "same"],
    "A late report still counts on Kalshi; Polymarket resolves No after January 31.",
    {
      market_id: "KXPAYROLLS-27APR-T100000",
      title: "Nonfarm payrolls for April 2027 above 100,000?",
      rules_primary:
        "If the change in total nonfarm payrolls for April 2027 is above 100,000, then the market resolves to Yes.",
      rules_secondary:
        "The change is the seasonally adjusted over-the-month change as first reported by the Bureau of Labor Statistics. If the release is delayed, the market remains open until the report is published.",
      settlement_sources: BLS_EMPSIT,
      close_time: "2027-05-07T12:25:00Z",
    },
    {
      market_id: "610176",
      question: "More than 100k jobs added in April 2027?",
      description: `This market will resolve to "Yes" if the first BLS estimate of the seasonally adjusted change in total nonfarm payrolls for April 2027 is greater than 100,000. Otherwise, this market will resolve to "No".

If the Employment Situation report for April 2027 is not released by June 30, 2027, 11:59 PM ET, this market will resolve to "No".`,
      resolution_source: "https://www.bls.gov/news.release/empsit.toc.htm",
      end_date: "2027-05-07T12:30:00Z",
    },
  ),
  pair(
    "H077",
    ["void_rule"],
    ["overlap", "same"],
    "No settlement that day: the previous settlement on Kalshi, 50-50 on Polymarket.",
    {
      market_id: "KXWTI-27SEP30-T72",
      title: "WTI crude settle on Sep 30, 2027 above $72?",
      rules_primary:
        "If the front-month WTI crude oil futures settlement price on September 30, 2027 is above $72.00 per barrel, then the market resolves to Yes.",
      rules_secondary:
        "The settlement price is the NYMEX Light Sweet Crude Oil (CL) front-month daily settlement published by CME Group. If no settlement is published for that date, the last settlement before it is used.",
      settlement_sources: CME_CL,
      close_time: "2027-09-30T18:30:00Z",
    },
    {
      market_id: "610177",
      question: "WTI above $72 on September 30, 2027?",
      description: `This market will resolve to "Yes" if the front-month NYMEX WTI crude oil futures (CL) settlement price on September 30, 2027, as published by CME Group, is greater than $72.00. Otherwise, this market will resolve to "No".

If CME publishes no settlement for September 30, 2027, this market will resolve 50-50.`,
      resolution_source:
        "https://www.cmegroup.com/markets/energy/crude-oil/light-sweet-crude.settlements.html",
      end_date: "2027-09-30T19:00:00Z",
    },
  ),
  pair(
    "H078",
    ["early_close_rule"],
    ["overlap", "same"],
    "An unscheduled move before the meeting settles Kalshi early; Polymarket waits for the scheduled meeting.",
    {
      market_id: "KXFED-27JUL-T3.25",
      title: "Fed upper bound after the July 2027 FOMC at 3.25%?",
      rules_primary:
        "If the upper bound of the federal funds target range is 3.25% following the FOMC meeting concluding on July 28, 2027, then the market resolves to Yes.",
      rules_secondary:
        "The target range is taken from the FOMC statement published by the Federal Reserve. If the meeting is postponed, the market resolves on the rescheduled meeting.",
      early_close_condition:
        "If the FOMC changes the target range at an unscheduled meeting before July 28, 2027, the market closes early and resolves on the range announced at that unscheduled meeting.",
      settlement_sources: FOMC,
      close_time: "2027-07-28T17:55:00Z",
    },
    {
      market_id: "610178",
      question: "Fed upper bound at 3.25% after July 2027 meeting?",
      description: `This market will resolve to "Yes" if the upper bound of the target federal funds range is 3.25% following the Federal Reserve's July 2027 FOMC meeting (concluding July 28, 2027). Otherwise, this market will resolve to "No".

Changes announced at unscheduled meetings before then do not resolve this market early; only the range after the scheduled July 2027 meeting counts. If the meeting is rescheduled, the statement after the rescheduled meeting will be used.`,
      resolution_source: "https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm",
      end_date: "2027-07-28T18:00:00Z",
    },
  ),
  pair(
    "H079",
    ["void_rule"],
    ["overlap", "same"],
    "A cancelled advance estimate: the second estimate on Kalshi, No on Polymarket.",
    {
      market_id: "KXGDP-27Q4-T1.5",
      title: "Q4 2027 real GDP growth (advance) above 1.5%?",
      rules_primary:
        "If the advance estimate of real GDP growth for Q4 2027 is above 1.5%, then the market resolves to Yes.",
      rules_secondary:
        "Growth is the percent change from the preceding quarter at a seasonally adjusted annual rate, as published by the Bureau of Economic Analysis, to one decimal place. If the advance estimate is cancelled, the market resolves on the second estimate.",
      settlement_sources: BEA_GDP,
      close_time: "2028-01-27T13:25:00Z",
    },
    {
      market_id: "610179",
      question: "US GDP growth above 1.5% in Q4 2027?",
      description: `This market will resolve to "Yes" if the Bureau of Economic Analysis advance estimate of U.S. real GDP growth for Q4 2027 is greater than 1.5% (seasonally adjusted annual rate). Otherwise, this market will resolve to "No".

If the advance estimate is not released, this market will resolve to "No". The figure is read as published, to one decimal place.`,
      resolution_source: "https://www.bea.gov/data/gdp/gross-domestic-product",
      end_date: "2028-01-27T13:30:00Z",
    },
  ),

  // ---- Unfilled rule templates.
  pair(
    "H080",
    ["unfilled_template"],
    [null, null],
    "Polymarket's month and strike are template placeholders: nothing can be read.",
    {
      market_id: "KXU3-27SEP-T4.4",
      title: "Unemployment rate for September 2027 above 4.4%?",
      rules_primary:
        "If the U-3 unemployment rate for September 2027 is above 4.4%, then the market resolves to Yes.",
      rules_secondary:
        "The rate is the seasonally adjusted U-3 rate as first published by the Bureau of Labor Statistics, to one decimal place. If the release is delayed, the market remains open until it is published.",
      settlement_sources: BLS_EMPSIT,
      close_time: "2027-10-01T12:25:00Z",
    },
    {
      market_id: "610180",
      question: "Unemployment above 4.4% in September 2027?",
      description: `This market will resolve to "Yes" if the U.S. unemployment rate for {{month}} 2027 is above {{strike}}%, as first published by the Bureau of Labor Statistics. Otherwise, this market will resolve to "No".

If the release is delayed, the market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/news.release/empsit.toc.htm",
      end_date: "2027-10-01T12:30:00Z",
    },
  ),
  pair(
    "H081",
    ["unfilled_template"],
    [null, null],
    "Kalshi's month and strike are template placeholders.",
    {
      market_id: "KXCPIYOY-27SEP-T2.8",
      title: "CPI year-over-year for September 2027 above 2.8%?",
      rules_primary:
        "If the year-over-year change in CPI-U for <MONTH> <YEAR> is above <STRIKE>, then the market resolves to Yes.",
      rules_secondary:
        "The change is the 12-month percent change in the CPI-U, all items, not seasonally adjusted, as first released by the Bureau of Labor Statistics. If the release is delayed, the market remains open until it is published.",
      settlement_sources: BLS_CPI,
      close_time: "2027-10-13T12:25:00Z",
    },
    {
      market_id: "610181",
      question: "September 2027 inflation above 2.8%?",
      description: `This market will resolve to "Yes" if the 12-month percent change in the U.S. CPI-U (all items, not seasonally adjusted) for September 2027, as first reported by the Bureau of Labor Statistics, is above 2.8%. Otherwise, this market will resolve to "No".

Read as published, to one decimal place. If the release is delayed, the market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/cpi/",
      end_date: "2027-10-13T12:30:00Z",
    },
  ),
  pair(
    "H082",
    ["unfilled_template"],
    [null, null],
    "Polymarket's strike and date are bracketed placeholders.",
    {
      market_id: "KXWTI-27NOV30-T70",
      title: "WTI crude settle on Nov 30, 2027 above $70?",
      rules_primary:
        "If the front-month WTI crude oil futures settlement price on November 30, 2027 is above $70.00 per barrel, then the market resolves to Yes.",
      rules_secondary:
        "The settlement price is the NYMEX Light Sweet Crude Oil (CL) front-month daily settlement published by CME Group. If no settlement is published for that date, the last settlement before it is used.",
      settlement_sources: CME_CL,
      close_time: "2027-11-30T19:30:00Z",
    },
    {
      market_id: "610182",
      question: "WTI above $70 on November 30, 2027?",
      description: `This market will resolve to "Yes" if the front-month NYMEX WTI crude oil futures (CL) settlement price on [DATE], as published by CME Group, is greater than $[STRIKE]. Otherwise, this market will resolve to "No".

If there is no settlement on that date, the most recent settlement before it will be used.`,
      resolution_source:
        "https://www.cmegroup.com/markets/energy/crude-oil/light-sweet-crude.settlements.html",
      end_date: "2027-11-30T20:00:00Z",
    },
  ),
  pair(
    "H083",
    ["unfilled_template"],
    [null, null],
    "Kalshi's date and threshold are brace placeholders.",
    {
      market_id: "KXHIGHNY-27SEP01-T85",
      title: "Central Park high temperature on Sep 1, 2027 above 85°F?",
      rules_primary:
        "If the maximum temperature recorded at Central Park, New York on {date} is above {threshold}°F, then the market resolves to Yes.",
      rules_secondary:
        "The value is the maximum temperature in the National Weather Service Daily Climate Report for Central Park (KNYC), whole degrees Fahrenheit, climate day in local standard time.",
      settlement_sources: NWS("KNYC"),
      close_time: "2027-09-02T04:00:00Z",
    },
    {
      market_id: "610183",
      question: "Central Park high above 85°F on September 1, 2027?",
      description: `This market will resolve to "Yes" if the highest temperature recorded at Central Park (KNYC) on September 1, 2027 is above 85°F, per the National Weather Service Daily Climate Report. Otherwise, this market will resolve to "No".

Whole degrees Fahrenheit; climate day in local standard time; first report only.`,
      resolution_source: "https://forecast.weather.gov/product.php?site=OKX&product=CLI&issuedby=NYC",
      end_date: "2027-09-02T12:00:00Z",
    },
  ),

  // ---- Look-alike subjects.
  pair(
    "H084",
    ["subject_lookalike"],
    ["overlap", "same"],
    "WTI and Brent are different crudes.",
    {
      market_id: "KXWTI-27DEC31-T90",
      title: "Crude oil settle on Dec 31, 2027 above $90?",
      rules_primary:
        "If the front-month WTI crude oil futures settlement price on December 31, 2027 is above $90.00 per barrel, then the market resolves to Yes.",
      rules_secondary:
        "The settlement price is the NYMEX Light Sweet Crude Oil (CL) front-month daily settlement published by CME Group. If no settlement is published for that date, the last settlement before it is used.",
      settlement_sources: CME_CL,
      close_time: "2027-12-31T19:30:00Z",
    },
    {
      market_id: "610184",
      question: "Oil above $90 at the end of 2027?",
      description: `This market will resolve to "Yes" if the front-month ICE Brent crude oil futures settlement price on December 31, 2027, as published by ICE Futures Europe, is greater than $90.00 per barrel. Otherwise, this market will resolve to "No".

If there is no settlement on that date, the most recent settlement before it will be used.`,
      resolution_source: "https://www.ice.com/products/219/Brent-Crude-Futures/data",
      end_date: "2027-12-31T20:00:00Z",
    },
  ),
  pair(
    "H085",
    ["subject_lookalike"],
    ["overlap", "same"],
    "Halcyon Robotics and Halcyon Therapeutics are different companies.",
    {
      market_id: "KXIPOHALCYON-27C-Y",
      title: "Will Halcyon IPO before 2028?",
      rules_primary:
        "If Halcyon Robotics, Inc. completes an initial public offering and its shares begin trading on a U.S. exchange before January 1, 2028, then the market resolves to Yes.",
      rules_secondary: "All times are Eastern Time.",
      early_close_condition: "This market will close and expire early if the event occurs.",
      settlement_sources: SEC,
      close_time: "2028-01-01T04:59:00Z",
    },
    {
      market_id: "610185",
      question: "Halcyon IPO by end of 2027?",
      description: `This market will resolve to "Yes" if Halcyon Therapeutics' shares begin trading on a U.S. stock exchange following an initial public offering by December 31, 2027, 11:59 PM ET. Otherwise, this market will resolve to "No".

This market may resolve early once the event occurs. The resolution source will be a consensus of credible reporting.`,
      resolution_source: "",
      end_date: "2027-12-31T12:00:00Z",
    },
  ),
  pair(
    "H086",
    ["subject_lookalike"],
    ["overlap", "same"],
    "The Nasdaq-100 and the Nasdaq Composite are different indices.",
    {
      market_id: "KXNASDAQ100-27DEC31-T25000",
      title: "Nasdaq close on Dec 31, 2027 above 25,000?",
      rules_primary:
        "If the closing value of the Nasdaq-100 index on December 31, 2027 is above 25,000, then the market resolves to Yes.",
      rules_secondary:
        "The closing value is the official close published by Nasdaq. If markets are closed that day, the official close of the last trading day before it is used.",
      settlement_sources: [{ name: "Nasdaq", url: "https://indexes.nasdaqomx.com/Index/Overview/NDX" }],
      close_time: "2027-12-31T21:00:00Z",
    },
    {
      market_id: "610186",
      question: "Nasdaq above 25,000 at the end of 2027?",
      description: `This market will resolve to "Yes" if the official closing value of the Nasdaq Composite index on December 31, 2027 is greater than 25,000, as published by Nasdaq. Otherwise, this market will resolve to "No".

If markets are closed on that date, the most recent official close before it will be used.`,
      resolution_source: "https://indexes.nasdaqomx.com/Index/Overview/COMP",
      end_date: "2027-12-31T21:00:00Z",
    },
  ),
  pair(
    "H087",
    ["metric"],
    ["overlap", "same"],
    "A day's maximum and a day's minimum are different measures.",
    {
      market_id: "KXHIGHCHI-27JAN20-T20",
      title: "Chicago temperature on Jan 20, 2027 above 20°F?",
      rules_primary:
        "If the maximum temperature at Chicago O'Hare International Airport on January 20, 2027 is above 20°F, then the market resolves to Yes.",
      rules_secondary:
        "The value is the maximum temperature in the National Weather Service Daily Climate Report for O'Hare (KORD), whole degrees Fahrenheit, climate day in local standard time, first report only.",
      settlement_sources: NWS("KORD"),
      close_time: "2027-01-21T06:00:00Z",
    },
    {
      market_id: "610187",
      question: "Chicago temperature above 20°F on January 20, 2027?",
      description: `This market will resolve to "Yes" if the lowest temperature recorded at Chicago O'Hare International Airport (KORD) on January 20, 2027 is above 20°F, according to the National Weather Service Daily Climate Report. Otherwise, this market will resolve to "No".

Whole degrees Fahrenheit; climate day in local standard time; first report only.`,
      resolution_source: "https://forecast.weather.gov/product.php?site=LOT&product=CLI&issuedby=ORD",
      end_date: "2027-01-21T12:00:00Z",
    },
  ),

  // ---- Same contract under a different framing.
  pair(
    "H088",
    ["none"],
    ["identity", "same"],
    "Polymarket states its NO side (3.0% or lower), so its YES is above 3.0%: the same as Kalshi's.",
    {
      market_id: "KXCPIYOY-27OCT-T3.0",
      title: "CPI year-over-year for October 2027 above 3.0%?",
      rules_primary:
        "If the year-over-year change in CPI-U for October 2027 is above 3.0%, then the market resolves to Yes.",
      rules_secondary:
        "The change is the 12-month percent change in the CPI-U, all items, not seasonally adjusted, as first released by the Bureau of Labor Statistics, rounded to one decimal place as published. If the release is delayed, the market remains open until it is published.",
      settlement_sources: BLS_CPI,
      close_time: "2027-11-10T13:25:00Z",
    },
    {
      market_id: "610188",
      question: "October 2027 inflation above 3.0%?",
      description: `This market will resolve to "No" if the 12-month percent change in the U.S. CPI-U (all items, not seasonally adjusted) for October 2027, as first reported by the Bureau of Labor Statistics, is 3.0% or lower. Otherwise, this market will resolve to "Yes".

Read as published, to one decimal place. If the release is delayed, the market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/cpi/",
      end_date: "2027-11-10T13:30:00Z",
    },
  ),
  pair(
    "H089",
    ["none"],
    ["identity", "same"],
    "2.9% to 3.1% inclusive on both venues.",
    {
      market_id: "KXCPIYOY-27NOV-B3.0",
      title: "CPI year-over-year for November 2027 between 2.9% and 3.1%?",
      rules_primary:
        "If the year-over-year change in CPI-U for November 2027 is between 2.9% and 3.1%, inclusive, then the market resolves to Yes.",
      rules_secondary:
        "The change is the 12-month percent change in the CPI-U, all items, not seasonally adjusted, as first released by the Bureau of Labor Statistics, rounded to one decimal place as published. If the release is delayed, the market remains open until it is published.",
      settlement_sources: BLS_CPI,
      close_time: "2027-12-10T13:25:00Z",
    },
    {
      market_id: "610189",
      question: "November 2027 inflation from 2.9% to 3.1%?",
      description: `This market will resolve to "Yes" if the 12-month percent change in the U.S. CPI-U (all items, not seasonally adjusted) for November 2027, as first reported by the Bureau of Labor Statistics, is from 2.9% to 3.1%, inclusive. Otherwise, this market will resolve to "No".

Read as published, to one decimal place. If the release is delayed, the market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/cpi/",
      end_date: "2027-12-10T13:30:00Z",
    },
  ),
];
