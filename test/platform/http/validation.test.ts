import { env } from "cloudflare:test";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { requestId } from "hono/request-id";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../../../src/env.ts";
import { reason, validationProblemHook } from "../../../src/platform/http/validation.ts";
import { get, readProblem } from "../../support/fetch.ts";

// A route shaped like the history routes, mounted on a bare app with the real hook.
function appWithQuery() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationProblemHook });
  app.use(requestId({ headerName: "X-Request-ID" }));
  const route = createRoute({
    method: "get",
    path: "/r/{id}",
    request: {
      params: z.object({ id: z.string().regex(/^[a-z]+$/) }),
      query: z.strictObject({
        range: z.enum(["1d", "1w"]).default("1d"),
        page: z.coerce.number().int().min(1).max(10).optional(),
        code: z
          .string()
          .regex(/^\d{3}$/, reason("must be three digits"))
          .optional(),
      }),
    },
    responses: { 200: { description: "ok" } },
  });
  app.openapi(route, (c) => c.json(c.req.valid("query")));
  return app;
}

async function problemFor(path: string) {
  const res = await appWithQuery().request(path, {}, env);
  return { status: res.status, body: (await res.json()) as { detail: string; invalid_params: unknown[] } };
}

describe("validation failures become invalid-parameter problems", () => {
  it("names an out-of-set value with the allowed values, not zod's message", async () => {
    const { status, body } = await problemFor("/r/abc?range=2y");
    expect(status).toBe(400);
    expect(body.invalid_params).toEqual([{ name: "range", in: "query", reason: "must be one of: 1d, 1w" }]);
    expect(body.detail).toBe("Query parameter 'range' must be one of: 1d, 1w.");
  });

  it("names a repeated parameter", async () => {
    const { body } = await problemFor("/r/abc?range=1d&range=1w");
    expect(body.invalid_params).toEqual([
      { name: "range", in: "query", reason: "must be given at most once" },
    ]);
  });

  it("names numbers out of range and non-numbers", async () => {
    expect((await problemFor("/r/abc?page=0")).body.invalid_params).toEqual([
      { name: "page", in: "query", reason: "must be at least 1" },
    ]);
    expect((await problemFor("/r/abc?page=11")).body.invalid_params).toEqual([
      { name: "page", in: "query", reason: "must be at most 10" },
    ]);
    expect((await problemFor("/r/abc?page=abc")).body.invalid_params).toEqual([
      { name: "page", in: "query", reason: "must be a whole number" },
    ]);
  });

  it("names a malformed path parameter", async () => {
    expect((await problemFor("/r/ABC")).body.invalid_params).toEqual([
      { name: "id", in: "path", reason: "is malformed" },
    ]);
  });

  it("says what a parameter must look like when its schema gives the reason", async () => {
    const { status, body } = await problemFor("/r/abc?code=A1");
    expect(status).toBe(400);
    expect(body.invalid_params).toEqual([{ name: "code", in: "query", reason: "must be three digits" }]);
    expect(body.detail).toBe("Query parameter 'code' must be three digits.");
  });

  it("lists several problems at once", async () => {
    const { body } = await problemFor("/r/abc?range=x&foo=1");
    expect(body.invalid_params).toHaveLength(2);
  });
});

describe("every route's parameters say what they must look like", () => {
  const cases: [string, { name: string; in: "path" | "query"; reason: string }][] = [
    [
      "/api/v1/indices/bad!id",
      {
        name: "id",
        in: "path",
        reason: "must be an index symbol (A–Z, 0–9) or a slug (a–z, 0–9, -), at most 64 characters",
      },
    ],
    [
      `/api/v1/indices/${"a".repeat(65)}/snapshots/latest`,
      {
        name: "id",
        in: "path",
        reason: "must be an index symbol (A–Z, 0–9) or a slug (a–z, 0–9, -), at most 64 characters",
      },
    ],
    [
      "/api/v1/benchmarks/wti_crude",
      {
        name: "id",
        in: "path",
        reason: "must be a benchmark symbol (A–Z, 0–9) or a slug (a–z, 0–9, -), at most 64 characters",
      },
    ],
    [
      "/api/markets/PIX.CPI/history",
      {
        name: "symbol",
        in: "path",
        reason: "must be a market symbol (A–Z, 0–9) or a slug (a–z, 0–9, -), at most 64 characters",
      },
    ],
    [
      "/api/v1/benchmarks?category=Energy",
      {
        name: "category",
        in: "query",
        reason: "must be a category name (a–z, 0–9, _, -), at most 64 characters",
      },
    ],
    [
      "/api/v1/lake/venues/k.alshi",
      {
        name: "venue",
        in: "path",
        reason: "must be a venue id such as kalshi (letters, digits, _, -), at most 32 characters",
      },
    ],
    [
      "/api/v1/lake/venues/kalshi/snapshots?date=2026-13-01",
      { name: "date", in: "query", reason: "must be a calendar date written YYYY-MM-DD (UTC)" },
    ],
    [
      "/api/v1/indices/PIXCPI/history?range=2y",
      { name: "range", in: "query", reason: "must be one of: 1d, 1w, 1m, 6m, 1y, all" },
    ],
  ];
  for (const [path, param] of cases) {
    it(`${path} → ${param.name} ${param.reason}`, async () => {
      const res = await get(path);
      expect(res.status).toBe(400);
      const problem = await readProblem(res);
      expect(problem.invalid_params).toEqual([param]);
      const subject = param.in === "path" ? "Path parameter" : "Query parameter";
      expect(problem.detail).toBe(`${subject} '${param.name}' ${param.reason}.`);
    });
  }
});
