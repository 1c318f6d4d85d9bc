import { z } from "@hono/zod-openapi";
import { PROBLEM_CONTENT_TYPE, problemBody } from "./problem.ts";
import { PROBLEM_CATALOG, type ProblemSlug } from "./problem-catalog.ts";

/** What each member of a problem means, as the public v1 document states it. */
const PROBLEM_MEMBER_DESCRIPTIONS = {
  type: "Link to this problem's section of /docs/problems; the fragment is the problem's slug. Branch on this.",
  title: "Short summary of the problem; the same for every occurrence of the type.",
  status: "The HTTP status code of the response.",
  detail: "What went wrong with this request, in words.",
  name: "Name of the offending parameter or header.",
  in: "Where the parameter was sent.",
  reason: "Why its value was refused.",
} as const;

/**
 * The RFC 9457 problem body. The public v1 document describes every member; the operator and terminal
 * documents publish it without the member descriptions they have always lacked.
 */
function problemSchema(described: boolean) {
  const about = (member: keyof typeof PROBLEM_MEMBER_DESCRIPTIONS) =>
    described ? { description: PROBLEM_MEMBER_DESCRIPTIONS[member] } : {};
  return z
    .object({
      type: z
        .string()
        .url()
        .openapi({ ...about("type"), example: "http://localhost:8787/docs/problems#index-not-found" }),
      title: z.string().openapi({ ...about("title"), example: "Index not found" }),
      status: z
        .number()
        .int()
        .openapi({ ...about("status"), example: 404 }),
      detail: z
        .string()
        .openapi({ ...about("detail"), example: "No public index has the symbol or slug 'XYZ'." }),
      instance: z.string().openapi({ description: "The request path.", example: "/api/v1/indices/XYZ" }),
      request_id: z.string().openapi({ description: "Equals the X-Request-ID response header." }),
      invalid_params: z
        .array(
          z.object({
            name: z.string().openapi(about("name")),
            in: z.enum(["query", "path", "header", "body"]).openapi(about("in")),
            reason: z.string().openapi(about("reason")),
          }),
        )
        .optional()
        .openapi({ description: "Present on invalid-parameter and invalid-header problems." }),
    })
    .openapi("Problem", {
      description: "RFC 9457 problem details. `type` links to the problem's page under /docs/problems.",
    });
}

/** The problem body of the public v1 routes, every member described. */
export const ProblemSchema = problemSchema(true);
/** The problem body of the operator and terminal routes. */
const OperatorProblemSchema = problemSchema(false);

const HEADER_DOCS = {
  "X-Request-ID": {
    description: "Request id (an incoming well-formed id is reused).",
    schema: { type: "string" },
  },
  "X-API-Version": { description: "Always v1.", schema: { type: "string" } },
} as const;

const RETRY_AFTER = { description: "Seconds to wait before retrying.", schema: { type: "integer" } } as const;

/** Rate-limit headers, on 429s and on every response counted against a limit. */
const RATE_LIMIT_HEADERS = {
  "RateLimit-Limit": {
    description:
      "Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous).",
    schema: { type: "integer" },
  },
  "RateLimit-Remaining": { description: "Requests left in the current window.", schema: { type: "integer" } },
  "RateLimit-Reset": { description: "Seconds until the window resets.", schema: { type: "integer" } },
} as const;

const RATE_LIMIT_SLUGS: ProblemSlug[] = ["rate-limited", "rate-limit-exceeded"];

/** Where the examples' problem `type` links point: the docs of a local pix. */
const EXAMPLE_DOCS_URL = "http://localhost:8787/docs";
const EXAMPLE_REQUEST_ID = "6f1c2b8e-3d4a-4f5b-9c6d-7e8f9a0b1c2d";

/** The problem pix answers with for `slug` (same builder), its catalog meaning as the detail. */
function problemExample(slug: ProblemSlug, instance: string) {
  const { title, meaning } = PROBLEM_CATALOG[slug];
  return {
    summary: title,
    value: problemBody(
      slug,
      { detail: meaning },
      { docsUrl: EXAMPLE_DOCS_URL, instance, requestId: EXAMPLE_REQUEST_ID },
    ),
  };
}

/**
 * OpenAPI responses for the given problem slugs, grouped by status, each with one example per slug as
 * answered at the request path `instance` (shared by every route).
 */
export function problemResponsesAt(instance: string, ...slugs: ProblemSlug[]) {
  return problemResponsesOf(ProblemSchema, instance, slugs);
}

function problemResponsesOf(schema: typeof ProblemSchema, instance: string, slugs: ProblemSlug[]) {
  const byStatus = new Map<number, ProblemSlug[]>();
  for (const slug of new Set(slugs)) {
    const { status } = PROBLEM_CATALOG[slug];
    byStatus.set(status, [...(byStatus.get(status) ?? []), slug]);
  }
  const responses: Record<
    number,
    {
      description: string;
      headers: Record<string, unknown>;
      content: Record<
        string,
        { schema: typeof ProblemSchema; examples: Record<string, ReturnType<typeof problemExample>> }
      >;
    }
  > = {};
  for (const [status, group] of byStatus) {
    const retryable = group.some((s) => (PROBLEM_CATALOG[s] as { retryable?: boolean }).retryable);
    responses[status] = {
      description: group.map((s) => `\`${s}\`: ${PROBLEM_CATALOG[s].meaning}`).join(" "),
      headers: {
        ...HEADER_DOCS,
        ...(retryable ? { "Retry-After": RETRY_AFTER } : {}),
        ...(group.some((s) => RATE_LIMIT_SLUGS.includes(s)) ? RATE_LIMIT_HEADERS : {}),
      },
      content: {
        [PROBLEM_CONTENT_TYPE]: {
          schema,
          examples: Object.fromEntries(group.map((slug) => [slug, problemExample(slug, instance)])),
        },
      },
    };
  }
  return responses;
}

/** Problem responses of an operator route (examples answered at the plane's root). */
export function problemResponses(...slugs: ProblemSlug[]) {
  return problemResponsesOf(OperatorProblemSchema, "/api/admin", slugs);
}

/** Problems every v1 read route can answer with, whatever its parameters. */
export const COMMON_READ_PROBLEMS: ProblemSlug[] = [
  "invalid-parameter",
  "credential-in-query",
  "credential-invalid",
  "credential-scope",
  "uri-too-long",
  "header-fields-too-large",
  "rate-limited",
  "rate-limit-exceeded",
  "service-unavailable",
];

/** Response headers every successful read carries. */
export const READ_HEADERS = {
  ...HEADER_DOCS,
  ETag: {
    description:
      "Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag).",
    schema: { type: "string" },
  },
  "Cache-Control": {
    description: "Explicit, short lifetime (`private` instead of `public` on keyed responses).",
    schema: { type: "string" },
  },
  ...RATE_LIMIT_HEADERS,
} as const;

export const NOT_MODIFIED_RESPONSE = {
  304: { description: "The If-None-Match entity tag matches: no body.", headers: READ_HEADERS },
} as const;
