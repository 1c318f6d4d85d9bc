import { describe, expect, it } from "vitest";
import {
  type CloseTick,
  closeAtCutoff,
  DAILY_CLOSE_POLICY,
  dailyCloseCutoffs,
  dailyCloses,
} from "../../src/domain/daily-closes.ts";

const at = (iso: string) => Date.parse(iso);
const cutoffsAsIso = (nowIso: string, count?: number) =>
  dailyCloseCutoffs(at(nowIso), count).map(({ date, cutoff_ms }) => [
    date,
    new Date(cutoff_ms).toISOString(),
  ]);

/** What the store does: the last tick at or before each cut-off. */
function lookupsFrom(tape: CloseTick[], nowMs: number) {
  return dailyCloseCutoffs(nowMs).map(({ cutoff_ms }) => ({
    cutoff_ms,
    tick: tape.filter((tick) => tick.minute_ms <= cutoff_ms).at(-1) ?? null,
  }));
}

describe("dailyCloseCutoffs", () => {
  it("across the March switch: 16:00 EDT = 20:00Z from Sunday 2026-03-08, 16:00 EST = 21:00Z before", () => {
    // Tuesday 2026-03-10 at 21:00Z is 17:00 EDT: today's cut-off has passed. Weekend days included.
    expect(cutoffsAsIso("2026-03-10T21:00:00Z")).toEqual([
      ["2026-03-10", "2026-03-10T20:00:00.000Z"],
      ["2026-03-09", "2026-03-09T20:00:00.000Z"],
      ["2026-03-08", "2026-03-08T20:00:00.000Z"], // Sunday, the switch day
      ["2026-03-07", "2026-03-07T21:00:00.000Z"], // Saturday
      ["2026-03-06", "2026-03-06T21:00:00.000Z"],
      ["2026-03-05", "2026-03-05T21:00:00.000Z"],
    ]);
  });
  it("across the November switch: 16:00 EST = 21:00Z from Sunday 2026-11-01, 16:00 EDT = 20:00Z before", () => {
    expect(cutoffsAsIso("2026-11-03T22:00:00Z")).toEqual([
      ["2026-11-03", "2026-11-03T21:00:00.000Z"],
      ["2026-11-02", "2026-11-02T21:00:00.000Z"],
      ["2026-11-01", "2026-11-01T21:00:00.000Z"], // Sunday, the switch day
      ["2026-10-31", "2026-10-31T20:00:00.000Z"], // Saturday
      ["2026-10-30", "2026-10-30T20:00:00.000Z"],
      ["2026-10-29", "2026-10-29T20:00:00.000Z"],
    ]);
  });
  it("uses the 2025 switch days too", () => {
    expect(cutoffsAsIso("2025-03-09T23:00:00Z", 2)).toEqual([
      ["2025-03-09", "2025-03-09T20:00:00.000Z"],
      ["2025-03-08", "2025-03-08T21:00:00.000Z"],
    ]);
    expect(cutoffsAsIso("2025-11-02T23:00:00Z", 2)).toEqual([
      ["2025-11-02", "2025-11-02T21:00:00.000Z"],
      ["2025-11-01", "2025-11-01T20:00:00.000Z"],
    ]);
  });
  it("counts today's cut-off only five minutes after it, once its tick is in", () => {
    expect(cutoffsAsIso("2026-03-10T20:04:59Z", 1)).toEqual([["2026-03-09", "2026-03-09T20:00:00.000Z"]]);
    expect(cutoffsAsIso("2026-03-10T20:05:00Z", 1)).toEqual([["2026-03-10", "2026-03-10T20:00:00.000Z"]]);
  });
  it("follows the New York date, not the UTC date, around midnight", () => {
    // 03:30Z on the 11th is 23:30 EDT on the 10th; 04:30Z is 00:30 on the 11th, before its cut-off.
    expect(cutoffsAsIso("2026-03-11T03:30:00Z", 1)).toEqual([["2026-03-10", "2026-03-10T20:00:00.000Z"]]);
    expect(cutoffsAsIso("2026-03-11T04:30:00Z", 1)).toEqual([["2026-03-10", "2026-03-10T20:00:00.000Z"]]);
  });
  it("returns as many cut-offs as asked, for the statistics' lookback", () => {
    const year = dailyCloseCutoffs(at("2026-03-10T21:00:00Z"), 365);
    expect(year).toHaveLength(365);
    expect(year.at(-1)?.date).toBe("2025-03-11");
  });
});

describe("dailyCloses", () => {
  it("discloses provenance per row, across the November switch, newest first", () => {
    const tick = (iso: string, value: number, value_decimal: string): CloseTick => ({
      minute_ms: at(iso),
      value,
      value_decimal,
    });
    const tape = [
      tick("2026-10-29T20:00:00Z", 1.0, "1.00"), // on the 10-29 cut-off
      tick("2026-10-30T19:59:00Z", 1.1, "1.10"), // one minute before the 10-30 cut-off
      // (silence for two days)
      tick("2026-11-01T20:00:00Z", 1.3, "1.30"), // 16:00 EDT would have been the cut-off, but 11-01 is EST
      tick("2026-11-02T21:00:00Z", -0.25, "-0.25"), // on the 11-02 cut-off (16:00 EST)
    ];
    const now = at("2026-11-03T22:00:00Z");
    expect(dailyCloses(now, lookupsFrom(tape, now))).toEqual([
      {
        // No tick since 11-02 21:00Z: exactly 24 h old at the 11-03 cut-off, still within the limit.
        date: "2026-11-03",
        cutoff_at: "2026-11-03T21:00:00Z",
        value: -0.25,
        value_decimal: "-0.25",
        provenance: "carried_forward",
        source_tick_at: "2026-11-02T21:00:00Z",
      },
      {
        date: "2026-11-02",
        cutoff_at: "2026-11-02T21:00:00Z",
        value: -0.25,
        value_decimal: "-0.25",
        provenance: "observed_at_cutoff",
        source_tick_at: "2026-11-02T21:00:00Z",
      },
      {
        date: "2026-11-01",
        cutoff_at: "2026-11-01T21:00:00Z",
        value: 1.3,
        value_decimal: "1.30",
        provenance: "carried_forward", // one hour before the EST cut-off
        source_tick_at: "2026-11-01T20:00:00Z",
      },
      {
        // Last tick at or before 10-31 20:00Z is 10-30 19:59Z: 24 h 01 min old, past the limit.
        date: "2026-10-31",
        cutoff_at: "2026-10-31T20:00:00Z",
        value: null,
        value_decimal: null,
        provenance: "unavailable",
        source_tick_at: null,
      },
      {
        date: "2026-10-30",
        cutoff_at: "2026-10-30T20:00:00Z",
        value: 1.1,
        value_decimal: "1.10",
        provenance: "carried_forward",
        source_tick_at: "2026-10-30T19:59:00Z",
      },
      {
        date: "2026-10-29",
        cutoff_at: "2026-10-29T20:00:00Z",
        value: 1,
        value_decimal: "1.00",
        provenance: "observed_at_cutoff",
        source_tick_at: "2026-10-29T20:00:00Z",
      },
    ]);
  });
  it("observes the March switch day at 20:00Z, not 21:00Z", () => {
    const now = at("2026-03-08T23:00:00Z");
    const tape = [
      { minute_ms: at("2026-03-07T21:00:00Z"), value: 3, value_decimal: "3.0" },
      { minute_ms: at("2026-03-08T20:00:00Z"), value: 4, value_decimal: "4.0" },
    ];
    const [sunday, saturday] = dailyCloses(now, lookupsFrom(tape, now));
    expect(sunday).toMatchObject({ date: "2026-03-08", provenance: "observed_at_cutoff", value: 4 });
    expect(saturday).toMatchObject({ date: "2026-03-07", provenance: "observed_at_cutoff", value: 3 });
  });
  it("never fabricates: no tick, or a cut-off the lookups omit, is unavailable", () => {
    const rows = dailyCloses(at("2026-03-10T21:00:00Z"), [
      { cutoff_ms: at("2026-03-10T20:00:00Z"), tick: null },
    ]);
    expect(rows).toHaveLength(6);
    expect(rows.every((row) => row.provenance === "unavailable" && row.value === null)).toBe(true);
  });
  it("rejects a tick after the cut-off (a store bug, not a close)", () => {
    const cutoff = { date: "2026-03-10", cutoff_ms: at("2026-03-10T20:00:00Z") };
    const late = { minute_ms: at("2026-03-10T20:01:00Z"), value: 1, value_decimal: "1" };
    expect(() => closeAtCutoff(cutoff, late)).toThrow(RangeError);
  });
  it("publishes its rules", () => {
    expect(DAILY_CLOSE_POLICY).toMatchObject({
      calendar: "America/New_York",
      cutoff_local_time: "16:00",
      rows: 6,
      weekends_and_holidays: "included",
      carry_forward_limit_hours: 24,
    });
  });
});
