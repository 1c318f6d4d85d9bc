import { describe, expect, it } from "vitest";
import { get } from "../../support/fetch.ts";

const EXPOSED = [
  "X-Request-ID",
  "X-API-Version",
  "ETag",
  "Retry-After",
  "RateLimit-Limit",
  "RateLimit-Remaining",
  "RateLimit-Reset",
  "Deprecation",
  "Link",
  "Sunset",
];

/** The CORS headers of the public read planes, on the final answer whoever produced it. */
describe("CORS on public answers", () => {
  const cases: [string, RequestInit, number][] = [
    ["/api/v1/info", {}, 200],
    ["/api/v1/info", { method: "HEAD" }, 200],
    ["/api/v1/nope", {}, 404],
    ["/api/v1/info?x=1", {}, 400],
    ["/api/v1/info", { headers: { "X-API-Key": "pix_bad" } }, 401],
    ["/api/v1/factors/stocks/AAPL", {}, 401],
  ];
  for (const [path, init, status] of cases) {
    it(`${init.method ?? "GET"} ${path} → ${status} allows any origin and exposes pix's headers`, async () => {
      const res = await get(path, init);
      expect(res.status).toBe(status);
      expect(res.headers.get("Access-Control-Allow-Origin")).toBe("*");
      expect(res.headers.get("Access-Control-Expose-Headers")?.split(",")).toEqual(EXPOSED);
      expect(res.headers.get("Vary") ?? "").not.toContain("Origin");
    });
  }

  it("a 304 keeps only the headers its 200 lists for it, and no CORS header", async () => {
    const tag = (await get("/api/v1/info")).headers.get("ETag") ?? "";
    const res = await get("/api/v1/info", { headers: { "If-None-Match": tag } });
    expect(res.status).toBe(304);
    expect(res.headers.get("ETag")).toBe(tag);
    expect(res.headers.get("Access-Control-Allow-Origin")).toBeNull();
    expect(res.headers.get("Access-Control-Expose-Headers")).toBeNull();
  });

  it("lets a browser's MCP client preflight and POST /mcp, the read planes still GET only", async () => {
    const preflight = (path: string) =>
      get(path, {
        method: "OPTIONS",
        headers: {
          Origin: "https://app.example",
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "content-type,mcp-protocol-version,x-api-key",
        },
      });
    const mcp = await preflight("/mcp");
    expect(mcp.status).toBe(204);
    expect(mcp.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(mcp.headers.get("Access-Control-Allow-Methods")?.split(",")).toContain("POST");
    const allowed = mcp.headers.get("Access-Control-Allow-Headers")?.split(",") ?? [];
    for (const header of ["Content-Type", "Mcp-Protocol-Version", "X-API-Key"])
      expect(allowed).toContain(header);
    const read = await preflight("/api/v1/info");
    expect(read.headers.get("Access-Control-Allow-Methods")).toBe("GET,HEAD,OPTIONS");
    expect(read.headers.get("Access-Control-Allow-Headers")).not.toContain("Mcp-Protocol-Version");

    const ping = await get("/mcp", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" }),
    });
    expect(ping.status).toBe(200);
    expect(ping.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(ping.headers.get("Access-Control-Expose-Headers")?.split(",")).toEqual([
      ...EXPOSED,
      "Mcp-Session-Id",
      "Mcp-Protocol-Version",
    ]);
    const refused = await get("/mcp", {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "{}",
    });
    expect(refused.status).toBe(415);
    expect(refused.headers.get("Access-Control-Allow-Origin")).toBe("*");
  });

  it("sends no CORS header outside the public read planes", async () => {
    const res = await get("/docs/problems");
    expect(res.status).toBe(200);
    expect(res.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });
});
