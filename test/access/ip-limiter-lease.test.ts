import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ACTIVE_LESSEE_MS } from "../../src/access/lease-window.ts";

const T0 = Date.parse("2026-11-22T10:00:00Z");
const limiter = () => env.IP_LIMITER.getByName(`lease-test-${crypto.randomUUID()}`);

describe("IpLimiter leases", () => {
  it("never grants more than the limit in a window, whatever the isolates ask for", async () => {
    const stub = limiter();
    const grants = [];
    for (let i = 0; i < 5; i++)
      grants.push(await stub.lease({ limit: 25, nowMs: T0 + i, want: 10, lessee: "a" }));
    expect(grants.map((g) => g.granted)).toEqual([10, 10, 5, 0, 0]);
    expect(grants.map((g) => g.unleased)).toEqual([15, 5, 0, 0, 0]);
    for (const g of grants) expect(g.resetAtMs).toBe(T0 + 60_000);
  });

  it("opens a fresh window once the old one has passed", async () => {
    const stub = limiter();
    expect((await stub.lease({ limit: 3, nowMs: T0, want: 3, lessee: "a" })).granted).toBe(3);
    expect((await stub.lease({ limit: 3, nowMs: T0 + 59_999, want: 3, lessee: "a" })).granted).toBe(0);
    expect(await stub.lease({ limit: 3, nowMs: T0 + 60_000, want: 3, lessee: "a" })).toMatchObject({
      granted: 3,
      resetAtMs: T0 + 120_000,
    });
  });

  it("shares the tail of the window equally among the isolates leasing, down to one request each", async () => {
    const stub = limiter();
    const ask = (lessee: string, at: number) => stub.lease({ limit: 20, nowMs: T0 + at, want: 8, lessee });
    // a alone: its whole want. Then b joins: half of what is left (ceil), and so on.
    expect(await ask("a", 0)).toMatchObject({ granted: 8, unleased: 12 });
    expect(await ask("b", 1)).toMatchObject({ granted: 6, unleased: 6 });
    expect(await ask("a", 2)).toMatchObject({ granted: 3, unleased: 3 });
    expect(await ask("b", 3)).toMatchObject({ granted: 2, unleased: 1 });
    expect(await ask("a", 4)).toMatchObject({ granted: 1, unleased: 0 });
    expect(await ask("b", 5)).toMatchObject({ granted: 0, unleased: 0 });
  });

  it("stops counting an isolate in the share once it has not asked for a while", async () => {
    const stub = limiter();
    await stub.lease({ limit: 100, nowMs: T0, want: 10, lessee: "gone" });
    expect((await stub.lease({ limit: 100, nowMs: T0 + 1, want: 60, lessee: "a" })).granted).toBe(45);
    const later = T0 + ACTIVE_LESSEE_MS + 1;
    expect((await stub.lease({ limit: 100, nowMs: later, want: 60, lessee: "a" })).granted).toBe(45);
  });

  it("takes back released requests in the same window, and ignores a release for a past window", async () => {
    const stub = limiter();
    const first = await stub.lease({ limit: 10, nowMs: T0, want: 10, lessee: "a" });
    expect(first).toMatchObject({ granted: 10, unleased: 0 });
    await stub.release({ resetAtMs: first.resetAtMs, count: 4, lessee: "a" });
    expect(await stub.lease({ limit: 10, nowMs: T0 + 1, want: 10, lessee: "b" })).toMatchObject({
      granted: 4,
      unleased: 0,
    });
    // After the window has passed, a late release must not inflate the new window.
    const next = await stub.lease({ limit: 10, nowMs: T0 + 60_000, want: 2, lessee: "a" });
    await stub.release({ resetAtMs: first.resetAtMs, count: 10, lessee: "b" });
    expect(await stub.lease({ limit: 10, nowMs: T0 + 60_001, want: 10, lessee: "a" })).toMatchObject({
      granted: 8,
      unleased: 0,
      resetAtMs: next.resetAtMs,
    });
  });
});
