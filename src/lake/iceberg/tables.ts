/**
 * The lake's Apache Iceberg tables, one declaration each: the table's name, its columns (the lake's row
 * dictionary, docs/lake.md, each with its description), the column whose UTC day partitions it, whether
 * it is also partitioned by venue, and which file of a venue-day (or a day) is its data file. Adding a
 * table is one more declaration here (and, for a new kind of file, its writer in ./files.ts).
 *
 * Field ids follow the declaration order (nested fields after their parent's siblings): a new column is
 * appended at the end, never inserted, so the ids of existing columns never change. The data files are
 * the lake's own Parquet files, which carry no field ids: the tables map columns by name
 * (`schema.name-mapping.default`). `venue` is not a column of the book, trade and hour files: it is the
 * value of the table's identity partition, which Iceberg readers return for a column a file lacks.
 */
import type { ParquetKind } from "../keys.ts";

export type IcebergPrimitive = "string" | "boolean" | "int" | "long" | "double" | "timestamptz";

export interface IcebergColumn {
  name: string;
  type: IcebergPrimitive | { struct: IcebergColumn[] };
  required: boolean;
  doc: string;
}

/** Where a table's data file of a venue-day (or, unpartitioned by venue, a day) comes from. */
export type IcebergSource =
  /** A Parquet file of the daily compaction (src/lake/jobs/parquet-day.ts). */
  | { kind: "parquet"; file: ParquetKind }
  /** The day's hour summaries, written as Parquet for the table (./files.ts). */
  | { kind: "hours" }
  /** The day's committed rounds from D1, written as Parquet for the table (./files.ts). */
  | { kind: "rounds" };

export interface IcebergTableDeclaration {
  name: string;
  doc: string;
  columns: IcebergColumn[];
  /** The timestamp column whose UTC day (`day` transform) partitions the table. */
  dayColumn: string;
  /** Partitioned by `venue` (identity) too; its data files are one per venue and day. */
  byVenue: boolean;
  source: IcebergSource;
}

const text = (name: string, doc: string, required = true): IcebergColumn => ({
  name,
  type: "string",
  required,
  doc,
});
const optionalText = (name: string, doc: string) => text(name, doc, false);
const instant = (name: string, doc: string, required = true): IcebergColumn => ({
  name,
  type: "timestamptz",
  required,
  doc,
});
const integer = (name: string, doc: string, required = true): IcebergColumn => ({
  name,
  type: "int",
  required,
  doc,
});

const DECIMAL = "exact decimal string as pix wrote it; cast it in the query (`price::DECIMAL(18,6)`)";
const VENUE = text("venue", "the venue: `kalshi` or `polymarket` (the table's partition)");
const CYCLE_START = instant(
  "cycle_start",
  "the collection minute (UTC) the row belongs to: the snapshot of a quote, the minute a book was taped at, the minute whose trades object holds a print",
);

const QUOTES: IcebergTableDeclaration = {
  name: "quotes",
  doc: "Every quote row of every snapshot of the lake (`day.parquet`): one row per market outcome and minute.",
  dayColumn: "cycle_start",
  byVenue: true,
  source: { kind: "parquet", file: "quotes" },
  columns: [
    CYCLE_START,
    VENUE,
    text(
      "market_id",
      "the venue's market id (Kalshi: market ticker; Polymarket: Gamma market id); with `outcome`, identifies the row within a snapshot",
    ),
    optionalText(
      "event_id",
      "the venue's id of the event grouping the market; null when the venue gives none",
    ),
    text("outcome", "the outcome quoted: `yes` or `no` for a binary outcome, else the venue's outcome label"),
    optionalText(
      "token_id",
      "the venue's token id of the outcome (Polymarket); null on venues without tokens",
    ),
    text("title", "the market's title as the venue shows it"),
    text("status", "market lifecycle: `unopened`, `open`, `paused`, `closed`, `settled` or `unknown`"),
    optionalText("bid", `best bid, probability 0–1, ${DECIMAL}; null when not quoted, never 0`),
    optionalText("ask", `best ask, probability 0–1, ${DECIMAL}; null when not quoted, never 0`),
    optionalText("last", `last trade, probability 0–1, ${DECIMAL}; null when not quoted, never 0`),
    optionalText("indicative", `indicative price, probability 0–1, ${DECIMAL}; null when not quoted`),
    optionalText(
      "indicative_source",
      "where `indicative` came from: `mid`, `last` or `venue_price`; null with it",
    ),
    optionalText(
      "mid",
      `the book's midpoint (bid + ask) / 2, ${DECIMAL}; null unless both sides were quoted`,
    ),
    optionalText("spread", `ask − bid, ${DECIMAL}; null exactly when \`mid\` is`),
    {
      name: "two_sided_book",
      type: "boolean",
      required: true,
      doc: "true when both a bid and an ask were quoted (then `mid` and `spread` are set)",
    },
    optionalText(
      "volume_usd",
      `traded volume in US dollars (basis in \`usd_basis\`), ${DECIMAL}; null when not reported`,
    ),
    optionalText(
      "open_interest_usd",
      `open interest in US dollars (basis in \`usd_basis\`), ${DECIMAL}; null when not reported`,
    ),
    optionalText(
      "usd_basis",
      "how the USD figures were obtained: `usd` (reported in dollars) or `contracts_x_price` (contracts × `indicative`); null when neither was reported",
    ),
    {
      name: "native",
      type: {
        struct: [
          optionalText(
            "volume_contracts",
            "the venue's traded contracts, exact decimal string; null when not reported",
          ),
          optionalText(
            "open_interest_contracts",
            "the venue's open contracts, exact decimal string; null when not reported",
          ),
        ],
      },
      required: false,
      doc: "the venue's own contract counts when `usd_basis` is `contracts_x_price`, else null",
    },
    instant(
      "observed_at",
      "when the quote was observed: the venue's clock or pix's receive time (`observed_at_source`), to the millisecond",
    ),
    text(
      "observed_at_source",
      "`venue`: `observed_at` is the venue's clock; `collector`: pix's receive time stood in",
    ),
    instant(
      "close_time",
      "when the market closes to trading, by the venue's clock; null when the venue gives none",
      false,
    ),
  ],
};

const BOOKS: IcebergTableDeclaration = {
  name: "books",
  doc: "Every level of every book of the lake's book tape (`books.parquet`): one row per level, best 10 a side.",
  dayColumn: "cycle_start",
  byVenue: true,
  source: { kind: "parquet", file: "books" },
  columns: [
    CYCLE_START,
    text("market_id", "the venue's market id, as in the quote rows"),
    text("outcome", "the outcome whose book it is, as in the quote rows"),
    optionalText("token_id", "the outcome's token; null on venues without outcome tokens (Kalshi)"),
    instant("observed_at", "the book's own clock when it has one, else pix's receive time"),
    text("side", "`bid` or `ask`"),
    integer("level", "1 = best, up to the book's depth (10)"),
    text("price", `${DECIMAL}, in the outcome's own terms`),
    text("size", "exact decimal string: contracts (Kalshi) or shares (Polymarket)"),
    VENUE,
  ],
};

const TRADES: IcebergTableDeclaration = {
  name: "trades",
  doc: "Every print of the lake's trade tape (`trades.parquet`): one row per trade, each venue trade id once.",
  dayColumn: "cycle_start",
  byVenue: true,
  source: { kind: "parquet", file: "trades" },
  columns: [
    CYCLE_START,
    text("trade_id", "the venue's id of the trade (Polymarket: as the trades route names it)"),
    text("market_id", "Kalshi: the ticker; Polymarket: the market's condition id"),
    optionalText("token_id", "the outcome token traded; null on Kalshi"),
    optionalText(
      "outcome",
      "the outcome traded as the venue names it; null on Kalshi, whose price is the YES price",
    ),
    text("price", "exact decimal string (0–1), trailing zeros trimmed"),
    text("size", "exact decimal string: contracts (Kalshi) or shares (Polymarket)"),
    text("taker_side", "Kalshi: `yes` / `no`; Polymarket: `buy` / `sell` of the outcome token"),
    instant("venue_time", "when the venue says the trade happened"),
    instant("received_at", "when pix read the page that carried it"),
    VENUE,
  ],
};

const HOUR_SUMMARIES: IcebergTableDeclaration = {
  name: "hour_summaries",
  doc: "The candles' hour summaries: one row per UTC hour, market and outcome, as the candles at 1h, 4h and 1d read them.",
  dayColumn: "hour_start",
  byVenue: true,
  source: { kind: "hours" },
  columns: [
    instant("hour_start", "the UTC hour summarised, [hour_start, hour_start + 1 h)"),
    text("market_id", "the quote rows' `market_id` (Kalshi: ticker; Polymarket: Gamma market id)"),
    text("outcome", "the quote rows' `outcome`"),
    optionalText("token_id", "the outcome's token (Polymarket); null on venues without tokens"),
    {
      name: "seen",
      type: "boolean",
      required: true,
      doc: "whether a row of the market was in one of the hour's snapshots (false: the market only traded)",
    },
    optionalText("mid_open", "the first `mid` of the hour's minutes with a two-sided book; null when none"),
    optionalText("mid_high", "the highest such `mid`; null when none"),
    optionalText("mid_low", "the lowest such `mid`; null when none"),
    optionalText("mid_close", "the last such `mid`; null when none"),
    integer("mid_minutes", "minutes of the hour with a two-sided book"),
    integer("quote_minutes", "minutes of the hour with a row of the outcome, one-sided or not"),
    optionalText(
      "volume_usd",
      "the venue's volume as last reported in the hour (a running total); null if none",
    ),
    optionalText("open_interest_usd", "open interest as last reported in the hour; null if none"),
    optionalText("trade_open", "price of the hour's first print, in venue-time order; null with no print"),
    optionalText("trade_high", "the highest print price; null with no print"),
    optionalText("trade_low", "the lowest print price; null with no print"),
    optionalText("trade_close", "price of the hour's last print; null with no print"),
    text("trade_volume", "exact sum of the prints' sizes"),
    integer("trade_count", "prints of the hour"),
    VENUE,
  ],
};

const ROUNDS: IcebergTableDeclaration = {
  name: "rounds",
  doc: "Every committed five-minute round of every index: one row per index and round. A round draws on every venue's snapshot, so the table is partitioned by day only.",
  dayColumn: "round_id",
  byVenue: false,
  source: { kind: "rounds" },
  columns: [
    text("symbol", "the index's symbol"),
    instant("round_id", "the five-minute round bucket; equals the round's `clocks.round_effective_at`"),
    text("value_decimal", "the round's committed value, exact decimal string"),
    {
      name: "value",
      type: "double",
      required: true,
      doc: "the same value as a binary floating-point number, for charts",
    },
    instant("computed_at", "when the round was computed"),
    text(
      "tape_keys",
      "the lake snapshots the value came from, a JSON array of R2 keys (`lake/{venue}/{date}/{HHMM}`)",
    ),
  ],
};

/** Every table, in the order /api/v1/info lists them. */
export const ICEBERG_TABLES: readonly IcebergTableDeclaration[] = [
  QUOTES,
  BOOKS,
  TRADES,
  HOUR_SUMMARIES,
  ROUNDS,
];

export const ICEBERG_TABLE_NAMES = ICEBERG_TABLES.map((t) => t.name);

export function icebergTable(name: string): IcebergTableDeclaration | undefined {
  return ICEBERG_TABLES.find((t) => t.name === name);
}

/** The table of a Parquet kind of the daily compaction, if any. */
export function tableOfParquetKind(kind: ParquetKind): IcebergTableDeclaration | undefined {
  return ICEBERG_TABLES.find((t) => t.source.kind === "parquet" && t.source.file === kind);
}
