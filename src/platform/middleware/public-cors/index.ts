import type { MiddlewareHandler } from "hono";
import { cors } from "hono/cors";

const ALLOW_ORIGIN = "*";
const EXPOSE_HEADERS = [
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
].join(",");

/**
 * CORS for the public read planes only; admin and internal planes
 * send no CORS headers at all.
 *
 * Preflights are Hono's CORS middleware. On every other request the two CORS headers are set on the
 * final response, after the route: Hono's middleware sets them before the route on a placeholder
 * response, which makes the context build every answer three times (placeholder, the route's, and a
 * merged copy). A 304 keeps only the headers RFC 9110 lists (src/platform/http/conditional.ts), as before.
 */
export function publicCors(): MiddlewareHandler {
  const preflight = cors({
    origin: ALLOW_ORIGIN,
    allowMethods: ["GET", "HEAD", "OPTIONS"],
    allowHeaders: ["X-API-Key", "Authorization", "If-None-Match", "X-Request-ID"],
    exposeHeaders: EXPOSE_HEADERS.split(","),
    maxAge: 86400,
  });
  return async function publicCors(c, next) {
    if (c.req.method === "OPTIONS") return preflight(c, next);
    await next();
    if (c.res.status === 304) return;
    try {
      setCorsHeaders(c.res.headers);
    } catch {
      // Responses passed through from a binding have immutable headers.
      c.res = new Response(c.res.body, c.res);
      setCorsHeaders(c.res.headers);
    }
  };
}

function setCorsHeaders(headers: Headers) {
  headers.set("Access-Control-Allow-Origin", ALLOW_ORIGIN);
  headers.set("Access-Control-Expose-Headers", EXPOSE_HEADERS);
}
