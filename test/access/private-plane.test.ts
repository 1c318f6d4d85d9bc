import { env } from "cloudflare:test";
import { z } from "@hono/zod-openapi";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import {
  collectionSchema,
  created,
  createPrivatePlane,
  ok,
  type PrivatePlaneSpec,
  privateJson,
  privateRoute,
} from "../../src/access/private-plane.ts";
import type { AppEnv } from "../../src/env.ts";
import { jsonRequestBody } from "../../src/platform/http/json-body.ts";
import { ProblemError, problem } from "../../src/platform/http/problem.ts";

const SPEC: PrivatePlaneSpec = {
  root: "/api/test",
  tag: "Test",
  refusals: ["operator-credential-invalid", "operator-route-disabled"],
};

const Thing = z.object({ data: z.object({ name: z.string() }) });

/** What the test operations share: their place and name. */
const THINGS = { path: "/api/test/things", operationId: "things", summary: "Things" } as const;

/** A JSON body of one name. */
const nameBody = () => jsonRequestBody(z.strictObject({ name: z.string() }), "The thing.");

/** The slugs a response of a route names, in the order its description lists them. */
const slugsOf = (response: { description: string } | undefined) =>
  [...(response?.description ?? "").matchAll(/`([a-z-]+)`:/g)].map((match) => match[1]);

describe("privateRoute", () => {
  it("tags the operation with the plane's tag; problems: refusals, 413, its own, then 503", () => {
    const answer = ok("The things.", Thing);
    const route = privateRoute(SPEC, { ...THINGS, method: "get", answer, problems: ["csrf-failed"] });
    expect(route.tags).toEqual(["Test"]);
    expect(route.middleware).toBeUndefined();
    const responses = route.responses as Record<number, { description: string }>;
    expect(Object.keys(responses)).toEqual(["200", "401", "403", "413", "503"]);
    expect(slugsOf(responses[403])).toEqual(["operator-route-disabled", "csrf-failed"]);
    expect(responses[200]?.description).toBe("The things.");
  });

  it("gives an operation with a JSON body its media-type check and 400 and 415, before its own problems", () => {
    const request = { body: nameBody() };
    const answer = created("The thing.", Thing);
    const route = privateRoute(SPEC, {
      ...THINGS,
      method: "post",
      request,
      answer,
      problems: ["invalid-header"],
    });
    expect(route.middleware).toHaveLength(1);
    const responses = route.responses as Record<number, { description: string }>;
    expect(Object.keys(responses)).toEqual(["201", "400", "401", "403", "413", "415", "503"]);
    expect(slugsOf(responses[400])).toEqual(["invalid-parameter", "invalid-header"]);
  });

  it("leaves the plane's refusals out of an operation that names none", () => {
    const route = privateRoute(SPEC, { ...THINGS, method: "get", answer: ok("Open.", Thing), refusals: [] });
    expect(Object.keys(route.responses)).toEqual(["200", "413", "503"]);
  });
});

describe("createPrivatePlane", () => {
  function plane() {
    const made = createPrivatePlane(SPEC, async (c, next) => {
      await next();
      c.res.headers.set("X-First", "yes");
    });
    const answer = created("The thing.", Thing);
    const route = privateRoute(SPEC, { ...THINGS, method: "post", request: { body: nameBody() }, answer });
    made.operation(route, (c) => privateJson(c, { name: c.req.valid("json").name }, 201));
    return made;
  }
  /** Mounted as pix mounts it: a thrown problem is answered by pix's error handler. */
  function mounted() {
    const app = new Hono<AppEnv>();
    app.route("/", plane().app);
    app.onError((error, c) => {
      if (error instanceof ProblemError) return problem(c, error.slug, error.init);
      throw error;
    });
    return app;
  }
  const post = (body: string, contentType = "application/json") =>
    mounted().request(
      "/api/test/things",
      { method: "POST", body, headers: { "Content-Type": contentType } },
      env,
    );

  it("answers `{ data }`, never cached, after the plane's first middleware", async () => {
    const res = await post(JSON.stringify({ name: "a" }));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ data: { name: "a" } });
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("X-First")).toBe("yes");
  });

  it("answers problems for a refused media type, unparsable JSON and a body over 8 KiB", async () => {
    expect((await post("{}", "text/plain")).status).toBe(415);
    expect((await post("{")).status).toBe(400);
    expect((await post(JSON.stringify({ name: "x".repeat(9000) }))).status).toBe(413);
  });

  it("describes its operations in its own document only", () => {
    const made = plane();
    const document = made.described.getOpenAPI31Document({
      openapi: "3.1.0",
      info: { title: "t", version: "1" },
    });
    expect(Object.keys(document.paths ?? {})).toEqual(["/api/test/things"]);
    expect(made.app.openAPIRegistry.definitions).toHaveLength(0);
  });
});

describe("collectionSchema", () => {
  it("is `{ data: { type, count, <member>: [item] } }`, then the extra members, in that order", () => {
    const schema = collectionSchema("Things", "thing_collection", "items", z.string(), {
      next_cursor: z.string().nullable(),
    });
    expect(Object.keys(schema.shape.data.shape)).toEqual(["type", "count", "items", "next_cursor"]);
    const page = { data: { type: "thing_collection", count: 1, items: ["a"], next_cursor: null } };
    expect(schema.parse(page)).toEqual(page);
    expect(schema.safeParse({ data: { ...page.data, type: "other" } }).success).toBe(false);
  });
});
