import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { generateApiKey } from "../../src/access/keys.ts";
import { call, createKey } from "../support/keys.ts";
import { factorKey, factorScenario, getStock, STOCKS, stockBody, stockProblem } from "./helpers.ts";

const sim = factorScenario("factors-access");

describe("factor route: access (a factors:read key), every answer no-store", () => {
  it("answers 200 with Cache-Control: no-store and no v1 envelope for a key with factors:read", async () => {
    const res = await getStock("aapl", await factorKey(), sim.bindings);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(res.headers.get("X-Request-ID")).toBeTruthy();
    const body = await stockBody(res);
    expect(body).not.toHaveProperty("data");
    expect(body.equity.ticker).toBe("AAPL");
    expect(body).toMatchObject({ paper: true, research: true, official: true, executable: false });
  });

  it("takes the key as Authorization: Bearer too", async () => {
    const res = await call(
      `${STOCKS}/AAPL`,
      { headers: { Authorization: `Bearer ${await factorKey()}` } },
      sim.bindings,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });

  it("401 credential-required without a key", async () => {
    const res = await getStock("AAPL", null, sim.bindings);
    expect(res.status).toBe(401);
    const problem = await stockProblem(res);
    expect(problem.slug).toBe("credential-required");
    expect(problem.detail).toBe("The factors plane needs an API key with the factors:read scope.");
  });

  it("403 credential-scope for a key without factors:read", async () => {
    const { key } = await createKey({ scopes: ["indices:read", "lake:read"] });
    const res = await getStock("AAPL", key, sim.bindings);
    expect(res.status).toBe(403);
    expect((await stockProblem(res)).slug).toBe("credential-scope");
  });

  it("401 credential-invalid for an unknown key, and for a revoked one", async () => {
    const unknown = await getStock("AAPL", generateApiKey(), sim.bindings);
    expect(unknown.status).toBe(401);
    expect((await stockProblem(unknown)).slug).toBe("credential-invalid");

    const { id, key } = await createKey({ scopes: ["factors:read"] });
    const revoke = await call(`/api/admin/keys/${id}/revoke`, {
      method: "POST",
      headers: { Authorization: `Bearer ${env.ADMIN_TOKEN}` },
    });
    expect(revoke.status).toBe(200);
    const revoked = await getStock("AAPL", key, sim.bindings);
    expect(revoked.status).toBe(401);
    expect((await stockProblem(revoked)).slug).toBe("credential-invalid");
  });

  it("429 rate-limited over the key's limit, with Retry-After and RateLimit-*", async () => {
    const key = await factorKey(1);
    expect((await getStock("AAPL", key, sim.bindings)).status).toBe(200);
    const res = await getStock("AAPL", key, sim.bindings);
    expect(res.status).toBe(429);
    expect((await stockProblem(res)).slug).toBe("rate-limited");
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(res.headers.get("RateLimit-Limit")).toBe("1");
  });

  it("refuses a key in the query string (400), an unknown parameter (400) and another method (405), all no-store", async () => {
    const key = await factorKey();
    const inQuery = await call(`${STOCKS}/AAPL?api_key=${key}`, {}, sim.bindings);
    expect(inQuery.status).toBe(400);
    expect((await stockProblem(inQuery)).slug).toBe("credential-in-query");

    const unknown = await call(`${STOCKS}/AAPL?range=1y`, { headers: { "X-API-Key": key } }, sim.bindings);
    expect(unknown.status).toBe(400);
    expect((await stockProblem(unknown)).slug).toBe("invalid-parameter");

    const post = await call(
      `${STOCKS}/AAPL`,
      { method: "POST", headers: { "X-API-Key": key } },
      sim.bindings,
    );
    expect(post.status).toBe(405);
    expect((await stockProblem(post)).slug).toBe("method-not-allowed");
    expect(post.headers.get("Allow")).toBe("GET, HEAD");
  });
});
