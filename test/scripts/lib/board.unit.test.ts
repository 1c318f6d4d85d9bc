/**
 * The `npm run watch` board (scripts/lib/board.ts): state kept from snapshots and updates, and the text it
 * renders. Pure, so it runs here in workerd; the CLI around it is exercised end to end in
 * test/scripts/watch.node.test.ts.
 */
import { describe, expect, it } from "vitest";
import {
  applyIndex,
  applyMarkets,
  applySnapshot,
  applyUpdate,
  type Board,
  createBoard,
  FLASH_MS,
  formatAge,
  formatChange,
  formatMinute,
  RECONNECT_MAX_MS,
  RECONNECT_MIN_MS,
  reconnectDelay,
  renderBoard,
} from "../../../scripts/lib/board.ts";
import type { LegacyMarket } from "../../../src/stream/legacy/market.ts";
import type { MarketUpdateMessage, SnapshotMessage } from "../../../src/stream/market-stream/protocol.ts";

const URL = "ws://localhost:8787/ws";
const CYCLE = "2026-03-02T14:05:00Z";
const NOW = Date.parse("2026-03-02T14:05:30Z");
const ESC = "\x1b";
const ANSI = new RegExp(`${ESC}\\[[0-9;]*m`, "g");
const strip = (line: string) => line.replace(ANSI, "");

function market(
  symbol: string,
  valueDecimal: string | null,
  overrides: Partial<LegacyMarket> = {},
): LegacyMarket {
  const priced = valueDecimal !== null;
  return {
    symbol,
    slug: symbol.toLowerCase(),
    kind: symbol.startsWith("BM") ? "benchmark" : "index",
    name: `${symbol} name`,
    unit: symbol.startsWith("BM") ? "USD/ozt" : "%",
    status: priced ? "live" : "pending",
    value: priced ? Number(valueDecimal) : null,
    value_decimal: valueDecimal,
    cycle_start: priced ? CYCLE : null,
    source_observed_at: priced ? "2026-03-02T14:04:58Z" : null,
    computed_at: priced ? "2026-03-02T14:05:10Z" : null,
    ...overrides,
  };
}

function snapshot(markets: LegacyMarket[], extra: Partial<SnapshotMessage> = {}): SnapshotMessage {
  return {
    type: "snapshot",
    version: 1,
    reason: "connect",
    sent_at: "2026-03-02T14:05:20Z",
    access: { kind: "anonymous", key_id: null, entitlements: null },
    subscription: null,
    unknown_symbols: [],
    markets,
    ...extra,
  };
}

function update(markets: LegacyMarket[], publishedAt = "2026-03-02T14:05:29.880Z"): MarketUpdateMessage {
  return { type: "market_update", version: 1, cycle_start: CYCLE, published_at: publishedAt, markets };
}

/** A connected board of a deployment on the venues' live data, holding PIXCPI 3.1250 % and BMGOLD 2650.5 USD/ozt. */
function liveBoard(): Board {
  const board = createBoard(URL);
  board.connection = { state: "live" };
  board.origin = "live";
  applySnapshot(board, snapshot([market("PIXCPI", "3.1250"), market("BMGOLD", "2650.5")]), NOW - 10_000);
  return board;
}

const plain = (board: Board, now = NOW) => renderBoard(board, { now, color: false });
const rowOf = (lines: string[], symbol: string) => lines.find((l) => strip(l).startsWith(`${symbol} `)) ?? "";
/** The cells of a plain row (columns are separated by at least two spaces; VALUE holds one inside). */
const cells = (line: string) =>
  strip(line)
    .trim()
    .split(/\s{2,}/);

describe("board state", () => {
  it("lists every snapshot market in the server's order, with the header facts", () => {
    const lines = plain(liveBoard());
    expect(lines[0]).toBe(`${URL} · connected · anonymous · 2 markets · last frame 14:05:20Z · latency —`);
    expect(lines[1]).toBe(
      "live data: prices, filings and quotes read from the venues' and providers' public data.",
    );
    const symbols = lines.slice(4).map((l) => l.split(" ")[0]);
    expect(symbols).toEqual(["PIXCPI", "BMGOLD"]);
    expect(cells(rowOf(lines, "PIXCPI"))).toEqual([
      "PIXCPI",
      "index",
      "3.1250 %",
      "—",
      "live",
      "14:05",
      "20s",
    ]);
  });

  it("shows the change against the previous value, signed, and keeps it until the next change", () => {
    const board = liveBoard();
    applyUpdate(board, update([market("PIXCPI", "3.1375")]), NOW);
    expect(cells(rowOf(plain(board), "PIXCPI"))[3]).toBe("+0.0125");

    applyUpdate(board, update([market("PIXCPI", "3.1375", { computed_at: "2026-03-02T14:05:25Z" })]), NOW);
    expect(cells(rowOf(plain(board), "PIXCPI"))[3]).toBe("+0.0125");

    applyUpdate(board, update([market("PIXCPI", "3.1075"), market("BMGOLD", "2651")]), NOW);
    const lines = plain(board);
    expect(cells(rowOf(lines, "PIXCPI"))[3]).toBe("-0.0300");
    expect(cells(rowOf(lines, "BMGOLD"))[3]).toBe("+0.50");
  });

  it("computes changes exactly from the decimals, with 2 to 4 places", () => {
    const change = (from: string, to: string) => formatChange(market("X", to), market("X", from));
    expect(change("0.1", "0.3")).toBe("+0.20");
    expect(change("0.1000", "0.3000")).toBe("+0.2000");
    expect(change("1.123456", "1.123401")).toBe("-0.0001");
    expect(change("2650", "2649")).toBe("-1.00");
    expect(formatChange(market("X", "1"), null)).toBeNull();
    expect(formatChange(market("X", null), market("X", "1"))).toBeNull();
  });

  it("drops markets a new snapshot no longer lists and keeps the history of the rest", () => {
    const board = liveBoard();
    applyUpdate(board, update([market("PIXCPI", "3.2000")]), NOW);
    applySnapshot(board, snapshot([market("PIXCPI", "3.2000")], { reason: "subscribe" }), NOW);
    const lines = plain(board);
    expect(board.entries.size).toBe(1);
    expect(rowOf(lines, "BMGOLD")).toBe("");
    expect(cells(rowOf(lines, "PIXCPI"))[3]).toBe("+0.0750");
  });

  it("reports the update latency as receive time minus published_at", () => {
    const board = liveBoard();
    applyUpdate(board, update([market("PIXCPI", "3.13")], "2026-03-02T14:05:29.880Z"), NOW);
    expect(board.latencyMs).toBe(120);
    expect(plain(board)[0]).toContain("last frame 14:05:30Z · latency 120 ms");
  });
});

describe("board rendering", () => {
  it("renders pending markets with dashes and re-evaluates staleness at render time", () => {
    const board = createBoard(URL);
    const old = { cycle_start: "2026-03-02T13:00:00Z", computed_at: "2026-03-02T13:00:07Z" };
    // Sent as live an hour ago: by now it is stale, whatever the frame said.
    applySnapshot(board, snapshot([market("PIXFED", "4.33", old), market("BMNATGAS", null)]), NOW);
    const lines = plain(board);
    expect(cells(rowOf(lines, "PIXFED"))).toEqual([
      "PIXFED",
      "index",
      "4.33 %",
      "—",
      "stale",
      "13:00",
      "65m",
    ]);
    expect(cells(rowOf(lines, "BMNATGAS"))).toEqual(["BMNATGAS", "benchmark", "—", "—", "pending", "—", "—"]);
  });

  it("writes no ANSI codes when colour is off", () => {
    const board = liveBoard();
    board.unknownSymbols = ["NOPE"];
    board.notice = "connection lost (1006)";
    applyUpdate(board, update([market("PIXCPI", "3.2"), market("BMGOLD", "2600")]), NOW);
    applySnapshot(
      board,
      snapshot([...board.entries.values()].map((e) => e.market).concat(market("PIXREC", null))),
      NOW,
    );
    expect(plain(board).join("\n")).not.toContain(ESC);
  });

  it("colours rises green, falls red, stale and pending rows dim, and only adds codes", () => {
    const board = liveBoard();
    applySnapshot(
      board,
      snapshot([
        market("PIXCPI", "3.1250"),
        market("BMGOLD", "2650.5"),
        market("PIXREC", null),
        market("PIXFED", "4.3", { cycle_start: "2026-03-02T13:00:00Z" }),
      ]),
      NOW,
    );
    applyUpdate(board, update([market("PIXCPI", "3.2"), market("BMGOLD", "2600")]), NOW);
    const colored = renderBoard(board, { now: NOW + FLASH_MS, color: true });
    expect(rowOf(colored, "PIXCPI")).toContain(`${ESC}[32m`);
    expect(rowOf(colored, "BMGOLD")).toContain(`${ESC}[31m`);
    expect(rowOf(colored, "PIXREC").startsWith(`${ESC}[2m`)).toBe(true);
    expect(rowOf(colored, "PIXFED").startsWith(`${ESC}[2m`)).toBe(true);
    expect(rowOf(colored, "PIXCPI").startsWith(`${ESC}[2m`)).toBe(false);
    expect(colored.map(strip)).toEqual(plain(board, NOW + FLASH_MS));
  });

  it("keeps every table line the same width, and the widths across typical value changes", () => {
    const board = liveBoard();
    applySnapshot(
      board,
      snapshot([market("PIXCPI", "3.1250"), market("BMGOLD", "2650.5"), market("PIXREC", null)]),
      NOW,
    );
    const before = plain(board).slice(3);
    applyUpdate(board, update([market("PIXCPI", "12.5"), market("BMGOLD", "980.2575")]), NOW + 5_000);
    const after = plain(board, NOW + 400_000).slice(3);
    const widths = new Set([...before, ...after].map((l) => l.length));
    expect(widths.size).toBe(1);
    // The column titles are padded to the column widths: the same title line means the same widths.
    expect(after[0]).toBe(before[0]);
  });

  it("describes the connection and the access in the header", () => {
    const board = createBoard(URL);
    expect(plain(board)).toEqual([
      `${URL} · connecting · — · 0 markets · last frame — · latency —`,
      "data origin unknown: GET /api/v1/info could not be read",
      "",
      "waiting for the first snapshot …",
    ]);

    applySnapshot(
      board,
      snapshot([], {
        reason: "auth",
        access: { kind: "key", key_id: "key_01ABC", entitlements: ["pix-cpi"] },
      }),
      NOW,
    );
    board.connection = { state: "reconnecting", at: NOW + 2_600 };
    board.unknownSymbols = ["NOPE"];
    const lines = plain(board);
    expect(lines[0]).toContain("reconnecting in 3s · key key_01ABC (1 entitled) · 0 markets");
    expect(lines).toContain("unknown symbols ignored: NOPE");
    expect(lines.at(-1)).toBe("no markets visible to this connection");

    board.connection = { state: "closed", reason: "The API key is not valid." };
    expect(plain(board)[0]).toContain("closed: The API key is not valid.");
  });

  it("says once and in every current row that the values are synthetic on pix's simulator, never live", () => {
    const board = liveBoard();
    board.origin = "synthetic";
    applySnapshot(
      board,
      snapshot([
        market("PIXCPI", "3.1250"),
        market("PIXFED", "4.3", { cycle_start: "2026-03-02T13:00:00Z" }),
        market("PIXREC", null),
      ]),
      NOW,
    );
    const lines = plain(board);
    expect(lines[1]).toBe(
      "SYNTHETIC DATA: made-up moving prices from pix's upstream simulator, in the venues' real payload shapes; for trying pix, never for decisions.",
    );
    expect(cells(rowOf(lines, "PIXCPI"))[4]).toBe("synthetic");
    expect(cells(rowOf(lines, "PIXFED"))[4]).toBe("stale");
    expect(cells(rowOf(lines, "PIXREC"))[4]).toBe("pending");
    expect(lines.filter((l) => /\blive\b/.test(l))).toEqual([]);
    expect(renderBoard(board, { now: NOW, color: true })[1]).toContain(`${ESC}[33m`);
    // An origin that could not be read claims nothing: a current value is `current`.
    board.origin = null;
    expect(cells(rowOf(plain(board), "PIXCPI"))[4]).toBe("current");
  });

  it("formats cycle minutes in UTC and compacts long ages", () => {
    expect(formatMinute("2026-03-02T09:07:00+02:00")).toBe("07:07");
    expect(formatMinute(null)).toBe("—");
    const ago = (seconds: number) => formatAge(new Date(NOW - seconds * 1000).toISOString(), NOW);
    expect([ago(-5), ago(0), ago(999), ago(1000), ago(7200), ago(3 * 86_400), ago(5 * 86_400)]).toEqual([
      "0s",
      "0s",
      "999s",
      "16m",
      "120m",
      "72h",
      "5d",
    ]);
  });
});

describe("reconnect delay", () => {
  it("backs off exponentially from 1 s to 30 s with bounded jitter", () => {
    for (const random of [() => 0, () => 0.5, () => 0.999]) {
      const delays = Array.from({ length: 10 }, (_, attempt) => reconnectDelay(attempt, random));
      expect(Math.min(...delays)).toBeGreaterThanOrEqual(RECONNECT_MIN_MS);
      expect(Math.max(...delays)).toBeLessThanOrEqual(RECONNECT_MAX_MS);
      expect(delays.at(-1)).toBeGreaterThanOrEqual(RECONNECT_MAX_MS * 0.8);
    }
    expect(reconnectDelay(0, () => 0.5)).toBe(1_000);
    expect(reconnectDelay(3, () => 0.5)).toBe(8_000);
    expect(reconnectDelay(3, () => 0)).toBe(6_400);
  });
});

describe("the version 2 board", () => {
  const index = (symbol: string, value: string) => ({
    type: "index" as const,
    version: 2 as const,
    channel: `index:${symbol}`,
    seq: 1,
    cseq: 1,
    symbol,
    value: Number(value),
    value_decimal: value,
    indicative: true as const,
    official: false as const,
    venue_time: "2026-03-02T14:05:29.800Z",
    received_at: null,
    sent_at: "2026-03-02T14:05:29.900Z",
  });

  it("moves a row's value with each index message and keeps it when the rows are read again", () => {
    const board = createBoard(`${URL}?version=2`);
    applyMarkets(board, [market("PIXCPI", "2.87"), market("PIXGDP", "1.90")], NOW - 1_000);
    applyIndex(board, index("PIXCPI", "2.91"), NOW);
    applyIndex(board, index("NOSUCH", "1"), NOW);
    expect(board.latencyMs).toBe(200);
    expect(
      formatChange(
        board.entries.get("PIXCPI")?.market as LegacyMarket,
        board.entries.get("PIXCPI")?.previous ?? null,
      ),
    ).toBe("+0.04");
    applyMarkets(board, [market("PIXCPI", "2.87"), market("PIXGDP", "1.90")], NOW);
    expect(board.entries.get("PIXCPI")?.market.value_decimal).toBe("2.91");
    expect([...board.entries.keys()]).toEqual(["PIXCPI", "PIXGDP"]);
  });

  it("prints each venue feed's status under the header", () => {
    const board = createBoard(`${URL}?version=2`);
    applyMarkets(board, [market("PIXCPI", "2.87")], NOW);
    board.feeds.set("kalshi", { venue: "kalshi", state: "rest_only", age_ms: null, detail: "No API key." });
    board.feeds.set("polymarket", { venue: "polymarket", state: "stale", age_ms: 12_400, detail: "Silent." });
    const lines = renderBoard(board, { now: NOW, color: false });
    expect(lines.slice(2, 4)).toEqual([
      "feed kalshi     rest_only · No API key.",
      "feed polymarket stale 12s · Silent.",
    ]);
  });
});
