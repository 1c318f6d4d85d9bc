import { env } from "cloudflare:test";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { generateApiKey } from "../../auth/keys.ts";
import type { AppEnv, Bindings } from "../../env.ts";
import { apiAccess } from "./index.ts";

function app() {
  const hono = new Hono<AppEnv>();
  hono.use("/api/v1/*", apiAccess());
  hono.use("/api/markets/*", apiAccess());
  hono.get("/api/v1/info", (c) => c.json({ keyId: c.get("keyId") ?? null }));
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
});
