import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";

/**
 * The security headers of every answer pix gives: the set the OWASP REST Security Cheat Sheet names for
 * API responses, through Hono's own middleware.
 * - `Strict-Transport-Security` and `X-Content-Type-Options: nosniff`;
 * - `X-Frame-Options: DENY` and `Content-Security-Policy: default-src 'none'; frame-ancestors 'none'`,
 *   so a JSON answer can be neither framed nor run as a page.
 *
 * The headers that only guard HTML documents (`Referrer-Policy`, `X-XSS-Protection`,
 * `X-DNS-Prefetch-Control`, `X-Download-Options`, `X-Permitted-Cross-Domain-Policies`,
 * `Origin-Agent-Cluster`, `Cross-Origin-*-Policy`) are left to the HTML pages, whose routes set their
 * own full set and policy (src/api/docs/csp.ts, src/terminal/page/csp.ts). This runs last on
 * the way out and never overwrites a header a route set, so those pages keep theirs. Every header is
 * paid for on every answer, by the Worker and the front before it, so the hot reads carry no more than
 * these.
 */
export function apiSecurityHeaders(): MiddlewareHandler {
  return secureHeaders({
    strictTransportSecurity: true,
    xContentTypeOptions: true,
    xFrameOptions: "DENY",
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    referrerPolicy: false,
    xXssProtection: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    originAgentCluster: false,
    crossOriginResourcePolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginEmbedderPolicy: false,
    removePoweredBy: false,
    overwrite: false,
  });
}
