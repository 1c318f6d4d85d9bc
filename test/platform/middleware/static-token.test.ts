import { env } from "cloudflare:test";
import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AppEnv } from "../../../src/env.ts";
import { constantTimeEqual } from "../../../src/platform/http/constant-time.ts";
import { staticToken } from "../../../src/platform/middleware/static-token/index.ts";

function app() {
  const hono = new Hono<AppEnv>();
  hono.get("/op", staticToken("ADMIN_TOKEN"), (c) => c.text("ok"));
  return hono;
}

afterEach(() => vi.restoreAllMocks());

describe("constantTimeEqual", () => {
  it("tells equal from unequal secrets of any length", async () => {
    expect(await constantTimeEqual("s3cret", "s3cret")).toBe(true);
    expect(await constantTimeEqual("s3cret", "s3creT")).toBe(false);
    expect(await constantTimeEqual("s3cret", "s3cret-longer")).toBe(false);
    expect(await constantTimeEqual("", "x")).toBe(false);
  });

  it("hashes both sides and compares equal-length digests with crypto.subtle.timingSafeEqual", async () => {
    const digest = vi.spyOn(crypto.subtle, "digest");
    const compare = vi.spyOn(crypto.subtle, "timingSafeEqual");
    await constantTimeEqual("short", "a much longer secret value");
    expect(digest).toHaveBeenCalledTimes(2);
    expect(digest.mock.calls.every(([algorithm]) => algorithm === "SHA-256")).toBe(true);
    expect(compare).toHaveBeenCalledTimes(1);
    const [a, b] = compare.mock.calls[0] as [ArrayBuffer, ArrayBuffer];
    expect(a.byteLength).toBe(32);
    expect(b.byteLength).toBe(32);
  });
});

describe("staticToken", () => {
  it("compares the presented token in constant time, whatever its length", async () => {
    const compare = vi.spyOn(crypto.subtle, "timingSafeEqual");
    for (const token of ["x", `${env.ADMIN_TOKEN}x`, env.ADMIN_TOKEN]) {
      compare.mockClear();
      await app().request("/op", { headers: { Authorization: `Bearer ${token}` } }, env);
      expect(compare, token).toHaveBeenCalledTimes(1);
    }
  });

  it("passes the right token, refuses others with 401 and fails closed when unset", async () => {
    const ok = await app().request("/op", { headers: { Authorization: `Bearer ${env.ADMIN_TOKEN}` } }, env);
    expect(ok.status).toBe(200);
    const wrong = await app().request("/op", { headers: { Authorization: "Bearer nope" } }, env);
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("WWW-Authenticate")).toContain("Bearer");
    const unset = await app().request(
      "/op",
      { headers: { Authorization: "Bearer " } },
      { ...env, ADMIN_TOKEN: undefined },
    );
    expect(unset.status).toBe(403);
  });
});
