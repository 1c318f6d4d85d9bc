import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../env.ts";
import { problem } from "../../http/problem.ts";

export interface RequestGuardOptions {
  /** Longest accepted path + query, in characters. */
  maxUrlLength: number;
  /** Largest accepted sum of header names and values, in bytes. */
  maxHeaderBytes: number;
}

export const REQUEST_LIMITS: RequestGuardOptions = { maxUrlLength: 2048, maxHeaderBytes: 16 * 1024 };

/** `*`, or a comma-separated list of (weak or strong) entity tags; empty list elements are allowed. */
const ENTITY_TAG = /^(W\/)?"[\x21\x23-\x7e\x80-\xff]*"$/;

export function isValidIfNoneMatch(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed === "*") return true;
  const elements = trimmed
    .split(",")
    .map((e) => e.trim())
    .filter((e) => e.length > 0);
  return elements.length > 0 && elements.every((e) => ENTITY_TAG.test(e));
}

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
 * (431) and a malformed If-None-Match (400), each as a problem rather than a silent 200.
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
    const ifNoneMatch = c.req.header("If-None-Match");
    if (ifNoneMatch !== undefined && !isValidIfNoneMatch(ifNoneMatch)) {
      return problem(c, "invalid-header", {
        detail: "If-None-Match must be '*' or a comma-separated list of quoted entity tags.",
        invalidParams: [{ name: "If-None-Match", in: "header", reason: "is not a list of entity tags" }],
      });
    }
    await next();
  };
}
