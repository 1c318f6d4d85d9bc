import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { sha256Hex } from "../../../src/access/keys.ts";
import { seedCatalog } from "../../../src/catalog/seed.ts";
import { problemSlug } from "../../support/fetch.ts";
import { admin, call } from "../../support/keys.ts";
import {
  auditOf,
  createAccount,
  data,
  type SessionJson,
  sessionState,
  signedInAccount,
  signIn,
  terminal,
} from "../../support/terminal.ts";

beforeAll(async () => {
  await seedCatalog(env.DB);
});

const backdate = async (cookie: string, column: "last_seen_at" | "expires_at", agoMs: number) =>
  env.DB.prepare(`UPDATE terminal_sessions SET ${column} = ? WHERE token_hash = ?`)
    .bind(new Date(Date.now() - agoMs).toISOString(), await sha256Hex(cookie))
    .run();

// A token one character off; always differs from the original, whatever its last character.
const withLastCharChanged = (token: string) => `${token.slice(0, -1)}${token.endsWith("0") ? "1" : "0"}`;

describe("terminal sessions", () => {
  it("answers the session to its cookie, and signed out (200, no credential) without one or with a forged one", async () => {
    const session = await signedInAccount();
    const res = await terminal("/api/terminal/session", session);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const live = await data<SessionJson>(res);
    expect(live.signed_in).toBe(true);
    expect(live.account.id).toBe(session.account.id);
    for (const cookie of [null, { cookie: "A".repeat(43), csrf: "" }, { cookie: "short", csrf: "" }]) {
      const out = await terminal("/api/terminal/session", cookie);
      expect(out.status).toBe(200);
      expect(out.headers.get("Cache-Control")).toBe("no-store");
      // Nothing but the fact: no account, no token.
      expect(await out.json()).toEqual({ data: { type: "terminal_session", signed_in: false } });
      // A dead cookie is cleared; without one, no cookie is set.
      expect(out.headers.get("Set-Cookie")).toEqual(
        cookie ? expect.stringMatching(/^pix_session=;.*Max-Age=0/) : null,
      );
      // Every other operation still refuses without a live session.
      const refused = await terminal("/api/terminal/keys", cookie);
      expect(refused.status).toBe(401);
      expect(await problemSlug(refused)).toBe("session-required");
    }
  });

  it("ends after 12 hours without a request, and 7 days after sign-in at the latest", async () => {
    const idle = await signedInAccount();
    await backdate(idle.cookie, "last_seen_at", 11 * 3600_000);
    expect(await sessionState(idle)).toBe("signed in");
    await backdate(idle.cookie, "last_seen_at", 12 * 3600_000 + 1000);
    expect(await sessionState(idle)).toBe("signed out");
    expect((await terminal("/api/terminal/keys", idle)).status).toBe(401);

    const old = await signedInAccount();
    await backdate(old.cookie, "expires_at", 1000);
    expect(await sessionState(old)).toBe("signed out");
    expect((await terminal("/api/terminal/keys", old)).status).toBe(401);
  });

  it("a request keeps an idle session alive", async () => {
    const session = await signedInAccount();
    await backdate(session.cookie, "last_seen_at", 11 * 3600_000);
    expect(await sessionState(session)).toBe("signed in");
    const row = await env.DB.prepare("SELECT last_seen_at FROM terminal_sessions WHERE token_hash = ?")
      .bind(await sha256Hex(session.cookie))
      .first<{ last_seen_at: string }>();
    expect(Date.now() - Date.parse(row?.last_seen_at ?? "")).toBeLessThan(60_000);
  });

  it("signs out server-side: the same cookie no longer works, and the cookie is cleared", async () => {
    const session = await signedInAccount();
    const out = await terminal("/api/terminal/sign-out", session, { method: "POST" });
    expect(out.status).toBe(200);
    expect(out.headers.get("Set-Cookie")).toMatch(/^pix_session=;.*Max-Age=0/);
    expect(await sessionState(session)).toBe("signed out");
    expect((await terminal("/api/terminal/keys", session)).status).toBe(401);
    const actions = (await auditOf(session.account.id)).map((line) => line.action);
    expect(actions.at(-1)).toBe("session.end");
  });

  it("signs out everywhere: every session of the account ends, another account's stays", async () => {
    const { account, code } = await createAccount();
    const first = await signIn(code);
    const next = await data<{ sign_in_code: string }>(
      await admin(`/api/admin/accounts/${account.id}/sign-in-code`, { method: "POST" }),
    );
    const second = await signIn(next.sign_in_code);
    const bystander = await signedInAccount();
    const out = await terminal("/api/terminal/sign-out-everywhere", second, { method: "POST" });
    expect(out.status).toBe(200);
    expect((await data<{ ended: number }>(out)).ended).toBe(2);
    expect(await sessionState(first)).toBe("signed out");
    expect(await sessionState(second)).toBe("signed out");
    expect(await sessionState(bystander)).toBe("signed in");
  });

  it("refuses a change without the CSRF token, with another session's, or from another origin (403)", async () => {
    const session = await signedInAccount();
    const other = await signedInAccount();
    const attempts = [
      terminal("/api/terminal/sign-out", session, { method: "POST", csrf: null }),
      terminal("/api/terminal/sign-out", session, { method: "POST", csrf: other.csrf }),
      terminal("/api/terminal/sign-out", session, {
        method: "POST",
        csrf: withLastCharChanged(session.csrf),
      }),
      terminal("/api/terminal/sign-out", session, {
        method: "POST",
        headers: { Origin: "https://evil.example" },
      }),
      terminal("/api/terminal/keys", session, { body: { name: "k" }, csrf: null }),
      terminal("/api/terminal/keys", session, { body: { name: "k" }, headers: { Origin: "null" } }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(403);
      expect(await problemSlug(res)).toBe("csrf-failed");
    }
    // Nothing happened: still signed in, no key minted.
    expect(await sessionState(session)).toBe("signed in");
    const keys = await data<{ count: number }>(await terminal("/api/terminal/keys", session));
    expect(keys.count).toBe(0);
    // The right token works from the page's own origin, and without Origin (clients that send none).
    const minted = await terminal("/api/terminal/keys", session, { body: { name: "k" } });
    expect(minted.status).toBe(201);
    const withoutOrigin = await call("/api/terminal/sign-out", {
      method: "POST",
      headers: { Cookie: `pix_session=${session.cookie}`, "X-CSRF-Token": session.csrf },
    });
    expect(withoutOrigin.status).toBe(200);
  });

  it("ends the session of a disabled account (signed out; 401 on every other operation)", async () => {
    const session = await signedInAccount();
    await admin(`/api/admin/accounts/${session.account.id}/disable`, { method: "POST" });
    expect(await sessionState(session)).toBe("signed out");
    expect((await terminal("/api/terminal/keys", session)).status).toBe(401);
    const open = await env.DB.prepare(
      "SELECT count(*) AS n FROM terminal_sessions WHERE account_id = ? AND ended_at IS NULL",
    )
      .bind(session.account.id)
      .first<{ n: number }>();
    expect(open?.n).toBe(0);
  });

  it("describes the session API in its own document, not in the public one", async () => {
    const res = await terminal("/api/terminal/openapi.json", null);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).sort()).toEqual([
      "/api/terminal/keys",
      "/api/terminal/keys/{id}",
      "/api/terminal/keys/{id}/revoke",
      "/api/terminal/keys/{id}/rotate",
      "/api/terminal/openapi.json",
      "/api/terminal/session",
      "/api/terminal/sign-in",
      "/api/terminal/sign-out",
      "/api/terminal/sign-out-everywhere",
    ]);
    const publicDoc = await (await terminal("/api/v1/openapi.json", null)).text();
    expect(publicDoc).not.toContain("/api/terminal");
  });
});
