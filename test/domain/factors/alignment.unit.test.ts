import { describe, expect, it } from "vitest";
import {
  alignRows,
  completedSessions,
  type EquitySession,
  lastRows,
  probabilitiesAtClose,
  probabilityChanges,
  sessionCloseUtcMs,
  sessionPrice,
  stockReturns,
} from "../../../src/domain/factors/index.ts";

const MINUTE = 60_000;

function session(date: string, adjusted: number | null, close: number): EquitySession {
  return { session_date: date, close_utc_ms: sessionCloseUtcMs(date), adjusted_close: adjusted, close };
}

describe("sessionCloseUtcMs", () => {
  it("is 16:00 New York: 20:00Z in daylight time, 21:00Z in standard time", () => {
    expect(new Date(sessionCloseUtcMs("2024-07-01")).toISOString()).toBe("2024-07-01T20:00:00.000Z");
    expect(new Date(sessionCloseUtcMs("2024-12-02")).toISOString()).toBe("2024-12-02T21:00:00.000Z");
    // The Monday after the spring switch (2024-03-10) is already EDT.
    expect(new Date(sessionCloseUtcMs("2024-03-11")).toISOString()).toBe("2024-03-11T20:00:00.000Z");
  });
});

describe("stockReturns", () => {
  it("uses the adjusted close, falls back to close when it is null, and skips unusable prices", () => {
    const sessions = [
      session("2024-07-01", 100, 200), // adjusted 100
      session("2024-07-02", 110, 220), // r = 110/100 − 1 = 0.1
      session("2024-07-03", null, 99), // close 99: r = 99/110 − 1 = −0.1
      session("2024-07-05", null, 0), // no usable price: no return here …
      session("2024-07-08", 120, 0), // … nor here (its previous session has no price)
      session("2024-07-09", 132, 1), // r = 132/120 − 1 = 0.1
    ];
    const returns = stockReturns(sessions);
    expect(returns[0]).toBeNull();
    expect(returns[1]).toBeCloseTo(0.1, 15);
    expect(returns[2]).toBeCloseTo(-0.1, 15);
    expect(returns[3]).toBeNull();
    expect(returns[4]).toBeNull();
    expect(returns[5]).toBeCloseTo(0.1, 15);
    expect(sessionPrice(session("2024-07-01", Number.NaN, 5))).toBeNull();
  });

  it("refuses sessions that are not oldest first", () => {
    expect(() => stockReturns([session("2024-07-02", 1, 1), session("2024-07-01", 1, 1)])).toThrow(
      RangeError,
    );
  });
});

describe("probabilitiesAtClose", () => {
  const sessions = [session("2024-07-01", 1, 1), session("2024-07-02", 1, 1), session("2024-07-03", 1, 1)];
  const [c0, c1, c2] = sessions.map((s) => s.close_utc_ms) as [number, number, number];

  it("takes the last observation at or before each 16:00 close, carrying it forward", () => {
    const observations = [
      { t_ms: c1 + 5 * MINUTE, p: 0.9 }, // after the second close: counts for the third session
      { t_ms: c0 - 60 * MINUTE, p: 0.4 },
      { t_ms: c0, p: 0.45 }, // exactly at the close counts
      { t_ms: c1 - 1, p: 0.5 },
    ];
    expect(probabilitiesAtClose(sessions, observations)).toEqual([0.45, 0.5, 0.9]);
  });

  it("is null before the first observation, and a quiet contract keeps its probability", () => {
    expect(probabilitiesAtClose(sessions, [{ t_ms: c1 - MINUTE, p: 0.3 }])).toEqual([null, 0.3, 0.3]);
    expect(probabilitiesAtClose(sessions, [])).toEqual([null, null, null]);
  });

  it("lets the later of two observations at the same instant win and ignores unusable ones", () => {
    const observations = [
      { t_ms: c0, p: 0.2 },
      { t_ms: c0, p: 0.25 },
      { t_ms: c1, p: 1.5 },
      { t_ms: c1, p: -0.1 },
      { t_ms: c1, p: Number.NaN },
      { t_ms: Number.NaN, p: 0.6 },
      { t_ms: c2, p: 1 },
    ];
    expect(probabilitiesAtClose(sessions, observations)).toEqual([0.25, 0.25, 1]);
  });

  it("has no probability for a session that closed after the observations were collected", () => {
    // Collected at 15:07 New York on the third session: its last observation (15:00) is not its close.
    const collectedAt = c2 - 53 * MINUTE;
    const observations = [
      { t_ms: c0, p: 0.4 },
      { t_ms: c1, p: 0.5 },
      { t_ms: c2 - 60 * MINUTE, p: 0.7 },
    ];
    expect(probabilitiesAtClose(sessions, observations, collectedAt)).toEqual([0.4, 0.5, null]);
    // Collected at the close itself, the third session's close is final (and carries 15:00 forward).
    expect(probabilitiesAtClose(sessions, observations, c2)).toEqual([0.4, 0.5, 0.7]);
    // Collected before the second close, neither later session has one: no carried-forward level.
    expect(probabilitiesAtClose(sessions, observations.slice(0, 1), c1 - MINUTE)).toEqual([0.4, null, null]);
  });
});

describe("completedSessions", () => {
  const sessions = [session("2024-12-02", 1, 1), session("2024-12-03", 1, 1), session("2024-12-04", 1, 1)];

  it("keeps the sessions whose 16:00 New York close is at or before the read", () => {
    // 2024-12-04 closes at 21:00Z (EST).
    const dates = (readAt: string) =>
      completedSessions(sessions, Date.parse(readAt)).map((s) => s.session_date);
    expect(dates("2024-12-04T20:59:59Z")).toEqual(["2024-12-02", "2024-12-03"]);
    expect(dates("2024-12-04T21:00:00Z")).toEqual(["2024-12-02", "2024-12-03", "2024-12-04"]);
    expect(dates("2024-12-02T15:00:00Z")).toEqual([]);
  });
});

describe("probabilityChanges and alignRows", () => {
  it("needs p at both sessions for Δp and r plus every Δp for a row", () => {
    const sessions = ["2024-07-01", "2024-07-02", "2024-07-03", "2024-07-05"].map((d) => session(d, 1, 1));
    const changes = probabilityChanges([null, 0.5, 0.75, 0.5]);
    expect(changes).toEqual([null, null, 0.25, -0.25]);
    const other = probabilityChanges([0.1, 0.2, 0.2, 0.4]);
    const returns = [null, 0.01, 0.02, null];
    const rows = alignRows(sessions, returns, [changes, other]);
    expect(rows).toEqual({ session_dates: ["2024-07-03"], returns: [0.02], changes: [[0.25], [0]] });
    expect(lastRows(alignRows(sessions, [null, 1, 2, 3], [other]), 2).returns).toEqual([2, 3]);
  });
});
