/**
 * The live market panel: the venue contracts of the selected index (`/api/v1/indices/{id}`) and, for
 * the contract picked among them, its live book ladder, ticker and recent trades over the stream's
 * version 2 channels `book:`, `ticker:` and `trades:<venue>:<market>`, with its venue's feed status.
 * Picking another contract (or another market) unsubscribes the previous contract's three channels
 * first, so the page holds the board's index channels plus at most three. Venue text (titles, ids) is
 * shown as text, never markup.
 */
import { isAbort, marketPath, messageOf, requestJson } from "./api.ts";
import { byId, el, replaceChildren } from "./dom.ts";
import type { FeedStatus } from "./feeds.ts";
import { hhmmss } from "./format.ts";
import { applyBookMessage, type HeldBook, ladderLevels, NO_BOOK } from "./ladder.ts";
import type {
  Envelope,
  IndexContract,
  IndexDetail,
  LegacyMarket,
  V2Message,
  V2ServerMessage,
} from "./types.ts";

/** Levels shown on each side of the ladder. */
export const LADDER_DEPTH = 8;
/** Trades kept and shown, newest first. */
export const TRADES_SHOWN = 12;

export interface Channels {
  subscribe(channels: string[]): void;
  unsubscribe(channels: string[]): void;
}

export interface MarketPanel {
  /** Lists the contracts of the selected board market (an index's; a benchmark has none here). */
  forMarket(market: LegacyMarket): void;
  /** A stream message: the selected contract's book, delta, gap, trade or ticker; a venue's status. */
  onMessage(message: V2ServerMessage): void;
  /** Redraws the status line's age (called every second). */
  tick(nowMs: number): void;
}

const contractChannels = (c: Pick<IndexContract, "venue" | "market_id">) =>
  (["book", "trades", "ticker"] as const).map((kind) => `${kind}:${c.venue}:${c.market_id}`);

const contractLabel = (c: IndexContract) =>
  c.strike !== null ? `> ${c.strike}` : (c.outcome?.label ?? c.title);

export function createMarketPanel(stream: Channels, feeds: FeedStatus): MarketPanel {
  const meta = byId("market-meta");
  const list = byId("contracts");
  const status = byId("market-status");
  const ticker = byId("market-ticker");
  const note = byId("market-note");
  const ladder = byId("ladder-rows");
  const trades = byId("trade-rows");

  let symbol: string | null = null;
  let selected: IndexContract | null = null;
  let held: HeldBook = NO_BOOK;
  let recent: V2Message<"trade">[] = [];
  let inflight: AbortController | null = null;

  const drawLadder = () => {
    const { bids, asks } = ladderLevels(held, LADDER_DEPTH);
    note.textContent = selected ? (held.waiting ?? "") : "";
    ladder.classList.toggle("unsure", held.waiting !== null);
    const rows = Math.max(bids.length, asks.length);
    replaceChildren(
      ladder,
      rows === 0
        ? [
            el(
              "tr",
              {},
              el("td", { colspan: "4", class: "muted" }, selected ? "No levels." : "Select a contract."),
            ),
          ]
        : Array.from({ length: rows }, (_, i) => {
            const bid = bids[i];
            const ask = asks[i];
            return el(
              "tr",
              { "data-level": String(i) },
              el("td", { class: "num bid-size" }, bid?.size ?? ""),
              el("td", { class: "num bid" }, bid?.price ?? ""),
              el("td", { class: "num ask" }, ask?.price ?? ""),
              el("td", { class: "num ask-size" }, ask?.size ?? ""),
            );
          }),
    );
  };

  const drawTrades = () => {
    replaceChildren(
      trades,
      recent.length === 0
        ? [el("tr", {}, el("td", { colspan: "4", class: "muted" }, selected ? "No trades yet." : ""))]
        : recent.map((t) =>
            el(
              "tr",
              { class: t.taker_side ?? "" },
              el(
                "td",
                {},
                el("time", { datetime: t.venue_time ?? t.sent_at }, hhmmss(t.venue_time ?? t.sent_at)),
              ),
              el("td", { class: "num" }, t.price),
              el("td", { class: "num" }, t.size),
              el("td", {}, t.taker_side ?? "—"),
            ),
          ),
    );
  };

  const drawStatus = (nowMs: number) => {
    status.textContent = selected ? `${selected.venue} feed: ${feeds.describe(selected.venue, nowMs)}` : "";
    status.dataset.state = selected ? (feeds.state(selected.venue) ?? "unknown") : "";
  };

  const select = (contract: IndexContract | null) => {
    if (selected) stream.unsubscribe(contractChannels(selected));
    selected = contract;
    held = NO_BOOK;
    recent = [];
    ticker.textContent = "";
    for (const button of list.querySelectorAll<HTMLButtonElement>("button")) {
      button.setAttribute("aria-pressed", String(button.dataset.market === contract?.market_id));
    }
    meta.textContent = contract ? `${contract.venue} · ${contract.market_id} · ${contract.title}` : "";
    if (contract) stream.subscribe(contractChannels(contract));
    drawLadder();
    drawTrades();
    drawStatus(Date.now());
  };

  const showContracts = (contracts: IndexContract[], empty: string) => {
    replaceChildren(
      list,
      contracts.length === 0
        ? [el("li", { class: "muted" }, empty)]
        : contracts.map((c) => {
            const button = el(
              "button",
              {
                type: "button",
                "data-venue": c.venue,
                "data-market": c.market_id,
                title: c.title,
                "aria-pressed": "false",
              },
              `${c.venue} ${contractLabel(c)}`,
            );
            button.addEventListener("click", () => select(c));
            return el("li", {}, button);
          }),
    );
  };

  const isSelected = (channel: string) => selected !== null && contractChannels(selected).includes(channel);

  return {
    forMarket(market) {
      if (market.symbol === symbol) return;
      symbol = market.symbol;
      select(null);
      inflight?.abort();
      if (market.kind !== "index")
        return showContracts([], "Benchmarks have no venue contracts to watch here.");
      const controller = new AbortController();
      inflight = controller;
      replaceChildren(list, [el("li", { class: "muted" }, "Loading contracts…")]);
      void requestJson<Envelope<IndexDetail>>(marketPath(market), {
        signal: controller.signal,
      })
        .then(({ data }) => showContracts(data.contracts, "This index lists no contracts."))
        .catch((error: unknown) => {
          if (!isAbort(error)) replaceChildren(list, [el("li", { class: "muted" }, messageOf(error))]);
        });
    },
    onMessage(message) {
      if (message.type === "status") return drawStatus(Date.now());
      if (!("channel" in message) || !isSelected(message.channel)) return;
      if (message.type === "book" || message.type === "book_delta" || message.type === "gap") {
        if (message.type === "gap" && !message.channel.startsWith("book:")) return;
        held = applyBookMessage(held, message);
        drawLadder();
      } else if (message.type === "trade") {
        recent = [message, ...recent].slice(0, TRADES_SHOWN);
        drawTrades();
      } else if (message.type === "ticker") {
        const parts = [
          `bid ${message.best_bid ?? "—"}`,
          `ask ${message.best_ask ?? "—"}`,
          `mid ${message.mid ?? "—"}`,
          `last ${message.last_trade_price ?? "—"}`,
        ];
        ticker.textContent = parts.join(" · ");
      }
    },
    tick: drawStatus,
  };
}
