import { env } from "cloudflare:test";
import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import { apiAccess } from "../../src/access/api-access/index.ts";
import { generateApiKey, hashApiKey } from "../../src/access/keys.ts";
import type { Scope } from "../../src/access/scopes.ts";
import type { AppEnv, Bindings } from "../../src/env.ts";

function app() {
  const hono = new Hono<AppEnv>();
  hono.use("/api/v1/lake/*", apiAccess({ plane: "lake" }));
  hono.use("/api/v1/factors/*", apiAccess({ plane: "factors" }));
  hono.use("/api/v1/info", apiAccess({ plane: null }));
  hono.use("/api/markets/*", apiAccess({ plane: "markets" }));
  hono.get("/api/v1/info", (c) => c.json({ keyId: c.get("keyId") ?? null }));
  hono.get("/api/v1/lake", (c) => c.json({ keyId: c.get("keyId") ?? null }));
  hono.get("/api/markets/now", (c) => c.text("legacy"));
  return hono;
}

const failing = {
  getByName() {
    throw new Error("object unreachable");
  },
};

describe("apiAccess", () => {
  it("passes anonymous requests with the IP's RateLimit-* headers", async () => {
    const res = await app().request("/api/v1/info", { headers: { "CF-Connecting-IP": "192.0.2.77" } }, env);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ keyId: null });
    expect(res.headers.get("RateLimit-Limit")).toBe(env.IP_RATE_LIMIT_PER_MINUTE);
  });

  it("applies no per-IP limit on the legacy plane", async () => {
    const res = await app().request("/api/markets/now", {}, {
      ...env,
      IP_LIMITER: failing,
    } as unknown as Bindings);
    expect(res.status).toBe(200);
    expect(res.headers.get("RateLimit-Limit")).toBeNull();
  });

  it("fails closed for a key when its guard cannot be reached (503), open for anonymous reads", async () => {
    const bindings = { ...env, KEY_GUARD: failing, IP_LIMITER: failing } as unknown as Bindings;
    const keyed = await app().request(
      "/api/v1/info",
      { headers: { "X-API-Key": generateApiKey() } },
      bindings,
    );
    expect(keyed.status).toBe(503);
    expect(keyed.headers.get("Retry-After")).not.toBeNull();
    const anonymous = await app().request("/api/v1/info", {}, bindings);
    expect(anonymous.status).toBe(200);
  });

  it("serves anonymous reads when the per-IP limiter is unreachable, with one dependency_failed line", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const bindings = { ...env, IP_LIMITER: failing } as unknown as Bindings;
    const res = await app().request(
      "/api/v1/info",
      { headers: { "CF-Connecting-IP": "192.0.2.78" } },
      bindings,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("RateLimit-Limit")).toBeNull();
    expect(errors.mock.calls.map(([line]) => JSON.parse(String(line)))).toEqual([
      expect.objectContaining({ msg: "dependency_failed", what: "ip_limiter", error: "Error" }),
    ]);
    errors.mockRestore();
  });

  it("asks a key for the scope of the plane it is mounted with; discovery (plane null) needs none", async () => {
    const key = await provisionedKey(["indices:read"]);
    const headers = { "X-API-Key": key };
    const lake = await app().request("/api/v1/lake", { headers }, env);
    expect(lake.status).toBe(403);
    expect(((await lake.json()) as { detail: string }).detail).toBe(
      "This API key lacks the lake:read scope of the lake plane, which is open without a key: read it without one, or with a key that has lake:read.",
    );
    const info = await app().request("/api/v1/info", { headers }, env);
    expect(info.status).toBe(200);
    expect(await info.json()).toEqual({ keyId: "key_middleware_test" });
    const lakeKey = await provisionedKey(["lake:read"]);
    expect((await app().request("/api/v1/lake", { headers: { "X-API-Key": lakeKey } }, env)).status).toBe(
      200,
    );
  });

  it("answers 401 credential-required without a key on a plane closed to anonymous reads", async () => {
    const res = await app().request("/api/v1/factors/stocks/AAPL", {}, env);
    expect(res.status).toBe(401);
    expect(res.headers.get("WWW-Authenticate")).toBe('Bearer realm="pix"');
    expect(((await res.json()) as { type: string }).type).toMatch(/#credential-required$/);
  });
});

/** A key its guard knows, provisioned directly (the admin plane is not mounted here). */
async function provisionedKey(scopes: Scope[]): Promise<string> {
  const key = generateApiKey();
  await env.KEY_GUARD.getByName(await hashApiKey(key)).provision({
    id: "key_middleware_test",
    scopes,
    rateLimitPerMinute: 10,
    expiresAtMs: null,
    revokedAtMs: null,
    hasEntitlements: false,
  });
  return key;
}
