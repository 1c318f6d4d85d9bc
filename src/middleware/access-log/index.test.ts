import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import type { AccessLogLine } from "./index.ts";

function appWithCapturedLog() {
  const lines: AccessLogLine[] = [];
  return { app: createApp({ logSink: (line) => lines.push(line) }), lines };
}

describe("accessLog", () => {
  it("writes one structured line per request with the route pattern, never the raw URL", async () => {
    const { app, lines } = appWithCapturedLog();
    const res = await app.request("/api/v1/info", { headers: { "X-API-Key": "pix_secretsecret" } }, env);
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({
      level: "info",
      msg: "request",
      method: "GET",
      route: "/api/v1/info",
      // The malformed key is refused (credential-invalid); it must not reach the log either way.
      status: 401,
      key_id: null,
      request_id: res.headers.get("X-Request-ID"),
    });
    expect(line?.duration_ms).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(line)).not.toContain("pix_secret");
  });

  it("logs unknown paths as unmatched, without the path or its query", async () => {
    const { app, lines } = appWithCapturedLog();
    await app.request("/api/v1/secret-path?token=abc", {}, env);
    expect(lines[0]?.route).toBe("(unmatched)");
    expect(JSON.stringify(lines[0])).not.toContain("token=abc");
  });

  it("records the 304 outcome", async () => {
    const { app, lines } = appWithCapturedLog();
    const tag = (await app.request("/api/v1/info", {}, env)).headers.get("ETag") ?? "";
    await app.request("/api/v1/info", { headers: { "If-None-Match": tag } }, env);
    expect(lines[1]).toMatchObject({ status: 304, cache: "not_modified" });
  });
});
