import type { z } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "../../env.ts";
import { ProblemError, problem } from "./problem.ts";

/** Largest JSON body an operator route accepts. */
const MAX_JSON_BODY_BYTES = 8 * 1024;

/** Refuses bodies over the limit (declared or streamed) with 413 payload-too-large. */
export function jsonBodyLimit(maxSize = MAX_JSON_BODY_BYTES) {
  return bodyLimit({
    maxSize,
    onError: (c) =>
      problem(c as Context<AppEnv>, "payload-too-large", {
        detail: `The request body is larger than ${maxSize} bytes.`,
      }),
  });
}

/**
 * The `request.body` of a route that takes a JSON body validated by `schema`. Required, so a request
 * without one is validated (and refused) rather than handed an empty object.
 */
export function jsonRequestBody<S extends z.ZodType>(schema: S, description: string) {
  return { required: true, description, content: { "application/json": { schema } } };
}

const notJson = () =>
  new ProblemError("unsupported-media-type", {
    detail: "Send the body as JSON with Content-Type: application/json.",
  });

const unparsable = () =>
  new ProblemError("invalid-parameter", {
    detail: "The request body is not valid JSON.",
    invalidParams: [{ name: "(body)", in: "body", reason: "is not valid JSON" }],
  });

const JSON_MEDIA_TYPE = /^application\/json\s*(;|$)/i;
/** A `charset` parameter of a media type, quoted or not. */
const CHARSET_PARAMETER = /;\s*charset\s*=\s*"?([^";\s]*)"?/i;

const notUtf8 = (charset: string) =>
  new ProblemError("unsupported-media-type", {
    detail: `The body is declared charset=${charset.slice(0, 40)}; send JSON encoded in UTF-8 (no charset, or charset=utf-8).`,
  });

/**
 * Whether a Content-Type header names JSON pix reads: `application/json`, with no charset or
 * charset=utf-8 (JSON is UTF-8; a body declared in another encoding would be read as something else).
 */
function jsonMediaTypeProblem(contentType: string): ProblemError | undefined {
  if (!JSON_MEDIA_TYPE.test(contentType)) return notJson();
  const charset = CHARSET_PARAMETER.exec(contentType)?.[1];
  if (charset !== undefined && charset.toLowerCase() !== "utf-8") return notUtf8(charset);
  return undefined;
}

/**
 * Route middleware of a route with a JSON body: anything but `application/json` in UTF-8 (a missing
 * type included) is 415, before the body is read.
 */
export function jsonContentType(): MiddlewareHandler<AppEnv> {
  return async function jsonContentType(c, next) {
    const refused = jsonMediaTypeProblem(c.req.header("Content-Type") ?? "");
    if (refused) throw refused;
    await next();
  };
}

/**
 * The problem for an exception the OpenAPI body validators throw instead of calling the validation
 * hook: a refused media type (415), or a body that is not JSON at all (400 naming the body).
 */
export function bodyValidatorProblem(error: unknown): ProblemError | undefined {
  if (!(error instanceof HTTPException)) return undefined;
  if (error.status === 415) return notJson();
  if (error.status === 400) return unparsable();
  return undefined;
}
