/**
 * The Parquet form of a closed day's book tape (`books.parquet`, key: ./keys.ts; the tape: ./books.ts):
 * one flat row per level, so a query filters and groups without unnesting. Columns, in file order:
 * - `cycle_start` TIMESTAMP(MILLIS, UTC): the collection minute the book was taped at;
 * - `market_id`, `outcome`, `token_id` (null on venues without outcome tokens): whose book;
 * - `observed_at` TIMESTAMP(MILLIS, UTC): the book's own clock, else pix's receive time;
 * - `side`: `bid` or `ask`; `level` INT32: 1 = best, up to BOOK_DEPTH;
 * - `price`, `size`: exact decimal strings as the venue wrote them (as the quote file's decimals are).
 * Rows follow the tape: minute by minute, each minute's book objects in source order, each object's
 * markets in line order, each market's outcomes in order, bids then asks, best first. An outcome book
 * with no level on either side has no row. Pure.
 */
import type { MarketBooks } from "./books.ts";
import {
  type ColumnValue,
  flatTable,
  instant,
  instantMillis,
  int32,
  optional,
  type ParquetTable,
  required,
  text,
} from "./parquet.ts";

/** The book file's layout, as its key-value metadata names it (`pix.book_schema`). */
export const BOOK_PARQUET_SCHEMA = "pix.lake_book_levels.v1";

/** Rows per row group of the book file: a large venue writes ~800,000 levels a minute. */
export const BOOK_ROW_GROUP_ROWS = 100_000;

export const BOOKS_TABLE: ParquetTable = flatTable(
  [
    instant("cycle_start", required),
    text("market_id", required),
    text("outcome", required),
    text("token_id", optional),
    instant("observed_at", required),
    text("side", required),
    int32("level", required),
    text("price", required),
    text("size", required),
  ],
  BOOK_ROW_GROUP_ROWS,
  [{ key: "pix.book_schema", value: BOOK_PARQUET_SCHEMA }],
);

/** The rows of one taped line (a market's outcome books at one minute), in BOOKS_TABLE column order. */
export function bookLevelRows(cycleStartMs: number, market: MarketBooks): ColumnValue[][] {
  const cycle = BigInt(cycleStartMs);
  const rows: ColumnValue[][] = [];
  for (const book of market.books) {
    const observed = instantMillis(book.observed_at, "observed_at");
    const sides = [
      ["bid", book.bids],
      ["ask", book.asks],
    ] as const;
    for (const [side, levels] of sides) {
      levels.forEach(([price, size], i) => {
        rows.push([cycle, market.market_id, book.outcome, book.token_id, observed, side, i + 1, price, size]);
      });
    }
  }
  return rows;
}
