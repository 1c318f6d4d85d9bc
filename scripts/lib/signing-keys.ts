/**
 * A throwaway `SIGNING_KEYS` secret (src/platform/signing.ts): one fresh Ed25519 key, made on this
 * machine for a local run or a test run and never committed. Its validity opens in 2000 so rounds
 * dated by a pinned test clock are covered.
 */
import { generateKeyPairSync } from "node:crypto";

export function throwawaySigningKeys(kid: string): string {
  const { privateKey } = generateKeyPairSync("ed25519");
  const { x, d } = privateKey.export({ format: "jwk" });
  return JSON.stringify([
    {
      kid,
      private_jwk: { kty: "OKP", crv: "Ed25519", x, d },
      not_before: "2000-01-01T00:00:00Z",
      not_after: null,
    },
  ]);
}
