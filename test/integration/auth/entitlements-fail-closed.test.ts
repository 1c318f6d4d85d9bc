import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { entitlementsKvKey } from "../../../src/auth/entitlements.ts";
import { seedCatalog } from "../../../src/catalog/seed.ts";
import type { SnapshotMessage } from "../../../src/legacy/stream-protocol.ts";
import { readProblem } from "../../support/fetch.ts";
import { admin, call, createKey } from "../../support/keys.ts";
import { faultyBinding } from "../../support/outages.ts";
import { openStream, type StreamClient } from "../../support/stream.ts";

beforeAll(async () => {
  await seedCatalog(env.DB);
});

const headers = (key: string) => ({ "X-API-Key": key });

/** The KV copy of a key's list as the admin plane stores it. */
async function storedCopy(keyId: string): Promise<{ version: number; slugs: string[] }> {
  const copy = await env.ENTITLEMENTS.get<{ version: number; slugs: string[] }>(
    entitlementsKvKey(keyId),
    "json",
  );
  if (!copy) throw new Error(`no KV copy for ${keyId}`);
  return copy;
}

async function expectNotEntitled(res: Response, label: string) {
  expect(res.status, label).toBe(403);
  expect((await readProblem(res)).type, label).toMatch(/#benchmark-not-entitled$/);
}

describe("entitlement lists fail closed", () => {
  it("reads a key whose KV copy is missing as entitled to nothing", async () => {
    const { key, id } = await createKey({
      scopes: ["indices:read", "benchmarks:read"],
      entitlements: ["us-cpi-yoy-next"],
    });
    await env.ENTITLEMENTS.delete(entitlementsKvKey(id));
    for (const path of [
      "/api/v1/benchmarks/gold-settle-dec",
      "/api/v1/indices/PIXFED/snapshots/latest",
      "/api/v1/indices/PIXCPI",
    ]) {
      await expectNotEntitled(await call(path, { headers: headers(key) }), path);
    }
    // Anonymous reads are untouched.
    expect((await call("/api/v1/benchmarks/gold-settle-dec")).status).toBe(200);
  });

  it("applies an older copy than the guard's version (stricter), never a wider or unknown one", async () => {
    const { key, id } = await createKey({ scopes: ["indices:read"], entitlements: ["us-cpi-yoy-next"] });
    const widened = await admin(`/api/admin/keys/${id}/entitlements`, {
      method: "PUT",
      body: { slugs: ["us-cpi-yoy-next", "fed-funds-upper-next-fomc"] },
    });
    expect(widened.status).toBe(200);
    const current = await storedCopy(id);
    expect(current.slugs).toEqual(["us-cpi-yoy-next", "fed-funds-upper-next-fomc"]);

    // A copy one version behind (as an edge cache may still hold): its narrower list applies.
    await env.ENTITLEMENTS.put(
      entitlementsKvKey(id),
      JSON.stringify({ version: current.version - 1, slugs: ["us-cpi-yoy-next"] }),
    );
    expect((await call("/api/v1/indices/PIXCPI", { headers: headers(key) })).status).toBe(200);
    await expectNotEntitled(await call("/api/v1/indices/PIXFED", { headers: headers(key) }), "older copy");

    // A copy from a version the guard has not seen is not trusted, whatever it lists.
    await env.ENTITLEMENTS.put(
      entitlementsKvKey(id),
      JSON.stringify({ version: current.version + 1, slugs: ["us-cpi-yoy-next", "us-recession-2026"] }),
    );
    for (const symbol of ["PIXCPI", "PIXFED", "PIXREC"]) {
      await expectNotEntitled(await call(`/api/v1/indices/${symbol}`, { headers: headers(key) }), symbol);
    }

    // A copy that is not a list at all reads as no list: nothing.
    await env.ENTITLEMENTS.put(entitlementsKvKey(id), "{not json");
    await expectNotEntitled(await call("/api/v1/indices/PIXCPI", { headers: headers(key) }), "garbage");

    // The current copy restored: the widened list applies again at once (the cache is keyed by version).
    await env.ENTITLEMENTS.put(entitlementsKvKey(id), JSON.stringify(current));
    expect((await call("/api/v1/indices/PIXFED", { headers: headers(key) })).status).toBe(200);
  });

  it("shows a widened list at once, even after the previous version was cached", async () => {
    const { key, id } = await createKey({ scopes: ["indices:read"], entitlements: ["us-cpi-yoy-next"] });
    expect((await call("/api/v1/indices/PIXCPI", { headers: headers(key) })).status).toBe(200);
    await expectNotEntitled(await call("/api/v1/indices/PIXFED", { headers: headers(key) }), "before");
    const widened = await admin(`/api/admin/keys/${id}/entitlements`, {
      method: "PUT",
      body: { slugs: ["us-cpi-yoy-next", "fed-funds-upper-next-fomc"] },
    });
    expect(widened.status).toBe(200);
    expect((await call("/api/v1/indices/PIXFED", { headers: headers(key) })).status).toBe(200);
  });

  it("answers 503 with Retry-After when the list cannot be read", async () => {
    const { key } = await createKey({
      scopes: ["indices:read", "benchmarks:read"],
      entitlements: ["us-cpi-yoy-next"],
    });
    for (const path of ["/api/v1/benchmarks/gold-settle-dec", "/api/v1/indices/PIXCPI"]) {
      const res = await call(
        path,
        { headers: headers(key) },
        { ENTITLEMENTS: faultyBinding(env.ENTITLEMENTS, "throw", { only: ["get", "getWithMetadata"] }) },
      );
      expect(res.status, path).toBe(503);
      expect(res.headers.get("Retry-After"), path).toMatch(/^\d+$/);
      const problem = await readProblem(res);
      expect(problem.type).toMatch(/#service-unavailable$/);
      expect(JSON.stringify(problem)).not.toContain("KV unavailable");
    }
    // The same key with a readable store is served.
    expect((await call("/api/v1/indices/PIXCPI", { headers: headers(key) })).status).toBe(200);
  });
});

describe("the legacy stream applies the same rule", () => {
  const open: StreamClient[] = [];
  afterEach(() => {
    for (const client of open.splice(0)) client.close();
  });

  async function snapshotAfter(client: StreamClient): Promise<SnapshotMessage> {
    const message = await client.next();
    if (message.type !== "snapshot") throw new Error(`expected a snapshot, got ${message.type}`);
    return message;
  }

  it("narrows a keyed connection whose KV copy is missing to nothing (header and auth message)", async () => {
    const { key, id } = await createKey({ scopes: ["markets:read"], entitlements: ["us-cpi-yoy-next"] });
    await env.ENTITLEMENTS.delete(entitlementsKvKey(id));

    const byHeader = await openStream(headers(key));
    open.push(byHeader);
    const first = await snapshotAfter(byHeader);
    expect(first.access).toEqual({ kind: "key", key_id: id, entitlements: [] });
    expect(first.markets).toEqual([]);

    const byMessage = await openStream();
    open.push(byMessage);
    await snapshotAfter(byMessage);
    byMessage.send({ type: "auth", key });
    const authed = await snapshotAfter(byMessage);
    expect(authed.access).toEqual({ kind: "key", key_id: id, entitlements: [] });
    expect(authed.markets).toEqual([]);
  });
});
