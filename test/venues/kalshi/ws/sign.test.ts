import { describe, expect, it } from "vitest";
import {
  importKalshiKey,
  KALSHI_WS_PATH,
  kalshiSignedText,
  kalshiSocketHeaders,
  signKalshiHandshake,
} from "../../../../src/venues/kalshi/ws/sign.ts";

const KEY_ID = "a952bcbe-ec3b-4b5b-b8f9-11dae589608c";
const NOW = 1_795_817_764_218;
const PSS = {
  name: "RSA-PSS",
  hash: "SHA-256",
  modulusLength: 2048,
  publicExponent: new Uint8Array([1, 0, 1]),
};

async function keyPair(): Promise<{ pem: string; publicKey: CryptoKey }> {
  const pair = (await crypto.subtle.generateKey(PSS, true, ["sign", "verify"])) as CryptoKeyPair;
  const der = new Uint8Array((await crypto.subtle.exportKey("pkcs8", pair.privateKey)) as ArrayBuffer);
  const body = btoa(String.fromCharCode(...der)).replace(/.{64}/g, "$&\n");
  return {
    pem: `-----BEGIN PRIVATE KEY-----\n${body}\n-----END PRIVATE KEY-----\n`,
    publicKey: pair.publicKey,
  };
}

async function verifies(publicKey: CryptoKey, signature: string, text: string): Promise<boolean> {
  const bytes = Uint8Array.from(atob(signature), (c) => c.charCodeAt(0));
  return crypto.subtle.verify(
    { name: "RSA-PSS", saltLength: 32 },
    publicKey,
    bytes,
    new TextEncoder().encode(text),
  );
}

describe("Kalshi's signed WebSocket handshake", () => {
  it("signs timestamp + GET + /trade-api/ws/v2 with RSA-PSS; the matching public key verifies it", async () => {
    const { pem, publicKey } = await keyPair();
    const result = await kalshiSocketHeaders({ keyId: KEY_ID, privateKeyPem: pem }, NOW);
    if (!result.ok) throw new Error(result.reason);
    expect(result.headers["KALSHI-ACCESS-KEY"]).toBe(KEY_ID);
    expect(result.headers["KALSHI-ACCESS-TIMESTAMP"]).toBe("1795817764218");
    const signature = result.headers["KALSHI-ACCESS-SIGNATURE"];
    expect(atob(signature)).toHaveLength(256); // a 2048-bit key signs 256 bytes
    expect(kalshiSignedText(NOW, "GET", KALSHI_WS_PATH)).toBe("1795817764218GET/trade-api/ws/v2");
    expect(await verifies(publicKey, signature, "1795817764218GET/trade-api/ws/v2")).toBe(true);
    expect(await verifies(publicKey, signature, "1795817764219GET/trade-api/ws/v2")).toBe(false);
    expect(await verifies(publicKey, signature, "1795817764218GET/trade-api/v2")).toBe(false);
  });

  it("a signature from another key does not verify", async () => {
    const mine = await keyPair();
    const other = await keyPair();
    const result = await kalshiSocketHeaders({ keyId: KEY_ID, privateKeyPem: other.pem }, NOW);
    if (!result.ok) throw new Error(result.reason);
    expect(
      await verifies(mine.publicKey, result.headers["KALSHI-ACCESS-SIGNATURE"], `${NOW}GET${KALSHI_WS_PATH}`),
    ).toBe(false);
  });

  it("imports a key once and signs every reconnect afresh (PSS salts each signature)", async () => {
    const { pem, publicKey } = await keyPair();
    const imported = await importKalshiKey({ keyId: KEY_ID, privateKeyPem: pem.replaceAll("\n", "\\n") });
    if (!imported.ok) throw new Error(imported.reason);
    const first = await signKalshiHandshake(imported.signing, NOW);
    const second = await signKalshiHandshake(imported.signing, NOW + 5_000);
    if (!first.ok || !second.ok) throw new Error("sign failed");
    expect(second.headers["KALSHI-ACCESS-TIMESTAMP"]).toBe(String(NOW + 5_000));
    expect(second.headers["KALSHI-ACCESS-SIGNATURE"]).not.toBe(first.headers["KALSHI-ACCESS-SIGNATURE"]);
    expect(
      await verifies(
        publicKey,
        second.headers["KALSHI-ACCESS-SIGNATURE"],
        `${NOW + 5_000}GET${KALSHI_WS_PATH}`,
      ),
    ).toBe(true);
  });

  it("answers a missing or unreadable key with its reason, never a throw", async () => {
    const { pem } = await keyPair();
    const reason = async (keyId: string | null | undefined, privateKeyPem: string | null | undefined) => {
      const result = await kalshiSocketHeaders({ keyId, privateKeyPem }, NOW);
      return result.ok ? "signed" : result.reason;
    };
    expect(await reason(KEY_ID, pem)).toBe("signed");
    expect(await reason(undefined, pem)).toBe("missing_key_id");
    expect(await reason("  ", pem)).toBe("missing_key_id");
    expect(await reason("key id\r\nX-Injected: 1", pem)).toBe("invalid_key_id");
    expect(await reason(KEY_ID, null)).toBe("missing_key");
    expect(await reason(KEY_ID, "")).toBe("missing_key");
    expect(await reason(KEY_ID, pem.replace(/PRIVATE KEY/g, "RSA PRIVATE KEY"))).toBe("not_pkcs8");
    expect(await reason(KEY_ID, "-----BEGIN PRIVATE KEY-----\nbm90IGEga2V5\n-----END PRIVATE KEY-----")).toBe(
      "invalid_key",
    );
    expect(await reason(KEY_ID, "-----BEGIN PRIVATE KEY-----\n====\n-----END PRIVATE KEY-----")).toBe(
      "invalid_key",
    );
    const ec = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
      "sign",
    ])) as CryptoKeyPair;
    const ecDer = new Uint8Array((await crypto.subtle.exportKey("pkcs8", ec.privateKey)) as ArrayBuffer);
    const ecPem = `-----BEGIN PRIVATE KEY-----\n${btoa(String.fromCharCode(...ecDer))}\n-----END PRIVATE KEY-----`;
    expect(await reason(KEY_ID, ecPem)).toBe("invalid_key");
  });
});
