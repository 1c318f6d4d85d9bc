import { env } from "cloudflare:test";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../../../src/env.ts";
import { RequestCountBuffer } from "../../../src/platform/metrics/request-counts.ts";
import { requestMetrics } from "../../../src/platform/middleware/request-metrics/index.ts";

describe("RequestCountBuffer", () => {
  it("aggregates by route and status and hands over at most once per interval", () => {
    const buffer = new RequestCountBuffer(10_000);
    buffer.record("/a", 200);
    buffer.record("/a", 200);
    buffer.record("/a", 404);
    expect(buffer.takeDue(20_000)).toEqual([
      { route: "/a", status: 200, count: 2 },
      { route: "/a", status: 404, count: 1 },
    ]);
    buffer.record("/a", 200);
    expect(buffer.takeDue(25_000)).toBeUndefined();
    buffer.restore([{ route: "/b", status: 500, count: 2 }]);
    expect(buffer.takeAll()).toEqual([
      { route: "/a", status: 200, count: 1 },
      { route: "/b", status: 500, count: 2 },
    ]);
  });
});

describe("requestMetrics", () => {
  it("counts responses by route pattern (never the raw path) and status", async () => {
    const buffer = new RequestCountBuffer(Number.POSITIVE_INFINITY);
    const app = new Hono<AppEnv>();
    app.use(requestMetrics(buffer));
    app.get("/items/:id", (c) => c.text("ok"));
    await app.request("/items/1", {}, env);
    await app.request("/items/2?secret=x", {}, env);
    expect(buffer.takeAll()).toEqual([{ route: "/items/:id", status: 200, count: 2 }]);
  });
});
