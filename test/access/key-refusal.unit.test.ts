import { describe, expect, it } from "vitest";
import type { GuardVerdict } from "../../src/access/key-guard-protocol.ts";
import { keyRefusal } from "../../src/access/key-refusal.ts";
import { planeById } from "../../src/access/planes.ts";

describe("keyRefusal", () => {
  const scope: GuardVerdict = { outcome: "scope", keyId: "key_1", scopes: ["indices:read"] };

  it("says, on a plane also open without a key, that the read needs none: one sentence", () => {
    expect(keyRefusal(scope, planeById("lake"))).toEqual({
      slug: "credential-scope",
      detail:
        "This API key lacks the lake:read scope of the lake plane, which is open without a key: read it without one, or with a key that has lake:read.",
    });
  });

  it("names only the missing scope on a plane closed to anonymous reads", () => {
    expect(keyRefusal(scope, planeById("factors"))).toEqual({
      slug: "credential-scope",
      detail: "This API key lacks the factors:read scope of the factors plane.",
    });
  });
});
