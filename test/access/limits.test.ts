import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { clientIpBucket, ipv6Prefix64 } from "../../src/access/client-ip.ts";
import { KeyLeaseBook } from "../../src/access/key-lease.ts";
import { hashApiKey } from "../../src/access/keys.ts";
import { grantFrom, type LeaseWindow, windowAt } from "../../src/access/lease-window.ts";
import { isExpired, WINDOW_MS } from "../../src/access/rate-limit.ts";
import { seedCatalog } from "../../src/catalog/seed.ts";
import { readProblem } from "../support/fetch.ts";
import { admin, call, createKey, freshIp } from "../support/keys.ts";

beforeAll(async () => {
  await seedCatalog(env.DB);
});

const slugOf = async (res: Response) => (await readProblem(res)).type.split("#")[1];

describe("per-key limit", () => {
  it("is exact under concurrency: a key limited to N gets exactly N successes out of 3N parallel requests", async () => {
    const N = 20;
    const { key } = await createKey({ rate_limit_per_minute: N });
    const responses = await Promise.all(
      Array.from({ length: 3 * N }, () => call("/api/v1/indices", { headers: { "X-API-Key": key } })),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(N);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2 * N);
    const limited = responses.find((r) => r.status === 429) as Response;
    expect(await slugOf(limited)).toBe("rate-limited");
    expect(limited.headers.get("RateLimit-Limit")).toBe(String(N));
    expect(limited.headers.get("RateLimit-Remaining")).toBe("0");
    const reset = Number(limited.headers.get("RateLimit-Reset"));
    expect(reset).toBeGreaterThan(0);
    expect(reset).toBeLessThanOrEqual(60);
    expect(limited.headers.get("Retry-After")).toBe(String(reset));
    const remaining = responses
      .filter((r) => r.status === 200)
      .map((r) => Number(r.headers.get("RateLimit-Remaining")))
      .sort((a, b) => a - b);
    expect(remaining).toEqual(Array.from({ length: N }, (_, i) => i));
  });

  it("counts each key on its own: another key and anonymous traffic are unaffected", async () => {
    const a = await createKey({ rate_limit_per_minute: 1 });
    const b = await createKey({ rate_limit_per_minute: 1 });
    expect((await call("/api/v1/info", { headers: { "X-API-Key": a.key } })).status).toBe(200);
    expect((await call("/api/v1/info", { headers: { "X-API-Key": a.key } })).status).toBe(429);
    expect((await call("/api/v1/info", { headers: { "X-API-Key": b.key } })).status).toBe(200);
    expect((await call("/api/v1/info")).status).toBe(200);
  });

  it("does not count 403 credential-scope answers", async () => {
    const { key } = await createKey({ scopes: ["lake:read"], rate_limit_per_minute: 2 });
    for (let i = 0; i < 5; i++) {
      expect((await call("/api/v1/indices", { headers: { "X-API-Key": key } })).status).toBe(403);
    }
    expect((await call("/api/v1/info", { headers: { "X-API-Key": key } })).status).toBe(200);
  });
});

describe("revocation and rotation", () => {
  it("a revoked key answers 401 from the very next request, and hammering it stays 401 (never 429, never 200)", async () => {
    const { key, id } = await createKey({ rate_limit_per_minute: 3 });
    expect((await call("/api/v1/indices", { headers: { "X-API-Key": key } })).status).toBe(200);
    expect((await admin(`/api/admin/keys/${id}/revoke`, { method: "POST" })).status).toBe(200);
    const statuses = await Promise.all(
      Array.from({ length: 30 }, () => call("/api/v1/indices", { headers: { "X-API-Key": key } })),
    );
    expect(new Set(statuses.map((r) => r.status))).toEqual(new Set([401]));
    for (let i = 0; i < 10; i++) {
      const res = await call("/api/v1/info", { headers: { Authorization: `Bearer ${key}` } });
      expect(res.status).toBe(401);
      expect((await readProblem(res)).detail).toMatch(/revoked/);
    }
  });

  it("a revoked key answers 401 from the next request even while the isolate held a lease of it", async () => {
    // A limit of 1,000 leases 50 requests at a time: after one read the isolate holds 49 more.
    const { key, id } = await createKey({ rate_limit_per_minute: 1_000 });
    const read = () => call("/api/v1/indices", { headers: { "X-API-Key": key } });
    expect((await read()).headers.get("RateLimit-Remaining")).toBe("999");
    expect((await read()).headers.get("RateLimit-Remaining")).toBe("998");
    expect((await admin(`/api/admin/keys/${id}/revoke`, { method: "POST" })).status).toBe(200);
    const res = await read();
    expect(res.status).toBe(401);
    expect((await readProblem(res)).detail).toMatch(/revoked/);
  });

  it("rotation answers a new key that works at once, and the old key fails from the next request", async () => {
    const old = await createKey({
      scopes: ["indices:read"],
      rate_limit_per_minute: 9,
      entitlements: ["us-gdp-qoq-next"],
    });
    const res = await admin(`/api/admin/keys/${old.id}/rotate`, { method: "POST" });
    expect(res.status).toBe(201);
    const rotated = (
      (await res.json()) as {
        data: { id: string; key: string; rotated_from: string; entitlements: string[] };
      }
    ).data;
    expect(rotated.key).toMatch(/^pix_[0-9A-Za-z]{40}$/);
    expect(rotated.key).not.toBe(old.key);
    expect(rotated.id).not.toBe(old.id);
    expect(rotated.rotated_from).toBe(old.id);
    expect(rotated.entitlements).toEqual(["us-gdp-qoq-next"]);
    expect((await call("/api/v1/indices/PIXGDP", { headers: { "X-API-Key": rotated.key } })).status).toBe(
      200,
    );
    expect((await call("/api/v1/indices/PIXCPI", { headers: { "X-API-Key": rotated.key } })).status).toBe(
      403,
    );
    expect((await call("/api/v1/indices/PIXGDP", { headers: { "X-API-Key": old.key } })).status).toBe(401);
    const again = await admin(`/api/admin/keys/${old.id}/rotate`, { method: "POST" });
    expect(again.status).toBe(409);
    expect(await slugOf(again)).toBe("key-inactive");
  });
});

describe("expiry", () => {
  it("is exact at the boundary: valid 1 ms before expires_at, expired at it", () => {
    expect(isExpired(null, Number.MAX_SAFE_INTEGER)).toBe(false);
    expect(isExpired(1_000, 999)).toBe(false);
    expect(isExpired(1_000, 1_000)).toBe(true);
    expect(isExpired(1_000, 1_001)).toBe(true);
  });

  it("the key's guard refuses at exactly expires_at and accepts 1 ms before", async () => {
    const expiresAt = new Date(Date.now() + 3_600_000);
    const { key } = await createKey({ expires_at: expiresAt.toISOString(), rate_limit_per_minute: 100 });
    const keyHash = await hashApiKey(key);
    const guard = env.KEY_GUARD.getByName(keyHash);
    const at = expiresAt.getTime();
    const lease = (nowMs: number) => guard.lease({ nowMs, lessee: "limits-test", returned: null });
    expect((await lease(at - 1)).outcome).toBe("leased");
    expect((await lease(at)).outcome).toBe("expired");
    expect((await lease(at + 1)).outcome).toBe("expired");
    // An isolate holding a valid lease refuses at the same instant, without asking the guard again.
    const book = new KeyLeaseBook();
    const admit = (nowMs: number) =>
      book.admit({ keyHash, scope: "indices:read", nowMs, guardFor: () => guard });
    expect((await admit(at - 100)).outcome).toBe("allowed");
    expect((await admit(at - 1)).outcome).toBe("allowed");
    expect((await admit(at)).outcome).toBe("expired");
  });

  it("an expired key answers 401 credential-invalid over HTTP", async () => {
    const { key, id } = await createKey({ expires_at: new Date(Date.now() + 1_200).toISOString() });
    expect((await call("/api/v1/indices", { headers: { "X-API-Key": key } })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const res = await call("/api/v1/indices", { headers: { "X-API-Key": key } });
    expect(res.status).toBe(401);
    expect((await readProblem(res)).detail).toMatch(/expired/);
    const record = (await (await admin(`/api/admin/keys/${id}`)).json()) as { data: { status: string } };
    expect(record.data.status).toBe("expired");
  });

  it("refuses an expiry in the past or without an offset at issuance", async () => {
    for (const expires_at of [new Date(Date.now() - 1000).toISOString(), "2099-01-01T00:00:00", "tomorrow"]) {
      const res = await admin("/api/admin/keys", {
        body: { name: "x", scopes: ["indices:read"], rate_limit_per_minute: 1, expires_at },
      });
      expect(res.status, expires_at).toBe(400);
    }
  });
});

describe("per-IP limit for anonymous v1 traffic", () => {
  const limited = { IP_RATE_LIMIT_PER_MINUTE: "3" } as const;

  it("answers 429 rate-limit-exceeded past the configured limit, with Retry-After and RateLimit-*", async () => {
    const ip = freshIp();
    const headers = { "CF-Connecting-IP": ip };
    for (let i = 0; i < 3; i++) {
      const res = await call("/api/v1/info", { headers }, limited as never);
      expect(res.status).toBe(200);
      expect(res.headers.get("RateLimit-Limit")).toBe("3");
      expect(res.headers.get("RateLimit-Remaining")).toBe(String(2 - i));
    }
    const res = await call("/api/v1/indices", { headers }, limited as never);
    expect(res.status).toBe(429);
    expect(await slugOf(res)).toBe("rate-limit-exceeded");
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(res.headers.get("RateLimit-Remaining")).toBe("0");
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe("*");
    // Another address, and a keyed request from the same address, are not affected.
    expect(
      (await call("/api/v1/info", { headers: { "CF-Connecting-IP": freshIp() } }, limited as never)).status,
    ).toBe(200);
    const { key } = await createKey();
    expect(
      (await call("/api/v1/info", { headers: { ...headers, "X-API-Key": key } }, limited as never)).status,
    ).toBe(200);
  });

  it("counts an IPv6 client per /64", async () => {
    const [a = 0, b = 0] = crypto.getRandomValues(new Uint16Array(2));
    const prefix = `2001:db8:${a.toString(16)}:${b.toString(16)}`;
    for (let i = 1; i <= 3; i++) {
      const res = await call(
        "/api/v1/info",
        { headers: { "CF-Connecting-IP": `${prefix}::${i}` } },
        limited as never,
      );
      expect(res.status).toBe(200);
    }
    const res = await call(
      "/api/v1/info",
      { headers: { "CF-Connecting-IP": `${prefix}:1:2:3:4` } },
      limited as never,
    );
    expect(res.status).toBe(429);
  });

  it("is not applied to the docs, operator planes or CORS preflight", async () => {
    const headers = { "CF-Connecting-IP": freshIp() };
    for (let i = 0; i < 5; i++) {
      expect((await call("/docs/problems", { headers }, limited as never)).status).toBe(200);
      const preflight = await call(
        "/api/v1/info",
        {
          method: "OPTIONS",
          headers: { ...headers, Origin: "https://x.test", "Access-Control-Request-Method": "GET" },
        },
        limited as never,
      );
      expect(preflight.status).toBe(204);
    }
  });

  it("buckets addresses and windows as documented", () => {
    expect(clientIpBucket(new Headers({ "CF-Connecting-IP": "203.0.113.9" }))).toBe("v4:203.0.113.9");
    expect(clientIpBucket(new Headers())).toBe("unknown");
    expect(ipv6Prefix64("2001:DB8::1")).toBe("2001:db8:0:0");
    expect(ipv6Prefix64("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2");
    expect(ipv6Prefix64("::1")).toBe("0:0:0:0");
    // IPv4 clients written as IPv6 are the IPv4 client they are, not one shared /64.
    const bucket = (ip: string) => clientIpBucket(new Headers({ "CF-Connecting-IP": ip }));
    expect(bucket("::ffff:203.0.113.9")).toBe("v4:203.0.113.9");
    expect(bucket("::FFFF:198.51.100.7")).toBe("v4:198.51.100.7");
    expect(bucket("::ffff:cb00:7109")).toBe("v4:203.0.113.9");
    expect(bucket("0:0:0:0:0:ffff:c633:6407")).toBe("v4:198.51.100.7");
    expect(bucket("::ffff:203.0.113.9")).not.toBe(bucket("::ffff:203.0.113.10"));
    expect(bucket("2001:db8::ffff:1.2.3.4")).toBe("v6:2001:db8:0:0");
    expect(bucket("::1")).toBe("v6:0:0:0:0");
    // A window opens at its first request, holds `limit` requests and lasts WINDOW_MS.
    const grant = (window: LeaseWindow, nowMs: number) =>
      grantFrom(window, { limit: 2, nowMs, want: 1, lessee: "limits-test" });
    const window = windowAt(undefined, 1_000);
    expect(grant(window, 1_000)).toEqual({ granted: 1, unleased: 1, resetAtMs: 1_000 + WINDOW_MS });
    expect(windowAt(window, 30_000)).toBe(window);
    // A request stamped before the window opened (another isolate's clock behind) counts in it.
    expect(windowAt(window, 900)).toBe(window);
    expect(grant(window, 30_000)).toMatchObject({ granted: 1, unleased: 0 });
    expect(grant(window, 30_500)).toMatchObject({ granted: 0, unleased: 0 });
    const next = windowAt(window, 1_000 + WINDOW_MS);
    expect(next).not.toBe(window);
    expect(grant(next, 1_000 + WINDOW_MS)).toMatchObject({ granted: 1, unleased: 1 });
  });
});
