import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { leaseSize } from "../../../src/middleware/api-access/index.ts";

describe("IpLimiter leases", () => {
  it("never grants more than the limit in a window, whatever the isolates ask for", async () => {
    const limiter = env.IP_LIMITER.getByName("lease-test-1");
    const now = Date.parse("2026-11-22T10:00:00Z");
    const grants = [];
    for (let i = 0; i < 5; i++) grants.push(await limiter.lease(25, now + i, 10));
    expect(grants.map((g) => g.granted)).toEqual([10, 10, 5, 0, 0]);
    expect(grants.map((g) => g.unleased)).toEqual([15, 5, 0, 0, 0]);
    for (const g of grants) expect(g.resetAtMs).toBe(now + 60_000);
  });

  it("opens a fresh window once the old one has passed", async () => {
    const limiter = env.IP_LIMITER.getByName("lease-test-2");
    const now = Date.parse("2026-11-22T10:00:00Z");
    expect((await limiter.lease(3, now, 3)).granted).toBe(3);
    expect((await limiter.lease(3, now + 59_999, 3)).granted).toBe(0);
    expect(await limiter.lease(3, now + 60_000, 3)).toMatchObject({ granted: 3, resetAtMs: now + 120_000 });
  });

  it("leases a tenth of the limit, between 1 and 50 requests", () => {
    expect([1, 9, 10, 300, 499, 500, 100_000].map(leaseSize)).toEqual([1, 1, 1, 30, 50, 50, 50]);
  });
});
