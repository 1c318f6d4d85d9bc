/** The distribution fan's numbers and geometry (`ui/fan-format.ts`), without a browser. */
import { describe, expect, it } from "vitest";
import {
  emptyFanText,
  FAN_LEVELS,
  fanPlot,
  fanPoints,
  fanPrints,
} from "../../../src/terminal/ui/fan-format.ts";

const bucket = (low: number | null, high: number | null, probability: number) => ({
  label: `${low}–${high}`,
  support: {
    low,
    high,
    low_inclusive: low !== null,
    high_inclusive: false,
    representative: low ?? high ?? 0,
  },
  probability,
  percentage: probability * 100,
  modal: false,
});

/** Below 2 (a point at 2), [2, 2.5), [2.5, 3), from 3 (a point at 3); shifted by `by`. */
const distribution = (minute: string, by = 0) => ({
  minute,
  outcomes: [
    bucket(null, 2 + by, 0.1),
    bucket(2 + by, 2.5 + by, 0.4),
    bucket(2.5 + by, 3 + by, 0.3),
    bucket(3 + by, null, 0.2),
  ],
});

describe("the fan's quantiles", () => {
  it("gives each distribution its 5, 25, 50, 75 and 95 % quantiles, oldest first", () => {
    const points = fanPoints([distribution("2026-12-05T10:01:00Z", 1), distribution("2026-12-05T10:00:00Z")]);
    expect(FAN_LEVELS).toEqual([0.05, 0.25, 0.5, 0.75, 0.95]);
    expect(points.map((p) => p.t)).toEqual([
      Date.parse("2026-12-05T10:00:00Z"),
      Date.parse("2026-12-05T10:01:00Z"),
    ]);
    // By hand: F jumps to 0.1 at 2, is 0.5 at 2.5 and 0.8 below 3, then jumps to 1 at 3.
    // 0.25 → 2 + 0.15 / 0.4 × 0.5 = 2.1875; 0.75 → 2.5 + 0.25 / 0.3 × 0.5 = 2.91666…
    const expected = [2, 2.1875, 2.5, 2.5 + 0.25 / 0.6, 3];
    for (const [i, v] of expected.entries()) {
      expect(points[0]?.q[i]).toBeCloseTo(v, 12);
      expect(points[1]?.q[i]).toBeCloseTo(v + 1, 12);
    }
    expect(fanPoints([{ minute: "2026-12-05T10:00:00Z", outcomes: [] }])).toEqual([]);
  });

  it("keeps the prints with a realised value, in words that are the API's text", () => {
    const prints = fanPrints(
      [
        { period: "2026-10", released_at: "2026-12-05T10:00:30Z", realized_value: 2.9 },
        { period: "<b>2026-11</b>", released_at: "2026-12-05T13:30:00Z", realized_value: null },
      ],
      "%",
    );
    expect(prints).toEqual([
      {
        t: Date.parse("2026-12-05T10:00:30Z"),
        value: 2.9,
        text: "2026-10: printed 2.9 %, released 2026-12-05T10:00:30Z",
      },
    ]);
  });
});

describe("the fan's geometry", () => {
  const frame = { width: 200, height: 120, margin: 20 };
  const points = fanPoints([distribution("2026-12-05T10:00:00Z"), distribution("2026-12-05T10:02:00Z", 1)]);

  it("spans the window across the frame and the bands between their quantiles, y up", () => {
    const plot = fanPlot(points, [], frame);
    // y: 2 (the first 5 %) to 4 (the last 95 %), padded by a twentieth (0.1) each side: 1.9 … 4.1 over 80 units.
    const y = (v: number) => Math.round((100 - ((v - 1.9) / 2.2) * 80) * 100) / 100;
    expect(plot.median).toBe(`M20,${y(2.5)}L180,${y(3.5)}`);
    expect(plot.bands[0]).toBe(`M20,${y(3)}L180,${y(4)}L180,${y(3)}L20,${y(2)}Z`);
    expect(plot.xTicks.map((t) => t.x)).toEqual([20, 180]);
    // Ticks at the range's ends inside the padding, and its middle.
    for (const [i, v] of [2, 3, 4].entries()) expect(plot.yTicks[i]?.value).toBeCloseTo(v, 12);
  });

  it("marks a print released inside the window at its value, and counts those outside", () => {
    const prints = [
      { t: Date.parse("2026-12-05T10:01:00Z"), value: 4.5, text: "inside" },
      { t: Date.parse("2026-12-05T09:00:00Z"), value: 1, text: "before" },
    ];
    const plot = fanPlot(points, prints, frame);
    // The print widens the range to 4.5: 1.9 … 4.6 (pad 0.125 of 2 … 4.5), x halfway.
    const y = (v: number) => Math.round((100 - ((v - 1.875) / 2.75) * 80) * 100) / 100;
    expect(plot.prints).toEqual([{ x: 100, y: y(4.5), text: "inside" }]);
    expect(plot.printsOutside).toBe(1);
  });

  it("says what to do when there is nothing to draw", () => {
    expect(emptyFanText(null, 0)).toMatch(/^Choose an index/);
    expect(emptyFanText("benchmark", 3)).toMatch(/^Benchmarks publish no distribution/);
    expect(emptyFanText("index", 0)).toMatch(/^No distribution in this window yet/);
    expect(emptyFanText("index", 2)).toBeNull();
  });
});
