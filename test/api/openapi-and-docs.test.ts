import { describe, expect, it } from "vitest";
import { PROBLEM_SLUGS } from "../../src/platform/http/problem-catalog.ts";
import { get } from "../support/fetch.ts";

describe("OpenAPI document", () => {
  it("is OpenAPI 3.1 generated from the routes, without internal routes", async () => {
    const res = await get("/api/v1/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/v1", "/api/v1/info", "/api/v1/openapi.json"]),
    );
    expect(doc.paths["/api/v1/info"]?.get?.operationId).toBe("getApiInfo");
    // The public contract: the v1 API and the unversioned legacy surface (/api/markets and /ws).
    for (const path of Object.keys(doc.paths)) expect(path).toMatch(/^\/(api\/(v1|markets)(\/|$)|ws$)/);
  });

  it("documents the legacy /api/markets routes under the Legacy tag, stating their deprecation policy", async () => {
    const doc = (await (await get("/api/v1/openapi.json")).json()) as {
      paths: Record<string, Record<string, { operationId: string; tags?: string[] }>>;
      tags: { name: string; description: string }[];
    };
    const legacy = Object.keys(doc.paths).filter((path) => path.startsWith("/api/markets"));
    expect(legacy.sort()).toEqual(["/api/markets", "/api/markets/{symbol}", "/api/markets/{symbol}/history"]);
    for (const path of legacy) expect(doc.paths[path]?.get?.tags).toEqual(["Legacy"]);
    const tag = doc.tags.find((t) => t.name === "Legacy");
    expect(tag?.description).toContain("Deprecation");
    expect(tag?.description).toContain("RFC 9745");
    expect(tag?.description).toContain("Sunset");
  });
});

describe("documentation pages", () => {
  it("/docs renders the reference from the Worker's own bundle under a strict CSP", async () => {
    const res = await get("/docs");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('src="/docs/assets/scalar-api-reference.js"');
    expect(html).not.toMatch(/cdn\.jsdelivr|unpkg\.com|https:\/\/cdn\./);
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("connect-src 'self'");
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`nonce="${nonce}"`);
  });

  it("the HTML pages refuse framing alike in both headers a browser reads", async () => {
    for (const path of ["/docs", "/docs/problems", "/terminal"]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("Content-Security-Policy"), path).toContain("frame-ancestors 'none'");
      expect(res.headers.get("X-Frame-Options"), path).toBe("DENY");
    }
  });

  it("serves the reference bundle from static assets", async () => {
    const res = await get("/docs/assets/scalar-api-reference.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/javascript/);
    expect(res.headers.get("X-Request-ID")).toBeTruthy();
    expect((await res.text()).length).toBeGreaterThan(100_000);
  });

  it("answers a problem for a missing asset", async () => {
    const res = await get("/docs/assets/nope.js");
    expect(res.status).toBe(404);
  });

  it("/docs/ redirects permanently to /docs, keeping the query", async () => {
    const res = await get("/docs/", { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(new URL(res.headers.get("Location") ?? "", "http://pix.test").pathname).toBe("/docs");
    const withQuery = await get("/docs/?theme=dark", { redirect: "manual" });
    expect(withQuery.headers.get("Location")).toMatch(/\/docs\?theme=dark$/);
  });

  it("/docs/problems has one anchored section per slug", async () => {
    const html = await (await get("/docs/problems")).text();
    for (const slug of PROBLEM_SLUGS) expect(html).toContain(`<section id="${slug}">`);
  });
});
