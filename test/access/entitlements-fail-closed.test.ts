import { env, runInDurableObject } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { entitlementsKvKey } from "../../src/access/entitlements.ts";
import type { GuardedKey, KeyGuard } from "../../src/access/key-guard.ts";
import { hashApiKey } from "../../src/access/keys.ts";
import { seedCatalog } from "../../src/catalog/seed.ts";
import type { SnapshotMessage } from "../../src/stream/market-stream/protocol.ts";
import { readProblem } from "../support/fetch.ts";
import { admin, call, createKey } from "../support/keys.ts";
import { faultyBinding } from "../support/outages.ts";
import { openStream, type StreamClient } from "../support/stream.ts";

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

/** A 503 service-unavailable with Retry-After: the list could not be known, so nothing was decided. */
async function expectUnavailable(res: Response, label: string) {
  expect(res.status, label).toBe(503);
  expect(res.headers.get("Retry-After"), label).toMatch(/^\d+$/);
  expect((await readProblem(res)).type, label).toMatch(/#service-unavailable$/);
}

const entitledKey = () =>
  createKey({ scopes: ["indices:read", "benchmarks:read"], entitlements: ["us-cpi-yoy-next"] });

describe("entitlement lists fail closed", () => {
  it("answers 503 while a key's KV copy is missing, and its guard restores the copy for the next request", async () => {
    const { key, id } = await entitledKey();
    const original = await storedCopy(id);
    await env.ENTITLEMENTS.delete(entitlementsKvKey(id));
    // Its own index and every other instrument alike: the list is unknown, never read as "nothing".
    await expectUnavailable(await call("/api/v1/indices/PIXCPI", { headers: headers(key) }), "own index");
    // The guard wrote its copy back while that request failed.
    expect(await storedCopy(id)).toEqual(original);
    expect((await call("/api/v1/indices/PIXCPI", { headers: headers(key) })).status).toBe(200);
    // Restored, the list still holds: nothing outside it is read.
    await expectNotEntitled(await call("/api/v1/indices/PIXFED", { headers: headers(key) }), "outside");
    await expectNotEntitled(
      await call("/api/v1/benchmarks/gold-settle-dec", { headers: headers(key) }),
      "benchmark outside",
    );
    // Anonymous reads are untouched.
    expect((await call("/api/v1/benchmarks/gold-settle-dec")).status).toBe(200);
  });

  it("answers 503, never 403, for as long as KV answers nothing, and serves the key once it reads again", async () => {
    const { key } = await entitledKey();
    const empty = { ENTITLEMENTS: faultyBinding(env.ENTITLEMENTS, "nothing", { only: ["get"] }) };
    for (const attempt of [1, 2, 3]) {
      await expectUnavailable(
        await call("/api/v1/indices/PIXCPI", { headers: headers(key) }, empty),
        `attempt ${attempt}`,
      );
    }
    expect((await call("/api/v1/indices/PIXCPI", { headers: headers(key) })).status).toBe(200);
  });

  it("restores a copy that is not a list, or from a version the guard has not seen", async () => {
    for (const [label, overwrite] of [
      ["garbage", () => "{not json"],
      ["wrong shape", (version: number) => JSON.stringify({ version })],
      [
        "newer version",
        (version: number) => JSON.stringify({ version: version + 1, slugs: ["us-recession-2026"] }),
      ],
    ] as const) {
      // A key each: a guard rewrites one key's copy at most once a second.
      const { key, id } = await entitledKey();
      const original = await storedCopy(id);
      await env.ENTITLEMENTS.put(entitlementsKvKey(id), overwrite(original.version));
      await expectUnavailable(await call("/api/v1/indices/PIXREC", { headers: headers(key) }), label);
      expect(await storedCopy(id), label).toEqual(original);
      expect((await call("/api/v1/indices/PIXCPI", { headers: headers(key) })).status, label).toBe(200);
      await expectNotEntitled(await call("/api/v1/indices/PIXREC", { headers: headers(key) }), label);
    }
  });

  it("restores the copy of a guard provisioned before guards kept it, from D1", async () => {
    const { key, id } = await entitledKey();
    const original = await storedCopy(id);
    // As a guard written by an earlier release holds it: a flag for the list, no copy of its own.
    const guard = env.KEY_GUARD.getByName(await hashApiKey(key));
    await runInDurableObject(guard, async (instance: KeyGuard, state) => {
      const record = state.storage.kv.get<GuardedKey>("key");
      if (!record) throw new Error("no guard record");
      const { entitlementsVersion: _version, ...rest } = record;
      await instance.provision({ ...rest, hasEntitlements: true });
      state.storage.kv.delete("copy");
      (instance as unknown as { latestCopy: unknown }).latestCopy = undefined;
    });
    await env.ENTITLEMENTS.delete(entitlementsKvKey(id));
    await expectUnavailable(await call("/api/v1/indices/PIXCPI", { headers: headers(key) }), "missing");
    expect(await storedCopy(id)).toEqual(original);
    expect((await call("/api/v1/indices/PIXCPI", { headers: headers(key) })).status).toBe(200);
    await expectNotEntitled(await call("/api/v1/indices/PIXFED", { headers: headers(key) }), "outside");
  });

  it("applies an older copy than the guard's version (stricter), never a wider one", async () => {
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

  it("refuses a keyed connection whose KV copy is missing as unavailable, then serves it restored", async () => {
    const { key, id } = await createKey({ scopes: ["markets:read"], entitlements: ["us-cpi-yoy-next"] });
    await env.ENTITLEMENTS.delete(entitlementsKvKey(id));
    await expect(openStream(headers(key))).rejects.toThrow(/expected 101, got 503/);
    const restored = await openStream(headers(key));
    open.push(restored);
    expect((await snapshotAfter(restored)).access).toEqual({
      kind: "key",
      key_id: id,
      entitlements: ["us-cpi-yoy-next"],
    });

    await env.ENTITLEMENTS.delete(entitlementsKvKey(id));
    const byMessage = await openStream();
    open.push(byMessage);
    await snapshotAfter(byMessage);
    byMessage.send({ type: "auth", key });
    const refused = await byMessage.next();
    expect(refused).toMatchObject({ type: "error", code: "service-unavailable" });
    expect((await byMessage.closed).code).toBe(1013);
  });
});
