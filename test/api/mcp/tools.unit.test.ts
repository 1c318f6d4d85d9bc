import { describe, expect, it } from "vitest";
import { exchangeReads, MCP_LIMITS, toolResultOf } from "../../../src/api/mcp/index.ts";
import { type McpTool, toolName, toolRequestTarget } from "../../../src/api/mcp/tools.ts";
import { TickerParam } from "../../../src/factors/routes/schema.ts";
import { instrumentIdParam } from "../../../src/platform/http/schemas.ts";

/** A tool whose path parameters no schema checks: only the rules of the URL itself apply. */
const history: McpTool = {
  name: "get_index_history",
  operationId: "getIndexHistory",
  description: "",
  inputSchema: { type: "object" },
  path: "/api/v1/indices/{id}/history",
  pathParameters: ["id"],
};

/** The same tool with the route's own path schema. */
const checkedHistory: McpTool = {
  ...history,
  pathSchema: instrumentIdParam({ names: "an index", description: "", example: "PIXCPI" }),
};

/** The factor tool: its route's path schema takes any string (the route itself judges the ticker). */
const factor: McpTool = {
  ...history,
  name: "get_factor_stock",
  operationId: "getFactorStock",
  path: "/api/v1/factors/stocks/{ticker}",
  pathParameters: ["ticker"],
  pathSchema: TickerParam,
};

/** The path parameters a refusal names, with their reasons. */
function refusedPath(target: ReturnType<typeof toolRequestTarget>): { name: string; message: string }[] {
  if (!("invalidPath" in target)) return [];
  return target.invalidPath.error.issues.map((issue) => ({
    name: issue.path.join("."),
    message: issue.message,
  }));
}

describe("toolName", () => {
  it("is the operationId in snake case", () => {
    expect(toolName("getIndexSnapshot")).toBe("get_index_snapshot");
    expect(toolName("listIndices")).toBe("list_indices");
  });
});

describe("toolRequestTarget", () => {
  it("fills and encodes the path and passes every other argument as a query parameter", () => {
    expect(toolRequestTarget(history, { id: "PIXCPI", range: "1w" })).toEqual({
      target: "/api/v1/indices/PIXCPI/history?range=1w",
    });
    expect(toolRequestTarget(history, { id: "../a b?x=1#" })).toEqual({
      target: "/api/v1/indices/..%2Fa%20b%3Fx%3D1%23/history",
    });
    expect(toolRequestTarget(history, { id: "X", limit: 5, unknown: "1" })).toEqual({
      target: "/api/v1/indices/X/history?limit=5&unknown=1",
    });
  });

  it("refuses a missing path parameter and arguments that are not strings or numbers", () => {
    expect(refusedPath(toolRequestTarget(history, {}))).toEqual([{ name: "id", message: "required" }]);
    expect(toolRequestTarget(history, { id: "" })).toHaveProperty("invalidPath");
    expect(toolRequestTarget(history, { id: { a: 1 } })).toHaveProperty("refused");
    expect(toolRequestTarget(history, { id: "X", range: ["1d"] })).toHaveProperty("refused");
    expect(toolRequestTarget(history, { id: Number.NaN })).toHaveProperty("refused");
  });

  it("validates path arguments with the route's own path schema", () => {
    expect(toolRequestTarget(checkedHistory, { id: "PIXCPI", range: "1w" })).toEqual({
      target: "/api/v1/indices/PIXCPI/history?range=1w",
    });
    for (const id of ["..", ".", "../a b?x=1#", "%2e%2e", "x".repeat(65)]) {
      const refused = refusedPath(toolRequestTarget(checkedHistory, { id }));
      expect(
        refused.map((r) => r.name),
        id,
      ).toEqual(["id"]);
      // The schema's own sentence, as REST's invalid-parameter problem gives it.
      expect(refused[0]?.message).toMatch(/must be an index symbol/);
    }
  });

  it("never sends a path argument a URL resolves away (., .., empty), whatever the route's schema", () => {
    // Filled in, `..` would make `/api/v1/factors/stocks/..` — the URL `/api/v1/factors/`.
    for (const ticker of ["..", ".", ""]) {
      expect(TickerParam.safeParse({ ticker }).success).toBe(true);
      expect(refusedPath(toolRequestTarget(factor, { ticker })), ticker).toEqual([
        { name: "ticker", message: "must not be empty, . or .. (it must name a path segment of its own)" },
      ]);
    }
    // Encoded, they stay one segment: `%2E%2E` is sent as `%252E%252E`, `a..b` as itself.
    expect(toolRequestTarget(factor, { ticker: "%2E%2E" })).toEqual({
      target: "/api/v1/factors/stocks/%252E%252E",
    });
    expect(toolRequestTarget(factor, { ticker: "A..B" })).toEqual({ target: "/api/v1/factors/stocks/A..B" });
    expect(new URL("/api/v1/factors/stocks/%252E%252E", "http://pix").pathname).toBe(
      "/api/v1/factors/stocks/%252E%252E",
    );
  });
});

describe("exchangeReads", () => {
  const call = (id: number) => ({ jsonrpc: "2.0", id, method: "tools/call", params: { name: "x" } });
  const list = (id: number) => ({ jsonrpc: "2.0", id, method: "tools/list" });
  const initialized = { jsonrpc: "2.0", method: "notifications/initialized" };

  it("counts every message but a tool call, which its route counts", () => {
    expect(exchangeReads({ message: list(1) })).toBe(1);
    expect(exchangeReads({ message: initialized })).toBe(1);
    expect(exchangeReads({ message: call(1) })).toBe(0);
    expect(exchangeReads({ message: [list(1), list(2), initialized] })).toBe(3);
    expect(exchangeReads({ message: [call(1), list(2), call(3)] })).toBe(1);
    expect(exchangeReads({ message: [call(1), call(2)] })).toBe(0);
    const sixteen = Array.from({ length: MCP_LIMITS.maxBatch }, (_, i) => list(i));
    expect(exchangeReads({ message: sixteen })).toBe(MCP_LIMITS.maxBatch);
    // A tools/call without an id is a notification, not a call: no route counts it.
    expect(exchangeReads({ message: { jsonrpc: "2.0", method: "tools/call" } })).toBe(1);
  });

  it("counts one for a body refused whole: not JSON, an empty batch, a batch over the limit", () => {
    expect(exchangeReads({ notJson: true })).toBe(1);
    expect(exchangeReads({ message: [] })).toBe(1);
    expect(exchangeReads({ message: Array.from({ length: 100 }, (_, i) => list(i)) })).toBe(1);
    expect(exchangeReads({ message: 42 })).toBe(1);
  });
});

describe("toolResultOf", () => {
  const json = (body: unknown, status: number, type = "application/json") =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": type } });

  it("answers the route's whole body, as structured content and as its JSON text", async () => {
    const paged = {
      data: { type: "x", n: 1 },
      meta: { pagination: { page: 1, total_pages: 3 } },
      links: { self: "/a?page=1", next: "/a?page=2" },
    };
    expect(await toolResultOf(json(paged, 200))).toEqual({
      content: [{ type: "text", text: JSON.stringify(paged) }],
      structuredContent: paged,
    });
    expect(await toolResultOf(json({ schema_version: "v" }, 200))).toEqual({
      content: [{ type: "text", text: '{"schema_version":"v"}' }],
      structuredContent: { schema_version: "v" },
    });
  });

  it("turns a problem into a tool error with its title, detail, status and type", async () => {
    const problem = {
      type: "/docs/problems#credential-scope",
      title: "Credential lacks scope",
      detail: "No.",
    };
    expect(await toolResultOf(json(problem, 403, "application/problem+json"))).toEqual({
      content: [
        { type: "text", text: "Credential lacks scope: No. (status 403, /docs/problems#credential-scope)" },
      ],
      isError: true,
    });
    const notJson = await toolResultOf(new Response("<html>", { status: 502 }));
    expect(notJson.isError).toBe(true);
    expect(notJson.content[0]).toEqual({ type: "text", text: "HTTP 502: pix gave no detail. (status 502)" });
  });
});
