import { describe, expect, it } from "vitest";
import { nextRoundAt } from "../../../../src/indices/routes/indices/shared.ts";

describe("nextRoundAt", () => {
  it("is the next five-minute boundary, whatever instant was asked before", () => {
    const at = (iso: string) => nextRoundAt(Date.parse(iso));
    expect(at("2026-11-22T09:04:59.999Z")).toBe("2026-11-22T09:05:00Z");
    expect(at("2026-11-22T09:05:00.000Z")).toBe("2026-11-22T09:10:00Z");
    expect(at("2026-11-22T09:09:30.000Z")).toBe("2026-11-22T09:10:00Z");
    // Back to an earlier round, and across a day.
    expect(at("2026-11-22T09:00:00.000Z")).toBe("2026-11-22T09:05:00Z");
    expect(at("2026-11-22T23:58:00.000Z")).toBe("2026-11-23T00:00:00Z");
  });
});
