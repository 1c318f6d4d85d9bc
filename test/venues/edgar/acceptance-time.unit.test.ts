import { describe, expect, it } from "vitest";
import { newYorkTimestamp } from "../../../src/domain/company-calendar/dates.ts";
import { reactionSession } from "../../../src/domain/company-calendar/earnings.ts";
import { filerAcceptanceClock, readAcceptance } from "../../../src/venues/edgar/acceptance-time.ts";

describe("readAcceptance", () => {
  it("reads the value as UTC, as written", () => {
    expect(readAcceptance("2026-10-30T20:30:37.000Z", "utc")).toBe(Date.parse("2026-10-30T20:30:37Z"));
  });

  it("reads the value as New York wall-clock time in the other convention", () => {
    expect(readAcceptance("2026-10-30T20:30:37.000Z", "new_york_wall_clock")).toBe(
      Date.parse("2026-10-31T00:30:37Z"),
    );
    expect(readAcceptance("2026-01-29T16:30:49.250Z", "new_york_wall_clock")).toBe(
      Date.parse("2026-01-29T21:30:49.250Z"),
    );
  });

  it("uses the offset in force on each side of the DST switches", () => {
    const wall = (value: string) => readAcceptance(value, "new_york_wall_clock");
    expect(wall("2026-03-06T16:00:00.000Z")).toBe(Date.parse("2026-03-06T21:00:00Z")); // Friday, EST
    expect(wall("2026-03-09T16:00:00.000Z")).toBe(Date.parse("2026-03-09T20:00:00Z")); // Monday, EDT
    expect(wall("2026-10-30T16:00:00.000Z")).toBe(Date.parse("2026-10-30T20:00:00Z")); // Friday, EDT
    expect(wall("2026-11-02T16:00:00.000Z")).toBe(Date.parse("2026-11-02T21:00:00Z")); // Monday, EST
  });

  it("refuses values that are not the upstream's timestamp form", () => {
    for (const value of [
      "",
      "2026-10-30 20:30:37",
      "2026-10-30T20:30:37+00:00",
      "2026-13-01T00:00:00.000Z",
      "2026-10-30T24:00:00.000Z",
    ]) {
      expect(readAcceptance(value, "utc"), value).toBeNull();
      expect(readAcceptance(value, "new_york_wall_clock"), value).toBeNull();
    }
  });
});

describe("filerAcceptanceClock", () => {
  it("keeps UTC for a filer whose values only make sense as UTC", () => {
    // 22:31Z and 22:04Z are 17:31 and 18:04 in New York; as wall-clock times EDGAR would have been closed.
    expect(
      filerAcceptanceClock([
        "2026-11-18T22:31:09.000Z",
        "2026-11-02T22:04:11.000Z",
        "2026-10-30T20:30:37.000Z",
      ]),
    ).toBe("utc");
  });

  it("switches to New York wall-clock time for a filer whose values only make sense that way", () => {
    // 06:47Z read as UTC is 02:47 in New York, when EDGAR does not accept filings.
    expect(
      filerAcceptanceClock([
        "2026-10-14T06:47:12.000Z",
        "2026-07-15T06:45:31.000Z",
        "2026-09-16T16:15:00.000Z",
      ]),
    ).toBe("new_york_wall_clock");
  });

  it("keeps UTC without evidence, on a tie, and for unreadable values", () => {
    expect(filerAcceptanceClock([])).toBe("utc");
    expect(filerAcceptanceClock(["2026-09-16T16:15:00.000Z", "2026-05-01T16:21:59.000Z"])).toBe("utc");
    expect(filerAcceptanceClock(["2026-10-14T06:47:12.000Z", "2026-11-18T22:31:09.000Z"])).toBe("utc");
    expect(filerAcceptanceClock(["not a time", "2026-10-14 06:47:12"])).toBe("utc");
  });
});

describe("both readings of one after-close earnings release", () => {
  // An earnings 8-K written `16:21:59Z`: 16:21 in New York if the filer writes wall-clock time, 12:21 if UTC.
  const value = "2026-05-01T16:21:59.000Z";
  const sessions = ["2026-04-30", "2026-05-01", "2026-05-04"];

  it("is after the close for a wall-clock filer: the reaction is the next session", () => {
    const clock = filerAcceptanceClock(["2026-04-30T07:30:32.000Z", value]);
    expect(clock).toBe("new_york_wall_clock");
    const accepted = readAcceptance(value, clock);
    expect(accepted === null ? null : newYorkTimestamp(accepted)).toBe("2026-05-01T16:21:59-04:00");
    expect(reactionSession("2026-05-01", accepted, sessions)).toBe("2026-05-04");
  });

  it("is mid-session for a UTC filer: the reaction is the same session", () => {
    const clock = filerAcceptanceClock(["2026-04-30T22:10:00.000Z", value]);
    expect(clock).toBe("utc");
    const accepted = readAcceptance(value, clock);
    expect(accepted === null ? null : newYorkTimestamp(accepted)).toBe("2026-05-01T12:21:59-04:00");
    expect(reactionSession("2026-05-01", accepted, sessions)).toBe("2026-05-01");
  });
});
