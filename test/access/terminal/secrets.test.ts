import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { sha256Hex } from "../../../src/access/keys.ts";
import { seedCatalog } from "../../../src/catalog/seed.ts";
import {
  createAccount,
  data,
  mint,
  type SessionJson,
  sessionCookieOf,
  signInRequest,
  terminal,
} from "../../support/terminal.ts";

type TimingSafe = SubtleCrypto & { timingSafeEqual(a: ArrayBuffer, b: ArrayBuffer): boolean };

/** The bytes constantTimeEqual hands to the runtime for one side: SHA-256 of the (hex) value. */
const digestOf = async (value: string) => [
  ...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value))),
];

/** Every pair of byte strings the runtime's timingSafeEqual compares while `work` runs. */
async function timingSafeComparisons(work: () => Promise<void>): Promise<number[][][]> {
  const subtle = crypto.subtle as TimingSafe;
  const spy = vi.spyOn(subtle, "timingSafeEqual");
  try {
    await work();
    return spy.mock.calls.map(([a, b]) => [[...new Uint8Array(a)], [...new Uint8Array(b)]]);
  } finally {
    spy.mockRestore();
  }
}

beforeAll(async () => {
  await seedCatalog(env.DB);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("terminal secrets", () => {
  it("compares sign-in codes and CSRF tokens by hash, in constant time", async () => {
    const { code } = await createAccount();
    const wrong = `${code.slice(0, -1)}${code.endsWith("a") ? "b" : "a"}`;
    const storedHash = await sha256Hex(code);
    const onWrong = await timingSafeComparisons(async () => {
      expect((await signInRequest(wrong)).status).toBe(401);
    });
    expect(onWrong).toContainEqual([await digestOf(await sha256Hex(wrong)), await digestOf(storedHash)]);

    let res: Response | undefined;
    const onRight = await timingSafeComparisons(async () => {
      res = await signInRequest(code);
    });
    expect(res?.status).toBe(200);
    expect(onRight).toContainEqual([await digestOf(storedHash), await digestOf(storedHash)]);
    const signedIn = res as Response;
    const session = {
      cookie: sessionCookieOf(signedIn),
      csrf: (await data<SessionJson>(signedIn)).csrf_token,
    };

    const forged = "0".repeat(64);
    const onForged = await timingSafeComparisons(async () => {
      const out = await terminal("/api/terminal/sign-out", session, { method: "POST", csrf: forged });
      expect(out.status).toBe(403);
    });
    expect(onForged).toContainEqual([
      await digestOf(await sha256Hex(forged)),
      await digestOf(await sha256Hex(session.csrf)),
    ]);
  });

  it("never writes a code, session token, CSRF token or key to the logs", async () => {
    const lines: string[] = [];
    const capture = (...args: unknown[]) => {
      lines.push(args.map(String).join(" "));
    };
    vi.spyOn(console, "log").mockImplementation(capture);
    vi.spyOn(console, "error").mockImplementation(capture);
    vi.spyOn(console, "warn").mockImplementation(capture);
    const { code } = await createAccount();
    const res = await signInRequest(code);
    const session = {
      cookie: sessionCookieOf(res),
      csrf: (await data<SessionJson>(res)).csrf_token,
      account: (await createAccount()).account,
    };
    const key = await mint(session);
    await terminal("/api/terminal/session", session);
    await terminal(`/api/terminal/keys/${key.id}/rotate`, session, { method: "POST" });
    await signInRequest(code);
    expect(lines.length).toBeGreaterThan(4);
    const routes = lines
      .filter((line) => line.includes('"msg":"request"'))
      .map((line) => JSON.parse(line).route);
    expect(routes).toContain("/api/terminal/sign-in");
    expect(routes).toContain("/api/terminal/keys/:id/rotate");
    const logged = lines.join("\n");
    for (const secret of [code, session.cookie, session.csrf, key.key]) expect(logged).not.toContain(secret);
  });
});
