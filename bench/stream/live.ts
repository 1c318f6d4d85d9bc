/**
 * The live market plane's benchmark (`npm run bench -- --only live`): venue events from the
 * simulator's Polymarket market channel (this process; 500 events a second by default) to N WebSocket
 * clients (default 1,000), each holding one market's book channel, spread over the feed's markets.
 *
 *   latency = receive time (this machine's wall clock, at the message event) − the venue's event time
 *             (the simulator's millisecond `timestamp`, stamped by this same process)
 *
 * Rows, in the same run, with the same clients, event rate and measurement:
 * - a bare relay (the reference): a child process of its own (`live-relay.mjs`, plain `ws`) holds the
 *   venue connection, reads each frame's asset ids and sends the raw frame to the sockets that asked for
 *   that asset — no books, no sequence numbers, no budgets;
 * - pix: the VenueFeed object (books, deltas as decimal levels) and one LiveStream shard (channels,
 *   per-connection seq, send budgets), as `/ws?version=2` serves it.
 * - pix again with clients that ask for batched frames (`/ws?version=2&batch=1`), after the drop below.
 * pix's added latency is pix's latency minus the relay's, per percentile.
 *
 * Per row: messages delivered, latency p50/p99, sequence breaks seen by clients (pix: every `seq` must
 * rise by one; any `gap` counts), the serving process's CPU per 1,000 venue events, and this process's
 * CPU (clients and simulator) as a share of one core: near 100 % means the clients are the limit. After pix's row, a dropped
 * venue connection is timed: until the first client hears `status: reconnecting`, and until every
 * client holding a book has its whole book again (`resync`).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import WebSocket from "ws";
import { freePort, type LocalPix, startLocalPix, TEST_SECRETS } from "../../scripts/lib/local-pix.ts";
import { simulatorUpstreamVars } from "../../scripts/lib/upstreams.ts";
import { type SimulatorServer, startSimulatorServer } from "../../simulator/server.ts";
import { seedCatalog } from "../../src/catalog/seed.ts";
import { loadFeedPlans } from "../../src/stream/venue-feed/plan.ts";
import { cpuSeconds, workerdChildren } from "../lib/cpu.ts";
import { openInspector, printProfile, startProfiler } from "../profile/v8-profile.ts";
import {
  addedLatency,
  type LiveBenchOptions,
  type LiveBenchResult,
  type LiveRow,
  loadedAdded,
} from "./live-result.ts";

/**
 * A connection of this process to the venue's market channel that counts what the venue sends for
 * `assets` between `reset()` and the read: `price_change` entries per asset, and frames naming it.
 */
async function countVenue(url: string | URL, assets: string[]) {
  const entries = new Map<string, number>();
  const frames = new Map<string, number>();
  const ws = new WebSocket(url);
  ws.on("message", (data) => {
    const frame = JSON.parse(String(data)) as {
      event_type?: string;
      price_changes?: { asset_id?: string }[];
    };
    if (frame.event_type !== "price_change") return;
    const named = new Set<string>();
    for (const change of frame.price_changes ?? []) {
      if (typeof change.asset_id !== "string") continue;
      entries.set(change.asset_id, (entries.get(change.asset_id) ?? 0) + 1);
      named.add(change.asset_id);
    }
    for (const id of named) frames.set(id, (frames.get(id) ?? 0) + 1);
  });
  await new Promise((done, fail) => {
    ws.once("open", done);
    ws.once("error", fail);
  });
  ws.send(JSON.stringify({ assets_ids: assets, type: "market" }));
  return {
    reset() {
      entries.clear();
      frames.clear();
    },
    changes: (asset: string) => entries.get(asset) ?? 0,
    frames: (asset: string) => frames.get(asset) ?? 0,
    close: () => ws.close(),
  };
}

type VenueCount = Awaited<ReturnType<typeof countVenue>>;

/** The bare relay's script (plain JavaScript: a child process of its own, run by this same `node`). */
const RELAY_SCRIPT = fileURLToPath(new URL("./live-relay.mjs", import.meta.url));

/** Starts the relay of the venue's `assets` as a child process; resolves once it listens and is subscribed. */
async function startRelay(venueUrl: string, assets: string[]): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [RELAY_SCRIPT, venueUrl, assets.join(",")], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((done, fail) => {
    let out = "";
    child.stdout?.on("data", (chunk) => {
      out += String(chunk);
      const match = /port (\d+)/.exec(out);
      if (match) done(Number(match[1]));
    });
    child.once("exit", (code) => fail(new Error(`bench: live: the relay exited (${code})`)));
  });
  return { url: `ws://127.0.0.1:${port}`, child };
}

/** The stages' p50 and p99 over every client. */
function stageTimes(clients: Client[]): NonNullable<LiveRow["stages"]> {
  const of = (stage: "in" | "through" | "out") => {
    const sorted = clients.flatMap((c) => c.stages[stage]).sort((a, b) => a - b);
    return { p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99) };
  };
  return { in: of("in"), through: of("through"), out: of("out") };
}

function percentile(sorted: number[], p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? null;
}

interface Client {
  ws: WebSocket;
  /** What the venue sent that this client should receive (read from the venue count after the window). */
  expects: (count: VenueCount) => number;
  latencies: number[];
  /** pix only: each message's venue → received_at, received_at → sent_at, sent_at → receipt (ms). */
  stages: { in: number[]; through: number[]; out: number[] };
  delivered: number;
  seqBreaks: number;
  lastSeq: number;
  ready: boolean;
  heard: (m: Record<string, unknown>) => void;
}

async function openClients(
  urls: string[],
  expects: (index: number, count: VenueCount) => number,
  onMessage: (client: Client, data: string) => void,
  subscribe?: (client: Client, index: number) => void,
): Promise<Client[]> {
  const clients: Client[] = [];
  for (let i = 0; i < urls.length; i += 50) {
    await Promise.all(
      urls.slice(i, i + 50).map(
        (url, k) =>
          new Promise<void>((done, fail) => {
            const client: Client = {
              ws: new WebSocket(url),
              expects: (count) => expects(i + k, count),
              latencies: [],
              stages: { in: [], through: [], out: [] },
              delivered: 0,
              seqBreaks: 0,
              lastSeq: 0,
              ready: false,
              heard: () => {},
            };
            client.ws.on("message", (data) => onMessage(client, String(data)));
            client.ws.once("open", () => {
              subscribe?.(client, i + k);
              done();
            });
            client.ws.once("error", fail);
            clients.push(client);
          }),
      ),
    );
  }
  return clients;
}

async function until(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return check();
}

async function setRate(simulator: SimulatorServer, eventsPerSecond: number, mode?: string) {
  await fetch(`${simulator.url}/_control/streams`, {
    method: "POST",
    body: JSON.stringify({ venue: "polymarket", eventsPerSecond, ...(mode ? { mode, count: 1 } : {}) }),
  });
}

/** Runs the measured window: the venue at full rate for `seconds`, then paused and drained. */
async function measure(
  simulator: SimulatorServer,
  pid: number | undefined,
  clients: Client[],
  count: VenueCount,
  options: LiveBenchOptions,
  label: string,
  background?: string,
): Promise<LiveRow> {
  count.reset();
  for (const c of clients) {
    c.latencies = [];
    c.stages = { in: [], through: [], out: [] };
    c.delivered = 0;
    c.seqBreaks = 0;
  }
  const cpuBefore = cpuSeconds(pid);
  const ownBefore = process.cpuUsage();
  const wallBefore = performance.now();
  // The fixed background load: BACKGROUND_READS_PER_SECOND HTTP reads of `background`, whatever answers.
  const load = background
    ? setInterval(() => {
        fetch(background)
          .then((res) => res.arrayBuffer())
          .catch(() => undefined);
      }, 1000 / BACKGROUND_READS_PER_SECOND)
    : undefined;
  await setRate(simulator, options.eventsPerSecond);
  await new Promise((r) => setTimeout(r, options.seconds * 1000));
  await setRate(simulator, 0);
  clearInterval(load);
  await new Promise((r) => setTimeout(r, 1500));
  const cpuAfter = cpuSeconds(pid);
  const own = process.cpuUsage(ownBefore);
  const wallMs = performance.now() - wallBefore;
  const events = options.eventsPerSecond * options.seconds;
  const latencies = clients.flatMap((c) => c.latencies).sort((a, b) => a - b);
  return {
    label,
    clients: clients.length,
    events,
    delivered: clients.reduce((n, c) => n + c.delivered, 0),
    expected: clients.reduce((n, c) => n + c.expects(count), 0),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    ...(clients.some((c) => c.stages.in.length > 0) ? { stages: stageTimes(clients) } : {}),
    seqBreaks: clients.reduce((n, c) => n + c.seqBreaks, 0),
    cpuMsPer1000Events:
      cpuBefore === undefined || cpuAfter === undefined ? null : ((cpuAfter - cpuBefore) * 1e6) / events,
    clientsCpuPercent: ((own.user + own.system) / 1000 / wallMs) * 100,
  };
}

/** HTTP reads a second the bench sends during each row's loaded window (pix's index route; the relay's own). */
export const BACKGROUND_READS_PER_SECOND = 50;

export async function runLiveStreamBench(root: string, options: LiveBenchOptions): Promise<LiveBenchResult> {
  const simulator = await startSimulatorServer({ port: 0, host: "127.0.0.1", streamEventsPerSecond: 0 });
  const port = Number(new URL(simulator.url).port);
  const rows: LiveRow[] = [];
  const loaded: LiveRow[] = [];
  let statusAnnouncedMs: number | null = null;
  let count: VenueCount | undefined;
  let resyncedMs: number | null = null;
  try {
    // ---------------------------------------------------------------- pix
    const before = new Set(workerdChildren());
    // BENCH_LIVE_PROFILE=N: pix's window runs under the V8 sampling profiler; its top N rows are printed.
    const profileTop = Number(process.env.BENCH_LIVE_PROFILE ?? 0);
    const inspectorPort = profileTop > 0 ? await freePort("127.0.0.1") : undefined;
    const pix: LocalPix = await startLocalPix({
      root,
      progress: () => {},
      ...(inspectorPort ? { inspectorPort } : {}),
      vars: {
        ...simulatorUpstreamVars(port),
        KALSHI_WS_URL: "",
        STREAM_SHARDS: "1",
        STREAM_MAX_ANONYMOUS_PER_ADDRESS: "32000",
        IP_RATE_LIMIT_PER_MINUTE: "1000000000",
      },
    });
    const pid = workerdChildren().find((p) => !before.has(p));
    const db = (await pix.mf.getD1Database("DB")) as unknown as D1Database;
    await seedCatalog(db);
    const markets = (await loadFeedPlans(db)).polymarket;
    const keys = markets.map((m) => m.key);
    count = await countVenue(simulator.streams.polymarket, keys);
    try {
      await fetch(`${pix.url}/api/refresh?plane=feeds`, {
        method: "POST",
        headers: { Authorization: `Bearer ${TEST_SECRETS.REFRESH_TOKEN}` },
      });
      const wsUrl = `${pix.url.replace("http", "ws")}/ws?version=2`;
      /** One pix message (a batched frame's in turn). */
      const onPixMessage = (client: Client, m: Record<string, unknown>) => {
        client.heard(m);
        // A client that reads says so, or pix closes it after max_unread_ms (docs/stream.md).
        if (m.type === "heartbeat" && typeof m.id === "number") {
          client.ws.send(JSON.stringify({ type: "ack", heartbeat: m.id }));
        }
        if (m.type === "book") client.ready = true;
        if (typeof m.seq === "number") {
          if (client.lastSeq !== 0 && m.seq !== client.lastSeq + 1) client.seqBreaks++;
          client.lastSeq = m.seq;
        }
        if (m.type === "gap") client.seqBreaks++;
        if (m.type === "book_delta" && typeof m.venue_time === "string") {
          // Each of the venue's changes counts: one message holds a venue message's changes of the book.
          client.delivered += Array.isArray(m.changes) ? m.changes.length : 0;
          const nowMs = Date.now();
          const venueMs = Date.parse(m.venue_time);
          client.latencies.push(nowMs - venueMs);
          if (typeof m.received_at === "string" && typeof m.sent_at === "string") {
            const receivedMs = Date.parse(m.received_at);
            const sentMs = Date.parse(m.sent_at);
            client.stages.in.push(receivedMs - venueMs);
            client.stages.through.push(sentMs - receivedMs);
            client.stages.out.push(nowMs - sentMs);
          }
        }
      };
      /** `count` clients of `url`, each holding one market's book channel, once every one has its first book. */
      const openPixClients = async (url: string) => {
        const opened = await openClients(
          Array.from({ length: options.clients }, () => url),
          (i, venue) => venue.changes(keys[i % keys.length] ?? ""),
          (client, data) => {
            const frame = JSON.parse(data) as Record<string, unknown> | Record<string, unknown>[];
            for (const m of Array.isArray(frame) ? frame : [frame]) onPixMessage(client, m);
          },
          (client, i) => {
            const market = markets[i % markets.length];
            client.ws.send(
              JSON.stringify({ type: "subscribe", channels: [`book:polymarket:${market?.market}`] }),
            );
          },
        );
        // The first books arrive with the venue's first events.
        await setRate(simulator, 50);
        if (!(await until(() => opened.every((c) => c.ready), 30_000))) {
          const missing = opened.filter((c) => !c.ready).length;
          console.log(`bench: live: ${missing} of ${opened.length} clients got no first book in 30 s`);
        }
        await setRate(simulator, 0);
        await new Promise((r) => setTimeout(r, 1000));
        return opened;
      };
      const pixClients = await openPixClients(wsUrl);
      const inspector = inspectorPort
        ? await openInspector(inspectorPort, pix.config.name ?? "pix")
        : undefined;
      const stopProfiler = inspector ? await startProfiler(inspector, 200) : undefined;
      rows.push(
        await measure(simulator, pid, pixClients, count, options, "pix (VenueFeed + 1 LiveStream shard)"),
      );
      if (inspector && stopProfiler) {
        const profile = await stopProfiler();
        inspector.close();
        printProfile(profile, profileTop);
      }
      loaded.push(
        await measure(
          simulator,
          pid,
          pixClients,
          count,
          options,
          "pix, background load",
          `${pix.url}/api/v1/indices`,
        ),
      );

      // A dropped venue connection: status, then every client's whole book.
      let announced: number | null = null;
      const resynced = new Set<Client>();
      for (const c of pixClients) {
        c.heard = (m) => {
          if (m.type === "status" && m.state === "reconnecting" && announced === null) announced = Date.now();
          if (m.type === "book" && m.reason === "resync") resynced.add(c);
        };
      }
      await setRate(simulator, 20);
      const dropped = Date.now();
      await setRate(simulator, 20, "drop");
      await until(() => announced !== null, 10_000);
      if (announced !== null) statusAnnouncedMs = announced - dropped;
      // Every client that held a book before the drop must hold one again.
      const holders = pixClients.filter((c) => c.ready);
      await until(() => holders.every((c) => resynced.has(c)), 20_000);
      if (announced !== null && holders.every((c) => resynced.has(c))) resyncedMs = Date.now() - announced;
      await setRate(simulator, 0);
      for (const c of pixClients) c.ws.close();

      // The same clients asking for batched frames (`batch=1`): what one publish sends a connection is one frame.
      // The dropped venue connection took the count's connection too.
      count.close();
      count = await countVenue(simulator.streams.polymarket, keys);
      const batchedClients = await openPixClients(`${wsUrl}&batch=1`);
      rows.push(
        await measure(simulator, pid, batchedClients, count, options, "pix, batched frames (batch=1)"),
      );
      for (const c of batchedClients) c.ws.close();
    } finally {
      await pix.stop();
    }

    // ---------------------------------------------------------------- bare relay
    // The dropped venue connection took the count's connection too.
    count.close();
    count = await countVenue(simulator.streams.polymarket, keys);
    const relay = await startRelay(simulator.streams.polymarket, keys);
    try {
      const relayClients = await openClients(
        Array.from({ length: options.clients }, (_, i) => `${relay.url}/?asset=${keys[i % keys.length]}`),
        (i, venue) => venue.frames(keys[i % keys.length] ?? ""),
        (client, data) => {
          const frame = JSON.parse(data) as { event_type?: string; timestamp?: string };
          if (frame.event_type === "price_change" && frame.timestamp) {
            client.delivered++;
            client.latencies.push(Date.now() - Number(frame.timestamp));
          }
        },
      );
      rows.unshift(
        await measure(
          simulator,
          relay.child.pid,
          relayClients,
          count,
          options,
          "bare relay (node ws, own process)",
        ),
      );
      loaded.unshift(
        await measure(
          simulator,
          relay.child.pid,
          relayClients,
          count,
          options,
          "bare relay, background load",
          relay.url.replace("ws", "http"),
        ),
      );
      for (const c of relayClients) c.ws.close();
    } finally {
      relay.child.kill("SIGTERM");
    }
  } finally {
    count?.close();
    await simulator.close();
  }
  return { options, rows, loaded, statusAnnouncedMs, resyncedMs };
}

export function renderLiveTable(result: LiveBenchResult): string {
  const fmt = (v: number | null, d = 1) => (v === null ? "—" : v.toFixed(d));
  const added = addedLatency(result);
  const lines = [
    `Live market plane: ${result.options.clients} clients, ${result.options.eventsPerSecond} venue events/s for ${result.options.seconds} s`,
    "| row | delivered / expected | p50 ms | p99 ms | seq breaks | server CPU ms / 1,000 events | clients' process CPU |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...result.rows.map(
      (r) =>
        `| ${r.label} | ${r.delivered} / ${r.expected ?? "—"} | ${fmt(r.p50Ms)} | ${fmt(r.p99Ms)} | ${r.seqBreaks} | ${fmt(
          r.cpuMsPer1000Events,
          0,
        )} | ${r.clientsCpuPercent.toFixed(0)} % |`,
    ),
    `Added latency (pix − relay): p50 ${fmt(added.p50Ms)} ms (target ≤ 25), p99 ${fmt(added.p99Ms)} ms (target ≤ 150).`,
    ...(result.loaded && result.loaded.length === 2
      ? [
          `Under a fixed background load (${BACKGROUND_READS_PER_SECOND} HTTP reads/s: pix's /api/v1/indices, the relay's own):`,
          ...result.loaded.map(
            (r) =>
              `| ${r.label} | ${r.delivered} / ${r.expected ?? "—"} | ${fmt(r.p50Ms)} | ${fmt(r.p99Ms)} | ${r.seqBreaks} | ${fmt(r.cpuMsPer1000Events, 0)} | ${r.clientsCpuPercent.toFixed(0)} % |`,
          ),
          `Added latency under load (pix − relay): p99 ${fmt(loadedAdded(result).p99Ms)} ms, ${fmt(loadedAdded(result).ratio, 2)}× the relay's p99 (target ≤ 3×).`,
        ]
      : []),
    ...result.rows.flatMap((r) =>
      r.stages
        ? [
            `Where pix's latency accrues (p50 / p99 ms): venue → received ${fmt(r.stages.in.p50Ms)} / ${fmt(r.stages.in.p99Ms)}, ` +
              `received → sent ${fmt(r.stages.through.p50Ms)} / ${fmt(r.stages.through.p99Ms)}, ` +
              `sent → client ${fmt(r.stages.out.p50Ms)} / ${fmt(r.stages.out.p99Ms)}.`,
          ]
        : [],
    ),
    `Dropped venue connection: status announced after ${fmt(result.statusAnnouncedMs, 0)} ms; every book resynced ${fmt(result.resyncedMs, 0)} ms after that.`,
  ];
  return lines.join("\n");
}
