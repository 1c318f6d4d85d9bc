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
import { readFileSync, writeFileSync } from "node:fs";
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
import { bundleText, moduleIndex, openInspector, printProfile, startProfiler } from "./v8-profile.ts";

const ROOT = join(import.meta.dirname, "..", "..");

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
    const stopProfiler = await startProfiler(inspector, Number(o["interval-us"]));
    const what = await work();
    const profile = await stopProfiler();
    inspector.close();
    console.log(`profile: ${what}`);
    if (o.out) writeFileSync(o.out, JSON.stringify(profile));
    printProfile(profile, Number(o.top), moduleOf);
  } finally {
    tickClock?.stop();
    await pix.stop();
    appProbe?.remove();
    await simulator?.close();
  }
}

await main();
