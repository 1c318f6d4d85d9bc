import { z } from "@hono/zod-openapi";
import type { Bindings } from "../env.ts";
import { ENTITLEMENTS_CACHE_TTL_SECONDS } from "./entitlements.ts";
import { ipRateLimit, WINDOW_MS } from "./rate-limit.ts";
import { SCOPES } from "./scopes.ts";

/** The access rules /api/v1/info publishes beside the authentication methods (docs/access.md "Access control"). */
export const ACCESS_RULES = {
  scopes: [...SCOPES],
  both_headers:
    "X-API-Key and Authorization: Bearer may both be sent only with the same key; different values answer 401 credential-invalid.",
  query_string:
    "Credentials in the query string (api_key, token, access_token, key, … or any pix_ value) answer 400 credential-in-query.",
  discovery:
    "On /api/v1, /api/v1/info and /api/v1/openapi.json a presented key is validated strictly and counted against its limit, but needs no plane scope.",
  errors:
    "Unknown, revoked or expired key: 401 credential-invalid. Missing the plane's scope: 403 credential-scope. Entitled key outside its list: 403 benchmark-not-entitled. Over the key's limit: 429 rate-limited. Factor route without a key: 401 credential-required.",
  entitlements: `A key may carry a list of catalog slugs; it then reads only those indices and benchmarks (any spelling of the id resolves to the slug first). Lists only widen or clear, live within ${ENTITLEMENTS_CACHE_TTL_SECONDS * 2} seconds.`,
};

export const AccessRulesSchema = z.object({
  scopes: z.array(z.string()).openapi({ description: "Every scope a key can carry (one per read plane)." }),
  both_headers: z.string().openapi({ description: "What happens when both key headers are sent." }),
  query_string: z.string().openapi({ description: "How credentials in the query string are answered." }),
  discovery: z.string().openapi({ description: "How a key is treated on the discovery routes." }),
  errors: z.string().openapi({ description: "The problem answered for each kind of refused key." }),
  entitlements: z
    .string()
    .openapi({ description: "How a key limited to a list of indices and benchmarks reads." }),
});

export function accessLimits(env: Bindings) {
  return {
    anonymous_requests_per_minute_per_ip: ipRateLimit(env.IP_RATE_LIMIT_PER_MINUTE),
    rate_limit_window_seconds: WINDOW_MS / 1000,
    key_requests_per_minute: "set per key" as const,
  };
}

export const AccessLimitsSchema = z.object({
  anonymous_requests_per_minute_per_ip: z.number().int().openapi({
    description:
      "Anonymous v1 requests per client IP (IPv6: per /64) and window; over it, 429 rate-limit-exceeded. Keyed requests count against their key instead.",
  }),
  rate_limit_window_seconds: z.number().int().openapi({
    description:
      "Length of a rate-limit window; it opens at the first request. RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds) describe it on every counted response.",
  }),
  key_requests_per_minute: z.literal("set per key").openapi({
    description: "A keyed request counts against its key's own per-minute limit, set when the key is issued.",
  }),
});
