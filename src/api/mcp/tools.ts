import { z } from "@hono/zod-openapi";
import type { App } from "../../platform/http/app-types.ts";

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
] as const;

export type ToolOperation = (typeof TOOL_OPERATIONS)[number];

/** One tool: its name, what it reads, its input's JSON Schema and the route it calls. */
export interface McpTool {
  name: string;
  operationId: ToolOperation;
  description: string;
  inputSchema: { type: "object"; [member: string]: unknown };
  /** The route's path template (`/api/v1/indices/{id}`). */
  path: string;
  /** Names of the path parameters, in the template. */
  pathParameters: readonly string[];
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
  request?: { params?: ZodObjectLike; query?: ZodObjectLike };
}

function registeredRoutes(app: App): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  for (const definition of app.openAPIRegistry.definitions) {
    if (definition.type === "route") routes.push(definition.route as unknown as RegisteredRoute);
  }
  return routes;
}

/**
 * A tool's input schema: the route's own zod parameter schemas (path and query, the objects the route
 * registers and validates with), as one JSON Schema object.
 */
function inputSchema(route: RegisteredRoute): McpTool["inputSchema"] {
  const shape = { ...(route.request?.params?.shape ?? {}), ...(route.request?.query?.shape ?? {}) };
  const schema = z.toJSONSchema(z.strictObject(shape), { io: "input", unrepresentable: "any" });
  const { $schema: _dialect, ...rest } = schema as Record<string, unknown>;
  return { ...rest, type: "object" };
}

function toTool(route: RegisteredRoute, operationId: ToolOperation): McpTool {
  const about = [route.summary, route.description].filter(Boolean).join(". ");
  return {
    name: toolName(operationId),
    operationId,
    description: `${about} (REST: ${route.method.toUpperCase()} ${route.path}; the answer is its \`data\`.)`,
    inputSchema: inputSchema(route),
    path: route.path,
    pathParameters: Object.keys(route.request?.params?.shape ?? {}),
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

/**
 * The request path and query of one tool call (`/api/v1/indices/PIXCPI/history?range=1w`), or the
 * sentence saying why the arguments cannot make one. Path parameters are encoded; every other argument
 * becomes a query parameter as given, so the route itself judges it (an unknown one is refused there).
 */
export function toolRequestTarget(
  tool: McpTool,
  args: Record<string, unknown>,
): { target: string } | { refused: string } {
  let path = tool.path;
  for (const name of tool.pathParameters) {
    const value = args[name];
    if (!isArgument(value) || String(value) === "") return { refused: `The argument "${name}" is required.` };
    path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
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
