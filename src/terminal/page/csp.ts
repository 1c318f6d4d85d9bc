import { secureHeaders } from "hono/secure-headers";

/**
 * The terminal page runs only its own bundled script and stylesheet (no inline code, no nonce needed),
 * talks only to this origin (the API and the `/ws` stream) and cannot be framed. Its browser test loads
 * it under this policy and fails on any violation.
 */
export function terminalPageHeaders() {
  return secureHeaders({
    crossOriginResourcePolicy: "same-origin",
    // The same rule as `frame-ancestors 'none'` for browsers that only read the older header.
    xFrameOptions: "DENY",
    crossOriginOpenerPolicy: "same-origin",
    referrerPolicy: "no-referrer",
    contentSecurityPolicy: {
      defaultSrc: ["'none'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  });
}
