/**
 * `npm run profile`: a CPU profile of pix inside workerd, to find where a hot path spends its
 * time before changing it. Starts local pix as the benchmark does (scripts/lib/local-pix.ts) with
 * workerd's DevTools inspector open, starts the V8 sampling profiler over its WebSocket
 * (`Profiler.start`/`Profiler.stop`), puts load on one route (or runs ingestion cycles), and prints the
 * functions with the most self time and the most total (inclusive) time, each with the source module
 * the bundle places it in.
 *
 *   npm run profile -- --route /api/v1/indices/PIXCPI/snapshots/latest [--keyed] [--duration 10]
 *        [--connections 10] [--history-days 30] [--top 25] [--interval-us 200] [--out profile.cpuprofile]
 *        [--no-profile]   (only the workerd CPU per request, without the profiler's own cost)
 *        [--in-process N] (instead of HTTP load: pix's app called N times in a row inside workerd, 5
 *                          times; CPU per request without HTTP, front or load generator)
 *   npm run profile -- --cycle [--cycles 3] [--cycle-markets 2000]
 *   either form with --perf perf.txt [--owner 5]: Linux perf instead of the V8 profiler, over every
 *        workerd thread (CPU only; the split by owner per cycle: bench/profile/owners.ts); the
 *        `perf script` text is kept for `node bench/profile/perf-owners.ts perf.txt --owner N`
 *
 * The profile covers the pix isolate only (JavaScript and the native calls it makes); local D1/R2 work
 * done by workerd's own threads does not appear, so compare shares, not milliseconds, with the bench.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import type { V4WorkerOptions } from "miniflare";
import {
  freePort,
  type LocalPix,
  OFFLINE_ENV,
  startLocalPix,
  TEST_SECRETS,
} from "../../scripts/lib/local-pix.ts";
import { writeSyntheticHistory } from "../../scripts/lib/write-history.ts";
import { startSimulatorServer } from "../../simulator/server.ts";
import { seedCatalog } from "../../src/catalog/seed.ts";
import { loadCycleCatalog } from "../../src/catalog/store.ts";
import { MINUTE_MS, minuteFloor } from "../../src/domain/clock.ts";
import { freeMinute, seedCycleCatalog } from "../cycle/cycle.ts";
import { cpuSeconds, mainThreadCpuSeconds, workerdChildren } from "../lib/cpu.ts";
import { runLoad } from "../lib/load.ts";
import { startTickClock, type TickClock } from "../lib/tick-clock.ts";
import { APP_PROBE, bundleAppProbe } from "./app-probe-bundle.ts";
import { OWNERS, ownerReport, parsePerfScript } from "./owners.ts";
import { PERF_HZ, perfUnavailable, startPerfRecord, withPerfBasicProf } from "./perf-record.ts";

const ROOT = join(import.meta.dirname, "..", "..");

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A minimal Chrome DevTools protocol client over the global WebSocket. */
async function openInspector(port: number, worker: string) {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json`)).json()) as {
    id: string;
    title?: string;
    webSocketDebuggerUrl: string;
  }[];
  const target = targets.find((t) => `${t.id} ${t.title ?? ""}`.includes(`:${worker}`)) ?? targets[0];
  if (!target) throw new Error("the inspector lists no target");
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise<void>((done, fail) => {
    socket.addEventListener("open", () => done(), { once: true });
    socket.addEventListener("error", () => fail(new Error("inspector WebSocket failed")), { once: true });
  });
  let next = 0;
  const pending = new Map<number, { done: (v: unknown) => void; fail: (e: Error) => void }>();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: unknown };
    if (message.id === undefined) return;
    const waiter = pending.get(message.id);
    pending.delete(message.id);
    if (message.error) waiter?.fail(new Error(JSON.stringify(message.error)));
    else waiter?.done(message.result);
  });
  const send = <T>(method: string, params: object = {}) =>
    new Promise<T>((done, fail) => {
      const id = ++next;
      pending.set(id, { done: done as (v: unknown) => void, fail });
      socket.send(JSON.stringify({ id, method, params }));
    });
  return { target: target.id, send, close: () => socket.close() };
}

/** Bundle line → the source module esbuild wrote it from (its `// path` comments). */
function moduleIndex(bundleText: string) {
  const starts: { line: number; module: string }[] = [];
  bundleText.split("\n").forEach((text, line) => {
    // Paths are relative to the bundled config's directory: the probe's sits deeper than pix's.
    const m = /^\/\/ (?:\.\.\/)*((?:src|node_modules|bench)\/\S+)$/.exec(text);
    if (m?.[1]) starts.push({ line, module: m[1].replace(/^node_modules\//, "") });
  });
  return (line: number) => {
    let lo = 0;
    let hi = starts.length - 1;
    let found = "";
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const start = starts[mid];
      if (!start) break;
      if (start.line <= line) {
        found = start.module;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  };
}

function bundleText() {
  const dir = join(ROOT, ".wrangler", "bundle");
  const mine = readdirSync(dir).filter((name) => name.startsWith(`${process.pid}-`));
  for (const name of mine) {
    const file = readdirSync(join(dir, name)).find((f) => /\.m?js$/.test(f));
    if (file) return readFileSync(join(dir, name, file), "utf8");
  }
  return "";
}

interface Row {
  name: string;
  selfMs: number;
  totalMs: number;
}

/** The module part of a row name (`fn  module`), or the runtime for native and internal frames. */
const moduleOfRow = (name: string) => {
  const where = name.split("  ")[1];
  if (!where) return "(native: runtime built-ins)";
  if (where.startsWith("cloudflare-internal:")) return where.replace(/:\d+$/, "");
  return where.replace(/^(hono|drizzle-orm|zod|@[^/]+\/[^/]+)\/.*$/, "$1 (package)");
};

/** Self and inclusive time per function (a recursive function's inclusive time is counted once). */
export function summarize(profile: CpuProfile, moduleOf: (line: number) => string) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const keyOf = (n: ProfileNode) => {
    const f = n.callFrame;
    // The profiled Worker's bundle: pix's (worker.js) or, in-process, the probe's.
    const inBundle = /(^|\/)(worker|app-probe)\.m?js$/.test(f.url);
    const where = !f.url
      ? ""
      : (inBundle && moduleOf(f.lineNumber)) || `${f.url.split("/").pop()}:${f.lineNumber + 1}`;
    return `${f.functionName || "(anonymous)"}${where ? `  ${where}` : ""}`;
  };
  const rows = new Map<string, Row>();
  const row = (key: string) => {
    const found = rows.get(key);
    if (found) return found;
    const created = { name: key, selfMs: 0, totalMs: 0 };
    rows.set(key, created);
    return created;
  };
  const inclusive = new Map<number, number>();
  const total = (id: number): number => {
    const cached = inclusive.get(id);
    if (cached !== undefined) return cached;
    const node = byId.get(id);
    const sum = (selfUs.get(id) ?? 0) + (node?.children ?? []).reduce((s, child) => s + total(child), 0);
    inclusive.set(id, sum);
    return sum;
  };
  const root = profile.nodes[0];
  let allUs = 0;
  let idleUs = 0;
  const walk = (id: number, onStack: Set<string>) => {
    const node = byId.get(id);
    if (!node) return;
    const key = keyOf(node);
    const r = row(key);
    r.selfMs += (selfUs.get(id) ?? 0) / 1000;
    if (!onStack.has(key)) r.totalMs += total(id) / 1000;
    const name = node.callFrame.functionName;
    if (name === "(idle)" || name === "(program)") idleUs += selfUs.get(id) ?? 0;
    allUs += selfUs.get(id) ?? 0;
    const below = new Set(onStack).add(key);
    for (const child of node.children ?? []) walk(child, below);
  };
  if (root) walk(root.id, new Set());
  return { rows: [...rows.values()], allMs: allUs / 1000, busyMs: (allUs - idleUs) / 1000 };
}

function printTables(summary: ReturnType<typeof summarize>, top: number) {
  const { rows, busyMs, allMs } = summary;
  const skip = new Set(["(root)", "(idle)", "(program)"]);
  const pct = (ms: number) => `${((ms / busyMs) * 100).toFixed(1)}%`.padStart(6);
  const table = (title: string, pick: (r: Row) => number) => {
    const sorted = rows
      .filter((r) => !skip.has(r.name))
      .sort((a, b) => pick(b) - pick(a))
      .slice(0, top);
    console.log(`\n${title} (share of ${busyMs.toFixed(0)} ms busy in ${allMs.toFixed(0)} ms sampled)`);
    for (const r of sorted) console.log(`${pct(pick(r))} ${pick(r).toFixed(1).padStart(9)} ms  ${r.name}`);
  };
  table("top self time", (r) => r.selfMs);
  table("top total time", (r) => r.totalMs);
  const byModule = new Map<string, number>();
  for (const r of rows.filter((r) => !skip.has(r.name))) {
    const module = moduleOfRow(r.name);
    byModule.set(module, (byModule.get(module) ?? 0) + r.selfMs);
  }
  console.log(`\nself time by module or package (share of ${busyMs.toFixed(0)} ms busy)`);
  for (const [module, ms] of [...byModule].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${pct(ms)} ${ms.toFixed(1).padStart(9)} ms  ${module}`);
  }
}

function readOptions() {
  const { values } = parseArgs({
    options: {
      route: { type: "string", default: "/api/v1/indices/PIXCPI/snapshots/latest" },
      keyed: { type: "boolean", default: false },
      duration: { type: "string", default: "10" },
      connections: { type: "string", default: "10" },
      "history-days": { type: "string", default: "30" },
      top: { type: "string", default: "25" },
      "interval-us": { type: "string", default: "200" },
      out: { type: "string" },
      cycle: { type: "boolean", default: false },
      "no-profile": { type: "boolean", default: false },
      "in-process": { type: "string" },
      cycles: { type: "string", default: "3" },
      "cycle-markets": { type: "string", default: "2000" },
      perf: { type: "string" },
      owner: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    console.log(readFileSync(import.meta.filename, "utf8").split("*/")[0]);
    process.exit(0);
  }
  return values;
}

async function issueKey(pix: LocalPix) {
  const res = await fetch(`${pix.url}/api/admin/keys`, {
    method: "POST",
    headers: { Authorization: `Bearer ${TEST_SECRETS.ADMIN_TOKEN}`, "Content-Type": "application/json" },
    body: JSON.stringify({
      name: "profile",
      scopes: ["indices:read", "benchmarks:read", "lake:read"],
      rate_limit_per_minute: 1_000_000,
    }),
  });
  if (res.status !== 201) throw new Error(`creating the profile key answered ${res.status}`);
  return ((await res.json()) as { data: { key: string } }).data.key;
}

async function main() {
  const o = readOptions();
  const owner = o.owner === undefined ? undefined : OWNERS[Number(o.owner) - 1];
  if (o.owner !== undefined && owner === undefined) {
    console.error(`profile: --owner takes 1 to ${OWNERS.length} (the owner's line in the split)`);
    process.exit(2);
  }
  if (o.perf !== undefined) {
    const why = perfUnavailable();
    if (why) {
      console.error(`profile: --perf needs Linux perf: ${why}`);
      process.exit(2);
    }
    // Read by Miniflare when it starts workerd: V8 then names its compiled functions in /tmp/perf-<pid>.map.
    process.env.MINIFLARE_WORKERD_V8_FLAGS = withPerfBasicProf(process.env.MINIFLARE_WORKERD_V8_FLAGS);
  }
  Object.assign(process.env, OFFLINE_ENV);
  // What the CPU figures carry: the V8 sampler's own cost ("on"), nothing ("off"), or perf's ("perf").
  const profilerState = o.perf !== undefined ? "perf" : o["no-profile"] ? "off" : "on";
  const inspectorPort = await freePort("127.0.0.1");
  const before = new Set(workerdChildren());
  const simulator = o.cycle
    ? await startSimulatorServer({
        port: 0,
        host: "127.0.0.1",
        extraMarketsPerVenue: Number(o["cycle-markets"]),
      })
    : undefined;
  const appProbe = o["in-process"] ? await bundleAppProbe(ROOT) : undefined;
  const pix = await startLocalPix({
    inspectorPort,
    // `--in-process`: a probe Worker runs pix's app in a loop, with pix's bindings.
    ...(appProbe
      ? {
          extraWorkers: (pixWorker: V4WorkerOptions) => [
            appProbe.worker(pixWorker, { ...TEST_SECRETS, IP_RATE_LIMIT_PER_MINUTE: "1000000000" }),
          ],
        }
      : {}),
    vars: {
      IP_RATE_LIMIT_PER_MINUTE: "1000000000",
      ...(simulator
        ? {
            KALSHI_BASE_URL: simulator.bases.kalshi,
            POLYMARKET_GAMMA_URL: simulator.bases.polymarketGamma,
            POLYMARKET_CLOB_URL: simulator.bases.polymarketClob,
          }
        : {}),
    },
  });
  // In-process, the app runs (and is profiled) in the probe's isolate, from the probe's bundle.
  const moduleOf = moduleIndex(appProbe ? appProbe.bundleText() : bundleText());
  const pid = workerdChildren().find((p) => !before.has(p));
  let tickClock: TickClock | undefined;
  try {
    const db = (await pix.mf.getD1Database("DB")) as unknown as D1Database;
    const inspector = await openInspector(inspectorPort, appProbe ? APP_PROBE : (pix.config.name ?? "pix"));
    console.log(`profile: inspector target ${inspector.target}`);
    let work: () => Promise<string>;
    if (simulator) {
      console.log(`profile: contracts seeded: ${await seedCycleCatalog(db, Number(o["cycle-markets"]))}`);
      const cycle = async () => {
        const res = await fetch(`${pix.url}/api/refresh`, {
          method: "POST",
          headers: { authorization: `Bearer ${TEST_SECRETS.REFRESH_TOKEN}` },
        });
        await res.text();
        if (res.status !== 200) throw new Error(`POST /api/refresh answered ${res.status}`);
      };
      await freeMinute(db);
      await cycle(); // warm-up: cold isolate and caches are not the steady state
      work = async () => {
        const perCycle: string[] = [];
        const perCycleMain: string[] = [];
        for (let i = 0; i < Number(o.cycles); i++) {
          await freeMinute(db); // not timed
          const cpuBefore = cpuSeconds(pid);
          const mainBefore = mainThreadCpuSeconds(pid);
          await cycle();
          perCycle.push((((cpuSeconds(pid) ?? 0) - (cpuBefore ?? 0)) * 1000).toFixed(0));
          perCycleMain.push((((mainThreadCpuSeconds(pid) ?? 0) - (mainBefore ?? 0)) * 1000).toFixed(0));
        }
        return (
          `${o.cycles} cycle(s) at ${o["cycle-markets"]} padding markets per venue; workerd CPU per cycle ` +
          `${perCycle.join(", ")} ms, of which its main thread (every isolate) ${perCycleMain.join(", ")} ms ` +
          `(profiler ${profilerState})`
        );
      };
    } else {
      await seedCatalog(db);
      const indices = (await loadCycleCatalog(db)).filter((i) => i.kind === "index").slice(0, 5);
      const toMs = minuteFloor(Date.now()) + MINUTE_MS;
      const days = Number(o["history-days"]);
      await writeSyntheticHistory(db, indices, toMs - days * 1440 * MINUTE_MS, toMs, () => {});
      // As in the bench: each new minute's tick lands just after its boundary, as production's cron writes it.
      tickClock = await startTickClock(db, indices, (line) => console.log(`profile: ${line}`));
      const headers: Record<string, string> = o.keyed ? { "X-API-Key": await issueKey(pix) } : {};
      const url = `${pix.url}${o.route}`;
      const plan = { note: "not pinned" };
      const load = (seconds: number) =>
        runLoad(
          plan,
          { url, headers, durationSeconds: seconds, connections: Number(o.connections), pipelining: 1 },
          200,
        );
      await load(2); // warm-up
      if (o["in-process"]) {
        const probe = (await pix.mf.getWorker(APP_PROBE)) as unknown as Fetcher;
        const n = Number(o["in-process"]);
        const query = new URLSearchParams({
          n: String(n),
          path: o.route,
          ...(headers["X-API-Key"] ? { key: headers["X-API-Key"] } : {}),
        });
        const loop = async () => {
          const ok = Number(await (await probe.fetch(`http://probe/?${query}`)).text());
          if (ok !== n) throw new Error(`${n - ok} of ${n} in-process requests did not answer 200`);
        };
        await loop(); // warm-up
        work = async () => {
          const perRequestUs: string[] = [];
          for (let i = 0; i < 5; i++) {
            const cpuBefore = cpuSeconds(pid) ?? 0;
            await loop();
            perRequestUs.push(((((cpuSeconds(pid) ?? 0) - cpuBefore) / n) * 1e6).toFixed(0));
          }
          return (
            `${o.route}${o.keyed ? " (keyed)" : ""} in-process, 5 × ${n} requests: ` +
            `workerd CPU ${perRequestUs.join(", ")} µs per request (profiler ${profilerState})`
          );
        };
      } else
        work = async () => {
          const cpuBefore = cpuSeconds(pid);
          const r = await load(Number(o.duration));
          const cpuMs = ((cpuSeconds(pid) ?? 0) - (cpuBefore ?? 0)) * 1000;
          const perRequest = r.total > 0 ? (cpuMs / r.total).toFixed(3) : "–";
          return (
            `${o.route}${o.keyed ? " (keyed)" : ""}: ${Math.round(r.requestsPerSecond)} req/s, p50 ${r.p50Ms} ms, ` +
            `${r.unexpected} unexpected; workerd CPU ${perRequest} ms per request (profiler ${profilerState})`
          );
        };
    }
    if (o.perf !== undefined) {
      inspector.close();
      if (pid === undefined) throw new Error("workerd's process was not found");
      const recording = await startPerfRecord(pid, o.perf);
      let what: string;
      try {
        what = await work();
      } finally {
        await recording.stop(); // perf's data is written and removed even when the work failed
      }
      console.log(`profile: ${what}`);
      const samples = parsePerfScript(readFileSync(o.perf, "utf8"));
      const per = o.cycle ? Number(o.cycles) : undefined;
      for (const line of ownerReport(samples, { hz: PERF_HZ, per, owner, top: Number(o.top), moduleOf }))
        console.log(line);
      console.log(
        `profile: perf script text in ${o.perf} (node bench/profile/perf-owners.ts ${o.perf} --owner N)`,
      );
      return;
    }
    if (o["no-profile"]) {
      inspector.close();
      console.log(`profile: ${await work()}`);
      return;
    }
    await inspector.send("Profiler.enable");
    await inspector.send("Profiler.setSamplingInterval", { interval: Number(o["interval-us"]) });
    await inspector.send("Profiler.start");
    const what = await work();
    const { profile } = await inspector.send<{ profile: CpuProfile }>("Profiler.stop");
    inspector.close();
    console.log(`profile: ${what}`);
    if (o.out) writeFileSync(o.out, JSON.stringify(profile));
    printTables(summarize(profile, moduleOf), Number(o.top));
  } finally {
    tickClock?.stop();
    await pix.stop();
    appProbe?.remove();
    await simulator?.close();
  }
}

await main();
