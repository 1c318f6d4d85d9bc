/**
 * The live plane under overload (`npm run bench -- --only live-overload`; docs/stream.md "When a venue
 * outruns pix"): both venues of the simulator (this process) at 2,000 events a second for 30 s into one
 * local pix with 1,000 clients of `/ws?version=2`, 100 of which never read a byte (their sockets paused).
 *
 * In order, in one run:
 * 1. idle: the feeds following both venues at the calm rate (10 events/s), no client; the index read
 *    (`GET /api/v1/indices/PIXCPI/snapshots/latest`) at a fixed rate from a child process of its own;
 * 2. the readers connect (one book channel each, over both venues' markets; they acknowledge every
 *    heartbeat), then the silent clients (many book channels each, never read);
 * 3. the overload: both venues at the full rate; every 500 ms the feeds' reports (`POST
 *    /api/refresh?plane=feeds`: `lag_ms`, `shedding`, `shed`) and workerd's RSS; the same index read at
 *    the same rate; halfway, one whole ingestion cycle (`POST /api/refresh`);
 * 4. the rate falls to the calm rate: the time until every feed shard reports `live` and not shedding
 *    and every reader that got a `gap` got a whole `book` after its last one (the catch-up);
 * 5. the silent clients resume reading: the close code pix sent them. When pix let go of each (its socket
 *    left ESTABLISHED) is read from /proc/net/tcp throughout, with the bytes waiting unread in them.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import WebSocket from "ws";
import { type LocalPix, startLocalPix, TEST_SECRETS } from "../../scripts/lib/local-pix.ts";
import { simulatorUpstreamVars } from "../../scripts/lib/upstreams.ts";
import { type SimulatorServer, startSimulatorServer } from "../../simulator/server.ts";
import { seedCatalog } from "../../src/catalog/seed.ts";
import { MINUTE_MS, minuteFloor } from "../../src/domain/clock.ts";
import type { VenueId } from "../../src/domain/methodology/venues.ts";
import { loadFeedPlans } from "../../src/stream/venue-feed/plan.ts";
import { rssKiB, workerdChildren } from "../lib/cpu.ts";
import {
  booksWhole,
  type LiveOverloadOptions,
  type LiveOverloadResult,
  type OverloadVenue,
  parseProcNetTcp,
  percentiles,
  type ReadFigures,
  ratio,
  rssGrowthMiB,
  staleAfterBoundMs,
  TCP_ESTABLISHED,
} from "./live-overload-result.ts";

const VENUES: VenueId[] = ["kalshi", "polymarket"];
const READ_PATH = "/api/v1/indices/PIXCPI/snapshots/latest";
const AUTH = { Authorization: `Bearer ${TEST_SECRETS.REFRESH_TOKEN}` };
/** Book channels each silent client holds (a share of both venues' markets). */
const SILENT_CHANNELS = 40;
const SAMPLE_MS = 500;

/**
 * The index read at a fixed rate (open loop: one request every 1/rate s, whatever the answers do) from
 * a child process, so the bench's own busy event loop (clients, simulator) does not time it. Prints one
 * JSON line: latencies of the 200s, other statuses, failures.
 */
const READER_SCRIPT = `
const [url, rate, seconds] = process.argv.slice(1);
const latencies = []; let other = 0; let failed = 0; let sent = 0; const pending = [];
const end = Date.now() + Number(seconds) * 1000;
const one = async () => {
  sent++;
  const t = performance.now();
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(20000) });
    await res.arrayBuffer();
    if (res.status === 200) latencies.push(performance.now() - t); else other++;
  } catch { failed++; }
};
const timer = setInterval(() => {
  if (Date.now() >= end) {
    clearInterval(timer);
    Promise.all(pending).then(() => process.stdout.write(JSON.stringify({ latencies, other, failed, sent }) + "\\n"));
    return;
  }
  pending.push(one());
}, 1000 / Number(rate));
`;

function startReads(
  url: string,
  rate: number,
  seconds: number,
): { done: Promise<ReadFigures>; child: ChildProcess } {
  const child = spawn(process.execPath, ["-e", READER_SCRIPT, url, String(rate), String(seconds)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout?.on("data", (chunk) => {
    out += String(chunk);
  });
  const done = new Promise<ReadFigures>((resolve, reject) => {
    child.once("exit", (code) => {
      try {
        const r = JSON.parse(out) as { latencies: number[]; other: number; failed: number; sent: number };
        resolve({
          sent: r.sent,
          ok: r.latencies.length,
          otherStatus: r.other,
          failed: r.failed,
          latencyMs: percentiles(r.latencies),
        });
      } catch {
        reject(
          new Error(`bench: live-overload: the index reader exited (${code}) with ${out.slice(0, 200)}`),
        );
      }
    });
  });
  return { done, child };
}

interface Reader {
  ws: WebSocket;
  venue: VenueId;
  ready: boolean;
  lastGapAt: number | null;
  lastBookAt: number | null;
  closeCode: number | null;
}

interface Silent {
  ws: WebSocket;
  localPort: number | null;
  connectedAt: number;
  releasedAt: number | null;
  closeCode: number | null;
}

interface FeedShardReport {
  venue: string;
  shard: number;
  state: string;
  lag_ms: number;
  shedding: boolean;
  shed: { changes: number; trades_dropped: number };
}

async function feedReports(pix: LocalPix): Promise<FeedShardReport[]> {
  const res = await fetch(`${pix.url}/api/refresh?plane=feeds`, {
    method: "POST",
    headers: AUTH,
    signal: AbortSignal.timeout(30_000),
  });
  if (res.status !== 200) throw new Error(`feeds report answered ${res.status}`);
  return ((await res.json()) as { data: { feeds: FeedShardReport[] } }).data.feeds;
}

async function setRate(simulator: SimulatorServer, eventsPerSecond: number) {
  for (const venue of VENUES) {
    const res = await fetch(`${simulator.url}/_control/streams`, {
      method: "POST",
      body: JSON.stringify({ venue, eventsPerSecond }),
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`bench: live-overload: the simulator refused the rate (${res.status})`);
  }
}

async function until(check: () => boolean, timeoutMs: number, stepMs = 50): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, stepMs));
  }
  return check();
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function tcpSockets() {
  const read = (file: string) => {
    try {
      return parseProcNetTcp(readFileSync(file, "utf8"));
    } catch {
      return [];
    }
  };
  return [...read("/proc/net/tcp"), ...read("/proc/net/tcp6")];
}

/** Opens `urls.length` sockets 50 at a time; `setup` wires each before it opens. */
async function openAll<T extends { ws: WebSocket }>(count: number, make: (i: number) => T): Promise<T[]> {
  const all: T[] = [];
  for (let i = 0; i < count; i += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, count - i) }, (_, k) => {
        const client = make(i + k);
        all.push(client);
        return new Promise<void>((done, fail) => {
          client.ws.once("open", () => done());
          client.ws.once("error", fail);
        });
      }),
    );
  }
  return all;
}

export async function runLiveOverloadBench(
  root: string,
  options: LiveOverloadOptions,
  log: (line: string) => void = (line) => console.log(`bench: live-overload: ${line}`),
): Promise<LiveOverloadResult> {
  const loadStart = loadavg();
  const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const simulator = await startSimulatorServer({
    port: 0,
    host: "127.0.0.1",
    streamEventsPerSecond: 0,
    kalshiPublicKeyPem: publicKey.export({ type: "spki", format: "pem" }).toString(),
  });
  const before = new Set(workerdChildren());
  let pix: LocalPix | undefined;
  const readers: Reader[] = [];
  const silent: Silent[] = [];
  const timers: NodeJS.Timeout[] = [];
  try {
    pix = await startLocalPix({
      root,
      progress: () => {},
      secrets: {
        ...TEST_SECRETS,
        KALSHI_API_KEY_ID: "bench-overload-key",
        KALSHI_PRIVATE_KEY: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
      },
      vars: {
        ...simulatorUpstreamVars(Number(new URL(simulator.url).port)),
        STREAM_MAX_ANONYMOUS_PER_ADDRESS: "32000",
        IP_RATE_LIMIT_PER_MINUTE: "1000000000",
      },
    });
    const pid = workerdChildren().find((p) => !before.has(p));
    const rssMiB = () => {
      const kib = rssKiB(pid);
      return kib === undefined ? null : kib / 1024;
    };
    const shedAtLagMs = Number(pix.config.vars?.LIVE_FEED_SHED_AT_LAG_MS ?? 1_000);
    const db = (await pix.mf.getD1Database("DB")) as unknown as D1Database;
    await seedCatalog(db);
    const plans = await loadFeedPlans(db);

    // ------------------------------------------------------------ idle
    await setRate(simulator, options.calmEventsPerSecond);
    await feedReports(pix);
    // One cycle, so the index has a current snapshot to read.
    const firstCycleAt = Date.now();
    const first = await fetch(`${pix.url}/api/refresh`, { method: "POST", headers: AUTH });
    await first.arrayBuffer();
    const check = await fetch(`${pix.url}${READ_PATH}`);
    await check.arrayBuffer();
    if (check.status !== 200) throw new Error(`bench: live-overload: ${READ_PATH} answered ${check.status}`);
    log(`idle: the index read at ${options.readsPerSecond}/s for ${options.idleReadSeconds} s`);
    const idle = await startReads(`${pix.url}${READ_PATH}`, options.readsPerSecond, options.idleReadSeconds)
      .done;

    // ------------------------------------------------------------ clients
    const wsUrl = `${pix.url.replace("http", "ws")}/ws?version=2`;
    const channelsOf = VENUES.map((venue) =>
      plans[venue].map((m) => ({ venue, channel: `book:${venue}:${m.market}` })),
    );
    // Per venue: gaps by reason, books, the first `stale` after the rise.
    const gaps = new Map<string, Record<string, number>>(VENUES.map((v) => [v, {}]));
    const books = new Map<string, number>(VENUES.map((v) => [v, 0]));
    const firstStale = new Map<string, number>();
    const boundPassed = new Map<string, number>();
    let riseAt: number | null = null;
    const readerCount = options.clients - options.silent;
    log(`${readerCount} readers connect`);
    const readerChannels: { venue: VenueId; channel: string }[] = [];
    readers.push(
      ...(await openAll(readerCount, (i) => {
        const list = channelsOf[i % VENUES.length] ?? [];
        const pick = list[Math.floor(i / VENUES.length) % list.length] as { venue: VenueId; channel: string };
        readerChannels.push(pick);
        const reader: Reader = {
          ws: new WebSocket(wsUrl),
          venue: pick.venue,
          ready: false,
          lastGapAt: null,
          lastBookAt: null,
          closeCode: null,
        };
        reader.ws.once("open", () =>
          reader.ws.send(JSON.stringify({ type: "subscribe", channels: [pick.channel] })),
        );
        reader.ws.on("message", (data) => onReaderMessage(reader, String(data)));
        reader.ws.once("close", (code) => {
          reader.closeCode = code;
        });
        return reader;
      })),
    );
    function onReaderMessage(reader: Reader, data: string) {
      const m = JSON.parse(data) as Record<string, unknown>;
      if (m.type === "heartbeat" && typeof m.id === "number") {
        reader.ws.send(JSON.stringify({ type: "ack", heartbeat: m.id }));
      } else if (m.type === "book") {
        if (reader.ready) books.set(reader.venue, (books.get(reader.venue) ?? 0) + 1);
        reader.ready = true;
        reader.lastBookAt = Date.now();
      } else if (m.type === "gap") {
        reader.lastGapAt = Date.now();
        const byReason = gaps.get(reader.venue) as Record<string, number>;
        const reason = String(m.reason);
        byReason[reason] = (byReason[reason] ?? 0) + 1;
      } else if (
        m.type === "book_delta" &&
        riseAt !== null &&
        typeof m.venue_time === "string" &&
        typeof m.received_at === "string"
      ) {
        const venueMs = Date.parse(m.venue_time);
        if (Date.parse(m.received_at) - venueMs > shedAtLagMs) {
          const passed = venueMs + shedAtLagMs - riseAt;
          boundPassed.set(reader.venue, Math.min(boundPassed.get(reader.venue) ?? passed, passed));
        }
      } else if (m.type === "status" && m.state === "stale" && riseAt !== null) {
        const venue = String(m.venue);
        if (!firstStale.has(venue)) firstStale.set(venue, Date.now() - riseAt);
      }
    }
    if (!(await until(() => readers.every((r) => r.ready), 60_000))) {
      log(`${readers.filter((r) => !r.ready).length} of ${readers.length} readers got no first book in 60 s`);
    }
    // The cycle halfway through the overload must fall in another minute than the idle one's (a minute
    // is claimed once).
    const cycleWait =
      minuteFloor(firstCycleAt) + MINUTE_MS + 1_000 - (Date.now() + (options.seconds * 1000) / 2);
    if (cycleWait > 0) {
      log(`waiting ${(cycleWait / 1000).toFixed(0)} s so the overload's cycle falls in a new minute`);
      await sleep(cycleWait);
    }
    log(`${options.silent} silent clients connect (${SILENT_CHANNELS} book channels each, never read)`);
    const everyChannel = channelsOf.flat();
    silent.push(
      ...(await openAll(options.silent, (i) => {
        const client: Silent = {
          ws: new WebSocket(wsUrl),
          localPort: null,
          connectedAt: Date.now(),
          releasedAt: null,
          closeCode: null,
        };
        client.ws.once("upgrade", (res) => {
          client.localPort = res.socket.localPort ?? null;
        });
        client.ws.once("open", () => {
          const channels = Array.from(
            { length: Math.min(SILENT_CHANNELS, everyChannel.length) },
            (_, k) => everyChannel[(i * 7 + k) % everyChannel.length]?.channel as string,
          );
          client.ws.send(JSON.stringify({ type: "subscribe", channels }));
          // From here on this client reads nothing: its socket's buffers fill, then pix's.
          client.ws.pause();
        });
        client.ws.once("close", (code) => {
          client.closeCode = code;
        });
        return client;
      })),
    );
    let peakUnreadBytes = 0;
    const watchSilent = () => {
      const byPort = new Map(tcpSockets().map((s) => [s.localPort, s]));
      let unread = 0;
      for (const c of silent) {
        if (c.localPort === null || c.releasedAt !== null) continue;
        const socket = byPort.get(c.localPort);
        if (!socket || socket.state !== TCP_ESTABLISHED) c.releasedAt = Date.now();
        else unread += socket.rxQueue;
      }
      peakUnreadBytes = Math.max(peakUnreadBytes, unread);
    };
    timers.push(setInterval(watchSilent, SAMPLE_MS));

    // ------------------------------------------------------------ overload
    const rssBefore = rssMiB();
    let rssPeak = rssBefore;
    timers.push(
      setInterval(() => {
        const now = rssMiB();
        if (now !== null) rssPeak = Math.max(rssPeak ?? now, now);
      }, SAMPLE_MS),
    );
    const lags = new Map<string, number[]>(VENUES.map((v) => [v, []]));
    const firstOver = new Map<string, number>();
    const sheddingReports = new Map<string, number>(VENUES.map((v) => [v, 0]));
    const reportCounts = new Map<string, number>(VENUES.map((v) => [v, 0]));
    const reportMs: number[] = [];
    let latest: FeedShardReport[] = [];
    const phase: { now: "overload" | "calm" | "stop" } = { now: "overload" };
    const sampler = (async () => {
      while (phase.now !== "stop") {
        const started = Date.now();
        try {
          latest = await feedReports(pix as LocalPix);
          const answeredAt = Date.now();
          if (phase.now === "overload") {
            reportMs.push(answeredAt - started);
            for (const venue of VENUES) {
              const shards = latest.filter((f) => f.venue === venue);
              if (shards.length === 0) continue;
              const lag = Math.max(...shards.map((f) => f.lag_ms));
              lags.get(venue)?.push(lag);
              reportCounts.set(venue, (reportCounts.get(venue) ?? 0) + 1);
              const shedding = shards.some((f) => f.shedding);
              if (shedding) sheddingReports.set(venue, (sheddingReports.get(venue) ?? 0) + 1);
              const since = answeredAt - (riseAt ?? answeredAt);
              if ((lag > shedAtLagMs || shedding) && !firstOver.has(venue)) firstOver.set(venue, since);
            }
          }
        } catch (error) {
          log(`a feeds report failed: ${(error as Error).message}`);
        }
        await sleep(Math.max(0, SAMPLE_MS - (Date.now() - started)));
      }
    })();
    log(`both venues at ${options.eventsPerSecond} events/s for ${options.seconds} s`);
    const cpuBefore = process.cpuUsage();
    const wallBefore = performance.now();
    const reads = startReads(`${pix.url}${READ_PATH}`, options.readsPerSecond, options.seconds);
    await setRate(simulator, options.eventsPerSecond);
    riseAt = Date.now();
    const cycle: LiveOverloadResult["cycle"] = { status: null, ms: null, detail: "not run" };
    const cycleRun = (async () => {
      await sleep((options.seconds * 1000) / 2);
      const started = Date.now();
      try {
        const res = await fetch(`${pix?.url}/api/refresh`, {
          method: "POST",
          headers: AUTH,
          signal: AbortSignal.timeout(120_000),
        });
        const body = (await res.json()) as { data?: { status?: string } };
        cycle.status = res.status;
        cycle.detail = body.data?.status ?? "";
      } catch (error) {
        cycle.detail = (error as Error).message;
      }
      cycle.ms = Date.now() - started;
    })();
    await sleep(options.seconds * 1000);
    const own = process.cpuUsage(cpuBefore);
    const benchCpuPercent = ((own.user + own.system) / 1000 / (performance.now() - wallBefore)) * 100;

    // ------------------------------------------------------------ catch-up
    await setRate(simulator, options.calmEventsPerSecond);
    const fellAt = Date.now();
    phase.now = "calm";
    log(`the rate fell to ${options.calmEventsPerSecond}/s: waiting for the catch-up`);
    let feedsLiveMs: number | null = null;
    let booksWholeMs: number | null = null;
    const reportAtFall = latest;
    await until(
      () => {
        const feedsLive =
          latest !== reportAtFall &&
          latest.length > 0 &&
          latest.every((f) => f.state === "live" && !f.shedding);
        if (feedsLive && feedsLiveMs === null) feedsLiveMs = Date.now() - fellAt;
        if (!feedsLive) feedsLiveMs = null;
        // Readers pix closed have no book to make whole; with none left open, the feeds alone decide.
        const open = readers.filter((r) => r.closeCode === null);
        const whole = open.length === 0 || booksWhole(open);
        if (whole && booksWholeMs === null) booksWholeMs = Date.now() - fellAt;
        if (!whole) booksWholeMs = null;
        return feedsLiveMs !== null && booksWholeMs !== null;
      },
      options.catchUpTimeoutSeconds * 1000,
      100,
    );
    const catchUpAt = feedsLiveMs !== null && booksWholeMs !== null ? Date.now() - fellAt : null;
    // Reads sent during the overload that are still unanswered finish here (each within 20 s).
    const overloadRead = await reads.done;
    await cycleRun;
    phase.now = "stop";
    await sampler;
    const rssAfter = rssMiB();
    const final = await feedReports(pix);

    // ------------------------------------------------------------ the silent clients read again
    watchSilent();
    for (const c of silent) c.ws.resume();
    // A silent client acknowledges no heartbeat even now: wait past pix's 30 s bound from its connection.
    const lastConnected = Math.max(...silent.map((c) => c.connectedAt), 0);
    await until(
      () => silent.every((c) => c.closeCode !== null),
      Math.max(10_000, lastConnected + 45_000 - Date.now()),
    );
    const silentCodes: Record<string, number> = {};
    for (const c of silent) {
      if (c.closeCode !== null) silentCodes[c.closeCode] = (silentCodes[c.closeCode] ?? 0) + 1;
    }
    const readerCodes: Record<string, number> = {};
    for (const r of readers) {
      if (r.closeCode !== null) readerCodes[r.closeCode] = (readerCodes[r.closeCode] ?? 0) + 1;
    }
    const released = silent.filter((c) => c.releasedAt !== null);
    const venues: OverloadVenue[] = VENUES.map((venue) => {
      const shards = final.filter((f) => f.venue === venue);
      return {
        venue,
        shards: shards.length,
        lagMs: percentiles(lags.get(venue) ?? []),
        firstOverBoundMs: firstOver.get(venue) ?? null,
        boundPassedByMs: boundPassed.get(venue) ?? null,
        firstStaleSeenMs: firstStale.get(venue) ?? null,
        sheddingReports: sheddingReports.get(venue) ?? 0,
        reports: reportCounts.get(venue) ?? 0,
        shedChanges: shards.reduce((n, f) => n + f.shed.changes, 0),
        tradesDropped: shards.reduce((n, f) => n + f.shed.trades_dropped, 0),
        gapsByReason: gaps.get(venue) ?? {},
        books: books.get(venue) ?? 0,
      };
    });
    return {
      options,
      shedAtLagMs,
      loadAverage: { start: loadStart, end: loadavg() },
      venues,
      readers: { clients: readers.length, closedByCode: readerCodes },
      silent: {
        clients: silent.length,
        closedByCode: silentCodes,
        stillOpen: silent.filter((c) => c.closeCode === null).length,
        releasedAfterConnectMs: percentiles(released.map((c) => (c.releasedAt as number) - c.connectedAt)),
        allReleasedAfterRiseMs:
          released.length === silent.length && riseAt !== null
            ? Math.max(...released.map((c) => c.releasedAt as number)) - riseAt
            : null,
        peakUnreadBytes,
      },
      rssMiB: { before: rssBefore, peak: rssPeak, after: rssAfter },
      read: {
        path: READ_PATH,
        idle,
        overload: overloadRead,
        ratioP50: ratio(overloadRead.latencyMs.p50, idle.latencyMs.p50),
        ratioP99: ratio(overloadRead.latencyMs.p99, idle.latencyMs.p99),
      },
      reportMs: percentiles(reportMs),
      cycle,
      catchUp: {
        feedsLiveMs,
        booksWholeMs,
        ms: catchUpAt,
        readersOpen: readers.filter((r) => r.closeCode === null).length,
      },
      benchCpuPercent,
    };
  } finally {
    for (const timer of timers) clearInterval(timer);
    for (const client of [...readers, ...silent]) client.ws.terminate();
    await setRate(simulator, 0).catch(() => {});
    await pix?.stop();
    await simulator.close();
  }
}

const fmt = (v: number | null | undefined, digits = 0) =>
  v === null || v === undefined
    ? "—"
    : v.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

const codes = (byCode: Record<string, number>) =>
  Object.keys(byCode).length === 0
    ? "none"
    : Object.entries(byCode)
        .map(([code, count]) => `${count} × ${code}`)
        .join(", ");

/** One table: a row per figure, a column per venue (figures of the whole pix span both). */
export function renderLiveOverloadTable(r: LiveOverloadResult): string {
  const o = r.options;
  const [k, p] = r.venues;
  const both = (label: string, value: string) => `| ${label} | ${value} | |`;
  const per = (label: string, of: (v: OverloadVenue) => string) =>
    `| ${label} | ${k ? of(k) : "—"} | ${p ? of(p) : "—"} |`;
  const growth = rssGrowthMiB(r.rssMiB);
  const read = (f: ReadFigures) =>
    `p50 ${fmt(f.latencyMs.p50, 1)} / p99 ${fmt(f.latencyMs.p99, 1)} ms (${f.ok} of ${f.sent} answered 200, ${f.otherStatus} other, ${f.failed} no answer)`;
  return [
    `Live plane under overload: both venues at ${fmt(o.eventsPerSecond)} events/s for ${o.seconds} s, ${fmt(o.clients)} clients of which ${o.silent} never read; shedding bound ${fmt(r.shedAtLagMs)} ms; load average ${r.loadAverage.start.map((l) => l.toFixed(2)).join(" ")} at the start, ${r.loadAverage.end.map((l) => l.toFixed(2)).join(" ")} at the end`,
    "| figure | kalshi | polymarket |",
    "| --- | ---: | ---: |",
    per("feed shards", (v) => String(v.shards)),
    per(
      "lag_ms p50 / p99 / max (reports every 500 ms)",
      (v) => `${fmt(v.lagMs.p50)} / ${fmt(v.lagMs.p99)} / ${fmt(v.lagMs.max)}`,
    ),
    per("reports shedding / reports", (v) => `${v.sheddingReports} / ${v.reports}`),
    per(
      "bound passed by (deltas); first report past it; first `stale` a reader saw (s after the rise)",
      (v) =>
        [v.boundPassedByMs, v.firstOverBoundMs, v.firstStaleSeenMs]
          .map((ms) => fmt(ms === null ? null : ms / 1000, 1))
          .join("; "),
    ),
    per("`stale` after the bound was passed, at most (at least) ms", (v) => {
      const after = staleAfterBoundMs(v, r.shedAtLagMs);
      return after === null ? "never" : `${fmt(after.atMost)} (${fmt(after.atLeast)})`;
    }),
    per("changes shed (sent as whole books)", (v) => fmt(v.shedChanges)),
    per("trades dropped", (v) => fmt(v.tradesDropped)),
    per("gaps readers got, by reason", (v) => codes(v.gapsByReason)),
    per("whole books readers got after their first", (v) => fmt(v.books)),
    both("readers closed by pix", `${codes(r.readers.closedByCode)} of ${fmt(r.readers.clients)}`),
    both(
      "silent clients: close code read afterwards",
      `${codes(r.silent.closedByCode)}; ${r.silent.stillOpen} still open of ${r.silent.clients}`,
    ),
    both(
      "silent clients released by pix, s after connecting p50 / max; last, s after the rise",
      `${fmt((r.silent.releasedAfterConnectMs.p50 ?? Number.NaN) / 1000, 1)} / ${fmt((r.silent.releasedAfterConnectMs.max ?? Number.NaN) / 1000, 1)} (${r.silent.releasedAfterConnectMs.count} released); ${fmt(r.silent.allReleasedAfterRiseMs === null ? null : r.silent.allReleasedAfterRiseMs / 1000, 1)}`,
    ),
    both("bytes unread in the silent sockets at most", `${fmt(r.silent.peakUnreadBytes / 1e6, 1)} MB`),
    both(
      "workerd RSS before / peak / after (MiB)",
      `${fmt(r.rssMiB.before)} / ${fmt(r.rssMiB.peak)} / ${fmt(r.rssMiB.after)} (growth ${fmt(growth)})`,
    ),
    both(`index read ${r.read.path}, idle (${o.readsPerSecond}/s)`, read(r.read.idle)),
    both("the same read during the overload", read(r.read.overload)),
    both("overload ÷ idle", `p50 ${fmt(r.read.ratioP50, 2)}×, p99 ${fmt(r.read.ratioP99, 2)}×`),
    both(
      "feeds report answer p50 / p99 (ms)",
      `${fmt(r.reportMs.p50)} / ${fmt(r.reportMs.p99)} (${r.reportMs.count} reports)`,
    ),
    both(
      "whole cycle during the overload",
      `${r.cycle.status ?? "no answer"} ${r.cycle.detail} in ${fmt(r.cycle.ms === null ? null : r.cycle.ms / 1000, 1)} s`,
    ),
    both(
      `catch-up after the rate fell to ${o.calmEventsPerSecond}/s: feeds live; books whole; both (s)`,
      `${fmt(r.catchUp.feedsLiveMs === null ? null : r.catchUp.feedsLiveMs / 1000, 1)}; ${r.catchUp.readersOpen === 0 ? "no reader left open" : fmt(r.catchUp.booksWholeMs === null ? null : r.catchUp.booksWholeMs / 1000, 1)}; ${fmt(r.catchUp.ms === null ? null : r.catchUp.ms / 1000, 1)} (${r.catchUp.readersOpen} readers open)`,
    ),
    both(
      "bench process CPU (clients, simulator) during the overload",
      `${fmt(r.benchCpuPercent)} % of a core`,
    ),
  ].join("\n");
}
