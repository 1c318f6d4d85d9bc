import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { generateApiKey } from "../../src/access/keys.ts";
import { PLANES } from "../../src/access/planes.ts";
import { SCOPES } from "../../src/access/scopes.ts";
import { seedCatalog } from "../../src/catalog/seed.ts";
import { readProblem } from "../support/fetch.ts";
import { call, createKey } from "../support/keys.ts";

beforeAll(async () => {
  await seedCatalog(env.DB);
});

describe("planes at their mounts", () => {
  it("asks for each published plane's scope on every path /api/v1/info lists for it", async () => {
    for (const plane of PLANES) {
      const { key } = await createKey({ scopes: SCOPES.filter((scope) => scope !== plane.scope) });
      // Every path is a family root except /ws, a single endpoint, and the paths a plane carved out of
      // another's family (`:id` one segment).
      const paths = plane.paths.flatMap((p) => {
        if (p === "/ws") return [p];
        if (p.includes("/:")) return [p.replace(/:\w+/g, "PIXCPI")];
        return [p, `${p}/x`];
      });
      for (const path of paths) {
        const res = await call(path, { headers: { "X-API-Key": key } });
        expect(res.status, path).toBe(403);
        // A plane read without a key says so: the caller can drop a key that does not fit.
        expect((await readProblem(res)).detail, path).toBe(
          plane.anonymous
            ? `This API key lacks the ${plane.scope} scope of the ${plane.id} plane, which is open without a key: read it without one, or with a key that has ${plane.scope}.`
            : `This API key lacks the ${plane.scope} scope of the ${plane.id} plane.`,
        );
      }
    }
  });

  it("counts one request per call on the bare plane roots, with one Vary", async () => {
    const { key } = await createKey({ scopes: ["markets:read"], rate_limit_per_minute: 10 });
    for (const [i, path] of ["/api/v1", "/api/markets", "/api/v1/info"].entries()) {
      const res = await call(path, { headers: { "X-API-Key": key } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("RateLimit-Remaining"), path).toBe(String(9 - i));
      expect(res.headers.get("Vary"), path).toBe("X-API-Key, Authorization");
    }
  });

  it("passes a carved-out path through its own plane's access control only, counted once", async () => {
    const { key } = await createKey({ scopes: ["outcomes:read"], rate_limit_per_minute: 10 });
    const res = await call("/api/v1/indices/PIXCPI/outcomes", { headers: { "X-API-Key": key } });
    expect(res.status).toBe(200);
    expect(res.headers.get("RateLimit-Remaining")).toBe("9");
  });

  it("takes unknown v1 paths through the key check with no plane scope", async () => {
    const { key } = await createKey({ scopes: ["lake:read"], rate_limit_per_minute: 10 });
    const res = await call("/api/v1/no-such-family", { headers: { "X-API-Key": key } });
    expect(res.status).toBe(404);
    expect(res.headers.get("RateLimit-Remaining")).toBe("9");
    const refused = await call("/api/v1/no-such-family", { headers: { "X-API-Key": generateApiKey() } });
    expect(refused.status).toBe(401);
  });
});
