import { createRoute, type z } from "@hono/zod-openapi";
import {
  COMMON_READ_PROBLEMS,
  NOT_MODIFIED_RESPONSE,
  problemResponsesAt,
  READ_HEADERS,
} from "./openapi-responses.ts";
import type { ProblemSlug } from "./problem-catalog.ts";
import { NoQuerySchema } from "./schemas.ts";

export interface ReadRouteOptions<
  S extends z.ZodType,
  P extends z.ZodObject | undefined,
  Q extends z.ZodObject,
> {
  tag: string;
  /** OpenAPI path, `{name}` for path parameters. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  deprecated?: boolean;
  params?: P;
  /** Every accepted query parameter; the default accepts none (an unknown one is 400). */
  query?: Q;
  /** Schema of the 200 body. */
  schema: S;
  example?: unknown;
  /** Description of the 200 response; the summary by default. */
  responseDescription?: string;
  /** Headers of the 200 beyond the read headers every read sends (e.g. a paged route's `Link`). */
  headers?: Record<string, { description: string; schema: { type: "string" } }>;
  /** Problems of this route beyond the plane's common ones. */
  problems?: readonly ProblemSlug[];
  /** Problems every route of the plane can answer; COMMON_READ_PROBLEMS by default. */
  commonProblems?: readonly ProblemSlug[];
}

/** The path template with example values, the `instance` of its problem examples. */
function examplePath(path: string): string {
  const id = /^\/api\/v1\/(benchmarks|commodities)\//.test(path) ? "BMWTI" : "PIXCPI";
  const values: Record<string, string> = { id, symbol: "PIXCPI", venue: "kalshi", ticker: "AAPL" };
  return path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? name);
}

/**
 * The OpenAPI definition of a GET read: its parameters, the 200 with the read headers (ETag,
 * Cache-Control, rate limits), the 304 and every problem it can answer. Every read route is built here.
 */
export function readRoute<
  S extends z.ZodType,
  P extends z.ZodObject | undefined = undefined,
  Q extends z.ZodObject = typeof NoQuerySchema,
>(options: ReadRouteOptions<S, P, Q>) {
  return createRoute({
    method: "get",
    path: options.path,
    operationId: options.operationId,
    tags: [options.tag],
    summary: options.summary,
    description: options.description,
    deprecated: options.deprecated,
    request: { params: options.params as P, query: (options.query ?? NoQuerySchema) as Q },
    responses: {
      200: {
        description: options.responseDescription ?? options.summary,
        headers: { ...READ_HEADERS, ...options.headers },
        content: { "application/json": { schema: options.schema, example: options.example } },
      },
      ...NOT_MODIFIED_RESPONSE,
      ...problemResponsesAt(
        examplePath(options.path),
        ...(options.commonProblems ?? COMMON_READ_PROBLEMS),
        ...(options.problems ?? []),
      ),
    },
  });
}
