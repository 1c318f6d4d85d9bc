/** Summaries (medians and spread over runs), the console table and the JSON file of a benchmark. */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { RunResult } from "./load.ts";

export interface TargetSummary {
  name: string;
  method: string;
  path: string;
  expectStatus: number;
  runs: RunResult[];
  requestsPerSecond: { median: number; min: number; max: number; spreadPct: number };
  p50Ms: number;
  p99Ms: number;
  serverCpu?: number;
  loadCpu?: number;
  /** Median requests/s relative to the baseline Worker's median. */
  ratioToBaseline: number;
  unexpected: number;
}

/** The median of several runs with their min–max range. */
export interface Spread {
  median: number;
  min: number;
  max: number;
  /** ±half the min–max range relative to the median, in percent. */
  spreadPct: number;
}

export function spread(values: number[]): Spread {
  const med = median(values);
  const min = Math.min(...values);
  const max = Math.max(...values);
  return { median: med, min, max, spreadPct: med > 0 ? ((max - min) / med / 2) * 100 : 0 };
}

/** The nearest-rank quantile `q` (0 < q ≤ 1) of the values; NaN when there are none. */
export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export function summarize(
  target: { name: string; method: string; path: string; expectStatus: number },
  runs: RunResult[],
  baselineRps: number,
): TargetSummary {
  const rps = runs.map((r) => r.requestsPerSecond);
  const med = median(rps);
  const medianOf = (values: (number | undefined)[]) => {
    const known = values.filter((v): v is number => v !== undefined);
    return known.length ? median(known) : undefined;
  };
  const serverCpu = medianOf(runs.map((r) => r.serverCpu));
  const loadCpu = medianOf(runs.map((r) => r.loadCpu));
  return {
    ...target,
    runs,
    requestsPerSecond: {
      median: med,
      min: Math.min(...rps),
      max: Math.max(...rps),
      spreadPct: med > 0 ? ((Math.max(...rps) - Math.min(...rps)) / med) * 100 : 0,
    },
    p50Ms: median(runs.map((r) => r.p50Ms)),
    p99Ms: median(runs.map((r) => r.p99Ms)),
    ...(serverCpu === undefined ? {} : { serverCpu }),
    ...(loadCpu === undefined ? {} : { loadCpu }),
    ratioToBaseline: baselineRps > 0 ? med / baselineRps : Number.NaN,
    unexpected: runs.reduce((sum, r) => sum + r.unexpected, 0),
  };
}

const fmt = (n: number, digits = 0) =>
  Number.isFinite(n)
    ? n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : "–";

const percent = (share: number | undefined) => (share === undefined ? "–" : `${fmt(share * 100)}%`);

export function renderTable(rows: TargetSummary[]): string {
  const header = [
    "target",
    "status",
    "req/s (median)",
    "min–max",
    "spread",
    "p50 ms",
    "p99 ms",
    "workerd CPU",
    "loadgen CPU",
    "× baseline",
  ];
  const body = rows.map((r) => [
    `${r.method} ${r.name}`,
    String(r.expectStatus) + (r.unexpected ? ` (${r.unexpected} unexpected!)` : ""),
    fmt(r.requestsPerSecond.median),
    `${fmt(r.requestsPerSecond.min)}–${fmt(r.requestsPerSecond.max)}`,
    `±${fmt(r.requestsPerSecond.spreadPct / 2, 1)}%`,
    fmt(r.p50Ms, 1),
    fmt(r.p99Ms, 1),
    percent(r.serverCpu),
    percent(r.loadCpu),
    fmt(r.ratioToBaseline, 2),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => (row[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join("  ");
  return [line(header), widths.map((w) => "─".repeat(w)).join("  "), ...body.map(line)].join("\n");
}

/** Writes bench-results/bench-<timestamp>.json (git-ignored) and returns its path. */
export function writeResults(root: string, results: unknown): string {
  const dir = join(root, "bench-results");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `bench-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}
