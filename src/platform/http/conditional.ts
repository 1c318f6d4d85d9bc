/**
 * Conditional reads (RFC 9110 13.1.2): every public read carries a strong ETag and answers 304 to an
 * If-None-Match that matches it. A malformed If-None-Match is ignored — the read is answered as if the
 * header were absent — since RFC 9110 lets a recipient ignore a precondition it cannot parse, and a
 * client with a broken cache should still get its data.
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../env.ts";
import { strongEtag } from "./respond.ts";

/** One (weak or strong) entity tag: optional `W/`, then a quoted opaque tag. */
const ENTITY_TAG = /^(W\/)?("[\x21\x23-\x7e\x80-\xff]*")$/;

/** Headers a 304 keeps from the 200 it replaces (RFC 9110 15.4.5); the access log adds its own after. */
const KEPT_ON_304 = ["cache-control", "content-location", "date", "etag", "expires", "vary"];

/**
 * The opaque tags of an If-None-Match value, `"*"` for any, or null when the value is not `*` or a
 * comma-separated list of entity tags (empty list elements are allowed, as RFC 9110 5.6.1 says).
 */
export function parseEntityTags(value: string): readonly string[] | "*" | null {
  const trimmed = value.trim();
  if (trimmed === "*") return "*";
  const tags: string[] = [];
  for (const element of trimmed.split(",")) {
    const part = element.trim();
    if (part === "") continue;
    const match = ENTITY_TAG.exec(part);
    if (!match?.[2]) return null;
    tags.push(match[2]);
  }
  return tags.length > 0 ? tags : null;
}

export function isValidIfNoneMatch(value: string): boolean {
  return parseEntityTags(value) !== null;
}

/** Weak comparison (RFC 9110 8.8.3.2), as If-None-Match uses: the opaque tags are equal. */
function matches(tags: readonly string[] | "*", etag: string): boolean {
  return tags === "*" || tags.includes(etag.replace(/^W\//, ""));
}

/**
 * ETag and 304 on GET and HEAD answers that succeeded. A route that sets its own ETag (jsonRead) keeps
 * it; any other body is tagged with the SHA-1 of its bytes here.
 */
export function conditionalReads(): MiddlewareHandler<AppEnv> {
  return async function conditionalReads(c, next) {
    const header = c.req.header("If-None-Match");
    const tags = header === undefined ? null : parseEntityTags(header);
    await next();
    if (!(c.req.method === "GET" || c.req.method === "HEAD") || !c.res.ok || c.res.status === 101) return;
    let etag = c.res.headers.get("ETag");
    if (etag === null) {
      if (c.res.body === null) return;
      etag = await strongEtag(await c.res.clone().text());
      c.res.headers.set("ETag", etag);
    }
    if (tags === null || !matches(tags, etag)) return;
    const notModified = new Headers();
    for (const name of KEPT_ON_304) {
      const value = c.res.headers.get(name);
      if (value !== null) notModified.set(name, value);
    }
    await c.res.body?.cancel();
    c.res = undefined;
    c.res = new Response(null, { status: 304, headers: notModified });
  };
}
