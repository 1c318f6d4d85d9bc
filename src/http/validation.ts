import type { Context } from "hono";
import type { z } from "zod";
import type { AppEnv } from "../env.ts";
import { type InvalidParam, problem } from "./problem.ts";

type Target = InvalidParam["in"];

const TARGETS: Record<string, Target> = { query: "query", param: "path", header: "header", json: "body" };

/** How a detail sentence names what is wrong: JSON bodies have members, not parameters. */
const SUBJECT: Record<Target, string> = {
  query: "Query parameter",
  path: "Path parameter",
  header: "Header parameter",
  body: "Body member",
};

/**
 * Turn a zod issue into a sentence about the parameter. Zod's own messages are never shown: they
 * describe schemas, not the HTTP contract, and change between zod versions.
 */
function reasonFor(issue: z.core.$ZodIssue, repeated: boolean, missing: boolean): string {
  if (repeated) return "must be given at most once";
  if (missing && issue.code === "invalid_type") return "is required";
  switch (issue.code) {
    case "invalid_value":
      return `must be one of: ${issue.values.map(String).join(", ")}`;
    case "too_small":
      return issue.origin === "string"
        ? `must be at least ${issue.minimum} characters long`
        : `must be at least ${issue.minimum}`;
    case "too_big":
      return issue.origin === "string"
        ? `must be at most ${issue.maximum} characters long`
        : `must be at most ${issue.maximum}`;
    case "invalid_format":
      return `is not a valid ${issue.format}`;
    case "invalid_type":
      return issue.expected === "number" || issue.expected === "int"
        ? "must be a whole number"
        : "is malformed";
    case "custom":
      return issue.message;
    default:
      return "is invalid";
  }
}

/** Every invalid parameter named in one list: an unknown key is named as itself. */
function invalidParamsFromZod(
  error: z.ZodError,
  target: string,
  isRepeated: (name: string) => boolean,
  isMissing: (name: string) => boolean = () => false,
): InvalidParam[] {
  const where = TARGETS[target] ?? "query";
  const params: InvalidParam[] = [];
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys)
        params.push({ name: key, in: where, reason: "is not accepted by this route" });
      continue;
    }
    const name = issue.path.map(String).join(".") || "(request)";
    const inQuery = where === "query";
    params.push({
      name,
      in: where,
      reason: reasonFor(issue, inQuery && isRepeated(name), inQuery && isMissing(name)),
    });
  }
  return params;
}

/**
 * The default hook for every OpenAPI route (parameters and JSON bodies): a validation failure becomes an
 * `invalid-parameter` problem naming each parameter or body member.
 */
export function validationProblemHook(
  result: { success: true } | { success: false; error: z.ZodError; target: string },
  c: Context<AppEnv>,
): Response | undefined {
  if (result.success) return undefined;
  const invalidParams = invalidParamsFromZod(
    result.error,
    result.target,
    (name) => (c.req.queries(name)?.length ?? 0) > 1,
    (name) => c.req.queries(name) === undefined,
  );
  const detail = invalidParams.map((p) => `${SUBJECT[p.in]} '${p.name}' ${p.reason}`).join("; ");
  return problem(c, "invalid-parameter", { detail: `${detail}.`, invalidParams });
}
