import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { generateApiKey, hashApiKey } from "../../src/access/keys.ts";
import { recheckKey, verifyKey } from "../../src/access/verify-key.ts";
import { seedCatalog } from "../../src/catalog/seed.ts";
import type { Bindings } from "../../src/env.ts";
import { admin, createKey } from "../support/keys.ts";

beforeAll(async () => {
  await seedCatalog(env.DB);
});

const unreachable = {
  ...env,
  KEY_GUARD: {
    getByName() {
      throw new Error("object unreachable");
    },
  },
} as unknown as Bindings;

describe("verifyKey", () => {
  it("verifies a key for its plane: key id, the guard's name, the counted rate decision", async () => {
    const { key, id } = await createKey({ scopes: ["indices:read"], rate_limit_per_minute: 9 });
    const first = await verifyKey(env, key, "indices");
    const second = await verifyKey(env, key, "indices");
    if (first.outcome !== "verified" || second.outcome !== "verified") throw new Error("not verified");
    expect(first.credential.keyId).toBe(id);
    expect(first.credential.keyHash).toBe(await hashApiKey(key));
    expect(await first.credential.entitlements()).toBeNull();
    expect(first.decision).toMatchObject({ allowed: true, limit: 9, remaining: 8 });
    expect(second.decision.remaining).toBe(7);
  });

  it("needs no scope on the discovery routes (plane null)", async () => {
    const { key } = await createKey({ scopes: ["lake:read"] });
    expect((await verifyKey(env, key, null)).outcome).toBe("verified");
    const scoped = await verifyKey(env, key, "markets");
    expect(scoped).toMatchObject({
      outcome: "refused",
      refusal: {
        slug: "credential-scope",
        detail:
          "This API key lacks the markets:read scope of the markets plane, which is open without a key: read it without one, or with a key that has markets:read.",
      },
    });
  });

  it("refuses malformed, unknown and revoked keys; a known key's id comes with its refusal", async () => {
    expect(await verifyKey(env, "pix_short", "indices")).toMatchObject({
      outcome: "refused",
      keyId: null,
      refusal: { slug: "credential-invalid" },
    });
    expect(await verifyKey(env, generateApiKey(), "indices")).toEqual({
      outcome: "refused",
      keyId: null,
      refusal: { slug: "credential-invalid", detail: "This API key is not known to pix." },
    });
    const { key, id } = await createKey();
    await admin(`/api/admin/keys/${id}/revoke`, { method: "POST" });
    expect(await verifyKey(env, key, "indices")).toEqual({
      outcome: "refused",
      keyId: id,
      refusal: { slug: "credential-invalid", detail: "This API key has been revoked." },
    });
  });

  it("refuses a key over its limit with the decision for Retry-After", async () => {
    const { key } = await createKey({ rate_limit_per_minute: 1 });
    expect((await verifyKey(env, key, "indices")).outcome).toBe("verified");
    const over = await verifyKey(env, key, "indices");
    if (over.outcome !== "refused" || over.refusal.slug !== "rate-limited") throw new Error("not limited");
    expect(over.refusal.decision).toMatchObject({ allowed: false, limit: 1, remaining: 0 });
  });

  it("reads an entitled key's list, per request or per connection", async () => {
    const { key } = await createKey({ scopes: ["markets:read"], entitlements: ["gold-settle-dec"] });
    for (const entitlementReads of ["request", "connection"] as const) {
      const verified = await verifyKey(env, key, "markets", { entitlementReads });
      if (verified.outcome !== "verified") throw new Error("not verified");
      expect(await verified.credential.entitlements()).toEqual(["gold-settle-dec"]);
    }
  });

  it("is unverifiable (never verified) when the guard cannot be reached", async () => {
    const { key } = await createKey();
    const result = await verifyKey(unreachable, key, "indices");
    expect(result.outcome).toBe("unverifiable");
  });
});

describe("recheckKey", () => {
  it("confirms an active key without counting a request, then refuses it once revoked", async () => {
    const { key, id } = await createKey({ scopes: ["markets:read"], rate_limit_per_minute: 5 });
    const keyHash = await hashApiKey(key);
    expect(await recheckKey(env, keyHash, "markets")).toEqual({ outcome: "active", entitlements: null });
    const counted = await verifyKey(env, key, "markets");
    if (counted.outcome !== "verified") throw new Error("not verified");
    expect(counted.decision.remaining).toBe(4);
    await admin(`/api/admin/keys/${id}/revoke`, { method: "POST" });
    expect(await recheckKey(env, keyHash, "markets")).toEqual({
      outcome: "refused",
      refusal: { slug: "credential-invalid", detail: "This API key has been revoked." },
    });
  });

  it("answers the current entitlement list, and unverifiable when the guard cannot be reached", async () => {
    const { key, id } = await createKey({ scopes: ["markets:read"], entitlements: ["gold-settle-dec"] });
    const keyHash = await hashApiKey(key);
    expect(await recheckKey(env, keyHash, "markets")).toEqual({
      outcome: "active",
      entitlements: ["gold-settle-dec"],
    });
    await admin(`/api/admin/keys/${id}/entitlements`, { method: "DELETE" });
    expect(await recheckKey(env, keyHash, "markets")).toEqual({ outcome: "active", entitlements: null });
    expect((await recheckKey(unreachable, keyHash, "markets")).outcome).toBe("unverifiable");
  });
});
