import { env } from "cloudflare:test";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { entitlementsKvKey, readEntitlementCopy } from "../../src/access/entitlements.ts";
import { seedCatalog } from "../../src/catalog/seed.ts";
import type { AppEnv } from "../../src/env.ts";
import { assertEntitled } from "../../src/platform/http/entitled.ts";
import { ProblemError } from "../../src/platform/http/problem.ts";
import { readProblem } from "../support/fetch.ts";
import { admin, call, createKey, type KeyRecordJson } from "../support/keys.ts";

beforeAll(async () => {
  await seedCatalog(env.DB);
});

const headers = (key: string) => ({ "X-API-Key": key });

describe("entitlement lists on the index routes", () => {
  it("lets an entitled key read its slugs by symbol, slug or any case, and refuses every spelling of others", async () => {
    const { key } = await createKey({ scopes: ["indices:read"], entitlements: ["us-cpi-yoy-next"] });
    for (const id of ["PIXCPI", "pixcpi", "PixCpi", "us-cpi-yoy-next", "US-CPI-YOY-NEXT"]) {
      const res = await call(`/api/v1/indices/${id}`, { headers: headers(key) });
      expect(res.status, id).toBe(200);
    }
    for (const id of [
      "PIXFED",
      "pixfed",
      "fed-funds-upper-next-fomc",
      "FED-FUNDS-UPPER-NEXT-FOMC",
      "PiXfEd",
    ]) {
      for (const suffix of ["", "/snapshots/latest", "/history", "/statistics/latest", "/daily-closes"]) {
        const res = await call(`/api/v1/indices/${id}${suffix}`, { headers: headers(key) });
        expect(res.status, `${id}${suffix}`).toBe(403);
        const problem = await readProblem(res);
        expect(problem.type).toMatch(/#benchmark-not-entitled$/);
        expect(problem.detail).toContain("fed-funds-upper-next-fomc");
      }
    }
  });

  it("never serves an outside index through a padded or encoded id", async () => {
    const { key } = await createKey({ scopes: ["indices:read"], entitlements: ["us-cpi-yoy-next"] });
    for (const id of ["PIXFED%20", "%50IXFED", "pixfed%00", " PIXFED", "PIXFED/"]) {
      const res = await call(`/api/v1/indices/${id}`, { headers: headers(key) });
      expect(res.status, id).not.toBe(200);
    }
  });

  it("applies the same list on the benchmark plane and its deprecated alias", async () => {
    const { key } = await createKey({ scopes: ["benchmarks:read"], entitlements: ["gold-settle-dec"] });
    for (const path of [
      "/api/v1/benchmarks/BMGOLD",
      "/api/v1/benchmarks/gold-settle-dec",
      "/api/v1/commodities/bmgold",
    ]) {
      expect((await call(path, { headers: headers(key) })).status, path).toBe(200);
    }
    for (const path of [
      "/api/v1/benchmarks/BMWTI",
      "/api/v1/benchmarks/wti-crude-settle-dec",
      "/api/v1/benchmarks/bmwti/snapshots/latest",
      "/api/v1/commodities/BMWTI",
      "/api/v1/commodities/WTI-CRUDE-SETTLE-DEC/history",
    ]) {
      const res = await call(path, { headers: headers(key) });
      expect(res.status, path).toBe(403);
      expect((await readProblem(res)).type).toMatch(/#benchmark-not-entitled$/);
    }
  });

  it("does not restrict anonymous reads or keys without a list", async () => {
    const { key } = await createKey({ scopes: ["indices:read"] });
    expect((await call("/api/v1/indices/PIXFED", { headers: headers(key) })).status).toBe(200);
    expect((await call("/api/v1/indices/PIXFED")).status).toBe(200);
  });

  it("widens and clears through the admin plane; D1 and KV agree; narrowing is refused", async () => {
    const created = await createKey({ scopes: ["indices:read"], entitlements: ["us-cpi-yoy-next"] });
    const path = `/api/admin/keys/${created.id}/entitlements`;

    const narrow = await admin(path, { method: "PUT", body: { slugs: [] } });
    expect(narrow.status).toBe(409);
    expect((await readProblem(narrow)).type).toMatch(/#entitlements-not-widened$/);
    const unknown = await admin(path, {
      method: "PUT",
      body: { slugs: ["us-cpi-yoy-next", "no-such-index"] },
    });
    expect(unknown.status).toBe(400);
    expect((await readProblem(unknown)).invalid_params?.[0]?.name).toBe("slugs.1");

    const widened = await admin(path, {
      method: "PUT",
      body: { slugs: ["us-cpi-yoy-next", "fed-funds-upper-next-fomc"] },
    });
    expect(widened.status).toBe(200);
    expect(((await widened.json()) as { data: KeyRecordJson }).data.entitlements).toEqual([
      "us-cpi-yoy-next",
      "fed-funds-upper-next-fomc",
    ]);
    expect((await readEntitlementCopy(env.ENTITLEMENTS, created.id))?.slugs).toEqual([
      "us-cpi-yoy-next",
      "fed-funds-upper-next-fomc",
    ]);
    expect((await call("/api/v1/indices/PIXFED", { headers: headers(created.key) })).status).toBe(200);
    expect((await call("/api/v1/indices/PIXREC", { headers: headers(created.key) })).status).toBe(403);

    const cleared = await admin(path, { method: "DELETE" });
    expect(cleared.status).toBe(200);
    expect(await env.ENTITLEMENTS.get(entitlementsKvKey(created.id))).toBeNull();
    const row = await env.DB.prepare("SELECT entitlements FROM api_keys WHERE id = ?")
      .bind(created.id)
      .first<{ entitlements: string | null }>();
    expect(row?.entitlements).toBeNull();
    expect((await call("/api/v1/indices/PIXREC", { headers: headers(created.key) })).status).toBe(200);

    const relist = await admin(path, { method: "PUT", body: { slugs: ["us-cpi-yoy-next"] } });
    expect(relist.status).toBe(409); // a key that reads everything cannot be narrowed to a list
  });

  it("takes symbols or slugs in any case and stores canonical slugs (issuance and widening)", async () => {
    const created = await admin("/api/admin/keys", {
      body: {
        name: "symbols",
        scopes: ["indices:read", "benchmarks:read"],
        rate_limit_per_minute: 50,
        entitlements: ["us-cpi-yoy-next", "PIXFED"],
      },
    });
    expect(created.status).toBe(201);
    const record = ((await created.json()) as { data: KeyRecordJson & { key: string } }).data;
    expect(record.entitlements).toEqual(["us-cpi-yoy-next", "fed-funds-upper-next-fomc"]);
    const stored = async () => {
      const row = await env.DB.prepare("SELECT entitlements FROM api_keys WHERE id = ?")
        .bind(record.id)
        .first<{ entitlements: string }>();
      return JSON.parse(row?.entitlements ?? "null") as unknown;
    };
    expect(await stored()).toEqual(["us-cpi-yoy-next", "fed-funds-upper-next-fomc"]);
    expect((await call("/api/v1/indices/pixfed", { headers: headers(record.key) })).status).toBe(200);

    const widened = await admin(`/api/admin/keys/${record.id}/entitlements`, {
      method: "PUT",
      body: { slugs: ["PixCpi", "FED-FUNDS-UPPER-NEXT-FOMC", "bmgold", "Wti-Crude-Settle-Dec"] },
    });
    expect(widened.status).toBe(200);
    const canonical = [
      "us-cpi-yoy-next",
      "fed-funds-upper-next-fomc",
      "gold-settle-dec",
      "wti-crude-settle-dec",
    ];
    expect(((await widened.json()) as { data: KeyRecordJson }).data.entitlements).toEqual(canonical);
    expect(await stored()).toEqual(canonical);
    expect((await call("/api/v1/benchmarks/BMWTI", { headers: headers(record.key) })).status).toBe(200);
  });

  it("refuses unknown or malformed ids, and two names of one instrument, at issuance", async () => {
    for (const entitlements of [
      ["PIXCPI", "us-cpi-yoy-next"],
      ["no-such-index"],
      ["us-cpi-yoy-next", "us-cpi-yoy-next"],
      [""],
    ]) {
      const res = await admin("/api/admin/keys", {
        body: { name: "e", scopes: ["indices:read"], rate_limit_per_minute: 5, entitlements },
      });
      expect(res.status, JSON.stringify(entitlements)).toBe(400);
    }
  });
});

describe("assertEntitled", () => {
  function appWith(list: readonly string[] | null | "failing") {
    const app = new Hono<AppEnv>();
    app.onError((error, c) => c.json({ slug: error instanceof ProblemError ? error.slug : "other" }, 500));
    app.get("/:slug", async (c) => {
      if (list !== null || c.req.query("keyed")) {
        c.set("credential", {
          keyId: "key_test",
          keyHash: "0".repeat(64),
          entitlements: async () => {
            if (list === "failing") throw new Error("kv down");
            return list;
          },
        });
      }
      await assertEntitled(c, c.req.param("slug"));
      return c.text("ok");
    });
    return app;
  }

  it("passes anonymous requests and unlisted keys, refuses slugs outside a list, fails closed", async () => {
    expect(await (await appWith(null).request("/a", {}, env)).text()).toBe("ok");
    expect(await (await appWith(null).request("/a?keyed=1", {}, env)).text()).toBe("ok");
    expect(await (await appWith(["a"]).request("/a", {}, env)).text()).toBe("ok");
    expect(await (await appWith(["a"]).request("/b", {}, env)).json()).toEqual({
      slug: "benchmark-not-entitled",
    });
    expect(await (await appWith([]).request("/a", {}, env)).json()).toEqual({
      slug: "benchmark-not-entitled",
    });
    expect(await (await appWith("failing").request("/a", {}, env)).json()).toEqual({
      slug: "service-unavailable",
    });
  });
});
