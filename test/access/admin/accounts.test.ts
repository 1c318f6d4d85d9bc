import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../../src/catalog/seed.ts";
import { problemSlug, readProblem } from "../../support/fetch.ts";
import { admin, type KeyRecordJson } from "../../support/keys.ts";
import {
  type AccountJson,
  createAccount,
  data,
  mint,
  readWith,
  sessionState,
  signIn,
  signInRequest,
  terminal,
} from "../../support/terminal.ts";

beforeAll(async () => {
  await seedCatalog(env.DB);
});

type Owned = KeyRecordJson & { account_id: string | null; key: string };

interface AuditLine {
  id: number;
  actor: string;
  action: string;
  key_id: string | null;
  account_id: string | null;
  detail: Record<string, unknown> | null;
}

describe("admin plane: accounts", () => {
  it("creates an account: 201 with its canonical ceiling and a one-time sign-in code, audited", async () => {
    const res = await admin("/api/admin/accounts", {
      body: {
        name: "Venue X",
        kind: "venue",
        ceiling: { scopes: ["lake:read"], rate_limit_per_minute: 50, entitlements: ["PIXCPI"], max_keys: 2 },
      },
      headers: { "X-Operator": "alice" },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const created = await data<AccountJson & { sign_in_code: string; expires_at: string }>(res);
    expect(created).toMatchObject({
      type: "account",
      name: "Venue X",
      kind: "venue",
      status: "active",
      ceiling: {
        scopes: ["lake:read"],
        rate_limit_per_minute: 50,
        entitlements: ["us-cpi-yoy-next"],
        max_keys: 2,
      },
      disabled_at: null,
    });
    expect(created.id).toMatch(/^acc_[0-9A-Za-z]{20}$/);
    expect(created.sign_in_code.startsWith(`${created.id}.`)).toBe(true);
    expect(Date.parse(created.expires_at) - Date.now()).toBeGreaterThan(23.9 * 3600_000);

    const audit = await data<{ items: AuditLine[] }>(
      await admin(`/api/admin/audit?account_id=${created.id}`),
    );
    expect(audit.items.map((line) => line.action)).toEqual(["sign_in_code.issue", "account.create"]);
    for (const line of audit.items) expect(line.actor).toMatch(/^alice@token:[0-9a-f]{8}$/);
    expect(JSON.stringify(audit)).not.toContain(created.sign_in_code);

    const read = await data<AccountJson & { keys: unknown[] }>(
      await admin(`/api/admin/accounts/${created.id}`),
    );
    expect(read).toMatchObject({ id: created.id, keys: [] });
    expect(JSON.stringify(read)).not.toContain("sign_in_code");
  });

  it("refuses a bad account body (400) and an unknown instrument in the ceiling", async () => {
    const bodies = [
      {
        name: "x",
        kind: "broker",
        ceiling: { scopes: ["indices:read"], rate_limit_per_minute: 1, max_keys: 1 },
      },
      { name: "x", kind: "terminal", ceiling: { scopes: [], rate_limit_per_minute: 1, max_keys: 1 } },
      {
        name: "x",
        kind: "terminal",
        ceiling: { scopes: ["indices:read"], rate_limit_per_minute: 1, max_keys: 0 },
      },
      { name: "x", kind: "terminal", ceiling: { scopes: ["indices:read"], rate_limit_per_minute: 1 } },
      {
        name: "x",
        kind: "terminal",
        ceiling: { scopes: ["indices:read"], rate_limit_per_minute: 1, max_keys: 1, entitlements: ["NOPE"] },
      },
    ];
    for (const body of bodies) {
      const res = await admin("/api/admin/accounts", { body });
      expect(res.status).toBe(400);
      expect(await problemSlug(res)).toBe("invalid-parameter");
    }
  });

  it("lists accounts newest first, a page at a time", async () => {
    const made: string[] = [];
    for (let i = 0; i < 3; i++) made.push((await createAccount()).account.id);
    const first = await data<{ items: AccountJson[]; next_cursor: string | null }>(
      await admin("/api/admin/accounts?limit=2"),
    );
    expect(first.items.map((a) => a.id)).toEqual([made[2], made[1]]);
    expect(first.next_cursor).not.toBeNull();
    const second = await data<{ items: AccountJson[] }>(
      await admin(`/api/admin/accounts?limit=2&cursor=${first.next_cursor}`),
    );
    expect(second.items[0]?.id).toBe(made[0]);
    for (const query of ["limit=0", "limit=201", "cursor=abc", "other=1"]) {
      expect((await admin(`/api/admin/accounts?${query}`)).status).toBe(400);
    }
  });

  it("answers 404 account-not-found for an unknown or malformed id", async () => {
    for (const id of ["acc_00000000000000000000", "nope"]) {
      const res = await admin(`/api/admin/accounts/${id}`);
      expect(res.status).toBe(404);
      expect(await problemSlug(res)).toBe("account-not-found");
    }
  });

  it("issues a key owned by the account within its ceiling (venue onboarding); refuses above it", async () => {
    const { account } = await createAccount({ scopes: ["indices:read"], max_keys: 1 }, "venue");
    const res = await admin(`/api/admin/accounts/${account.id}/keys`, { body: { name: "onboarding" } });
    expect(res.status).toBe(201);
    const key = await data<Owned>(res);
    expect(key).toMatchObject({
      account_id: account.id,
      scopes: ["indices:read"],
      rate_limit_per_minute: 600,
    });
    expect((await readWith(key.key)).status).toBe(200);

    const listed = await data<{ keys: (KeyRecordJson & { account_id: string | null })[] }>(
      await admin("/api/admin/keys"),
    );
    expect(listed.keys.find((k) => k.id === key.id)?.account_id).toBe(account.id);

    const over = await admin(`/api/admin/accounts/${account.id}/keys`, { body: { name: "second" } });
    expect(over.status).toBe(403);
    expect(await problemSlug(over)).toBe("key-ceiling-exceeded");
    const wider = await admin(`/api/admin/accounts/${account.id}/keys`, {
      body: { name: "wide", scopes: ["lake:read"] },
    });
    expect(wider.status).toBe(403);
    expect((await readProblem(wider)).detail).toContain("scope lake:read");

    const withKeys = await data<{ keys: KeyRecordJson[] }>(await admin(`/api/admin/accounts/${account.id}`));
    expect(withKeys.keys.map((k) => k.id)).toEqual([key.id]);
    expect(JSON.stringify(withKeys)).not.toContain("key_hash");
    expect(JSON.stringify(withKeys)).not.toContain(key.key);
  });

  it("disables an account: every live key answers 401, sessions end, sign-in and new codes are refused", async () => {
    const { account, code } = await createAccount({ max_keys: 5 });
    const session = await signIn(code);
    const a = await mint(session, { name: "a" });
    const b = await mint(session, { name: "b" });
    await terminal(`/api/terminal/keys/${b.id}/revoke`, session, { method: "POST" });
    const c = await data<Owned>(
      await admin(`/api/admin/accounts/${account.id}/keys`, { body: { name: "c" } }),
    );
    const operatorKey = await data<Owned>(
      await admin("/api/admin/keys", {
        body: { name: "op", scopes: ["indices:read"], rate_limit_per_minute: 9 },
      }),
    );
    expect((await readWith(a.key)).status).toBe(200);

    const res = await admin(`/api/admin/accounts/${account.id}/disable`, { method: "POST" });
    expect(res.status).toBe(200);
    const disabled = await data<AccountJson & { revoked_keys: string[] }>(res);
    expect(disabled.status).toBe("disabled");
    expect(disabled.revoked_keys.sort()).toEqual([a.id, c.id].sort());
    for (const key of [a, c]) {
      const read = await readWith(key.key);
      expect(read.status).toBe(401);
      expect(await problemSlug(read)).toBe("credential-invalid");
    }
    expect((await readWith(operatorKey.key)).status).toBe(200);
    expect(await sessionState(session)).toBe("signed out");

    const newCode = await admin(`/api/admin/accounts/${account.id}/sign-in-code`, { method: "POST" });
    expect(newCode.status).toBe(409);
    expect(await problemSlug(newCode)).toBe("account-disabled");
    const newKey = await admin(`/api/admin/accounts/${account.id}/keys`, { body: { name: "d" } });
    expect(newKey.status).toBe(409);

    // Repeating it is harmless and revokes nothing more.
    const again = await data<{ revoked_keys: string[] }>(
      await admin(`/api/admin/accounts/${account.id}/disable`, { method: "POST" }),
    );
    expect(again.revoked_keys).toEqual([]);

    const audit = await data<{ items: AuditLine[] }>(
      await admin(`/api/admin/audit?account_id=${account.id}`),
    );
    const actions = audit.items.map((line) => line.action).reverse();
    expect(actions.filter((action) => action === "account.disable")).toHaveLength(1);
    const revokes = audit.items.filter((line) => line.action === "revoke");
    expect(revokes.map((line) => line.key_id).sort()).toEqual([a.id, b.id, c.id].sort());
    expect(revokes.find((line) => line.key_id === b.id)?.actor).toBe(`account:${account.id}`);
    expect(revokes.find((line) => line.key_id === a.id)?.actor).toMatch(/@token:/);
  });

  it("reads the audit log newest first, by key or account, a page at a time", async () => {
    const { account, code } = await createAccount();
    const session = await signIn(code);
    const key = await mint(session);
    await terminal(`/api/terminal/keys/${key.id}`, session, { method: "PATCH", body: { name: "renamed" } });
    const byKey = await data<{ items: AuditLine[] }>(await admin(`/api/admin/audit?key_id=${key.id}`));
    expect(byKey.items.map((line) => line.action)).toEqual(["rename", "create"]);
    expect(byKey.items[0]).toMatchObject({
      actor: `account:${account.id}`,
      account_id: account.id,
      detail: { from: "k", to: "renamed" },
    });
    const page = await data<{ items: AuditLine[]; next_cursor: string | null }>(
      await admin(`/api/admin/audit?account_id=${account.id}&limit=2`),
    );
    expect(page.items).toHaveLength(2);
    const rest = await data<{ items: AuditLine[]; next_cursor: string | null }>(
      await admin(`/api/admin/audit?account_id=${account.id}&limit=50&cursor=${page.next_cursor}`),
    );
    const all = [...page.items, ...rest.items];
    expect(all.map((line) => line.action)).toEqual([
      "rename",
      "create",
      "session.start",
      "sign_in_code.use",
      "sign_in_code.issue",
      "account.create",
    ]);
    expect(rest.next_cursor).toBeNull();
    const ids = all.map((line) => line.id);
    expect([...ids].sort((x, y) => y - x)).toEqual(ids);
    expect((await admin("/api/admin/audit?limit=500")).status).toBe(400);
    expect((await signInRequest("whatever")).status).toBe(401);
  });

  it("keeps every account route behind the admin token", async () => {
    const { account } = await createAccount();
    for (const [method, path] of [
      ["GET", "/api/admin/accounts"],
      ["GET", `/api/admin/accounts/${account.id}`],
      ["POST", `/api/admin/accounts/${account.id}/disable`],
      ["POST", `/api/admin/accounts/${account.id}/sign-in-code`],
      ["GET", "/api/admin/audit"],
    ] as const) {
      const res = await admin(path, { method, headers: { Authorization: "Bearer wrong" } });
      expect(res.status).toBe(401);
    }
    expect((await data<AccountJson>(await admin(`/api/admin/accounts/${account.id}`))).status).toBe("active");
  });
});
