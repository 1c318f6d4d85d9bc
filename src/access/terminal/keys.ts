import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../../env.ts";
import { jsonContentType, jsonRequestBody } from "../../platform/http/json-body.ts";
import { failClosed } from "../../platform/http/safety.ts";
import { AccountKeyBody } from "../admin/account-schema.ts";
import { KeyIdParam, KeyRecordResponse, NewKeyResponse } from "../admin/schema.ts";
import { accountIssuer, assertSelfIssuance, issueAccountKey, type LiveSession } from "../keys/accounts.ts";
import { assertFuture } from "../keys/ceiling.ts";
import { canonicalEntitlements, loadOwnedKey, renameKey, revokeKey, rotateKey } from "../keys/issuance.ts";
import { isoInstant, keyRecord } from "../keys/records.ts";
import { listApiKeys } from "../store/api-keys.ts";
import { TERMINAL_TAG, type TerminalPlane, terminalOperation, terminalProblems } from "./plane.ts";
import { RenameKeyBody, TerminalKeyListResponse } from "./schema.ts";
import { requireSession } from "./session.ts";

const CHANGE = ["csrf-failed", "key-not-found"] as const;

const listRoute = createRoute({
  method: "get",
  path: "/api/terminal/keys",
  operationId: "terminalListKeys",
  tags: [TERMINAL_TAG],
  summary: "The account's keys",
  responses: {
    200: {
      description: "Every key of the account, newest first (never a key or a hash).",
      content: { "application/json": { schema: TerminalKeyListResponse } },
    },
    ...terminalProblems(),
  },
});

const createKeyRoute = createRoute({
  method: "post",
  path: "/api/terminal/keys",
  operationId: "terminalCreateKey",
  tags: [TERMINAL_TAG],
  summary: "Mint a key",
  description:
    "A key within the account's ceiling: each setting left out takes the ceiling's value; 403 key-ceiling-exceeded names anything beyond it, including one live key more than max_keys. The plaintext key is in this answer only. Terminal accounts only: a venue account's keys are issued by the operator at onboarding, so its session answers 403 operator-issued-keys and mints nothing. Needs X-CSRF-Token.",
  middleware: [jsonContentType()],
  request: { body: jsonRequestBody(AccountKeyBody, "The key's settings.") },
  responses: {
    201: {
      description: "The key's record and, once, the key itself.",
      content: { "application/json": { schema: NewKeyResponse } },
    },
    ...terminalProblems(
      "invalid-parameter",
      "unsupported-media-type",
      "csrf-failed",
      "key-ceiling-exceeded",
      "operator-issued-keys",
    ),
  },
});

const renameRoute = createRoute({
  method: "patch",
  path: "/api/terminal/keys/{id}",
  operationId: "terminalRenameKey",
  tags: [TERMINAL_TAG],
  summary: "Rename a key",
  middleware: [jsonContentType()],
  request: { params: KeyIdParam, body: jsonRequestBody(RenameKeyBody, "The new name.") },
  responses: {
    200: { description: "The key's record.", content: { "application/json": { schema: KeyRecordResponse } } },
    ...terminalProblems("invalid-parameter", "unsupported-media-type", "key-inactive", ...CHANGE),
  },
});

const rotateRoute = createRoute({
  method: "post",
  path: "/api/terminal/keys/{id}/rotate",
  operationId: "terminalRotateKey",
  tags: [TERMINAL_TAG],
  summary: "Rotate a key",
  description:
    "A new key with the same settings; the old one stops working at once. Terminal accounts only: a venue account's session answers 403 operator-issued-keys and changes nothing (its keys are issued by the operator; it may revoke one). Needs X-CSRF-Token.",
  request: { params: KeyIdParam },
  responses: {
    201: {
      description: "The new key's record and, once, the new key.",
      content: { "application/json": { schema: NewKeyResponse } },
    },
    ...terminalProblems("key-inactive", "operator-issued-keys", ...CHANGE),
  },
});

const revokeRoute = createRoute({
  method: "post",
  path: "/api/terminal/keys/{id}/revoke",
  operationId: "terminalRevokeKey",
  tags: [TERMINAL_TAG],
  summary: "Revoke a key",
  description:
    "The key answers 401 from the next request. Idempotent. Open to venue accounts too, for the keys the operator issued them. Needs X-CSRF-Token.",
  request: { params: KeyIdParam },
  responses: {
    200: {
      description: "The revoked key's record.",
      content: { "application/json": { schema: KeyRecordResponse } },
    },
    ...terminalProblems(...CHANGE),
  },
});

const json = <T extends object, S extends 200 | 201>(c: Context<AppEnv>, data: T, status: S) =>
  c.json({ data }, status);

const issuerOf = (c: Context<AppEnv>, live: LiveSession) =>
  accountIssuer(c.env, live.account, c.get("requestId"));

/** An account's own keys: every change goes through the key-issuance module as `account:<id>`. */
export function registerTerminalKeys(plane: TerminalPlane) {
  terminalOperation(plane, listRoute, async (c) => {
    const live = await requireSession(c, false);
    const rows = await failClosed(() => listApiKeys(c.env.DB, live.account.id), { what: "key store" });
    const nowMs = Date.now();
    const items = rows.map((row) => keyRecord(row, nowMs));
    return json(c, { type: "api_key_collection" as const, count: items.length, items }, 200);
  });

  terminalOperation(plane, createKeyRoute, async (c) => {
    const live = await requireSession(c, true);
    assertSelfIssuance(live.account, "mint");
    const body = c.req.valid("json");
    const nowMs = Date.now();
    assertFuture(body.expires_at, nowMs);
    const issued = await issueAccountKey(
      issuerOf(c, live),
      live.account,
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
    return json(c, { ...keyRecord(issued.record, nowMs), key: issued.key }, 201);
  });

  terminalOperation(plane, renameRoute, async (c) => {
    const live = await requireSession(c, true);
    const row = await loadOwnedKey(c.env, c.req.valid("param").id, live.account.id);
    const nowMs = Date.now();
    const renamed = await renameKey(issuerOf(c, live), row, c.req.valid("json").name, nowMs);
    return json(c, keyRecord(renamed, nowMs), 200);
  });

  terminalOperation(plane, rotateRoute, async (c) => {
    const live = await requireSession(c, true);
    assertSelfIssuance(live.account, "rotate");
    const row = await loadOwnedKey(c.env, c.req.valid("param").id, live.account.id);
    const nowMs = Date.now();
    const issued = await rotateKey(issuerOf(c, live), row, nowMs);
    return json(c, { ...keyRecord(issued.record, nowMs), key: issued.key }, 201);
  });

  terminalOperation(plane, revokeRoute, async (c) => {
    const live = await requireSession(c, true);
    const row = await loadOwnedKey(c.env, c.req.valid("param").id, live.account.id);
    const nowMs = Date.now();
    return json(c, keyRecord(await revokeKey(issuerOf(c, live), row, nowMs), nowMs), 200);
  });
}
