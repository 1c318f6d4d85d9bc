import type { MiddlewareHandler } from "hono";
import { cors } from "hono/cors";

const ALLOW_ORIGIN = "*";
const READ_EXPOSED = [
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

/** What a public surface allows beyond the read planes' defaults (the MCP endpoint takes POSTs). */
export interface PublicCorsOptions {
  allowMethods?: readonly string[];
  /** Request headers a preflight allows, beside the read planes'. */
  allowHeaders?: readonly string[];
  /** Response headers exposed, beside the read planes'. */
  exposeHeaders?: readonly string[];
}

const READ_ALLOWED = ["X-API-Key", "Authorization", "If-None-Match", "X-Request-ID"];

/**
 * CORS for the public surfaces only (the read planes, `/llms.txt`, `/mcp`): any origin, no credentials
 * (keys travel in headers, never cookies); admin and internal planes send no CORS headers at all.
 *
 * Preflights are Hono's CORS middleware. On every other request the two CORS headers are set on the
 * final response, after the route: Hono's middleware sets them before the route on a placeholder
 * response, which makes the context build every answer three times (placeholder, the route's, and a
 * merged copy). A 304 keeps only the headers RFC 9110 lists (src/platform/http/conditional.ts), as before.
 */
export function publicCors(options: PublicCorsOptions = {}): MiddlewareHandler {
  const exposed = [...READ_EXPOSED, ...(options.exposeHeaders ?? [])].join(",");
  const preflight = cors({
    origin: ALLOW_ORIGIN,
    allowMethods: [...(options.allowMethods ?? ["GET", "HEAD", "OPTIONS"])],
    allowHeaders: [...READ_ALLOWED, ...(options.allowHeaders ?? [])],
    exposeHeaders: exposed.split(","),
    maxAge: 86400,
  });
  return async function publicCors(c, next) {
    if (c.req.method === "OPTIONS") return preflight(c, next);
    await next();
    if (c.res.status === 304) return;
    try {
      setCorsHeaders(c.res.headers, exposed);
    } catch {
      // Responses passed through from a binding have immutable headers.
      c.res = new Response(c.res.body, c.res);
      setCorsHeaders(c.res.headers, exposed);
    }
  };
}

function setCorsHeaders(headers: Headers, exposed: string) {
  headers.set("Access-Control-Allow-Origin", ALLOW_ORIGIN);
  headers.set("Access-Control-Expose-Headers", exposed);
}
