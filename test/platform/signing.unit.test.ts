import { describe, expect, it } from "vitest";
import { generateSigningKeyPair } from "../../src/domain/signing/records.ts";
import { roundRecord, verifyRoundSignature } from "../../src/indices/store/round-record.ts";
import { publishedSigningKeys, readKeyring, signRecord } from "../../src/platform/signing.ts";

/** An entry of SIGNING_KEYS for a fresh key: with its private half, or (retired) only its public one. */
async function keyEntry(kid: string, notBefore: string, notAfter: string | null) {
  const pair = await generateSigningKeyPair();
  const jwk = (await crypto.subtle.exportKey("jwk", pair.privateKey)) as JsonWebKey;
  const privateJwk = { kty: "OKP", crv: "Ed25519", x: jwk.x, d: jwk.d };
  return {
    active: { kid, private_jwk: privateJwk, not_before: notBefore, not_after: notAfter },
    retired: (until: string) => ({
      kid,
      public_jwk: { kty: "OKP", crv: "Ed25519", x: jwk.x },
      not_before: notBefore,
      not_after: until,
    }),
  };
}

const ROUND = {
  symbol: "PIXCPI",
  roundId: "2026-11-22T10:05:00Z",
  valueDecimal: "2.731",
  computedAt: "2026-11-22T10:05:02Z",
  tapeKeys: ["lake/kalshi/2026-11-22/1005", "lake/polymarket/2026-11-22/1005"],
  methodologyVersion: "1.0.0",
};

async function signRound(env: { SIGNING_KEYS: string }, round: typeof ROUND) {
  const signed = await signRecord(env, "index_round", roundRecord(round), round.computedAt);
  return { ...round, signature: signed?.signature ?? null };
}

describe("signing keys (SIGNING_KEYS)", () => {
  it("keeps a round signed with the old key verifiable after a rotation, and signs new rounds with the new key", async () => {
    const old = await keyEntry("pix-2026-10", "2026-10-01T00:00:00Z", null);
    const before = { SIGNING_KEYS: JSON.stringify([old.active]) };
    const oldRound = await signRound(before, ROUND);
    expect(oldRound.signature?.kid).toBe("pix-2026-10");

    // Rotation at 2026-12-01: the old key closes (and loses its private half), a new key opens.
    const next = await keyEntry("pix-2026-12", "2026-12-01T00:00:00Z", null);
    const after = { SIGNING_KEYS: JSON.stringify([old.retired("2026-12-01T00:00:00Z"), next.active]) };
    const served = publishedSigningKeys(after);
    expect(served.keys.map((k) => [k.kid, k.not_before, k.not_after])).toEqual([
      ["pix-2026-12", "2026-12-01T00:00:00Z", null],
      ["pix-2026-10", "2026-10-01T00:00:00Z", "2026-12-01T00:00:00Z"],
    ]);
    expect(JSON.stringify(served)).not.toContain('"d"');

    expect(await verifyRoundSignature(oldRound, served)).toEqual({ valid: true, kid: "pix-2026-10" });
    const newRound = await signRound(after, {
      ...ROUND,
      roundId: "2026-12-01T00:05:00Z",
      computedAt: "2026-12-01T00:05:02Z",
    });
    expect(newRound.signature?.kid).toBe("pix-2026-12");
    expect(await verifyRoundSignature(newRound, served)).toEqual({ valid: true, kid: "pix-2026-12" });
    // Without the old public key in the set, the old round no longer verifies: the set must keep it.
    expect(await verifyRoundSignature(oldRound, { keys: served.keys.slice(0, 1) })).toEqual({
      valid: false,
      reason: "unknown_kid",
    });
    // The old key's signature on a round dated after its not_after is refused.
    const late = { ...oldRound, computedAt: "2026-12-01T00:05:02Z" };
    expect(await verifyRoundSignature(late, served)).toMatchObject({ valid: false });
  });

  it("fails verification on a changed byte of any signed member", async () => {
    const key = await keyEntry("pix-k", "2026-01-01T00:00:00Z", null);
    const env = { SIGNING_KEYS: JSON.stringify([key.active]) };
    const round = await signRound(env, ROUND);
    const keys = publishedSigningKeys(env);
    expect(await verifyRoundSignature(round, keys)).toEqual({ valid: true, kid: "pix-k" });
    for (const changed of [
      { ...round, valueDecimal: "2.732" },
      { ...round, symbol: "PIXCPJ" },
      { ...round, roundId: "2026-11-22T10:05:01Z" },
      { ...round, methodologyVersion: "1.0.1" },
      { ...round, tapeKeys: ["lake/kalshi/2026-11-22/1005"] },
    ]) {
      expect(await verifyRoundSignature(changed, keys)).toEqual({ valid: false, reason: "bad_signature" });
    }
  });

  it("commits unsigned with no key, and reads an unreadable secret as no key without echoing it", async () => {
    expect(await signRound({ SIGNING_KEYS: "" }, ROUND)).toMatchObject({ signature: null });
    expect(publishedSigningKeys({ SIGNING_KEYS: "" })).toEqual({ keys: [] });
    const secret =
      '[{"kid":"k","private_jwk":{"kty":"RSA","d":"s3cr3t"},"not_before":"2026-01-01T00:00:00Z"}]';
    const read = readKeyring(secret);
    expect(read).toEqual({
      ok: false,
      reason: "SIGNING_KEYS[0]: not an Ed25519 JWK (kty OKP, crv Ed25519, x)",
    });
    expect(JSON.stringify(read)).not.toContain("s3cr3t");
  });
});
