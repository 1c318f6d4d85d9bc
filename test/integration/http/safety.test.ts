import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Bindings } from "../../../src/env.ts";
import worker from "../../../src/worker.ts";
import { BASE, readProblem } from "../../support/fetch.ts";

/** A D1 binding whose every statement fails, as a storage outage would. */
function failingD1(): D1Database {
  const fail = () => {
    throw new Error("D1_ERROR: simulated outage with internal detail /var/db");
  };
  return { prepare: fail, batch: fail, exec: fail, dump: fail, withSession: fail } as unknown as D1Database;
}

async function fetchWith(bindings: Bindings, path: string): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`${BASE}${path}`), bindings, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

describe("safety rule: a failing dependency answers 503, never a partial payload", () => {
  it("answers 503 service-unavailable with Retry-After when D1 fails", async () => {
    const res = await fetchWith({ ...env, DB: failingD1() }, "/api/v1/info");
    expect(res.status).toBe(503);
    expect(res.headers.get("Retry-After")).toBe("30");
    expect(res.headers.get("ETag")).toBeNull();
    const text = await res.text();
    // Neither the upstream message nor a stack trace reaches the client.
    expect(text).not.toContain("D1_ERROR");
    expect(text).not.toContain("/var/db");
    expect(text).not.toMatch(/at .*\.ts:\d+/);
    const problem = await readProblem(new Response(text, res));
    expect(problem.type).toMatch(/#service-unavailable$/);
    expect(problem.status).toBe(503);
  });

  it("serves normally with the real binding", async () => {
    const res = await fetchWith(env, "/api/v1/info");
    expect(res.status).toBe(200);
  });
});
