/**
 * The development half of the labelled look-alike set: the pairs the matcher's rules were written and
 * corrected against (see README.md in this folder). Leg a is a Kalshi market, leg b a Polymarket
 * market. Every text was written for pix in the venue's style; none is a real market's.
 */
import { pair, SOURCES as S } from "./build.ts";
import type { LabelledPair } from "./types.ts";

const CPI_NOTE =
  "The change is the 12-month percent change in the CPI-U, all items, not seasonally adjusted, as first released by the Bureau of Labor Statistics, rounded to one decimal place as published. If the release is delayed, the market remains open until it is published.";
const U3_NOTE =
  "The rate is the seasonally adjusted U-3 rate as first published by the Bureau of Labor Statistics in the Employment Situation report, rounded to one decimal place as published. If the release is delayed, the market remains open until it is published.";
const BRENT_NOTE =
  "The settlement price is the ICE Brent Crude front-month futures daily settlement published by ICE Futures Europe. If no settlement is published for that date, the last settlement before it is used.";
const CLI = (station: string, name: string) =>
  `The value is taken from the National Weather Service Daily Climate Report for ${name} (${station}), in whole degrees Fahrenheit, for the climate day in local standard time. Only the first report counts.`;

export const DEVELOPMENT_PAIRS: LabelledPair[] = [
  // ---- Clean look-alikes.
  pair(
    "D001",
    ["none"],
    ["identity", "same"],
    "Strictly greater than and exceeds are the same comparator.",
    {
      market_id: "KXCPIYOY-26DEC-T2.9",
      title: "CPI year-over-year for December 2026 above 2.9%?",
      rules_primary:
        "If CPI-U inflation for December 2026 (year-over-year) is strictly greater than 2.9%, then the market resolves to Yes.",
      rules_secondary: CPI_NOTE,
      settlement_sources: S.blsCpi,
      close_time: "2027-01-13T13:25:00Z",
    },
    {
      market_id: "620001",
      question: "December 2026 CPI above 2.9%?",
      description: `This market resolves to "Yes" if the year-over-year CPI-U inflation rate (all items, not seasonally adjusted) for December 2026 exceeds 2.9%, based on the initial release by the U.S. Bureau of Labor Statistics. Otherwise, this market resolves to "No".

The figure is read exactly as published, to one decimal place. If the release is delayed, this market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/cpi/",
      end_date: "2027-01-13T13:30:00Z",
    },
  ),
  pair(
    "D002",
    ["none"],
    ["identity", "same"],
    "Higher than and above; the same rate and print.",
    {
      market_id: "KXU3-26NOV-T4.2",
      title: "Unemployment rate for November 2026 above 4.2%?",
      rules_primary:
        "If the unemployment rate for November 2026 is higher than 4.2%, then the market resolves to Yes.",
      rules_secondary: U3_NOTE,
      settlement_sources: S.blsEmpsit,
      close_time: "2026-12-04T13:25:00Z",
    },
    {
      market_id: "620002",
      question: "Will unemployment be above 4.2% in November 2026?",
      description: `This market will resolve to "Yes" if the U.S. unemployment rate (U-3, seasonally adjusted) for November 2026 is above 4.2%, as first published by the Bureau of Labor Statistics. Otherwise, this market will resolve to "No".

The rate is read to one decimal place, as published. If the report is delayed, this market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/news.release/empsit.toc.htm",
      end_date: "2026-12-04T13:30:00Z",
    },
  ),
  pair(
    "D003",
    ["none"],
    ["identity", "same"],
    "One outcome of the same meeting on both venues.",
    {
      market_id: "KXFED-26DEC-T3.75",
      title: "Fed upper bound after the December 2026 FOMC at 3.75%?",
      rules_primary:
        "If the upper bound of the federal funds target range is 3.75% immediately after the FOMC announcement of December 9, 2026, then the market resolves to Yes.",
      rules_secondary:
        "The target range is read from the FOMC statement released by the Federal Reserve. If the meeting is delayed, the market resolves on the statement of the rescheduled meeting.",
      settlement_sources: S.fomc,
      close_time: "2026-12-09T18:55:00Z",
    },
    {
      market_id: "620003",
      question: "Fed upper bound 3.75% after December 2026 meeting?",
      description: `This market will resolve to "Yes" if the upper limit of the federal funds target range is set at 3.75% following the Federal Reserve's December 2026 FOMC meeting, scheduled to conclude on December 9, 2026. Otherwise, this market will resolve to "No".

The resolution source will be the FOMC statement. If the meeting is rescheduled, the statement after the rescheduled meeting will be used.`,
      resolution_source: "https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm",
      end_date: "2026-12-09T19:00:00Z",
    },
  ),
  pair(
    "D004",
    ["none"],
    ["identity", "same"],
    "ICE Brent front-month settlement, same day and threshold.",
    {
      market_id: "KXBRENT-26DEC31-T80",
      title: "Brent crude settle on Dec 31, 2026 above $80?",
      rules_primary:
        "If the front-month Brent crude oil futures settlement price on December 31, 2026 is above $80.00 per barrel, then the market resolves to Yes.",
      rules_secondary: BRENT_NOTE,
      settlement_sources: S.ice,
      close_time: "2026-12-31T19:00:00Z",
    },
    {
      market_id: "620004",
      question: "Brent above $80 on December 31, 2026?",
      description: `This market will resolve to "Yes" if the ICE Brent Crude front-month futures contract settles above $80.00 per barrel on December 31, 2026, according to ICE Futures Europe. Otherwise, this market will resolve to "No".

If there is no settlement for December 31, 2026, the most recent prior settlement will be used.`,
      resolution_source: "https://www.ice.com/products/219/Brent-Crude-Futures/data",
      end_date: "2026-12-31T19:30:00Z",
    },
  ),
  pair(
    "D005",
    ["none"],
    ["identity", "same"],
    "COMEX silver front-month settlement, same day and threshold.",
    {
      market_id: "KXSILVER-26DEC31-T50",
      title: "Silver settle on Dec 31, 2026 above $50?",
      rules_primary:
        "If the COMEX silver front-month futures settlement price for December 31, 2026 is above $50.00 per troy ounce, then the market resolves to Yes.",
      rules_secondary:
        "Settlement prices are those published by CME Group for the COMEX Silver (SI) front-month contract. If no settlement is published for that date, the most recent prior settlement is used.",
      settlement_sources: S.cmeSilver,
      close_time: "2026-12-31T18:30:00Z",
    },
    {
      market_id: "620005",
      question: "Silver above $50 at the end of 2026?",
      description: `This market will resolve to "Yes" if the front-month COMEX silver futures (SI) settlement price on December 31, 2026, as published by CME Group, is greater than $50.00 per troy ounce. Otherwise, this market will resolve to "No".

If no settlement is published that day, the last settlement before it will be used.`,
      resolution_source: "https://www.cmegroup.com/markets/metals/precious/silver.settlements.html",
      end_date: "2026-12-31T19:00:00Z",
    },
  ),
  pair(
    "D006",
    ["none"],
    ["identity", "same"],
    "Same station, climate day and threshold.",
    {
      market_id: "KXHIGHPHL-27JUL08-T91",
      title: "Philadelphia high temperature on Jul 8, 2027 above 91°F?",
      rules_primary:
        "If the highest temperature recorded at Philadelphia International Airport on July 8, 2027 is above 91°F, then the market resolves to Yes.",
      rules_secondary: CLI("KPHL", "Philadelphia"),
      settlement_sources: S.nws("KPHL"),
      close_time: "2027-07-09T04:00:00Z",
    },
    {
      market_id: "620006",
      question: "Philadelphia high above 91°F on July 8, 2027?",
      description: `This market will resolve to "Yes" if the maximum temperature at Philadelphia International Airport (KPHL) on July 8, 2027 is greater than 91°F, according to the National Weather Service Daily Climate Report. Otherwise, this market will resolve to "No".

Temperatures are in whole degrees Fahrenheit for the climate day (midnight to midnight local standard time), as first reported.`,
      resolution_source: "https://forecast.weather.gov/product.php?site=PHI&product=CLI&issuedby=PHL",
      end_date: "2027-07-09T12:00:00Z",
    },
  ),
  pair(
    "D007",
    ["none"],
    ["identity", "same"],
    "Before July 1, 2027 ET is by 11:59 PM ET on June 30, 2027.",
    {
      market_id: "KXIPOVERIDIAN-27H1-Y",
      title: "Will Veridian Health IPO before July 1, 2027?",
      rules_primary:
        "If Veridian Health, Inc. completes an initial public offering and its shares begin trading on a U.S. exchange before July 1, 2027, then the market resolves to Yes.",
      rules_secondary:
        "All times are Eastern Time. The first day of exchange trading is the date that counts.",
      early_close_condition: "This market will close and expire early if the event occurs.",
      settlement_sources: S.sec,
      close_time: "2027-07-01T03:59:00Z",
    },
    {
      market_id: "620007",
      question: "Veridian Health IPO by June 30, 2027?",
      description: `This market will resolve to "Yes" if Veridian Health's shares begin trading on a U.S. stock exchange following an initial public offering by June 30, 2027, 11:59 PM ET. Otherwise, this market will resolve to "No".

This market may resolve early if the IPO happens. The resolution source will be the listing exchange and a consensus of credible reporting.`,
      resolution_source: "",
      end_date: "2027-06-30T12:00:00Z",
    },
  ),
  pair(
    "D008",
    ["none"],
    ["identity", "same"],
    "Same headline payroll change, first print.",
    {
      market_id: "KXPAYROLLS-26NOV-T75000",
      title: "Nonfarm payrolls for November 2026 above 75,000?",
      rules_primary:
        "If total nonfarm payrolls increased by more than 75,000 in November 2026, then the market resolves to Yes.",
      rules_secondary:
        "The increase is the seasonally adjusted over-the-month change in total nonfarm employment as first reported by the Bureau of Labor Statistics. Revisions are not considered. If the release is delayed, the market remains open until it is published.",
      settlement_sources: S.blsEmpsit,
      close_time: "2026-12-04T13:25:00Z",
    },
    {
      market_id: "620008",
      question: "November 2026 jobs report above 75k?",
      description: `This market will resolve to "Yes" if the initial estimate of the seasonally adjusted change in total nonfarm payrolls for November 2026, published by the Bureau of Labor Statistics, is above 75,000. Otherwise, this market will resolve to "No".

Revisions will not be considered. If the report is delayed, this market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/news.release/empsit.toc.htm",
      end_date: "2026-12-04T13:30:00Z",
    },
  ),
  pair(
    "D009",
    ["none"],
    ["identity", "same"],
    "Advance estimate of Q1 2027 real GDP growth, annual rate, same threshold.",
    {
      market_id: "KXGDP-27Q1-T1.5",
      title: "Q1 2027 real GDP growth (advance) above 1.5%?",
      rules_primary:
        "If real GDP growth for Q1 2027 in the advance estimate is above 1.5%, then the market resolves to Yes.",
      rules_secondary:
        "Growth is the quarterly percent change at a seasonally adjusted annual rate, as published by the Bureau of Economic Analysis in its advance estimate, to one decimal place. Later estimates are not considered. If the release is delayed, the market remains open until it is published.",
      settlement_sources: S.beaGdp,
      close_time: "2027-04-29T12:25:00Z",
    },
    {
      market_id: "620009",
      question: "Q1 2027 GDP growth above 1.5%?",
      description: `This market will resolve to "Yes" if the Bureau of Economic Analysis advance estimate of U.S. real GDP growth for the first quarter of 2027 (seasonally adjusted annual rate) is above 1.5%. Otherwise, this market will resolve to "No".

The figure is taken as published, to one decimal place. Later estimates will not be considered. If the release is delayed, the market will remain open until it is published.`,
      resolution_source: "https://www.bea.gov/data/gdp/gross-domestic-product",
      end_date: "2027-04-29T12:30:00Z",
    },
  ),
  pair(
    "D010",
    ["none"],
    ["identity", "same"],
    "Same pair, minute and threshold.",
    {
      market_id: "KXETHD-26DEC31-T4000",
      title: "Ethereum above $4,000 on Dec 31, 2026 at noon ET?",
      rules_primary:
        "If the price of Ethereum on the Coinbase ETH-USD pair at 12:00 PM ET on December 31, 2026 is above $4,000, then the market resolves to Yes.",
      rules_secondary:
        "The price is the close of the one-minute ETH-USD candle on Coinbase that starts at 12:00 PM ET on December 31, 2026.",
      settlement_sources: S.coinbaseEth,
      close_time: "2026-12-31T17:00:00Z",
    },
    {
      market_id: "620010",
      question: "Ethereum above $4,000 on December 31, 2026 at noon ET?",
      description: `This market will resolve to "Yes" if the Coinbase ETH-USD 1-minute candle beginning at 12:00 PM ET on December 31, 2026 has a final "Close" price higher than $4,000. Otherwise, this market will resolve to "No".

The resolution source for this market is Coinbase, ETH-USD pair.`,
      resolution_source: "https://www.coinbase.com/advanced-trade/spot/ETH-USD",
      end_date: "2026-12-31T17:00:00Z",
    },
  ),
  pair(
    "D011",
    ["none"],
    ["identity", "same"],
    "Treasury's par yield for the same tenor and day.",
    {
      market_id: "KXTNOTE-26DEC31-T4.25",
      title: "10-year Treasury yield on Dec 31, 2026 above 4.25%?",
      rules_primary:
        "If the 10-year Treasury par yield for December 31, 2026 is above 4.25%, then the market resolves to Yes.",
      rules_secondary:
        "The yield is the 10-year rate in the Daily Treasury Par Yield Curve Rates published by the U.S. Department of the Treasury, to two decimal places. If no rate is published for that date, the most recent prior rate is used.",
      settlement_sources: S.treasury,
      close_time: "2026-12-31T21:00:00Z",
    },
    {
      market_id: "620011",
      question: "10-year yield above 4.25% at the end of 2026?",
      description: `This market will resolve to "Yes" if the 10-year Treasury par yield published by the U.S. Department of the Treasury for December 31, 2026 (Daily Treasury Par Yield Curve Rates) is greater than 4.25%. Otherwise, this market will resolve to "No".

If no rate is published for that date, the last rate published before it will be used. Rates are read to two decimal places.`,
      resolution_source: "https://home.treasury.gov/resource-center/data-chart-center/interest-rates",
      end_date: "2026-12-31T22:00:00Z",
    },
  ),
  pair(
    "D012",
    ["none"],
    ["identity", "same"],
    "Core PCE 12-month change, first release, same threshold.",
    {
      market_id: "KXPCECORE-26DEC-T2.6",
      title: "Core PCE inflation for December 2026 above 2.6%?",
      rules_primary:
        "If the year-over-year change in the core PCE price index for December 2026 is above 2.6%, then the market resolves to Yes.",
      rules_secondary:
        "Core PCE is the personal consumption expenditures price index excluding food and energy, as first released by the Bureau of Economic Analysis, rounded to one decimal place as published. If the release is delayed, the market remains open until it is published.",
      settlement_sources: S.beaPce,
      close_time: "2027-01-29T13:25:00Z",
    },
    {
      market_id: "620012",
      question: "Core PCE above 2.6% in December 2026?",
      description: `This market will resolve to "Yes" if the 12-month percent change in the PCE price index excluding food and energy (core PCE) for December 2026, as first released by the Bureau of Economic Analysis, is greater than 2.6%. Otherwise, this market will resolve to "No".

Read to one decimal place as published. If the release is delayed, this market will remain open until it is published.`,
      resolution_source: "https://www.bea.gov/data/personal-consumption-expenditures-price-index",
      end_date: "2027-01-29T13:30:00Z",
    },
  ),
  pair(
    "D013",
    ["none"],
    ["identity", "same"],
    "Nasdaq-100 official close, same day and threshold.",
    {
      market_id: "KXNASDAQ100-26DEC31-T24000",
      title: "Nasdaq-100 close on Dec 31, 2026 above 24,000?",
      rules_primary:
        "If the Nasdaq-100 index closes above 24,000 on December 31, 2026, then the market resolves to Yes.",
      rules_secondary:
        "The closing value is the official close published by Nasdaq. If markets are closed that day, the official close of the last trading day before it is used.",
      settlement_sources: S.nasdaq,
      close_time: "2026-12-31T21:00:00Z",
    },
    {
      market_id: "620013",
      question: "Nasdaq-100 above 24,000 at the end of 2026?",
      description: `This market will resolve to "Yes" if the official closing value of the Nasdaq-100 index on December 31, 2026 is greater than 24,000, as published by Nasdaq. Otherwise, this market will resolve to "No".

If markets are closed that day, the most recent official close before it will be used.`,
      resolution_source: "https://indexes.nasdaqomx.com/Index/Overview/NDX",
      end_date: "2026-12-31T21:00:00Z",
    },
  ),
  pair(
    "D014",
    ["none"],
    ["identity", "same"],
    "PPI final demand, monthly, seasonally adjusted, first release.",
    {
      market_id: "KXPPI-26DEC-T0.2",
      title: "PPI month-over-month for December 2026 above 0.2%?",
      rules_primary:
        "If the month-over-month change in the Producer Price Index for final demand for December 2026 is above 0.2%, then the market resolves to Yes.",
      rules_secondary:
        "The change is the seasonally adjusted one-month percent change in the PPI for final demand as first released by the Bureau of Labor Statistics, rounded to one decimal place as published. If the release is delayed, the market remains open until it is published.",
      settlement_sources: S.blsPpi,
      close_time: "2027-01-14T13:25:00Z",
    },
    {
      market_id: "620014",
      question: "PPI up more than 0.2% in December 2026?",
      description: `This market will resolve to "Yes" if the seasonally adjusted month-over-month change in the U.S. Producer Price Index for final demand for December 2026, as first released by the Bureau of Labor Statistics, is more than 0.2%. Otherwise, this market will resolve to "No".

Read to one decimal place as published. If the release is delayed, this market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/ppi/",
      end_date: "2027-01-14T13:30:00Z",
    },
  ),
  pair(
    "D015",
    ["tick_equivalent"],
    ["identity", "same"],
    "On a one-decimal print, above 2.7% and 2.8% or more are the same prints.",
    {
      market_id: "KXCPIYOY-27FEB-T2.7",
      title: "CPI year-over-year for February 2027 above 2.7%?",
      rules_primary:
        "If the year-over-year change in CPI-U for February 2027 is above 2.7%, then the market resolves to Yes.",
      rules_secondary: CPI_NOTE,
      settlement_sources: S.blsCpi,
      close_time: "2027-03-10T12:25:00Z",
    },
    {
      market_id: "620015",
      question: "February 2027 inflation 2.8% or more?",
      description: `This market will resolve to "Yes" if the 12-month percent change in the U.S. CPI-U (all items, not seasonally adjusted) for February 2027 is 2.8% or more, as first reported by the Bureau of Labor Statistics. Otherwise, this market will resolve to "No".

The figure is read as published, rounded to one decimal place. If the release is delayed, the market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/cpi/",
      end_date: "2027-03-10T12:30:00Z",
    },
  ),
  pair(
    "D016",
    ["tick_equivalent"],
    ["identity", "same"],
    "In whole degrees, above 79°F and 80°F or higher are the same readings.",
    {
      market_id: "KXHIGHBOS-27JUN12-T79",
      title: "Boston high temperature on Jun 12, 2027 above 79°F?",
      rules_primary:
        "If the maximum temperature at Boston Logan International Airport on June 12, 2027 is above 79°F, then the market resolves to Yes.",
      rules_secondary: CLI("KBOS", "Boston"),
      settlement_sources: S.nws("KBOS"),
      close_time: "2027-06-13T04:00:00Z",
    },
    {
      market_id: "620016",
      question: "Boston high 80°F or higher on June 12, 2027?",
      description: `This market will resolve to "Yes" if the high temperature recorded at Boston Logan International Airport (KBOS) on June 12, 2027 is 80°F or higher, per the National Weather Service Daily Climate Report. Otherwise, this market will resolve to "No".

Whole degrees Fahrenheit; climate day in local standard time; first report only.`,
      resolution_source: "https://forecast.weather.gov/product.php?site=BOX&product=CLI&issuedby=BOS",
      end_date: "2027-06-13T12:00:00Z",
    },
  ),
  pair(
    "D017",
    ["settlement_instant"],
    ["identity", "same"],
    "The same settlement; Polymarket's end date is the next day.",
    {
      market_id: "KXNATGAS-27MAR31-T3.5",
      title: "Henry Hub natural gas settle on Mar 31, 2027 above $3.5?",
      rules_primary:
        "If the NYMEX Henry Hub natural gas front-month futures settlement on March 31, 2027 is above $3.50 per MMBtu, then the market resolves to Yes.",
      rules_secondary:
        "The settlement is the daily settlement of the front-month Henry Hub Natural Gas (NG) contract published by CME Group. If no settlement is published on that date, the last settlement published before it is used.",
      settlement_sources: S.cmeGas,
      close_time: "2027-03-31T18:30:00Z",
    },
    {
      market_id: "620017",
      question: "Natural gas above $3.50 on March 31, 2027?",
      description: `This market will resolve to "Yes" if the front-month Henry Hub natural gas futures (NG) settlement price on March 31, 2027, as published by CME Group, is above $3.50 per MMBtu. Otherwise, this market will resolve to "No".

If there is no settlement on that date, the most recent settlement before it will be used.`,
      resolution_source: "https://www.cmegroup.com/markets/energy/natural-gas/natural-gas.settlements.html",
      end_date: "2027-04-01T23:59:00Z",
    },
  ),
  pair(
    "D018",
    ["evidence_standard"],
    ["identity", "same"],
    "The same event and deadline read from different evidence.",
    {
      market_id: "KXIPOBRIGHTWATER-27-Y",
      title: "Will Brightwater Energy IPO in 2027?",
      rules_primary:
        "If Brightwater Energy, Inc. completes an initial public offering and its shares begin trading on a U.S. exchange by 11:59 PM ET on December 31, 2027, then the market resolves to Yes.",
      rules_secondary: "The first trading day is confirmed from the listing exchange's notice.",
      early_close_condition: "This market will close and expire early if the event occurs.",
      settlement_sources: S.sec,
      close_time: "2028-01-01T04:59:00Z",
    },
    {
      market_id: "620018",
      question: "Brightwater Energy IPO by end of 2027?",
      description: `This market will resolve to "Yes" if Brightwater Energy's shares begin trading on a U.S. stock exchange following an initial public offering by December 31, 2027, 11:59 PM ET. Otherwise, this market will resolve to "No".

This market may resolve early once the event occurs. The resolution source will be a consensus of credible reporting.`,
      resolution_source: "",
      end_date: "2027-12-31T12:00:00Z",
    },
  ),
  pair(
    "D019",
    ["none"],
    ["identity", "same"],
    "A reduction at the same scheduled meeting.",
    {
      market_id: "KXFEDDECISION-27JAN-C",
      title: "Will the Fed cut rates in January 2027?",
      rules_primary:
        "If the FOMC reduces the target range for the federal funds rate at its meeting concluding January 27, 2027, then the market resolves to Yes.",
      rules_secondary:
        "The decision is taken from the FOMC statement. If the meeting is postponed, the market resolves on the rescheduled meeting.",
      settlement_sources: S.fomc,
      close_time: "2027-01-27T18:55:00Z",
    },
    {
      market_id: "620019",
      question: "Fed rate cut in January 2027?",
      description: `This market will resolve to "Yes" if the Federal Reserve cuts the target federal funds range at its January 2027 FOMC meeting, concluding January 27, 2027. Otherwise, this market will resolve to "No".

The resolution source is the FOMC statement. If the meeting is rescheduled, the rescheduled meeting's decision will be used.`,
      resolution_source: "https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm",
      end_date: "2027-01-27T19:00:00Z",
    },
  ),
  pair(
    "D020",
    ["none"],
    ["identity", "same"],
    "Polymarket names its NO side (4.5% or lower): its YES is above 4.5%.",
    {
      market_id: "KXU3-27MAR-T4.5",
      title: "Unemployment rate for March 2027 above 4.5%?",
      rules_primary:
        "If the U-3 unemployment rate for March 2027 is above 4.5%, then the market resolves to Yes.",
      rules_secondary: U3_NOTE,
      settlement_sources: S.blsEmpsit,
      close_time: "2027-04-02T12:25:00Z",
    },
    {
      market_id: "620020",
      question: "Unemployment above 4.5% in March 2027?",
      description: `This market will resolve to "No" if the U.S. unemployment rate (U-3, seasonally adjusted) for March 2027, as first published by the Bureau of Labor Statistics, is 4.5% or lower. Otherwise, this market will resolve to "Yes".

The rate is read to one decimal place as published. If the report is delayed, the market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/news.release/empsit.toc.htm",
      end_date: "2027-04-02T12:30:00Z",
    },
  ),
  pair(
    "D021",
    ["none"],
    ["identity", "same"],
    "4.2% to 4.4% inclusive on both.",
    {
      market_id: "KXU3-27APR-B4.3",
      title: "Unemployment rate for April 2027 between 4.2% and 4.4%?",
      rules_primary:
        "If the U-3 unemployment rate for April 2027 is between 4.2% and 4.4%, inclusive, then the market resolves to Yes.",
      rules_secondary: U3_NOTE,
      settlement_sources: S.blsEmpsit,
      close_time: "2027-05-07T12:25:00Z",
    },
    {
      market_id: "620021",
      question: "Unemployment between 4.2% and 4.4% in April 2027?",
      description: `This market will resolve to "Yes" if the U.S. unemployment rate (U-3, seasonally adjusted) for April 2027 is between 4.2% and 4.4% (inclusive), as first published by the Bureau of Labor Statistics. Otherwise, this market will resolve to "No".

Read to one decimal place as published. If the report is delayed, the market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/news.release/empsit.toc.htm",
      end_date: "2027-05-07T12:30:00Z",
    },
  ),
  pair(
    "D022",
    ["none"],
    ["identity", "same"],
    "The same day's minimum at the same station.",
    {
      market_id: "KXLOWSEA-27JAN05-T40",
      title: "Seattle low temperature on Jan 5, 2027 above 40°F?",
      rules_primary:
        "If the minimum temperature at Seattle-Tacoma International Airport on January 5, 2027 is above 40°F, then the market resolves to Yes.",
      rules_secondary: CLI("KSEA", "Seattle-Tacoma"),
      settlement_sources: S.nws("KSEA"),
      close_time: "2027-01-06T08:00:00Z",
    },
    {
      market_id: "620022",
      question: "Seattle low above 40°F on January 5, 2027?",
      description: `This market will resolve to "Yes" if the lowest temperature recorded at Seattle-Tacoma International Airport (KSEA) on January 5, 2027 is above 40°F, per the National Weather Service Daily Climate Report. Otherwise, this market will resolve to "No".

Whole degrees Fahrenheit; climate day in local standard time; first report only.`,
      resolution_source: "https://forecast.weather.gov/product.php?site=SEW&product=CLI&issuedby=SEA",
      end_date: "2027-01-06T12:00:00Z",
    },
  ),

  // ---- ≥ against >.
  pair(
    "D023",
    ["comparator_offset"],
    ["superset", "same"],
    "3.1% or more counts a print of 3.1%; above 3.1% does not.",
    {
      market_id: "KXCPIYOY-27JAN-T3.1",
      title: "CPI year-over-year for January 2027 3.1% or more?",
      rules_primary:
        "If the year-over-year change in CPI-U for January 2027 is 3.1% or more, then the market resolves to Yes.",
      rules_secondary: CPI_NOTE,
      settlement_sources: S.blsCpi,
      close_time: "2027-02-10T13:25:00Z",
    },
    {
      market_id: "620023",
      question: "January 2027 inflation above 3.1%?",
      description: `This market will resolve to "Yes" if the 12-month percent change in the U.S. CPI-U (all items, not seasonally adjusted) for January 2027, as first reported by the Bureau of Labor Statistics, is above 3.1%. Otherwise, this market will resolve to "No".

Read as published, to one decimal place. If the release is delayed, the market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/cpi/",
      end_date: "2027-02-10T13:30:00Z",
    },
  ),
  pair(
    "D024",
    ["comparator_offset"],
    ["subset", "same"],
    "Above 4.2% misses 4.2%, which 4.2% or higher counts.",
    {
      market_id: "KXU3-26DEC-T4.2",
      title: "Unemployment rate for December 2026 above 4.2%?",
      rules_primary:
        "If the U-3 unemployment rate for December 2026 is above 4.2%, then the market resolves to Yes.",
      rules_secondary: U3_NOTE,
      settlement_sources: S.blsEmpsit,
      close_time: "2027-01-08T13:25:00Z",
    },
    {
      market_id: "620024",
      question: "Unemployment 4.2% or higher in December 2026?",
      description: `This market will resolve to "Yes" if the U.S. unemployment rate (U-3, seasonally adjusted) for December 2026 is 4.2% or higher, as first published by the Bureau of Labor Statistics. Otherwise, this market will resolve to "No".

Read to one decimal place as published. If the report is delayed, the market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/news.release/empsit.toc.htm",
      end_date: "2027-01-08T13:30:00Z",
    },
  ),
  pair(
    "D025",
    ["comparator_offset"],
    ["subset", "same"],
    "At least 110°F counts 110°F; above 110°F does not.",
    {
      market_id: "KXHIGHPHX-27JUL18-T110",
      title: "Phoenix high temperature on Jul 18, 2027 above 110°F?",
      rules_primary:
        "If the maximum temperature at Phoenix Sky Harbor International Airport on July 18, 2027 is above 110°F, then the market resolves to Yes.",
      rules_secondary: CLI("KPHX", "Phoenix Sky Harbor"),
      settlement_sources: S.nws("KPHX"),
      close_time: "2027-07-19T07:00:00Z",
    },
    {
      market_id: "620025",
      question: "Phoenix high at least 110°F on July 18, 2027?",
      description: `This market will resolve to "Yes" if the high temperature at Phoenix Sky Harbor International Airport (KPHX) on July 18, 2027 is at least 110°F, according to the National Weather Service Daily Climate Report. Otherwise, this market will resolve to "No".

Whole degrees Fahrenheit; climate day in local standard time; first report only.`,
      resolution_source: "https://forecast.weather.gov/product.php?site=PSR&product=CLI&issuedby=PHX",
      end_date: "2027-07-19T12:00:00Z",
    },
  ),
  pair(
    "D026",
    ["comparator_offset"],
    ["superset", "same"],
    "At or above $85 counts a settlement of $85.00.",
    {
      market_id: "KXBRENT-27MAR31-T85",
      title: "Brent crude settle on Mar 31, 2027 at or above $85?",
      rules_primary:
        "If the front-month Brent crude oil futures settlement price on March 31, 2027 is at or above $85.00 per barrel, then the market resolves to Yes.",
      rules_secondary: BRENT_NOTE,
      settlement_sources: S.ice,
      close_time: "2027-03-31T18:00:00Z",
    },
    {
      market_id: "620026",
      question: "Brent above $85 on March 31, 2027?",
      description: `This market will resolve to "Yes" if the ICE Brent Crude front-month futures settlement price on March 31, 2027, according to ICE Futures Europe, is more than $85.00 per barrel. Otherwise, this market will resolve to "No".

If there is no settlement for that date, the most recent prior settlement will be used.`,
      resolution_source: "https://www.ice.com/products/219/Brent-Crude-Futures/data",
      end_date: "2027-03-31T18:30:00Z",
    },
  ),
  pair(
    "D027",
    ["comparator_offset"],
    ["subset", "same"],
    "$4,500 or higher counts a close of exactly $4,500.",
    {
      market_id: "KXETHD-27MAR31-T4500",
      title: "Ethereum above $4,500 on Mar 31, 2027 at noon ET?",
      rules_primary:
        "If the price of Ethereum on the Coinbase ETH-USD pair at 12:00 PM ET on March 31, 2027 is above $4,500, then the market resolves to Yes.",
      rules_secondary:
        "The price is the close of the one-minute ETH-USD candle on Coinbase that starts at 12:00 PM ET on March 31, 2027.",
      settlement_sources: S.coinbaseEth,
      close_time: "2027-03-31T16:00:00Z",
    },
    {
      market_id: "620027",
      question: "Ethereum $4,500 or higher at noon ET on March 31, 2027?",
      description: `This market will resolve to "Yes" if the Coinbase ETH-USD 1-minute candle beginning at 12:00 PM ET on March 31, 2027 has a final "Close" price of $4,500 or higher. Otherwise, this market will resolve to "No".

The resolution source for this market is Coinbase, ETH-USD pair.`,
      resolution_source: "https://www.coinbase.com/advanced-trade/spot/ETH-USD",
      end_date: "2027-03-31T16:00:00Z",
    },
  ),
  pair(
    "D028",
    ["comparator_offset"],
    ["superset", "same"],
    "At least 200,000 counts exactly 200,000.",
    {
      market_id: "KXPAYROLLS-27FEB-T200000",
      title: "Nonfarm payrolls for February 2027 at least 200,000?",
      rules_primary:
        "If the change in total nonfarm payrolls for February 2027 is at least 200,000, then the market resolves to Yes.",
      rules_secondary:
        "The change is the seasonally adjusted over-the-month change as first reported by the Bureau of Labor Statistics. If the release is delayed, the market remains open until it is published.",
      settlement_sources: S.blsEmpsit,
      close_time: "2027-03-05T13:25:00Z",
    },
    {
      market_id: "620028",
      question: "More than 200k jobs in February 2027?",
      description: `This market will resolve to "Yes" if the initial BLS estimate of the seasonally adjusted change in total nonfarm payrolls for February 2027 is greater than 200,000. Otherwise, this market will resolve to "No".

If the report is delayed, this market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/news.release/empsit.toc.htm",
      end_date: "2027-03-05T13:30:00Z",
    },
  ),
  pair(
    "D029",
    ["comparator_offset"],
    ["subset", "same"],
    "4.50% or above counts a yield of 4.50%.",
    {
      market_id: "KXTNOTE-27MAR31-T4.50",
      title: "10-year Treasury yield on Mar 31, 2027 above 4.50%?",
      rules_primary:
        "If the 10-year Treasury par yield for March 31, 2027 is above 4.50%, then the market resolves to Yes.",
      rules_secondary:
        "The yield is the 10-year rate in the Daily Treasury Par Yield Curve Rates published by the U.S. Department of the Treasury, to two decimal places. If no rate is published for that date, the most recent prior rate is used.",
      settlement_sources: S.treasury,
      close_time: "2027-03-31T20:00:00Z",
    },
    {
      market_id: "620029",
      question: "10-year yield 4.50% or above on March 31, 2027?",
      description: `This market will resolve to "Yes" if the 10-year Treasury par yield published by the U.S. Department of the Treasury for March 31, 2027 is 4.50% or above. Otherwise, this market will resolve to "No".

If no rate is published for that date, the last rate before it will be used. Rates are read to two decimal places.`,
      resolution_source: "https://home.treasury.gov/resource-center/data-chart-center/interest-rates",
      end_date: "2027-03-31T21:00:00Z",
    },
  ),

  // ---- Neighbouring rungs.
  pair(
    "D030",
    ["threshold_differs"],
    ["subset", "same"],
    "Above 2.8% implies above 2.6%.",
    {
      market_id: "KXCPIYOY-27MAR-T2.8",
      title: "CPI year-over-year for March 2027 above 2.8%?",
      rules_primary:
        "If the year-over-year change in CPI-U for March 2027 is above 2.8%, then the market resolves to Yes.",
      rules_secondary: CPI_NOTE,
      settlement_sources: S.blsCpi,
      close_time: "2027-04-14T12:25:00Z",
    },
    {
      market_id: "620030",
      question: "March 2027 inflation above 2.6%?",
      description: `This market will resolve to "Yes" if the 12-month percent change in the U.S. CPI-U (all items, not seasonally adjusted) for March 2027, as first reported by the Bureau of Labor Statistics, is above 2.6%. Otherwise, this market will resolve to "No".

Read as published, to one decimal place. If the release is delayed, the market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/cpi/",
      end_date: "2027-04-14T12:30:00Z",
    },
  ),
  pair(
    "D031",
    ["threshold_differs"],
    ["superset", "same"],
    "Above $75 is implied by above $85.",
    {
      market_id: "KXBRENT-27JUN30-T75",
      title: "Brent crude settle on Jun 30, 2027 above $75?",
      rules_primary:
        "If the front-month Brent crude oil futures settlement price on June 30, 2027 is above $75.00 per barrel, then the market resolves to Yes.",
      rules_secondary: BRENT_NOTE,
      settlement_sources: S.ice,
      close_time: "2027-06-30T18:00:00Z",
    },
    {
      market_id: "620031",
      question: "Brent above $85 on June 30, 2027?",
      description: `This market will resolve to "Yes" if the ICE Brent Crude front-month futures settlement price on June 30, 2027, according to ICE Futures Europe, is above $85.00 per barrel. Otherwise, this market will resolve to "No".

If there is no settlement for that date, the most recent prior settlement will be used.`,
      resolution_source: "https://www.ice.com/products/219/Brent-Crude-Futures/data",
      end_date: "2027-06-30T18:30:00Z",
    },
  ),
  pair(
    "D032",
    ["threshold_differs"],
    ["superset", "same"],
    "Above 88°F is implied by above 92°F.",
    {
      market_id: "KXHIGHPHL-27JUL21-T88",
      title: "Philadelphia high temperature on Jul 21, 2027 above 88°F?",
      rules_primary:
        "If the highest temperature recorded at Philadelphia International Airport on July 21, 2027 is above 88°F, then the market resolves to Yes.",
      rules_secondary: CLI("KPHL", "Philadelphia"),
      settlement_sources: S.nws("KPHL"),
      close_time: "2027-07-22T04:00:00Z",
    },
    {
      market_id: "620032",
      question: "Philadelphia high above 92°F on July 21, 2027?",
      description: `This market will resolve to "Yes" if the maximum temperature at Philadelphia International Airport (KPHL) on July 21, 2027 is above 92°F, according to the National Weather Service Daily Climate Report. Otherwise, this market will resolve to "No".

Whole degrees Fahrenheit; climate day in local standard time; first report only.`,
      resolution_source: "https://forecast.weather.gov/product.php?site=PHI&product=CLI&issuedby=PHL",
      end_date: "2027-07-22T12:00:00Z",
    },
  ),
  pair(
    "D033",
    ["threshold_differs"],
    ["subset", "same"],
    "Above $150,000 implies above $130,000.",
    {
      market_id: "KXBTCD-27JUN30-T150000",
      title: "Bitcoin above $150,000 on Jun 30, 2027 at 5pm ET?",
      rules_primary:
        "If the price of Bitcoin on the Coinbase BTC-USD pair at 5:00 PM ET on June 30, 2027 is above $150,000, then the market resolves to Yes.",
      rules_secondary:
        "The price is the close of the one-minute BTC-USD candle on Coinbase that starts at 5:00 PM ET on June 30, 2027.",
      settlement_sources: S.coinbaseBtc,
      close_time: "2027-06-30T21:00:00Z",
    },
    {
      market_id: "620033",
      question: "Bitcoin above $130,000 on June 30, 2027 at 5PM ET?",
      description: `This market will resolve to "Yes" if the Coinbase BTC-USD 1-minute candle beginning at 5:00 PM ET on June 30, 2027 has a final "Close" price above $130,000. Otherwise, this market will resolve to "No".

The resolution source for this market is Coinbase, BTC-USD pair.`,
      resolution_source: "https://www.coinbase.com/advanced-trade/spot/BTC-USD",
      end_date: "2027-06-30T21:00:00Z",
    },
  ),

  // ---- Buckets.
  pair(
    "D034",
    ["bucket_shape"],
    ["subset", "same"],
    "4.3–4.5% is inside 4.3% or above.",
    {
      market_id: "KXU3-27MAY-B4.4",
      title: "Unemployment rate for May 2027 between 4.3% and 4.5%?",
      rules_primary:
        "If the U-3 unemployment rate for May 2027 is between 4.3% and 4.5%, inclusive, then the market resolves to Yes.",
      rules_secondary: U3_NOTE,
      settlement_sources: S.blsEmpsit,
      close_time: "2027-06-04T12:25:00Z",
    },
    {
      market_id: "620034",
      question: "Unemployment 4.3% or above in May 2027?",
      description: `This market will resolve to "Yes" if the U.S. unemployment rate (U-3, seasonally adjusted) for May 2027 is 4.3% or above, as first published by the Bureau of Labor Statistics. Otherwise, this market will resolve to "No".

Read to one decimal place as published. If the report is delayed, the market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/news.release/empsit.toc.htm",
      end_date: "2027-06-04T12:30:00Z",
    },
  ),
  pair(
    "D035",
    ["bucket_shape"],
    ["subset", "same"],
    "On a one-decimal print, exactly 3.0% is one of the prints above 2.9%.",
    {
      market_id: "KXCPIYOY-27APR-B3.0",
      title: "CPI year-over-year for April 2027 exactly 3.0%?",
      rules_primary:
        "If the year-over-year change in CPI-U for April 2027 is exactly 3.0%, then the market resolves to Yes.",
      rules_secondary: CPI_NOTE,
      settlement_sources: S.blsCpi,
      close_time: "2027-05-12T12:25:00Z",
    },
    {
      market_id: "620035",
      question: "April 2027 inflation above 2.9%?",
      description: `This market will resolve to "Yes" if the 12-month percent change in the U.S. CPI-U (all items, not seasonally adjusted) for April 2027, as first reported by the Bureau of Labor Statistics, is above 2.9%. Otherwise, this market will resolve to "No".

Read as published, rounded to one decimal place. If the release is delayed, the market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/cpi/",
      end_date: "2027-05-12T12:30:00Z",
    },
  ),
  pair(
    "D036",
    ["bucket_shape"],
    ["disjoint", "same"],
    "105–106°F and above 106°F share no whole degree.",
    {
      market_id: "KXHIGHPHX-27AUG02-B105.5",
      title: "Phoenix high temperature on Aug 2, 2027 105-106°F?",
      rules_primary:
        "If the maximum temperature at Phoenix Sky Harbor International Airport on August 2, 2027 is between 105°F and 106°F, inclusive, then the market resolves to Yes.",
      rules_secondary: CLI("KPHX", "Phoenix Sky Harbor"),
      settlement_sources: S.nws("KPHX"),
      close_time: "2027-08-03T07:00:00Z",
    },
    {
      market_id: "620036",
      question: "Phoenix high above 106°F on August 2, 2027?",
      description: `This market will resolve to "Yes" if the high temperature at Phoenix Sky Harbor International Airport (KPHX) on August 2, 2027 is above 106°F, according to the National Weather Service Daily Climate Report. Otherwise, this market will resolve to "No".

Whole degrees Fahrenheit; climate day in local standard time; first report only.`,
      resolution_source: "https://forecast.weather.gov/product.php?site=PSR&product=CLI&issuedby=PHX",
      end_date: "2027-08-03T12:00:00Z",
    },
  ),
  pair(
    "D037",
    ["bucket_shape"],
    ["subset", "same"],
    "An upper bound of exactly 4.00% is one outcome of 4.00% or higher.",
    {
      market_id: "KXFED-27JAN-T4.00",
      title: "Fed upper bound after the January 2027 FOMC at 4.00%?",
      rules_primary:
        "If the upper bound of the federal funds target range is 4.00% following the FOMC meeting concluding on January 27, 2027, then the market resolves to Yes.",
      rules_secondary:
        "The target range is taken from the FOMC statement published by the Federal Reserve. If the meeting is postponed, the market resolves on the rescheduled meeting.",
      settlement_sources: S.fomc,
      close_time: "2027-01-27T18:55:00Z",
    },
    {
      market_id: "620037",
      question: "Fed upper bound 4.00% or higher after January 2027 meeting?",
      description: `This market will resolve to "Yes" if the upper bound of the target federal funds range is 4.00% or higher following the Federal Reserve's January 2027 FOMC meeting (concluding January 27, 2027). Otherwise, this market will resolve to "No".

The resolution source is the FOMC statement. If the meeting is rescheduled, the statement after the rescheduled meeting will be used.`,
      resolution_source: "https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm",
      end_date: "2027-01-27T19:00:00Z",
    },
  ),
  pair(
    "D038",
    ["bucket_shape"],
    ["overlap", "same"],
    "50,000–99,999 and above 75,000 share 75,001–99,999.",
    {
      market_id: "KXPAYROLLS-27MAR-B75000",
      title: "Nonfarm payrolls for March 2027 between 50,000 and 99,999?",
      rules_primary:
        "If the change in total nonfarm payrolls for March 2027 is between 50,000 and 99,999, inclusive, then the market resolves to Yes.",
      rules_secondary:
        "The change is the seasonally adjusted over-the-month change as first reported by the Bureau of Labor Statistics. If the release is delayed, the market remains open until it is published.",
      settlement_sources: S.blsEmpsit,
      close_time: "2027-04-02T12:25:00Z",
    },
    {
      market_id: "620038",
      question: "March 2027 payrolls above 75k?",
      description: `This market will resolve to "Yes" if the initial BLS estimate of the seasonally adjusted change in total nonfarm payrolls for March 2027 is above 75,000. Otherwise, this market will resolve to "No".

If the report is delayed, this market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/news.release/empsit.toc.htm",
      end_date: "2027-04-02T12:30:00Z",
    },
  ),
  pair(
    "D039",
    ["bucket_shape"],
    ["overlap", "same"],
    "$3,800–$3,999.99 and $3,900–$4,099.99 share $3,900–$3,999.99.",
    {
      market_id: "KXGOLD-27MAR31-B3900",
      title: "Gold settle on Mar 31, 2027 between $3,800 and $3,999.99?",
      rules_primary:
        "If the COMEX gold front-month futures settlement price for March 31, 2027 is between $3,800 and $3,999.99 per troy ounce, inclusive, then the market resolves to Yes.",
      rules_secondary:
        "Settlement prices are those published by CME Group for COMEX Gold (GC). If no settlement is published for that date, the most recent prior settlement is used.",
      settlement_sources: S.cmeGold,
      close_time: "2027-03-31T17:30:00Z",
    },
    {
      market_id: "620039",
      question: "Gold between $3,900 and $4,100 on March 31, 2027?",
      description: `This market will resolve to "Yes" if the front-month COMEX gold futures (GC) settlement price on March 31, 2027, as published by CME Group, is between $3,900 and $4,099.99 per troy ounce, inclusive. Otherwise, this market will resolve to "No".

If there is no settlement that day, the last settlement before it will be used.`,
      resolution_source: "https://www.cmegroup.com/markets/metals/precious/gold.settlements.html",
      end_date: "2027-03-31T18:00:00Z",
    },
  ),
  pair(
    "D040",
    ["bucket_shape"],
    ["subset", "same"],
    "On a one-decimal print, 2.5–2.7% is inside below 2.8%.",
    {
      market_id: "KXCPIYOY-27MAY-B2.6",
      title: "CPI year-over-year for May 2027 between 2.5% and 2.7%?",
      rules_primary:
        "If the year-over-year change in CPI-U for May 2027 is between 2.5% and 2.7%, inclusive, then the market resolves to Yes.",
      rules_secondary: CPI_NOTE,
      settlement_sources: S.blsCpi,
      close_time: "2027-06-10T12:25:00Z",
    },
    {
      market_id: "620040",
      question: "May 2027 inflation below 2.8%?",
      description: `This market will resolve to "Yes" if the 12-month percent change in the U.S. CPI-U (all items, not seasonally adjusted) for May 2027, as first reported by the Bureau of Labor Statistics, is below 2.8%. Otherwise, this market will resolve to "No".

Read as published, to one decimal place. If the release is delayed, the market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/cpi/",
      end_date: "2027-06-10T12:30:00Z",
    },
  ),

  // ---- Settlement sources.
  pair(
    "D041",
    ["source_station"],
    ["overlap", "same"],
    "Bush Intercontinental and Hobby are different stations.",
    {
      market_id: "KXHIGHHOU-27AUG20-T98",
      title: "Houston high temperature on Aug 20, 2027 above 98°F?",
      rules_primary:
        "If the maximum temperature at Houston George Bush Intercontinental Airport on August 20, 2027 is above 98°F, then the market resolves to Yes.",
      rules_secondary: CLI("KIAH", "Houston Intercontinental"),
      settlement_sources: S.nws("KIAH"),
      close_time: "2027-08-21T05:00:00Z",
    },
    {
      market_id: "620041",
      question: "Houston high above 98°F on August 20, 2027?",
      description: `This market will resolve to "Yes" if the high temperature at Houston William P. Hobby Airport (KHOU) on August 20, 2027 is above 98°F, according to the National Weather Service Daily Climate Report. Otherwise, this market will resolve to "No".

Whole degrees Fahrenheit; climate day in local standard time; first report only.`,
      resolution_source: "https://forecast.weather.gov/product.php?site=HGX&product=CLI&issuedby=HOU",
      end_date: "2027-08-21T12:00:00Z",
    },
  ),
  pair(
    "D042",
    ["source_station"],
    ["overlap", "same"],
    "DFW and Love Field are different stations.",
    {
      market_id: "KXHIGHDAL-27JUL30-T101",
      title: "Dallas high temperature on Jul 30, 2027 above 101°F?",
      rules_primary:
        "If the maximum temperature at Dallas/Fort Worth International Airport on July 30, 2027 is above 101°F, then the market resolves to Yes.",
      rules_secondary: CLI("KDFW", "Dallas/Fort Worth"),
      settlement_sources: S.nws("KDFW"),
      close_time: "2027-07-31T05:00:00Z",
    },
    {
      market_id: "620042",
      question: "Dallas high above 101°F on July 30, 2027?",
      description: `This market will resolve to "Yes" if the highest temperature at Dallas Love Field (KDAL) on July 30, 2027 is above 101°F, per the National Weather Service Daily Climate Report. Otherwise, this market will resolve to "No".

Whole degrees Fahrenheit; climate day in local standard time; first report only.`,
      resolution_source: "https://forecast.weather.gov/product.php?site=FWD&product=CLI&issuedby=DAL",
      end_date: "2027-07-31T12:00:00Z",
    },
  ),
  pair(
    "D043",
    ["source_station"],
    ["overlap", "same"],
    "Reagan National and Dulles are different stations.",
    {
      market_id: "KXHIGHDC-27JUL14-T95",
      title: "Washington DC high temperature on Jul 14, 2027 above 95°F?",
      rules_primary:
        "If the maximum temperature at Ronald Reagan Washington National Airport on July 14, 2027 is above 95°F, then the market resolves to Yes.",
      rules_secondary: CLI("KDCA", "Washington National"),
      settlement_sources: S.nws("KDCA"),
      close_time: "2027-07-15T04:00:00Z",
    },
    {
      market_id: "620043",
      question: "DC high above 95°F on July 14, 2027?",
      description: `This market will resolve to "Yes" if the high temperature at Washington Dulles International Airport (KIAD) on July 14, 2027 is above 95°F, according to the National Weather Service Daily Climate Report. Otherwise, this market will resolve to "No".

Whole degrees Fahrenheit; climate day in local standard time; first report only.`,
      resolution_source: "https://forecast.weather.gov/product.php?site=LWX&product=CLI&issuedby=IAD",
      end_date: "2027-07-15T12:00:00Z",
    },
  ),
  pair(
    "D044",
    ["source_station"],
    ["overlap", "same"],
    "Sea-Tac and Boeing Field are different stations.",
    {
      market_id: "KXHIGHSEA-27AUG05-T85",
      title: "Seattle high temperature on Aug 5, 2027 above 85°F?",
      rules_primary:
        "If the maximum temperature at Seattle-Tacoma International Airport on August 5, 2027 is above 85°F, then the market resolves to Yes.",
      rules_secondary: CLI("KSEA", "Seattle-Tacoma"),
      settlement_sources: S.nws("KSEA"),
      close_time: "2027-08-06T08:00:00Z",
    },
    {
      market_id: "620044",
      question: "Seattle high above 85°F on August 5, 2027?",
      description: `This market will resolve to "Yes" if the highest temperature at Seattle's Boeing Field, King County International Airport (KBFI), on August 5, 2027 is above 85°F, per the National Weather Service Daily Climate Report. Otherwise, this market will resolve to "No".

Whole degrees Fahrenheit; climate day in local standard time; first report only.`,
      resolution_source: "https://forecast.weather.gov/product.php?site=SEW&product=CLI&issuedby=BFI",
      end_date: "2027-08-06T12:00:00Z",
    },
  ),
  pair(
    "D045",
    ["source_series"],
    ["overlap", "same"],
    "Coinbase ETH-USD and Kraken ETH/USD are different price series.",
    {
      market_id: "KXETHD-27JUN30-T5000",
      title: "Ethereum above $5,000 on Jun 30, 2027 at noon ET?",
      rules_primary:
        "If the price of Ethereum on the Coinbase ETH-USD pair at 12:00 PM ET on June 30, 2027 is above $5,000, then the market resolves to Yes.",
      rules_secondary:
        "The price is the close of the one-minute ETH-USD candle on Coinbase that starts at 12:00 PM ET on June 30, 2027.",
      settlement_sources: S.coinbaseEth,
      close_time: "2027-06-30T16:00:00Z",
    },
    {
      market_id: "620045",
      question: "Ethereum above $5,000 at noon ET on June 30, 2027?",
      description: `This market will resolve to "Yes" if the Kraken ETH/USD 1-minute candle beginning at 12:00 PM ET on June 30, 2027 has a final "Close" price above $5,000. Otherwise, this market will resolve to "No".

The resolution source for this market is Kraken, ETH/USD pair. Other exchanges will not be considered.`,
      resolution_source: "https://pro.kraken.com/app/trade/eth-usd",
      end_date: "2027-06-30T16:00:00Z",
    },
  ),
  pair(
    "D046",
    ["source_series"],
    ["overlap", "same"],
    "Headline PCE and core PCE are different series.",
    {
      market_id: "KXPCE-27JAN-T2.5",
      title: "PCE inflation for January 2027 above 2.5%?",
      rules_primary:
        "If the year-over-year change in the PCE price index for January 2027 is above 2.5%, then the market resolves to Yes.",
      rules_secondary:
        "The figure is the percent change from a year ago in the headline personal consumption expenditures price index, as first released by the Bureau of Economic Analysis, rounded to one decimal place as published. If the release is delayed, the market remains open until it is published.",
      settlement_sources: S.beaPce,
      close_time: "2027-02-26T13:25:00Z",
    },
    {
      market_id: "620046",
      question: "PCE inflation above 2.5% in January 2027?",
      description: `This market will resolve to "Yes" if the 12-month percent change in the core PCE price index (excluding food and energy) for January 2027, as first released by the Bureau of Economic Analysis, is above 2.5%. Otherwise, this market will resolve to "No".

Read to one decimal place as published. If the release is delayed, this market will remain open until it is published.`,
      resolution_source: "https://www.bea.gov/data/personal-consumption-expenditures-price-index",
      end_date: "2027-02-26T13:30:00Z",
    },
  ),
  pair(
    "D047",
    ["source_series"],
    ["overlap", "same"],
    "PPI final demand and PPI final demand less foods, energy and trade services are different series.",
    {
      market_id: "KXPPI-27JAN-T0.3",
      title: "PPI month-over-month for January 2027 above 0.3%?",
      rules_primary:
        "If the month-over-month change in the Producer Price Index for final demand for January 2027 is above 0.3%, then the market resolves to Yes.",
      rules_secondary:
        "The change is the seasonally adjusted one-month percent change in the PPI for final demand as first released by the Bureau of Labor Statistics, rounded to one decimal place as published.",
      settlement_sources: S.blsPpi,
      close_time: "2027-02-11T13:25:00Z",
    },
    {
      market_id: "620047",
      question: "PPI up more than 0.3% in January 2027?",
      description: `This market will resolve to "Yes" if the seasonally adjusted monthly change in the PPI for final demand less foods, energy, and trade services for January 2027, as first released by the Bureau of Labor Statistics, is greater than 0.3%. Otherwise, this market will resolve to "No".

Read to one decimal place as published.`,
      resolution_source: "https://www.bls.gov/ppi/",
      end_date: "2027-02-11T13:30:00Z",
    },
  ),
  pair(
    "D048",
    ["source_series"],
    ["overlap", "same"],
    "The nominal par yield and the real (TIPS) yield are different series.",
    {
      market_id: "KXTNOTE-27JUN30-T4.00",
      title: "10-year Treasury yield on Jun 30, 2027 above 4.00%?",
      rules_primary:
        "If the 10-year Treasury par yield for June 30, 2027 is above 4.00%, then the market resolves to Yes.",
      rules_secondary:
        "The yield is the 10-year rate in the Daily Treasury Par Yield Curve Rates published by the U.S. Department of the Treasury, to two decimal places.",
      settlement_sources: S.treasury,
      close_time: "2027-06-30T20:00:00Z",
    },
    {
      market_id: "620048",
      question: "10-year yield above 4.00% on June 30, 2027?",
      description: `This market will resolve to "Yes" if the 10-year rate in the Daily Treasury Par Real Yield Curve Rates (TIPS real yields) published by the U.S. Department of the Treasury for June 30, 2027 is greater than 4.00%. Otherwise, this market will resolve to "No".

Rates are read to two decimal places.`,
      resolution_source: "https://home.treasury.gov/resource-center/data-chart-center/interest-rates",
      end_date: "2027-06-30T21:00:00Z",
    },
  ),
  pair(
    "D049",
    ["source_series"],
    ["overlap", "same"],
    "The ICE Brent futures settlement and EIA's Europe Brent spot price are different series.",
    {
      market_id: "KXBRENT-27SEP30-T80",
      title: "Brent crude settle on Sep 30, 2027 above $80?",
      rules_primary:
        "If the front-month Brent crude oil futures settlement price on September 30, 2027 is above $80.00 per barrel, then the market resolves to Yes.",
      rules_secondary: BRENT_NOTE,
      settlement_sources: S.ice,
      close_time: "2027-09-30T18:00:00Z",
    },
    {
      market_id: "620049",
      question: "Brent above $80 on September 30, 2027?",
      description: `This market will resolve to "Yes" if the Europe Brent spot price FOB for September 30, 2027, as published by the U.S. Energy Information Administration, is above $80.00 per barrel. Otherwise, this market will resolve to "No".

If the EIA publishes no price for that date, the most recent price before it will be used.`,
      resolution_source: "https://www.eia.gov/dnav/pet/hist/rbrteD.htm",
      end_date: "2027-10-07T16:00:00Z",
    },
  ),
  pair(
    "D050",
    ["source_series"],
    ["overlap", "same"],
    "CPI-U and chained CPI-U are different series.",
    {
      market_id: "KXCPIYOY-27JUN-T2.7",
      title: "CPI year-over-year for June 2027 above 2.7%?",
      rules_primary:
        "If the year-over-year change in CPI-U for June 2027 is above 2.7%, then the market resolves to Yes.",
      rules_secondary: CPI_NOTE,
      settlement_sources: S.blsCpi,
      close_time: "2027-07-14T12:25:00Z",
    },
    {
      market_id: "620050",
      question: "June 2027 inflation above 2.7%?",
      description: `This market will resolve to "Yes" if the 12-month percent change in the Chained Consumer Price Index for All Urban Consumers (C-CPI-U), all items, for June 2027, as first published by the Bureau of Labor Statistics, is above 2.7%. Otherwise, this market will resolve to "No".

Read as published, to one decimal place. If the release is delayed, the market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/cpi/",
      end_date: "2027-07-14T12:30:00Z",
    },
  ),
  pair(
    "D051",
    ["source_print"],
    ["overlap", "same"],
    "The advance and second estimates are different vintages.",
    {
      market_id: "KXGDP-27Q2-T1.8",
      title: "Q2 2027 real GDP growth (advance) above 1.8%?",
      rules_primary:
        "If the advance estimate of real GDP growth for Q2 2027 is above 1.8%, then the market resolves to Yes.",
      rules_secondary:
        "Growth is the quarterly percent change at a seasonally adjusted annual rate, as published by the Bureau of Economic Analysis in its advance estimate, to one decimal place. Later estimates are not considered.",
      settlement_sources: S.beaGdp,
      close_time: "2027-07-29T12:25:00Z",
    },
    {
      market_id: "620051",
      question: "Q2 2027 GDP growth above 1.8%?",
      description: `This market will resolve to "Yes" if U.S. real GDP growth for Q2 2027 (seasonally adjusted annual rate) is above 1.8% according to the second estimate published by the Bureau of Economic Analysis. Otherwise, this market will resolve to "No".

The advance estimate will not be used. The figure is read as published, to one decimal place.`,
      resolution_source: "https://www.bea.gov/data/gdp/gross-domestic-product",
      end_date: "2027-08-26T12:30:00Z",
    },
  ),
  pair(
    "D052",
    ["source_print"],
    ["overlap", "same"],
    "The first print and the figure as revised a month later are different vintages.",
    {
      market_id: "KXPAYROLLS-27MAY-T100000",
      title: "Nonfarm payrolls for May 2027 above 100,000?",
      rules_primary:
        "If the change in total nonfarm payrolls for May 2027 is above 100,000, then the market resolves to Yes.",
      rules_secondary:
        "The change is the seasonally adjusted over-the-month change as first reported by the Bureau of Labor Statistics. Revisions are not considered.",
      settlement_sources: S.blsEmpsit,
      close_time: "2027-06-04T12:25:00Z",
    },
    {
      market_id: "620052",
      question: "May 2027 payrolls above 100k (revised)?",
      description: `This market will resolve to "Yes" if the seasonally adjusted change in total nonfarm payrolls for May 2027, as revised in the following month's Employment Situation report, is above 100,000. Otherwise, this market will resolve to "No".

The initial estimate will not be used. The resolution source is the Bureau of Labor Statistics.`,
      resolution_source: "https://www.bls.gov/news.release/empsit.toc.htm",
      end_date: "2027-07-02T12:30:00Z",
    },
  ),
  pair(
    "D053",
    ["source_print"],
    ["overlap", "same"],
    "The first release and the revised figure of a later date are different vintages.",
    {
      market_id: "KXPCE-27FEB-T2.4",
      title: "PCE inflation for February 2027 above 2.4%?",
      rules_primary:
        "If the year-over-year change in the PCE price index for February 2027 is above 2.4%, then the market resolves to Yes.",
      rules_secondary:
        "The figure is the percent change from a year ago in the headline PCE price index, as first released by the Bureau of Economic Analysis, rounded to one decimal place as published. Revisions are not considered.",
      settlement_sources: S.beaPce,
      close_time: "2027-03-26T12:25:00Z",
    },
    {
      market_id: "620053",
      question: "February 2027 PCE inflation above 2.4%?",
      description: `This market will resolve to "Yes" if the 12-month change in the headline PCE price index for February 2027 is above 2.4% according to the most recent revised data published by the Bureau of Economic Analysis as of May 31, 2027. Otherwise, this market will resolve to "No".

Read to one decimal place.`,
      resolution_source: "https://www.bea.gov/data/personal-consumption-expenditures-price-index",
      end_date: "2027-05-31T20:00:00Z",
    },
  ),
  pair(
    "D054",
    ["source_print"],
    ["overlap", "same"],
    "The advance retail sales estimate and the revised one are different vintages.",
    {
      market_id: "KXRETAIL-27JAN-T0.4",
      title: "Retail sales month-over-month for January 2027 above 0.4%?",
      rules_primary:
        "If the month-over-month change in U.S. retail and food services sales for January 2027 is above 0.4%, then the market resolves to Yes.",
      rules_secondary:
        "The change is the seasonally adjusted percent change in the U.S. Census Bureau's advance monthly retail sales report, as first released, to one decimal place.",
      settlement_sources: S.census,
      close_time: "2027-02-16T13:25:00Z",
    },
    {
      market_id: "620054",
      question: "January 2027 retail sales up more than 0.4%?",
      description: `This market will resolve to "Yes" if the seasonally adjusted monthly change in U.S. retail and food services sales for January 2027, as revised in the Census Bureau's release for February 2027, is greater than 0.4%. Otherwise, this market will resolve to "No".

The advance estimate will not be used.`,
      resolution_source: "https://www.census.gov/retail/index.html",
      end_date: "2027-03-16T13:30:00Z",
    },
  ),

  // ---- Metric.
  pair(
    "D055",
    ["metric"],
    ["overlap", "same"],
    "A one-month change and a 12-month change are different measures.",
    {
      market_id: "KXCPI-27JAN-T0.4",
      title: "CPI month-over-month for January 2027 above 0.4%?",
      rules_primary:
        "If CPI-U rises by more than 0.4% from December 2026 to January 2027, then the market resolves to Yes.",
      rules_secondary:
        "The change is the seasonally adjusted one-month percent change in the CPI-U, all items, as first released by the Bureau of Labor Statistics, rounded to one decimal place as published.",
      settlement_sources: S.blsCpi,
      close_time: "2027-02-10T13:25:00Z",
    },
    {
      market_id: "620055",
      question: "January 2027 CPI above 0.4%?",
      description: `This market will resolve to "Yes" if the year-over-year percent change in the U.S. CPI-U (all items, not seasonally adjusted) for January 2027, as first reported by the Bureau of Labor Statistics, is above 0.4%. Otherwise, this market will resolve to "No".

Read as published, to one decimal place.`,
      resolution_source: "https://www.bls.gov/cpi/",
      end_date: "2027-02-10T13:30:00Z",
    },
  ),
  pair(
    "D056",
    ["metric"],
    ["overlap", "same"],
    "Monthly and 12-month changes of core PCE are different measures.",
    {
      market_id: "KXPCECORE-27MAR-T0.2",
      title: "Core PCE month-over-month for March 2027 above 0.2%?",
      rules_primary:
        "If the month-over-month change in the core PCE price index for March 2027 is above 0.2%, then the market resolves to Yes.",
      rules_secondary:
        "Core PCE is the PCE price index excluding food and energy, seasonally adjusted, as first released by the Bureau of Economic Analysis, rounded to one decimal place as published.",
      settlement_sources: S.beaPce,
      close_time: "2027-04-30T12:25:00Z",
    },
    {
      market_id: "620056",
      question: "Core PCE above 0.2% in March 2027?",
      description: `This market will resolve to "Yes" if the year-over-year change in the core PCE price index (excluding food and energy) for March 2027, as first released by the Bureau of Economic Analysis, is above 0.2%. Otherwise, this market will resolve to "No".

Read to one decimal place as published.`,
      resolution_source: "https://www.bea.gov/data/personal-consumption-expenditures-price-index",
      end_date: "2027-04-30T12:30:00Z",
    },
  ),
  pair(
    "D057",
    ["metric"],
    ["overlap", "same"],
    "Annualised quarterly growth and plain quarterly growth are different measures.",
    {
      market_id: "KXGDP-27Q3-T2.5",
      title: "Q3 2027 real GDP growth (advance) above 2.5%?",
      rules_primary:
        "If the advance estimate of real GDP growth for Q3 2027 is above 2.5%, then the market resolves to Yes.",
      rules_secondary:
        "Growth is the quarterly percent change at a seasonally adjusted annual rate, as published by the Bureau of Economic Analysis in its advance estimate, to one decimal place.",
      settlement_sources: S.beaGdp,
      close_time: "2027-10-28T12:25:00Z",
    },
    {
      market_id: "620057",
      question: "Q3 2027 GDP growth above 2.5%?",
      description: `This market will resolve to "Yes" if U.S. real GDP in the third quarter of 2027 is more than 2.5% higher than in the second quarter of 2027 (quarter-over-quarter change, not annualized), according to the Bureau of Economic Analysis advance estimate. Otherwise, this market will resolve to "No".

The change is computed from the published levels, to one decimal place.`,
      resolution_source: "https://www.bea.gov/data/gdp/gross-domestic-product",
      end_date: "2027-10-28T12:30:00Z",
    },
  ),
  pair(
    "D058",
    ["metric"],
    ["overlap", "same"],
    "Seasonally adjusted and unadjusted monthly PPI changes are different measures.",
    {
      market_id: "KXPPI-27FEB-T0.2",
      title: "PPI month-over-month for February 2027 above 0.2%?",
      rules_primary:
        "If the month-over-month change in the Producer Price Index for final demand for February 2027 is above 0.2%, then the market resolves to Yes.",
      rules_secondary:
        "The change is the seasonally adjusted one-month percent change in the PPI for final demand as first released by the Bureau of Labor Statistics, rounded to one decimal place as published.",
      settlement_sources: S.blsPpi,
      close_time: "2027-03-11T12:25:00Z",
    },
    {
      market_id: "620058",
      question: "PPI up more than 0.2% in February 2027?",
      description: `This market will resolve to "Yes" if the unadjusted (not seasonally adjusted) one-month percent change in the PPI for final demand for February 2027, as first released by the Bureau of Labor Statistics, is greater than 0.2%. Otherwise, this market will resolve to "No".

Read to one decimal place as published.`,
      resolution_source: "https://www.bls.gov/ppi/",
      end_date: "2027-03-11T12:30:00Z",
    },
  ),
  pair(
    "D059",
    ["metric"],
    ["overlap", "same"],
    "A maximum and a minimum temperature are different measures.",
    {
      market_id: "KXHIGHPHX-27JUN25-T90",
      title: "Phoenix temperature on Jun 25, 2027 above 90°F?",
      rules_primary:
        "If the maximum temperature at Phoenix Sky Harbor International Airport on June 25, 2027 is above 90°F, then the market resolves to Yes.",
      rules_secondary: CLI("KPHX", "Phoenix Sky Harbor"),
      settlement_sources: S.nws("KPHX"),
      close_time: "2027-06-26T07:00:00Z",
    },
    {
      market_id: "620059",
      question: "Phoenix above 90°F on June 25, 2027?",
      description: `This market will resolve to "Yes" if the minimum temperature at Phoenix Sky Harbor International Airport (KPHX) on June 25, 2027 is above 90°F, per the National Weather Service Daily Climate Report. Otherwise, this market will resolve to "No".

Whole degrees Fahrenheit; climate day in local standard time; first report only.`,
      resolution_source: "https://forecast.weather.gov/product.php?site=PSR&product=CLI&issuedby=PHX",
      end_date: "2027-06-26T12:00:00Z",
    },
  ),

  // ---- Rounding.
  pair(
    "D060",
    ["rounding"],
    ["subset", "same"],
    "A published figure above 2.5% needs 2.55% unrounded; two decimals above 2.50% needs 2.505%.",
    {
      market_id: "KXCPIYOY-27JUL-T2.5",
      title: "CPI year-over-year for July 2027 above 2.5%?",
      rules_primary:
        "If the year-over-year change in CPI-U for July 2027 is above 2.5%, then the market resolves to Yes.",
      rules_secondary: CPI_NOTE,
      settlement_sources: S.blsCpi,
      close_time: "2027-08-11T12:25:00Z",
    },
    {
      market_id: "620060",
      question: "July 2027 inflation above 2.5%?",
      description: `This market will resolve to "Yes" if the 12-month change in the U.S. CPI-U (all items, not seasonally adjusted) for July 2027, computed from the index levels first published by the Bureau of Labor Statistics and rounded to two decimal places, is greater than 2.50%. Otherwise, this market will resolve to "No".

The one-decimal figure in the release text will not be used. If the release is delayed, the market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/cpi/",
      end_date: "2027-08-11T12:30:00Z",
    },
  ),
  pair(
    "D061",
    ["rounding"],
    ["superset", "same"],
    "A published 4.5% can be an unrounded 4.45%, which is not 4.5% or higher unrounded.",
    {
      market_id: "KXU3-27JUL-T4.5",
      title: "Unemployment rate for July 2027 4.5% or higher?",
      rules_primary:
        "If the U-3 unemployment rate for July 2027 is 4.5% or higher, then the market resolves to Yes.",
      rules_secondary: U3_NOTE,
      settlement_sources: S.blsEmpsit,
      close_time: "2027-08-06T12:25:00Z",
    },
    {
      market_id: "620061",
      question: "Unemployment 4.5% or higher in July 2027?",
      description: `This market will resolve to "Yes" if the unrounded U.S. unemployment rate for July 2027 is 4.5% or higher, where the unrounded rate is the seasonally adjusted number of unemployed divided by the seasonally adjusted civilian labor force from the first release of the Bureau of Labor Statistics. Otherwise, this market will resolve to "No".

If the release is delayed, the market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/news.release/empsit.t01.htm",
      end_date: "2027-08-06T12:30:00Z",
    },
  ),
  pair(
    "D062",
    ["rounding"],
    ["subset", "same"],
    "Above 2.6% at one decimal needs 2.65%; above 2.60% at two decimals needs 2.605%.",
    {
      market_id: "KXPCECORE-27APR-T2.6",
      title: "Core PCE inflation for April 2027 above 2.6%?",
      rules_primary:
        "If the year-over-year change in the core PCE price index for April 2027 is above 2.6%, then the market resolves to Yes.",
      rules_secondary:
        "Core PCE is the PCE price index excluding food and energy, as first released by the Bureau of Economic Analysis, rounded to one decimal place as published.",
      settlement_sources: S.beaPce,
      close_time: "2027-05-28T12:25:00Z",
    },
    {
      market_id: "620062",
      question: "Core PCE above 2.6% in April 2027?",
      description: `This market will resolve to "Yes" if the 12-month change in the core PCE price index (excluding food and energy) for April 2027, computed from the index levels first released by the Bureau of Economic Analysis and rounded to two decimal places, is greater than 2.60%. Otherwise, this market will resolve to "No".

The one-decimal figure in the release text will not be used.`,
      resolution_source: "https://www.bea.gov/data/personal-consumption-expenditures-price-index",
      end_date: "2027-05-28T12:30:00Z",
    },
  ),

  // ---- Windows and time zones.
  pair(
    "D063",
    ["window_time_zone"],
    ["subset", "same"],
    "11:59 PM UTC comes five hours before 11:59 PM ET on December 31.",
    {
      market_id: "KXIPOORCHARD-27-Y",
      title: "Will Orchard Pay IPO in 2027?",
      rules_primary:
        "If Orchard Pay, Inc. completes an initial public offering and its shares begin trading on a U.S. exchange by 11:59 PM UTC on December 31, 2027, then the market resolves to Yes.",
      rules_secondary: "The first day of exchange trading is the date that counts.",
      early_close_condition: "This market will close and expire early if the event occurs.",
      settlement_sources: S.sec,
      close_time: "2027-12-31T23:59:00Z",
    },
    {
      market_id: "620063",
      question: "Orchard Pay IPO by end of 2027?",
      description: `This market will resolve to "Yes" if Orchard Pay's shares begin trading on a U.S. stock exchange following an initial public offering by December 31, 2027, 11:59 PM ET. Otherwise, this market will resolve to "No".

This market may resolve early once the event occurs. The resolution source will be a consensus of credible reporting.`,
      resolution_source: "",
      end_date: "2027-12-31T12:00:00Z",
    },
  ),
  pair(
    "D064",
    ["window_time_zone"],
    ["overlap", "same"],
    "4:00 PM ET and 4:00 PM UTC are different minutes.",
    {
      market_id: "KXBTCD-27MAR31-T95000",
      title: "Bitcoin above $95,000 on Mar 31, 2027 at 4pm ET?",
      rules_primary:
        "If the price of Bitcoin on the Coinbase BTC-USD pair at 4:00 PM ET on March 31, 2027 is above $95,000, then the market resolves to Yes.",
      rules_secondary:
        "The price is the close of the one-minute BTC-USD candle on Coinbase that starts at 4:00 PM ET on March 31, 2027.",
      settlement_sources: S.coinbaseBtc,
      close_time: "2027-03-31T20:00:00Z",
    },
    {
      market_id: "620064",
      question: "Bitcoin above $95,000 at 4PM on March 31, 2027?",
      description: `This market will resolve to "Yes" if the Coinbase BTC-USD 1-minute candle beginning at 4:00 PM UTC on March 31, 2027 has a final "Close" price above $95,000. Otherwise, this market will resolve to "No".

The resolution source for this market is Coinbase, BTC-USD pair.`,
      resolution_source: "https://www.coinbase.com/advanced-trade/spot/BTC-USD",
      end_date: "2027-03-31T16:00:00Z",
    },
  ),
  pair(
    "D065",
    ["window_time_zone"],
    ["overlap", "same"],
    "A climate day in local standard time and a calendar day in daylight time are different hours.",
    {
      market_id: "KXHIGHPHL-27AUG09-T90",
      title: "Philadelphia high temperature on Aug 9, 2027 above 90°F?",
      rules_primary:
        "If the highest temperature recorded at Philadelphia International Airport on August 9, 2027 is above 90°F, then the market resolves to Yes.",
      rules_secondary: CLI("KPHL", "Philadelphia"),
      settlement_sources: S.nws("KPHL"),
      close_time: "2027-08-10T04:00:00Z",
    },
    {
      market_id: "620065",
      question: "Philadelphia high above 90°F on August 9, 2027?",
      description: `This market will resolve to "Yes" if the highest temperature observed at Philadelphia International Airport (KPHL) from 12:00 AM to 11:59 PM Eastern Daylight Time on August 9, 2027 is above 90°F, according to the National Weather Service. Otherwise, this market will resolve to "No".

Whole degrees Fahrenheit, first report only.`,
      resolution_source: "https://forecast.weather.gov/product.php?site=PHI&product=CLI&issuedby=PHL",
      end_date: "2027-08-10T12:00:00Z",
    },
  ),
  pair(
    "D066",
    ["window_time_zone"],
    ["subset", "same"],
    "An IPO during 2027 is an IPO by December 31, 2027; one in late 2026 is only the latter.",
    {
      market_id: "KXIPOMERIDIAN-27-Y",
      title: "Will Meridian Cloud IPO in 2027?",
      rules_primary:
        "If Meridian Cloud, Inc.'s shares begin trading on a U.S. exchange following its initial public offering between January 1, 2027 and December 31, 2027, inclusive, then the market resolves to Yes.",
      rules_secondary: "Dates are Eastern Time.",
      settlement_sources: S.sec,
      close_time: "2028-01-01T04:59:00Z",
    },
    {
      market_id: "620066",
      question: "Meridian Cloud IPO by December 31, 2027?",
      description: `This market will resolve to "Yes" if Meridian Cloud's shares begin trading on a U.S. stock exchange through an initial public offering by December 31, 2027, 11:59 PM ET. Otherwise, this market will resolve to "No".

The resolution source will be a consensus of credible reporting.`,
      resolution_source: "",
      end_date: "2027-12-31T12:00:00Z",
    },
  ),
  pair(
    "D067",
    ["window_time_zone"],
    ["overlap", "same"],
    "Settlements on December 30 and December 31 are different observations.",
    {
      market_id: "KXBRENT-27DEC30-T78",
      title: "Brent crude settle on Dec 30, 2027 above $78?",
      rules_primary:
        "If the front-month Brent crude oil futures settlement price on December 30, 2027 is above $78.00 per barrel, then the market resolves to Yes.",
      rules_secondary: BRENT_NOTE,
      settlement_sources: S.ice,
      close_time: "2027-12-30T19:00:00Z",
    },
    {
      market_id: "620067",
      question: "Brent above $78 at the end of 2027?",
      description: `This market will resolve to "Yes" if the ICE Brent Crude front-month futures settlement price on December 31, 2027, according to ICE Futures Europe, is above $78.00 per barrel. Otherwise, this market will resolve to "No".

If there is no settlement for that date, the most recent prior settlement will be used.`,
      resolution_source: "https://www.ice.com/products/219/Brent-Crude-Futures/data",
      end_date: "2027-12-31T19:30:00Z",
    },
  ),
  pair(
    "D068",
    ["window_time_zone"],
    ["superset", "same"],
    "11:59 PM CT is an hour after 11:59 PM ET.",
    {
      market_id: "KXIPOTALLGRASS-27Q1-Y",
      title: "Will Tallgrass Foods IPO by March 31, 2027?",
      rules_primary:
        "If Tallgrass Foods, Inc. completes an initial public offering and its shares begin trading on a U.S. exchange by 11:59 PM CT on March 31, 2027, then the market resolves to Yes.",
      rules_secondary: "The first day of exchange trading is the date that counts.",
      early_close_condition: "This market will close and expire early if the event occurs.",
      settlement_sources: S.sec,
      close_time: "2027-04-01T04:59:00Z",
    },
    {
      market_id: "620068",
      question: "Tallgrass Foods IPO by March 31, 2027?",
      description: `This market will resolve to "Yes" if Tallgrass Foods' shares begin trading on a U.S. stock exchange through an initial public offering by March 31, 2027, 11:59 PM ET. Otherwise, this market will resolve to "No".

This market may resolve early once the event occurs. The resolution source will be a consensus of credible reporting.`,
      resolution_source: "",
      end_date: "2027-03-31T12:00:00Z",
    },
  ),

  // ---- Polarity.
  pair(
    "D069",
    ["polarity_inversion"],
    ["complement", "inverted"],
    "Above 4.3% and 4.3% or lower split every print.",
    {
      market_id: "KXU3-27JUN-T4.3",
      title: "Unemployment rate for June 2027 above 4.3%?",
      rules_primary:
        "If the U-3 unemployment rate for June 2027 is above 4.3%, then the market resolves to Yes.",
      rules_secondary: U3_NOTE,
      settlement_sources: S.blsEmpsit,
      close_time: "2027-07-02T12:25:00Z",
    },
    {
      market_id: "620069",
      question: "Unemployment 4.3% or lower in June 2027?",
      description: `This market will resolve to "Yes" if the U.S. unemployment rate (U-3, seasonally adjusted) for June 2027 is 4.3% or lower, as first published by the Bureau of Labor Statistics. Otherwise, this market will resolve to "No".

Read to one decimal place as published. If the report is delayed, the market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/news.release/empsit.toc.htm",
      end_date: "2027-07-02T12:30:00Z",
    },
  ),
  pair(
    "D070",
    ["polarity_inversion"],
    ["complement", "inverted"],
    "An IPO before 2028 and no IPO by the end of 2027 are each other's negation.",
    {
      market_id: "KXIPOVERIDIAN-27-Y",
      title: "Will Veridian Health IPO before 2028?",
      rules_primary:
        "If Veridian Health, Inc. completes an initial public offering and its shares begin trading on a U.S. exchange before January 1, 2028, then the market resolves to Yes.",
      rules_secondary: "All times are Eastern Time.",
      early_close_condition: "This market will close and expire early if the event occurs.",
      settlement_sources: S.sec,
      close_time: "2028-01-01T04:59:00Z",
    },
    {
      market_id: "620070",
      question: "No Veridian Health IPO in 2027?",
      description: `This market will resolve to "Yes" if Veridian Health's shares do not begin trading on a U.S. stock exchange through an initial public offering by December 31, 2027, 11:59 PM ET. If the IPO happens by then, this market will resolve to "No".

The resolution source will be a consensus of credible reporting.`,
      resolution_source: "",
      end_date: "2027-12-31T12:00:00Z",
    },
  ),
  pair(
    "D071",
    ["polarity_inversion"],
    ["complement", "inverted"],
    "A hike at the March meeting and no hike at the March meeting are each other's negation.",
    {
      market_id: "KXFEDDECISION-27MAR-H",
      title: "Will the Fed hike rates in March 2027?",
      rules_primary:
        "If the FOMC raises the target range for the federal funds rate at its meeting concluding March 17, 2027, then the market resolves to Yes.",
      rules_secondary:
        "The decision is taken from the FOMC statement. If the meeting is postponed, the market resolves on the rescheduled meeting.",
      settlement_sources: S.fomc,
      close_time: "2027-03-17T17:55:00Z",
    },
    {
      market_id: "620071",
      question: "No Fed hike in March 2027?",
      description: `This market will resolve to "Yes" if the Federal Reserve does not raise the target federal funds range at its March 2027 FOMC meeting, concluding March 17, 2027. If the range is raised at that meeting, this market will resolve to "No".

The resolution source is the FOMC statement. If the meeting is rescheduled, the rescheduled meeting's decision will be used.`,
      resolution_source: "https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm",
      end_date: "2027-03-17T18:00:00Z",
    },
  ),
  pair(
    "D072",
    ["polarity_inversion"],
    ["disjoint", "inverted"],
    "Above $80 and below $70 can both be false but never both true.",
    {
      market_id: "KXBRENT-27JUL30-T80",
      title: "Brent crude settle on Jul 30, 2027 above $80?",
      rules_primary:
        "If the front-month Brent crude oil futures settlement price on July 30, 2027 is above $80.00 per barrel, then the market resolves to Yes.",
      rules_secondary: BRENT_NOTE,
      settlement_sources: S.ice,
      close_time: "2027-07-30T18:00:00Z",
    },
    {
      market_id: "620072",
      question: "Brent below $70 on July 30, 2027?",
      description: `This market will resolve to "Yes" if the ICE Brent Crude front-month futures settlement price on July 30, 2027, according to ICE Futures Europe, is below $70.00 per barrel. Otherwise, this market will resolve to "No".

If there is no settlement for that date, the most recent prior settlement will be used.`,
      resolution_source: "https://www.ice.com/products/219/Brent-Crude-Futures/data",
      end_date: "2027-07-30T18:30:00Z",
    },
  ),
  pair(
    "D073",
    ["polarity_inversion"],
    ["overlap", "inverted"],
    "Above $120,000 and below $125,000 both hold in between; neither implies the other.",
    {
      market_id: "KXBTCD-27SEP30-T120000",
      title: "Bitcoin above $120,000 on Sep 30, 2027 at 5pm ET?",
      rules_primary:
        "If the price of Bitcoin on the Coinbase BTC-USD pair at 5:00 PM ET on September 30, 2027 is above $120,000, then the market resolves to Yes.",
      rules_secondary:
        "The price is the close of the one-minute BTC-USD candle on Coinbase that starts at 5:00 PM ET on September 30, 2027.",
      settlement_sources: S.coinbaseBtc,
      close_time: "2027-09-30T21:00:00Z",
    },
    {
      market_id: "620073",
      question: "Bitcoin below $125,000 at 5PM ET on September 30, 2027?",
      description: `This market will resolve to "Yes" if the Coinbase BTC-USD 1-minute candle beginning at 5:00 PM ET on September 30, 2027 has a final "Close" price below $125,000. Otherwise, this market will resolve to "No".

The resolution source for this market is Coinbase, BTC-USD pair.`,
      resolution_source: "https://www.coinbase.com/advanced-trade/spot/BTC-USD",
      end_date: "2027-09-30T21:00:00Z",
    },
  ),
  pair(
    "D074",
    ["polarity_inversion"],
    ["complement", "inverted"],
    "At or below 2.9% and above 2.9% split every print.",
    {
      market_id: "KXCPIYOY-27AUG-B2.9",
      title: "CPI year-over-year for August 2027 at or below 2.9%?",
      rules_primary:
        "If the year-over-year change in CPI-U for August 2027 is at or below 2.9%, then the market resolves to Yes.",
      rules_secondary: CPI_NOTE,
      settlement_sources: S.blsCpi,
      close_time: "2027-09-14T12:25:00Z",
    },
    {
      market_id: "620074",
      question: "August 2027 inflation above 2.9%?",
      description: `This market will resolve to "Yes" if the 12-month percent change in the U.S. CPI-U (all items, not seasonally adjusted) for August 2027, as first reported by the Bureau of Labor Statistics, is above 2.9%. Otherwise, this market will resolve to "No".

Read as published, to one decimal place. If the release is delayed, the market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/cpi/",
      end_date: "2027-09-14T12:30:00Z",
    },
  ),
  pair(
    "D075",
    ["polarity_inversion"],
    ["complement", "inverted"],
    "Polymarket's YES is a high of 95°F or less: the negation of above 95°F.",
    {
      market_id: "KXHIGHDC-27AUG01-T95",
      title: "Washington DC high temperature on Aug 1, 2027 above 95°F?",
      rules_primary:
        "If the maximum temperature at Ronald Reagan Washington National Airport on August 1, 2027 is above 95°F, then the market resolves to Yes.",
      rules_secondary: CLI("KDCA", "Washington National"),
      settlement_sources: S.nws("KDCA"),
      close_time: "2027-08-02T04:00:00Z",
    },
    {
      market_id: "620075",
      question: "Will DC stay at or below 95°F on August 1, 2027?",
      description: `This market will resolve to "No" if the high temperature at Ronald Reagan Washington National Airport (KDCA) on August 1, 2027 is above 95°F, according to the National Weather Service Daily Climate Report. Otherwise, this market will resolve to "Yes".

Whole degrees Fahrenheit; climate day in local standard time; first report only.`,
      resolution_source: "https://forecast.weather.gov/product.php?site=LWX&product=CLI&issuedby=DCA",
      end_date: "2027-08-02T12:00:00Z",
    },
  ),

  // ---- Void, postponement, early close.
  pair(
    "D076",
    ["void_rule"],
    ["overlap", "same"],
    "A report later than the deadline: No on Kalshi, still counted on Polymarket.",
    {
      market_id: "KXU3-27AUG-T4.4",
      title: "Unemployment rate for August 2027 above 4.4%?",
      rules_primary:
        "If the U-3 unemployment rate for August 2027 is above 4.4%, then the market resolves to Yes.",
      rules_secondary:
        "The rate is the seasonally adjusted U-3 rate as first published by the Bureau of Labor Statistics, to one decimal place. If the report has not been published by October 31, 2027, the market resolves to No.",
      settlement_sources: S.blsEmpsit,
      close_time: "2027-09-03T12:25:00Z",
    },
    {
      market_id: "620076",
      question: "Unemployment above 4.4% in August 2027?",
      description: `This market will resolve to "Yes" if the U.S. unemployment rate (U-3, seasonally adjusted) for August 2027 is above 4.4%, as first published by the Bureau of Labor Statistics. Otherwise, this market will resolve to "No".

Read to one decimal place. If the report is delayed, this market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/news.release/empsit.toc.htm",
      end_date: "2027-09-03T12:30:00Z",
    },
  ),
  pair(
    "D077",
    ["void_rule"],
    ["overlap", "same"],
    "No settlement that day: the previous settlement on Kalshi, No on Polymarket.",
    {
      market_id: "KXBRENT-27AUG31-T82",
      title: "Brent crude settle on Aug 31, 2027 above $82?",
      rules_primary:
        "If the front-month Brent crude oil futures settlement price on August 31, 2027 is above $82.00 per barrel, then the market resolves to Yes.",
      rules_secondary: BRENT_NOTE,
      settlement_sources: S.ice,
      close_time: "2027-08-31T18:00:00Z",
    },
    {
      market_id: "620077",
      question: "Brent above $82 on August 31, 2027?",
      description: `This market will resolve to "Yes" if the ICE Brent Crude front-month futures settlement price on August 31, 2027, according to ICE Futures Europe, is above $82.00 per barrel. Otherwise, this market will resolve to "No".

If ICE publishes no settlement for August 31, 2027, this market will resolve to "No".`,
      resolution_source: "https://www.ice.com/products/219/Brent-Crude-Futures/data",
      end_date: "2027-08-31T18:30:00Z",
    },
  ),
  pair(
    "D078",
    ["early_close_rule"],
    ["overlap", "same"],
    "Polymarket settles early on an unscheduled move; Kalshi waits for the scheduled meeting.",
    {
      market_id: "KXFED-27SEP-T3.50",
      title: "Fed upper bound after the September 2027 FOMC at 3.50%?",
      rules_primary:
        "If the upper bound of the federal funds target range is 3.50% following the FOMC meeting concluding on September 22, 2027, then the market resolves to Yes.",
      rules_secondary:
        "The target range is taken from the FOMC statement. Changes made at unscheduled meetings before September 22, 2027 do not settle the market; only the range after the scheduled meeting counts.",
      settlement_sources: S.fomc,
      close_time: "2027-09-22T17:55:00Z",
    },
    {
      market_id: "620078",
      question: "Fed upper bound at 3.50% after September 2027 meeting?",
      description: `This market will resolve to "Yes" if the upper bound of the target federal funds range is 3.50% following the Federal Reserve's September 2027 FOMC meeting (concluding September 22, 2027). Otherwise, this market will resolve to "No".

If the Federal Reserve changes the target range at an unscheduled meeting before September 22, 2027, this market will resolve early based on the range announced at that unscheduled meeting.`,
      resolution_source: "https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm",
      end_date: "2027-09-22T18:00:00Z",
    },
  ),
  pair(
    "D079",
    ["void_rule"],
    ["overlap", "same"],
    "Not released by January 31: settled at a price Kalshi sets, against still open on Polymarket.",
    {
      market_id: "KXCPIYOY-27SEP-T3.0",
      title: "CPI year-over-year for September 2027 above 3.0%?",
      rules_primary:
        "If the year-over-year change in CPI-U for September 2027 is above 3.0%, then the market resolves to Yes.",
      rules_secondary:
        "The change is the 12-month percent change in the CPI-U, all items, not seasonally adjusted, as first released by the Bureau of Labor Statistics, rounded to one decimal place as published. If the figure has not been released by January 31, 2028, the market will be settled at a fair price determined by Kalshi.",
      settlement_sources: S.blsCpi,
      close_time: "2027-10-13T12:25:00Z",
    },
    {
      market_id: "620079",
      question: "September 2027 inflation above 3.0%?",
      description: `This market will resolve to "Yes" if the 12-month percent change in the U.S. CPI-U (all items, not seasonally adjusted) for September 2027, as first reported by the Bureau of Labor Statistics, is above 3.0%. Otherwise, this market will resolve to "No".

Read as published, to one decimal place. If the release is delayed, the market will remain open until it is published.`,
      resolution_source: "https://www.bls.gov/cpi/",
      end_date: "2027-10-13T12:30:00Z",
    },
  ),
  pair(
    "D080",
    ["void_rule"],
    ["overlap", "same"],
    "No climate report: the preliminary report on Kalshi, No on Polymarket.",
    {
      market_id: "KXHIGHBOS-27JUL02-T88",
      title: "Boston high temperature on Jul 2, 2027 above 88°F?",
      rules_primary:
        "If the maximum temperature at Boston Logan International Airport on July 2, 2027 is above 88°F, then the market resolves to Yes.",
      rules_secondary:
        "The value is taken from the National Weather Service Daily Climate Report for Boston (KBOS), in whole degrees Fahrenheit, for the climate day in local standard time. If no Daily Climate Report is issued for that day, the market resolves on the preliminary climate data (CF6) for that day.",
      settlement_sources: S.nws("KBOS"),
      close_time: "2027-07-03T04:00:00Z",
    },
    {
      market_id: "620080",
      question: "Boston high above 88°F on July 2, 2027?",
      description: `This market will resolve to "Yes" if the high temperature at Boston Logan International Airport (KBOS) on July 2, 2027 is above 88°F, per the National Weather Service Daily Climate Report. Otherwise, this market will resolve to "No".

Whole degrees Fahrenheit; climate day in local standard time. If no Daily Climate Report is issued for that day, this market will resolve to "No".`,
      resolution_source: "https://forecast.weather.gov/product.php?site=BOX&product=CLI&issuedby=BOS",
      end_date: "2027-07-03T12:00:00Z",
    },
  ),
  pair(
    "D081",
    ["early_close_rule"],
    ["overlap", "same"],
    "An unscheduled cut settles Kalshi early as a Yes; Polymarket counts only the scheduled meeting.",
    {
      market_id: "KXFEDDECISION-27APR-C",
      title: "Will the Fed cut rates in April 2027?",
      rules_primary:
        "If the FOMC lowers the target range for the federal funds rate at its meeting concluding April 28, 2027, then the market resolves to Yes.",
      rules_secondary: "The decision is taken from the FOMC statement.",
      early_close_condition:
        "If the FOMC lowers the target range at an unscheduled meeting before April 28, 2027, the market closes early and resolves to Yes.",
      settlement_sources: S.fomc,
      close_time: "2027-04-28T17:55:00Z",
    },
    {
      market_id: "620081",
      question: "Fed rate cut in April 2027?",
      description: `This market will resolve to "Yes" if the Federal Reserve lowers the target federal funds range at its April 2027 FOMC meeting, concluding April 28, 2027. Otherwise, this market will resolve to "No".

Only the decision at the scheduled April meeting counts; cuts at unscheduled meetings before it are not considered.`,
      resolution_source: "https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm",
      end_date: "2027-04-28T18:00:00Z",
    },
  ),

  // ---- Unfilled templates.
  pair(
    "D082",
    ["unfilled_template"],
    [null, null],
    "Polymarket's strike is a template placeholder.",
    {
      market_id: "KXCPIYOY-27OCT-T2.9",
      title: "CPI year-over-year for October 2027 above 2.9%?",
      rules_primary:
        "If the year-over-year change in CPI-U for October 2027 is above 2.9%, then the market resolves to Yes.",
      rules_secondary: CPI_NOTE,
      settlement_sources: S.blsCpi,
      close_time: "2027-11-10T13:25:00Z",
    },
    {
      market_id: "620082",
      question: "October 2027 inflation above 2.9%?",
      description: `This market will resolve to "Yes" if the 12-month percent change in the U.S. CPI-U (all items, not seasonally adjusted) for October 2027, as first reported by the Bureau of Labor Statistics, is above {{strike}}%. Otherwise, this market will resolve to "No".

Read as published, to one decimal place.`,
      resolution_source: "https://www.bls.gov/cpi/",
      end_date: "2027-11-10T13:30:00Z",
    },
  ),
  pair(
    "D083",
    ["unfilled_template"],
    [null, null],
    "Kalshi's strike is a bracketed placeholder.",
    {
      market_id: "KXBRENT-27OCT29-T80",
      title: "Brent crude settle on Oct 29, 2027 above $80?",
      rules_primary:
        "If the front-month Brent crude oil futures settlement price on October 29, 2027 is above $[STRIKE] per barrel, then the market resolves to Yes.",
      rules_secondary: BRENT_NOTE,
      settlement_sources: S.ice,
      close_time: "2027-10-29T18:00:00Z",
    },
    {
      market_id: "620083",
      question: "Brent above $80 on October 29, 2027?",
      description: `This market will resolve to "Yes" if the ICE Brent Crude front-month futures settlement price on October 29, 2027, according to ICE Futures Europe, is above $80.00 per barrel. Otherwise, this market will resolve to "No".

If there is no settlement for that date, the most recent prior settlement will be used.`,
      resolution_source: "https://www.ice.com/products/219/Brent-Crude-Futures/data",
      end_date: "2027-10-29T18:30:00Z",
    },
  ),
  pair(
    "D084",
    ["unfilled_template"],
    [null, null],
    "Polymarket's date is an angle-bracket placeholder.",
    {
      market_id: "KXHIGHSEA-27AUG20-T88",
      title: "Seattle high temperature on Aug 20, 2027 above 88°F?",
      rules_primary:
        "If the maximum temperature at Seattle-Tacoma International Airport on August 20, 2027 is above 88°F, then the market resolves to Yes.",
      rules_secondary: CLI("KSEA", "Seattle-Tacoma"),
      settlement_sources: S.nws("KSEA"),
      close_time: "2027-08-21T08:00:00Z",
    },
    {
      market_id: "620084",
      question: "Seattle high above 88°F on August 20, 2027?",
      description: `This market will resolve to "Yes" if the highest temperature at Seattle-Tacoma International Airport (KSEA) on <date> is above 88°F, per the National Weather Service Daily Climate Report. Otherwise, this market will resolve to "No".

Whole degrees Fahrenheit; climate day in local standard time; first report only.`,
      resolution_source: "https://forecast.weather.gov/product.php?site=SEW&product=CLI&issuedby=SEA",
      end_date: "2027-08-21T12:00:00Z",
    },
  ),
  pair(
    "D085",
    ["unfilled_template"],
    [null, null],
    "Kalshi's deadline reads TBD.",
    {
      market_id: "KXIPOVERIDIAN-TBD-Y",
      title: "Will Veridian Health IPO?",
      rules_primary:
        "If Veridian Health, Inc. completes an initial public offering and its shares begin trading on a U.S. exchange before TBD, then the market resolves to Yes.",
      rules_secondary: "All times are Eastern Time.",
      settlement_sources: S.sec,
      close_time: "2028-01-01T04:59:00Z",
    },
    {
      market_id: "620085",
      question: "Veridian Health IPO by end of 2027?",
      description: `This market will resolve to "Yes" if Veridian Health's shares begin trading on a U.S. stock exchange following an initial public offering by December 31, 2027, 11:59 PM ET. Otherwise, this market will resolve to "No".

The resolution source will be a consensus of credible reporting.`,
      resolution_source: "",
      end_date: "2027-12-31T12:00:00Z",
    },
  ),

  // ---- Look-alike subjects.
  pair(
    "D086",
    ["subject_lookalike"],
    ["overlap", "same"],
    "Ethereum and Ethereum Classic are different assets.",
    {
      market_id: "KXETHD-27SEP30-T50",
      title: "Ether above $50 on Sep 30, 2027 at noon ET?",
      rules_primary:
        "If the price of Ethereum on the Coinbase ETH-USD pair at 12:00 PM ET on September 30, 2027 is above $50, then the market resolves to Yes.",
      rules_secondary:
        "The price is the close of the one-minute ETH-USD candle on Coinbase that starts at 12:00 PM ET on September 30, 2027.",
      settlement_sources: S.coinbaseEth,
      close_time: "2027-09-30T16:00:00Z",
    },
    {
      market_id: "620086",
      question: "ETC above $50 at noon ET on September 30, 2027?",
      description: `This market will resolve to "Yes" if the Coinbase ETC-USD (Ethereum Classic) 1-minute candle beginning at 12:00 PM ET on September 30, 2027 has a final "Close" price above $50. Otherwise, this market will resolve to "No".

The resolution source for this market is Coinbase, ETC-USD pair.`,
      resolution_source: "https://www.coinbase.com/advanced-trade/spot/ETC-USD",
      end_date: "2027-09-30T16:00:00Z",
    },
  ),
  pair(
    "D087",
    ["subject_lookalike"],
    ["overlap", "same"],
    "Brightwater Energy and Bright Water Shipping are different companies.",
    {
      market_id: "KXIPOBRIGHTWATER-27B-Y",
      title: "Will Brightwater IPO in 2027?",
      rules_primary:
        "If Brightwater Energy, Inc. completes an initial public offering and its shares begin trading on a U.S. exchange by 11:59 PM ET on December 31, 2027, then the market resolves to Yes.",
      rules_secondary: "The first day of exchange trading is the date that counts.",
      early_close_condition: "This market will close and expire early if the event occurs.",
      settlement_sources: S.sec,
      close_time: "2028-01-01T04:59:00Z",
    },
    {
      market_id: "620087",
      question: "Bright Water IPO by end of 2027?",
      description: `This market will resolve to "Yes" if Bright Water Shipping's shares begin trading on a U.S. stock exchange following an initial public offering by December 31, 2027, 11:59 PM ET. Otherwise, this market will resolve to "No".

This market may resolve early once the event occurs. The resolution source will be a consensus of credible reporting.`,
      resolution_source: "",
      end_date: "2027-12-31T12:00:00Z",
    },
  ),
  pair(
    "D088",
    ["subject_lookalike"],
    ["overlap", "same"],
    "The S&P 500 and the S&P 500 Equal Weight Index are different indices.",
    {
      market_id: "KXINX-27SEP30-T7500",
      title: "S&P 500 close on Sep 30, 2027 above 7,500?",
      rules_primary:
        "If the closing value of the S&P 500 index on September 30, 2027 is above 7,500, then the market resolves to Yes.",
      rules_secondary:
        "The closing value is the official close published by S&P Dow Jones Indices. If markets are closed that day, the official close of the last trading day before it is used.",
      settlement_sources: S.spdji,
      close_time: "2027-09-30T20:00:00Z",
    },
    {
      market_id: "620088",
      question: "S&P 500 above 7,500 on September 30, 2027?",
      description: `This market will resolve to "Yes" if the official closing value of the S&P 500 Equal Weight Index on September 30, 2027 is greater than 7,500, as published by S&P Dow Jones Indices. Otherwise, this market will resolve to "No".

If markets are closed on that date, the most recent official close before it will be used.`,
      resolution_source: "https://www.spglobal.com/spdji/en/indices/equity/sp-500-equal-weight/",
      end_date: "2027-09-30T20:00:00Z",
    },
  ),
  pair(
    "D089",
    ["source_series"],
    ["overlap", "same"],
    "An NBER-dated recession and two negative quarters in BEA's estimates are different definitions.",
    {
      market_id: "KXRECSSNBER-27-Y",
      title: "Will the US enter a recession in 2027?",
      rules_primary:
        "If the National Bureau of Economic Research announces, on or before December 31, 2028, a business cycle peak in calendar year 2027, marking the start of a U.S. recession, then the market resolves to Yes.",
      rules_secondary: "Only announcements of the NBER Business Cycle Dating Committee count.",
      settlement_sources: S.nber,
      close_time: "2029-01-01T04:59:00Z",
    },
    {
      market_id: "620089",
      question: "US recession in 2027?",
      description: `This market will resolve to "Yes" if U.S. real GDP declines for two consecutive quarters, both of them in 2027, according to the advance estimates published by the Bureau of Economic Analysis. Otherwise, this market will resolve to "No".

An NBER announcement will not be considered.`,
      resolution_source: "https://www.bea.gov/data/gdp/gross-domestic-product",
      end_date: "2028-01-31T12:00:00Z",
    },
  ),
];
