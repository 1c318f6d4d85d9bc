import { describe, expect, it } from "vitest";
import { type Ceiling, settingsWithinCeiling } from "../../../src/access/keys/ceiling.ts";
import { ProblemError } from "../../../src/platform/http/problem.ts";

const CEILING: Ceiling = {
  scopes: ["indices:read", "benchmarks:read"],
  rateLimitPerMinute: 100,
  entitlements: ["us-cpi-yoy-next", "gold-settle-dec"],
  maxKeys: 3,
};

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ProblemError && error.slug === "key-ceiling-exceeded") return error.init.detail;
    throw error;
  }
  throw new Error("not refused");
}

describe("settingsWithinCeiling", () => {
  it("fills every setting left out with the ceiling's", () => {
    expect(settingsWithinCeiling(CEILING, { name: "k", expiresAt: null })).toEqual({
      name: "k",
      scopes: ["indices:read", "benchmarks:read"],
      rateLimitPerMinute: 100,
      entitlements: ["us-cpi-yoy-next", "gold-settle-dec"],
      expiresAt: null,
    });
  });

  it("keeps what is asked within the ceiling, limits equal to it included", () => {
    const asked = {
      name: "k",
      scopes: ["benchmarks:read" as const],
      rateLimitPerMinute: 100,
      entitlements: ["gold-settle-dec"],
      expiresAt: "2099-01-01T00:00:00Z",
    };
    expect(settingsWithinCeiling(CEILING, asked)).toEqual(asked);
  });

  it("names every dimension beyond the ceiling", () => {
    const detail = refusal(() =>
      settingsWithinCeiling(CEILING, {
        name: "k",
        scopes: ["indices:read", "lake:read"],
        rateLimitPerMinute: 101,
        entitlements: ["us-cpi-yoy-next", "us-fed"],
        expiresAt: null,
      }),
    );
    expect(detail).toContain("scope lake:read is not in the ceiling");
    expect(detail).toContain("rate_limit_per_minute 101 is above the ceiling's 100");
    expect(detail).toContain("entitlement us-fed is not in the ceiling");
  });

  it("lets a ceiling without a list give any list, or none", () => {
    const open = { ...CEILING, entitlements: null };
    expect(settingsWithinCeiling(open, { name: "k", expiresAt: null }).entitlements).toBeNull();
    expect(
      settingsWithinCeiling(open, { name: "k", entitlements: ["x"], expiresAt: null }).entitlements,
    ).toEqual(["x"]);
  });
});
