import { z } from "@hono/zod-openapi";
import { reason } from "../../platform/http/validation.ts";
import { ANONYMOUS_PLANE_SCOPES } from "../planes.ts";
import { collectionSchema } from "../private-plane.ts";
import { CreateKeyBody, KeyRecordSchema, PerMinuteLimit, ScopeList } from "./schema.ts";

const Instant = z.string().openapi({ format: "date-time", example: "2026-11-22T10:05:00Z" });

/** `{id}` of one account. Any other string is an account that does not exist (404). */
export const AccountIdParam = z.object({
  id: z.string().openapi({
    param: { name: "id", in: "path" },
    description: "The account id: `acc_` followed by 20 letters or digits.",
    example: "acc_0123456789abcdefABCD",
  }),
});

const CeilingBody = z
  .strictObject({
    scopes: ScopeList.optional().openapi({
      description: `The scopes the account's keys may carry. When absent, every plane that answers anonymously (${ANONYMOUS_PLANE_SCOPES.join(", ")}), so a first key never reads less than no key.`,
    }),
    rate_limit_per_minute: PerMinuteLimit.openapi({
      description: "The highest per-minute limit of any one of its keys.",
      example: 600,
    }),
    entitlements: CreateKeyBody.shape.entitlements.openapi({
      description:
        "Catalog instruments its keys may read (symbols or slugs in any case, stored as slugs); the whole catalog when absent.",
    }),
    max_keys: z
      .number()
      .int()
      .min(1)
      .max(1000)
      .openapi({ description: "How many live keys it may hold at once.", example: 5 }),
  })
  .openapi("AccountCeiling");

/** POST /api/admin/accounts. */
export const CreateAccountBody = z
  .strictObject({
    name: CreateKeyBody.shape.name.openapi({ description: "Who the account is for.", example: "Desk 4" }),
    kind: z.enum(["terminal", "venue"]).openapi({
      description:
        "A terminal user (mints, rotates and revokes its own keys in the terminal) or a venue (its keys are issued by the operator at onboarding, POST /api/admin/accounts/{id}/keys; its terminal session lists, renames and revokes them but never mints or rotates one: 403 operator-issued-keys).",
    }),
    ceiling: CeilingBody,
  })
  .openapi("CreateAccount");

/** A key asked for by (or for) an account: every setting but the name defaults to the ceiling's. */
export const AccountKeyBody = CreateKeyBody.partial({ scopes: true, rate_limit_per_minute: true }).openapi(
  "CreateAccountKey",
);

export const AccountRecordSchema = z
  .object({
    type: z.literal("account"),
    id: z.string().openapi({ example: "acc_0123456789abcdefABCD" }),
    name: z.string(),
    kind: z.enum(["terminal", "venue"]),
    status: z.enum(["active", "disabled"]),
    ceiling: z.object({
      scopes: z.array(z.string()),
      rate_limit_per_minute: z.number().int(),
      entitlements: z.array(z.string()).nullable().openapi({ description: "null: the whole catalog." }),
      max_keys: z.number().int(),
    }),
    created_at: Instant,
    disabled_at: Instant.nullable(),
  })
  .openapi("Account");

const SignInCodeSchema = z.object({
  sign_in_code: z.string().openapi({
    description:
      "The one-time code to hand to the account holder: shown in this response only, valid 24 hours.",
  }),
  expires_at: Instant,
});

export const NewAccountResponse = z
  .object({ data: AccountRecordSchema.extend(SignInCodeSchema.shape) })
  .openapi("NewAccountResponse");

export const AccountResponse = z
  .object({ data: AccountRecordSchema.extend({ keys: z.array(KeyRecordSchema) }) })
  .openapi("AccountWithKeysResponse");

export const DisabledAccountResponse = z
  .object({
    data: AccountRecordSchema.extend({
      revoked_keys: z.array(z.string()).openapi({ description: "Ids of the keys this call revoked." }),
    }),
  })
  .openapi("DisabledAccountResponse");

export const AccountListResponse = collectionSchema(
  "AccountCollectionResponse",
  "account_collection",
  "items",
  AccountRecordSchema,
  { next_cursor: z.string().nullable().openapi({ description: "Pass as `cursor` for the next page." }) },
);

export const SignInCodeResponse = z
  .object({ data: SignInCodeSchema.extend({ type: z.literal("sign_in_code"), account_id: z.string() }) })
  .openapi("SignInCodeResponse");

export const CodeRevocationResponse = z
  .object({
    data: z.object({
      type: z.literal("sign_in_code_revocation"),
      account_id: z.string(),
      revoked: z.number().int().openapi({ description: "How many unused codes stopped working." }),
    }),
  })
  .openapi("SignInCodeRevocationResponse");

const Cursor = z
  .string()
  .regex(/^[1-9][0-9]{0,14}$/, reason("must be a next_cursor value from a previous page"))
  .optional()
  .openapi({ description: "The `next_cursor` of the previous page." });

const Limit = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .max(200)
    .default(fallback)
    .openapi({ description: `How many items per page: 1 to 200 (${fallback} by default).` });

export const AccountListQuery = z.strictObject({ limit: Limit(50), cursor: Cursor });

export const AuditQuery = z.strictObject({
  account_id: z.string().max(64).optional().openapi({ description: "Only lines about this account." }),
  key_id: z.string().max(64).optional().openapi({ description: "Only lines about this key." }),
  limit: Limit(100),
  cursor: Cursor,
});

export const AuditListResponse = collectionSchema(
  "AuditCollectionResponse",
  "audit_collection",
  "items",
  z.object({
    id: z.number().int(),
    at: Instant,
    actor: z.string().openapi({
      description: "`<operator>@token:<fingerprint>` for the admin plane, `account:<id>` for the terminal.",
    }),
    action: z.string().openapi({ example: "create" }),
    key_id: z.string().nullable(),
    account_id: z.string().nullable(),
    detail: z.record(z.string(), z.unknown()).nullable(),
  }),
  { next_cursor: z.string().nullable() },
);
