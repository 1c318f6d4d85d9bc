import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../../env.ts";
import { jsonContentType, jsonRequestBody } from "../../platform/http/json-body.ts";
import { failClosed } from "../../platform/http/safety.ts";
import {
  accountRecord,
  createAccount,
  disableAccountAndKeys,
  issueAccountKey,
  issueSignInCode,
  loadAccount,
  revokeCodes,
} from "../keys/accounts.ts";
import { assertFuture } from "../keys/ceiling.ts";
import { canonicalEntitlements } from "../keys/issuance.ts";
import { isoInstant, keyRecord } from "../keys/records.ts";
import { listAccounts } from "../store/accounts.ts";
import { listApiKeys } from "../store/api-keys.ts";
import {
  AccountIdParam,
  AccountKeyBody,
  AccountListQuery,
  AccountListResponse,
  AccountResponse,
  CodeRevocationResponse,
  CreateAccountBody,
  DisabledAccountResponse,
  NewAccountResponse,
  SignInCodeResponse,
} from "./account-schema.ts";
import { ADMIN_TAG, type AdminPlane, adminOperation, adminProblems } from "./plane.ts";
import { KEY_ANSWER_HEADERS, NewKeyResponse } from "./schema.ts";
import { adminIssuer, adminJson, newKeyAnswer } from "./shared.ts";

const createRouteDef = createRoute({
  method: "post",
  path: "/api/admin/accounts",
  operationId: "createAccount",
  tags: [ADMIN_TAG],
  summary: "Create a terminal or venue account",
  description:
    "Creates an account with its ceiling (the most any of its keys may do) and answers, once, a sign-in code valid 24 hours for the terminal. Audited.",
  middleware: [jsonContentType()],
  request: { body: jsonRequestBody(CreateAccountBody, "The account's name, kind and ceiling.") },
  responses: {
    201: {
      description: "The account and, this once, its sign-in code.",
      content: { "application/json": { schema: NewAccountResponse } },
    },
    ...adminProblems("invalid-parameter", "unsupported-media-type"),
  },
});

const listRoute = createRoute({
  method: "get",
  path: "/api/admin/accounts",
  operationId: "listAccounts",
  tags: [ADMIN_TAG],
  summary: "Accounts, newest first",
  request: { query: AccountListQuery },
  responses: {
    200: {
      description: "A page of accounts.",
      content: { "application/json": { schema: AccountListResponse } },
    },
    ...adminProblems("invalid-parameter"),
  },
});

const getRoute = createRoute({
  method: "get",
  path: "/api/admin/accounts/{id}",
  operationId: "getAccount",
  tags: [ADMIN_TAG],
  summary: "One account with its keys",
  request: { params: AccountIdParam },
  responses: {
    200: {
      description: "The account and its keys' records (never a key or a hash).",
      content: { "application/json": { schema: AccountResponse } },
    },
    ...adminProblems("account-not-found"),
  },
});

const disableRoute = createRoute({
  method: "post",
  path: "/api/admin/accounts/{id}/disable",
  operationId: "disableAccount",
  tags: [ADMIN_TAG],
  summary: "Disable an account",
  description:
    "Ends every session of the account, revokes its sign-in codes and every key it holds (each through the key revocation path: it answers 401 from the next request), and refuses sign-in from then on. Idempotent: repeating it revokes any key left live. Audited.",
  request: { params: AccountIdParam },
  responses: {
    200: {
      description: "The disabled account, with the keys this call revoked.",
      content: { "application/json": { schema: DisabledAccountResponse } },
    },
    ...adminProblems("account-not-found"),
  },
});

const codeRoute = createRoute({
  method: "post",
  path: "/api/admin/accounts/{id}/sign-in-code",
  operationId: "issueSignInCode",
  tags: [ADMIN_TAG],
  summary: "Issue a new sign-in code",
  description:
    "A new one-time code, valid 24 hours; every earlier unused code of the account stops working. Audited.",
  request: { params: AccountIdParam },
  responses: {
    201: {
      description: "The code, shown in this response only.",
      content: { "application/json": { schema: SignInCodeResponse } },
    },
    ...adminProblems("account-not-found", "account-disabled"),
  },
});

const revokeCodeRoute = createRoute({
  method: "delete",
  path: "/api/admin/accounts/{id}/sign-in-code",
  operationId: "revokeSignInCodes",
  tags: [ADMIN_TAG],
  summary: "Revoke the account's unused sign-in codes",
  description: "Sessions already started are not affected. Audited when a code was revoked.",
  request: { params: AccountIdParam },
  responses: {
    200: {
      description: "How many codes stopped working.",
      content: { "application/json": { schema: CodeRevocationResponse } },
    },
    ...adminProblems("account-not-found"),
  },
});

const issueKeyRoute = createRoute({
  method: "post",
  path: "/api/admin/accounts/{id}/keys",
  operationId: "issueAccountKey",
  tags: [ADMIN_TAG],
  summary: "Issue a key owned by an account",
  description:
    "Venue onboarding (the only way a venue account gets a key: its terminal session cannot mint or rotate one): a key owned by the account, within its ceiling (each setting left out takes the ceiling's value; 403 key-ceiling-exceeded names what is beyond it, including one live key more than max_keys, counted atomically). Audited.",
  middleware: [jsonContentType()],
  request: { params: AccountIdParam, body: jsonRequestBody(AccountKeyBody, "The key's settings.") },
  responses: {
    201: {
      description: "The key's record and, once, the key itself.",
      headers: KEY_ANSWER_HEADERS,
      content: { "application/json": { schema: NewKeyResponse } },
    },
    ...adminProblems(
      "invalid-parameter",
      "unsupported-media-type",
      "account-not-found",
      "account-disabled",
      "key-ceiling-exceeded",
    ),
  },
});

/** The accounts' keys, as records, with the account. */
async function accountWithKeys(c: Context<AppEnv>, id: string) {
  const account = await loadAccount(c.env, id);
  const rows = await failClosed(() => listApiKeys(c.env.DB, account.id), { what: "key store" });
  const nowMs = Date.now();
  return { ...accountRecord(account), keys: rows.map((row) => keyRecord(row, nowMs)) };
}

/** The admin plane's account operations. */
export function registerAccounts(plane: AdminPlane) {
  adminOperation(plane, createRouteDef, async (c) => {
    const body = c.req.valid("json");
    const entitlements = body.ceiling.entitlements
      ? await canonicalEntitlements(c.env, body.ceiling.entitlements, "ceiling.entitlements")
      : null;
    const { account, code } = await createAccount(
      await adminIssuer(c),
      {
        name: body.name,
        kind: body.kind,
        ceiling: {
          scopes: body.ceiling.scopes,
          rateLimitPerMinute: body.ceiling.rate_limit_per_minute,
          entitlements,
          maxKeys: body.ceiling.max_keys,
        },
      },
      Date.now(),
    );
    return adminJson(c, { ...accountRecord(account), ...code }, 201);
  });

  adminOperation(plane, listRoute, async (c) => {
    const { limit, cursor } = c.req.valid("query");
    const page = await failClosed(
      () => listAccounts(c.env.DB, limit, cursor === undefined ? undefined : Number(cursor)),
      { what: "account store" },
    );
    const items = page.rows.map(accountRecord);
    return adminJson(c, {
      type: "account_collection" as const,
      count: items.length,
      items,
      next_cursor: page.next === null ? null : String(page.next),
    });
  });

  adminOperation(plane, getRoute, async (c) =>
    adminJson(c, await accountWithKeys(c, c.req.valid("param").id)),
  );

  adminOperation(plane, disableRoute, async (c) => {
    const account = await loadAccount(c.env, c.req.valid("param").id);
    const done = await disableAccountAndKeys(await adminIssuer(c), account, Date.now());
    return adminJson(c, { ...accountRecord(done.account), revoked_keys: done.revokedKeys });
  });

  adminOperation(plane, codeRoute, async (c) => {
    const account = await loadAccount(c.env, c.req.valid("param").id);
    const code = await issueSignInCode(await adminIssuer(c), account, Date.now());
    return adminJson(c, { type: "sign_in_code" as const, account_id: account.id, ...code }, 201);
  });

  adminOperation(plane, revokeCodeRoute, async (c) => {
    const account = await loadAccount(c.env, c.req.valid("param").id);
    const revoked = await revokeCodes(await adminIssuer(c), account, Date.now());
    return adminJson(c, { type: "sign_in_code_revocation" as const, account_id: account.id, revoked });
  });

  adminOperation(plane, issueKeyRoute, async (c) => {
    const account = await loadAccount(c.env, c.req.valid("param").id);
    const body = c.req.valid("json");
    const nowMs = Date.now();
    assertFuture(body.expires_at, nowMs);
    const issued = await issueAccountKey(
      await adminIssuer(c),
      account,
      {
        name: body.name,
        scopes: body.scopes,
        rateLimitPerMinute: body.rate_limit_per_minute,
        entitlements: body.entitlements
          ? await canonicalEntitlements(c.env, body.entitlements, "entitlements")
          : undefined,
        expiresAt: body.expires_at === undefined ? null : isoInstant(Date.parse(body.expires_at)),
      },
      nowMs,
    );
    return newKeyAnswer(c, issued.record, nowMs, issued.key);
  });
}
