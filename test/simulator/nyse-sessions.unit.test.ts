import { describe, expect, it } from "vitest";
import { isSession, nyseHolidays, sessionsBetween } from "../../simulator/nyse-sessions.ts";

describe("NYSE calendar of the simulated equities", () => {
  it("has the exchange's published full-day holidays, with weekend observances", () => {
    expect([...nyseHolidays(2026)].sort()).toEqual([
      "2026-01-01",
      "2026-01-19",
      "2026-02-16",
      "2026-04-03", // Good Friday (Easter 5 April)
      "2026-05-25",
      "2026-06-19",
      "2026-07-03", // 4 July is a Saturday
      "2026-09-07",
      "2026-11-26",
      "2026-12-25",
    ]);
    expect([...nyseHolidays(2027)].sort()).toEqual([
      "2027-01-01",
      "2027-01-18",
      "2027-02-15",
      "2027-03-26", // Good Friday (Easter 28 March)
      "2027-05-31",
      "2027-06-18", // 19 June is a Saturday
      "2027-07-05", // 4 July is a Sunday
      "2027-09-06",
      "2027-11-25",
      "2027-12-24", // 25 December is a Saturday
    ]);
  });

  it("does not observe a Saturday New Year's Day on the Friday before", () => {
    expect(nyseHolidays(2022).has("2021-12-31")).toBe(false);
    expect(isSession("2021-12-31", "nyse")).toBe(true);
  });

  it("lists sessions without weekends and holidays", () => {
    expect(sessionsBetween("2026-11-20", "2026-11-30", "nyse")).toEqual([
      "2026-11-20",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-27",
      "2026-11-30",
    ]);
    expect(sessionsBetween("2026-11-25", "2026-11-27", "weekdays")).toEqual([
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
    ]);
  });
});
