import { z } from "@hono/zod-openapi";
import { reason } from "../../platform/http/validation.ts";
import { collectionSchema } from "../private-plane.ts";
import { SCOPES } from "../scopes.ts";

const unique = <T>(items: T[]) => new Set(items).size === items.length;

/** A catalog symbol or slug in any case, as `{id}` takes them on the read routes; stored as the slug. */
const InstrumentId = z
  .string()
  .max(100)
  .regex(/^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/, reason("must be a catalog symbol or slug (letters, digits, -)"));

const SlugList = z.array(InstrumentId).max(1000).refine(unique, reason("must not repeat an entry"));

/** Scopes as a body lists them: at least one, none twice. */
export const ScopeList = z
  .array(z.enum(SCOPES))
  .min(1, reason("must list at least one scope"))
  .refine(unique, reason("must not repeat a scope"));

/** Requests per minute, as a body sets a limit. */
export const PerMinuteLimit = z.number().int().min(1).max(1_000_000);

/** POST /api/admin/keys. Unknown members (a caller-chosen key, id or hash) are refused. */
export const CreateKeyBody = z
  .strictObject({
    name: z
      .string()
      .trim()
      .min(1, reason("must not be empty"))
      .max(100)
      .refine((name) => !/\p{Cc}/u.test(name), reason("must not contain control characters"))
      .openapi({
        description: "What the key is for: 1 to 100 characters, no control characters.",
        example: "partner A",
      }),
    scopes: ScopeList.openapi({ description: "The planes the key may read, one scope each." }),
    rate_limit_per_minute: PerMinuteLimit.openapi({
      description: "Requests per minute the key may make.",
      example: 120,
    }),
    expires_at: z.iso
      .datetime({
        offset: true,
        ...reason("must be an RFC 3339 date-time with a UTC offset, such as 2027-01-01T00:00:00Z"),
      })
      .optional()
      .openapi({ description: "When the key stops working (RFC 3339, in the future); never by default." }),
    entitlements: SlugList.optional().openapi({
      description:
        "Catalog instruments the key may read, each by symbol or slug in any case (stored as slugs); every public instrument when absent. Fixed at issuance: it can later be widened or cleared, never narrowed.",
    }),
  })
  .openapi("CreateApiKey");

/** PUT /api/admin/keys/{id}/entitlements. */
export const EntitlementsBody = z
  .strictObject({
    slugs: SlugList.openapi({
      description:
        "The new list: every instrument the key has, plus those to add, each by symbol or slug in any case (stored as slugs).",
    }),
  })
  .openapi("WidenEntitlements");

/** `{id}` of one key. Any other string is a key that does not exist (404), not a malformed request. */
export const KeyIdParam = z.object({
  id: z.string().openapi({
    param: { name: "id", in: "path" },
    description: "The key id: `key_` followed by 20 letters or digits.",
    example: "key_0123456789abcdefABCD",
  }),
});

const Instant = z.string().openapi({
  format: "date-time",
  description: "RFC 3339 UTC, always to the millisecond.",
  example: "2026-11-22T10:05:00.000Z",
});

export const KeyRecordSchema = z
  .object({
    type: z.literal("api_key"),
    id: z.string().openapi({ example: "key_0123456789abcdefABCD" }),
    name: z.string(),
    key_hint: z.string().openapi({ description: "The key's first 8 characters, to recognise it." }),
    status: z.enum(["active", "revoked", "expired"]),
    scopes: z.array(z.string()),
    rate_limit_per_minute: z.number().int(),
    expires_at: Instant.nullable(),
    entitlements: z.array(z.string()).nullable().openapi({ description: "null: the key reads everything." }),
    created_at: Instant,
    revoked_at: Instant.nullable(),
    rotated_from: z.string().nullable().openapi({ description: "The id of the key this one replaced." }),
    rotated_to: z.string().nullable().openapi({ description: "The id of the key that replaced this one." }),
    account_id: z
      .string()
      .nullable()
      .openapi({ description: "The account that owns the key; null for a key an operator issued." }),
  })
  .openapi("ApiKeyRecord", { description: "An API key record: never the key, never its hash." });

export const KeyRecordResponse = z.object({ data: KeyRecordSchema }).openapi("ApiKeyRecordResponse");

export const NewKeyResponse = z
  .object({
    data: KeyRecordSchema.extend({
      key: z
        .string()
        .openapi({ description: "The plaintext key: shown in this response only, never again." }),
    }),
  })
  .openapi("NewApiKeyResponse");

export const KeyListResponse = collectionSchema(
  "ApiKeyCollectionResponse",
  "api_key_collection",
  "keys",
  KeyRecordSchema,
);

/**
 * `If-Match` on the operations that change a key: the record's ETag, a list of them, or `*`. Named in
 * lower case as the request validator sees header names (they are case-insensitive); checkIfMatch parses it.
 */
export const IfMatchHeader = z.object({
  "if-match": z.string().optional().openapi({
    description:
      "Change the key only if its record still has this ETag (from GET /api/admin/keys/{id} or any key answer); 412 precondition-failed otherwise.",
    example: '"v2"',
  }),
});

/** Headers of every answer that carries one key record. */
export const KEY_ANSWER_HEADERS = {
  ETag: {
    description:
      "The record's version (its entitlement version, and whether it is revoked); send it in If-Match to change the key only if nobody changed it since.",
    schema: { type: "string" },
  },
} as const;
