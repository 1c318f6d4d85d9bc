import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { hashApiKey } from "../../../src/access/keys.ts";
import { seedCatalog } from "../../../src/catalog/seed.ts";
import { problemSlug, readProblem } from "../../support/fetch.ts";
import { ADMIN, admin, call, createKey, type KeyRecordJson } from "../../support/keys.ts";

beforeAll(async () => {
  await seedCatalog(env.DB);
});

const data = async <T>(res: Response) => ((await res.json()) as { data: T }).data;

describe("admin plane: keys", () => {
  it("creates a key: 201, plaintext shown once, only the SHA-256 stored, audit line written", async () => {
    const res = await admin("/api/admin/keys", {
      body: {
        name: "partner A",
        scopes: ["indices:read", "lake:read"],
        rate_limit_per_minute: 120,
        expires_at: "2099-01-01T00:00:00+02:00",
        entitlements: ["us-cpi-yoy-next"],
      },
      headers: { "X-Operator": "alice" },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("Access-Control-Allow-Origin")).toBeNull();
    const created = await data<KeyRecordJson & { key: string }>(res);
    expect(created.key).toMatch(/^pix_[0-9A-Za-z]{40}$/);
    expect(created).toMatchObject({
      type: "api_key",
      name: "partner A",
      status: "active",
      scopes: ["indices:read", "lake:read"],
      rate_limit_per_minute: 120,
      expires_at: "2098-12-31T22:00:00.000Z",
      entitlements: ["us-cpi-yoy-next"],
      key_hint: created.key.slice(0, 8),
    });
    const row = await env.DB.prepare("SELECT * FROM api_keys WHERE id = ?")
      .bind(created.id)
      .first<Record<string, string>>();
    expect(row?.key_hash).toBe(await hashApiKey(created.key));
    expect(JSON.stringify(row)).not.toContain(created.key);

    for (const path of ["/api/admin/keys", `/api/admin/keys/${created.id}`]) {
      const text = await (await admin(path)).text();
      expect(text).toContain(created.id);
      expect(text).not.toContain(created.key);
      expect(text).not.toContain(row?.key_hash);
      expect(text).not.toContain("key_hash");
    }

    const audit = await env.DB.prepare("SELECT * FROM admin_audit WHERE key_id = ? ORDER BY id")
      .bind(created.id)
      .all<{ actor: string; action: string; at: string; detail: string }>();
    expect(audit.results).toHaveLength(1);
    expect(audit.results[0]).toMatchObject({ action: "create" });
    expect(audit.results[0]?.actor).toMatch(/^alice@token:[0-9a-f]{8}$/);
    expect(audit.results[0]?.at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(audit.results[0]?.detail).not.toContain(created.key);
    expect(audit.results[0]?.detail).not.toContain(row?.key_hash);
  });

  it("audits revoke, rotate, widen and clear", async () => {
    const a = await createKey({ entitlements: ["us-cpi-yoy-next"] });
    await admin(`/api/admin/keys/${a.id}/entitlements`, {
      method: "PUT",
      body: { slugs: ["us-cpi-yoy-next", "gold-settle-dec"] },
    });
    await admin(`/api/admin/keys/${a.id}/entitlements`, { method: "DELETE" });
    await admin(`/api/admin/keys/${a.id}/rotate`, { method: "POST" });
    const b = await createKey();
    await admin(`/api/admin/keys/${b.id}/revoke`, { method: "POST" });
    const revokedAgain = await admin(`/api/admin/keys/${b.id}/revoke`, { method: "POST" });
    expect(revokedAgain.status).toBe(200);
    expect((await data<KeyRecordJson>(revokedAgain)).status).toBe("revoked");
    const actions = await env.DB.prepare("SELECT action FROM admin_audit WHERE key_id IN (?, ?) ORDER BY id")
      .bind(a.id, b.id)
      .all<{ action: string }>();
    expect(actions.results.map((r) => r.action)).toEqual([
      "create",
      "entitlements.widen",
      "entitlements.clear",
      "rotate",
      "create",
      "revoke",
    ]);
  });

  it("answers 404 key-not-found for unknown or malformed ids", async () => {
    for (const id of ["key_AAAAAAAAAAAAAAAAAAAA", "nope", "key_%27%20OR%201%3D1"]) {
      for (const [path, method] of [
        [`/api/admin/keys/${id}`, "GET"],
        [`/api/admin/keys/${id}/revoke`, "POST"],
        [`/api/admin/keys/${id}/rotate`, "POST"],
        [`/api/admin/keys/${id}/entitlements`, "DELETE"],
      ] as const) {
        const res = await admin(path, { method });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(await problemSlug(res)).toBe("key-not-found");
      }
    }
  });

  it("turns every bad body into a problem", async () => {
    const valid = { name: "n", scopes: ["indices:read"], rate_limit_per_minute: 5 };
    const cases: [string, RequestInit, number, string][] = [
      ["not json", { body: "{", headers: { "Content-Type": "application/json" } }, 400, "invalid-parameter"],
      [
        "wrong type",
        { body: JSON.stringify(valid), headers: { "Content-Type": "text/plain" } },
        415,
        "unsupported-media-type",
      ],
      ["no type", { body: JSON.stringify(valid) }, 415, "unsupported-media-type"],
      [
        "declared UTF-16",
        { body: JSON.stringify(valid), headers: { "Content-Type": "application/json; charset=utf-16" } },
        415,
        "unsupported-media-type",
      ],
      [
        "declared Latin-1, quoted",
        { body: JSON.stringify(valid), headers: { "Content-Type": 'application/json;charset="ISO-8859-1"' } },
        415,
        "unsupported-media-type",
      ],
      ["array", { body: "[]", headers: { "Content-Type": "application/json" } }, 400, "invalid-parameter"],
      [
        "too large",
        {
          body: JSON.stringify({ ...valid, name: "x".repeat(9000) }),
          headers: { "Content-Type": "application/json" },
        },
        413,
        "payload-too-large",
      ],
    ];
    for (const [label, init, status, slug] of cases) {
      const res = await call("/api/admin/keys", {
        method: "POST",
        ...init,
        headers: { ...ADMIN, ...init.headers },
      });
      expect(res.status, label).toBe(status);
      expect(await problemSlug(res), label).toBe(slug);
    }
    for (const type of ["application/json; charset=UTF-8", 'application/json;charset="utf-8"']) {
      const res = await call("/api/admin/keys", {
        method: "POST",
        body: JSON.stringify(valid),
        headers: { ...ADMIN, "Content-Type": type },
      });
      expect(res.status, type).toBe(201);
    }
    const bodies: [string, unknown, string][] = [
      ["unknown member", { ...valid, key: "pix_chosenbythecaller000000000000000000000" }, "key"],
      ["caller hash", { ...valid, key_hash: "00" }, "key_hash"],
      ["no name", { ...valid, name: "" }, "name"],
      ["control chars", { ...valid, name: "a\u0000b" }, "name"],
      ["limit zero", { ...valid, rate_limit_per_minute: 0 }, "rate_limit_per_minute"],
      ["limit float", { ...valid, rate_limit_per_minute: 1.5 }, "rate_limit_per_minute"],
      ["limit string", { ...valid, rate_limit_per_minute: "5" }, "rate_limit_per_minute"],
      ["scope typo", { ...valid, scopes: ["indices:reed"] }, "scopes.0"],
      ["missing scopes", { name: "n", rate_limit_per_minute: 5 }, "scopes"],
    ];
    for (const [label, body, member] of bodies) {
      const res = await admin("/api/admin/keys", { body });
      expect(res.status, label).toBe(400);
      const problem = await readProblem(res);
      expect(
        problem.invalid_params?.map((p) => p.name),
        label,
      ).toContain(member);
      expect(
        problem.invalid_params?.every((p) => p.in === "body"),
        label,
      ).toBe(true);
    }
    const sentences: [unknown, { name: string; reason: string }[]][] = [
      [{ ...valid, name: "" }, [{ name: "name", reason: "must not be empty" }]],
      [{ ...valid, name: "a\u0007b" }, [{ name: "name", reason: "must not contain control characters" }]],
      [{ name: "n", rate_limit_per_minute: 5 }, [{ name: "scopes", reason: "is required" }]],
      [{ ...valid, scopes: [] }, [{ name: "scopes", reason: "must list at least one scope" }]],
      [
        { ...valid, expires_at: "2099-01-01" },
        [
          {
            name: "expires_at",
            reason: "must be an RFC 3339 date-time with a UTC offset, such as 2027-01-01T00:00:00Z",
          },
        ],
      ],
      [
        { ...valid, entitlements: ["us-cpi-yoy-next", "US CPI"] },
        [{ name: "entitlements.1", reason: "must be a catalog symbol or slug (letters, digits, -)" }],
      ],
      [
        { ...valid, entitlements: ["us-cpi-yoy-next", "us-cpi-yoy-next"] },
        [{ name: "entitlements", reason: "must not repeat an entry" }],
      ],
    ];
    for (const [body, expected] of sentences) {
      const problem = await readProblem(await admin("/api/admin/keys", { body }));
      expect(problem.invalid_params).toEqual(expected.map((p) => ({ ...p, in: "body" })));
      expect(problem.detail).toBe(
        `${expected.map((p) => `Body member '${p.name}' ${p.reason}`).join("; ")}.`,
      );
    }
    const listed = await createKey({ entitlements: ["us-cpi-yoy-next"] });
    const widen = await admin(`/api/admin/keys/${listed.id}/entitlements`, {
      method: "PUT",
      body: { slugs: ["us-cpi-yoy-next", "Gold bars"] },
    });
    expect(widen.status).toBe(400);
    expect((await readProblem(widen)).detail).toBe(
      "Body member 'slugs.1' must be a catalog symbol or slug (letters, digits, -).",
    );
    const put = await admin("/api/admin/keys/key_AAAAAAAAAAAAAAAAAAAA/entitlements", {
      method: "PUT",
      body: { slugs: [] },
    });
    expect(put.status).toBe(404);
  });
});

describe("admin plane: authentication", () => {
  it("refuses API keys, other tokens and malformed headers with 401 operator-credential-invalid", async () => {
    const { key } = await createKey({
      scopes: [
        "indices:read",
        "benchmarks:read",
        "lake:read",
        "markets:read",
        "research:read",
        "factors:read",
      ],
    });
    const attempts: Record<string, string>[] = [
      {},
      { "X-API-Key": key },
      { Authorization: `Bearer ${key}` },
      { Authorization: `Bearer ${env.INTERNAL_TOKEN}` },
      { Authorization: `Bearer ${env.REFRESH_TOKEN}` },
      { Authorization: `Bearer ${env.ADMIN_TOKEN}x` },
      { Authorization: `Bearer ${env.ADMIN_TOKEN.slice(0, -1)}` },
      { Authorization: `bearer  ${env.ADMIN_TOKEN}` },
      { Authorization: env.ADMIN_TOKEN },
      { "X-API-Key": env.ADMIN_TOKEN },
    ];
    for (const headers of attempts) {
      for (const [path, method] of [
        ["/api/admin/keys", "GET"],
        ["/api/admin/keys", "POST"],
        ["/api/admin/keys/key_AAAAAAAAAAAAAAAAAAAA/revoke", "POST"],
        ["/api/admin/nothing-here", "GET"],
      ] as const) {
        const res = await call(path, { method, headers });
        expect(res.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(401);
        expect(await problemSlug(res)).toBe("operator-credential-invalid");
      }
    }
  });

  it("fails closed when ADMIN_TOKEN is unset or empty", async () => {
    for (const token of [undefined, ""]) {
      const res = await call(
        "/api/admin/keys",
        { headers: { Authorization: "Bearer " } },
        { ADMIN_TOKEN: token },
      );
      expect(res.status).toBe(403);
      expect(await problemSlug(res)).toBe("operator-route-disabled");
      const withOld = await call("/api/admin/keys", { headers: ADMIN }, { ADMIN_TOKEN: token });
      expect(withOld.status).toBe(403);
    }
  });

  it("sends no CORS headers and is absent from the public OpenAPI document", async () => {
    const res = await call("/api/admin/keys", {
      method: "OPTIONS",
      headers: { Origin: "https://evil.test", "Access-Control-Request-Method": "POST" },
    });
    expect(res.headers.get("Access-Control-Allow-Origin")).toBeNull();
    const doc = (await (await call("/api/v1/openapi.json")).json()) as { paths: Record<string, unknown> };
    const leaked = Object.keys(doc.paths).filter((p) => /admin|research|metrics|refresh/.test(p));
    expect(leaked).toEqual([]);
  });
});
