import { NONCE, secureHeaders } from "hono/secure-headers";

/**
 * The documentation pages load nothing from third parties: scripts only from this origin (plus the
 * nonce'd inline bootstrap, nonce in `secureHeadersNonce`), requests only to this origin. The browser
 * test renders the reference under this policy.
 */
export function docsPageHeaders() {
  return secureHeaders({
    crossOriginResourcePolicy: "same-origin",
    // The same rule as `frame-ancestors 'none'` for browsers that only read the older header.
    xFrameOptions: "DENY",
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
    },
  });
}
