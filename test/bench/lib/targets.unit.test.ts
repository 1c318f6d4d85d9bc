/**
 * The closing "Targets (this run)" block of `npm run bench` (bench/lib/targets.ts): which figure
 * each target reads and the rule that decides met / NOT met. Pure, so it runs here in workerd.
 */
import { describe, expect, it } from "vitest";
import type { RunResult } from "../../../bench/lib/load.ts";
import { summarize } from "../../../bench/lib/report.ts";
import {
  ANSWER_BASELINE_ROW,
  checkTargets,
  renderTargets,
  SNAPSHOT_KEYED_ROW,
  SNAPSHOT_ROW,
} from "../../../bench/lib/targets.ts";
import type { LiveBenchResult, LiveRow } from "../../../bench/stream/live-result.ts";
import type { VenueTapeBenchResult } from "../../../bench/venue-tape/venue-tape.ts";

const run = (requestsPerSecond: number): RunResult => ({
  requestsPerSecond,
  p50Ms: 1,
  p99Ms: 4,
  total: requestsPerSecond * 5,
  unexpected: 0,
  statusClasses: { "2xx": requestsPerSecond * 5 },
});

const row = (name: string, rps: number[], baseline: number) =>
  summarize({ name, method: "GET", path: "/", expectStatus: 200 }, rps.map(run), baseline);

function tape(overrides: {
  polymarketRows?: number;
  ratio?: number;
  kalshiCompleteness?: string;
}): VenueTapeBenchResult {
  const venue = (rows: number) => ({
    wallMs: 12_000,
    messages: 11,
    rows,
    bytes: 6e6,
    parts: 11,
    completeness: "not_recorded",
  });
  return {
    marketsPerVenue: 20_000,
    cpuNote: "",
    venues: {
      kalshi: { ...venue(10_047), completeness: overrides.kalshiCompleteness ?? "not_recorded" },
      polymarket: venue(overrides.polymarketRows ?? 20_082),
    },
    workerdCpuMs: 3_000,
    books: { markets: 10_000, bytes: 9e6, bytesPerDay: 1.3e10, medianMs: 5, p99Ms: 9 },
    trades: {
      kalshi: { prints: 24, bytes: 6_000, bytesPerPrint: 250, completeness: "complete" },
      polymarket: { prints: 24, bytes: 7_000, bytesPerPrint: 292, completeness: "complete" },
    },
    cpuPerMessageMs: 53,
    cpuPerInvocationMs: 530,
    quotes: {
      rows: 20_082,
      lastPage: 41,
      lastFullPage: 40,
      firstMedianMs: 10,
      lastFullMedianMs: 10 * (overrides.ratio ?? 1),
      lastMedianMs: 9,
      ratio: overrides.ratio ?? 1,
    },
  };
}

describe("bench targets", () => {
  it("reads the snapshot ratio against the same-front baseline and keyed against anonymous", () => {
    const checks = checkTargets({
      routes: [row(SNAPSHOT_ROW, [800, 820, 810], 1_000), row(SNAPSHOT_KEYED_ROW, [640, 660, 650], 1_000)],
    });
    expect(checks.map((c) => [c.target.split(" ")[1], c.met])).toEqual([
      ["anonymous", true],
      ["keyed", true],
    ]);
    // 650 / 810 = 0.802: met; below 0.80 of anonymous is not.
    const slower = checkTargets({
      routes: [row(SNAPSHOT_ROW, [810], 1_000), row(SNAPSHOT_KEYED_ROW, [640], 1_000)],
    });
    expect(slower[1]?.met).toBe(false);
    expect(slower[1]?.figure).toMatch(/^0\.79 /);
  });

  it("fails the snapshot ratio below 0.80 of the baseline", () => {
    const [check] = checkTargets({ routes: [row(SNAPSHOT_ROW, [790], 1_000)] });
    expect(check?.met).toBe(false);
    expect(check?.figure).toBe("0.79 (790 req/s)");
  });

  it("reads pix's snapshot against a bare Worker sending the same answer, as information only", () => {
    const checks = checkTargets({
      routes: [row(ANSWER_BASELINE_ROW, [840], 1_000), row(SNAPSHOT_ROW, [700], 1_000)],
    });
    expect(checks.map((c) => [c.target, c.figure, c.met])).toEqual([
      ["snapshots/latest anonymous ≥ 0.8 × same-front baseline", "0.70 (700 req/s)", false],
      [
        "snapshots/latest anonymous vs a bare Worker sending the same answer (informative)",
        "0.83 (that Worker: 0.84 × baseline)",
        true,
      ],
    ]);
  });

  it("judges the whole-venue sizes and the quotes pages' equal cost", () => {
    const good = checkTargets({ venueTape: tape({}) });
    expect(good.every((c) => c.met)).toBe(true);
    const small = checkTargets({ venueTape: tape({ polymarketRows: 19_999, ratio: 1.3 }) });
    expect(small.filter((c) => !c.met).map((c) => c.target)).toEqual([
      "whole-venue polymarket: ≥ 20,000 rows, no failed range",
      "lake quotes last full page vs page 1 on the 20,082-row snapshot: equal cost (±25%)",
    ]);
    const failedRange = checkTargets({ venueTape: tape({ kalshiCompleteness: "incomplete" }) });
    expect(failedRange.filter((c) => !c.met).map((c) => c.target)).toEqual([
      "whole-venue kalshi: ≥ 10,000 rows, no failed range",
    ]);
  });

  it("judges the live plane by pix's latency over the relay's, every change delivered, and the drop's times", () => {
    const liveRow = (
      label: string,
      p50Ms: number,
      p99Ms: number,
      delivered = 100,
      seqBreaks = 0,
    ): LiveRow => ({
      label,
      clients: 1_000,
      events: 7_500,
      delivered,
      expected: 100,
      p50Ms,
      p99Ms,
      seqBreaks,
      cpuMsPer1000Events: 400,
      clientsCpuPercent: 30,
    });
    const live = (pix: LiveRow, announcedMs = 120, resyncedMs = 1_300): LiveBenchResult => ({
      options: { clients: 1_000, seconds: 15, eventsPerSecond: 500 },
      rows: [liveRow("bare relay (node ws, own process)", 3, 7), pix],
      statusAnnouncedMs: announcedMs,
      resyncedMs,
    });
    const pixRow = (p50: number, p99: number, delivered?: number, breaks?: number) =>
      liveRow("pix (VenueFeed + 1 LiveStream shard)", p50, p99, delivered, breaks);
    expect(checkTargets({ live: live(pixRow(28, 157)) }).every((c) => c.met)).toBe(true);
    const failed = (result: LiveBenchResult) =>
      checkTargets({ live: result })
        .filter((c) => !c.met)
        .map((c) => c.target.split(":")[0]);
    expect(failed(live(pixRow(29, 20)))).toEqual(["live, 1,000 clients"]);
    expect(failed(live(pixRow(5, 158)))).toEqual(["live, 1,000 clients"]);
    expect(failed(live(pixRow(5, 20, 99)))).toEqual(["live, 1,000 clients"]);
    expect(failed(live(pixRow(5, 20, 100, 1)))).toEqual(["live, 1,000 clients"]);
    expect(failed(live(pixRow(5, 20), 2_001))).toEqual(["live"]);
    expect(failed(live(pixRow(5, 20), 100, 5_001))).toEqual(["live"]);
  });

  it("renders met and NOT met lines, and says when nothing was measured", () => {
    expect(renderTargets([])).toBe("Targets: none measured in this run.");
    const text = renderTargets(checkTargets({ routes: [row(SNAPSHOT_ROW, [500], 1_000)] }));
    expect(text).toContain("NOT met");
    expect(text).toContain("0.50 (500 req/s)");
  });
});
