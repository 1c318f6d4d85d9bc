import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { AppEnv } from "../../../env.ts";
import { API_VERSION } from "../../http/versioning.ts";

/** The members of one access-log line, in the order the line writes them. */
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

/** Receives each access-log line as its JSON text (one line, no newline). */
export type LogSink = (json: string) => void;

const consoleSink: LogSink = (json) => console.log(json);

/** A JSON string literal of a value, or `null`. */
const jsonString = (value: string | null): string => (value === null ? "null" : JSON.stringify(value));

/**
 * The JSON text of an access-log line, written member by member: the line is built on every request,
 * and this costs a fraction of building an object and serialising it. Equal to
 * `JSON.stringify(line)` for every line (test/platform/middleware/access-log.test.ts checks it).
 */
export function accessLogJson(line: AccessLogLine): string {
  return `{"level":"info","msg":"request","request_id":${jsonString(line.request_id)},"method":${jsonString(line.method)},"route":${jsonString(line.route)},"status":${line.status},"duration_ms":${line.duration_ms},"key_id":${jsonString(line.key_id)},"cache":${jsonString(line.cache)}}`;
}

/** A client's X-Request-ID that pix reuses: 1 to 128 of A–Z a–z 0–9 _ - =. */
const REUSABLE_REQUEST_ID = /^[\w\-=]{1,128}$/;

/**
 * Names the request and stamps X-Request-ID and X-API-Version on every response (errors and unknown
 * paths included), then writes one structured line per request. The request id is the client's
 * X-Request-ID when it is reusable, else a fresh UUID. The line carries the route pattern, never the
 * raw URL, so no key or query value can leak into logs.
 */
export function accessLog(sink: LogSink = consoleSink): MiddlewareHandler<AppEnv> {
  return async function accessLog(c, next) {
    const started = performance.now();
    const incoming = c.req.raw.headers.get("X-Request-ID");
    const requestId =
      incoming !== null && REUSABLE_REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
    c.set("requestId", requestId);
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
    headers.set("X-Request-ID", requestId);
    const status = c.res.status;
    sink(
      accessLogJson({
        level: "info",
        msg: "request",
        request_id: requestId,
        method: c.req.method,
        route: c.get("logRoute") ?? routePath(c, -1),
        status,
        duration_ms: Math.round((performance.now() - started) * 100) / 100,
        key_id: c.get("keyId") ?? null,
        cache: c.get("cacheOutcome") ?? (status === 304 ? "not_modified" : null),
      }),
    );
  };
}
