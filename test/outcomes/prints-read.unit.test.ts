import { describe, expect, it } from "vitest";
import { sameDecimal } from "../../src/outcomes/prints.ts";
import { type OfficialPrint, officialPeriod } from "../../src/outcomes/prints-read.ts";

const print = (revision: number, value: string): OfficialPrint => ({
  revision,
  value,
  preliminary: revision === 0,
  released_at: `2026-11-0${revision + 1}T13:30:00Z`,
  released_after: null,
  vintage: null,
});

describe("a period's official outcome", () => {
  const prints = [print(2, "120"), print(0, "143"), print(1, "131")];

  it("is the first print when the venues settle on it, revisions kept beside it in order", () => {
    const period = officialPeriod("bls-payrolls", "2026-09", "first_print", prints);
    expect(period?.outcome.value).toBe("143");
    expect(period?.first_print.value).toBe("143");
    expect(period?.revisions.map((p) => p.value)).toEqual(["131", "120"]);
    expect(period?.latest.value).toBe("120");
  });

  it("is the latest revision when the venues settle on that", () => {
    expect(officialPeriod("x", "2026-09", "latest_revision", prints)?.outcome.value).toBe("120");
    expect(officialPeriod("x", "2026-09", "latest_revision", [print(0, "7")])?.outcome.value).toBe("7");
  });

  it("states nothing without a first print, and stops at a missing revision", () => {
    expect(officialPeriod("x", "2026-09", "first_print", [print(1, "131")])).toBeNull();
    expect(officialPeriod("x", "2026-09", "first_print", [])).toBeNull();
    const gap = officialPeriod("x", "2026-09", "latest_revision", [print(0, "143"), print(2, "120")]);
    expect(gap?.revisions).toEqual([]);
    expect(gap?.outcome.value).toBe("143");
  });
});

describe("the same print", () => {
  it("is the same decimal whatever its trailing zeros; any other digit is a revision", () => {
    expect(sameDecimal("4.00", "4")).toBe(true);
    expect(sameDecimal("4.250", "4.25")).toBe(true);
    expect(sameDecimal("-0.0", "0")).toBe(true);
    expect(sameDecimal("007.5", "7.50")).toBe(true);
    expect(sameDecimal("4.01", "4")).toBe(false);
    expect(sameDecimal("-37.63", "37.63")).toBe(false);
    expect(sameDecimal("160412", "160293")).toBe(false);
  });
});
