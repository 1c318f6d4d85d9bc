import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { apiSecurityHeaders } from "../../../src/platform/middleware/api-security-headers/index.ts";

const API_SET = {
  "strict-transport-security": "max-age=15552000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
};

const HTML_ONLY = [
  "referrer-policy",
  "x-xss-protection",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-permitted-cross-domain-policies",
  "origin-agent-cluster",
  "cross-origin-resource-policy",
  "cross-origin-opener-policy",
  "cross-origin-embedder-policy",
];

function app() {
  const hono = new Hono();
  hono.use(apiSecurityHeaders());
  hono.get("/json", (c) => c.json({ ok: true }));
  hono.get("/page", (c) => {
    c.header("Content-Security-Policy", "default-src 'self'");
    c.header("X-Frame-Options", "SAMEORIGIN");
    c.header("Referrer-Policy", "no-referrer");
    return c.html("<p>page</p>");
  });
  return hono;
}

describe("apiSecurityHeaders", () => {
  it("puts exactly the API set on an answer, and none of the HTML-only headers", async () => {
    for (const path of ["/json", "/missing"]) {
      const res = await app().request(path);
      for (const [name, value] of Object.entries(API_SET)) expect(res.headers.get(name), name).toBe(value);
      for (const name of HTML_ONLY) expect(res.headers.has(name), name).toBe(false);
    }
  });

  it("keeps the headers a route set for its own page", async () => {
    const res = await app().request("/page");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'self'");
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
