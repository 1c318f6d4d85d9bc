/**
 * Runs in Node (the `unit` project): Node's WebCrypto has Ed25519, the same algorithm Workers offer, so
 * no workerd start is needed.
 */
import { describe, expect, it } from "vitest";
import { canonicalJson } from "../../../src/domain/signing/canonical-json.ts";
import {
  attachSignature,
  base64url,
  fromBase64url,
  generateSigningKeyPair,
  publicJwk,
  type SigningJwk,
  type SigningKey,
  signRecord,
  verifyRecord,
  verifySigned,
} from "../../../src/domain/signing/records.ts";

function hex(text: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(text.match(/../g)?.map((pair) => Number.parseInt(pair, 16)) ?? []);
}

/** RFC 8032 §7.1, test 1: the secret key, its public key, and the signature of the empty message. */
const RFC8032_SECRET = "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60";
const RFC8032_PUBLIC = "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a";
const RFC8032_SIGNATURE =
  "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b";

/** A committed round, as a record might look. */
const ROUND = {
  index: "us-cpi-yoy",
  round_at: "2026-02-15T14:05:00Z",
  value: 2.8431,
  distribution: [
    { label: "Below 2.5", probability: 0.12 },
    { label: "2.5 to 3.0", probability: 0.61 },
    { label: "3.0 or above", probability: 0.27 },
  ],
  venues: ["kalshi", "polymarket"],
  note: 'prix €, "quoted"',
};

async function keyAndJwk(kid: string, notBefore: string, notAfter: string | null) {
  const pair = await generateSigningKeyPair();
  const signing: SigningKey = { kid, privateKey: pair.privateKey };
  const jwk = await publicJwk(pair.publicKey, kid, { not_before: notBefore, not_after: notAfter });
  return { signing, jwk };
}

describe("Ed25519 through WebCrypto", () => {
  it("matches RFC 8032's first test vector (imported as a JWK)", async () => {
    const d = base64url(hex(RFC8032_SECRET));
    const x = base64url(hex(RFC8032_PUBLIC));
    const privateKey = await crypto.subtle.importKey(
      "jwk",
      { kty: "OKP", crv: "Ed25519", d, x },
      "Ed25519",
      false,
      ["sign"],
    );
    const signature = new Uint8Array(await crypto.subtle.sign("Ed25519", privateKey, new Uint8Array(0)));
    expect(base64url(signature)).toBe(base64url(hex(RFC8032_SIGNATURE)));
  });
});

describe("base64url", () => {
  it("round-trips without padding and refuses other alphabets and non-canonical text", () => {
    const bytes = new Uint8Array([0xfb, 0xff, 0xfe, 0x00, 0x01]);
    expect(base64url(bytes)).toBe("-__-AAE");
    expect(fromBase64url("-__-AAE")).toEqual(bytes);
    expect(fromBase64url("+//+AAE")).toBeNull();
    expect(fromBase64url("-__-AAE=")).toBeNull();
    expect(fromBase64url("A")).toBeNull();
    expect(fromBase64url("AB")).toBeNull(); // stray low bits: "AA" is the canonical text of one zero byte
    expect(fromBase64url("AA")).toEqual(new Uint8Array([0]));
  });
});

describe("signed records", () => {
  it("signs the canonical JSON and verifies with the published key", async () => {
    const { signing, jwk } = await keyAndJwk("pix-2026-01", "2026-01-01T00:00:00Z", null);
    const envelope = await signRecord(ROUND, signing);
    expect(envelope).toMatchObject({ alg: "EdDSA", kid: "pix-2026-01" });
    expect(fromBase64url(envelope.sig)?.length).toBe(64);
    expect(jwk).toMatchObject({ kty: "OKP", crv: "Ed25519", kid: "pix-2026-01", use: "sig", alg: "EdDSA" });
    expect(fromBase64url(jwk.x)?.length).toBe(32);
    expect(await verifyRecord(ROUND, envelope, { keys: [jwk] }, ROUND.round_at)).toEqual({
      valid: true,
      kid: "pix-2026-01",
    });
    // Member order is not part of the record: the canonical bytes are the same.
    const reordered = Object.fromEntries(Object.entries(ROUND).reverse());
    expect((await verifyRecord(reordered, envelope, { keys: [jwk] }, ROUND.round_at)).valid).toBe(true);
  });

  it("a changed byte anywhere in the record's canonical text fails verification", async () => {
    const { signing, jwk } = await keyAndJwk("k1", "2026-01-01T00:00:00Z", null);
    const envelope = await signRecord(ROUND, signing);
    const text = canonicalJson(ROUND);
    let tried = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text[i] ?? "";
      const replacement = /[0-9]/.test(c)
        ? String((Number(c) + 1) % 10)
        : /[a-z]/i.test(c)
          ? c === "q"
            ? "r"
            : "q"
          : null;
      if (replacement === null) continue;
      const changed = JSON.parse(text.slice(0, i) + replacement + text.slice(i + 1)) as unknown;
      tried++;
      const result = await verifyRecord(changed, envelope, { keys: [jwk] }, ROUND.round_at);
      expect(result, `byte ${i} changed`).toEqual({ valid: false, reason: "bad_signature" });
    }
    expect(tried).toBeGreaterThan(100);
  });

  it("a changed byte anywhere in the signature fails verification", async () => {
    const { signing, jwk } = await keyAndJwk("k1", "2026-01-01T00:00:00Z", null);
    const envelope = await signRecord(ROUND, signing);
    const signature = fromBase64url(envelope.sig) ?? new Uint8Array(0);
    for (let i = 0; i < signature.length; i++) {
      const changed = signature.slice();
      changed[i] = (changed[i] ?? 0) ^ 0x01;
      const result = await verifyRecord(
        ROUND,
        { ...envelope, sig: base64url(changed) },
        { keys: [jwk] },
        ROUND.round_at,
      );
      expect(result.valid, `signature byte ${i}`).toBe(false);
    }
    expect(
      await verifyRecord(ROUND, { ...envelope, sig: envelope.sig.slice(2) }, { keys: [jwk] }, ROUND.round_at),
    ).toEqual({
      valid: false,
      reason: "malformed_signature",
    });
  });

  it("keys rotate: a record signed by the rotated-out key still verifies with the published old key", async () => {
    const old = await keyAndJwk("pix-2026-01", "2026-01-01T00:00:00Z", "2026-03-01T00:00:00Z");
    const current = await keyAndJwk("pix-2026-03", "2026-03-01T00:00:00Z", null);
    const keys = { keys: [current.jwk, old.jwk] };
    const february = await signRecord(ROUND, old.signing);
    expect(await verifyRecord(ROUND, february, keys, ROUND.round_at)).toEqual({
      valid: true,
      kid: "pix-2026-01",
    });
    const march = { ...ROUND, round_at: "2026-03-02T14:05:00Z" };
    expect(await verifyRecord(march, await signRecord(march, current.signing), keys, march.round_at)).toEqual(
      {
        valid: true,
        kid: "pix-2026-03",
      },
    );
    // The old key signing after its validity ended (a leaked key, say) is refused.
    expect(await verifyRecord(march, await signRecord(march, old.signing), keys, march.round_at)).toEqual({
      valid: false,
      reason: "outside_key_validity",
    });
    // The seam belongs to the new key: not_after is exclusive.
    expect((await verifyRecord(ROUND, february, keys, "2026-03-01T00:00:00Z")).valid).toBe(false);
    expect((await verifyRecord(ROUND, february, keys, "2025-12-31T23:59:59Z")).valid).toBe(false);
  });

  it("fails closed: unknown kid, duplicated kid, another algorithm, another key under the same kid", async () => {
    const a = await keyAndJwk("a", "2026-01-01T00:00:00Z", null);
    const b = await keyAndJwk("b", "2026-01-01T00:00:00Z", null);
    const envelope = await signRecord(ROUND, a.signing);
    const at = ROUND.round_at;
    expect(await verifyRecord(ROUND, envelope, { keys: [b.jwk] }, at)).toEqual({
      valid: false,
      reason: "unknown_kid",
    });
    expect(await verifyRecord(ROUND, envelope, { keys: [] }, at)).toEqual({
      valid: false,
      reason: "unknown_kid",
    });
    const twin: SigningJwk = { ...b.jwk, kid: "a" };
    expect(await verifyRecord(ROUND, envelope, { keys: [a.jwk, twin] }, at)).toEqual({
      valid: false,
      reason: "unknown_kid",
    });
    expect(await verifyRecord(ROUND, envelope, { keys: [twin] }, at)).toEqual({
      valid: false,
      reason: "bad_signature",
    });
    expect(
      await verifyRecord(ROUND, { ...envelope, alg: "ES256" as "EdDSA" }, { keys: [a.jwk] }, at),
    ).toEqual({
      valid: false,
      reason: "unsupported_alg",
    });
    expect(await verifyRecord(ROUND, envelope, { keys: [{ ...a.jwk, x: "AAAA" }] }, at)).toEqual({
      valid: false,
      reason: "malformed_key",
    });
    expect(await verifyRecord(ROUND, envelope, { keys: [a.jwk] }, "not a time")).toEqual({
      valid: false,
      reason: "outside_key_validity",
    });
  });

  it("a record carrying its signature: the signature member is left out of the signed bytes", async () => {
    const { signing, jwk } = await keyAndJwk("k1", "2026-01-01T00:00:00Z", null);
    const signed = await attachSignature(ROUND, signing);
    expect(signed.signature.kid).toBe("k1");
    expect(await verifySigned(signed, { keys: [jwk] }, ROUND.round_at)).toEqual({ valid: true, kid: "k1" });
    expect((await verifySigned({ ...signed, value: 2.8432 }, { keys: [jwk] }, ROUND.round_at)).valid).toBe(
      false,
    );
    expect(await verifySigned({ ...ROUND }, { keys: [jwk] }, ROUND.round_at)).toEqual({
      valid: false,
      reason: "malformed_signature",
    });
    await expect(attachSignature(signed, signing)).rejects.toThrow(TypeError);
  });
});
