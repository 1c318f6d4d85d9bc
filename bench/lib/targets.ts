/**
 * The end of `npm run bench`: every published target beside its figure from this run, so one run says
 * which targets hold. Each line names the figure it reads (a row of the route table, or a section's
 * summary) and the worst-case rule it applies.
 */

import type { CycleBenchResult } from "../cycle/cycle.ts";
import type { FactorColdResult } from "../routes/factor.ts";
import { type HeavyReadsResult, heavyOverOrdinary } from "../routes/heavy-reads.ts";
import { type LiveOverloadResult, rssGrowthMiB, staleAfterBoundMs } from "../stream/live-overload-result.ts";
import { addedLatency, type LiveBenchResult } from "../stream/live-result.ts";
import type { StreamBenchResult } from "../stream/stream.ts";
import type { VenueTapeBenchResult } from "../venue-tape/venue-tape.ts";
import type { TargetSummary } from "./report.ts";

/** The hot-path targets: ratios of medians in the same run. */
export const SNAPSHOT_RATIO_TARGET = 0.8;
export const KEYED_RATIO_TARGET = 0.8;
/** Workerd CPU per warm catalog cycle at 2 × 2,000 markets, worst run. */
export const CYCLE_CPU_TARGET_MS = 250;
/** The last full quotes page may cost at most this much more (or less) than page 1. */
export const QUOTES_PAGE_TOLERANCE = 0.25;
/** The live plane (issue 36): pix's added latency over the bare relay, and the dropped connection's times. */
export const LIVE_TARGETS = {
  addedP50Ms: 25,
  addedP99Ms: 150,
  announcedMs: 2_000,
  resyncedMs: 5_000,
} as const;
/**
 * The live plane under overload (issue 48, bench/stream/live-overload.ts): the floor. Every index read
 * answered and the whole cycle answered 200 while both venues outrun the feeds; workerd's RSS grows by
 * at most `rssGrowthMiB` over the run (peak − before; 1,000 clients, 100 never reading); each feed says
 * `stale` within `staleAfterBoundMs` of passing its shedding bound; the silent clients are let go (4408).
 */
export const LIVE_OVERLOAD_TARGETS = {
  rssGrowthMiB: 400,
  staleAfterBoundMs: 2_000,
} as const;
/**
 * Heavy readers (issue 47): the index read's p50 beside heavy candles readers, over its p50 alone, may be
 * at most the ordinary readers' ratio (the worse of the two kinds) plus this share, for run-to-run noise.
 */
export const HEAVY_READS_TOLERANCE = 0.25;
/** Whole-venue sizes the bench must reach. */
export const VENUE_TAPE_MIN_ROWS = { kalshi: 10_000, polymarket: 20_000 } as const;

export const SNAPSHOT_ROW = "indices snapshots/latest";
export const SNAPSHOT_KEYED_ROW = "indices snapshots/latest (keyed)";
/** The bare Worker replaying pix's snapshot answer (bench/routes/answer-baseline.ts). */
export const ANSWER_BASELINE_ROW = "bare Worker sending pix's snapshot answer (same front)";

export interface TargetCheck {
  target: string;
  figure: string;
  met: boolean;
}

export interface BenchSections {
  routes?: TargetSummary[];
  cycle?: CycleBenchResult;
  venueTape?: VenueTapeBenchResult;
  stream?: StreamBenchResult;
  live?: LiveBenchResult;
  liveOverload?: LiveOverloadResult;
  factorCold?: FactorColdResult;
  heavyReads?: HeavyReadsResult;
  factorWarmTargetMs?: number;
  factorWarmRow?: string;
}

const n = (value: number, digits = 0) =>
  value.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** The targets whose figures this run measured (a section run alone checks only its own). */
export function checkTargets(sections: BenchSections): TargetCheck[] {
  const checks: TargetCheck[] = [];
  const routes = sections.routes ?? [];
  const row = (name: string) => routes.find((r) => r.name === name);
  const anonymous = row(SNAPSHOT_ROW);
  const keyed = row(SNAPSHOT_KEYED_ROW);
  if (anonymous) {
    checks.push({
      target: `snapshots/latest anonymous ≥ ${SNAPSHOT_RATIO_TARGET} × same-front baseline`,
      figure: `${n(anonymous.ratioToBaseline, 2)} (${n(anonymous.requestsPerSecond.median)} req/s)`,
      met: anonymous.ratioToBaseline >= SNAPSHOT_RATIO_TARGET,
    });
  }
  const answer = row(ANSWER_BASELINE_ROW);
  if (anonymous && answer) {
    checks.push({
      target: "snapshots/latest anonymous vs a bare Worker sending the same answer (informative)",
      figure: `${n(anonymous.requestsPerSecond.median / answer.requestsPerSecond.median, 2)} (that Worker: ${n(answer.ratioToBaseline, 2)} × baseline)`,
      met: true,
    });
  }
  if (anonymous && keyed) {
    const ratio = keyed.requestsPerSecond.median / anonymous.requestsPerSecond.median;
    checks.push({
      target: `snapshots/latest keyed ≥ ${KEYED_RATIO_TARGET} × anonymous`,
      figure: `${n(ratio, 2)} (${n(keyed.requestsPerSecond.median)} req/s)`,
      met: ratio >= KEYED_RATIO_TARGET,
    });
  }
  const factorWarm = sections.factorWarmRow ? row(sections.factorWarmRow) : undefined;
  if (factorWarm && sections.factorWarmTargetMs !== undefined) {
    const worst = Math.max(...factorWarm.runs.map((r) => r.p99Ms));
    checks.push({
      target: `factor route warm p99 ≤ ${n(sections.factorWarmTargetMs)} ms (worst run)`,
      figure: `${n(worst)} ms (p50 ${n(factorWarm.p50Ms)} ms)`,
      met: worst <= sections.factorWarmTargetMs,
    });
  }
  if (sections.factorCold) {
    const cold = sections.factorCold;
    checks.push({
      target: `factor route cold p99 ≤ ${n(cold.targetMs)} ms`,
      figure: `${n(cold.p99Ms)} ms (first request ${n(cold.firstRequest.ms)} ms)`,
      met: cold.met,
    });
  }
  const cycleCpu = sections.cycle?.summary["workerd CPU per cycle"];
  if (cycleCpu && sections.cycle) {
    checks.push({
      target: `catalog cycle at 2 × ${n(sections.cycle.marketsPerVenue)} markets ≤ ${CYCLE_CPU_TARGET_MS} ms workerd CPU (worst warm cycle)`,
      figure: `${n(cycleCpu.median)} ms median, ${n(cycleCpu.min)}–${n(cycleCpu.max)} ms`,
      met: cycleCpu.max <= CYCLE_CPU_TARGET_MS,
    });
  }
  const heavy = sections.heavyReads ? heavyOverOrdinary(sections.heavyReads) : null;
  if (heavy && sections.heavyReads) {
    checks.push({
      target: `index read beside ${sections.heavyReads.readers} heavy 1m-candles readers ≤ beside ${sections.heavyReads.readers} ordinary readers (p50 × alone, +${HEAVY_READS_TOLERANCE * 100}%)`,
      figure: `${n(heavy.heavy, 2)}× vs ${n(heavy.ordinary, 2)}×`,
      met: heavy.heavy <= heavy.ordinary * (1 + HEAVY_READS_TOLERANCE),
    });
  }
  const tape = sections.venueTape;
  if (tape) {
    for (const venue of ["kalshi", "polymarket"] as const) {
      const v = tape.venues[venue];
      checks.push({
        target: `whole-venue ${venue}: ≥ ${n(VENUE_TAPE_MIN_ROWS[venue])} rows, no failed range`,
        figure: `${n(v.rows)} rows, ${n(v.bytes / 1e6, 1)} MB, ${v.parts} parts, ${v.messages} messages, sealed in ${n(v.wallMs / 1000, 1)} s (${v.completeness})`,
        // The manifest's vocabulary: `incomplete` lists failed ranges, `not_recorded` means none failed.
        met: v.rows >= VENUE_TAPE_MIN_ROWS[venue] && v.completeness !== "incomplete",
      });
    }
    if (tape.cpuPerInvocationMs !== null) {
      checks.push({
        target: "whole-venue CPU per queue invocation (informative)",
        figure: `${n(tape.cpuPerInvocationMs)} ms (${n(tape.cpuPerMessageMs ?? Number.NaN, 1)} ms per message)`,
        met: true,
      });
    }
    const q = tape.quotes;
    checks.push({
      target: `lake quotes last full page vs page 1 on the ${n(q.rows)}-row snapshot: equal cost (±${QUOTES_PAGE_TOLERANCE * 100}%)`,
      figure: `${n(q.lastFullMedianMs, 1)} / ${n(q.firstMedianMs, 1)} ms = ${n(q.ratio, 2)}`,
      met: Math.abs(q.ratio - 1) <= QUOTES_PAGE_TOLERANCE,
    });
  }
  for (const config of sections.stream?.configs ?? []) {
    const p99 = config.summary.p99;
    if (!p99) continue;
    checks.push({
      target: `stream ${config.label}, ${n(config.clients)} clients: p99 ≤ ${sections.stream?.targetP99Ms} ms, every frame once, no socket left`,
      figure: `p99 ${n(p99.median)} ms (${n(p99.min)}–${n(p99.max)})`,
      met: config.ok,
    });
  }
  if (sections.live) checks.push(...liveChecks(sections.live));
  if (sections.liveOverload) checks.push(...liveOverloadChecks(sections.liveOverload));
  return checks;
}

/** The overload floor's targets, read from one run of bench/stream/live-overload.ts. */
export function liveOverloadChecks(r: LiveOverloadResult): TargetCheck[] {
  const at = `live overload, ${n(r.options.eventsPerSecond)} events/s × 2 venues, ${n(r.options.clients)} clients (${n(r.options.silent)} silent)`;
  const read = r.read.overload;
  const growth = rssGrowthMiB(r.rssMiB);
  const stale = r.venues.map((v) => ({
    venue: v.venue,
    ms: staleAfterBoundMs(v, r.shedAtLagMs)?.atMost ?? null,
  }));
  const silentClosed = r.silent.closedByCode["4408"] ?? 0;
  const ratio = (v: number | null) => (v === null ? "—" : `${n(v, 2)}×`);
  return [
    {
      target: `${at}: every index read answered 200`,
      figure: `${n(read.ok)} of ${n(read.sent)} (${read.otherStatus} other, ${read.failed} no answer); p50 ${ratio(r.read.ratioP50)}, p99 ${ratio(r.read.ratioP99)} idle`,
      met: read.sent > 0 && read.ok === read.sent,
    },
    {
      target: `${at}: a whole cycle answers 200`,
      figure: `${r.cycle.status ?? "no answer"} in ${r.cycle.ms === null ? "—" : `${n(r.cycle.ms / 1000, 1)} s`}`,
      met: r.cycle.status === 200,
    },
    {
      target: `${at}: workerd RSS growth ≤ ${n(LIVE_OVERLOAD_TARGETS.rssGrowthMiB)} MiB (peak − before)`,
      figure: `${growth === null ? "—" : `${n(growth)} MiB`} (${n(r.rssMiB.before ?? Number.NaN)} → ${n(r.rssMiB.peak ?? Number.NaN)}, ${n(r.rssMiB.after ?? Number.NaN)} after)`,
      met: growth !== null && growth <= LIVE_OVERLOAD_TARGETS.rssGrowthMiB,
    },
    {
      target: `${at}: each feed says stale ≤ ${n(LIVE_OVERLOAD_TARGETS.staleAfterBoundMs)} ms after passing its bound (at most: from rise + bound)`,
      figure: stale.map((s) => `${s.venue} ${s.ms === null ? "never" : `${n(s.ms)} ms`}`).join(", "),
      met:
        stale.length > 0 &&
        stale.every((s) => s.ms !== null && s.ms <= LIVE_OVERLOAD_TARGETS.staleAfterBoundMs),
    },
    {
      target: `${at}: every silent client closed with 4408`,
      figure: `${n(silentClosed)} of ${n(r.silent.clients)}`,
      met: silentClosed === r.silent.clients,
    },
    {
      target: `${at}: caught up after the rate fell (feeds live, every book whole; informative)`,
      figure:
        r.catchUp.ms === null
          ? "not within the timeout"
          : `${n(r.catchUp.ms / 1000, 1)} s (${n(r.catchUp.readersOpen)} of ${n(r.readers.clients)} readers still open)`,
      met: true,
    },
  ];
}

/** The live plane's targets, read from one run of bench/stream/live.ts. */
function liveChecks(live: LiveBenchResult): TargetCheck[] {
  const added = addedLatency(live);
  const pix = live.rows.find((r) => r.label.startsWith("pix"));
  const ms = (v: number | null) => (v === null ? "—" : `${n(v)} ms`);
  const within = (v: number | null, limit: number) => v !== null && v <= limit;
  const clients = n(live.options.clients);
  return [
    {
      target: `live, ${clients} clients: added latency p50 ≤ ${LIVE_TARGETS.addedP50Ms} ms, p99 ≤ ${LIVE_TARGETS.addedP99Ms} ms (pix − bare relay)`,
      figure: `p50 ${ms(added.p50Ms)}, p99 ${ms(added.p99Ms)}`,
      met: within(added.p50Ms, LIVE_TARGETS.addedP50Ms) && within(added.p99Ms, LIVE_TARGETS.addedP99Ms),
    },
    {
      target: `live, ${clients} clients: every venue change delivered, in order per channel`,
      figure: pix
        ? `${n(pix.delivered)} of ${pix.expected === null ? "—" : n(pix.expected)}, ${n(pix.seqBreaks)} sequence breaks`
        : "—",
      met:
        pix !== undefined && pix.expected !== null && pix.delivered === pix.expected && pix.seqBreaks === 0,
    },
    {
      target: `live: dropped venue connection announced ≤ ${n(LIVE_TARGETS.announcedMs)} ms, every book back ≤ ${n(LIVE_TARGETS.resyncedMs)} ms`,
      figure: `${ms(live.statusAnnouncedMs)}, ${ms(live.resyncedMs)}`,
      met:
        within(live.statusAnnouncedMs, LIVE_TARGETS.announcedMs) &&
        within(live.resyncedMs, LIVE_TARGETS.resyncedMs),
    },
    {
      target: "live: server CPU per 1,000 venue events (informative)",
      figure: live.rows
        .map(
          (r) =>
            `${r.label.split(" (")[0]} ${r.cpuMsPer1000Events === null ? "—" : n(r.cpuMsPer1000Events)} ms`,
        )
        .join(", "),
      met: true,
    },
  ];
}

export function renderTargets(checks: TargetCheck[]): string {
  if (checks.length === 0) return "Targets: none measured in this run.";
  const width = Math.max(...checks.map((c) => c.target.length));
  return [
    "Targets (this run):",
    ...checks.map((c) => `  ${c.met ? "met    " : "NOT met"}  ${c.target.padEnd(width)}  ${c.figure}`),
  ].join("\n");
}
