import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { generateApiKey } from "../../src/access/keys.ts";
import { seedCatalog } from "../../src/catalog/seed.ts";
import { readProblem } from "../support/fetch.ts";
import { admin, call, createKey } from "../support/keys.ts";

beforeAll(async () => {
  await seedCatalog(env.DB);
});

const slugOf = async (res: Response) => (await readProblem(res)).type.split("#")[1];

describe("presenting a key", () => {
  it("accepts a valid key in X-API-Key or Authorization: Bearer and sets RateLimit-* headers", async () => {
    const { key } = await createKey({ rate_limit_per_minute: 50 });
    const forms: Record<string, string>[] = [
      { "X-API-Key": key },
      { Authorization: `Bearer ${key}` },
      { authorization: `bearer ${key}` },
    ];
    for (const headers of forms) {
      const res = await call("/api/v1/indices", { headers });
      expect(res.status, JSON.stringify(headers)).toBe(200);
      expect(res.headers.get("RateLimit-Limit")).toBe("50");
      expect(Number(res.headers.get("RateLimit-Remaining"))).toBeLessThan(50);
      expect(Number(res.headers.get("RateLimit-Reset"))).toBeGreaterThan(0);
      expect(res.headers.get("Cache-Control")).toMatch(/^private/);
      expect(res.headers.get("Vary")).toContain("X-API-Key");
    }
  });

  it("refuses malformed keys, wrong prefixes and empty credentials with 401 credential-invalid", async () => {
    const valid = generateApiKey();
    const attempts: Record<string, string>[] = [
      { "X-API-Key": "" },
      { "X-API-Key": "   " },
      { "X-API-Key": "pix_" },
      { "X-API-Key": "pix_short" },
      { "X-API-Key": `${valid}!` },
      { "X-API-Key": `${valid}${"a".repeat(40)}` },
      { "X-API-Key": valid.replace("pix_", "pxi_") },
      { "X-API-Key": valid.replace("pix_", "PIX_") },
      { "X-API-Key": valid.slice(4) },
      { "X-API-Key": `sk_${valid.slice(4)}` },
      { Authorization: "Bearer" },
      { Authorization: "Bearer " },
      { Authorization: "Bearer    " },
      { Authorization: `Basic ${btoa(`${valid}:`)}` },
      { Authorization: valid },
      { Authorization: `Bearer ${valid} extra` },
      { Authorization: `Token ${valid}` },
    ];
    for (const headers of attempts) {
      const res = await call("/api/v1/indices", { headers });
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect(await slugOf(res)).toBe("credential-invalid");
      expect(res.headers.get("WWW-Authenticate")).toContain("Bearer");
      expect(res.headers.get("Cache-Control")).toBe("no-store");
    }
  });

  it("answers 401 for a well-formed key pix never issued, on every plane including discovery", async () => {
    const unknown = generateApiKey();
    for (const path of [
      "/api/v1",
      "/api/v1/info",
      "/api/v1/openapi.json",
      "/api/v1/indices",
      "/api/v1/lake",
    ]) {
      const res = await call(path, { headers: { "X-API-Key": unknown } });
      expect(res.status, path).toBe(401);
      expect(await slugOf(res)).toBe("credential-invalid");
    }
  });

  it("rule for both headers: the same key in both is one credential; different values are refused", async () => {
    const a = await createKey();
    const b = await createKey({ scopes: ["indices:read", "lake:read", "factors:read"] });
    const same = await call("/api/v1/indices", {
      headers: { "X-API-Key": a.key, Authorization: `Bearer ${a.key}` },
    });
    expect(same.status).toBe(200);
    for (const headers of [
      { "X-API-Key": a.key, Authorization: `Bearer ${b.key}` },
      { "X-API-Key": b.key, Authorization: `Bearer ${a.key}` },
      { "X-API-Key": a.key, Authorization: "Bearer " },
      { "X-API-Key": a.key, Authorization: `Basic ${btoa("x:y")}` },
    ]) {
      const res = await call("/api/v1/indices", { headers });
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect((await readProblem(res)).detail).toMatch(/different credentials|Bearer/);
    }
  });

  it("refuses keys in the query string with 400 credential-in-query, even without a header", async () => {
    const { key } = await createKey();
    for (const query of [
      `api_key=${key}`,
      `apikey=${key}`,
      `API_KEY=${key}`,
      `access_token=${key}`,
      `token=whatever`,
      `key=${key}`,
      `range=${key}`,
    ]) {
      const res = await call(`/api/v1/indices?${query}`);
      expect(res.status, query).toBe(400);
      expect(await slugOf(res)).toBe("credential-in-query");
      const withHeader = await call(`/api/v1/info?${query}`, { headers: { "X-API-Key": key } });
      expect(withHeader.status, query).toBe(400);
    }
  });

  it("never falls back to anonymous: the same route answers 200 without a key and 401 with a bad one", async () => {
    expect((await call("/api/v1/indices")).status).toBe(200);
    expect((await call("/api/v1/indices", { headers: { "X-API-Key": generateApiKey() } })).status).toBe(401);
  });

  it("discovery routes validate a key strictly but need no plane scope", async () => {
    const { key } = await createKey({ scopes: ["lake:read"], rate_limit_per_minute: 7 });
    for (const path of ["/api/v1", "/api/v1/info", "/api/v1/openapi.json"]) {
      const res = await call(path, { headers: { "X-API-Key": key } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("RateLimit-Limit")).toBe("7");
    }
  });

  it("keeps the key out of the access log and logs the key id instead", async () => {
    const { key, id } = await createKey();
    const logged: string[] = [];
    const original = console.log;
    console.log = (line: string) => logged.push(String(line));
    try {
      await call("/api/v1/indices", { headers: { "X-API-Key": key } });
    } finally {
      console.log = original;
    }
    const line = logged.find((l) => l.includes('"msg":"request"')) ?? "";
    expect(line).toContain(id);
    expect(line).not.toContain(key);
  });
});

describe("scopes", () => {
  it("answers 403 credential-scope on a plane the key has no scope for", async () => {
    const { key } = await createKey({ scopes: ["lake:read"] });
    const res = await call("/api/v1/indices/PIXCPI", { headers: { "X-API-Key": key } });
    expect(res.status).toBe(403);
    expect(await slugOf(res)).toBe("credential-scope");
  });

  it("ignores scope escalation attempts: extra headers, look-alike paths, the admin plane", async () => {
    const { key } = await createKey({ scopes: ["indices:read"] });
    const escalations: [string, Record<string, string>, number][] = [
      ["/api/v1/lake", { "X-API-Key": key, "X-API-Scopes": "lake:read" }, 403],
      ["/api/v1/lake/venues", { "X-API-Key": key, Scope: "lake:read" }, 403],
      ["/api/v1/factors/stocks/AAPL", { "X-API-Key": key }, 403],
      ["/api/v1/benchmarks", { "X-API-Key": key }, 403],
      ["/api/v1/commodities", { "X-API-Key": key }, 403],
      ["/api/v1/indices/../lake", { "X-API-Key": key }, 403],
      ["/api/v1/indices/%2e%2e/lake", { "X-API-Key": key }, 403],
      ["/api/v1/%6cake", { "X-API-Key": key }, 403],
      ["/api/v1/%6Cake/venues", { "X-API-Key": key }, 403],
      ["/api%2Fv1/lake", { "X-API-Key": key }, 404],
    ];
    for (const [path, headers, status] of escalations) {
      const res = await call(path, { headers });
      expect(res.status, path).toBe(status);
    }
    const adminWithKey = await call("/api/admin/keys", { headers: { Authorization: `Bearer ${key}` } });
    expect(adminWithKey.status).toBe(401);
  });

  it("rejects invented scopes at issuance", async () => {
    for (const scopes of [["admin"], ["*"], ["indices:write"], ["indices:read", "indices:read"], []]) {
      const res = await admin("/api/admin/keys", {
        body: { name: "escalate", scopes, rate_limit_per_minute: 10 },
      });
      expect(res.status, JSON.stringify(scopes)).toBe(400);
      expect(await slugOf(res)).toBe("invalid-parameter");
    }
  });
});

describe("the factor plane", () => {
  it("answers 401 credential-required without a key, 403 without factors:read, and falls through with it", async () => {
    const none = await call("/api/v1/factors/stocks/AAPL");
    expect(none.status).toBe(401);
    expect(await slugOf(none)).toBe("credential-required");
    expect(none.headers.get("WWW-Authenticate")).toContain("Bearer");
    const without = await createKey({ scopes: ["indices:read"] });
    const scoped = await call("/api/v1/factors/stocks/AAPL", { headers: { "X-API-Key": without.key } });
    expect(scoped.status).toBe(403);
    const withScope = await createKey({ scopes: ["factors:read"] });
    const res = await call("/api/v1/factors/stocks/AAPL", { headers: { "X-API-Key": withScope.key } });
    expect([200, 404, 503]).toContain(res.status);
    expect(res.status).not.toBe(401);
  });
});
