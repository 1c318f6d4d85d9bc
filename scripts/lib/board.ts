/**
 * Board state and text rendering for `npm run watch` (scripts/watch.ts): the markets of a `/ws` stream
 * with their previous values, drawn as a fixed-width table under a one-line connection header. With the
 * stream's version 2 the rows are `GET /api/markets`, their values move with each `index` message, and
 * each venue feed's `status` is a line under the header. Where the numbers come from (`GET /api/v1/info`'s
 * `data_origin`) is said once under the header and in every row's STATUS: a current value of a
 * deployment on pix's simulator reads `synthetic`, never `live`.
 *
 * Pure and runtime-neutral (no `node:` imports, no clocks: callers pass `now`), so the unit tests run it
 * in Node (test/scripts/lib/board.unit.test.ts). Erasable TypeScript only: Node runs it by type stripping.
 */
import { formatDecimal, parseDecimal } from "../../src/domain/decimal.ts";
import { DATA_ORIGIN_MEANING, type DataOrigin } from "../../src/platform/data-origin.ts";
import { type LegacyMarket, withCurrentStatus } from "../../src/stream/legacy/market.ts";
import type { MarketUpdateMessage, SnapshotMessage } from "../../src/stream/market-stream/protocol.ts";
import type { StreamAccess } from "../../src/stream/session/frames.ts";
import type { V2Index, V2Status } from "../../src/stream/v2/messages.ts";

export type Connection =
  | { state: "connecting" }
  | { state: "live" }
  /** `at`: epoch ms of the next attempt, so the countdown can be redrawn every second. */
  | { state: "reconnecting"; at: number }
  | { state: "closed"; reason: string };

export interface BoardEntry {
  market: LegacyMarket;
  /** The market as it was before its value last changed while watched; null until it has changed. */
  previous: LegacyMarket | null;
  /** Receive time (epoch ms) of the last change. */
  changedAt: number | null;
}

export interface Board {
  url: string;
  connection: Connection;
  access: StreamAccess | null;
  unknownSymbols: string[];
  /** Symbol → entry, in the server's (catalog) order. */
  entries: Map<string, BoardEntry>;
  lastFrameAt: number | null;
  /** Receive time − published_at of the last market_update, in ms. */
  latencyMs: number | null;
  /** One line shown under the header, e.g. why the last connection failed. */
  notice: string | null;
  /** Version 2: each venue feed's last `status`, by venue. */
  feeds: Map<string, FeedState>;
  /** `GET /api/v1/info`'s `data_origin`; null until read, or when it could not be read. */
  origin: DataOrigin | null;
}

/** A venue feed as its last version 2 `status` described it. */
export type FeedState = Pick<V2Status, "venue" | "state" | "age_ms" | "detail">;

export interface RenderOptions {
  now: number;
  color: boolean;
}

/** How long a changed CHANGE cell stays bold, so fresh moves catch the eye. */
export const FLASH_MS = 3_000;

export function createBoard(url: string): Board {
  return {
    url,
    connection: { state: "connecting" },
    access: null,
    unknownSymbols: [],
    entries: new Map(),
    lastFrameAt: null,
    latencyMs: null,
    notice: null,
    feeds: new Map(),
    origin: null,
  };
}

// ---------------------------------------------------------------- state

/**
 * A snapshot is the full set the connection may see: markets it no longer lists leave the board. Markets
 * already on it (a reconnect, a re-subscribe) keep their history, so a move across the gap still shows.
 */
export function applySnapshot(board: Board, message: SnapshotMessage, receivedAt: number): void {
  const entries = new Map<string, BoardEntry>();
  for (const market of message.markets) {
    entries.set(market.symbol, nextEntry(board.entries.get(market.symbol), market, receivedAt));
  }
  board.entries = entries;
  board.access = message.access;
  board.unknownSymbols = message.unknown_symbols;
  board.lastFrameAt = receivedAt;
}

/** An update carries only changed markets: merge them in, keep the rest. */
export function applyUpdate(board: Board, message: MarketUpdateMessage, receivedAt: number): void {
  for (const market of message.markets) {
    board.entries.set(market.symbol, nextEntry(board.entries.get(market.symbol), market, receivedAt));
  }
  board.lastFrameAt = receivedAt;
  const published = Date.parse(message.published_at);
  board.latencyMs = Number.isNaN(published) ? null : receivedAt - published;
}

/**
 * Version 2: the rows the board follows (`GET /api/markets`, the version 1 market shape), each row's
 * value kept where an `index` message has already moved it.
 */
export function applyMarkets(board: Board, markets: LegacyMarket[], receivedAt: number): void {
  const entries = new Map<string, BoardEntry>();
  for (const market of markets) {
    const entry = board.entries.get(market.symbol);
    entries.set(market.symbol, entry ?? nextEntry(undefined, market, receivedAt));
  }
  board.entries = entries;
  board.lastFrameAt ??= receivedAt;
}

/** Version 2: an `index` message moves its row's value (its status and cycle stay the market's). */
export function applyIndex(board: Board, message: V2Index, receivedAt: number): void {
  const entry = board.entries.get(message.symbol);
  if (!entry) return;
  const market = { ...entry.market, value: message.value, value_decimal: message.value_decimal };
  board.entries.set(message.symbol, nextEntry(entry, market, receivedAt));
  board.lastFrameAt = receivedAt;
  const sent = Date.parse(message.venue_time ?? message.sent_at);
  board.latencyMs = Number.isNaN(sent) ? null : receivedAt - sent;
}

/** The new entry for `market`; `previous` moves only when the value does (a re-sent value is no change). */
function nextEntry(entry: BoardEntry | undefined, market: LegacyMarket, at: number): BoardEntry {
  if (!entry) return { market, previous: null, changedAt: null };
  if (entry.market.value === market.value) return { ...entry, market };
  return { market, previous: entry.market, changedAt: at };
}

// ---------------------------------------------------------------- cells

const DASH = "—";

/** Signed `current − previous`, exact when both decimals parse, with 2–4 places (the inputs' own, clamped). */
export function formatChange(current: LegacyMarket, previous: LegacyMarket | null): string | null {
  if (!previous || current.value === null || previous.value === null) return null;
  const places = Math.min(
    4,
    Math.max(2, fractionDigits(current.value_decimal), fractionDigits(previous.value_decimal)),
  );
  const a = current.value_decimal === null ? null : parseDecimal(current.value_decimal);
  const b = previous.value_decimal === null ? null : parseDecimal(previous.value_decimal);
  const text =
    a !== null && b !== null
      ? formatDecimal(a - b, places)
      : (current.value - previous.value).toFixed(places).replace(/^-(0\.?0*)$/, "$1");
  return text.startsWith("-") ? text : `+${text}`;
}

function fractionDigits(decimal: string | null): number {
  return decimal?.split(".")[1]?.length ?? 0;
}

/** Sign of the change: the colour of its cell. */
function direction(current: LegacyMarket, previous: LegacyMarket | null): "up" | "down" | "flat" {
  if (!previous || current.value === null || previous.value === null) return "flat";
  if (current.value > previous.value) return "up";
  return current.value < previous.value ? "down" : "flat";
}

/** `HH:MM` (UTC) of an RFC 3339 instant. */
export function formatMinute(iso: string | null): string {
  const ms = iso === null ? Number.NaN : Date.parse(iso);
  return Number.isNaN(ms) ? DASH : new Date(ms).toISOString().slice(11, 16);
}

/** Seconds since `iso`, compacted past 999 s so the column stays narrow (a stalled feed runs for days). */
export function formatAge(iso: string | null, now: number): string {
  const ms = iso === null ? Number.NaN : Date.parse(iso);
  if (Number.isNaN(ms)) return DASH;
  const seconds = Math.max(0, Math.floor((now - ms) / 1000)); // a server clock ahead of ours is "now"
  if (seconds < 1000) return `${seconds}s`;
  if (seconds < 60_000) return `${Math.floor(seconds / 60)}m`;
  if (seconds < 360_000) return `${Math.floor(seconds / 3600)}h`;
  return `${Math.floor(seconds / 86_400)}d`;
}

function connectionText(connection: Connection, now: number): string {
  switch (connection.state) {
    case "reconnecting":
      return `reconnecting in ${Math.max(0, Math.round((connection.at - now) / 1000))}s`;
    case "closed":
      return `closed: ${connection.reason}`;
    case "live":
      return "connected"; // the connection's state: whether the data is live is the origin line's
    default:
      return connection.state;
  }
}

function accessText(access: StreamAccess | null): string {
  if (!access) return DASH;
  if (access.kind === "anonymous") return "anonymous";
  const entitled = access.entitlements === null ? "" : ` (${access.entitlements.length} entitled)`;
  return `key ${access.key_id ?? "?"}${entitled}`;
}

// ---------------------------------------------------------------- colour

type Style = "green" | "red" | "yellow" | "dim" | "bold";

/** Each style closes with its own reset code, so a coloured cell inside a dimmed row keeps the dim. */
const SGR: Record<Style, [string, string]> = {
  green: ["\x1b[32m", "\x1b[39m"],
  red: ["\x1b[31m", "\x1b[39m"],
  yellow: ["\x1b[33m", "\x1b[39m"],
  dim: ["\x1b[2m", "\x1b[22m"],
  bold: ["\x1b[1m", "\x1b[22m"],
};

function paint(text: string, color: boolean, ...styles: (Style | null)[]): string {
  if (!color) return text;
  return styles.reduce((out, style) => (style ? `${SGR[style][0]}${out}${SGR[style][1]}` : out), text);
}

// ---------------------------------------------------------------- table

interface Column {
  title: string;
  /** Minimum width, wide enough for typical values so the table does not shift as they change. */
  min: number;
  right: boolean;
}

const COLUMNS: Column[] = [
  { title: "SYMBOL", min: 10, right: false },
  { title: "KIND", min: 9, right: false },
  { title: "VALUE", min: 20, right: true },
  { title: "CHANGE", min: 10, right: true },
  { title: "STATUS", min: 7, right: false },
  { title: "CYCLE", min: 5, right: false },
  { title: "AGE", min: 5, right: true },
];

const GAP = "  ";

interface Row {
  cells: string[];
  move: "up" | "down" | "flat";
  flash: boolean;
  muted: boolean;
}

/**
 * A row's STATUS: `live` (a current value) only for a deployment that reads the venues' live data; a
 * current value of pix's simulator is `synthetic`, and of a deployment whose origin is unknown `current`.
 */
export function statusText(status: LegacyMarket["status"], origin: DataOrigin | null): string {
  if (status !== "live" || origin === "live") return status;
  return origin === "synthetic" ? "synthetic" : "current";
}

function toRow(entry: BoardEntry, now: number, origin: DataOrigin | null): Row {
  const market = withCurrentStatus(entry.market, now); // live when sent, maybe stale by now
  return {
    cells: [
      market.symbol,
      market.kind,
      market.value_decimal ?? DASH,
      formatChange(market, entry.previous) ?? DASH,
      statusText(market.status, origin),
      formatMinute(market.cycle_start),
      formatAge(market.computed_at, now),
    ],
    move: direction(market, entry.previous),
    flash: entry.changedAt !== null && now - entry.changedAt < FLASH_MS,
    muted: market.status !== "live",
  };
}

/** VALUE is number + unit: numbers right-aligned to each other, units left-aligned after them. */
function valueCells(entries: BoardEntry[], rows: Row[]): void {
  const units = entries.map((e) => (e.market.value_decimal === null ? "" : e.market.unit));
  const numberWidth = Math.max(0, ...rows.map((r) => (r.cells[2] ?? "").length));
  const unitWidth = Math.max(0, ...units.map((u) => u.length));
  rows.forEach((row, i) => {
    row.cells[2] = `${(row.cells[2] ?? "").padStart(numberWidth)} ${(units[i] ?? "").padEnd(unitWidth)}`;
  });
}

function pad(text: string, width: number, right: boolean): string {
  return right ? text.padStart(width) : text.padEnd(width);
}

function tableLines(board: Board, options: RenderOptions): string[] {
  const entries = [...board.entries.values()];
  const rows = entries.map((entry) => toRow(entry, options.now, board.origin));
  valueCells(entries, rows);
  const widths = COLUMNS.map((column, i) =>
    Math.max(column.min, column.title.length, ...rows.map((r) => (r.cells[i] ?? "").length)),
  );
  const header = COLUMNS.map((c, i) => pad(c.title, widths[i] ?? 0, c.right)).join(GAP);
  const lines = rows.map((row) => {
    const cells = COLUMNS.map((column, i) => {
      const cell = pad(row.cells[i] ?? "", widths[i] ?? 0, column.right);
      if (column.title !== "CHANGE" || row.move === "flat") return cell;
      // Bold's reset (22) would also end a muted row's dim, so muted rows never flash.
      const flash = row.flash && !row.muted ? "bold" : null;
      return paint(cell, options.color, row.move === "up" ? "green" : "red", flash);
    });
    return paint(cells.join(GAP), options.color, row.muted ? "dim" : null);
  });
  return [paint(header, options.color, "bold"), ...lines];
}

// ---------------------------------------------------------------- board

function headerLine(board: Board, options: RenderOptions): string {
  const { now, color } = options;
  const state = board.connection.state;
  const stateStyle = state === "live" ? "green" : state === "closed" ? "red" : "yellow";
  const frame =
    board.lastFrameAt === null ? DASH : `${new Date(board.lastFrameAt).toISOString().slice(11, 19)}Z`;
  const latency = board.latencyMs === null ? DASH : `${Math.round(board.latencyMs)} ms`;
  return [
    paint(board.url, color, "bold"),
    paint(connectionText(board.connection, now), color, stateStyle),
    accessText(board.access),
    `${board.entries.size} market${board.entries.size === 1 ? "" : "s"}`,
    `last frame ${frame}`,
    `latency ${latency}`,
  ].join(" · ");
}

/** `feed polymarket  live` — a venue feed's state, its age when stale, and the server's sentence. */
function feedLine(feed: FeedState, color: boolean): string {
  const style = feed.state === "live" ? "green" : feed.state === "rest_only" ? null : "yellow";
  const age = feed.state === "stale" && feed.age_ms !== null ? ` ${Math.round(feed.age_ms / 1000)}s` : "";
  return `feed ${feed.venue.padEnd(10)} ${paint(`${feed.state}${age}`, color, style)} · ${feed.detail}`;
}

/** Where the numbers come from, in one line under the header (synthetic in bold yellow). */
function originLine(origin: DataOrigin | null, color: boolean): string {
  if (origin === null)
    return paint("data origin unknown: GET /api/v1/info could not be read", color, "yellow");
  const meaning = DATA_ORIGIN_MEANING[origin].replace(/^`[a-z]+`: /, "");
  const text = `${origin === "synthetic" ? "SYNTHETIC DATA" : "live data"}: ${meaning}`;
  return origin === "synthetic" ? paint(text, color, "yellow", "bold") : text;
}

/** The whole board as lines (no trailing newlines); plain text unless `color`. */
export function renderBoard(board: Board, options: RenderOptions): string[] {
  const lines = [headerLine(board, options), originLine(board.origin, options.color)];
  if (board.unknownSymbols.length > 0) {
    lines.push(paint(`unknown symbols ignored: ${board.unknownSymbols.join(", ")}`, options.color, "yellow"));
  }
  if (board.notice) lines.push(paint(board.notice, options.color, "yellow"));
  for (const feed of board.feeds.values()) lines.push(feedLine(feed, options.color));
  lines.push("");
  if (board.lastFrameAt === null) return [...lines, "waiting for the first snapshot …"];
  if (board.entries.size === 0) return [...lines, "no markets visible to this connection"];
  return [...lines, ...tableLines(board, options)];
}

// ---------------------------------------------------------------- reconnect

export const RECONNECT_MIN_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/**
 * Capped exponential backoff for reconnect attempt `attempt` (0-based): 1 s, 2 s, 4 s … 30 s, each
 * ±20 % so a fleet of watchers dropped by one restart does not reconnect in lockstep.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** attempt);
  const jittered = base * (0.8 + 0.4 * random());
  return Math.round(Math.min(RECONNECT_MAX_MS, Math.max(RECONNECT_MIN_MS, jittered)));
}
