/**
 * `GET /api/v1/signing-keys`: the public keys of pix's signed records (committed rounds, outcomes) as a
 * JWK set (RFC 7517), each key with its validity. Served as the bare set (not in the v1 envelope) so
 * JWK-set readers take it as it is. Public and cacheable; the private halves never leave the secret.
 */
import type { App } from "../platform/http/app-types.ts";
import { readRoute } from "../platform/http/read-route.ts";
import { jsonRead } from "../platform/http/respond.ts";
import { SigningKeySetSchema } from "../platform/http/signature-schemas.ts";
import { publishedSigningKeys } from "../platform/signing.ts";

export const SIGNING_KEYS_PATH = "/api/v1/signing-keys";

export const NO_SIGNING_KEY_NOTE =
  "This deployment has no signing key configured: its records are committed unsigned (signature: null).";

const route = readRoute({
  tag: "Discovery",
  path: SIGNING_KEYS_PATH,
  operationId: "getSigningKeys",
  summary: "Public keys of signed records",
  description:
    "The Ed25519 public keys that sign pix's records (each committed round's `signature`), as a JWK set (RFC 7517, RFC 8037), newest first. Each key carries its validity: a signature is valid when the key named by its `kid` verifies it over the RFC 8785 canonical JSON of the signed record and the record's time (a round's `computed_at`) falls in [not_before, not_after). Keys rotate by closing the old key's `not_after` and opening a new one; the old key stays listed, so the records it signed keep verifying. Served as the bare set, not in the v1 envelope. Cached for the reference lifetime: on an unknown `kid`, fetch the set again.",
  schema: SigningKeySetSchema,
  example: {
    keys: [
      {
        kty: "OKP",
        crv: "Ed25519",
        x: "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo",
        kid: "pix-2026-11",
        use: "sig",
        alg: "EdDSA",
        not_before: "2026-11-01T00:00:00Z",
        not_after: null,
      },
    ],
  },
  responseDescription: "The JWK set.",
});

export function registerGetSigningKeys(app: App) {
  app.openapi(route, async (c) => {
    const set = publishedSigningKeys(c.env);
    return jsonRead(c, set.keys.length > 0 ? set : { ...set, note: NO_SIGNING_KEY_NOTE }, "reference");
  });
}
