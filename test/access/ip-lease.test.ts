import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  IDLE_LEASE_MS,
  type IpLease,
  IpLeaseBook,
  type IpLimiterRpc,
  type LeaseRequest,
  SPENT_RECHECK_MS,
  SWEEP_INTERVAL_MS,
} from "../../src/access/ip-lease.ts";
import { type LeaseRelease, leaseGrant, leaseSize } from "../../src/access/lease-window.ts";
import type { RateDecision } from "../../src/access/rate-limit.ts";

const T0 = Date.parse("2026-11-22T10:00:00Z");
const LIMIT = 300;

/**
 * One address's real IpLimiter, reached the way an isolate reaches it, with the lease RPCs counted and
 * (while `hold` is set) held back until released together — the network latency under which every
 * concurrent request of an isolate finds no lease before the first answer arrives.
 */
function limiter() {
  const stub = env.IP_LIMITER.getByName(`ip-lease-test-${crypto.randomUUID()}`);
  let open: (() => void) | undefined;
  let gate: Promise<void> | undefined;
  const counts = { leases: 0, releases: 0 };
  const rpc: IpLimiterRpc = {
    async lease(request: LeaseRequest): Promise<IpLease> {
      counts.leases++;
      await gate;
      return stub.lease(request);
    },
    async release(release: LeaseRelease): Promise<void> {
      counts.releases++;
      await stub.release(release);
    },
  };
  return {
    limiterFor: () => rpc,
    counts,
    /**
     * Starts the limiter object with an uncounted no-op (a release before any window), so a held lease's
     * answer is not also waiting for the object's first start: the waiting requests' patience (a few
     * ms) measures pix's lease sharing, not the local runtime starting an object on a loaded machine.
     */
    async warm() {
      await stub.release({ resetAtMs: 0, count: 0, lessee: "warm-up" });
    },
    hold() {
      gate = new Promise((resolve) => {
        open = resolve;
      });
    },
    let() {
      open?.();
      gate = undefined;
    },
  };
}

type Limiter = ReturnType<typeof limiter>;

const admit = (book: IpLeaseBook, l: Limiter, nowMs: number, limit = LIMIT) =>
  book.admit({ bucket: "v4:192.0.2.1", limit, nowMs, limiterFor: l.limiterFor });

const allowed = (decisions: (RateDecision | undefined)[]) => decisions.filter((d) => d?.allowed);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("leaseGrant", () => {
  it("grants the want, capped by an equal share of what is left among the isolates leasing", () => {
    expect(leaseGrant({ limit: 300, leased: 0, want: 30, lessees: 1 })).toBe(30);
    expect(leaseGrant({ limit: 300, leased: 290, want: 30, lessees: 1 })).toBe(10);
    expect(leaseGrant({ limit: 300, leased: 240, want: 30, lessees: 3 })).toBe(20);
    expect(leaseGrant({ limit: 300, leased: 290, want: 30, lessees: 4 })).toBe(3); // ceil(10 / 4)
    expect(leaseGrant({ limit: 300, leased: 299, want: 30, lessees: 50 })).toBe(1);
    expect(leaseGrant({ limit: 300, leased: 300, want: 30, lessees: 1 })).toBe(0);
    // A limit lowered below what the window already leased grants nothing, never a negative.
    expect(leaseGrant({ limit: 100, leased: 150, want: 30, lessees: 1 })).toBe(0);
  });

  it("leases a tenth of the limit, between 1 and 50 requests", () => {
    expect([1, 9, 10, 300, 499, 500, 100_000].map(leaseSize)).toEqual([1, 1, 1, 30, 50, 50, 50]);
  });
});

describe("IpLeaseBook", () => {
  it("makes one lease RPC for concurrent requests (the others wait on their own timers) and adds every answer to what it holds", async () => {
    const l = limiter();
    const book = new IpLeaseBook();
    await l.warm();
    l.hold();
    const pending = Array.from({ length: 50 }, () => admit(book, l, T0));
    await Promise.resolve();
    // 50 requests found no lease; one RPC is on its way, the other requests wait for it to land.
    expect(l.counts.leases).toBe(1);
    l.let();
    const decisions = await Promise.all(pending);
    expect(allowed(decisions)).toHaveLength(50);
    expect(l.counts.leases).toBe(2); // 30 + 30 leased, 10 still held
    const remaining = decisions.map((d) => d?.remaining).sort((a = 0, b = 0) => b - a);
    expect(remaining).toEqual(Array.from({ length: 50 }, (_, k) => LIMIT - 1 - k));
  });

  it("admits exactly the budget under concurrency, then refuses locally with remaining 0", async () => {
    const l = limiter();
    const book = new IpLeaseBook();
    await l.warm();
    l.hold();
    const first = Array.from({ length: 200 }, () => admit(book, l, T0));
    l.let();
    const rest = Array.from({ length: 130 }, () => admit(book, l, T0 + 1));
    const decisions = await Promise.all([...first, ...rest]);
    expect(allowed(decisions)).toHaveLength(LIMIT);
    for (const d of decisions.filter((d) => !d?.allowed)) {
      expect(d).toEqual({ allowed: false, limit: LIMIT, remaining: 0, resetSeconds: 60 });
    }
    const rpcs = l.counts.leases;
    expect(rpcs).toBeLessThanOrEqual(Math.ceil(LIMIT / leaseSize(LIMIT)) + 2);
    // A flood on a spent window costs no RPC until the recheck interval has passed.
    await Promise.all(Array.from({ length: 20 }, () => admit(book, l, T0 + 2)));
    expect(l.counts.leases).toBe(rpcs);
    expect((await admit(book, l, T0 + 1 + SPENT_RECHECK_MS))?.allowed).toBe(false);
    expect(l.counts.leases).toBe(rpcs + 1);
  });

  it("voids a lease whose window has passed and leases afresh", async () => {
    const l = limiter();
    const book = new IpLeaseBook();
    expect(await admit(book, l, T0, 5)).toMatchObject({ allowed: true, remaining: 4 });
    const next = await admit(book, l, T0 + 60_000, 5);
    expect(next).toMatchObject({ allowed: true, remaining: 4, resetSeconds: 60 });
  });

  it("returns an idle lease to the limiter, and its own count carries on without going up", async () => {
    const l = limiter();
    const book = new IpLeaseBook();
    const first = await admit(book, l, T0);
    expect(first?.remaining).toBe(LIMIT - 1);
    // Not idle yet: nothing to release.
    expect(book.releaseIdle(T0 + IDLE_LEASE_MS - 1, l.limiterFor)).toBeUndefined();
    const sweep = book.releaseIdle(T0 + IDLE_LEASE_MS + SWEEP_INTERVAL_MS, l.limiterFor);
    expect(sweep).toBeDefined();
    const next = admit(book, l, T0 + IDLE_LEASE_MS + SWEEP_INTERVAL_MS + 1);
    await sweep;
    expect(l.counts.releases).toBe(1);
    expect((await next)?.remaining).toBe(LIMIT - 2);
  });

  it("across several isolates admits within the tolerance and never more than the limit", async () => {
    const l = limiter();
    const isolates = [new IpLeaseBook(), new IpLeaseBook(), new IpLeaseBook()];
    // Requests spread round-robin over three isolates, 10 in flight at a time, 330 sent.
    const decisions: (RateDecision | undefined)[] = [];
    let sent = 0;
    const client = async () => {
      while (sent < 330) {
        const isolate = isolates[sent % isolates.length] as IpLeaseBook;
        const at = T0 + sent;
        sent++;
        decisions.push(await admit(isolate, l, at));
      }
    };
    await Promise.all(Array.from({ length: 10 }, client));
    const admitted = allowed(decisions).length;
    expect(admitted).toBeLessThanOrEqual(LIMIT);
    expect(admitted).toBeGreaterThanOrEqual(285);
  });

  it("lets another isolate spend what an idle isolate returned", async () => {
    const l = limiter();
    const idle = new IpLeaseBook();
    const busy = new IpLeaseBook();
    expect((await admit(idle, l, T0))?.allowed).toBe(true); // holds 29 it will not spend
    let admitted = 1;
    for (let i = 0; i < LIMIT; i++) if ((await admit(busy, l, T0 + 1))?.allowed) admitted++;
    expect(admitted).toBe(LIMIT - (leaseSize(LIMIT) - 1));
    const later = T0 + IDLE_LEASE_MS + SWEEP_INTERVAL_MS;
    await idle.releaseIdle(later, l.limiterFor);
    for (let i = 0; i < 50; i++) if ((await admit(busy, l, later + SPENT_RECHECK_MS))?.allowed) admitted++;
    expect(admitted).toBe(LIMIT);
  });

  it("fails open when the limiter is unreachable, asking and logging once for the requests of that second", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const book = new IpLeaseBook();
    let calls = 0;
    const unreachable = () => {
      calls++;
      throw new Error("object unreachable");
    };
    const decisions = await Promise.all(
      Array.from({ length: 20 }, () =>
        book.admit({
          bucket: "v4:192.0.2.9",
          limit: LIMIT,
          nowMs: T0,
          limiterFor: unreachable,
          requestId: "r1",
        }),
      ),
    );
    expect(decisions.every((d) => d === undefined)).toBe(true);
    expect(calls).toBe(1);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(errors.mock.calls[0]?.[0]))).toMatchObject({
      msg: "dependency_failed",
      what: "ip_limiter",
      request_id: "r1",
      error: "Error",
    });
  });
});
