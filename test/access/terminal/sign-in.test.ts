import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { sha256Hex } from "../../../src/access/keys.ts";
import { seedCatalog } from "../../../src/catalog/seed.ts";
import { problemSlug, readProblem } from "../../support/fetch.ts";
import { admin, freshIp } from "../../support/keys.ts";
import {
  auditOf,
  createAccount,
  data,
  type SessionJson,
  sessionCookieOf,
  signInRequest,
  terminal,
} from "../../support/terminal.ts";

beforeAll(async () => {
  await seedCatalog(env.DB);
});

async function expectRefused(res: Response) {
  expect(res.status).toBe(401);
  expect(res.headers.get("Set-Cookie")).toBeNull();
  const body = await readProblem(res);
  expect(body.type.endsWith("#sign-in-failed")).toBe(true);
  return body.detail;
}

describe("terminal sign-in", () => {
  it("starts a session: the account and ceiling, a CSRF token, an HttpOnly Secure Strict cookie", async () => {
    const { account, code } = await createAccount({ entitlements: ["PIXCPI"], max_keys: 3 });
    const res = await signInRequest(code);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("Access-Control-Allow-Origin")).toBeNull();
    const cookie = res.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^pix_session=[0-9A-Za-z]{43};/);
    for (const attribute of [
      "HttpOnly",
      "Secure",
      "SameSite=Strict",
      "Path=/api/terminal",
      "Max-Age=604800",
    ]) {
      expect(cookie).toContain(attribute);
    }
    const session = await data<SessionJson>(res);
    expect(session.account).toMatchObject({
      id: account.id,
      name: "desk",
      kind: "terminal",
      ceiling: {
        scopes: ["indices:read", "benchmarks:read"],
        rate_limit_per_minute: 600,
        entitlements: ["us-cpi-yoy-next"],
        max_keys: 3,
      },
    });
    expect(session.csrf_token).toMatch(/^[0-9a-f]{64}$/);
    const expires = Date.parse(session.expires_at) - Date.now();
    expect(expires).toBeGreaterThan(11.9 * 3600_000);
    expect(expires).toBeLessThanOrEqual(12 * 3600_000);

    // Only hashes are stored: of the code, the token and the CSRF token.
    const token = sessionCookieOf(res);
    const stored = await env.DB.prepare("SELECT * FROM terminal_sessions WHERE account_id = ?")
      .bind(account.id)
      .first<Record<string, string>>();
    expect(stored?.token_hash).toBe(await sha256Hex(token));
    expect(stored?.csrf_hash).toBe(await sha256Hex(session.csrf_token));
    const codes = await env.DB.prepare("SELECT * FROM sign_in_codes WHERE account_id = ?")
      .bind(account.id)
      .all<Record<string, string | null>>();
    expect(codes.results).toHaveLength(1);
    expect(codes.results[0]?.code_hash).toBe(await sha256Hex(code));
    expect(codes.results[0]?.used_by).toBe(await sha256Hex(token));
    const everything = JSON.stringify([stored, codes.results, await auditOf(account.id)]);
    for (const secret of [code, token, session.csrf_token]) expect(everything).not.toContain(secret);

    const actions = (await auditOf(account.id)).map((line) => [line.action, line.actor]);
    expect(actions.slice(2)).toEqual([
      ["sign_in_code.use", `account:${account.id}`],
      ["session.start", `account:${account.id}`],
    ]);
    expect(actions.slice(0, 2).map(([action]) => action)).toEqual(["account.create", "sign_in_code.issue"]);

    // The session is usable at once.
    const again = await terminal("/api/terminal/session", { cookie: token, csrf: session.csrf_token });
    expect(again.status).toBe(200);
    expect((await data<SessionJson>(again)).csrf_token).toBe(session.csrf_token);
  });

  it("uses a code once: the second sign-in with it is refused", async () => {
    const { code } = await createAccount();
    expect((await signInRequest(code)).status).toBe(200);
    await expectRefused(await signInRequest(code));
  });

  it("lets exactly one of concurrent sign-ins with one code start a session", async () => {
    const { account, code } = await createAccount();
    const answers = await Promise.all(Array.from({ length: 6 }, () => signInRequest(code)));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 401, 401, 401, 401, 401]);
    const sessions = await env.DB.prepare("SELECT count(*) AS n FROM terminal_sessions WHERE account_id = ?")
      .bind(account.id)
      .first<{ n: number }>();
    expect(sessions?.n).toBe(1);
  });

  it("answers one generic 401 for a wrong, malformed, expired, revoked or replaced code and a disabled account", async () => {
    const { account, code } = await createAccount();
    const wrong = `${code.slice(0, -1)}${code.endsWith("a") ? "b" : "a"}`;
    const details = new Set<string>();
    details.add(await expectRefused(await signInRequest(wrong)));
    details.add(await expectRefused(await signInRequest("not a code")));
    details.add(await expectRefused(await signInRequest(`acc_${"x".repeat(20)}.${"y".repeat(32)}`)));

    await env.DB.prepare("UPDATE sign_in_codes SET expires_at = ? WHERE account_id = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), account.id)
      .run();
    details.add(await expectRefused(await signInRequest(code)));

    const replaced = await data<{ sign_in_code: string }>(
      await admin(`/api/admin/accounts/${account.id}/sign-in-code`, { method: "POST" }),
    );
    const newest = await data<{ sign_in_code: string }>(
      await admin(`/api/admin/accounts/${account.id}/sign-in-code`, { method: "POST" }),
    );
    details.add(await expectRefused(await signInRequest(replaced.sign_in_code)));

    const revoked = await admin(`/api/admin/accounts/${account.id}/sign-in-code`, { method: "DELETE" });
    expect((await data<{ revoked: number }>(revoked)).revoked).toBe(1);
    details.add(await expectRefused(await signInRequest(newest.sign_in_code)));

    const other = await createAccount();
    await admin(`/api/admin/accounts/${other.account.id}/disable`, { method: "POST" });
    details.add(await expectRefused(await signInRequest(other.code)));
    expect(details.size).toBe(1);
  });

  it("still accepts a code just before it expires", async () => {
    const { account, code } = await createAccount();
    await env.DB.prepare("UPDATE sign_in_codes SET expires_at = ? WHERE account_id = ?")
      .bind(new Date(Date.now() + 60_000).toISOString(), account.id)
      .run();
    expect((await signInRequest(code)).status).toBe(200);
  });

  it(`limits attempts per address: the 11th in a minute answers 429 with Retry-After, other addresses unaffected`, async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < 10; attempt++) {
      await expectRefused(await signInRequest("wrong", { ip }));
    }
    const { code } = await createAccount();
    const limited = await signInRequest(code, { ip });
    expect(limited.status).toBe(429);
    expect(await problemSlug(limited)).toBe("sign-in-rate-limited");
    const retryAfter = Number(limited.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The code was not spent by the refused attempt: it still works from another address.
    expect((await signInRequest(code)).status).toBe(200);
  });

  it("refuses a sign-in posted from another origin (403 csrf-failed) without using the code", async () => {
    const { code } = await createAccount();
    const res = await signInRequest(code, { headers: { Origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect(await problemSlug(res)).toBe("csrf-failed");
    expect((await signInRequest(code, { headers: { Origin: "http://pix.test" } })).status).toBe(200);
  });

  it("refuses a body that is not the code (400), and a non-JSON body (415)", async () => {
    const res = await signInRequest("x", { headers: {} });
    await expectRefused(res);
    const extra = await terminal("/api/terminal/sign-in", null, { body: { code: "x", admin: true } });
    expect(extra.status).toBe(400);
    const text = await terminal("/api/terminal/sign-in", null, {
      body: "code",
      headers: { "Content-Type": "text/plain" },
    });
    expect(text.status).toBe(415);
  });
});
