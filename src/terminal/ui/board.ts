/**
 * The live board: one row per market (`GET /api/markets`), its value updated in place by every `index`
 * message of the stream's version 2 (the minute cycle's values, and live indicative values between
 * minutes where the venues' books move them); each update flashes the row. A row shows its value, the
 * change against the value it replaced, its status and the age of its cycle. A live value
 * whose cycle is 15 minutes old turns stale here too (the server's rule), and while the connection is
 * down every row is marked as possibly out of date. On a narrow screen the `secondary` columns (name,
 * cycle, age) are hidden, so symbol, value, change and status fit without scrolling; the selected
 * market's name heads its panels.
 */
import { el, replaceChildren } from "./dom.ts";
import { age, hhmm, signedChange, withUnit } from "./format.ts";
import { effectiveStatus } from "./status.ts";
import type { LegacyMarket } from "./types.ts";

interface Row {
  market: LegacyMarket;
  /** The newest `index` value and when it was received; shown while newer than the market's cycle. */
  live: { value: string | null; atMs: number } | null;
  previous: string | null;
  updatedAt: number;
}

/** The value a row shows: the stream's newest, unless the market's own (a newer cycle) supersedes it. */
function shownValue(row: Row): string | null {
  const cycleMs = row.market.cycle_start ? Date.parse(row.market.cycle_start) : 0;
  return row.live && row.live.atMs >= cycleMs ? row.live.value : row.market.value_decimal;
}

const FLASH_MS = 2_000;

export interface Board {
  /** Replaces every row (`GET /api/markets`), keeping each row's newer stream value. */
  snapshot(markets: LegacyMarket[]): void;
  /** An `index` message's value for one symbol. */
  live(symbol: string, value: string | null, atMs: number): void;
  setConnected(connected: boolean): void;
  market(symbol: string): LegacyMarket | undefined;
  markets(): LegacyMarket[];
  /** Redraws ages and statuses (called every second). */
  tick(nowMs: number): void;
}

export function createBoard(
  body: HTMLTableSectionElement,
  onSelect: (market: LegacyMarket) => void,
  selected: () => string | null,
): Board {
  const rows = new Map<string, Row>();
  let connected = false;

  interface Cells {
    tr: HTMLTableRowElement;
    button: HTMLButtonElement;
    name: HTMLTableCellElement;
    value: HTMLTableCellElement;
    change: HTMLTableCellElement;
    badge: HTMLSpanElement;
    cycle: HTMLTableCellElement;
    age: HTMLTableCellElement;
  }
  // Rows are built once per set of symbols and then updated in place, so keyboard focus survives updates.
  const cells = new Map<string, Cells>();

  const build = () => {
    cells.clear();
    if (rows.size === 0) {
      replaceChildren(body, [
        el("tr", {}, el("td", { colspan: "7", class: "muted" }, "No markets visible.")),
      ]);
      return;
    }
    replaceChildren(
      body,
      [...rows.keys()].map((symbol) => {
        const button = el("button", { type: "button", class: "symbol" }, symbol);
        button.addEventListener("click", () => {
          const row = rows.get(symbol);
          if (row) onSelect(row.market);
        });
        const c: Cells = {
          tr: el("tr", { "data-symbol": symbol }),
          button,
          name: el("td", { class: "name secondary" }),
          value: el("td", { class: "num value" }),
          change: el("td", { class: "num change" }),
          badge: el("span", { class: "badge" }),
          cycle: el("td", { class: "secondary" }),
          age: el("td", { class: "num secondary" }),
        };
        c.tr.append(
          el("th", { scope: "row" }, button),
          c.name,
          c.value,
          c.change,
          el("td", {}, c.badge),
          c.cycle,
          c.age,
        );
        cells.set(symbol, c);
        return c.tr;
      }),
    );
  };

  const render = (nowMs: number) => {
    if (cells.size !== rows.size || [...rows.keys()].some((symbol) => !cells.has(symbol))) build();
    const current = selected();
    for (const [symbol, row] of rows) {
      const { market, previous, updatedAt } = row;
      const c = cells.get(symbol);
      if (!c) continue;
      const status = effectiveStatus(market, nowMs);
      const value = shownValue(row);
      const change = signedChange(value, previous);
      const direction = change.sign > 0 ? "up" : change.sign < 0 ? "down" : "flat";
      c.tr.dataset.status = status;
      c.tr.classList.toggle("selected", current === symbol);
      c.tr.classList.toggle("unsure", !connected);
      c.tr.classList.remove("flash-up", "flash-down", "flash-flat");
      if (nowMs - updatedAt < FLASH_MS) c.tr.classList.add(`flash-${direction}`);
      c.button.setAttribute("aria-pressed", String(current === symbol));
      c.name.textContent = market.name;
      c.value.textContent = withUnit(value, market.unit);
      c.change.textContent = change.text;
      c.change.className = `num change ${direction}`;
      c.badge.textContent = connected ? status : `${status}?`;
      c.badge.className = `badge ${status}`;
      c.badge.title = connected ? "" : "The stream is down: this value may be out of date.";
      c.cycle.textContent = hhmm(market.cycle_start);
      c.age.textContent = age(market.cycle_start, nowMs);
    }
  };

  return {
    snapshot(markets) {
      const nowMs = Date.now();
      const before = new Map(rows);
      rows.clear();
      for (const market of markets) {
        const old = before.get(market.symbol);
        const row: Row = {
          market,
          live: old?.live ?? null,
          previous: old?.previous ?? null,
          updatedAt: old?.updatedAt ?? 0,
        };
        const was = old ? shownValue(old) : null;
        const now = shownValue(row);
        if (old && was !== now) {
          row.previous = was;
          row.updatedAt = nowMs;
        }
        rows.set(market.symbol, row);
      }
      render(nowMs);
    },
    live(symbol, value, atMs) {
      const row = rows.get(symbol);
      if (!row) return;
      const nowMs = Date.now();
      const was = shownValue(row);
      row.live = { value, atMs };
      if (shownValue(row) !== was) row.previous = was;
      row.updatedAt = nowMs;
      render(nowMs);
    },
    setConnected(value) {
      connected = value;
      render(Date.now());
    },
    market: (symbol) => rows.get(symbol)?.market,
    markets: () => [...rows.values()].map((r) => r.market),
    tick: render,
  };
}
