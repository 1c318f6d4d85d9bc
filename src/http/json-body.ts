import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { z } from "zod";
import type { AppEnv } from "../env.ts";
import { ProblemError, problem } from "./problem.ts";
import { invalidParamsFromZod } from "./validation.ts";

/** Largest JSON body an operator route accepts. */
export const MAX_JSON_BODY_BYTES = 8 * 1024;

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
 * The request's JSON body validated by `schema`: a non-JSON content type is 415, unparsable JSON and
 * schema failures are 400 invalid-parameter naming each member (`in: body`).
 */
export async function readJsonBody<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.output<S>> {
  const type = c.req.header("Content-Type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new ProblemError("unsupported-media-type", {
      detail: "Send the body as JSON with Content-Type: application/json.",
    });
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ProblemError("invalid-parameter", {
      detail: "The request body is not valid JSON.",
      invalidParams: [{ name: "(body)", in: "body", reason: "is not valid JSON" }],
    });
  }
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const invalidParams = invalidParamsFromZod(result.error, "json", () => false);
  throw new ProblemError("invalid-parameter", {
    detail: `${invalidParams.map((p) => `Body member '${p.name}' ${p.reason}`).join("; ")}.`,
    invalidParams,
  });
}
