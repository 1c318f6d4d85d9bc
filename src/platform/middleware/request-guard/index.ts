import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../../env.ts";
import { problem } from "../../http/problem.ts";

export interface RequestGuardOptions {
  /** Longest accepted path + query, in characters. */
  maxUrlLength: number;
  /** Largest accepted sum of header names and values, in bytes. */
  maxHeaderBytes: number;
}

export const REQUEST_LIMITS: RequestGuardOptions = { maxUrlLength: 2048, maxHeaderBytes: 16 * 1024 };

/**
 * Length of the path and query of an absolute request URL. The runtime hands the Worker its request
 * URL already parsed and serialised, so slicing it equals `pathname + search` of `new URL(url)`
 * without parsing it again on every request.
 */
export function requestTargetLength(url: string): number {
  const path = url.indexOf("/", url.indexOf("//") + 2);
  if (path < 0) return 0;
  const hash = url.indexOf("#", path);
  const end = hash < 0 ? url.length : hash;
  // A bare `?` is an empty search, as URL#search has it.
  const emptyQuery = url.indexOf("?", path) === end - 1 ? 1 : 0;
  return end - path - emptyQuery;
}

/**
 * Refuses requests pix will not read before any route runs: over-long URLs (414), oversized headers
 * (431), each as a problem rather than a silent 200. A malformed If-None-Match is not refused: the
 * conditional-read middleware (src/platform/http/conditional.ts) ignores it.
 */
export function requestGuard(options: RequestGuardOptions = REQUEST_LIMITS): MiddlewareHandler<AppEnv> {
  return async function requestGuard(c, next) {
    if (requestTargetLength(c.req.url) > options.maxUrlLength) {
      return problem(c, "uri-too-long", {
        detail: `The request target is longer than ${options.maxUrlLength} characters.`,
      });
    }
    let headerBytes = 0;
    c.req.raw.headers.forEach((value, name) => {
      headerBytes += name.length + value.length + 4;
    });
    if (headerBytes > options.maxHeaderBytes) {
      return problem(c, "header-fields-too-large", {
        detail: `The request headers total more than ${options.maxHeaderBytes} bytes.`,
      });
    }
    await next();
  };
}
