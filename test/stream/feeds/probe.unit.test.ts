import { describe, expect, it } from "vitest";
import { V2_LIMITS } from "../../../src/stream/v2/messages.ts";
import { PROBE_AFTER_MS, probeDue } from "../../../src/stream/venue-feed/probe.ts";

describe("probeDue", () => {
  it("probes a connection once it has been quiet for PROBE_AFTER_MS, never before", () => {
    expect(probeDue(10_000, PROBE_AFTER_MS - 1, null)).toBe(false);
    expect(probeDue(10_000, PROBE_AFTER_MS, null)).toBe(true);
  });

  it("probes again only after another PROBE_AFTER_MS without a frame", () => {
    const at = 50_000;
    expect(probeDue(at + PROBE_AFTER_MS - 1, 3_000, at)).toBe(false);
    expect(probeDue(at + PROBE_AFTER_MS, 4_000, at)).toBe(true);
  });

  it("leaves a quiet connection at least two answered probes before the stream calls it stale", () => {
    expect(Math.floor(V2_LIMITS.stale_after_ms / PROBE_AFTER_MS)).toBeGreaterThanOrEqual(2);
  });
});
