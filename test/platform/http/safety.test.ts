import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { seedCatalog } from "../../../src/catalog/seed.ts";
import { readProblem } from "../../support/fetch.ts";
import { ADMIN, call } from "../../support/keys.ts";
import { DURABLE_OBJECT_HANDLES, failingD1, faultyBinding } from "../../support/outages.ts";

describe("safety rule: a failing dependency answers 503, never a partial payload", () => {
  it("answers 503 service-unavailable with Retry-After when D1 fails", async () => {
    const res = await call("/api/v1/info", {}, { DB: failingD1() });
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
    expect(problem.detail).toBe(
      "The catalog could not be read, so this resource cannot be served safely. Try again shortly.",
    );
  });

  it("serves normally with the real binding", async () => {
    const res = await call("/api/v1/info");
    expect(res.status).toBe(200);
  });

  // The key's guard is written first (it also writes the KV copy of the list), then D1: a guard that
  // cannot be written leaves no record anywhere and reports nothing as done.
  it("answers 503 to a write that fails, reporting nothing as done and leaving no record", async () => {
    await seedCatalog(env.DB);
    const name = `outage ${crypto.randomUUID()}`;
    const res = await call(
      "/api/admin/keys",
      {
        method: "POST",
        headers: { ...ADMIN, "Content-Type": "application/json" },
        body: JSON.stringify({
          name,
          scopes: ["indices:read"],
          rate_limit_per_minute: 5,
          entitlements: ["us-cpi-yoy-next"],
        }),
      },
      { KEY_GUARD: faultyBinding(env.KEY_GUARD, "throw", { pass: DURABLE_OBJECT_HANDLES }) },
    );
    expect(res.status).toBe(503);
    expect(res.headers.get("Retry-After")).toBe("30");
    const text = await res.text();
    expect(text).not.toContain("KV_ERROR");
    expect(text).not.toContain("pix_");
    const problem = await readProblem(new Response(text, res));
    expect(problem.detail).toBe(
      "The key guard could not be written; nothing was reported as done. Retry the call.",
    );
    const stored = await env.DB.prepare("SELECT COUNT(*) AS n FROM api_keys WHERE name = ?")
      .bind(name)
      .first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });
});
