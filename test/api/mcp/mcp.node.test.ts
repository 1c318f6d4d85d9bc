/**
 * The MCP server at /mcp with the MCP library's own client, against a local pix seeded by one ingestion
 * cycle on the simulator: every tool's answer is its REST route's JSON body for the same input (`data`,
 * `meta`, `links`, as structured content the tool's output schema validates, and as text), a paged
 * answer continues through the tool, keys, scopes and limits apply as they do to REST, and hostile input
 * is a tool error or a JSON-RPC error, never a 5xx.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalPix } from "../../../scripts/lib/local-pix.ts";
import { MCP_LIMITS } from "../../../src/api/mcp/index.ts";
import { TOOL_OPERATIONS, toolName } from "../../../src/api/mcp/tools.ts";
import {
  ALL_READ_SCOPES,
  okJson,
  type SeededPix,
  startSeededPix,
  tapedSnapshot,
} from "../../support/node/seeded-pix.ts";

let seeded: SeededPix;
let pix: LocalPix;
let fullKey: string;
let benchmarksOnlyKey: string;
let lake: { venue: string; date: string; at: string };
/** A market of the taped snapshot (the candles and book tools read one market). */
let lakeMarket: string;
let indexId: string;
let benchmarkId: string;
/** A judged pair's id, or an id no pair has when the seed judged none (the pair tool then answers 404). */
let pairId: string;

async function connect(key?: string): Promise<Client> {
  const client = new Client({ name: "pix-mcp-test", version: "1.0.0" });
  const headers: Record<string, string> = key ? { "X-API-Key": key } : {};
  await client.connect(
    new StreamableHTTPClientTransport(new URL("/mcp", pix.url), { requestInit: { headers } }),
  );
  return client;
}

/** A factor answer without the members that name the second it was built (`as_of`, `age_seconds`). */
function withoutRequestClock(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutRequestClock);
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([name]) => name !== "as_of" && name !== "age_seconds")
      .map(([name, member]) => [name, withoutRequestClock(member)]),
  );
}

/** A tool result's structured content (the route's body). */
function structuredOf(result: unknown): Record<string, unknown> {
  return (result as { structuredContent: Record<string, unknown> }).structuredContent;
}

/** A POST of one JSON-RPC body to /mcp, as the transport wants it (both media types accepted). */
function post(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${pix.url}/mcp`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json, text/event-stream",
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

function textOf(result: unknown): string {
  const content = (result as { content: { type: string; text: string }[] }).content;
  return content.map((c) => c.text).join("");
}

beforeAll(async () => {
  seeded = await startSeededPix();
  pix = seeded.pix;
  lake = tapedSnapshot(seeded.cycle);
  fullKey = await seeded.createKey("mcp test", ALL_READ_SCOPES);
  benchmarksOnlyKey = await seeded.createKey("mcp test", ["benchmarks:read"]);
  const indices = await okJson<{ data: { indices: { symbol: string }[] } }>(
    await fetch(`${pix.url}/api/v1/indices`),
    "indices",
  );
  const benchmarks = await okJson<{ data: { benchmarks: { symbol: string }[] } }>(
    await fetch(`${pix.url}/api/v1/benchmarks`),
    "benchmarks",
  );
  const quotes = await okJson<{ data: { rows: { market_id: string }[] } }>(
    await fetch(
      `${pix.url}/api/v1/lake/venues/${lake.venue}/quotes?date=${lake.date}&at=${lake.at}&page_size=1`,
      { headers: { "X-API-Key": fullKey } },
    ),
    "lake quotes",
  );
  lakeMarket = quotes.data.rows[0]?.market_id as string;
  const pairs = await okJson<{ data: { pairs: { pair_id: string }[] } }>(
    await fetch(`${pix.url}/api/v1/equivalence/pairs`),
    "equivalence pairs",
  );
  pairId = pairs.data.pairs[0]?.pair_id ?? "0".repeat(24);
  indexId = indices.data.indices[0]?.symbol as string;
  benchmarkId = benchmarks.data.benchmarks[0]?.symbol as string;
}, 180_000);

afterAll(async () => {
  await seeded?.stop();
});

/** Every tool with its REST route and one input the seeded pix serves. */
function cases(): { tool: string; path: string; args: Record<string, string> }[] {
  const index = `/api/v1/indices/${indexId}`;
  const benchmark = `/api/v1/benchmarks/${benchmarkId}`;
  const venue = `/api/v1/lake/venues/${lake.venue}`;
  // The taped minute and the next: a window of candles that holds it.
  const minute = Date.parse(`${lake.date}T${lake.at.slice(0, 2)}:${lake.at.slice(2)}:00Z`);
  const window = {
    from: new Date(minute).toISOString().replace(".000Z", "Z"),
    to: new Date(minute + 60_000).toISOString().replace(".000Z", "Z"),
  };
  return [
    { tool: "get_api_info", path: "/api/v1/info", args: {} },
    { tool: "list_indices", path: "/api/v1/indices", args: {} },
    { tool: "list_indices", path: "/api/v1/indices?q=us+next", args: { q: "us next" } }, // a search
    { tool: "get_index", path: index, args: { id: indexId } },
    { tool: "get_index_snapshot", path: `${index}/snapshots/latest`, args: { id: indexId } },
    { tool: "get_index_distribution", path: `${index}/distributions/latest`, args: { id: indexId } },
    { tool: "get_index_history", path: `${index}/history?range=1d`, args: { id: indexId, range: "1d" } },
    { tool: "get_index_round", path: `${index}/rounds/latest`, args: { id: indexId } },
    { tool: "get_index_statistics", path: `${index}/statistics/latest`, args: { id: indexId } },
    { tool: "get_index_daily_closes", path: `${index}/daily-closes`, args: { id: indexId } },
    { tool: "get_index_news", path: `${index}/news?limit=5`, args: { id: indexId, limit: "5" } },
    { tool: "list_benchmarks", path: "/api/v1/benchmarks", args: {} },
    { tool: "get_benchmark", path: benchmark, args: { id: benchmarkId } },
    { tool: "get_benchmark_snapshot", path: `${benchmark}/snapshots/latest`, args: { id: benchmarkId } },
    {
      tool: "get_benchmark_history",
      path: `${benchmark}/history?range=1d`,
      args: { id: benchmarkId, range: "1d" },
    },
    { tool: "get_lake", path: "/api/v1/lake", args: {} },
    { tool: "list_lake_venues", path: "/api/v1/lake/venues", args: {} },
    { tool: "get_lake_venue", path: venue, args: { venue: lake.venue } },
    {
      tool: "list_lake_snapshots",
      path: `${venue}/snapshots?date=${lake.date}`,
      args: { venue: lake.venue, date: lake.date },
    },
    {
      tool: "list_lake_quotes",
      path: `${venue}/quotes?date=${lake.date}&at=${lake.at}&page_size=5`,
      args: { venue: lake.venue, date: lake.date, at: lake.at, page_size: "5" },
    },
    {
      tool: "get_lake_book",
      path: `${venue}/books?date=${lake.date}&at=${lake.at}&market=${encodeURIComponent(lakeMarket)}`,
      args: { venue: lake.venue, date: lake.date, at: lake.at, market: lakeMarket },
    },
    {
      tool: "list_lake_trades",
      path: `${venue}/trades?date=${lake.date}&at=${lake.at}&market=${encodeURIComponent(lakeMarket)}`,
      args: { venue: lake.venue, date: lake.date, at: lake.at, market: lakeMarket },
    },
    {
      tool: "list_lake_candles",
      path: `${venue}/markets/${encodeURIComponent(lakeMarket)}/candles?from=${window.from}&to=${window.to}&resolution=1m`,
      args: { venue: lake.venue, market: lakeMarket, from: window.from, to: window.to, resolution: "1m" },
    },
    { tool: "get_factor_stock", path: "/api/v1/factors/stocks/AAPL", args: { ticker: "AAPL" } },
    { tool: "get_status", path: "/api/v1/status", args: {} },
    { tool: "get_status_incidents", path: "/api/v1/status/incidents?limit=5", args: { limit: "5" } },
    { tool: "get_status_summary", path: "/api/v1/status/summary.json", args: {} },
    { tool: "list_equivalence_pairs", path: "/api/v1/equivalence/pairs", args: {} },
    {
      tool: "get_equivalence_pair",
      path: `/api/v1/equivalence/pairs/${pairId}`,
      args: { pair_id: pairId },
    },
    { tool: "list_refused_lookalikes", path: "/api/v1/equivalence/refused", args: {} },
    { tool: "get_equivalence_accuracy", path: "/api/v1/equivalence/accuracy", args: {} },
    { tool: "list_outcomes", path: "/api/v1/outcomes?venue=kalshi", args: { venue: "kalshi" } },
    { tool: "get_calibration", path: "/api/v1/calibration?horizon=24h", args: { horizon: "24h" } },
    {
      tool: "list_index_distributions",
      path: `${index}/distributions?interval=1m&page_size=2`,
      args: { id: indexId, interval: "1m", page_size: "2" },
    },
    { tool: "list_index_outcomes", path: `${index}/outcomes`, args: { id: indexId } },
  ];
}

async function rest(path: string, key?: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(new URL(path, pix.url), { headers: key ? { "X-API-Key": key } : {} });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe("the MCP server", () => {
  it("initialises and lists one read-only tool per public read, each with its route's input schema", async () => {
    const client = await connect(fullKey);
    expect(client.getServerVersion()?.name).toBe("pix");
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(TOOL_OPERATIONS.map(toolName));
    const history = tools.find((t) => t.name === "get_index_history");
    expect(history?.inputSchema.required).toEqual(["id"]);
    expect(Object.keys(history?.inputSchema.properties ?? {})).toEqual([
      "id",
      "range",
      "resolution",
      "from",
      "to",
    ]);
    expect(history?.annotations?.readOnlyHint).toBe(true);
    // The catalog's tool lists and searches.
    const list = tools.find((t) => t.name === "list_indices");
    expect(Object.keys(list?.inputSchema.properties ?? {})).toEqual(["q"]);
    expect(list?.description).toMatch(/`q` searches/);
    // Every tool describes its answer: the route's 200 body (the v1 envelope; the factor route's own
    // body; the status summary in Statuspage's shape).
    for (const tool of tools) {
      expect(tool.outputSchema?.type, tool.name).toBe("object");
      const members = Object.keys(tool.outputSchema?.properties ?? {});
      if (tool.name === "get_factor_stock") expect(members).toContain("schema_version");
      else if (tool.name === "get_status_summary")
        expect(members).toEqual(expect.arrayContaining(["page", "components", "status"]));
      else expect(members, tool.name).toEqual(["data", "meta", "links"]);
    }
    // The status, equivalence and outcomes planes, each with its route's parameters.
    const calibration = tools.find((t) => t.name === "get_calibration");
    expect(calibration?.inputSchema.required).toEqual(["horizon"]);
    expect(tools.find((t) => t.name === "get_equivalence_pair")?.inputSchema.required).toEqual(["pair_id"]);
    expect(Object.keys(tools.find((t) => t.name === "list_outcomes")?.inputSchema.properties ?? {})).toEqual(
      expect.arrayContaining(["venue", "series", "status"]),
    );
    const quotes = tools.find((t) => t.name === "list_lake_quotes");
    expect(Object.keys(quotes?.inputSchema.properties ?? {})).toEqual(
      expect.arrayContaining(["page", "page_size"]),
    );
    await client.close();
  });

  it("answers every tool with its REST route's body for the same input, as structured content and text", async () => {
    const client = await connect(fullKey);
    // Listing the tools makes the client validate each answer against its tool's output schema.
    await client.listTools();
    const all = cases();
    expect([...new Set(all.map((c) => c.tool))].sort()).toEqual(TOOL_OPERATIONS.map(toolName).sort());
    let served = 0;
    for (const { tool, path, args } of all) {
      const before = await rest(path, fullKey);
      const result = await client.callTool({ name: tool, arguments: args });
      const expected = await rest(path, fullKey);
      if (expected.status === 200) {
        served++;
        expect(result.isError, `${tool}: ${textOf(result)}`).toBeFalsy();
        // The whole body, `meta` and `links` included. The factor route's body is built at request time;
        // a history's `meta.coverage` names the minute asked in: the answer equals REST's just before or
        // just after it.
        const clockFree = tool === "get_factor_stock" ? withoutRequestClock : (v: unknown) => v;
        const answer = clockFree(structuredOf(result));
        expect([clockFree(before.body), clockFree(expected.body)], tool).toContainEqual(answer);
        expect(JSON.parse(textOf(result)), tool).toEqual(structuredOf(result));
      } else {
        expect(result.isError, tool).toBe(true);
        expect(textOf(result)).toContain(`${expected.body.title}: ${expected.body.detail}`);
      }
    }
    // The seed serves nearly every read: a committed round needs a five-minute boundary, the book and
    // trade tapes are written by the whole-venue collection, which this seed does not run, and a pair
    // by the judging pass, which it does not run either (those four may be problems, answered as above).
    expect(served).toBeGreaterThanOrEqual(all.length - 4);
    await client.close();
  });

  it("answers what a caller needs to continue and to judge the data: pagination, links.next, availability", async () => {
    const client = await connect(fullKey);
    await client.listTools();
    const venue = `/api/v1/lake/venues/${lake.venue}`;
    const first = await client.callTool({
      name: "list_lake_quotes",
      arguments: { venue: lake.venue, date: lake.date, at: lake.at, page_size: 1 },
    });
    expect(first.isError, textOf(first)).toBeFalsy();
    const meta = structuredOf(first).meta as { pagination: { total_pages: number; total_rows: number } };
    const links = structuredOf(first).links as Record<string, string>;
    expect(meta.pagination.total_pages).toBe(meta.pagination.total_rows);
    expect(meta.pagination.total_pages).toBeGreaterThan(1);
    expect(links.next).toBe(`${venue}/quotes?date=${lake.date}&at=${lake.at}&page=2&page_size=1`);
    // links.next continues through the same tool: its query parameters are the tool's arguments.
    const next = new URL(links.next as string, pix.url);
    const second = await client.callTool({
      name: "list_lake_quotes",
      arguments: { venue: lake.venue, ...Object.fromEntries(next.searchParams) },
    });
    expect(structuredOf(second)).toEqual((await rest(links.next as string, fullKey)).body);
    expect((structuredOf(second).links as Record<string, string>).prev).toBe(links.self);
    // A history that does not cover its window says so.
    const history = await client.callTool({
      name: "get_index_history",
      arguments: { id: indexId, range: "all" },
    });
    const historyMeta = structuredOf(history).meta as {
      availability: string;
      coverage: { fraction: number };
    };
    expect(historyMeta.availability).toBe("partial");
    expect(historyMeta.coverage.fraction).toBeLessThan(1);
    expect(textOf(history)).toContain('"availability":"partial"');
    await client.close();
  });

  it("refuses a key without the plane's scope with the problem's title", async () => {
    const client = await connect(benchmarksOnlyKey);
    const result = await client.callTool({ name: "get_index_snapshot", arguments: { id: indexId } });
    const expected = await rest(`/api/v1/indices/${indexId}/snapshots/latest`, benchmarksOnlyKey);
    expect(expected.status).toBe(403);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain(String(expected.body.title));
    expect(textOf(result)).toContain("status 403");
    const allowed = await client.callTool({ name: "list_benchmarks", arguments: {} });
    expect(allowed.isError).toBeFalsy();
    await client.close();
  });

  it("counts each message as a read of the key, a tool call as its route's, and refuses both once it is spent", async () => {
    const limit = 10;
    const key = await seeded.createKey("mcp limit test", ALL_READ_SCOPES, { rate_limit_per_minute: limit });
    const remaining = async () => {
      const res = await fetch(`${pix.url}/api/v1/indices`, { headers: { "X-API-Key": key } });
      await res.body?.cancel();
      return Number(res.headers.get("RateLimit-Remaining"));
    };
    const before = await remaining();
    expect(before).toBe(limit - 1);
    const client = await connect(key); // initialize, then notifications/initialized: two messages
    expect(await remaining()).toBe(before - 3); // … and this REST read
    const { tools } = await client.listTools(); // one message
    expect(tools.length).toBe(TOOL_OPERATIONS.length);
    expect((await client.callTool({ name: "list_indices", arguments: {} })).isError).toBeFalsy();
    expect((await client.callTool({ name: "get_index", arguments: { id: indexId } })).isError).toBeFalsy();
    // The listing, two tool calls (each one read: its route's), then this REST read.
    expect(await remaining()).toBe(before - 3 - 4);
    while ((await remaining()) > 0) {}
    // A tool call is refused by its route, as a tool error with the route's problem.
    const spent = await client.callTool({ name: "list_indices", arguments: {} });
    const rest429 = await rest("/api/v1/indices", key);
    expect(rest429.status).toBe(429);
    expect(spent.isError).toBe(true);
    expect(textOf(spent)).toContain(`${rest429.body.title}: ${rest429.body.detail}`);
    // Any other message is refused before the transport runs, with the same problem as a read.
    await expect(client.listTools()).rejects.toThrow(/429/);
    const listing = await post({ jsonrpc: "2.0", id: 1, method: "tools/list" }, { "X-API-Key": key });
    expect(listing.status).toBe(429);
    expect(listing.headers.get("Content-Type")).toBe("application/problem+json");
    const problem = (await listing.json()) as Record<string, unknown>;
    expect([problem.title, problem.detail]).toEqual([rest429.body.title, rest429.body.detail]);
    expect(Number(listing.headers.get("Retry-After"))).toBeGreaterThan(0);
    await client.close();
  });

  it("keeps an entitled key to its instruments, as REST does", async () => {
    const other = (
      await okJson<{ data: { indices: { symbol: string }[] } }>(
        await fetch(`${pix.url}/api/v1/indices`),
        "indices",
      )
    ).data.indices.find((i) => i.symbol !== indexId)?.symbol as string;
    const key = await seeded.createKey("mcp entitled test", ALL_READ_SCOPES, { entitlements: [indexId] });
    const client = await connect(key);
    const allowed = await client.callTool({ name: "get_index", arguments: { id: indexId } });
    expect(allowed.isError, textOf(allowed)).toBeFalsy();
    const refused = await client.callTool({ name: "get_index", arguments: { id: other } });
    const expected = await rest(`/api/v1/indices/${other}`, key);
    expect(expected.status).toBeGreaterThanOrEqual(400);
    expect(expected.status).toBeLessThan(500);
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toContain(`${expected.body.title}: ${expected.body.detail}`);
    await client.close();
  });

  it("serves anonymous calls where REST is anonymous, and refuses them where it is not", async () => {
    const client = await connect();
    const result = await client.callTool({ name: "list_indices", arguments: {} });
    expect(JSON.parse(textOf(result))).toEqual((await rest("/api/v1/indices")).body);
    const factor = await client.callTool({ name: "get_factor_stock", arguments: { ticker: "AAPL" } });
    const expected = await rest("/api/v1/factors/stocks/AAPL");
    expect(expected.status).toBe(401);
    expect(factor.isError).toBe(true);
    expect(textOf(factor)).toContain(`${expected.body.title}: ${expected.body.detail}`);
    // A presented key is checked as a read checks it before the exchange is metered: an invalid one is
    // refused at once, with the REST problem.
    const invalidKey = `pix_${"x".repeat(40)}`;
    await expect(connect(invalidKey)).rejects.toThrow();
    const refused = await post({ jsonrpc: "2.0", id: 1, method: "tools/list" }, { "X-API-Key": invalidKey });
    const expectedRefusal = await rest("/api/v1/info", invalidKey);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({
      title: expectedRefusal.body.title,
      detail: expectedRefusal.body.detail,
    });
    // A tool call alone is checked by its route, with its route's problem.
    const call = await post(
      { jsonrpc: "2.0", id: 2, method: "tools/call", params: { name: "list_indices", arguments: {} } },
      { "X-API-Key": invalidKey },
    );
    expect(call.status).toBe(200);
    expect(JSON.stringify(await call.json())).toContain("status 401");
    await client.close();
  });

  it("answers bad arguments with a tool error and an unknown tool with a JSON-RPC error", async () => {
    const client = await connect(fullKey);
    const hostile: Record<string, unknown>[] = [
      { id: "../../etc/passwd" },
      { id: "x".repeat(300) },
      { id: { nested: true } },
      {},
      { id: indexId, unknown: "1" },
      { id: indexId, range: "forever" },
      { id: indexId, from: "yesterday" },
      { id: indexId, range: ["1d", "1w"] },
    ];
    for (const args of hostile) {
      const result = await client.callTool({ name: "get_index_history", arguments: args });
      expect(result.isError, JSON.stringify(args)).toBe(true);
      expect(textOf(result)).not.toMatch(/status 5\d\d/);
    }
    await expect(client.callTool({ name: "drop_tables", arguments: {} })).rejects.toThrow(/Unknown tool/);
    await client.close();
  });

  it("refuses path arguments . and .. as REST refuses them, never reading another route", async () => {
    const client = await connect(fullKey);
    // Filled into the path, these would read /api/v1/, /api/v1/lake/, /api/v1/lake/venues/kalshi and
    // /api/v1/factors/: each is refused by the route's path schema (or, where the schema takes any
    // string, as a value a URL resolves away), with the problem REST answers for a bad path parameter.
    const hostile = [
      { name: "get_index", arguments: { id: ".." }, like: `/api/v1/indices/.x` },
      { name: "get_index", arguments: { id: "." }, like: `/api/v1/indices/.x` },
      { name: "get_lake_venue", arguments: { venue: ".." }, like: `/api/v1/lake/venues/.x` },
      {
        name: "list_lake_candles",
        arguments: {
          venue: lake.venue,
          market: "..",
          from: "2026-01-01T00:00:00Z",
          to: "2026-01-02T00:00:00Z",
          resolution: "1h",
        },
        like: `/api/v1/lake/venues/${lake.venue}/markets/.x/candles?from=2026-01-01T00:00:00Z&to=2026-01-02T00:00:00Z&resolution=1h`,
      },
    ];
    for (const { name, arguments: args, like } of hostile) {
      const result = await client.callTool({ name, arguments: args });
      const expected = await rest(like, fullKey);
      expect(expected.status, like).toBe(400);
      expect(result.isError, `${name} ${JSON.stringify(args)}: ${textOf(result)}`).toBe(true);
      expect(textOf(result)).toContain(`${expected.body.title}: ${expected.body.detail}`);
      expect(textOf(result)).toContain(`status 400, ${expected.body.type}`);
    }
    for (const ticker of ["..", "."]) {
      const result = await client.callTool({ name: "get_factor_stock", arguments: { ticker } });
      expect(result.isError).toBe(true);
      expect(textOf(result)).toContain(
        "Path parameter 'ticker' must not be empty, . or .. (it must name a path segment of its own). (status 400",
      );
    }
    await client.close();
  });

  it("refuses malformed, empty, oversized and over-batched bodies and other methods, never with a 5xx", async () => {
    const ping = (id: number) => ({ jsonrpc: "2.0", id, method: "ping" });
    const notJson = await post("{not json");
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as { error: { code: number } }).error.code).toBe(-32700);
    // An empty batch is one Invalid Request error (JSON-RPC 2.0), not an empty answer.
    const empty = await post("[]");
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({
      jsonrpc: "2.0",
      id: null,
      error: { code: -32600, message: "Invalid Request: an empty batch holds no message." },
    });
    expect((await post("x".repeat(MCP_LIMITS.maxBodyBytes + 1))).status).toBe(413);
    expect((await post("{}", { "Content-Type": "text/plain" })).status).toBe(415);
    // The transport wants both media types in Accept (docs/mcp.md): one alone is 406.
    for (const accept of ["application/json", "text/event-stream", "*/*"]) {
      const res = await post(ping(1), { Accept: accept });
      expect(res.status, accept).toBe(406);
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/Not Acceptable/);
    }
    expect(await (await post(ping(7))).json()).toEqual({ jsonrpc: "2.0", id: 7, result: {} });
    const batch = Array.from({ length: MCP_LIMITS.maxBatch + 1 }, (_, i) => ping(i));
    expect((await post(JSON.stringify(batch))).status).toBe(400);
    expect((await post(JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call" }))).status).toBeLessThan(
      500,
    );
    expect((await post(JSON.stringify([1, 2, 3]))).status).toBeLessThan(500);
    const get = await fetch(`${pix.url}/mcp`);
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
  });
});
