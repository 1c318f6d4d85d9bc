/**
 * The wire schemas of signed records (src/platform/signing.ts): a record's `signature` member and the
 * public key set `GET /api/v1/signing-keys` serves. Every plane that serves a signed record (rounds,
 * outcomes) builds its `signature` member here, with the schema of its own signed record.
 */
import { z } from "@hono/zod-openapi";
import { instantSchema } from "./schemas.ts";

const Base64url = (description: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .openapi({ description: `${description} Base64url (RFC 4648 §5) without padding.` });

/**
 * A record's `signature`: the Ed25519 envelope and the exact record it covers. Null when the record
 * was committed with no signing key configured.
 */
export function signatureSchema<R extends z.ZodObject>(record: R, name: string, recordTime: string) {
  return z
    .object({
      alg: z.literal("EdDSA").openapi({ description: "Signature algorithm: Ed25519 (RFC 8032)." }),
      kid: z.string().openapi({
        description: "Id of the signing key, as listed in /api/v1/signing-keys.",
        example: "pix-2026-11",
      }),
      sig: Base64url("The 64-byte Ed25519 signature over the RFC 8785 canonical JSON of `record`."),
      record: record,
    })
    .nullable()
    .openapi(name, {
      description: `The record's Ed25519 signature: \`sig\` is over the RFC 8785 canonical JSON (members sorted, no whitespace, UTF-8) of \`record\`, by the key \`kid\` of GET /api/v1/signing-keys; the signature is valid when that key verifies it and ${recordTime} falls inside the key's validity [not_before, not_after). A changed byte of \`record\` fails verification. Null when the record was committed with no signing key configured (it is then unsigned).`,
    });
}

export const SigningKeySchema = z
  .object({
    kty: z.literal("OKP").openapi({ description: "Key type: octet key pair (RFC 8037)." }),
    crv: z.literal("Ed25519").openapi({ description: "Curve." }),
    x: Base64url("The 32-byte Ed25519 public key."),
    kid: z.string().openapi({ description: "Key id: the `kid` of the signatures this key made." }),
    use: z.literal("sig").openapi({ description: "Public key use: signatures." }),
    alg: z.literal("EdDSA").openapi({ description: "Algorithm the key is used with." }),
    not_before: instantSchema("Records dated at or after this instant may carry this key's signature."),
    not_after: instantSchema(
      "Records dated before this instant may carry this key's signature; null while the key is in use.",
    ).nullable(),
  })
  .openapi("SigningKey", {
    description: "An Ed25519 public key (RFC 7517 JWK, RFC 8037) with its validity.",
  });

export const SigningKeySetSchema = z
  .object({
    keys: z.array(SigningKeySchema).openapi({
      description:
        "Every key that signed or signs pix's records, newest first. A rotated key stays listed with its not_after, so the records it signed keep verifying.",
    }),
    note: z.string().optional().openapi({
      description:
        "Present when the set is empty: this deployment has no signing key, and its records are unsigned.",
    }),
  })
  .openapi("SigningKeySet", {
    description:
      "The public keys of pix's signed records as a JWK set (RFC 7517), each with its validity (not_before, not_after).",
  });
