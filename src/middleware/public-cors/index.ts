import { cors } from "hono/cors";

/**
 * CORS for the public read planes only (DESIGN "Shared HTTP decisions"); admin and internal planes
 * send no CORS headers at all.
 */
export function publicCors() {
  return cors({
    origin: "*",
    allowMethods: ["GET", "HEAD", "OPTIONS"],
    allowHeaders: ["X-API-Key", "Authorization", "If-None-Match", "X-Request-ID"],
    exposeHeaders: [
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
    ],
    maxAge: 86400,
  });
}
