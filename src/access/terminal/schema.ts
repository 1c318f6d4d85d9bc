import { z } from "@hono/zod-openapi";
import { AccountRecordSchema } from "../admin/account-schema.ts";
import { CreateKeyBody, KeyRecordSchema } from "../admin/schema.ts";
import { collectionSchema } from "../private-plane.ts";

export const SignInBody = z
  .strictObject({
    code: z.string().max(200).openapi({
      description: "The one-time sign-in code from the operator.",
      example: "acc_0123456789abcdefABCD.0123456789abcdefghijABCDEFGHIJkl",
    }),
  })
  .openapi("TerminalSignIn");

/** A live session as the terminal reads it: the account, its ceiling and the CSRF token. */
const SignedInSession = z
  .object({
    type: z.literal("terminal_session"),
    signed_in: z.literal(true).openapi({ description: "A live session." }),
    account: AccountRecordSchema,
    csrf_token: z.string().openapi({
      description: "Send it in X-CSRF-Token on every POST, PATCH and DELETE of this session.",
    }),
    expires_at: z.string().openapi({
      format: "date-time",
      description: "When the session ends if no further request comes (12 h idle, 7 days at most).",
    }),
  })
  .openapi("TerminalSignedIn");

export const SessionResponse = z.object({ data: SignedInSession }).openapi("TerminalSessionResponse");

/** No live session: no cookie, or its session has ended (signed out, expired, account disabled). */
const SignedOutSession = z
  .object({
    type: z.literal("terminal_session"),
    signed_in: z.literal(false).openapi({
      description: "No live session: sign in with a code from the operator (POST /api/terminal/sign-in).",
    }),
  })
  .openapi("TerminalSignedOut");

export const SessionStateResponse = z
  .object({ data: z.discriminatedUnion("signed_in", [SignedInSession, SignedOutSession]) })
  .openapi("TerminalSessionStateResponse");

export const SignOutResponse = z
  .object({
    data: z.object({
      type: z.literal("terminal_sign_out"),
      ended: z.number().int().openapi({ description: "How many sessions ended." }),
    }),
  })
  .openapi("TerminalSignOutResponse");

export const TerminalKeyListResponse = collectionSchema(
  "TerminalKeyCollectionResponse",
  "api_key_collection",
  "items",
  KeyRecordSchema,
);

export const RenameKeyBody = z
  .strictObject({
    name: CreateKeyBody.shape.name.openapi({ description: "The key's new name." }),
  })
  .openapi("RenameApiKey");
