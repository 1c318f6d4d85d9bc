import { describe, expect, it } from "vitest";
import { toolResultOf } from "../../../src/api/mcp/index.ts";
import { type McpTool, toolName, toolRequestTarget } from "../../../src/api/mcp/tools.ts";

const history: McpTool = {
  name: "get_index_history",
  operationId: "getIndexHistory",
  description: "",
  inputSchema: { type: "object" },
  path: "/api/v1/indices/{id}/history",
  pathParameters: ["id"],
};

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
    expect(toolRequestTarget(history, {})).toEqual({ refused: 'The argument "id" is required.' });
    expect(toolRequestTarget(history, { id: "" })).toHaveProperty("refused");
    expect(toolRequestTarget(history, { id: { a: 1 } })).toHaveProperty("refused");
    expect(toolRequestTarget(history, { id: "X", range: ["1d"] })).toHaveProperty("refused");
    expect(toolRequestTarget(history, { id: Number.NaN })).toHaveProperty("refused");
  });
});

describe("toolResultOf", () => {
  const json = (body: unknown, status: number, type = "application/json") =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": type } });

  it("answers an envelope's data, or a body without the envelope whole", async () => {
    expect(await toolResultOf(json({ data: { type: "x", n: 1 }, meta: {}, links: {} }, 200))).toEqual({
      content: [{ type: "text", text: '{"type":"x","n":1}' }],
    });
    expect(await toolResultOf(json({ schema_version: "v" }, 200))).toEqual({
      content: [{ type: "text", text: '{"schema_version":"v"}' }],
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
