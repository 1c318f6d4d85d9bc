/**
 * `/mcp` metered like the reads, through the Worker's fetch with a small per-IP limit: an anonymous
 * exchange counts against its address's budget (a batch as its messages), a spent address is refused
 * with the reads' 429 problem before the transport runs, and a tool call counts once, as its route.
 * (The MCP server's tools and their answers: mcp.node.test.ts, with the MCP library's own client.)
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../../src/catalog/seed.ts";
import { readProblem } from "../../support/fetch.ts";
import { call, createKey, freshIp } from "../../support/keys.ts";

const LIMIT = 3;
const limited = { IP_RATE_LIMIT_PER_MINUTE: String(LIMIT) } as const;

beforeAll(async () => {
  await seedCatalog(env.DB);
});

const listTools = (id: number) => ({ jsonrpc: "2.0", id, method: "tools/list" });
const listIndices = (id: number) => ({
  jsonrpc: "2.0",
  id,
  method: "tools/call",
  params: { name: "list_indices", arguments: {} },
});

function mcp(ip: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return call(
    "/mcp",
    {
      method: "POST",
      headers: {
        ...headers,
        "CF-Connecting-IP": ip,
        "Content-Type": "application/json",
        Accept: "application/json, text/event-stream",
      },
      body: JSON.stringify(body),
    },
    limited as never,
  );
}

const info = (ip: string) => call("/api/v1/info", { headers: { "CF-Connecting-IP": ip } }, limited as never);

describe("/mcp from an anonymous address", () => {
  it("counts each exchange against the address's budget, and answers the reads' 429 once it is spent", async () => {
    const ip = freshIp();
    for (let i = 0; i < LIMIT; i++) {
      const res = await mcp(ip, listTools(i));
      expect(res.status).toBe(200);
      expect(res.headers.get("RateLimit-Remaining")).toBe(String(LIMIT - 1 - i));
      expect(((await res.json()) as { result: { tools: unknown[] } }).result.tools.length).toBeGreaterThan(0);
    }
    const spent = await mcp(ip, listTools(LIMIT));
    expect(spent.status).toBe(429);
    const problem = await readProblem(spent);
    const read = await info(ip);
    expect(read.status).toBe(429);
    const expected = await readProblem(read);
    expect([problem.type, problem.title, problem.detail]).toEqual([
      expected.type,
      expected.title,
      expected.detail,
    ]);
    expect(Number(spent.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(spent.headers.get("RateLimit-Remaining")).toBe("0");
    // The refusal is small: the listing is never built.
    expect(JSON.stringify(problem).length).toBeLessThan(1_000);
  });

  it("counts a batch as its messages: one over what is left is refused whole", async () => {
    const ip = freshIp();
    const over = await mcp(
      ip,
      Array.from({ length: LIMIT + 1 }, (_, i) => listTools(i)),
    );
    expect(over.status).toBe(429);
    const other = freshIp();
    const fits = await mcp(
      other,
      Array.from({ length: LIMIT }, (_, i) => listTools(i)),
    );
    expect(fits.status).toBe(200);
    expect(((await fits.json()) as unknown[]).length).toBe(LIMIT);
    expect(fits.headers.get("RateLimit-Remaining")).toBe("0");
    expect((await info(other)).status).toBe(429);
  });

  it("counts a tool call once, as the read of its route, which refuses it once the budget is spent", async () => {
    const ip = freshIp();
    for (let i = 0; i < LIMIT; i++) {
      const res = await mcp(ip, listIndices(i));
      expect(res.status).toBe(200);
      const { result } = (await res.json()) as { result: { isError?: boolean } };
      expect(result.isError).toBeFalsy();
    }
    expect((await info(ip)).status).toBe(429);
    const spent = await mcp(ip, listIndices(LIMIT));
    const { result } = (await spent.json()) as { result: { isError: boolean; content: { text: string }[] } };
    expect(result.isError).toBe(true);
    expect(result.content[0]?.text).toMatch(/status 429, .*#rate-limit-exceeded\)$/);
  });
});

describe("/mcp with a key", () => {
  it("counts a batch's messages against the key, refused with the reads' 429 once they do not fit", async () => {
    const { key } = await createKey({ rate_limit_per_minute: LIMIT });
    const headers = { "X-API-Key": key };
    const over = await mcp(
      freshIp(),
      Array.from({ length: LIMIT + 1 }, (_, i) => listTools(i)),
      headers,
    );
    expect(over.status).toBe(429);
    const problem = await readProblem(over);
    expect(problem.type).toMatch(/#rate-limited$/);
    const read = await call("/api/v1/info", { headers });
    expect(read.status).toBe(429);
    expect((await readProblem(read)).detail).toBe(problem.detail);
  });
});
