import type { Context } from "hono";
import type { AppEnv } from "../../env.ts";
import { jsonRequestBody } from "../../platform/http/json-body.ts";
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
import { requestedKey } from "../keys/ceiling.ts";
import { canonicalEntitlements } from "../keys/issuance.ts";
import { keyRecord } from "../keys/records.ts";
import { ANONYMOUS_PLANE_SCOPES } from "../planes.ts";
import { created, ok, type PrivatePlane, privateJson, privateRoute } from "../private-plane.ts";
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
import { ADMIN } from "./plane.ts";
import { KEY_ANSWER_HEADERS, NewKeyResponse } from "./schema.ts";
import { adminIssuer, newKeyAnswer } from "./shared.ts";

const createRouteDef = privateRoute(ADMIN, {
  method: "post",
  path: "/api/admin/accounts",
  operationId: "createAccount",
  summary: "Create a terminal or venue account",
  description:
    "Creates an account with its ceiling (the most any of its keys may do) and answers, once, a sign-in code valid 24 hours for the terminal. Audited.",
  request: { body: jsonRequestBody(CreateAccountBody, "The account's name, kind and ceiling.") },
  answer: created("The account and, this once, its sign-in code.", NewAccountResponse),
});

const listRoute = privateRoute(ADMIN, {
  method: "get",
  path: "/api/admin/accounts",
  operationId: "listAccounts",
  summary: "Accounts, newest first",
  request: { query: AccountListQuery },
  answer: ok("A page of accounts.", AccountListResponse),
  problems: ["invalid-parameter"],
});

const getRoute = privateRoute(ADMIN, {
  method: "get",
  path: "/api/admin/accounts/{id}",
  operationId: "getAccount",
  summary: "One account with its keys",
  request: { params: AccountIdParam },
  answer: ok("The account and its keys' records (never a key or a hash).", AccountResponse),
  problems: ["account-not-found"],
});

const disableRoute = privateRoute(ADMIN, {
  method: "post",
  path: "/api/admin/accounts/{id}/disable",
  operationId: "disableAccount",
  summary: "Disable an account",
  description:
    "Ends every session of the account, revokes its sign-in codes and every key it holds (each through the key revocation path: it answers 401 from the next request), and refuses sign-in from then on. Idempotent: repeating it revokes any key left live. Audited.",
  request: { params: AccountIdParam },
  answer: ok("The disabled account, with the keys this call revoked.", DisabledAccountResponse),
  problems: ["account-not-found"],
});

const codeRoute = privateRoute(ADMIN, {
  method: "post",
  path: "/api/admin/accounts/{id}/sign-in-code",
  operationId: "issueSignInCode",
  summary: "Issue a new sign-in code",
  description:
    "A new one-time code, valid 24 hours; every earlier unused code of the account stops working. Audited.",
  request: { params: AccountIdParam },
  answer: created("The code, shown in this response only.", SignInCodeResponse),
  problems: ["account-not-found", "account-disabled"],
});

const revokeCodeRoute = privateRoute(ADMIN, {
  method: "delete",
  path: "/api/admin/accounts/{id}/sign-in-code",
  operationId: "revokeSignInCodes",
  summary: "Revoke the account's unused sign-in codes",
  description: "Sessions already started are not affected. Audited when a code was revoked.",
  request: { params: AccountIdParam },
  answer: ok("How many codes stopped working.", CodeRevocationResponse),
  problems: ["account-not-found"],
});

const issueKeyRoute = privateRoute(ADMIN, {
  method: "post",
  path: "/api/admin/accounts/{id}/keys",
  operationId: "issueAccountKey",
  summary: "Issue a key owned by an account",
  description:
    "Venue onboarding (the only way a venue account gets a key: its terminal session cannot mint or rotate one): a key owned by the account, within its ceiling (each setting left out takes the ceiling's value; 403 key-ceiling-exceeded names what is beyond it, including one live key more than max_keys, counted atomically). Audited.",
  request: { params: AccountIdParam, body: jsonRequestBody(AccountKeyBody, "The key's settings.") },
  answer: created("The key's record and, once, the key itself.", NewKeyResponse, KEY_ANSWER_HEADERS),
  problems: ["account-not-found", "account-disabled", "key-ceiling-exceeded"],
});

/** The accounts' keys, as records, with the account. */
async function accountWithKeys(c: Context<AppEnv>, id: string) {
  const account = await loadAccount(c.env, id);
  const rows = await failClosed(() => listApiKeys(c.env.DB, account.id), { what: "key store" });
  const nowMs = Date.now();
  return { ...accountRecord(account), keys: rows.map((row) => keyRecord(row, nowMs)) };
}

/** The admin plane's account operations. */
export function registerAccounts(plane: PrivatePlane) {
  plane.operation(createRouteDef, async (c) => {
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
          scopes: body.ceiling.scopes ?? [...ANONYMOUS_PLANE_SCOPES],
          rateLimitPerMinute: body.ceiling.rate_limit_per_minute,
          entitlements,
          maxKeys: body.ceiling.max_keys,
        },
      },
      Date.now(),
    );
    return privateJson(c, { ...accountRecord(account), ...code }, 201);
  });

  plane.operation(listRoute, async (c) => {
    const { limit, cursor } = c.req.valid("query");
    const page = await failClosed(
      () => listAccounts(c.env.DB, limit, cursor === undefined ? undefined : Number(cursor)),
      { what: "account store" },
    );
    const items = page.rows.map(accountRecord);
    return privateJson(c, {
      type: "account_collection" as const,
      count: items.length,
      items,
      next_cursor: page.next === null ? null : String(page.next),
    });
  });

  plane.operation(getRoute, async (c) => privateJson(c, await accountWithKeys(c, c.req.valid("param").id)));

  plane.operation(disableRoute, async (c) => {
    const account = await loadAccount(c.env, c.req.valid("param").id);
    const done = await disableAccountAndKeys(await adminIssuer(c), account, Date.now());
    return privateJson(c, { ...accountRecord(done.account), revoked_keys: done.revokedKeys });
  });

  plane.operation(codeRoute, async (c) => {
    const account = await loadAccount(c.env, c.req.valid("param").id);
    const code = await issueSignInCode(await adminIssuer(c), account, Date.now());
    return privateJson(c, { type: "sign_in_code" as const, account_id: account.id, ...code }, 201);
  });

  plane.operation(revokeCodeRoute, async (c) => {
    const account = await loadAccount(c.env, c.req.valid("param").id);
    const revoked = await revokeCodes(await adminIssuer(c), account, Date.now());
    return privateJson(c, { type: "sign_in_code_revocation" as const, account_id: account.id, revoked });
  });

  plane.operation(issueKeyRoute, async (c) => {
    const account = await loadAccount(c.env, c.req.valid("param").id);
    const nowMs = Date.now();
    const requested = await requestedKey(c.env, c.req.valid("json"), nowMs);
    const issued = await issueAccountKey(await adminIssuer(c), account, requested, nowMs);
    return newKeyAnswer(c, issued.record, nowMs, issued.key);
  });
}
