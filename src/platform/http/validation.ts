import type { Context } from "hono";
import type { z } from "zod";
import type { AppEnv } from "../../env.ts";
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

/** Sentences written for API users, registered by `reason()`; only these of a schema's messages are shown. */
const USER_REASONS = new Set<string>();

/**
 * The `error` option of a zod check, so that its failure reads as `sentence` in `invalid_params` and
 * the detail: `.regex(SLUG, reason("must be a catalog slug (a–z, 0–9, -)"))`. Say what the value must
 * look like, in the user's words.
 */
export function reason(sentence: string): { error: string } {
  USER_REASONS.add(sentence);
  return { error: sentence };
}

const FORMATS: Record<string, string> = {
  datetime: "must be an RFC 3339 date-time",
  date: "must be a date written YYYY-MM-DD",
};

const plural = (count: number | bigint, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

/**
 * Turn a zod issue into a sentence about the parameter. Zod's own messages are never shown: they
 * describe schemas, not the HTTP contract, and change between zod versions.
 */
function reasonFor(issue: z.core.$ZodIssue, repeated: boolean, missing: boolean): string {
  if (repeated) return "must be given at most once";
  if (missing && issue.code === "invalid_type") return "is required";
  if (USER_REASONS.has(issue.message)) return issue.message;
  switch (issue.code) {
    case "invalid_value":
      return `must be one of: ${issue.values.map(String).join(", ")}`;
    case "too_small":
      if (issue.origin === "string") return `must be at least ${plural(issue.minimum, "character")} long`;
      if (issue.origin === "array") return `must have at least ${plural(issue.minimum, "item")}`;
      return `must be at least ${issue.minimum}`;
    case "too_big":
      if (issue.origin === "string") return `must be at most ${plural(issue.maximum, "character")} long`;
      if (issue.origin === "array") return `must have at most ${plural(issue.maximum, "item")}`;
      return `must be at most ${issue.maximum}`;
    case "invalid_format":
      return FORMATS[issue.format] ?? "is malformed";
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

/** The value at a zod issue's path in what was validated (undefined when absent). */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== "object" || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * Every invalid parameter named in one list: an unknown key is named as itself, an absent one is
 * required, and a repeated query parameter (which arrives as an array) must be given once.
 */
function invalidParamsFromZod(error: z.ZodError, target: string, input: unknown): InvalidParam[] {
  const where = TARGETS[target] ?? "query";
  const params: InvalidParam[] = [];
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys)
        params.push({ name: key, in: where, reason: "is not accepted by this route" });
      continue;
    }
    const value = valueAt(input, issue.path);
    params.push({
      name: issue.path.map(String).join(".") || "(request)",
      in: where,
      reason: reasonFor(issue, where === "query" && Array.isArray(value), value === undefined),
    });
  }
  return params;
}

/**
 * The default hook for every OpenAPI route (parameters and JSON bodies): a validation failure becomes an
 * `invalid-parameter` problem naming each parameter or body member.
 */
export function validationProblemHook(
  // `data` is what was validated (the zod validator passes it beside the error).
  result: { success: true } | { success: false; error: z.ZodError; data?: unknown; target: string },
  c: Context<AppEnv>,
): Response | undefined {
  if (result.success) return undefined;
  const invalidParams = invalidParamsFromZod(result.error, result.target, result.data);
  const detail = invalidParams.map((p) => `${SUBJECT[p.in]} '${p.name}' ${p.reason}`).join("; ");
  return problem(c, "invalid-parameter", { detail: `${detail}.`, invalidParams });
}
