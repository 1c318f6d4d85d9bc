import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PROBLEM_CATALOG } from "../../../src/platform/http/problem-catalog.ts";
import { get, readProblem } from "../../support/fetch.ts";

describe("RFC 9457 problems", () => {
  it("carries every member, with type under DOCS_URL and instance = request path", async () => {
    const res = await get("/api/v1/does-not-exist?a=1", { headers: { "X-Request-ID": "trace-1" } });
    expect(res.status).toBe(404);
    const p = await readProblem(res);
    expect(p).toEqual({
      type: `${env.DOCS_URL}/problems#route-not-found`,
      title: PROBLEM_CATALOG["route-not-found"].title,
      status: 404,
      detail: "No route exists at /api/v1/does-not-exist.",
      instance: "/api/v1/does-not-exist",
      request_id: "trace-1",
    });
  });

  it("answers 405 with Allow for a wrong method on a known route", async () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      const res = await get("/api/v1/info", { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.get("Allow")).toBe("GET, HEAD");
      const p = await readProblem(res);
      expect(p.type).toMatch(/#method-not-allowed$/);
      expect(p.detail).toContain(method);
    }
  });

  it("names an unknown query parameter", async () => {
    const res = await get("/api/v1/info?verbose=true");
    expect(res.status).toBe(400);
    const p = await readProblem(res);
    expect(p.type).toMatch(/#invalid-parameter$/);
    expect(p.invalid_params).toEqual([
      { name: "verbose", in: "query", reason: "is not accepted by this route" },
    ]);
    expect(p.detail).toBe("Query parameter 'verbose' is not accepted by this route.");
  });

  it("refuses an over-long URL with 414", async () => {
    const res = await get(`/api/v1/info?${"a".repeat(2100)}=1`);
    expect(res.status).toBe(414);
    expect((await readProblem(res)).type).toMatch(/#uri-too-long$/);
  });

  it("refuses oversized headers with 431", async () => {
    const headers: Record<string, string> = {};
    for (let i = 0; i < 20; i++) headers[`x-filler-${i}`] = "v".repeat(1000);
    const res = await get("/api/v1/info", { headers });
    expect(res.status).toBe(431);
    expect((await readProblem(res)).type).toMatch(/#header-fields-too-large$/);
  });

  it("never answers 5xx for hostile paths", async () => {
    for (const path of ["/api/v1/%", "/api/v1/..%2f..%2fetc", "/api/v1//info", "/api/v1/info/", "/%00"]) {
      const res = await get(path);
      expect(res.status, path).toBeLessThan(500);
    }
  });
});
