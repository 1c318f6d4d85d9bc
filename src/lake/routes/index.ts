import type { App } from "../../platform/http/app-types.ts";
import { registerGetBooks } from "./get-books.ts";
import { registerGetCandles } from "./get-candles.ts";
import { registerGetDayParquet } from "./get-day-parquet.ts";
import { registerGetIceberg } from "./get-iceberg.ts";
import { registerGetLake } from "./get-lake.ts";
import { registerGetQuotes } from "./get-quotes.ts";
import { registerGetTrades } from "./get-trades.ts";
import { registerGetVenue } from "./get-venue.ts";
import { registerListSnapshots } from "./list-snapshots.ts";
import { registerListVenues } from "./list-venues.ts";

/**
 * The lake read plane: discovery, venues, a day's snapshot times, a snapshot's rows, a
 * closed day's Parquet files (quotes, books, trades), one market's order book at a minute, one market's candles, a
 * minute's trade prints, the Iceberg tables' files read by path.
 */
export function registerLakeRoutes(app: App) {
  registerGetLake(app);
  registerListVenues(app);
  registerGetVenue(app);
  registerListSnapshots(app);
  registerGetQuotes(app);
  registerGetDayParquet(app);
  registerGetBooks(app);
  registerGetCandles(app);
  registerGetTrades(app);
  registerGetIceberg(app);
}
