/**
 * The pix terminal page: the live board over `/ws`, the selected market's chart, distribution, round and
 * news from the public v1 routes (no key needed), and the keys panel of a signed-in terminal account.
 * The board reads `/ws` through `@pix/client`'s stream: a snapshot on connect, one frame per ingestion
 * cycle, a ping every 30 s (the runtime answers without waking the stream object), and reconnects by
 * itself (1 s doubling to 30 s, jittered), so a restart or a network drop heals without a reload.
 */
import { connectStream } from "@pix/client";
import "./terminal.css";
import { createBoard } from "./board.ts";
import { createHistoryChart } from "./chart.ts";
import { createDetailPanels } from "./detail.ts";
import { byId } from "./dom.ts";
import { age, utcStamp } from "./format.ts";
import { createKeysPanel } from "./keys.ts";
import { createProvenanceMarker } from "./provenance.ts";
import { effectiveStatus } from "./status.ts";
import type { ConnectionState, LegacyMarket, ServerMessage } from "./types.ts";
import { createVenueStrip } from "./venues.ts";

const connection = byId("connection");
const banner = byId("banner");
const lastFrame = byId("last-frame");

const detail = createDetailPanels(createHistoryChart(byId("chart")));
const select = (market: LegacyMarket) => {
  detail.select(market);
  board.tick(Date.now());
};
const board = createBoard(byId<HTMLTableSectionElement>("board-rows"), select, () => detail.selected());
const venues = createVenueStrip(byId("venues"));
const provenance = createProvenanceMarker(byId("provenance"));

let state: ConnectionState = { kind: "connecting", attempt: 1 };
let frameAt: { receivedMs: number; latencyMs: number | null } | null = null;

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
    frameAt
      ? `last frame ${age(new Date(frameAt.receivedMs).toISOString(), nowMs)} ago${
          frameAt.latencyMs === null ? "" : ` · fan-out ${frameAt.latencyMs} ms`
        }`
      : ""
  }`;
}

function onMessage(message: ServerMessage) {
  const nowMs = Date.now();
  if (message.type === "snapshot") {
    frameAt = { receivedMs: nowMs, latencyMs: null };
    board.snapshot(message.markets);
    provenance.check(board.markets(), nowMs);
    if (!detail.selected()) {
      const first = message.markets.find((m) => m.kind === "index") ?? message.markets[0];
      if (first) select(first);
    }
  } else if (message.type === "market_update") {
    frameAt = { receivedMs: nowMs, latencyMs: Math.max(0, nowMs - Date.parse(message.published_at)) };
    board.update(message.markets);
    provenance.check(board.markets(), nowMs);
    const selected = detail.selected();
    const updated = selected === null ? undefined : message.markets.find((m) => m.symbol === selected);
    if (updated) detail.refresh(updated);
    void venues.load();
    connection.title = `cycle ${utcStamp(message.cycle_start)}`;
  } else if (message.type === "error") {
    banner.hidden = false;
    banner.textContent = `The stream closed the connection: ${message.detail}`;
  }
  showConnection(nowMs);
}

const stream = connectStream({
  baseUrl: location.origin,
  backoff: { initialMs: 1_000, maxMs: 30_000, jitter: 0.2 },
  pingEveryMs: 30_000,
  onState(next) {
    state = next;
    board.setConnected(next.kind === "live");
    showConnection(Date.now());
  },
});
void (async () => {
  try {
    for await (const message of stream) {
      try {
        onMessage(message);
      } catch (error) {
        // A frame the page cannot show is reported; the next snapshot or update repairs the board.
        console.error(error);
      }
    }
  } catch {
    // The stream refused to go on (its last state, shown above, says why).
  }
})();

void venues.load();
// The venues route is published as cached for 15 s: reading it more often shows nothing newer.
window.setInterval(() => void venues.load(), 15_000);
window.setInterval(() => {
  const nowMs = Date.now();
  board.tick(nowMs);
  venues.tick(nowMs);
  showConnection(nowMs);
}, 1_000);

void createKeysPanel().start();
