import type { Context } from "hono";
import type { AppEnv } from "../../env.ts";
import { DEFAULT_RETRY_AFTER_SECONDS, PROBLEM_CATALOG, type ProblemSlug } from "./problem-catalog.ts";

export const PROBLEM_CONTENT_TYPE = "application/problem+json";

/** One invalid parameter, as listed in a problem's `invalid_params` member. */
export interface InvalidParam {
  name: string;
  in: "query" | "path" | "header" | "body";
  reason: string;
}

export interface ProblemInit {
  detail: string;
  /** Extra response headers (e.g. Allow, RateLimit-*). */
  headers?: Record<string, string>;
  /** Override the catalog's default Retry-After for retryable problems. */
  retryAfterSeconds?: number;
  invalidParams?: InvalidParam[];
}

/** Thrown anywhere below a route; the app's error handler turns it into the problem response. */
export class ProblemError extends Error {
  override readonly name = "ProblemError";
  readonly slug: ProblemSlug;
  readonly init: ProblemInit;
  constructor(slug: ProblemSlug, init: ProblemInit) {
    super(`${slug}: ${init.detail}`);
    this.slug = slug;
    this.init = init;
  }
}

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance: string;
  request_id: string;
  invalid_params?: InvalidParam[];
}

/** `{DOCS_URL}/problems#<slug>`: the problem's page on the deployment's own docs. */
export function problemTypeUri(docsUrl: string, slug: ProblemSlug): string {
  return `${docsUrl.replace(/\/+$/, "")}/problems#${slug}`;
}

export function problemBody(
  slug: ProblemSlug,
  init: ProblemInit,
  ctx: { docsUrl: string; instance: string; requestId: string },
): ProblemBody {
  const entry = PROBLEM_CATALOG[slug];
  return {
    type: problemTypeUri(ctx.docsUrl, slug),
    title: entry.title,
    status: entry.status,
    detail: init.detail,
    instance: ctx.instance,
    request_id: ctx.requestId,
    ...(init.invalidParams?.length ? { invalid_params: init.invalidParams } : {}),
  };
}

/** Build the RFC 9457 response for a slug in the context of the current request. */
export function problem(c: Context<AppEnv>, slug: ProblemSlug, init: ProblemInit): Response {
  const entry: { status: number; retryable?: boolean } = PROBLEM_CATALOG[slug];
  const body = problemBody(slug, init, {
    docsUrl: c.env.DOCS_URL,
    instance: new URL(c.req.url).pathname,
    requestId: c.get("requestId"),
  });
  const headers = new Headers({
    "Content-Type": PROBLEM_CONTENT_TYPE,
    // Problems describe one request at one moment: never cache them.
    "Cache-Control": "no-store",
    ...init.headers,
  });
  if (entry.retryable || init.retryAfterSeconds !== undefined) {
    headers.set("Retry-After", String(init.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS));
  }
  return new Response(JSON.stringify(body), { status: entry.status, headers });
}
