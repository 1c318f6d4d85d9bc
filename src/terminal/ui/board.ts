/**
 * The live board: one row per market (`GET /api/markets`), its value updated in place by every `index`
 * message of the stream's version 2 (the minute cycle's values, and live indicative values between
 * minutes where the venues' books move them); each value that arrives flashes its row. A row shows its
 * value, the change against the value it replaced, its status, its cycle and the age of its value: the
 * time since the value last changed, counted from the value's own time (`valueTimeOf` of status.ts: the
 * `index` message's `venue_time`, its newest input's; for a value read from `GET /api/markets`, its
 * `source_observed_at`), not from its cycle. A live value whose cycle is 15 minutes old turns stale here
 * too (the server's rule), and while the connection is down every row is marked as possibly out of
 * date. On a narrow screen the `secondary` columns (name, cycle, age) are hidden, so symbol, value,
 * change and status fit without scrolling; the selected market's name heads its panels.
 *
 * The rows' elements are built once per set of symbols and then only written where their text or class
 * changes: a value change touches its own row's value, change, age and flash, nothing else, so a burst
 * of values costs the page a few DOM mutations per changed value (and keyboard focus survives updates).
 */
import { el, replaceChildren } from "./dom.ts";
import { ageSince, hhmm, signedChange, withUnit } from "./format.ts";
import { effectiveStatus, msOf } from "./status.ts";
import type { LegacyMarket } from "./types.ts";

interface Row {
  market: LegacyMarket;
  /** The newest `index` value and when it was received; shown while newer than the market's cycle. */
  live: { value: string | null; atMs: number } | null;
  previous: string | null;
  /** Receive time of the last change (the flash). */
  updatedAt: number;
  /** The shown value's own time (epoch ms): when it last changed; null when unknown. */
  valueAtMs: number | null;
}

/** The value a row shows: the stream's newest, unless the market's own (a newer cycle) supersedes it. */
function shownValue(row: Row): string | null {
  const cycleMs = row.market.cycle_start ? Date.parse(row.market.cycle_start) : 0;
  return row.live && row.live.atMs >= cycleMs ? row.live.value : row.market.value_decimal;
}

/** The own time of a value read from `GET /api/markets`: the venue observation it rests on. */
const marketValueTime = (market: LegacyMarket) =>
  msOf(market.source_observed_at) ?? msOf(market.computed_at) ?? msOf(market.cycle_start);

const FLASH_MS = 2_000;

export interface Board {
  /** Replaces every row (`GET /api/markets`), keeping each row's newer stream value. */
  snapshot(markets: LegacyMarket[]): void;
  /** An `index` message's value for one symbol, received at `atMs`, its own time `valueAtMs`. */
  live(symbol: string, value: string | null, atMs: number, valueAtMs: number): void;
  setConnected(connected: boolean): void;
  market(symbol: string): LegacyMarket | undefined;
  markets(): LegacyMarket[];
  /** Redraws ages, statuses and the selection (called every second and on selection). */
  tick(nowMs: number): void;
}

/** Writes that touch the DOM only when the text or attribute really changes. */
function setText(node: HTMLElement, text: string) {
  if (node.textContent !== text) node.textContent = text;
}
function setAttribute(node: HTMLElement, name: string, value: string | null) {
  if (node.getAttribute(name) === value) return;
  if (value === null) node.removeAttribute(name);
  else node.setAttribute(name, value);
}
function setClass(node: HTMLElement, value: string) {
  if (node.className !== value) node.className = value;
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

  /** One row's cells as its state says; `arrived`: a value just arrived for it (the flash starts over). */
  const renderRow = (symbol: string, row: Row, nowMs: number, current: string | null, arrived: boolean) => {
    const c = cells.get(symbol);
    if (!c) return;
    const { market, previous, updatedAt } = row;
    const status = effectiveStatus(market, nowMs);
    const value = shownValue(row);
    const change = signedChange(value, previous);
    const direction = change.sign > 0 ? "up" : change.sign < 0 ? "down" : "flat";
    const flashing = nowMs - updatedAt < FLASH_MS;
    setAttribute(c.tr, "data-status", status);
    const classes = [
      current === symbol ? "selected" : "",
      connected ? "" : "unsure",
      flashing ? `flash-${direction}` : "",
    ];
    const className = classes.filter(Boolean).join(" ");
    if (arrived && flashing && c.tr.className === className) {
      // A value while the row already carries this flash: the flash starts over, without a DOM write
      // while it runs, or with its class taken off and put back once it has ended.
      const running = c.tr.getAnimations?.() ?? [];
      for (const animation of running) animation.currentTime = 0;
      if (running.length === 0) {
        c.tr.classList.remove(`flash-${direction}`);
        void c.tr.offsetWidth; // the style without the class, so putting it back starts the animation
      }
    }
    setClass(c.tr, className);
    setAttribute(c.button, "aria-pressed", String(current === symbol));
    setText(c.name, market.name);
    setText(c.value, withUnit(value, market.unit));
    setText(c.change, change.text);
    setClass(c.change, `num change ${direction}`);
    setText(c.badge, connected ? status : `${status}?`);
    setClass(c.badge, `badge ${status}`);
    setAttribute(c.badge, "title", connected ? null : "The stream is down: this value may be out of date.");
    setText(c.cycle, hhmm(market.cycle_start));
    setText(c.age, ageSince(row.valueAtMs, nowMs));
  };

  const render = (nowMs: number) => {
    if (cells.size !== rows.size || [...rows.keys()].some((symbol) => !cells.has(symbol))) build();
    const current = selected();
    for (const [symbol, row] of rows) renderRow(symbol, row, nowMs, current, false);
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
          valueAtMs: old?.valueAtMs ?? marketValueTime(market),
        };
        const was = old ? shownValue(old) : null;
        const now = shownValue(row);
        if (old && was !== now) {
          row.previous = was;
          row.updatedAt = nowMs;
          // The cycle's value took over from the stream's: its own time is the observation it rests on.
          row.valueAtMs = marketValueTime(market);
        }
        rows.set(market.symbol, row);
      }
      render(nowMs);
    },
    live(symbol, value, atMs, valueAtMs) {
      const row = rows.get(symbol);
      if (!row) return;
      const nowMs = Date.now();
      const was = shownValue(row);
      row.live = { value, atMs };
      if (shownValue(row) !== was) {
        row.previous = was;
        row.valueAtMs = valueAtMs;
      }
      // Every value that arrives flashes its row (a cycle landing on an unchanged value too); only this
      // row is drawn: the others have not changed.
      row.updatedAt = nowMs;
      if (cells.has(symbol)) renderRow(symbol, row, nowMs, selected(), true);
      else render(nowMs);
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
