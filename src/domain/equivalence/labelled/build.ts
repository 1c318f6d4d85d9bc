/** Small builders the development half is written with (the held-out half keeps its own copy, as written). */
import type { Polarity, Relation, Trap } from "../relations.ts";
import type { SettlementSource } from "../venue-rules.ts";
import { type KalshiLeg, kalshiLeg, type LabelledPair, type PolymarketLeg, polymarketLeg } from "./types.ts";

export function pair(
  id: string,
  traps: Trap[],
  label: [Relation | null, Polarity | null],
  note: string,
  a: KalshiLeg,
  b: PolymarketLeg,
): LabelledPair {
  return {
    id,
    traps,
    a: kalshiLeg(a),
    b: polymarketLeg(b),
    label: { relation: label[0], polarity: label[1] },
    note,
  };
}

const source = (name: string, url: string): SettlementSource[] => [{ name, url }];

export const SOURCES = {
  blsCpi: source("Bureau of Labor Statistics", "https://www.bls.gov/cpi/"),
  blsEmpsit: source("Bureau of Labor Statistics", "https://www.bls.gov/news.release/empsit.toc.htm"),
  blsPpi: source("Bureau of Labor Statistics", "https://www.bls.gov/ppi/"),
  beaGdp: source("Bureau of Economic Analysis", "https://www.bea.gov/data/gdp/gross-domestic-product"),
  beaPce: source(
    "Bureau of Economic Analysis",
    "https://www.bea.gov/data/personal-consumption-expenditures-price-index",
  ),
  census: source("U.S. Census Bureau", "https://www.census.gov/retail/index.html"),
  fomc: source("Federal Reserve", "https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm"),
  treasury: source(
    "U.S. Department of the Treasury",
    "https://home.treasury.gov/resource-center/data-chart-center/interest-rates",
  ),
  ice: source("ICE Futures Europe", "https://www.ice.com/products/219/Brent-Crude-Futures/data"),
  cmeSilver: source("CME Group", "https://www.cmegroup.com/markets/metals/precious/silver.settlements.html"),
  cmeGold: source("CME Group", "https://www.cmegroup.com/markets/metals/precious/gold.settlements.html"),
  cmeGas: source(
    "CME Group",
    "https://www.cmegroup.com/markets/energy/natural-gas/natural-gas.settlements.html",
  ),
  coinbaseEth: source("Coinbase", "https://www.coinbase.com/price/ethereum"),
  coinbaseBtc: source("Coinbase", "https://www.coinbase.com/price/bitcoin"),
  nasdaq: source("Nasdaq", "https://indexes.nasdaqomx.com/Index/Overview/NDX"),
  spdji: source("S&P Dow Jones Indices", "https://www.spglobal.com/spdji/en/indices/equity/sp-500/"),
  sec: source("U.S. Securities and Exchange Commission", "https://www.sec.gov/edgar/search/"),
  nber: source("National Bureau of Economic Research", "https://www.nber.org/research/business-cycle-dating"),
  nws: (station: string) =>
    source(`National Weather Service (${station})`, "https://forecast.weather.gov/product.php?product=CLI"),
};
