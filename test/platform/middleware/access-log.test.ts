import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApp } from "../../../src/app.ts";
import { type AccessLogLine, accessLogJson } from "../../../src/platform/middleware/access-log/index.ts";

/** An app whose access-log lines are captured as written, and parsed. */
function appWithCapturedLog() {
  const written: string[] = [];
  const lines: AccessLogLine[] = [];
  const app = createApp({
    logSink: (json) => {
      written.push(json);
      lines.push(JSON.parse(json) as AccessLogLine);
    },
  });
  return { app, lines, written };
}

describe("accessLog", () => {
  it("writes one structured line per request with the route pattern, never the raw URL", async () => {
    const { app, lines, written } = appWithCapturedLog();
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
    expect(written[0]).not.toContain("pix_secret");
  });

  it("logs unknown paths as unmatched, without the path or its query", async () => {
    const { app, lines, written } = appWithCapturedLog();
    await app.request("/api/v1/secret-path?token=abc", {}, env);
    expect(lines[0]?.route).toBe("(unmatched)");
    expect(written[0]).not.toContain("token=abc");
  });

  it("records the 304 outcome", async () => {
    const { app, lines } = appWithCapturedLog();
    const tag = (await app.request("/api/v1/info", {}, env)).headers.get("ETag") ?? "";
    await app.request("/api/v1/info", { headers: { "If-None-Match": tag } }, env);
    expect(lines[1]).toMatchObject({ status: 304, cache: "not_modified" });
  });

  it("writes each line as the JSON text of its members, whatever characters they hold", async () => {
    const { app, lines, written } = appWithCapturedLog();
    await app.request("/api/v1/info", { headers: { "X-Request-ID": "abc-123" } }, env);
    expect(written[0]).toBe(JSON.stringify(lines[0]));
    const hostile: AccessLogLine = {
      level: "info",
      msg: "request",
      request_id: 'quote " backslash \\ newline \n tab \t nul \u0000 ünï ✓',
      method: "GET",
      route: "/api/v1/indices/{id}/snapshots/latest",
      status: 503,
      duration_ms: 0.07,
      key_id: "key_\u2028",
      cache: null,
    };
    expect(accessLogJson(hostile)).toBe(JSON.stringify(hostile));
    expect(JSON.parse(accessLogJson(hostile))).toEqual(hostile);
  });

  it("names the request by a reusable client id (1 to 128 of A–Z a–z 0–9 _ - =), else by a fresh UUID", async () => {
    const { app, lines } = appWithCapturedLog();
    const longest = `${"a".repeat(126)}-=`;
    const ids: [string, boolean][] = [
      [longest, true],
      [`${longest}x`, false],
      ["", false],
      ["dot.ted", false],
      ["ünï", false],
    ];
    for (const [id, reused] of ids) {
      const res = await app.request("/api/v1/info", { headers: { "X-Request-ID": id } }, env);
      const answered = res.headers.get("X-Request-ID") ?? "";
      expect(answered === id, id).toBe(reused);
      if (!reused) expect(answered).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(lines.at(-1)?.request_id).toBe(answered);
    }
  });
});
