/**
 * Two measurements of what one client's load does to everyone else, for `npm run bench`:
 *
 * - the legacy burst: an index read at one connection while other connections fetch `/api/markets`
 *   as fast as they can (the legacy plane has no per-IP limit, so its cost per request is the bound);
 * - the soak: a mix of reads for a while, with workerd's memory sampled after each slice, to show
 *   whether anything grows without bound (it should climb while caches fill, then stay flat).
 */

import { join } from "node:path";
import { startLocalPix, TEST_SECRETS } from "../../scripts/lib/local-pix.ts";
import { startSimulatorServer } from "../../simulator/server.ts";
import { seedCatalog } from "../../src/catalog/seed.ts";
import { startBaseline } from "../lib/baseline.ts";
import { type CpuPlan, pinCores, rssKiB, unpinProcess, workerdChildren } from "../lib/cpu.ts";
import { type RunResult, runLoad } from "../lib/load.ts";

export const LEGACY_LIST_PATH = "/api/markets";
export const INDEX_READ_PATH = "/api/v1/indices/PIXCPI";

export interface BurstResult {
  burstConnections: number;
  durationSeconds: number;
  /** The index read at one connection while the burst ran. */
  indexDuringBurst: Pick<RunResult, "p50Ms" | "p99Ms" | "total" | "unexpected">;
  /** The burst of legacy lists itself. */
  legacyBurst: Pick<RunResult, "requestsPerSecond" | "p50Ms" | "p99Ms" | "unexpected">;
}

/** An index read at one connection while `burstConnections` others list legacy markets, for `durationSeconds`. */
export async function measureIndexDuringLegacyBurst(
  baseUrl: string,
  plan: CpuPlan,
  options: { durationSeconds: number; burstConnections: number; serverPid?: number },
): Promise<BurstResult> {
  const load = (path: string, connections: number) =>
    runLoad(
      plan,
      { url: `${baseUrl}${path}`, durationSeconds: options.durationSeconds, connections, pipelining: 1 },
      200,
      options.serverPid,
    );
  const [index, legacy] = await Promise.all([
    load(INDEX_READ_PATH, 1),
    load(LEGACY_LIST_PATH, options.burstConnections),
  ]);
  return {
    burstConnections: options.burstConnections,
    durationSeconds: options.durationSeconds,
    indexDuringBurst: {
      p50Ms: index.p50Ms,
      p99Ms: index.p99Ms,
      total: index.total,
      unexpected: index.unexpected,
    },
    legacyBurst: {
      requestsPerSecond: legacy.requestsPerSecond,
      p50Ms: legacy.p50Ms,
      p99Ms: legacy.p99Ms,
      unexpected: legacy.unexpected,
    },
  };
}

export function renderBurst(result: BurstResult, alone?: { p50Ms: number; p99Ms: number }): string {
  const during = result.indexDuringBurst;
  return [
    `index read during a burst of legacy lists (${result.burstConnections} connections on ${LEGACY_LIST_PATH}, ${result.durationSeconds} s):`,
    `  ${INDEX_READ_PATH} at 1 connection: p50 ${during.p50Ms} ms, p99 ${during.p99Ms} ms (${during.total} requests${during.unexpected ? `, ${during.unexpected} unexpected` : ""})` +
      (alone ? `; alone in this run: p50 ${alone.p50Ms} ms, p99 ${alone.p99Ms} ms` : ""),
    `  the burst: ${Math.round(result.legacyBurst.requestsPerSecond).toLocaleString("en-US")} req/s, p50 ${result.legacyBurst.p50Ms} ms, p99 ${result.legacyBurst.p99Ms} ms`,
  ].join("\n");
}

export interface SoakSample {
  afterSeconds: number;
  rssMiB: number | undefined;
  requests: number;
  unexpected: number;
}

export interface SoakResult {
  /** What was loaded: pix, or the bare baseline Worker behind the same assets front. */
  server: string;
  paths: string[];
  connections: number;
  samples: SoakSample[];
  /** RSS growth from the end of the first slice (caches filled) to the end. */
  growthAfterWarmMiB: number | undefined;
}

/**
 * Loads each of `paths` in turn for `sliceSeconds` at `connections`, `slices` times over, sampling
 * workerd's RSS before the first slice and after each one.
 */
export async function runSoak(
  baseUrl: string,
  plan: CpuPlan,
  options: {
    server: string;
    paths: string[];
    slices: number;
    sliceSeconds: number;
    connections: number;
    serverPid?: number;
    log: (line: string) => void;
  },
): Promise<SoakResult> {
  const mib = (kib: number | undefined) => (kib === undefined ? undefined : Math.round(kib / 102.4) / 10);
  const samples: SoakSample[] = [
    { afterSeconds: 0, rssMiB: mib(rssKiB(options.serverPid)), requests: 0, unexpected: 0 },
  ];
  options.log(`soak: ${options.server}: start, workerd RSS ${samples[0]?.rssMiB ?? "–"} MiB`);
  let elapsed = 0;
  for (let slice = 1; slice <= options.slices; slice++) {
    let requests = 0;
    let unexpected = 0;
    for (const path of options.paths) {
      const result = await runLoad(
        plan,
        {
          url: `${baseUrl}${path}`,
          durationSeconds: options.sliceSeconds,
          connections: options.connections,
          pipelining: 1,
        },
        200,
        options.serverPid,
      );
      requests += result.total;
      unexpected += result.unexpected;
      elapsed += options.sliceSeconds;
    }
    const sample = { afterSeconds: elapsed, rssMiB: mib(rssKiB(options.serverPid)), requests, unexpected };
    samples.push(sample);
    options.log(
      `soak: ${options.server}: slice ${slice}/${options.slices} at ${elapsed} s: RSS ${sample.rssMiB ?? "–"} MiB, ${requests} requests${unexpected ? `, ${unexpected} unexpected` : ""}`,
    );
  }
  const warm = samples[1]?.rssMiB;
  const last = samples.at(-1)?.rssMiB;
  return {
    server: options.server,
    paths: options.paths,
    connections: options.connections,
    samples,
    growthAfterWarmMiB:
      warm === undefined || last === undefined ? undefined : Math.round((last - warm) * 10) / 10,
  };
}

export function renderSoak(results: SoakResult[]): string {
  return results
    .map((result) => {
      const series = result.samples.map((s) => `${s.afterSeconds} s: ${s.rssMiB ?? "–"} MiB`).join(", ");
      const requests = result.samples.reduce((sum, s) => sum + s.requests, 0);
      return [
        `soak, ${result.server} (${result.paths.length} routes in turn, ${result.connections} connections, ${requests.toLocaleString("en-US")} requests): workerd RSS ${series}`,
        `  growth after the first slice (caches filled): ${result.growthAfterWarmMiB ?? "–"} MiB`,
      ].join("\n");
    })
    .join("\n");
}

/** The routes the soak loads in turn: discovery, an index read, its day of history, the legacy list, the lake, news. */
export const SOAK_PATHS = [
  "/api/v1/info",
  INDEX_READ_PATH,
  `${INDEX_READ_PATH}/history?range=1d`,
  LEGACY_LIST_PATH,
  "/api/v1/lake",
  `${INDEX_READ_PATH}/news`,
];

/**
 * The soak section: its own simulator and pix (catalog seeded, one ingestion cycle so every read has
 * data) soaked over `paths` (default SOAK_PATHS), after the bare baseline Worker (behind the same
 * assets front) soaked as long on its one route: workerd's own growth under load beside pix's.
 */
export async function runSoakSection(options: {
  pin: boolean;
  paths?: string[];
  slices: number;
  sliceSeconds: number;
  connections: number;
  log: (line: string) => void;
  root: string;
}): Promise<SoakResult[]> {
  const paths = options.paths ?? SOAK_PATHS;
  const simulator = await startSimulatorServer({ port: 0 });
  const stops: (() => Promise<void>)[] = [() => simulator.close()];
  try {
    if (options.pin) unpinProcess(process.pid);
    const beforePix = new Set(workerdChildren());
    const pix = await startLocalPix({
      vars: {
        IP_RATE_LIMIT_PER_MINUTE: "1000000000",
        KALSHI_BASE_URL: simulator.bases.kalshi,
        POLYMARKET_GAMMA_URL: simulator.bases.polymarketGamma,
        POLYMARKET_CLOB_URL: simulator.bases.polymarketClob,
      },
    });
    stops.push(pix.stop);
    const afterPix = new Set(workerdChildren());
    const pixPid = [...afterPix].find((p) => !beforePix.has(p));
    const baseline = await startBaseline({
      compatibilityDate: pix.config.compatibility_date ?? "2026-11-01",
      assetsDirectory: join(options.root, "public"),
    });
    stops.push(baseline.stop);
    const baselinePid = workerdChildren().find((p) => !afterPix.has(p));
    const plan = pinCores(options.pin, [pixPid, baselinePid]);
    options.log(`soak: CPU: ${plan.note}`);
    await seedCatalog((await pix.mf.getD1Database("DB")) as unknown as D1Database);
    const refresh = await fetch(`${pix.url}/api/refresh`, {
      method: "POST",
      headers: { Authorization: `Bearer ${TEST_SECRETS.REFRESH_TOKEN}` },
    });
    await refresh.body?.cancel();
    if (!refresh.ok) throw new Error(`the ingestion cycle answered ${refresh.status}`);
    // The same number of slices on the baseline's one route: workerd's own growth under the same load.
    const bare = await runSoak(baseline.url, plan, {
      ...options,
      server: "bare baseline Worker",
      paths: paths.map(() => "/"),
      serverPid: baselinePid,
    });
    const soaked = await runSoak(pix.url, plan, { ...options, server: "pix", paths, serverPid: pixPid });
    return [bare, soaked];
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {});
  }
}
