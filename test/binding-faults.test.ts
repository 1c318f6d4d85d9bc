import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { rfc3339 } from "../src/domain/clock.ts";
import type { Bindings } from "../src/env.ts";
import { runIngestionCycle } from "../src/indices/cycle/cycle.ts";
import { handOffToStream } from "../src/stream/hand-off.ts";
import { createHttpClient } from "../src/venues/http/client.ts";
import { readProblem } from "./support/fetch.ts";
import { ingestMinutes, recentMinutes } from "./support/ingest.ts";
import { call, createKey, freshIp } from "./support/keys.ts";
import { D1_HANDLES, DURABLE_OBJECT_HANDLES, type Fault, faultyBinding } from "./support/outages.ts";
import { simulatorHost } from "./support/simulator.ts";

/**
 * Every binding pix depends on — D1, R2, KV and each Durable Object (wrangler.toml) — made to fail
 * (its calls reject) or to answer nothing (they resolve to null), by calling the Worker's fetch with
 * the real binding wrapped in a Proxy (test/support/outages.ts, the pattern of
 * test/platform/http/safety.test.ts). Whatever fails: reads that need it answer 503 with Retry-After
 * (a problem, no stack, no upstream text), keys are refused rather than read as anonymous, and what is
 * served is exactly what the real bindings serve — nothing stale, nothing widened, nothing lost.
 */
const SIM = "faults-bindings";
const FAULTS: Fault[] = ["throw", "nothing"];
const DURABLE_OBJECTS = ["KEY_GUARD", "IP_LIMITER", "MARKET_STREAM", "REQUEST_METRICS"] as const;
type BindingName = "DB" | "LAKE" | "ENTITLEMENTS" | (typeof DURABLE_OBJECTS)[number];

function faulty(name: BindingName, fault: Fault): Partial<Bindings> {
  const pass =
    name === "DB" ? D1_HANDLES : name === "LAKE" || name === "ENTITLEMENTS" ? [] : DURABLE_OBJECT_HANDLES;
  return { [name]: faultyBinding(env[name], fault, { pass }) };
}

let lakeDate = "";
let lakeAt = "";
/** Reads that need D1 (catalog, ticks, rollups, rounds, distributions). */
const D1_READS = [
  "/api/v1/info",
  "/api/v1/indices",
  "/api/v1/indices/PIXCPI",
  "/api/v1/indices/PIXCPI/snapshots/latest",
  "/api/v1/indices/PIXCPI/rounds/latest",
  "/api/v1/indices/PIXCPI/distributions/latest",
  "/api/v1/indices/PIXCPI/history?range=1d",
  "/api/v1/indices/PIXCPI/statistics/latest",
  "/api/v1/indices/PIXCPI/daily-closes",
  "/api/v1/benchmarks",
  "/api/v1/benchmarks/BMGOLD/snapshots/latest",
  "/api/v1/benchmarks/BMGOLD/history?range=1d",
  "/api/v1/benchmarks/BMGOLD/history",
  "/api/markets",
  "/api/markets/PIXCPI",
  "/api/markets/PIXCPI/history",
];
/** Reads that need R2 (the lake). */
const lakeReads = () => [
  "/api/v1/lake/venues",
  "/api/v1/lake/venues/kalshi",
  `/api/v1/lake/venues/kalshi/snapshots?date=${lakeDate}`,
  `/api/v1/lake/venues/kalshi/quotes?date=${lakeDate}&at=${lakeAt}`,
];

/** A 503 problem with Retry-After that shows neither the binding's error nor a stack. */
async function expectUnavailable(res: Response, what: string) {
  expect(res.status, what).toBe(503);
  expect(res.headers.get("Retry-After"), what).toBe("30");
  expect(res.headers.get("Cache-Control"), what).toBe("no-store");
  expect(res.headers.get("ETag"), what).toBeNull();
  const text = await res.text();
  expect(text, what).not.toContain("BINDING_ERROR");
  expect(text, what).not.toContain("/var/");
  expect(text, what).not.toMatch(/at .*\.ts:\d+/);
  const problem = await readProblem(new Response(text, res));
  expect(problem.status, what).toBe(503);
}

/** The answer with a faulty binding is the answer with the real ones, byte for byte. */
async function expectAsReal(path: string, bindings: Partial<Bindings>, init: RequestInit = {}) {
  // A body may change between two reads only at a minute boundary: one retry covers it.
  for (let attempt = 0; attempt < 2; attempt++) {
    const withFault = await call(path, init, bindings);
    const real = await call(path, init);
    expect(real.status, path).toBe(200);
    const [faultText, realText] = [await withFault.text(), await real.text()];
    if (withFault.status === 200 && faultText === realText) return;
    if (attempt === 1) {
      expect(withFault.status, path).toBe(200);
      expect(faultText, path).toBe(realText);
    }
  }
}

const keyed = (key: string, ip = freshIp()) => ({ headers: { "X-API-Key": key, "CF-Connecting-IP": ip } });
const anonymous = () => ({ headers: { "CF-Connecting-IP": freshIp() } });

beforeAll(async () => {
  const reports = await ingestMinutes(SIM, recentMinutes(3));
  const tape = reports.at(-1)?.venues.find((v) => v.venue === "kalshi")?.tape_key ?? "";
  [, , lakeDate = "", lakeAt = ""] = tape.split("/");
  expect(lakeAt).toMatch(/^\d{4}$/);
});

describe.each(FAULTS)("a binding that fails (%s)", (fault) => {
  it("D1: every read that needs it answers 503", async () => {
    for (const path of D1_READS)
      await expectUnavailable(await call(path, anonymous(), faulty("DB", fault)), path);
  });

  it("R2: every lake read answers 503; reads without the lake are unchanged", async () => {
    for (const path of lakeReads())
      await expectUnavailable(await call(path, anonymous(), faulty("LAKE", fault)), path);
    await expectAsReal("/api/v1/indices/PIXCPI/snapshots/latest", faulty("LAKE", fault));
  });

  it("KV: anonymous reads and keys without a list never read it, and are unchanged", async () => {
    const open = await createKey({ scopes: ["indices:read", "markets:read"] });
    await expectAsReal("/api/v1/indices/PIXFED/snapshots/latest", faulty("ENTITLEMENTS", fault));
    await expectAsReal("/api/markets/PIXFED", faulty("ENTITLEMENTS", fault), keyed(open.key));
  });

  it("KEY_GUARD: a keyed request answers 503, never anonymous access; anonymous reads are unchanged", async () => {
    const key = await createKey({ scopes: ["indices:read", "lake:read", "markets:read"] });
    for (const path of [
      "/api/v1/indices/PIXCPI/snapshots/latest",
      "/api/v1/lake/venues",
      "/api/markets",
      "/api/v1/info",
    ]) {
      const res = await call(path, keyed(key.key), faulty("KEY_GUARD", fault));
      expect(res.headers.get("RateLimit-Limit"), path).toBeNull();
      await expectUnavailable(res, path);
    }
    await expectAsReal("/api/v1/indices/PIXCPI/snapshots/latest", faulty("KEY_GUARD", fault));
  });

  /**
   * The per-IP limit fails open by design (docs/access.md "Access control"): a limiter that cannot be reached
   * leaves public data readable. One that answers nothing ends in the app's safe 503. Either way the
   * data served is never changed.
   */
  it("IP_LIMITER: anonymous public data is served as it is, or not at all", async () => {
    for (const path of ["/api/v1/indices/PIXCPI/snapshots/latest", "/api/v1/lake/venues"]) {
      const res = await call(path, anonymous(), faulty("IP_LIMITER", fault));
      if (res.status === 503) {
        await expectUnavailable(res, path);
        continue;
      }
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toBe(await (await call(path, anonymous())).text());
    }
  });

  it("MARKET_STREAM: the stream answers 503; a cycle still stores its values", async () => {
    const upgrade = await call("/ws", { headers: { Upgrade: "websocket" } }, faulty("MARKET_STREAM", fault));
    await expectUnavailable(upgrade, "/ws");
    // A minute no other test collects.
    const minute = Date.parse("2026-11-24T07:00:00Z") + FAULTS.indexOf(fault) * 60_000;
    const sim = simulatorHost(SIM);
    await sim.pinClock(minute + 3_000);
    try {
      const bindings = sim.bind({ ...env, ...faulty("MARKET_STREAM", fault) } as Bindings);
      const report = await runIngestionCycle(bindings, {
        nowMs: minute + 1_000,
        trigger: "refresh",
        client: createHttpClient({ minIntervalMs: 0 }),
        onStored: handOffToStream(bindings),
      });
      expect(report.status).toBe("completed");
    } finally {
      await sim.pinClock(null);
    }
    const stored = await env.DB.prepare("SELECT COUNT(*) AS n FROM ticks WHERE minute = ?")
      .bind(rfc3339(minute))
      .first<{ n: number }>();
    expect(stored?.n).toBeGreaterThan(0);
  });

  it("REQUEST_METRICS: reads are unchanged", async () => {
    await expectAsReal("/api/v1/indices/PIXCPI/snapshots/latest", faulty("REQUEST_METRICS", fault));
  });
});

describe("KV: a key with an entitlement list whose list cannot be read", () => {
  const ENTITLED_PATHS = [
    "/api/v1/indices/PIXCPI/snapshots/latest",
    "/api/v1/indices/PIXFED/snapshots/latest",
    "/api/markets",
  ];
  const entitledKey = () =>
    createKey({ scopes: ["indices:read", "markets:read"], entitlements: ["us-cpi-yoy-next"] });

  it("is refused with 503 when KV fails (throw)", async () => {
    const { key } = await entitledKey();
    for (const path of ENTITLED_PATHS) {
      await expectUnavailable(await call(path, keyed(key), faulty("ENTITLEMENTS", "throw")), path);
    }
  });

  /**
   * A key whose guard says it has a list, while KV answers nothing (lost or not yet propagated): the
   * list is unknown, so the key answers 503 until the copy can be read — never "no list, read
   * everything", and never "entitled to nothing" (403 on its own instruments).
   */
  it("is refused with 503, never widened or narrowed, when KV answers nothing (nothing)", async () => {
    const { key } = await entitledKey();
    for (const path of ENTITLED_PATHS) {
      await expectUnavailable(await call(path, keyed(key), faulty("ENTITLEMENTS", "nothing")), path);
    }
  });
});

describe("nothing lost", () => {
  const METRICS = { headers: { Authorization: `Bearer ${env.INTERNAL_TOKEN}` } };
  const notFoundCount = async () => {
    const text = await (await call("/metrics", METRICS)).text();
    const line = text
      .split("\n")
      .find((l) => l.startsWith('pix_http_requests_total{route="/api/v1/indices/:id",status="404"}'));
    return Number(line?.split(" ").at(-1) ?? 0);
  };

  it("request counts whose hand-over failed go with the next one", async () => {
    const before = await notFoundCount();
    for (let i = 0; i < 3; i++) {
      const res = await call("/api/v1/indices/NOPE", anonymous(), faulty("REQUEST_METRICS", "throw"));
      expect(res.status).toBe(404);
    }
    expect(await notFoundCount()).toBe(before + 3);
  });

  // Each case collects a minute of its own, well away from the reads above.
  const CASES = [
    ["D1 fails entirely", "06:00", () => faultyBinding(env.DB, "throw", { pass: D1_HANDLES })],
    ["D1 answers nothing", "06:01", () => faultyBinding(env.DB, "nothing", { pass: D1_HANDLES })],
    [
      "only the cycle's batch fails",
      "06:02",
      () => faultyBinding(env.DB, "throw", { pass: D1_HANDLES, only: ["batch"] }),
    ],
  ] as const;
  for (const [what, hhmm, db] of CASES) {
    it(`a cycle that could not store its minute leaves it to run again (${what})`, async () => {
      const sim = simulatorHost(SIM);
      const minute = Date.parse(`2026-11-24T${hhmm}:00Z`);
      const run = (bindings: Bindings) =>
        runIngestionCycle(sim.bind(bindings), {
          nowMs: minute + 1_000,
          trigger: "refresh",
          client: createHttpClient({ minIntervalMs: 0 }),
        });
      await sim.pinClock(minute + 3_000);
      try {
        await expect(run({ ...env, DB: db() } as Bindings)).rejects.toThrow();
        const again = await run(env as Bindings);
        expect(again.status).toBe("completed");
      } finally {
        await sim.pinClock(null);
      }
      const stored = await env.DB.prepare("SELECT COUNT(*) AS n FROM ticks WHERE minute = ?")
        .bind(rfc3339(minute))
        .first<{ n: number }>();
      expect(stored?.n).toBeGreaterThan(0);
    });
  }
});
