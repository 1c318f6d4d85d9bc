/**
 * The pix terminal page: the live board over the stream's version 2 (`/ws?version=2`), the selected
 * market's chart, distribution, round and news from the public v1 routes (no key needed), its venue
 * contracts with a live book ladder, ticker and trades, and the keys panel of a signed-in terminal
 * account. The board's rows are `GET /api/markets` (read again every minute and soon after values arrive
 * for a row not shown live, for each market's status and cycle); its values move with every `index` message of the
 * board's `index:<symbol>` channels. The stream reconnects by itself (1 s doubling to 30 s, jittered)
 * and subscribes its channels again, so a restart or a network drop heals without a reload; each venue
 * feed's status is shown in the header. Below the panels, the cross-venue pairs (ui/pairs.ts), the
 * selected index's distribution fan with its official prints (ui/fan.ts), the calibration of the venues'
 * prices (ui/calibration.ts) and pix's own status (ui/status-panel.ts).
 */
import { connectStreamV2 } from "@pix/client";
import "./terminal.css";
import { requestJson } from "./api.ts";
import { createBoard } from "./board.ts";
import { createCalibrationView } from "./calibration.ts";
import { createHistoryChart } from "./chart.ts";
import { createDetailPanels } from "./detail.ts";
import { byId } from "./dom.ts";
import { createFanView } from "./fan.ts";
import { createFeedStatus } from "./feeds.ts";
import { age } from "./format.ts";
import { createKeysPanel } from "./keys.ts";
import { createMarketPanel } from "./market.ts";
import { createPairsView } from "./pairs.ts";
import { createProvenanceMarker } from "./provenance.ts";
import { effectiveStatus, valueTimeOf } from "./status.ts";
import { createStatusPanel } from "./status-panel.ts";
import type { ConnectionState, LegacyMarket, V2ServerMessage } from "./types.ts";
import { createVenueStrip } from "./venues.ts";

/** The board's rows are read again this often, and at most this often while values arrive for rows not live. */
const MARKETS_EVERY_MS = 60_000;
const MARKETS_AFTER_VALUES_MS = 5_000;

const connection = byId("connection");
const banner = byId("banner");
const lastFrame = byId("last-frame");

const detail = createDetailPanels(createHistoryChart(byId("chart")));
const feeds = createFeedStatus(byId("feeds"));
// The stream is opened below, once everything its first state change touches exists.
const market = createMarketPanel(
  {
    subscribe: (channels) => stream.subscribe(channels),
    unsubscribe: (channels) => stream.unsubscribe(channels),
  },
  feeds,
);
const fan = createFanView();
const select = (selected: LegacyMarket) => {
  detail.select(selected);
  fan.forMarket(selected);
  market.forMarket(selected);
  board.tick(Date.now());
};
const board = createBoard(byId<HTMLTableSectionElement>("board-rows"), select, () => detail.selected());
const venues = createVenueStrip(byId("venues"));
const provenance = createProvenanceMarker(byId("provenance"));
const health = createStatusPanel({
  overall: byId("status-overall"),
  rows: byId<HTMLTableSectionElement>("status-rows"),
  objectives: byId("status-objectives"),
  incidents: byId("status-incidents"),
});
const pairs = createPairsView();
const calibration = createCalibrationView();

let state: ConnectionState = { kind: "connecting", attempt: 1 };
let messageAt: { receivedMs: number; latencyMs: number | null } | null = null;
let marketsAt = 0;
let marketsTimer: number | undefined;

const stream = connectStreamV2({
  baseUrl: location.origin,
  backoff: { initialMs: 1_000, maxMs: 30_000, jitter: 0.2 },
  onState(next) {
    state = next;
    board.setConnected(next.kind === "live");
    showConnection(Date.now());
  },
});

/** Live regions announce every change: write only when the text really changes. */
function write(element: HTMLElement, text: string) {
  if (element.textContent !== text) element.textContent = text;
}

function showConnection(nowMs: number) {
  connection.dataset.state = state.kind;
  if (state.kind === "live") write(connection, "Live");
  else if (state.kind === "connecting")
    write(connection, state.attempt > 1 ? `Reconnecting (attempt ${state.attempt})…` : "Connecting…");
  else write(connection, "Disconnected");

  const stale = board.markets().filter((m) => effectiveStatus(m, nowMs) === "stale").length;
  if (state.kind === "down") {
    banner.hidden = false;
    write(
      banner,
      `The live stream is down (${state.reason}). Values shown may be out of date; ${
        state.retryAt === null ? "reload the page to reconnect." : "reconnecting by itself."
      }`,
    );
  } else if (stale > 0) {
    banner.hidden = false;
    write(
      banner,
      `${stale} market${stale === 1 ? " is" : "s are"} stale: ingestion has not produced a value for 15 minutes or more.`,
    );
  } else banner.hidden = true;

  // The countdown and ages tick every second, so they stay out of the live regions.
  const retry =
    state.kind === "down" && state.retryAt !== null
      ? `retrying in ${Math.max(0, Math.ceil((state.retryAt - nowMs) / 1000))}s · `
      : "";
  lastFrame.textContent = `${retry}${
    messageAt
      ? `last value ${age(new Date(messageAt.receivedMs).toISOString(), nowMs)} ago${
          messageAt.latencyMs === null ? "" : ` · delivered in ${messageAt.latencyMs} ms`
        }`
      : ""
  }`;
}

/** The board's rows: every market with its status and cycle; the board subscribes their index channels. */
async function loadMarkets() {
  marketsAt = Date.now();
  try {
    const { markets } = await requestJson<{ markets: LegacyMarket[] }>("/api/markets");
    const before = new Map(board.markets().map((m) => [m.symbol, m.cycle_start]));
    board.snapshot(markets);
    // A new cycle of the selected market: its chart, distribution and round move with it.
    const selected = markets.find((m) => m.symbol === detail.selected());
    if (selected && before.has(selected.symbol) && before.get(selected.symbol) !== selected.cycle_start)
      detail.refresh(selected);
    provenance.check(board.markets(), Date.now());
    const added = markets.filter((m) => !before.has(m.symbol)).map((m) => `index:${m.symbol}`);
    if (added.length > 0) stream.subscribe(added);
    if (!detail.selected()) {
      const first = markets.find((m) => m.kind === "index") ?? markets[0];
      if (first) select(first);
    }
  } catch (error) {
    banner.hidden = false;
    banner.textContent = `The markets could not be read: ${error instanceof Error ? error.message : String(error)}`;
    return;
  }
  showConnection(Date.now());
}

/** A value arrived for a row not shown live: read the rows again soon (their status and cycle), at most every 5 s. */
function marketsSoon() {
  if (marketsTimer !== undefined) return;
  const delay = Math.max(500, marketsAt + MARKETS_AFTER_VALUES_MS - Date.now());
  marketsTimer = window.setTimeout(() => {
    marketsTimer = undefined;
    void loadMarkets();
  }, delay);
}

function onMessage(message: V2ServerMessage) {
  const nowMs = Date.now();
  if (message.type === "index") {
    const sent = Date.parse(message.venue_time ?? message.sent_at);
    messageAt = { receivedMs: nowMs, latencyMs: Number.isNaN(sent) ? null : Math.max(0, nowMs - sent) };
    board.live(message.symbol, message.value_decimal, nowMs, valueTimeOf(message, nowMs));
    const row = board.market(message.symbol);
    if (row && effectiveStatus(row, nowMs) !== "live") marketsSoon();
  } else if (message.type === "status") {
    feeds.update(message);
    void venues.load();
  } else if (message.type === "error") {
    banner.hidden = false;
    banner.textContent = `The stream closed the connection: ${message.detail}`;
  }
  market.onMessage(message);
  showConnection(nowMs);
}

void (async () => {
  try {
    for await (const message of stream) {
      try {
        onMessage(message);
      } catch (error) {
        // A message the page cannot show is reported; the next one (or the next book) repairs the view.
        console.error(error);
      }
    }
  } catch {
    // The stream refused to go on (its last state, shown above, says why).
  }
})();

void loadMarkets();
window.setInterval(() => void loadMarkets(), MARKETS_EVERY_MS);
void venues.load();
// The venues route is published as cached for 15 s: reading it more often shows nothing newer.
window.setInterval(() => void venues.load(), 15_000);
void health.load();
// The status route is cached for 15 s and its measurements move once a minute.
window.setInterval(() => void health.load(), 30_000);
// Pairs are judged every five minutes and resolutions collected every two: five minutes misses nothing for long.
void pairs.load();
window.setInterval(() => void pairs.load(), 300_000);
void calibration.load();
window.setInterval(() => void calibration.load(), 300_000);
window.setInterval(() => void fan.load(), 300_000);
window.setInterval(() => {
  const nowMs = Date.now();
  board.tick(nowMs);
  venues.tick(nowMs);
  feeds.tick(nowMs);
  market.tick(nowMs);
  health.tick(nowMs);
  showConnection(nowMs);
}, 1_000);

void createKeysPanel().start();
