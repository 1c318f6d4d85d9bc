/**
 * The rule re-judging section (`npm run bench -- --only rejudge`): what re-judging a whole venue's
 * changed rule texts costs the judging pass (src/equivalence/jobs/judge-pairs.ts), in workerd CPU.
 *
 * A local pix and a bench-only probe Worker bound to its D1 (./rejudge-probe.ts) hold, per size, the
 * simulator's rule texts for its catalog and N padding markets a venue (look-alike pairs, one trap family
 * each; the simulator's default size and the bench size of the whole-venue tape). Passes run until every
 * market is judged. Then, `runs` times: `changed` Polymarket texts are amended (a week's amendment of the
 * simulator, each a new version queued for re-judging) and one judging pass is timed as workerd CPU
 * around the probe's request (pix's isolate and its local D1, so an upper bound of the Worker's own
 * CPU). Beside it in the same run, the baseline: one pass over every stored text as the judge made
 * before it was bounded (every latest text read and fingerprinted, every candidate judged; without its
 * hashing and writes, so a lower bound of that pass).
 *
 * Figures: markets re-judged per minute of CPU, the pass's CPU against the cron's CPU budget (30 s of CPU
 * an invocation, the Workers limit pix states in src/lake/collect/budget.ts), how many changed texts a
 * pass can re-judge within it, and the ratio of the bounded pass to the whole-venue baseline.
 */
import { join } from "node:path";
import { bundleProbeWorker, startLocalPix, TEST_SECRETS } from "../../scripts/lib/local-pix.ts";
import { BENCH_EXTRA_MARKETS, DEFAULT_EXTRA_MARKETS } from "../../simulator/extra.ts";
import { DAY_MS, HOUR_MS } from "../../src/domain/clock.ts";
import type { JudgeReport } from "../../src/equivalence/jobs/judge-pairs.ts";
import { cpuSeconds, workerdChildren } from "../lib/cpu.ts";
import { median } from "../lib/report.ts";

/** The cron invocation's CPU limit (src/lake/collect/budget.ts). */
export const CRON_CPU_BUDGET_MS = 30_000;

export interface RejudgeBenchOptions {
  /** Padding markets per venue, one section row each (default: the simulator's and the bench size). */
  sizes?: number[];
  /** Changed texts per timed pass (default 200). */
  changed?: number;
  /** Timed passes per size (default 3). */
  runs?: number;
  log?: (line: string) => void;
}

export interface RejudgeRow {
  padding_per_venue: number;
  markets: number;
  changed: number;
  /** Per timed pass: CPU, the markets judged, the judgements made. */
  pass_cpu_ms: number[];
  pass_cpu_ms_median: number;
  judged_markets: number;
  judgements: number;
  markets_per_cpu_minute: number;
  /** Changed texts one pass re-judges within the cron's CPU budget, at this rate. */
  changed_within_budget: number;
  baseline_cpu_ms_median: number;
  baseline_candidates: number;
  ratio_to_baseline: number;
}

export interface RejudgeBenchResult {
  cpu_budget_ms: number;
  rows: RejudgeRow[];
}

const PROBE = "bench-rejudge-probe";
const T0 = Date.parse("2026-11-24T08:03:00Z");

const workerdCpuMs = () => {
  const values = workerdChildren().map((pid) => cpuSeconds(pid));
  return values.every((v) => v !== undefined) && values.length > 0
    ? values.reduce((n, v) => n + (v as number), 0) * 1_000
    : Number.NaN;
};

export async function runRejudgeBench(
  root: string,
  options: RejudgeBenchOptions = {},
): Promise<RejudgeBenchResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const sizes = options.sizes ?? [DEFAULT_EXTRA_MARKETS, BENCH_EXTRA_MARKETS];
  const changed = options.changed ?? 200;
  const runs = options.runs ?? 3;
  const rows: RejudgeRow[] = [];
  const probe = await bundleProbeWorker(root, "bench", PROBE, join(import.meta.dirname, "rejudge-probe.ts"));
  try {
    for (const n of sizes) {
      const pix = await startLocalPix({
        progress: () => {},
        secrets: TEST_SECRETS,
        extraWorkers: (pixWorker) => [
          {
            name: PROBE,
            compatibilityDate: pixWorker.compatibilityDate,
            modules: probe.modules,
            modulesRoot: probe.outdir,
            d1Databases: pixWorker.d1Databases,
          },
        ],
      });
      try {
        const worker = (await pix.mf.getWorker(PROBE)) as unknown as Fetcher;
        const call = async <T>(path: string, query: Record<string, number>) => {
          const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
          const response = await worker.fetch(`http://probe${path}?${qs}`, { method: "POST" });
          if (!response.ok) throw new Error(`probe ${path}: ${response.status} ${await response.text()}`);
          return (await response.json()) as T;
        };
        const timed = async <T>(path: string, query: Record<string, number>) => {
          const before = workerdCpuMs();
          const answer = await call<T>(path, query);
          return { answer, cpuMs: workerdCpuMs() - before };
        };

        const seeded = await call<{ kalshi: number; polymarket: number }>("/seed", { n, at: T0 });
        const markets = seeded.kalshi + seeded.polymarket;
        log(
          `rejudge: ${n.toLocaleString("en-US")} padding a venue: ${markets.toLocaleString("en-US")} texts stored`,
        );
        // Every market judged once (the first passes judge the whole venue within their budget).
        let now = T0;
        let passes = 0;
        for (;;) {
          const report = await call<JudgeReport>("/judge", { now });
          passes++;
          if (report.deferred === 0 && report.markets.kalshi + report.markets.polymarket === 0) break;
          now += 5 * 60_000;
        }
        log(`rejudge: every market judged after ${passes} passes`);

        const passCpu: number[] = [];
        const baselineCpu: number[] = [];
        let judgedMarkets = 0;
        let judgements = 0;
        let baselineCandidates = 0;
        for (let run = 1; run <= runs; run++) {
          now += 5 * 60_000;
          // Each run reads the amended texts of another week, so each is a new version.
          const amend = await call<{ changed: number }>("/amend", {
            n,
            k: changed,
            text_at: T0 + run * 7 * DAY_MS,
            at: now,
          });
          if (amend.changed !== changed)
            throw new Error(`rejudge: ${amend.changed} texts changed, not ${changed}`);
          const pass = await timed<JudgeReport>("/judge", { now });
          if (pass.answer.deferred !== 0 || pass.answer.settled !== changed) {
            throw new Error(`rejudge: the pass left work: ${JSON.stringify(pass.answer)}`);
          }
          const baseline = await timed<{ markets: number; candidates: number }>("/full", {});
          passCpu.push(pass.cpuMs);
          baselineCpu.push(baseline.cpuMs);
          judgedMarkets = pass.answer.markets.kalshi + pass.answer.markets.polymarket;
          judgements = pass.answer.judged;
          baselineCandidates = baseline.answer.candidates;
          log(
            `rejudge: run ${run}: ${changed} changed, pass ${pass.cpuMs.toFixed(0)} ms CPU (${pass.answer.focus} Kalshi markets looked at, ${pass.answer.judged} judgements), whole-venue baseline ${baseline.cpuMs.toFixed(0)} ms`,
          );
          // Out of the sweep's way: the next amendment is read an hour on, well within REJUDGE_AFTER_MS.
          now += HOUR_MS;
        }
        const passMedian = median(passCpu);
        const baselineMedian = median(baselineCpu);
        rows.push({
          padding_per_venue: n,
          markets,
          changed,
          pass_cpu_ms: passCpu.map((v) => Math.round(v)),
          pass_cpu_ms_median: Math.round(passMedian),
          judged_markets: judgedMarkets,
          judgements,
          markets_per_cpu_minute: Math.round((changed / passMedian) * 60_000),
          changed_within_budget: Math.floor((changed / passMedian) * CRON_CPU_BUDGET_MS),
          baseline_cpu_ms_median: Math.round(baselineMedian),
          baseline_candidates: baselineCandidates,
          ratio_to_baseline: Math.round((passMedian / baselineMedian) * 1_000) / 1_000,
        });
      } finally {
        await pix.stop();
      }
    }
  } finally {
    probe.remove();
  }
  return { cpu_budget_ms: CRON_CPU_BUDGET_MS, rows };
}

/** The section's table. */
export function renderRejudge(result: RejudgeBenchResult): string {
  const n = (v: number) => v.toLocaleString("en-US");
  const lines = [
    "| padding a venue | texts | changed | pass CPU (median) | markets re-judged / CPU minute | changed within 30 s CPU | whole-venue baseline CPU | ratio |",
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ...result.rows.map(
      (r) =>
        `| ${n(r.padding_per_venue)} | ${n(r.markets)} | ${n(r.changed)} | ${n(r.pass_cpu_ms_median)} ms (${r.pass_cpu_ms.map(n).join(", ")}) | ${n(r.markets_per_cpu_minute)} | ${n(r.changed_within_budget)} | ${n(r.baseline_cpu_ms_median)} ms (${n(r.baseline_candidates)} candidates) | ${r.ratio_to_baseline} |`,
    ),
  ];
  return lines.join("\n");
}
