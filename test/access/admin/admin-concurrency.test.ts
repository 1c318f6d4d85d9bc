import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { entitlementsKvKey } from "../../../src/access/entitlements.ts";
import { seedCatalog } from "../../../src/catalog/seed.ts";
import { problemSlug } from "../../support/fetch.ts";
import { admin, call, createKey, type KeyRecordJson } from "../../support/keys.ts";

beforeAll(async () => {
  await seedCatalog(env.DB);
});

/** How often each race is run; one lucky interleaving must not make a test pass. */
const TRIALS = 20;
/** Each race test makes a few hundred admin calls on a shared machine. */
const RACE_TIMEOUT_MS = 120_000;

/** How long after a rotation a racing revocation starts (negative: before), cycled over the trials. */
const START_LAGS_MS = [0, -1, 1, -2, 2, -4, 4, -8, 8];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const data = async <T>(res: Response) => ((await res.json()) as { data: T }).data;
const headers = (key: string) => ({ "X-API-Key": key });
const read = (path: string, key: string) => call(path, { headers: headers(key) });

async function successorsOf(id: string): Promise<string[]> {
  const rows = await env.DB.prepare("SELECT id FROM api_keys WHERE rotated_from = ? ORDER BY id")
    .bind(id)
    .all<{ id: string }>();
  return rows.results.map((r) => r.id);
}

async function auditedActions(id: string): Promise<string[]> {
  const rows = await env.DB.prepare("SELECT action FROM admin_audit WHERE key_id = ? ORDER BY id")
    .bind(id)
    .all<{ action: string }>();
  return rows.results.map((r) => r.action);
}

async function storedList(id: string): Promise<string[] | null> {
  const row = await env.DB.prepare("SELECT entitlements FROM api_keys WHERE id = ?")
    .bind(id)
    .first<{ entitlements: string | null }>();
  return row?.entitlements ? (JSON.parse(row.entitlements) as string[]) : null;
}

async function kvCopy(id: string): Promise<{ version: number; slugs: string[] } | null> {
  return env.ENTITLEMENTS.get<{ version: number; slugs: string[] }>(entitlementsKvKey(id), "json");
}

describe("rotation is one atomic state change", () => {
  it(
    `lets exactly one of five parallel rotations win (${TRIALS} trials)`,
    async () => {
      for (let trial = 0; trial < TRIALS; trial++) {
        const old = await createKey({ scopes: ["indices:read"], entitlements: ["us-cpi-yoy-next"] });
        const answers = await Promise.all(
          Array.from({ length: 5 }, () => admin(`/api/admin/keys/${old.id}/rotate`, { method: "POST" })),
        );
        const statuses = answers.map((res) => res.status);
        expect(
          statuses.filter((s) => s === 201),
          `trial ${trial}: ${statuses}`,
        ).toHaveLength(1);
        expect(
          statuses.filter((s) => s === 409),
          `trial ${trial}: ${statuses}`,
        ).toHaveLength(4);
        let winner: (KeyRecordJson & { key: string }) | undefined;
        for (const res of answers) {
          if (res.status === 201) winner = await data<KeyRecordJson & { key: string }>(res);
          else expect(await problemSlug(res)).toBe("key-inactive");
        }
        if (!winner) throw new Error("no winner");
        expect(winner).toMatchObject({
          rotated_from: old.id,
          entitlements: ["us-cpi-yoy-next"],
          status: "active",
        });
        expect(await successorsOf(old.id)).toEqual([winner.id]);
        expect(await auditedActions(old.id)).toEqual(["create", "rotate"]);

        const oldRecord = await data<KeyRecordJson>(await admin(`/api/admin/keys/${old.id}`));
        expect(oldRecord).toMatchObject({ status: "revoked", rotated_to: winner.id });
        expect((await read("/api/v1/indices/PIXCPI", old.key)).status).toBe(401);
        expect((await read("/api/v1/indices/PIXCPI", winner.key)).status).toBe(200);
        expect((await read("/api/v1/indices/PIXFED", winner.key)).status).toBe(403);
      }
    },
    RACE_TIMEOUT_MS,
  );

  it(
    `resolves a revocation racing a rotation to exactly one outcome (${TRIALS} trials)`,
    async () => {
      const outcomes = { rotated: 0, revoked: 0 };
      for (let trial = 0; trial < TRIALS; trial++) {
        const old = await createKey({ scopes: ["indices:read"] });
        // Both calls in flight together, one started up to a few milliseconds after the other, each
        // first in turn, so both outcomes occur.
        const lag = START_LAGS_MS[trial % START_LAGS_MS.length] ?? 0;
        const [rotate, revoke] = await Promise.all([
          sleep(Math.max(0, -lag)).then(() => admin(`/api/admin/keys/${old.id}/rotate`, { method: "POST" })),
          sleep(Math.max(0, lag)).then(() => admin(`/api/admin/keys/${old.id}/revoke`, { method: "POST" })),
        ]);
        expect(revoke.status, `trial ${trial}`).toBe(200);
        const revoked = await data<KeyRecordJson>(revoke);
        expect(revoked.status).toBe("revoked");
        const changes = (await auditedActions(old.id)).filter((a) => a !== "create");
        expect(changes, `trial ${trial}`).toHaveLength(1);
        if (rotate.status === 201) {
          outcomes.rotated++;
          const successor = await data<KeyRecordJson & { key: string }>(rotate);
          expect(changes).toEqual(["rotate"]);
          expect(await successorsOf(old.id)).toEqual([successor.id]);
          expect(revoked.rotated_to).toBe(successor.id);
          expect((await read("/api/v1/indices/PIXCPI", successor.key)).status).toBe(200);
        } else {
          outcomes.revoked++;
          expect(rotate.status, `trial ${trial}`).toBe(409);
          expect(await problemSlug(rotate)).toBe("key-inactive");
          expect(changes).toEqual(["revoke"]);
          expect(await successorsOf(old.id)).toEqual([]);
          expect(revoked.rotated_to).toBeNull();
        }
        expect((await read("/api/v1/indices/PIXCPI", old.key)).status).toBe(401);
      }
      expect(outcomes.rotated + outcomes.revoked).toBe(TRIALS);
      // Both outcomes occur (a race that always resolved one way would leave a branch untested).
      expect(outcomes.rotated, JSON.stringify(outcomes)).toBeGreaterThan(0);
      expect(outcomes.revoked, JSON.stringify(outcomes)).toBeGreaterThan(0);
    },
    RACE_TIMEOUT_MS,
  );
});

describe("entitlement changes never lose an acknowledged write", () => {
  it(
    `lets one of two parallel widenings win; the other answers 409 key-changed (${TRIALS} trials)`,
    async () => {
      for (let trial = 0; trial < TRIALS; trial++) {
        const { id, key } = await createKey({
          scopes: ["indices:read", "benchmarks:read"],
          entitlements: ["us-cpi-yoy-next"],
        });
        const path = `/api/admin/keys/${id}/entitlements`;
        const lists = [
          ["us-cpi-yoy-next", "gold-settle-dec"],
          ["us-cpi-yoy-next", "wti-crude-settle-dec"],
        ];
        const answers = await Promise.all(
          lists.map((slugs) => admin(path, { method: "PUT", body: { slugs } })),
        );
        const statuses = answers.map((res) => res.status);
        expect([...statuses].sort(), `trial ${trial}`).toEqual([200, 409]);
        const won = statuses.indexOf(200);
        const lost = 1 - won;
        expect(await problemSlug(answers[lost] as Response)).toBe("key-changed");
        const winner = lists[won] as string[];
        const loser = lists[lost] as string[];
        expect((await data<KeyRecordJson>(answers[won] as Response)).entitlements).toEqual(winner);
        expect(await storedList(id)).toEqual(winner);
        expect((await kvCopy(id))?.slugs).toEqual(winner);
        expect((await read(`/api/v1/benchmarks/${winner[1]}`, key)).status).toBe(200);
        expect((await read(`/api/v1/benchmarks/${loser[1]}`, key)).status).toBe(403);
        expect((await auditedActions(id)).filter((a) => a === "entitlements.widen")).toHaveLength(1);
      }
    },
    RACE_TIMEOUT_MS,
  );

  it(
    `keeps every acknowledged change when a widening races a clear (${TRIALS} trials)`,
    async () => {
      for (let trial = 0; trial < TRIALS; trial++) {
        const { id, key } = await createKey({
          scopes: ["indices:read", "benchmarks:read"],
          entitlements: ["us-cpi-yoy-next"],
        });
        const path = `/api/admin/keys/${id}/entitlements`;
        const [widen, clear] = await Promise.all([
          admin(path, { method: "PUT", body: { slugs: ["us-cpi-yoy-next", "gold-settle-dec"] } }),
          admin(path, { method: "DELETE" }),
        ]);
        const acknowledged = (await auditedActions(id)).filter((a) => a.startsWith("entitlements."));
        expect(acknowledged.length, `trial ${trial}`).toBe(
          [widen, clear].filter((r) => r.status === 200).length,
        );
        if (clear.status === 200) {
          // Cleared (after the widening, if that won too): the key reads everything.
          expect(acknowledged.at(-1)).toBe("entitlements.clear");
          expect(await storedList(id)).toBeNull();
          expect(await kvCopy(id)).toBeNull();
          expect((await read("/api/v1/indices/PIXFED", key)).status).toBe(200);
        } else {
          expect(clear.status, `trial ${trial}`).toBe(409);
          expect(await problemSlug(clear)).toBe("key-changed");
          expect(widen.status).toBe(200);
          expect(await storedList(id)).toEqual(["us-cpi-yoy-next", "gold-settle-dec"]);
          expect((await kvCopy(id))?.slugs).toEqual(["us-cpi-yoy-next", "gold-settle-dec"]);
          expect((await read("/api/v1/indices/PIXFED", key)).status).toBe(403);
        }
        if (widen.status !== 200) expect([409]).toContain(widen.status);
        expect((await read("/api/v1/benchmarks/gold-settle-dec", key)).status).toBe(200);
      }
    },
    RACE_TIMEOUT_MS,
  );
});

describe("ETag and If-Match on key records", () => {
  it("tags every key answer with its version and refuses a stale If-Match with 412", async () => {
    const created = await admin("/api/admin/keys", {
      body: { name: "tagged", scopes: ["indices:read"], rate_limit_per_minute: 10, entitlements: ["PIXCPI"] },
    });
    expect(created.status).toBe(201);
    const createdTag = created.headers.get("ETag");
    expect(createdTag).toMatch(/^"[^"]+"$/);
    const { id } = await data<KeyRecordJson>(created);
    const fetched = await admin(`/api/admin/keys/${id}`);
    expect(fetched.headers.get("ETag")).toBe(createdTag);

    const path = `/api/admin/keys/${id}/entitlements`;
    const widened = await admin(path, {
      method: "PUT",
      body: { slugs: ["us-cpi-yoy-next", "PIXFED"] },
      headers: { "If-Match": createdTag ?? "" },
    });
    expect(widened.status).toBe(200);
    const widenedTag = widened.headers.get("ETag");
    expect(widenedTag).not.toBe(createdTag);
    expect((await admin(`/api/admin/keys/${id}`)).headers.get("ETag")).toBe(widenedTag);

    const stale = await admin(path, {
      method: "PUT",
      body: { slugs: ["us-cpi-yoy-next", "fed-funds-upper-next-fomc", "gold-settle-dec"] },
      headers: { "If-Match": createdTag ?? "" },
    });
    expect(stale.status).toBe(412);
    expect(await problemSlug(stale)).toBe("precondition-failed");
    expect(await storedList(id)).toEqual(["us-cpi-yoy-next", "fed-funds-upper-next-fomc"]);
    for (const [method, route] of [
      ["DELETE", path],
      ["POST", `/api/admin/keys/${id}/revoke`],
      ["POST", `/api/admin/keys/${id}/rotate`],
    ] as const) {
      const res = await admin(route, { method, headers: { "If-Match": createdTag ?? "" } });
      expect(res.status, `${method} ${route}`).toBe(412);
    }
    expect(await successorsOf(id)).toEqual([]);

    const malformed = await admin(path, { method: "DELETE", headers: { "If-Match": "v1" } });
    expect(malformed.status).toBe(400);
    expect(await problemSlug(malformed)).toBe("invalid-header");

    const cleared = await admin(path, { method: "DELETE", headers: { "If-Match": `"x", ${widenedTag}` } });
    expect(cleared.status).toBe(200);
    const clearedTag = cleared.headers.get("ETag");
    const rotated = await admin(`/api/admin/keys/${id}/rotate`, {
      method: "POST",
      headers: { "If-Match": clearedTag ?? "" },
    });
    expect(rotated.status).toBe(201);
    expect(rotated.headers.get("ETag")).toMatch(/^"[^"]+"$/);
    const successor = await data<KeyRecordJson>(rotated);
    const revoked = await admin(`/api/admin/keys/${successor.id}/revoke`, {
      method: "POST",
      headers: { "If-Match": "*" },
    });
    expect(revoked.status).toBe(200);
    expect(revoked.headers.get("ETag")).not.toBe(rotated.headers.get("ETag"));
  });
});

describe("the operator document describes the preconditions", () => {
  type Operation = {
    parameters?: { name: string; in: string }[];
    responses: Record<string, { headers?: Record<string, unknown>; description?: string }>;
  };
  it("lists If-Match, the ETag header and the 409/412 answers on every key change", async () => {
    const doc = (await (await admin("/api/admin/openapi.json")).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const changes: [string, string][] = [
      ["/api/admin/keys/{id}/revoke", "post"],
      ["/api/admin/keys/{id}/rotate", "post"],
      ["/api/admin/keys/{id}/entitlements", "put"],
      ["/api/admin/keys/{id}/entitlements", "delete"],
    ];
    for (const [path, method] of changes) {
      const operation = doc.paths[path]?.[method];
      if (!operation) throw new Error(`${method} ${path} missing`);
      expect(
        operation.parameters?.some((p) => p.in === "header" && p.name.toLowerCase() === "if-match"),
        `${method} ${path}`,
      ).toBe(true);
      expect(operation.responses["412"]?.description, `${method} ${path}`).toContain("precondition-failed");
      // A revocation that finds the key already revoked answers its record: no 409.
      if (!path.endsWith("/revoke")) {
        expect(operation.responses["409"]?.description, `${method} ${path}`).toContain("key-inactive");
      }
      const success = operation.responses["200"] ?? operation.responses["201"];
      expect(success?.headers?.ETag, `${method} ${path}`).toBeDefined();
    }
    expect(doc.paths["/api/admin/keys/{id}/entitlements"]?.put?.responses["409"]?.description).toContain(
      "key-changed",
    );
    expect(doc.paths["/api/admin/keys/{id}"]?.get?.responses["200"]?.headers?.ETag).toBeDefined();
  });
});
