import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { AppEnv } from "../../env.ts";
import { API_VERSION } from "../../http/versioning.ts";

export interface AccessLogLine {
  level: "info";
  msg: "request";
  request_id: string;
  method: string;
  route: string;
  status: number;
  duration_ms: number;
  key_id: string | null;
  cache: string | null;
}

export type LogSink = (line: AccessLogLine) => void;

const consoleSink: LogSink = (line) => console.log(JSON.stringify(line));

/**
 * Stamps X-Request-ID and X-API-Version on every response (errors and unknown paths included) and
 * writes one structured line per request. The line carries the route pattern, never the raw URL, so no
 * key or query value can leak into logs.
 */
export function accessLog(sink: LogSink = consoleSink): MiddlewareHandler<AppEnv> {
  return async function accessLog(c, next) {
    const started = performance.now();
    await next();
    let headers = c.res.headers;
    try {
      headers.set("X-API-Version", API_VERSION);
    } catch {
      // Responses passed through from a binding (e.g. static assets) have immutable headers.
      c.res = new Response(c.res.body, c.res);
      headers = c.res.headers;
      headers.set("X-API-Version", API_VERSION);
    }
    headers.set("X-Request-ID", c.get("requestId"));
    sink({
      level: "info",
      msg: "request",
      request_id: c.get("requestId"),
      method: c.req.method,
      route: c.get("logRoute") ?? routePath(c, -1),
      status: c.res.status,
      duration_ms: Math.round((performance.now() - started) * 100) / 100,
      key_id: c.get("keyId") ?? null,
      cache: c.get("cacheOutcome") ?? (c.res.status === 304 ? "not_modified" : null),
    });
  };
}
