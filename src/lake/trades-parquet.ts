/**
 * The Parquet form of a closed day's trade tape (`trades.parquet`, key: ./keys.ts; the tape: ./trades.ts):
 * one row per trade print, every member of the taped row as a column. Columns, in file order:
 * - `cycle_start` TIMESTAMP(MILLIS, UTC): the minute whose trades object holds the print (its venue time
 *   is in the 60 s before it);
 * - `trade_id`, `market_id`: the venue's trade id and market;
 * - `token_id`, `outcome`: the outcome traded (null on venues without outcome tokens);
 * - `price`, `size`: exact decimal strings as the tape holds them (as the quote file's decimals are);
 * - `taker_side`: the taker's side as the venue names it;
 * - `venue_time`, `received_at` TIMESTAMP(MILLIS, UTC): when the venue says the trade happened, and when
 *   pix read it.
 * Rows follow the tape: minute by minute, each minute's prints in tape order (market, outcome token,
 * venue time, trade id). Pure.
 */
import {
  type ColumnValue,
  flatTable,
  instant,
  instantMillis,
  optional,
  type ParquetTable,
  required,
  text,
} from "./parquet.ts";
import type { TradeRow } from "./trades.ts";

/** The trade file's layout, as its key-value metadata names it (`pix.trade_schema`). */
export const TRADE_PARQUET_SCHEMA = "pix.lake_trades.v1";

/** Rows per row group of the trade file. */
export const TRADE_ROW_GROUP_ROWS = 50_000;

export const TRADES_TABLE: ParquetTable = flatTable(
  [
    instant("cycle_start", required),
    text("trade_id", required),
    text("market_id", required),
    text("token_id", optional),
    text("outcome", optional),
    text("price", required),
    text("size", required),
    text("taker_side", required),
    instant("venue_time", required),
    instant("received_at", required),
  ],
  TRADE_ROW_GROUP_ROWS,
  [{ key: "pix.trade_schema", value: TRADE_PARQUET_SCHEMA }],
);

/** One taped print's row, in TRADES_TABLE column order. */
export function tradePrintRow(cycleStartMs: number, trade: TradeRow): ColumnValue[] {
  return [
    BigInt(cycleStartMs),
    trade.trade_id,
    trade.market_id,
    trade.token_id,
    trade.outcome,
    trade.price,
    trade.size,
    trade.taker_side,
    instantMillis(trade.venue_time, "venue_time"),
    instantMillis(trade.received_at, "received_at"),
  ];
}
