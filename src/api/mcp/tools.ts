import { z } from "@hono/zod-openapi";
import type { App } from "../../platform/http/app-types.ts";
import { reason } from "../../platform/http/validation.ts";

/**
 * The v1 operations served as MCP tools, by operationId: the public reads that answer JSON. Each tool
 * is named after its operation in snake case (`getIndexSnapshot` → `get_index_snapshot`).
 */
export const TOOL_OPERATIONS = [
  "getApiInfo",
  "listIndices",
  "getIndex",
  "getIndexSnapshot",
  "getIndexDistribution",
  "listIndexDistributions",
  "getIndexHistory",
  "getIndexRound",
  "getIndexStatistics",
  "getIndexDailyCloses",
  "getIndexNews",
  "listBenchmarks",
  "getBenchmark",
  "getBenchmarkSnapshot",
  "getBenchmarkHistory",
  "getLake",
  "listLakeVenues",
  "getLakeVenue",
  "listLakeSnapshots",
  "listLakeQuotes",
  "getLakeBook",
  "listLakeTrades",
  "listLakeCandles",
  "getFactorStock",
  "getStatus",
  "getStatusIncidents",
  "getStatusSummary",
  "listEquivalencePairs",
  "getEquivalencePair",
  "listRefusedLookalikes",
  "getEquivalenceAccuracy",
  "listOutcomes",
  "getCalibration",
  "listIndexOutcomes",
] as const;

export type ToolOperation = (typeof TOOL_OPERATIONS)[number];

/** A JSON Schema object, as MCP's tool listing carries it. */
export type ObjectJsonSchema = { type: "object"; [member: string]: unknown };

/** One tool: its name, what it reads, its input's and answer's JSON Schemas and the route it calls. */
export interface McpTool {
  name: string;
  operationId: ToolOperation;
  description: string;
  inputSchema: ObjectJsonSchema;
  /** The route's 200 body (`data`, `meta`, `links`), the tool's structured content. */
  outputSchema?: ObjectJsonSchema;
  /** The route's path template (`/api/v1/indices/{id}`). */
  path: string;
  /** Names of the path parameters, in the template. */
  pathParameters: readonly string[];
  /** The route's own schema of its path parameters, which validates a tool's path arguments. */
  pathSchema?: z.ZodType;
}

/** `getIndexSnapshot` → `get_index_snapshot`. */
export function toolName(operationId: string): string {
  return operationId.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

type ZodObjectLike = { shape: Record<string, z.ZodType> };

interface RegisteredRoute {
  method: string;
  path: string;
  operationId?: string;
  summary?: string;
  description?: string;
  request?: { params?: ZodObjectLike & z.ZodType; query?: ZodObjectLike };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

function registeredRoutes(app: App): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  for (const definition of app.openAPIRegistry.definitions) {
    if (definition.type === "route") routes.push(definition.route as unknown as RegisteredRoute);
  }
  return routes;
}

/** A zod schema as a JSON Schema object without its dialect (MCP's default, 2020-12). */
function jsonSchemaOf(schema: z.ZodType, io: "input" | "output"): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as Record<
    string,
    unknown
  >;
  return rest;
}

/**
 * A tool's input schema: the route's own zod parameter schemas (path and query, the objects the route
 * registers and validates with), as one JSON Schema object.
 */
function inputSchema(route: RegisteredRoute): ObjectJsonSchema {
  const shape = { ...(route.request?.params?.shape ?? {}), ...(route.request?.query?.shape ?? {}) };
  return { ...jsonSchemaOf(z.strictObject(shape), "input"), type: "object" };
}

function isZodSchema(value: unknown): value is z.ZodType {
  return typeof value === "object" && value !== null && "_zod" in value;
}

/**
 * A tool's output schema: the zod schema the route registers for its 200 JSON body (the one the
 * OpenAPI document describes), when it is an object; undefined otherwise.
 */
function outputSchema(route: RegisteredRoute): ObjectJsonSchema | undefined {
  const schema = route.responses?.["200"]?.content?.["application/json"]?.schema;
  if (!isZodSchema(schema)) return undefined;
  const json = jsonSchemaOf(schema, "output");
  return json.type === "object" ? { ...json, type: "object" } : undefined;
}

function toTool(route: RegisteredRoute, operationId: ToolOperation): McpTool {
  const about = [route.summary, route.description].filter(Boolean).join(". ");
  const output = outputSchema(route);
  return {
    name: toolName(operationId),
    operationId,
    description: `${about} (REST: ${route.method.toUpperCase()} ${route.path}; the answer is its JSON body: \`data\`, and \`meta\` and \`links\` to judge and continue it.)`,
    inputSchema: inputSchema(route),
    ...(output ? { outputSchema: output } : {}),
    path: route.path,
    pathParameters: Object.keys(route.request?.params?.shape ?? {}),
    ...(route.request?.params ? { pathSchema: route.request.params } : {}),
  };
}

const TOOLS = new WeakMap<App, readonly McpTool[]>();

/** The tools of an assembled app, built once from its registered routes (an unmounted one is left out). */
export function mcpTools(app: App): readonly McpTool[] {
  const known = TOOLS.get(app);
  if (known) return known;
  const byOperation = new Map(registeredRoutes(app).map((r) => [r.operationId, r]));
  const tools: McpTool[] = [];
  for (const operationId of TOOL_OPERATIONS) {
    const route = byOperation.get(operationId);
    if (route && route.method.toLowerCase() === "get") tools.push(toTool(route, operationId));
  }
  TOOLS.set(app, tools);
  return tools;
}

type Argument = string | number | boolean;

function isArgument(value: unknown): value is Argument {
  return (
    typeof value === "string" ||
    (typeof value === "number" && Number.isFinite(value)) ||
    typeof value === "boolean"
  );
}

/** Why a path argument that is empty, `.` or `..` is refused: the URL would name another path. */
const NOT_A_SEGMENT = reason("must not be empty, . or .. (it must name a path segment of its own)");

/** Path argument values a URL resolves away (`/a/../b` is `/b`): never sent, whatever the route's schema. */
const DOT_SEGMENTS = new Set(["", ".", ".."]);

/** What one tool call's arguments make: the request target, or why they make none. */
export type ToolRequestTarget =
  | { target: string }
  | { refused: string }
  /** Path arguments refused by the route's schema, as the route's validation hook reads them. */
  | { invalidPath: { error: z.ZodError; data: Record<string, string | undefined> } };

/**
 * The request path and query of one tool call (`/api/v1/indices/PIXCPI/history?range=1w`), or why the
 * arguments cannot make one. Path arguments are validated by the route's own path schema, as REST
 * validates its path, and a value a URL would resolve away (`.`, `..`, empty) is refused whatever that
 * schema says, so a tool never reads another route; they are then encoded. Every other argument becomes
 * a query parameter as given, so the route itself judges it (an unknown one is refused there).
 */
export function toolRequestTarget(tool: McpTool, args: Record<string, unknown>): ToolRequestTarget {
  const values: Record<string, string | undefined> = {};
  for (const name of tool.pathParameters) {
    const value = args[name];
    if (value === undefined || value === null) values[name] = undefined;
    else if (isArgument(value)) values[name] = String(value);
    else return { refused: `The argument "${name}" must be a string or a number.` };
  }
  const checked = tool.pathSchema?.safeParse(values);
  if (checked && !checked.success) return { invalidPath: { error: checked.error, data: values } };
  const issues: z.core.$ZodIssue[] = [];
  for (const name of tool.pathParameters) {
    const value = values[name];
    if (value === undefined) {
      issues.push({
        code: "invalid_type",
        expected: "string",
        path: [name],
        message: "required",
        input: value,
      });
    } else if (DOT_SEGMENTS.has(value)) {
      issues.push({ code: "custom", path: [name], message: NOT_A_SEGMENT.error, input: value });
    }
  }
  if (issues.length > 0) return { invalidPath: { error: new z.ZodError(issues), data: values } };
  let path = tool.path;
  for (const name of tool.pathParameters) {
    path = path.replace(`{${name}}`, encodeURIComponent(values[name] as string));
  }
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(args)) {
    if (tool.pathParameters.includes(name) || value === undefined || value === null) continue;
    if (!isArgument(value))
      return { refused: `The argument "${name.slice(0, 64)}" must be a string or a number.` };
    query.append(name, String(value));
  }
  const search = query.toString();
  return { target: search ? `${path}?${search}` : path };
}
