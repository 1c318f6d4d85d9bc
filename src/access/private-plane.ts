/**
 * pix's private planes: the operator's admin plane (`/api/admin`) and the terminal's session API
 * (`/api/terminal`). Each is its own app mounted into pix: JSON bodies of at most 8 KiB, validation and
 * body problems answered as problems, no CORS, and its operations described in a document of its own
 * (`<root>/openapi.json`), never in the public v1 one. What tells them apart is their `PrivatePlaneSpec`
 * and the middleware that comes before the body limit.
 */
import { createRoute, OpenAPIHono, type RouteConfig, type RouteHandler, z } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../env.ts";
import { CACHE_POLICIES } from "../platform/http/cache-control.ts";
import { bodyValidatorProblem, jsonBodyLimit, jsonContentType } from "../platform/http/json-body.ts";
import { problemResponses } from "../platform/http/openapi-responses.ts";
import { problem } from "../platform/http/problem.ts";
import type { ProblemSlug } from "../platform/http/problem-catalog.ts";
import { validationProblemHook } from "../platform/http/validation.ts";

/** What a private plane is, before it has an app: where it is mounted and how it is described. */
export interface PrivatePlaneSpec {
  /** Where its operations live, e.g. `/api/admin`. */
  root: string;
  /** The OpenAPI tag of every operation. */
  tag: string;
  /** Problems every operation answers before its own: the plane's refusal of a caller without credentials. */
  refusals: readonly ProblemSlug[];
}

export interface PrivatePlane {
  spec: PrivatePlaneSpec;
  app: OpenAPIHono<AppEnv>;
  /** Never mounted: it only collects the operations for the plane's own document. */
  described: OpenAPIHono<AppEnv>;
  /** Mounts an operation and lists it in the plane's own document (never in the public one). */
  operation<R extends RouteConfig>(route: R, handler: RouteHandler<R, AppEnv>): void;
}

/**
 * The plane's app: `first` (its credential check, or what it does to every answer), then the body limit
 * on every request under its root. The body validators throw for a refused media type or unparsable
 * JSON; those are the client's problems, not failures. Everything else goes on to pix's error handler.
 */
export function createPrivatePlane(spec: PrivatePlaneSpec, first: MiddlewareHandler<AppEnv>): PrivatePlane {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationProblemHook });
  for (const path of [spec.root, `${spec.root}/*`]) {
    app.use(path, first);
    app.use(path, jsonBodyLimit());
  }
  app.onError((error, c) => {
    const mapped = bodyValidatorProblem(error);
    if (mapped) return problem(c, mapped.slug, mapped.init);
    throw error;
  });
  const described = new OpenAPIHono<AppEnv>();
  return {
    spec,
    app,
    described,
    operation(route, handler) {
      const { middleware: _middleware, hide: _hide, ...definition } = route;
      described.openAPIRegistry.registerPath(definition);
      app.openapi({ ...route, hide: true }, handler);
    },
  };
}

/**
 * The problems of an operation: the plane's refusals, 413 (every request passes the body limit, a body
 * or not), the operation's own, and 503.
 */
export function planeProblems(refusals: readonly ProblemSlug[], ...slugs: ProblemSlug[]) {
  return problemResponses(...refusals, "payload-too-large", ...slugs, "service-unavailable");
}

type Method = "get" | "post" | "put" | "patch" | "delete";

type AnswerHeaders = Record<string, { description: string; schema: { type: "string" } }>;

/** The one success answer of an operation: a JSON body. */
export interface PrivateAnswer<S extends 200 | 201, B extends z.ZodType> {
  status: S;
  description: string;
  schema: B;
  headers?: AnswerHeaders;
}

/** A 200 answer. */
export const ok = <B extends z.ZodType>(description: string, schema: B, headers?: AnswerHeaders) =>
  ({ status: 200, description, schema, headers }) satisfies PrivateAnswer<200, B>;

/** A 201 answer: something was made (a key, an account, a code). */
export const created = <B extends z.ZodType>(description: string, schema: B, headers?: AnswerHeaders) =>
  ({ status: 201, description, schema, headers }) satisfies PrivateAnswer<201, B>;

/** What an operation with a JSON body (`request.body`) can answer besides its own: 400 and 415. */
const BODY_PROBLEMS: readonly ProblemSlug[] = ["invalid-parameter", "unsupported-media-type"];

export interface PrivateRouteOptions<
  M extends Method,
  P extends string,
  Q extends RouteConfig["request"],
  S extends 200 | 201,
  B extends z.ZodType,
> {
  method: M;
  path: P;
  operationId: string;
  summary: string;
  description?: string;
  /** Its parameters and JSON body (`jsonRequestBody`), if any. */
  request?: Q;
  answer: PrivateAnswer<S, B>;
  /** Problems of this operation beyond those of every operation of the plane. */
  problems?: readonly ProblemSlug[];
  /** The plane's refusals this operation can answer; the plane's by default (none for sign-in). */
  refusals?: readonly ProblemSlug[];
}

/**
 * The definition of a private operation: the plane's tag, its answer and every problem it can answer
 * (`planeProblems`). One that takes a JSON body refuses any other media type before the body is read
 * (`jsonContentType`), and can answer 400 and 415 first. Every operation of both private planes is
 * defined here.
 */
export function privateRoute<
  M extends Method,
  P extends string,
  S extends 200 | 201,
  B extends z.ZodType,
  Q extends RouteConfig["request"] = undefined,
>(spec: PrivatePlaneSpec, options: PrivateRouteOptions<M, P, Q, S, B>) {
  const { answer } = options;
  const takesBody = options.request?.body !== undefined;
  const problems = planeProblems(
    options.refusals ?? spec.refusals,
    ...(takesBody ? BODY_PROBLEMS : []),
    ...(options.problems ?? []),
  );
  const success = {
    description: answer.description,
    headers: answer.headers,
    content: { "application/json": { schema: answer.schema } },
  };
  return createRoute({
    method: options.method,
    path: options.path,
    operationId: options.operationId,
    tags: [spec.tag],
    summary: options.summary,
    description: options.description,
    middleware: takesBody ? [jsonContentType()] : undefined,
    request: options.request as Q,
    // Response keys are status codes, so the document lists them in order whatever the order here.
    responses: { ...problems, [answer.status]: success } as { [K in S]: typeof success },
  });
}

/**
 * The schema of a list answer, named `name` in the document: `{ data: { type, count, <member>: [item] } }`
 * and, after them, the members of `more` (a page's `next_cursor`).
 */
export function collectionSchema<
  T extends string,
  K extends string,
  I extends z.ZodType,
  M extends z.ZodRawShape = Record<never, never>,
>(name: string, type: T, member: K, item: I, more?: M) {
  const data = {
    type: z.literal(type),
    count: z.number().int(),
    [member]: z.array(item),
    ...more,
  } as { type: z.ZodLiteral<T>; count: z.ZodNumber } & { [P in K]: z.ZodArray<I> } & M;
  return z.object({ data: z.object(data) }).openapi(name);
}

/** A private answer: `{ data }`, never stored by any cache (and no CORS header: none is added here). */
export function privateJson<T extends object, S extends 200 | 201 = 200>(
  c: Context<AppEnv>,
  data: T,
  status?: S,
) {
  c.header("Cache-Control", CACHE_POLICIES.none);
  return c.json({ data }, status ?? (200 as S));
}

type DocumentConfig = Parameters<OpenAPIHono["getOpenAPI31Document"]>[0];
/** How a plane's caller presents its credential: a bearer token, or a cookie. */
type SecurityScheme =
  | { type: "http"; scheme: "bearer"; description: string }
  | { type: "apiKey"; in: "cookie"; name: string; description: string };

/** What a plane's own document says of it. */
export interface PlaneDocument {
  operationId: string;
  summary: string;
  /** The description of the 200 that answers the document. */
  answer: string;
  title: string;
  /** The document's description, a paragraph each. */
  description: readonly string[];
  /** What the plane's one tag covers. */
  tagDescription: string;
  /** The credential of the plane's operations, by name. */
  security: { name: string; scheme: SecurityScheme };
  /** A public document is served without that credential (so no refusal, no problem at all). */
  public: boolean;
}

const DOCUMENT_VERSION = "1.0.0-pre";

/** `GET <root>/openapi.json`: the plane's operations, generated from their definitions. */
export function registerPlaneDocument(plane: PrivatePlane, document: PlaneDocument) {
  const { spec } = plane;
  const config: DocumentConfig = {
    openapi: "3.1.0",
    info: {
      title: document.title,
      version: DOCUMENT_VERSION,
      description: document.description.join("\n\n"),
      license: { name: "Proprietary" },
    },
    security: [{ [document.security.name]: [] }],
    servers: [{ url: "/", description: "This deployment" }],
    tags: [{ name: spec.tag, description: document.tagDescription }],
  };
  const route = createRoute({
    method: "get",
    path: `${spec.root}/openapi.json`,
    operationId: document.operationId,
    tags: [spec.tag],
    summary: document.summary,
    ...(document.public ? { security: [] } : {}),
    responses: {
      200: {
        description: document.answer,
        content: { "application/json": { schema: z.object({ openapi: z.string() }).passthrough() } },
      },
      ...(document.public ? {} : planeProblems(spec.refusals)),
    },
  });
  plane.described.openAPIRegistry.registerComponent(
    "securitySchemes",
    document.security.name,
    document.security.scheme,
  );
  plane.operation(route, (c) => {
    c.header("Cache-Control", CACHE_POLICIES.none);
    return c.json(plane.described.getOpenAPI31Document(config) as { openapi: string }, 200);
  });
}
