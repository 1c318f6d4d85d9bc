import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { hashApiKey } from "../../../src/access/keys.ts";
import { ANONYMOUS_PLANE_SCOPES, PLANES } from "../../../src/access/planes.ts";
import { seedCatalog } from "../../../src/catalog/seed.ts";
import { problemSlug, readProblem } from "../../support/fetch.ts";
import { admin, call, type KeyRecordJson } from "../../support/keys.ts";
import { auditOf, data, mint, readWith, signedInAccount, terminal } from "../../support/terminal.ts";

beforeAll(async () => {
  await seedCatalog(env.DB);
});

type Owned = KeyRecordJson & { account_id: string | null };

describe("terminal keys", () => {
  it("an account created without scopes reads every anonymous plane: its first key never reads less than no key", async () => {
    const session = await signedInAccount({ scopes: null });
    // Every plane that answers anonymously (src/access/planes.ts), these four among them.
    const anonymousScopes = [...ANONYMOUS_PLANE_SCOPES];
    expect(anonymousScopes).toEqual(
      expect.arrayContaining(["indices:read", "benchmarks:read", "lake:read", "markets:read"]),
    );
    expect(session.account.ceiling.scopes).toEqual(anonymousScopes);
    const minted = await data<Owned & { key: string }>(
      await terminal("/api/terminal/keys", session, { body: { name: "first" } }),
    );
    expect(minted.scopes).toEqual(anonymousScopes);
    // Each anonymous plane answers the key exactly as it answers no key (a 503 or a 400 included).
    for (const path of PLANES.filter((p) => p.anonymous).map((p) => p.paths[0] as string)) {
      const anonymous = await call(path);
      const keyed = await readWith(minted.key, path);
      expect([path, keyed.status]).toEqual([path, anonymous.status]);
    }
    for (const path of ["/api/v1/indices", "/api/v1/benchmarks", "/api/v1/lake", "/api/markets"]) {
      expect([path, (await readWith(minted.key, path)).status]).toEqual([path, 200]);
    }
  });

  it("mints a key with the ceiling's settings by default; the key reads the API; only its hash is stored", async () => {
    const session = await signedInAccount({ scopes: ["indices:read"], rate_limit_per_minute: 120 });
    const res = await terminal("/api/terminal/keys", session, { body: { name: "laptop" } });
    expect(res.status).toBe(201);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const minted = await data<Owned & { key: string }>(res);
    expect(minted).toMatchObject({
      type: "api_key",
      name: "laptop",
      status: "active",
      scopes: ["indices:read"],
      rate_limit_per_minute: 120,
      entitlements: null,
      account_id: session.account.id,
      key_hint: minted.key.slice(0, 8),
    });
    const read = await readWith(minted.key);
    expect(read.status).toBe(200);
    expect(read.headers.get("RateLimit-Limit") ?? read.headers.get("RateLimit-Policy")).toContain("120");
    const row = await env.DB.prepare("SELECT key_hash, account_id FROM api_keys WHERE id = ?")
      .bind(minted.id)
      .first<{ key_hash: string; account_id: string }>();
    expect(row).toEqual({ key_hash: await hashApiKey(minted.key), account_id: session.account.id });

    const list = await terminal("/api/terminal/keys", session);
    const listed = await data<{ count: number; items: Owned[] }>(list);
    expect(listed.count).toBe(1);
    expect(listed.items[0]?.id).toBe(minted.id);
    const text = JSON.stringify(listed);
    expect(text).not.toContain(minted.key);
    expect(text).not.toContain(row?.key_hash);
  });

  it("mints within the ceiling: narrower scopes, a lower limit, a subset of the entitlements, an expiry", async () => {
    const session = await signedInAccount({
      scopes: ["indices:read", "benchmarks:read"],
      entitlements: ["PIXCPI", "gold-settle-dec"],
    });
    const minted = await mint(session, {
      name: "narrow",
      scopes: ["benchmarks:read"],
      rate_limit_per_minute: 10,
      entitlements: ["GOLD-SETTLE-DEC"],
      expires_at: "2099-01-01T00:00:00Z",
    });
    expect(minted).toMatchObject({
      scopes: ["benchmarks:read"],
      rate_limit_per_minute: 10,
      entitlements: ["gold-settle-dec"],
      expires_at: "2099-01-01T00:00:00.000Z",
    });
    // The ceiling's list is the default: a key never reads more than its account may.
    const byDefault = await mint(session, { name: "default" });
    expect(byDefault.entitlements).toEqual(["us-cpi-yoy-next", "gold-settle-dec"]);
    expect((await readWith(byDefault.key, "/api/v1/indices/PIXFED")).status).toBe(403);
  });

  it("refuses each dimension above the ceiling with 403 naming it, and mints nothing", async () => {
    const session = await signedInAccount({
      scopes: ["indices:read"],
      rate_limit_per_minute: 100,
      entitlements: ["PIXCPI"],
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ scopes: ["indices:read", "lake:read"] }, "scope lake:read"],
      [{ rate_limit_per_minute: 101 }, "rate_limit_per_minute 101"],
      [{ entitlements: ["PIXCPI", "PIXFED"] }, "entitlement fed-funds-upper-next-fomc"],
    ];
    for (const [body, named] of cases) {
      const res = await terminal("/api/terminal/keys", session, { body: { name: "k", ...body } });
      expect(res.status).toBe(403);
      const problem = await readProblem(res);
      expect(problem.type.endsWith("#key-ceiling-exceeded")).toBe(true);
      expect(problem.detail).toContain(named);
    }
    const keys = await data<{ count: number }>(await terminal("/api/terminal/keys", session));
    expect(keys.count).toBe(0);
  });

  it("refuses a key past max_keys; a revoked or expired key frees its place", async () => {
    const session = await signedInAccount({ max_keys: 2 });
    const first = await mint(session);
    await mint(session);
    const third = await terminal("/api/terminal/keys", session, { body: { name: "third" } });
    expect(third.status).toBe(403);
    expect((await readProblem(third)).detail).toContain("maximum of 2 live keys");
    await terminal(`/api/terminal/keys/${first.id}/revoke`, session, { method: "POST" });
    const replacement = await mint(session);
    await env.DB.prepare("UPDATE api_keys SET expires_at = ? WHERE id = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), replacement.id)
      .run();
    expect((await terminal("/api/terminal/keys", session, { body: { name: "k" } })).status).toBe(201);
  });

  it("lets concurrent mints take an account to its max_keys and never past it", async () => {
    const session = await signedInAccount({ max_keys: 3 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        terminal("/api/terminal/keys", session, { body: { name: `k${i}` } }),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([201, 201, 201, 403, 403, 403, 403, 403]);
    const live = await env.DB.prepare(
      "SELECT count(*) AS n FROM api_keys WHERE account_id = ? AND revoked_at IS NULL",
    )
      .bind(session.account.id)
      .first<{ n: number }>();
    expect(live?.n).toBe(3);
    const creates = (await auditOf(session.account.id)).filter((line) => line.action === "create");
    expect(creates).toHaveLength(3);
  });

  it("renames, rotates (old key refused, new one reads) and revokes (the key answers 401)", async () => {
    const session = await signedInAccount();
    const key = await mint(session, { name: "before" });
    const renamed = await terminal(`/api/terminal/keys/${key.id}`, session, {
      method: "PATCH",
      body: { name: "after" },
    });
    expect(renamed.status).toBe(200);
    expect((await data<Owned>(renamed)).name).toBe("after");

    const rotated = await terminal(`/api/terminal/keys/${key.id}/rotate`, session, { method: "POST" });
    expect(rotated.status).toBe(201);
    const successor = await data<Owned & { key: string }>(rotated);
    expect(successor).toMatchObject({ name: "after", rotated_from: key.id, account_id: session.account.id });
    expect((await readWith(key.key)).status).toBe(401);
    expect((await readWith(successor.key)).status).toBe(200);

    const revoked = await terminal(`/api/terminal/keys/${successor.id}/revoke`, session, { method: "POST" });
    expect(revoked.status).toBe(200);
    expect((await data<Owned>(revoked)).status).toBe("revoked");
    expect((await readWith(successor.key)).status).toBe(401);

    const again = await terminal(`/api/terminal/keys/${successor.id}/rotate`, session, { method: "POST" });
    expect(again.status).toBe(409);
    expect(await problemSlug(again)).toBe("key-inactive");

    const lines = (await auditOf(session.account.id)).filter((line) => line.key_id !== null);
    expect(lines.map((line) => [line.action, line.actor])).toEqual(
      ["create", "rename", "rotate", "revoke"].map((action) => [action, `account:${session.account.id}`]),
    );
  });

  it("answers 404 for another account's key, and for an operator key, exactly as for a missing one", async () => {
    const owner = await signedInAccount();
    const intruder = await signedInAccount();
    const theirs = await mint(owner);
    const operatorKey = await data<KeyRecordJson>(
      await admin("/api/admin/keys", {
        body: { name: "op", scopes: ["indices:read"], rate_limit_per_minute: 5 },
      }),
    );
    for (const id of [theirs.id, operatorKey.id, "key_00000000000000000000"]) {
      const attempts = [
        terminal(`/api/terminal/keys/${id}`, intruder, { method: "PATCH", body: { name: "mine" } }),
        terminal(`/api/terminal/keys/${id}/rotate`, intruder, { method: "POST" }),
        terminal(`/api/terminal/keys/${id}/revoke`, intruder, { method: "POST" }),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.status).toBe(404);
        const problem = await readProblem(res);
        expect(problem.type.endsWith("#key-not-found")).toBe(true);
        expect(problem.detail).toBe(`No API key has the id '${id}'.`);
      }
    }
    expect((await data<{ count: number }>(await terminal("/api/terminal/keys", intruder))).count).toBe(0);
    expect((await readWith(theirs.key)).status).toBe(200);
  });

  it("refuses to mint or rotate in a venue account's session (403); its operator-issued keys stay listed, renamable and revocable", async () => {
    const venue = await signedInAccount({ scopes: ["indices:read"], max_keys: 3 }, "venue");
    expect(venue.account.kind).toBe("venue");
    // Keys for a venue come from the operator at onboarding.
    const onboarded = await admin(`/api/admin/accounts/${venue.account.id}/keys`, { body: { name: "feed" } });
    expect(onboarded.status).toBe(201);
    const issued = await data<Owned & { key: string }>(onboarded);

    const minted = await terminal("/api/terminal/keys", venue, { body: { name: "self-service" } });
    expect(minted.status).toBe(403);
    const refusal = await readProblem(minted);
    expect(refusal.type.endsWith("#operator-issued-keys")).toBe(true);
    expect(refusal.detail).toContain("issued by the operator");
    const rotated = await terminal(`/api/terminal/keys/${issued.id}/rotate`, venue, { method: "POST" });
    expect(rotated.status).toBe(403);
    expect(await problemSlug(rotated)).toBe("operator-issued-keys");
    // Nothing was minted, and the issued key still reads.
    const listed = await data<{ count: number; items: Owned[] }>(await terminal("/api/terminal/keys", venue));
    expect(listed.items.map((key) => [key.id, key.status])).toEqual([[issued.id, "active"]]);
    expect((await readWith(issued.key)).status).toBe(200);
    const creates = (await auditOf(venue.account.id)).filter((line) => line.action !== "sign_in_code.issue");
    expect(creates.map((line) => [line.action, line.actor.startsWith("account:")])).toEqual([
      ["account.create", false],
      ["sign_in_code.use", true],
      ["session.start", true],
      ["create", false],
    ]);

    // Renaming and revoking its own keys stay open to it.
    const renamed = await terminal(`/api/terminal/keys/${issued.id}`, venue, {
      method: "PATCH",
      body: { name: "feed (old)" },
    });
    expect(renamed.status).toBe(200);
    const revoked = await terminal(`/api/terminal/keys/${issued.id}/revoke`, venue, { method: "POST" });
    expect(revoked.status).toBe(200);
    expect((await readWith(issued.key)).status).toBe(401);
  });

  it("documents the venue refusal on the mint and rotate operations of the terminal document", async () => {
    const doc = (await (await call("/api/terminal/openapi.json")).json()) as {
      paths: Record<string, Record<string, { description?: string; responses: Record<string, unknown> }>>;
    };
    const mintOp = doc.paths["/api/terminal/keys"]?.post;
    const rotateOp = doc.paths["/api/terminal/keys/{id}/rotate"]?.post;
    for (const op of [mintOp, rotateOp]) {
      expect(op?.description).toContain("operator-issued-keys");
      expect(JSON.stringify(op?.responses["403"])).toContain("operator-issued-keys");
    }
    expect(JSON.stringify(doc.paths["/api/terminal/keys/{id}/revoke"]?.post?.responses)).not.toContain(
      "operator-issued-keys",
    );
  });

  it("refuses key routes without a session (401), and invalid bodies (400)", async () => {
    expect((await terminal("/api/terminal/keys", null)).status).toBe(401);
    expect((await terminal("/api/terminal/keys", null, { body: { name: "k" } })).status).toBe(401);
    const session = await signedInAccount();
    for (const body of [
      {},
      { name: "" },
      { name: "k", scopes: ["nope:read"] },
      { name: "k", key: "pix_x" },
    ]) {
      const res = await terminal("/api/terminal/keys", session, { body });
      expect(res.status).toBe(400);
      expect(await problemSlug(res)).toBe("invalid-parameter");
    }
    const past = await terminal("/api/terminal/keys", session, {
      body: { name: "k", expires_at: "2020-01-01T00:00:00Z" },
    });
    expect(past.status).toBe(400);
  });
});
