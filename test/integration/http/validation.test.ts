import { env } from "cloudflare:test";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { requestId } from "hono/request-id";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../../../src/env.ts";
import { validationProblemHook } from "../../../src/http/validation.ts";

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
      { name: "id", in: "path", reason: "is not a valid regex" },
    ]);
  });

  it("lists several problems at once", async () => {
    const { body } = await problemFor("/r/abc?range=x&foo=1");
    expect(body.invalid_params).toHaveLength(2);
  });
});
