/**
 * What the contract fuzzers share (fuzz.node.test.ts for the read planes, fuzz-writes.node.test.ts for
 * the admin and terminal planes): the document's shape, a seeded generator, hostile values, schema validators
 * compiled from a served document, and the rules every answer is held to.
 */
import { Ajv2020, type ValidateFunction } from "@redocly/ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { PROBLEM_CATALOG } from "../../../src/platform/http/problem-catalog.ts";

export const METHODS = ["get", "post", "put", "patch", "delete"] as const;
export type Method = (typeof METHODS)[number];

export interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  example?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}

export interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: Schema;
  example?: unknown;
}

export interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  /** The operation's own security requirements, when they differ from the document's. */
  security?: Record<string, string[]>[];
}

export interface OpenApiDocument {
  paths: Record<string, Partial<Record<Method, Operation>>>;
  components: { schemas: Record<string, Schema> };
}

/** Every operation of a document with its path and method, in the document's order. */
export function operationsOf(doc: OpenApiDocument) {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ path, method, operation }] : [];
    }),
  );
}

export { type Rng, random } from "../../support/random.ts";

/** Values no route should choke on (URL-encoded): malformed, out of range, injection-shaped, oversized. */
export const HOSTILE = [
  "",
  " ",
  "%00",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "..",
  "%ZZ",
  "'; DROP TABLE ticks;--",
  "<script>alert(1)</script>",
  "%F0%9F%98%80",
  "%C3%84%C3%96",
  "%E2%80%AE",
  "a".repeat(300),
  "null",
  "undefined",
  "NaN",
  "-1",
  "0",
  "1e309",
  "9007199254740993",
  "0x10",
  "2026-02-30",
  "2026-11-24T25:00:00Z",
  "0000-00-00",
  "9999-12-31T23:59:60Z",
  "2026-11-24T10:07:00+14:00",
  "1007",
  "2400",
  "PIXCPI%20",
  "pixcpi",
  "US-CPI-YOY-NEXT",
  "[object Object]",
  "true",
];

/** What a problem body must never contain: stack frames, source paths, storage or runtime errors. */
const INTERNALS =
  /\bat \S+ \(|\.ts:\d+|node_modules|D1_ERROR|SQLITE|TypeError|ReferenceError|workerd|miniflare/i;

/**
 * The JSON schema of each operation's success answers (`200`, `201`), compiled once against the
 * document's own components, keyed `operationId status`.
 */
export function successValidators(doc: OpenApiDocument): Map<string, ValidateFunction> {
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats(ajv);
  ajv.addSchema({ $id: "pix", components: doc.components });
  const byOperation = new Map<string, ValidateFunction>();
  for (const { operation } of operationsOf(doc)) {
    for (const status of ["200", "201"]) {
      const schema = operation.responses[status]?.content?.["application/json"]?.schema;
      if (schema === undefined) continue;
      const rebased = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"pix#/components/'));
      byOperation.set(`${operation.operationId} ${status}`, ajv.compile(rebased));
    }
  }
  return byOperation;
}

/**
 * What is wrong with one answer, empty when nothing is: its status must be one the document lists for
 * the operation; it carries `X-Request-ID` and `X-API-Version: v1`; an error is an RFC 9457 problem with
 * pix's members, a slug of its catalog, the answer's request id and no internals; a 200 or 201 JSON body
 * validates against its schema.
 */
export function answerFailures(
  where: string,
  operation: Operation,
  res: Response,
  text: string,
  validators: Map<string, ValidateFunction>,
): string[] {
  const failures: string[] = [];
  const status = res.status;
  if (!(String(status) in operation.responses)) failures.push(`${where} → undocumented ${status}`);
  if (!res.headers.get("x-request-id") || res.headers.get("x-api-version") !== "v1") {
    failures.push(`${where} → ${status} without X-Request-ID / X-API-Version`);
  }
  if (status >= 400) {
    const type = res.headers.get("content-type") ?? "";
    if (!type.startsWith("application/problem+json")) return [...failures, `${where} → ${status} as ${type}`];
    const problem = JSON.parse(text) as Record<string, unknown>;
    const slug = String(problem.type ?? "").split("#")[1] ?? "";
    const members = ["type", "title", "status", "detail", "instance", "request_id"];
    if (members.some((m) => !(m in problem))) failures.push(`${where} → problem lacks a member: ${text}`);
    if (problem.status !== status) failures.push(`${where} → problem.status ${problem.status} ≠ ${status}`);
    if (!(slug in PROBLEM_CATALOG)) failures.push(`${where} → unknown problem slug ${slug}`);
    if (problem.request_id !== res.headers.get("x-request-id")) {
      failures.push(`${where} → request_id differs from X-Request-ID`);
    }
    if (INTERNALS.test(text)) failures.push(`${where} → internals in the problem: ${text.slice(0, 300)}`);
  }
  const validate = validators.get(`${operation.operationId} ${status}`);
  if (validate && res.headers.get("content-type")?.startsWith("application/json")) {
    if (!validate(JSON.parse(text))) {
      failures.push(`${where} → ${status} body off its schema: ${JSON.stringify(validate.errors?.[0])}`);
    }
  }
  return failures;
}
