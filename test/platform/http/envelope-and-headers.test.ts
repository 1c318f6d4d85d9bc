import { describe, expect, it } from "vitest";
import { get } from "../../support/fetch.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("v1 envelope", () => {
  for (const path of ["/api/v1", "/api/v1/info"]) {
    it(`${path} answers the envelope with data.type, meta versions and links.self`, async () => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
      const body = (await res.json()) as {
        data: { type: string; api_version: string; planes: unknown[]; limits: Record<string, number> };
        meta: Record<string, string>;
        links: Record<string, string>;
      };
      expect(body.data.type).toBe("api_info");
      expect(body.meta).toEqual({ api_version: "v1", schema_version: "pix-public-api-v1" });
      expect(body.links.self).toBe(path);
      expect(body.data.planes.length).toBeGreaterThan(0);
      expect(body.data.limits.max_url_length).toBe(2048);
    });
  }
});

describe("headers on every response", () => {
  const cases: [string, RequestInit, number][] = [
    ["/api/v1/info", {}, 200],
    ["/api/v1/nope", {}, 404],
    ["/api/v1/info", { method: "POST" }, 405],
    ["/api/v1/info?x=1", {}, 400],
    ["/docs/problems", {}, 200],
    ["/somewhere/else", {}, 404],
  ];
  for (const [path, init, status] of cases) {
    it(`${init.method ?? "GET"} ${path} → ${status} carries X-Request-ID, X-API-Version and nosniff`, async () => {
      const res = await get(path, init);
      expect(res.status).toBe(status);
      expect(res.headers.get("X-Request-ID")).toMatch(UUID);
      expect(res.headers.get("X-API-Version")).toBe("v1");
      expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    });
  }

  it("carries the API security headers on JSON answers, while the pages keep their own policy", async () => {
    for (const path of ["/api/v1/info", "/api/v1/nope"]) {
      const res = await get(path);
      expect(res.headers.get("Strict-Transport-Security")).toMatch(/^max-age=\d+/);
      expect(res.headers.get("X-Frame-Options")).toBe("DENY");
      expect(res.headers.get("Content-Security-Policy")).toBe("default-src 'none'; frame-ancestors 'none'");
      // Headers that only guard HTML documents are not sent with JSON.
      for (const name of [
        "Referrer-Policy",
        "X-XSS-Protection",
        "Origin-Agent-Cluster",
        "X-Download-Options",
      ]) {
        expect(res.headers.has(name), `${path} ${name}`).toBe(false);
      }
    }
    const page = await get("/docs");
    expect(page.headers.get("Content-Security-Policy")).toContain("script-src 'self' 'nonce-");
    expect(page.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(page.headers.get("Cross-Origin-Resource-Policy")).toBe("same-origin");
    expect(page.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("reuses a well-formed incoming request id", async () => {
    const res = await get("/api/v1/info", { headers: { "X-Request-ID": "client-trace_42=" } });
    expect(res.headers.get("X-Request-ID")).toBe("client-trace_42=");
  });

  it("replaces a malformed or over-long incoming request id with a fresh one", async () => {
    for (const bad of ["has space", "semi;colon", "x".repeat(129), "<script>"]) {
      const res = await get("/api/v1/nope", { headers: { "X-Request-ID": bad } });
      const id = res.headers.get("X-Request-ID");
      expect(id, bad).toMatch(UUID);
      const body = (await res.json()) as { request_id: string };
      expect(body.request_id).toBe(id);
    }
  });

  it("generates distinct ids per request", async () => {
    const [a, b] = await Promise.all([get("/api/v1/info"), get("/api/v1/info")]);
    expect(a.headers.get("X-Request-ID")).not.toBe(b.headers.get("X-Request-ID"));
  });

  it("states an explicit, short Cache-Control on reads and no-store on problems", async () => {
    expect((await get("/api/v1/info")).headers.get("Cache-Control")).toBe(
      "public, max-age=300, must-revalidate",
    );
    expect((await get("/api/v1/nope")).headers.get("Cache-Control")).toBe("no-store");
  });

  it("answers HEAD like GET without a body", async () => {
    const res = await get("/api/v1/info", { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("ETag")).toMatch(/^"[0-9a-f]+"$/);
    expect(await res.text()).toBe("");
  });

  it("answers CORS preflight on the public plane with the documented headers", async () => {
    const res = await get("/api/v1/info", {
      method: "OPTIONS",
      headers: {
        Origin: "https://terminal.example",
        "Access-Control-Request-Method": "GET",
        "Access-Control-Request-Headers": "x-api-key, if-none-match",
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe("*");
    const allowed = (res.headers.get("Access-Control-Allow-Headers") ?? "").toLowerCase();
    for (const h of ["x-api-key", "authorization", "if-none-match"]) expect(allowed).toContain(h);
  });

  it("exposes the headers browsers need to read", async () => {
    const res = await get("/api/v1/info", { headers: { Origin: "https://terminal.example" } });
    const exposed = res.headers.get("Access-Control-Expose-Headers") ?? "";
    for (const h of ["X-Request-ID", "X-API-Version", "ETag", "Retry-After", "RateLimit-Limit"]) {
      expect(exposed).toContain(h);
    }
  });

  it("redirects the bare host to the reference", async () => {
    const res = await get("/", { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/docs");
  });
});
