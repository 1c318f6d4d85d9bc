/**
 * The terminal page's DOM-free rules: the change and age it prints (from which time a value's age
 * counts), and when it calls a market stale or a venue lagging. Expected values are worked out by hand from the inputs.
 */
import { describe, expect, it } from "vitest";
import { age, ageSince, signedChange, withUnit } from "../../../src/terminal/ui/format.ts";
import { effectiveStatus, valueTimeOf, venueState } from "../../../src/terminal/ui/status.ts";
import type { LakeVenue, LegacyMarket } from "../../../src/terminal/ui/types.ts";

const CYCLE = "2026-11-22T10:05:00Z";
const cycleMs = Date.parse(CYCLE);

const market = (status: LegacyMarket["status"], cycle_start: string | null = CYCLE): LegacyMarket => ({
  symbol: "PIXCPI",
  slug: "us-cpi-yoy-next",
  kind: "index",
  name: "US CPI",
  unit: "%",
  status,
  value: status === "pending" ? null : 2.87,
  value_decimal: status === "pending" ? null : "2.87",
  cycle_start,
  source_observed_at: null,
  computed_at: null,
});

const venue = (lastCycle: string | null): LakeVenue => ({
  venue: "kalshi",
  name: "Kalshi",
  cadence_seconds: 60,
  coverage: { last_snapshot: lastCycle ? { cycle_start: lastCycle } : null },
});

describe("signedChange", () => {
  it("prints the difference with the decimals the values carry and a real minus sign", () => {
    expect(signedChange("3.16", "3.20")).toEqual({ text: "−0.04", sign: -1 });
    expect(signedChange("3.823", "3.801")).toEqual({ text: "+0.022", sign: 1 });
    expect(signedChange("4242.40", "4216.2")).toEqual({ text: "+26.20", sign: 1 });
    expect(signedChange("75.7", "75.7")).toEqual({ text: "0", sign: 0 });
  });

  it("prints nothing without a previous or current value", () => {
    expect(signedChange("3.16", null)).toEqual({ text: "", sign: 0 });
    expect(signedChange(null, "3.16")).toEqual({ text: "", sign: 0 });
  });
});

describe("withUnit and age", () => {
  it("hugs a percentage and spaces any other unit; no value is a dash", () => {
    expect(withUnit("3.16", "%")).toBe("3.16%");
    expect(withUnit("4223.00", "USD/ozt")).toBe("4223.00 USD/ozt");
    expect(withUnit(null, "%")).toBe("—");
  });

  it("prints seconds, then minutes and seconds, then hours and minutes, then days", () => {
    expect(age(CYCLE, cycleMs + 59_000)).toBe("59s");
    expect(age(CYCLE, cycleMs + 61_000)).toBe("1m 01s");
    expect(age(CYCLE, cycleMs + (2 * 3600 + 5 * 60) * 1000)).toBe("2h 05m");
    expect(age(CYCLE, cycleMs + 3 * 86_400_000)).toBe("3d");
    expect(age(CYCLE, cycleMs - 5_000)).toBe("0s");
    expect(age(null, cycleMs)).toBe("—");
    expect(ageSince(cycleMs, cycleMs + 62_000)).toBe("1m 02s");
    expect(ageSince(null, cycleMs)).toBe("—");
  });
});

describe("effectiveStatus", () => {
  it("keeps a live value live for less than 15 minutes from its cycle start, then calls it stale", () => {
    expect(effectiveStatus(market("live"), cycleMs + 15 * 60_000 - 1)).toBe("live");
    expect(effectiveStatus(market("live"), cycleMs + 15 * 60_000)).toBe("stale");
  });

  it("never revives what the server called stale or pending", () => {
    expect(effectiveStatus(market("stale"), cycleMs)).toBe("stale");
    expect(effectiveStatus(market("pending", null), cycleMs)).toBe("pending");
  });
});

describe("venueState", () => {
  it("is ok within two cadences and a minute, lagging until 15 minutes, down after or without a snapshot", () => {
    expect(venueState(venue(CYCLE), cycleMs + 179_999)).toBe("ok");
    expect(venueState(venue(CYCLE), cycleMs + 180_000)).toBe("lagging");
    expect(venueState(venue(CYCLE), cycleMs + 15 * 60_000 - 1)).toBe("lagging");
    expect(venueState(venue(CYCLE), cycleMs + 15 * 60_000)).toBe("down");
    expect(venueState(venue(null), cycleMs)).toBe("down");
  });
});

describe("the own time of a streamed value", () => {
  const message = (venue_time: string | null, received_at: string | null, sent_at: string) => ({
    venue_time,
    received_at,
    sent_at,
  });
  const received = Date.parse("2026-11-22T10:07:03.500Z");

  it("is its newest input's venue time, else pix's receipt of it, else the message's sending", () => {
    expect(
      valueTimeOf(
        message("2026-11-22T10:07:02.100Z", "2026-11-22T10:07:02.180Z", "2026-11-22T10:07:02.300Z"),
        received,
      ),
    ).toBe(Date.parse("2026-11-22T10:07:02.100Z"));
    expect(valueTimeOf(message(null, "2026-11-22T10:07:02.180Z", "2026-11-22T10:07:02.300Z"), received)).toBe(
      Date.parse("2026-11-22T10:07:02.180Z"),
    );
    expect(valueTimeOf(message(null, null, "2026-11-22T10:07:02.300Z"), received)).toBe(
      Date.parse("2026-11-22T10:07:02.300Z"),
    );
    expect(valueTimeOf(message(null, null, "not a time"), received)).toBe(received);
  });

  it("ages a value that moved a second ago as 1s, whatever its cycle", () => {
    const moved = valueTimeOf(
      message("2026-11-22T10:07:02.500Z", null, "2026-11-22T10:07:02.600Z"),
      received,
    );
    expect(ageSince(moved, received)).toBe("1s");
    expect(age(CYCLE, received)).toBe("2m 04s");
  });
});
