import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { GuardVerdict } from "../../src/access/key-guard-protocol.ts";
import {
  KEY_LEASE_MS,
  KEY_SWEEP_INTERVAL_MS,
  type KeyAdmitInput,
  type KeyGuardLeaseRpc,
  KeyLeaseBook,
  type KeyLeaseRequest,
} from "../../src/access/key-lease.ts";
import type { LeaseRelease } from "../../src/access/lease-window.ts";
import type { Scope } from "../../src/access/scopes.ts";

const T0 = Date.parse("2026-11-24T10:00:00Z");

/** A provisioned key's real KeyGuard, reached the way an isolate reaches it, with its RPCs counted. */
async function guard(limit: number, scopes: Scope[] = ["indices:read"]) {
  const keyHash = `key-lease-test-${crypto.randomUUID()}`;
  const stub = env.KEY_GUARD.getByName(keyHash);
  await stub.provision({
    id: `key_${keyHash.slice(-8)}`,
    scopes,
    rateLimitPerMinute: limit,
    expiresAtMs: null,
    revokedAtMs: null,
    entitlementsVersion: null,
  });
  const counts = { leases: 0, releases: 0 };
  const rpc: KeyGuardLeaseRpc = {
    lease(request: KeyLeaseRequest) {
      counts.leases++;
      return stub.lease(request);
    },
    release(release: LeaseRelease) {
      counts.releases++;
      return stub.release(release);
    },
  };
  const input = (nowMs: number, scope: Scope | null = "indices:read"): KeyAdmitInput => ({
    keyHash,
    scope,
    nowMs,
    guardFor: () => rpc,
  });
  return { stub, rpc, counts, input };
}

const allowed = (verdict: GuardVerdict) => verdict.outcome === "allowed";

describe("KeyLeaseBook", () => {
  it("admits a key's requests from one lease RPC, with the exact remaining count on each", async () => {
    const g = await guard(1_000);
    const book = new KeyLeaseBook();
    const remaining: number[] = [];
    for (let i = 0; i < 20; i++) {
      const verdict = await book.admit(g.input(T0 + i));
      if (verdict.outcome !== "allowed") throw new Error(`request ${i} not allowed: ${verdict.outcome}`);
      remaining.push(verdict.decision.remaining);
    }
    expect(remaining).toEqual(Array.from({ length: 20 }, (_, i) => 999 - i));
    expect(g.counts.leases).toBe(1);
  });

  it("never admits more than the limit across isolates, and refuses the rest with remaining 0", async () => {
    const g = await guard(30);
    const isolates = [new KeyLeaseBook(), new KeyLeaseBook(), new KeyLeaseBook()];
    const verdicts: GuardVerdict[] = [];
    for (let round = 0; round < 20; round++) {
      for (const isolate of isolates) verdicts.push(await isolate.admit(g.input(T0 + verdicts.length)));
    }
    expect(verdicts.filter(allowed)).toHaveLength(30);
    expect(verdicts.slice(30).every((verdict) => verdict.outcome === "limited")).toBe(true);
    expect(verdicts.at(-1)).toMatchObject({ outcome: "limited", decision: { allowed: false, remaining: 0 } });
  });

  it("counts concurrent requests of one isolate exactly", async () => {
    const g = await guard(25);
    const book = new KeyLeaseBook();
    const verdicts = await Promise.all(Array.from({ length: 40 }, () => book.admit(g.input(T0))));
    expect(verdicts.filter(allowed)).toHaveLength(25);
  });

  it("makes one lease RPC for a cold isolate's burst: the other requests wait for it, not ask", async () => {
    const g = await guard(1_000);
    const book = new KeyLeaseBook();
    const verdicts = await Promise.all(Array.from({ length: 30 }, () => book.admit(g.input(T0))));
    expect(verdicts.every(allowed)).toBe(true);
    // The lease is a tenth of the limit (50 at most): 30 requests fit in the one grant.
    expect(g.counts.leases).toBe(1);
    // Nothing beyond that grant was reserved: the guard still holds the rest of the window.
    const other = new KeyLeaseBook();
    expect(await other.admit(g.input(T0 + 1))).toMatchObject({ decision: { remaining: 949 } });
  });

  it("a burst larger than a grant asks again once the grant is spent, and still counts exactly", async () => {
    const g = await guard(100); // grants of 10
    const book = new KeyLeaseBook();
    const verdicts = await Promise.all(Array.from({ length: 35 }, () => book.admit(g.input(T0))));
    expect(verdicts.every(allowed)).toBe(true);
    expect(g.counts.leases).toBeLessThanOrEqual(4);
    const remaining = verdicts.map((v) => (v.outcome === "allowed" ? v.decision.remaining : -1));
    expect(Math.min(...remaining)).toBe(65);
  });

  it("refuses a scope the key lacks from the lease, spending nothing", async () => {
    const g = await guard(100);
    const book = new KeyLeaseBook();
    expect(await book.admit(g.input(T0))).toMatchObject({ decision: { remaining: 99 } });
    expect(await book.admit(g.input(T0 + 1, "lake:read"))).toMatchObject({ outcome: "scope" });
    expect(await book.admit(g.input(T0 + 2, null))).toMatchObject({ decision: { remaining: 98 } });
    expect(g.counts.leases).toBe(1);
  });

  it("asks again once the lease lapses, and a new window voids what the old one left", async () => {
    const g = await guard(100);
    const book = new KeyLeaseBook();
    await book.admit(g.input(T0));
    await book.admit(g.input(T0 + KEY_LEASE_MS - 1));
    expect(g.counts.leases).toBe(1);
    // Lapsed: the 8 unspent requests go back in the same call, so the count carries on.
    expect(await book.admit(g.input(T0 + KEY_LEASE_MS))).toMatchObject({ decision: { remaining: 97 } });
    expect(g.counts.leases).toBe(2);
    expect(await book.admit(g.input(T0 + 60_000))).toMatchObject({ decision: { remaining: 99 } });
  });

  it("ignores a slow answer from a window that a newer answer has already replaced", async () => {
    const g = await guard(100);
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    let calls = 0;
    // The first answer is held back until the second, from the next window, has landed.
    const slow: KeyGuardLeaseRpc = {
      async lease(request) {
        const answer = await g.stub.lease(request);
        if (calls++ === 0) await gate;
        return answer;
      },
      release: (release) => g.stub.release(release),
    };
    const book = new KeyLeaseBook();
    const input = (nowMs: number): KeyAdmitInput => ({ ...g.input(nowMs), guardFor: () => slow });
    const first = book.admit(input(T0));
    const next = await book.admit(input(T0 + 60_000));
    expect(next).toMatchObject({ outcome: "allowed", decision: { remaining: 99 } });
    open();
    // Its request is admitted from the newer window; the older window's grant is not kept.
    expect(await first).toMatchObject({ outcome: "allowed", decision: { remaining: 98 } });
    expect(await book.admit(input(T0 + 60_001))).toMatchObject({ decision: { remaining: 97 } });
  });

  it("hands back what a lapsed lease left unspent, so another isolate can use it", async () => {
    const g = await guard(20); // leases of 2
    const idle = new KeyLeaseBook();
    const busy = new KeyLeaseBook();
    expect(allowed(await idle.admit(g.input(T0)))).toBe(true); // holds 1 it will not spend
    let admitted = 0;
    for (let i = 0; i < 25; i++) if (allowed(await busy.admit(g.input(T0 + 1)))) admitted++;
    expect(admitted).toBe(18);
    const later = T0 + KEY_LEASE_MS + KEY_SWEEP_INTERVAL_MS;
    await idle.releaseLapsed(later, () => g.rpc);
    expect(g.counts.releases).toBe(1);
    for (let i = 0; i < 5; i++) if (allowed(await busy.admit(g.input(later + i)))) admitted++;
    expect(admitted).toBe(19);
    expect(idle.releaseLapsed(later + 1, () => g.rpc)).toBeUndefined(); // at most once per interval
  });

  it("refuses a key revoked while a lease was held from the next request: the revoke waits it out", async () => {
    const g = await guard(1_000);
    const book = new KeyLeaseBook();
    const leasedAt = Date.now();
    expect(allowed(await book.admit(g.input(leasedAt)))).toBe(true);
    await g.stub.revoke(Date.now());
    // The revoke answered only once the isolate's lease had lapsed; the isolate asks again and is refused.
    const next = Date.now();
    expect(next).toBeGreaterThanOrEqual(leasedAt + KEY_LEASE_MS);
    expect(await book.admit(g.input(next))).toMatchObject({ outcome: "revoked" });
    expect(g.counts.leases).toBe(2);
  });

  it("throws when the guard cannot be reached (the caller fails closed) and admits nothing", async () => {
    const book = new KeyLeaseBook();
    const unreachable: KeyGuardLeaseRpc = {
      lease: () => Promise.reject(new Error("object unreachable")),
      release: () => Promise.reject(new Error("object unreachable")),
    };
    await expect(
      book.admit({ keyHash: "any", scope: null, nowMs: T0, guardFor: () => unreachable }),
    ).rejects.toThrow("object unreachable");
  });
});
