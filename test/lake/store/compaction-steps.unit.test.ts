import { describe, expect, it } from "vitest";
import { COMPACTION_STEP_OBJECTS, stepSlice } from "../../../src/lake/jobs/parquet-day-steps.ts";

/** Which snapshots one compaction step reads: a byte budget and an object budget, at least one snapshot. */
describe("stepSlice", () => {
  const mb = 1024 * 1024;

  it("takes snapshots while their bytes fit the budget", () => {
    const snapshots = [{ bytes: 10 * mb }, { bytes: 10 * mb }, { bytes: 10 * mb }, { bytes: 5 * mb }];
    expect(stepSlice(snapshots, 0, 32 * mb)).toBe(3);
    expect(stepSlice(snapshots, 3, 32 * mb)).toBe(4);
    expect(stepSlice(snapshots, 1, 25 * mb)).toBe(4);
    expect(stepSlice(snapshots, 1, 24 * mb)).toBe(3);
  });

  it("takes one snapshot larger than the budget on its own", () => {
    const snapshots = [{ bytes: 40 * mb }, { bytes: 1 }];
    expect(stepSlice(snapshots, 0, 32 * mb)).toBe(1);
    expect(stepSlice([{ bytes: 5 }, { bytes: 5 }], 0, 1)).toBe(1);
  });

  it("stops where the snapshots' parts would pass the object budget", () => {
    const parts = Math.floor(COMPACTION_STEP_OBJECTS / 3);
    const snapshots = Array.from({ length: 6 }, () => ({ bytes: 1, parts }));
    expect(stepSlice(snapshots, 0, 32 * mb)).toBe(3);
    // A one-object snapshot counts as one object.
    const single = Array.from({ length: COMPACTION_STEP_OBJECTS + 5 }, () => ({ bytes: 1 }));
    expect(stepSlice(single, 0, 32 * mb)).toBe(COMPACTION_STEP_OBJECTS);
    expect(stepSlice([{ bytes: 1, parts: COMPACTION_STEP_OBJECTS + 50 }, { bytes: 1 }], 0, 32 * mb)).toBe(1);
  });
});
