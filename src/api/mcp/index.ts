import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import {
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
} from "@modelcontextprotocol/sdk/types.js";
import type { jsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/types.js";
import type { Context, MiddlewareHandler } from "hono";
import { apiAccess } from "../../access/api-access/index.ts";
import type { AppEnv } from "../../env.ts";
import type { App } from "../../platform/http/app-types.ts";
import { jsonBodyLimit, jsonContentType } from "../../platform/http/json-body.ts";
import { validationProblemHook } from "../../platform/http/validation.ts";
import { type McpTool, mcpTools, toolRequestTarget } from "./tools.ts";

/** Where the MCP server answers (Streamable HTTP: JSON-RPC messages in a POST body). */
export const MCP_PATH = "/mcp";

/**
 * CORS of `/mcp`, so browser-based MCP clients reach it: POST with the headers the Streamable HTTP
 * transport sends, and its session and protocol headers exposed (pix keeps no session; a client may
 * still look for them).
 */
export const MCP_CORS = {
  allowMethods: ["POST", "GET", "DELETE", "OPTIONS"],
  allowHeaders: ["Content-Type", "Accept", "Mcp-Session-Id", "Mcp-Protocol-Version", "Last-Event-ID"],
  exposeHeaders: ["Mcp-Session-Id", "Mcp-Protocol-Version"],
} as const;

/** Largest JSON-RPC body accepted, and most messages in one batch. */
export const MCP_LIMITS = { maxBodyBytes: 64 * 1024, maxBatch: 16 } as const;

/** Request headers a tool call carries over to the route it calls: the key and the client's address. */
const FORWARDED_HEADERS = ["X-API-Key", "Authorization", "CF-Connecting-IP"] as const;

const SERVER_INFO = { name: "pix", version: "1.0.0" };

const INSTRUCTIONS =
  "pix serves prediction-market indices, benchmarks, a quote lake, factor research, cross-venue equivalent markets, market outcomes and calibration, and its own service status. Each tool is one read-only pix route; its answer is the route's JSON body, as structured content and as text: `data`, `meta` (coverage, availability, pagination: how to judge the data) and `links` (`links.next` continues a paged answer: call the same tool with its query parameters). Send the pix API key in the X-API-Key header of the MCP connection where a route needs one.";

/** The server never asks the client for input, and answers what its routes answer: nothing to validate. */
const NO_SCHEMA_VALIDATION: jsonSchemaValidator = {
  getValidator: () => () => ({ valid: false, data: undefined, errorMessage: "not supported" }),
};

function textResult(text: string, isError = false): CallToolResult {
  return isError ? { content: [{ type: "text", text }], isError } : { content: [{ type: "text", text }] };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

interface ProblemLike {
  title?: unknown;
  detail?: unknown;
  status?: unknown;
  type?: unknown;
}

/**
 * A route's answer as a tool result: a 200's JSON body as it is (a v1 envelope's `data`, `meta` and
 * `links`; the factor route's and the Statuspage summary's bodies without the envelope) as the structured content, and the same JSON
 * as text; a problem as a tool error whose text has the problem's title and detail (then its status and
 * type).
 */
export async function toolResultOf(response: Response): Promise<CallToolResult> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (response.ok && isRecord(body)) {
    return { content: [{ type: "text", text: JSON.stringify(body) }], structuredContent: body };
  }
  const problem = (body && typeof body === "object" ? body : {}) as ProblemLike;
  const title = typeof problem.title === "string" ? problem.title : `HTTP ${response.status}`;
  const detail = typeof problem.detail === "string" ? problem.detail : "pix gave no detail.";
  const type = typeof problem.type === "string" ? `, ${problem.type}` : "";
  return textResult(`${title}: ${detail} (status ${response.status}${type})`, true);
}

function executionContext(c: Context<AppEnv>) {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
}

/**
 * One tool call: the route's own request through the app (same path and query, the caller's key),
 * so scopes, entitlements and limits apply as they do to REST and the call counts as a request.
 */
async function callTool(app: App, c: Context<AppEnv>, tool: McpTool, args: Record<string, unknown>) {
  const request = toolRequestTarget(tool, args);
  if ("refused" in request) return textResult(`Invalid argument: ${request.refused}`, true);
  if ("invalidPath" in request) {
    // The problem REST answers for these path parameters: the same validation hook reads the issues.
    const { error, data } = request.invalidPath;
    const refusal = validationProblemHook({ success: false, error, data, target: "param" }, c);
    return refusal ? toolResultOf(refusal) : textResult("Invalid argument.", true);
  }
  const headers = new Headers({ Accept: "application/json" });
  for (const name of FORWARDED_HEADERS) {
    const value = c.req.header(name);
    if (value !== undefined) headers.set(name, value);
  }
  const url = new URL(request.target, c.req.url);
  const response = await app.fetch(new Request(url, { headers }), c.env, executionContext(c));
  return toolResultOf(response);
}

function mcpServer(app: App, c: Context<AppEnv>): Server {
  const server = new Server(SERVER_INFO, {
    capabilities: { tools: {} },
    instructions: INSTRUCTIONS,
    jsonSchemaValidator: NO_SCHEMA_VALIDATION,
  });
  const tools = mcpTools(app);
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: tools.map(({ name, description, inputSchema, outputSchema }) => ({
      name,
      description,
      inputSchema,
      ...(outputSchema ? { outputSchema } : {}),
      annotations: { readOnlyHint: true, openWorldHint: false },
    })),
  }));
  server.setRequestHandler(CallToolRequestSchema, (request) => {
    const tool = tools.find((t) => t.name === request.params.name);
    if (!tool) {
      throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${request.params.name.slice(0, 64)}`);
    }
    return callTool(app, c, tool, request.params.arguments ?? {});
  });
  return server;
}

function jsonRpcError(c: Context<AppEnv>, code: number, message: string) {
  return c.json({ jsonrpc: "2.0", id: null, error: { code, message } }, 400);
}

/** A POST's body: the JSON-RPC message or batch it holds, or `notJson`. */
type ExchangeBody = { message: unknown } | { notJson: true };

/** Each request's body, read once by the metering and the exchange. */
const BODIES = new WeakMap<Request, ExchangeBody>();

async function exchangeBody(c: Context<AppEnv>): Promise<ExchangeBody> {
  const known = BODIES.get(c.req.raw);
  if (known) return known;
  let body: ExchangeBody;
  try {
    body = { message: JSON.parse(await c.req.text()) };
  } catch {
    body = { notJson: true };
  }
  BODIES.set(c.req.raw, body);
  return body;
}

function isToolCall(message: unknown): boolean {
  return isRecord(message) && message.method === "tools/call" && "id" in message;
}

/**
 * The reads one POST to `/mcp` counts as, beside its tool calls: every JSON-RPC message that is not a
 * tool call counts one (initialize, tools/list, ping, a notification), a tool call none here since the
 * route it calls counts it, and a POST holding neither (a body that is not JSON, an empty batch, a
 * batch over the limit, each refused whole) counts one. So every message costs one read, and a batch
 * costs what its messages sent one by one would.
 */
export function exchangeReads(body: ExchangeBody): number {
  if (!("message" in body)) return 1;
  const messages = Array.isArray(body.message) ? body.message : [body.message];
  if (messages.length > MCP_LIMITS.maxBatch) return 1;
  const toolCalls = messages.filter(isToolCall).length;
  const others = messages.length - toolCalls;
  if (others > 0) return others;
  return toolCalls > 0 ? 0 : 1;
}

/**
 * Meters an exchange before the transport runs, with the access control of the reads that need no
 * plane scope (`/api/v1/info`): a presented key must be valid and is counted against its limit, an
 * anonymous exchange against its address's; a spent budget answers the same 429 problem as a read.
 * It counts `exchangeReads`; a POST of tool calls only passes on, each call counted by its route.
 */
function mcpMetering(): MiddlewareHandler<AppEnv> {
  const access = apiAccess({
    plane: null,
    reads: (c) => exchangeReads(BODIES.get(c.req.raw) ?? { notJson: true }),
  });
  return async function mcpMetering(c, next) {
    if (exchangeReads(await exchangeBody(c)) === 0) return next();
    return access(c, next);
  };
}

/**
 * Mounts the MCP server at `/mcp`: stateless Streamable HTTP (no session; each POST carries its
 * messages and is answered with JSON), metered like the reads. GET and DELETE (server-sent streams,
 * sessions) answer 405.
 */
export function registerMcpRoute(app: App) {
  app.post(
    MCP_PATH,
    jsonBodyLimit(MCP_LIMITS.maxBodyBytes),
    jsonContentType(),
    mcpMetering(),
    async function mcpExchange(c) {
      const body = await exchangeBody(c);
      if (!("message" in body)) {
        return jsonRpcError(c, ErrorCode.ParseError, "Parse error: the body is not valid JSON.");
      }
      const { message } = body;
      if (Array.isArray(message) && message.length === 0) {
        return jsonRpcError(c, ErrorCode.InvalidRequest, "Invalid Request: an empty batch holds no message.");
      }
      if (Array.isArray(message) && message.length > MCP_LIMITS.maxBatch) {
        return jsonRpcError(
          c,
          ErrorCode.InvalidRequest,
          `A batch holds at most ${MCP_LIMITS.maxBatch} messages.`,
        );
      }
      const transport = new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      const server = mcpServer(app, c);
      await server.connect(transport);
      try {
        return await transport.handleRequest(c.req.raw, { parsedBody: message });
      } finally {
        await server.close();
      }
    },
  );
}
