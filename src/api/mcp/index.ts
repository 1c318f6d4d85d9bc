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
import type { Context } from "hono";
import type { AppEnv } from "../../env.ts";
import type { App } from "../../platform/http/app-types.ts";
import { jsonBodyLimit, jsonContentType } from "../../platform/http/json-body.ts";
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
  "pix serves prediction-market indices, benchmarks, a quote lake and factor research. Each tool is one read-only pix route; its answer is the route's `data` as JSON. Send the pix API key in the X-API-Key header of the MCP connection where a route needs one.";

/** pix's tools take no structured output, and the server never asks the client for input: nothing to validate. */
const NO_SCHEMA_VALIDATION: jsonSchemaValidator = {
  getValidator: () => () => ({ valid: false, data: undefined, errorMessage: "not supported" }),
};

function textResult(text: string, isError = false): CallToolResult {
  return isError ? { content: [{ type: "text", text }], isError } : { content: [{ type: "text", text }] };
}

interface ProblemLike {
  title?: unknown;
  detail?: unknown;
  status?: unknown;
  type?: unknown;
}

/**
 * A route's answer as a tool result: a 200 envelope's `data` (or the whole body of a route without the
 * envelope) as JSON text, a problem as a tool error
 * whose text has the problem's title and detail (then its status and type).
 */
export async function toolResultOf(response: Response): Promise<CallToolResult> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (response.ok && body && typeof body === "object") {
    // A v1 envelope's `data`; a route without the envelope (factor research) answers its whole body.
    return textResult(JSON.stringify("data" in body ? body.data : body));
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
    tools: tools.map(({ name, description, inputSchema }) => ({
      name,
      description,
      inputSchema,
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

/**
 * Mounts the MCP server at `/mcp`: stateless Streamable HTTP (no session; each POST carries its
 * messages and is answered with JSON). GET and DELETE (server-sent streams, sessions) answer 405.
 */
export function registerMcpRoute(app: App) {
  app.post(MCP_PATH, jsonBodyLimit(MCP_LIMITS.maxBodyBytes), jsonContentType(), async (c) => {
    let message: unknown;
    try {
      message = JSON.parse(await c.req.text());
    } catch {
      return jsonRpcError(c, ErrorCode.ParseError, "Parse error: the body is not valid JSON.");
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
  });
}
