import type { z } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "../env.ts";
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

/**
 * Route middleware of a route with a JSON body: anything but `application/json` (a missing type
 * included) is 415, before the body is read.
 */
export function jsonContentType(): MiddlewareHandler<AppEnv> {
  return async function jsonContentType(c, next) {
    if (!JSON_MEDIA_TYPE.test(c.req.header("Content-Type") ?? "")) throw notJson();
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
