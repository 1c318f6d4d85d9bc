/**
 * A stress set: look-alike pairs in wordings deliberately unlike both halves ("north of", "tops",
 * "resolves NO unless", "150K", single quotes, a range written with "band"), written and labelled by
 * hand after the matcher was frozen, measured once and reported as it came out (README.md here). It
 * is never used to tune the matcher; it shows how the matcher fares on phrasing it was not written for.
 */
import { pair, SOURCES as S } from "./build.ts";
import type { LabelledPair } from "./types.ts";

export const STRESS_PAIRS: LabelledPair[] = [
  pair(
    "S01",
    ["none"],
    ["identity", "same"],
    "The same first print of the same 12-month change, in unusual words.",
    {
      market_id: "KXCPIYOY-27JUN-T3.2",
      title: "June 2027 CPI above 3.2%?",
      rules_primary:
        "If CPI-U inflation for June 2027 (12-month change, not seasonally adjusted, as first released by the Bureau of Labor Statistics) exceeds 3.2%, then the market resolves to Yes.",
      rules_secondary: "The figure is read to one decimal place as published.",
      settlement_sources: S.blsCpi,
    },
    {
      market_id: "630001",
      question: "June 2027 inflation north of 3.2%?",
      description: `Resolves YES when the initial estimate by the BLS of June 2027 CPI-U year-on-year inflation (not seasonally adjusted, one decimal place) comes in north of 3.2%; NO otherwise.`,
      resolution_source: "https://www.bls.gov/cpi/",
    },
  ),
  pair(
    "S02",
    ["comparator_offset"],
    ["superset", "same"],
    "4.0% or greater counts a print of 4.0%; topping 4.0% does not.",
    {
      market_id: "KXU3-27JUL-T4.0",
      title: "Unemployment 4.0% or greater in July 2027?",
      rules_primary:
        "If the U-3 unemployment rate for July 2027 is 4.0% or greater, then the market resolves to Yes.",
      rules_secondary:
        "The rate is the seasonally adjusted U-3 rate as first published by the Bureau of Labor Statistics, to one decimal place.",
      settlement_sources: S.blsEmpsit,
    },
    {
      market_id: "630002",
      question: "Will unemployment top 4.0% in July 2027?",
      description: `This market will resolve to "Yes" if the seasonally adjusted U-3 unemployment rate for July 2027 tops 4.0% in the first BLS release (one decimal place). Otherwise, this market will resolve to "No".`,
      resolution_source: "https://www.bls.gov/news.release/empsit.toc.htm",
    },
  ),
  pair(
    "S03",
    ["none"],
    ["identity", "same"],
    "Surpasses and is more than; the same station, day and report.",
    {
      market_id: "KXHIGHCHI-27JUL04-T90",
      title: "Chicago high on Jul 4, 2027 above 90°F?",
      rules_primary:
        "If the high temperature at Chicago O'Hare International Airport (KORD) on July 4, 2027 surpasses 90°F, then the market resolves to Yes.",
      rules_secondary:
        "The high is the maximum in the National Weather Service Daily Climate Report, whole degrees Fahrenheit, climate day in local standard time.",
      settlement_sources: S.nws("KORD"),
    },
    {
      market_id: "630003",
      question: "O'Hare above 90°F on July 4, 2027?",
      description: `This market will resolve to "Yes" if the maximum temperature recorded at O'Hare (KORD) on Jul. 4, 2027 is more than 90°F per the National Weather Service Daily Climate Report (whole degrees, local standard time). Otherwise, this market will resolve to "No".`,
      resolution_source: "https://forecast.weather.gov/product.php?site=LOT&product=CLI&issuedby=ORD",
    },
  ),
  pair(
    "S04",
    ["polarity_inversion"],
    ["complement", "inverted"],
    "At or under $4,300 and higher than $4,300 split every settlement.",
    {
      market_id: "KXGOLD-27DEC31-B4300",
      title: "Gold at or under $4,300 at the end of 2027?",
      rules_primary:
        "If the COMEX gold front-month futures settlement price for December 31, 2027 is at or under $4,300 per troy ounce, then the market resolves to Yes.",
      rules_secondary: "Settlement prices are those published by CME Group for COMEX Gold (GC).",
      settlement_sources: S.cmeGold,
    },
    {
      market_id: "630004",
      question: "Gold higher than $4,300 at the end of 2027?",
      description: `This market will resolve to "Yes" if the front-month COMEX gold futures (GC) contract settles higher than $4,300 per troy ounce on December 31, 2027, per CME Group. Otherwise, this market will resolve to "No".`,
      resolution_source: "https://www.cmegroup.com/markets/metals/precious/gold.settlements.html",
    },
  ),
  pair(
    "S05",
    ["source_station"],
    ["overlap", "same"],
    "Miami International and Opa-locka are different stations.",
    {
      market_id: "KXHIGHMIA-27AUG20-T93",
      title: "Miami high above 93°F on Aug 20, 2027?",
      rules_primary:
        "If the maximum temperature at Miami International Airport (KMIA) on August 20, 2027 is above 93°F, then the market resolves to Yes.",
      rules_secondary:
        "From the National Weather Service Daily Climate Report, whole degrees Fahrenheit, climate day in local standard time.",
      settlement_sources: S.nws("KMIA"),
    },
    {
      market_id: "630005",
      question: "Miami high above 93°F on August 20, 2027?",
      description: `This market will resolve to "Yes" if the highest temperature at Miami-Opa Locka Executive Airport (KOPF) on August 20, 2027 is above 93°F, according to the National Weather Service. Otherwise, this market will resolve to "No".`,
      resolution_source: "https://forecast.weather.gov/product.php?product=CLI",
    },
  ),
  pair(
    "S06",
    ["none"],
    ["identity", "same"],
    "4:00 PM ET and 16:00 New York time are the same minute.",
    {
      market_id: "KXBTCD-27MAR15-T105000",
      title: "Bitcoin above $105,000 on Mar 15, 2027 at 4pm ET?",
      rules_primary:
        "If the price of Bitcoin on the Coinbase BTC-USD pair at 4:00 PM ET on March 15, 2027 is above $105,000, then the market resolves to Yes.",
      rules_secondary:
        "The price is the close of the one-minute BTC-USD candle on Coinbase that starts at 4:00 PM ET on March 15, 2027.",
      settlement_sources: S.coinbaseBtc,
    },
    {
      market_id: "630006",
      question: "BTC above 105k at 16:00 New York time on March 15, 2027?",
      description: `This market will resolve to "Yes" if the Coinbase BTC-USD one-minute candle opening at 16:00 New York time on March 15, 2027 closes above $105,000. Otherwise, this market will resolve to "No".`,
      resolution_source: "https://www.coinbase.com/advanced-trade/spot/BTC-USD",
    },
  ),
  pair(
    "S07",
    ["tick_equivalent"],
    ["identity", "same"],
    "Rounded to the nearest tenth, above 2.4% and 2.5% or more are the same prints.",
    {
      market_id: "KXPCE-27MAR-T2.4",
      title: "PCE inflation for March 2027 above 2.4%?",
      rules_primary:
        "If the year-over-year change in the PCE price index for March 2027 is above 2.4%, then the market resolves to Yes.",
      rules_secondary:
        "The headline PCE price index change as first released by the Bureau of Economic Analysis, rounded to the nearest tenth of a percent.",
      settlement_sources: S.beaPce,
    },
    {
      market_id: "630007",
      question: "March 2027 PCE inflation 2.5% or more?",
      description: `This market will resolve to "Yes" if the 12-month change in the headline PCE price index for March 2027, as first released by the Bureau of Economic Analysis, is 2.5% or more. Otherwise, this market will resolve to "No".\n\nThe figure is read to one decimal place.`,
      resolution_source: "https://www.bea.gov/data/personal-consumption-expenditures-price-index",
    },
  ),
  pair(
    "S08",
    ["window_time_zone"],
    ["superset", "same"],
    "The end of December 31 in Pacific Time comes three hours after January 1 begins in the East.",
    {
      market_id: "KXIPOCEDAR-27-Y",
      title: "Will Cedar Analytics IPO in 2027?",
      rules_primary:
        "If Cedar Analytics, Inc. completes an initial public offering and its shares begin trading on a U.S. exchange by 11:59 PM PT on December 31, 2027, then the market resolves to Yes.",
      rules_secondary: "The first day of exchange trading is the date that counts.",
      settlement_sources: S.sec,
    },
    {
      market_id: "630008",
      question: "Cedar Analytics IPO before 2028?",
      description: `This market will resolve to "Yes" if Cedar Analytics' shares begin trading on a U.S. stock exchange following an initial public offering before January 1, 2028. Otherwise, this market will resolve to "No".\n\nAll times are Eastern Time.`,
      resolution_source: "",
    },
  ),
  pair(
    "S09",
    ["none"],
    ["identity", "same"],
    "2.5% to 2.7% with both ends included, in two wordings.",
    {
      market_id: "KXCPIYOY-27AUG-B2.6",
      title: "CPI year-over-year for August 2027 between 2.5% and 2.7%?",
      rules_primary:
        "If the year-over-year change in CPI-U for August 2027 is between 2.5% and 2.7%, inclusive, then the market resolves to Yes.",
      rules_secondary:
        "The change is the 12-month percent change in the CPI-U, all items, not seasonally adjusted, as first released by the Bureau of Labor Statistics, rounded to one decimal place as published.",
      settlement_sources: S.blsCpi,
    },
    {
      market_id: "630009",
      question: "August 2027 inflation in the 2.5% to 2.7% band?",
      description: `This market will resolve to "Yes" if the 12-month change in the CPI-U (all items, not seasonally adjusted) for August 2027, as first reported by the Bureau of Labor Statistics, lands in the 2.5% to 2.7% band, endpoints included. Otherwise, this market will resolve to "No".\n\nRead to one decimal place.`,
      resolution_source: "https://www.bls.gov/cpi/",
    },
  ),
  pair(
    "S10",
    ["void_rule"],
    ["overlap", "same"],
    "A late report: No on Kalshi, waited for on Polymarket.",
    {
      market_id: "KXPAYROLLS-27JAN-T125000",
      title: "Nonfarm payrolls for January 2027 above 125,000?",
      rules_primary:
        "If the change in total nonfarm payrolls for January 2027 is above 125,000, then the market resolves to Yes.",
      rules_secondary:
        "The seasonally adjusted change as first reported by the Bureau of Labor Statistics. If the report is not out by February 28, 2027, the market resolves to No.",
      settlement_sources: S.blsEmpsit,
    },
    {
      market_id: "630010",
      question: "January 2027 payrolls above 125k?",
      description: `This market will resolve to "Yes" if the first BLS estimate of the seasonally adjusted change in total nonfarm payrolls for January 2027 is above 125,000. Otherwise, this market will resolve to "No".\n\nShould the report be delayed, this market will wait for its publication.`,
      resolution_source: "https://www.bls.gov/news.release/empsit.toc.htm",
    },
  ),
  pair(
    "S11",
    ["none"],
    ["identity", "same"],
    "Core CPI and CPI-U excluding food and energy are the same series.",
    {
      market_id: "KXCPICORE-27MAY-T0.3",
      title: "Core CPI month-over-month for May 2027 above 0.3%?",
      rules_primary:
        "If the month-over-month change in core CPI for May 2027 is above 0.3%, then the market resolves to Yes.",
      rules_secondary:
        "Core CPI is the CPI-U for all items less food and energy, seasonally adjusted, as first released by the Bureau of Labor Statistics, rounded to one decimal place as published.",
      settlement_sources: S.blsCpi,
    },
    {
      market_id: "630011",
      question: "May 2027 core inflation above 0.3% month over month?",
      description: `This market will resolve to "Yes" if the seasonally adjusted one-month change in the CPI-U excluding food and energy for May 2027, as first released by the Bureau of Labor Statistics, is above 0.3%. Otherwise, this market will resolve to "No".\n\nRead to one decimal place as published.`,
      resolution_source: "https://www.bls.gov/cpi/",
    },
  ),
  pair(
    "S12",
    ["none"],
    ["identity", "same"],
    "The advance estimate and the preliminary (advance) estimate are the same print.",
    {
      market_id: "KXGDP-27Q2-T2.2",
      title: "Q2 2027 real GDP growth (advance) above 2.2%?",
      rules_primary:
        "If the advance estimate of real GDP growth for Q2 2027 is above 2.2%, then the market resolves to Yes.",
      rules_secondary:
        "Growth is the quarterly change at a seasonally adjusted annual rate, as published by the Bureau of Economic Analysis, to one decimal place.",
      settlement_sources: S.beaGdp,
    },
    {
      market_id: "630012",
      question: "Q2 2027 GDP growth above 2.2%?",
      description: `This market will resolve to "Yes" if U.S. real GDP growth for the second quarter of 2027, at a seasonally adjusted annual rate, is greater than 2.2% in the preliminary (advance) estimate of the Bureau of Economic Analysis, read to one decimal place. Otherwise, this market will resolve to "No".`,
      resolution_source: "https://www.bea.gov/data/gdp/gross-domestic-product",
    },
  ),
  pair(
    "S13",
    ["none"],
    ["identity", "same"],
    "Ether and Ethereum are the same asset.",
    {
      market_id: "KXETHD-27FEB26-T4800",
      title: "Ether above $4,800 on Feb 26, 2027 at noon ET?",
      rules_primary:
        "If the price of Ether on the Coinbase ETH-USD pair at 12:00 PM ET on February 26, 2027 is above $4,800, then the market resolves to Yes.",
      rules_secondary:
        "The price is the close of the one-minute ETH-USD candle on Coinbase that starts at 12:00 PM ET on February 26, 2027.",
      settlement_sources: S.coinbaseEth,
    },
    {
      market_id: "630013",
      question: "Ethereum above $4,800 at noon ET on February 26, 2027?",
      description: `This market will resolve to "Yes" if the Coinbase ETH-USD 1-minute candle beginning at 12:00 PM ET on February 26, 2027 has a final "Close" price above $4,800. Otherwise, this market will resolve to "No".`,
      resolution_source: "https://www.coinbase.com/advanced-trade/spot/ETH-USD",
    },
  ),
  pair(
    "S14",
    ["none"],
    ["identity", "same"],
    "NO unless the rate is cut is YES if it is cut.",
    {
      market_id: "KXFEDDECISION-27MAR-C2",
      title: "Will the Fed cut rates in March 2027?",
      rules_primary:
        "If the FOMC lowers the target range for the federal funds rate at its meeting concluding March 17, 2027, then the market resolves to Yes.",
      rules_secondary: "The decision is taken from the FOMC statement.",
      settlement_sources: S.fomc,
    },
    {
      market_id: "630014",
      question: "March 2027 Fed cut?",
      description: `This market resolves to "No" unless the Federal Reserve cuts the target federal funds range at its March 2027 FOMC meeting, which concludes March 17, 2027.`,
      resolution_source: "https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm",
    },
  ),
  pair(
    "S15",
    ["none"],
    ["identity", "same"],
    "Leaving the range unchanged and making no change are the same outcome.",
    {
      market_id: "KXFEDDECISION-27JAN-H0",
      title: "Will the Fed hold rates in January 2027?",
      rules_primary:
        "If the FOMC leaves the target range for the federal funds rate unchanged at its meeting concluding January 27, 2027, then the market resolves to Yes.",
      rules_secondary: "The decision is taken from the FOMC statement.",
      settlement_sources: S.fomc,
    },
    {
      market_id: "630015",
      question: "No change in Fed rates in January 2027?",
      description: `This market will resolve to "Yes" if the Federal Reserve makes no change to the target federal funds range at its January 2027 FOMC meeting, concluding January 27, 2027. Otherwise, this market will resolve to "No".`,
      resolution_source: "https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm",
    },
  ),
  pair(
    "S16",
    ["polarity_inversion"],
    ["complement", "inverted"],
    "Inside 4.3–4.5% against its NO side stated as the same bucket.",
    {
      market_id: "KXU3-27SEP-B4.4",
      title: "Unemployment for September 2027 between 4.3% and 4.5%?",
      rules_primary:
        "If the U-3 unemployment rate for September 2027 is between 4.3% and 4.5%, inclusive, then the market resolves to Yes.",
      rules_secondary:
        "The rate is the seasonally adjusted U-3 rate as first published by the Bureau of Labor Statistics, to one decimal place.",
      settlement_sources: S.blsEmpsit,
    },
    {
      market_id: "630016",
      question: "Unemployment outside 4.3%–4.5% in September 2027?",
      description: `This market will resolve to "No" if the seasonally adjusted U-3 unemployment rate for September 2027, as first published by the Bureau of Labor Statistics, is between 4.3% and 4.5%, inclusive. Otherwise, this market will resolve to "Yes".\n\nRead to one decimal place.`,
      resolution_source: "https://www.bls.gov/news.release/empsit.toc.htm",
    },
  ),
  pair(
    "S17",
    ["none"],
    ["identity", "same"],
    "Over 150K and more than 150,000 jobs are the same threshold.",
    {
      market_id: "KXPAYROLLS-26DEC-T150000",
      title: "December 2026 payrolls over 150K?",
      rules_primary:
        "If the first estimate of the December 2026 change in total nonfarm payrolls is over 150K, then the market resolves to Yes.",
      rules_secondary:
        "The seasonally adjusted over-the-month change as first reported by the Bureau of Labor Statistics.",
      settlement_sources: S.blsEmpsit,
    },
    {
      market_id: "630017",
      question: "More than 150,000 jobs added in December 2026?",
      description: `This market will resolve to "Yes" if the initial estimate of the seasonally adjusted change in total nonfarm payrolls for December 2026, from the Bureau of Labor Statistics, is more than 150,000. Otherwise, this market will resolve to "No".`,
      resolution_source: "https://www.bls.gov/news.release/empsit.toc.htm",
    },
  ),
  pair(
    "S18",
    ["window_time_zone"],
    ["overlap", "same"],
    "A calendar day in local (daylight) time and a climate day in standard time are different hours.",
    {
      market_id: "KXHIGHATL-27JUL10-T95",
      title: "Atlanta high above 95°F on Jul 10, 2027?",
      rules_primary:
        "If the maximum temperature at Hartsfield-Jackson Atlanta International Airport (KATL) on July 10, 2027 is above 95°F, then the market resolves to Yes.",
      rules_secondary:
        "The day runs midnight to midnight local time; temperatures in whole degrees Fahrenheit from the National Weather Service.",
      settlement_sources: S.nws("KATL"),
    },
    {
      market_id: "630018",
      question: "Atlanta high above 95°F on July 10, 2027?",
      description: `This market will resolve to "Yes" if the highest temperature at Hartsfield-Jackson Atlanta International Airport (KATL) on July 10, 2027 is above 95°F, according to the National Weather Service Daily Climate Report for the climate day in local standard time (whole degrees). Otherwise, this market will resolve to "No".`,
      resolution_source: "https://forecast.weather.gov/product.php?product=CLI",
    },
  ),
  pair(
    "S19",
    ["none"],
    ["identity", "same"],
    "A target range of 3.25%–3.50% has an upper bound of 3.50%.",
    {
      market_id: "KXFED-27JUN-T3.50",
      title: "Fed target range 3.25%-3.50% after June 2027?",
      rules_primary:
        "If the federal funds target range is 3.25% to 3.50% following the FOMC meeting concluding on June 16, 2027, then the market resolves to Yes.",
      rules_secondary: "The target range is taken from the FOMC statement published by the Federal Reserve.",
      settlement_sources: S.fomc,
    },
    {
      market_id: "630019",
      question: "Fed upper bound at 3.50% after June 2027 meeting?",
      description: `This market will resolve to "Yes" if the upper bound of the target federal funds range is 3.50% following the Federal Reserve's June 2027 FOMC meeting (concluding June 16, 2027). Otherwise, this market will resolve to "No".`,
      resolution_source: "https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm",
    },
  ),
  pair(
    "S20",
    ["none"],
    ["identity", "same"],
    "The same settlement threshold, the resolution phrase first on Kalshi.",
    {
      market_id: "KXNATGAS-27MAR31-T3.75",
      title: "Natural gas above $3.75 on Mar 31, 2027?",
      rules_primary:
        "The market resolves to Yes if the NYMEX Henry Hub natural gas front-month futures settlement on March 31, 2027 is above $3.75 per MMBtu.",
      rules_secondary: "Settlements are those published by CME Group.",
      settlement_sources: S.cmeGas,
    },
    {
      market_id: "630020",
      question: "Henry Hub above $3.75 on March 31, 2027?",
      description: `This market will resolve to "Yes" if the front-month Henry Hub natural gas futures (NG) settlement price on March 31, 2027, as published by CME Group, is above $3.75 per MMBtu. Otherwise, this market will resolve to "No".`,
      resolution_source: "https://www.cmegroup.com/markets/energy/natural-gas/natural-gas.settlements.html",
    },
  ),
  pair(
    "S21",
    ["none"],
    ["identity", "same"],
    "Single quotes around Yes change nothing.",
    {
      market_id: "KXBRENT-27APR30-T82",
      title: "Brent above $82 on Apr 30, 2027?",
      rules_primary:
        "If the front-month Brent crude oil futures settlement price on April 30, 2027 is above $82.00 per barrel, then the market resolves to Yes.",
      rules_secondary:
        "The settlement price is the ICE Brent Crude front-month futures settlement published by ICE Futures Europe.",
      settlement_sources: S.ice,
    },
    {
      market_id: "630021",
      question: "Brent above $82 on April 30, 2027?",
      description: `This market will resolve to 'Yes' if the ICE Brent Crude front-month futures contract settles above $82.00 per barrel on April 30, 2027, per ICE Futures Europe. Otherwise, it resolves to 'No'.`,
      resolution_source: "https://www.ice.com/products/219/Brent-Crude-Futures/data",
    },
  ),
  pair(
    "S22",
    ["comparator_offset"],
    ["subset", "same"],
    "Above 2.8% misses a print of 2.8%, which ≥ 2.8% counts.",
    {
      market_id: "KXCPIYOY-27SEP-T2.8",
      title: "CPI year-over-year for September 2027 above 2.8%?",
      rules_primary:
        "If the year-over-year change in CPI-U for September 2027 is above 2.8%, then the market resolves to Yes.",
      rules_secondary:
        "The change is the 12-month percent change in the CPI-U, all items, not seasonally adjusted, as first released by the Bureau of Labor Statistics, rounded to one decimal place as published.",
      settlement_sources: S.blsCpi,
    },
    {
      market_id: "630022",
      question: "September 2027 CPI ≥ 2.8%?",
      description: `This market will resolve to "Yes" if the 12-month change in the CPI-U (all items, NSA) for September 2027 in the first BLS release is ≥ 2.8% (one decimal place). Otherwise, this market will resolve to "No".`,
      resolution_source: "https://www.bls.gov/cpi/",
    },
  ),
  pair(
    "S23",
    ["subject_lookalike"],
    ["overlap", "same"],
    "Bitcoin and Bitcoin Cash are different assets.",
    {
      market_id: "KXBTCD-27MAY31-T900",
      title: "Bitcoin above $900 on May 31, 2027 at noon ET?",
      rules_primary:
        "If the price of Bitcoin on the Coinbase BTC-USD pair at 12:00 PM ET on May 31, 2027 is above $900, then the market resolves to Yes.",
      rules_secondary:
        "The price is the close of the one-minute BTC-USD candle on Coinbase that starts at 12:00 PM ET on May 31, 2027.",
      settlement_sources: S.coinbaseBtc,
    },
    {
      market_id: "630023",
      question: "BCH above $900 at noon ET on May 31, 2027?",
      description: `This market will resolve to "Yes" if the Coinbase BCH-USD (Bitcoin Cash) 1-minute candle beginning at 12:00 PM ET on May 31, 2027 has a final "Close" price above $900. Otherwise, this market will resolve to "No".`,
      resolution_source: "https://www.coinbase.com/advanced-trade/spot/BCH-USD",
    },
  ),
  pair(
    "S24",
    ["source_print"],
    ["overlap", "same"],
    "The initial print and the print after the annual benchmark revision are different vintages.",
    {
      market_id: "KXPAYROLLS-27FEB-T90000",
      title: "February 2027 payrolls above 90,000?",
      rules_primary:
        "If the change in total nonfarm payrolls for February 2027 is above 90,000, then the market resolves to Yes.",
      rules_secondary:
        "The seasonally adjusted change as first reported by the Bureau of Labor Statistics; revisions are not considered.",
      settlement_sources: S.blsEmpsit,
    },
    {
      market_id: "630024",
      question: "February 2027 payrolls above 90k after the benchmark?",
      description: `This market will resolve to "Yes" if the seasonally adjusted change in total nonfarm payrolls for February 2027, as it stands after the BLS annual benchmark revision published in February 2028, is above 90,000. Otherwise, this market will resolve to "No".`,
      resolution_source: "https://www.bls.gov/news.release/empsit.toc.htm",
    },
  ),
];
