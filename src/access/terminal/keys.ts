import type { Context } from "hono";
import type { AppEnv } from "../../env.ts";
import { jsonRequestBody } from "../../platform/http/json-body.ts";
import { failClosed } from "../../platform/http/safety.ts";
import { AccountKeyBody } from "../admin/account-schema.ts";
import { KeyIdParam, KeyRecordResponse, NewKeyResponse } from "../admin/schema.ts";
import { accountIssuer, assertSelfIssuance, issueAccountKey, type LiveSession } from "../keys/accounts.ts";
import { requestedKey } from "../keys/ceiling.ts";
import { loadOwnedKey, renameKey, revokeKey, rotateKey } from "../keys/issuance.ts";
import { keyRecord } from "../keys/records.ts";
import { created, ok, type PrivatePlane, privateJson, privateRoute } from "../private-plane.ts";
import { listApiKeys } from "../store/api-keys.ts";
import { TERMINAL } from "./plane.ts";
import { RenameKeyBody, TerminalKeyListResponse } from "./schema.ts";
import { requireSession } from "./session.ts";

const CHANGE = ["csrf-failed", "key-not-found"] as const;

const listRoute = privateRoute(TERMINAL, {
  method: "get",
  path: "/api/terminal/keys",
  operationId: "terminalListKeys",
  summary: "The account's keys",
  answer: ok("Every key of the account, newest first (never a key or a hash).", TerminalKeyListResponse),
});

const createKeyRoute = privateRoute(TERMINAL, {
  method: "post",
  path: "/api/terminal/keys",
  operationId: "terminalCreateKey",
  summary: "Mint a key",
  description:
    "A key within the account's ceiling: each setting left out takes the ceiling's value; 403 key-ceiling-exceeded names anything beyond it, including one live key more than max_keys. The plaintext key is in this answer only. Terminal accounts only: a venue account's keys are issued by the operator at onboarding, so its session answers 403 operator-issued-keys and mints nothing. Needs X-CSRF-Token.",
  request: { body: jsonRequestBody(AccountKeyBody, "The key's settings.") },
  answer: created("The key's record and, once, the key itself.", NewKeyResponse),
  problems: ["csrf-failed", "key-ceiling-exceeded", "operator-issued-keys"],
});

const renameRoute = privateRoute(TERMINAL, {
  method: "patch",
  path: "/api/terminal/keys/{id}",
  operationId: "terminalRenameKey",
  summary: "Rename a key",
  request: { params: KeyIdParam, body: jsonRequestBody(RenameKeyBody, "The new name.") },
  answer: ok("The key's record.", KeyRecordResponse),
  problems: ["key-inactive", ...CHANGE],
});

const rotateRoute = privateRoute(TERMINAL, {
  method: "post",
  path: "/api/terminal/keys/{id}/rotate",
  operationId: "terminalRotateKey",
  summary: "Rotate a key",
  description:
    "A new key with the same settings; the old one stops working at once. Terminal accounts only: a venue account's session answers 403 operator-issued-keys and changes nothing (its keys are issued by the operator; it may revoke one). Needs X-CSRF-Token.",
  request: { params: KeyIdParam },
  answer: created("The new key's record and, once, the new key.", NewKeyResponse),
  problems: ["key-inactive", "operator-issued-keys", ...CHANGE],
});

const revokeRoute = privateRoute(TERMINAL, {
  method: "post",
  path: "/api/terminal/keys/{id}/revoke",
  operationId: "terminalRevokeKey",
  summary: "Revoke a key",
  description:
    "The key answers 401 from the next request. Idempotent. Open to venue accounts too, for the keys the operator issued them. Needs X-CSRF-Token.",
  request: { params: KeyIdParam },
  answer: ok("The revoked key's record.", KeyRecordResponse),
  problems: [...CHANGE],
});

const issuerOf = (c: Context<AppEnv>, live: LiveSession) =>
  accountIssuer(c.env, live.account, c.get("requestId"));

/** An account's own keys: every change goes through the key-issuance module as `account:<id>`. */
export function registerTerminalKeys(plane: PrivatePlane) {
  plane.operation(listRoute, async (c) => {
    const live = await requireSession(c, false);
    const rows = await failClosed(() => listApiKeys(c.env.DB, live.account.id), { what: "key store" });
    const nowMs = Date.now();
    const items = rows.map((row) => keyRecord(row, nowMs));
    return privateJson(c, { type: "api_key_collection" as const, count: items.length, items });
  });

  plane.operation(createKeyRoute, async (c) => {
    const live = await requireSession(c, true);
    assertSelfIssuance(live.account, "mint");
    const nowMs = Date.now();
    const requested = await requestedKey(c.env, c.req.valid("json"), nowMs);
    const issued = await issueAccountKey(issuerOf(c, live), live.account, requested, nowMs);
    return privateJson(c, { ...keyRecord(issued.record, nowMs), key: issued.key }, 201);
  });

  plane.operation(renameRoute, async (c) => {
    const live = await requireSession(c, true);
    const row = await loadOwnedKey(c.env, c.req.valid("param").id, live.account.id);
    const nowMs = Date.now();
    const renamed = await renameKey(issuerOf(c, live), row, c.req.valid("json").name, nowMs);
    return privateJson(c, keyRecord(renamed, nowMs));
  });

  plane.operation(rotateRoute, async (c) => {
    const live = await requireSession(c, true);
    assertSelfIssuance(live.account, "rotate");
    const row = await loadOwnedKey(c.env, c.req.valid("param").id, live.account.id);
    const nowMs = Date.now();
    const issued = await rotateKey(issuerOf(c, live), row, nowMs);
    return privateJson(c, { ...keyRecord(issued.record, nowMs), key: issued.key }, 201);
  });

  plane.operation(revokeRoute, async (c) => {
    const live = await requireSession(c, true);
    const row = await loadOwnedKey(c.env, c.req.valid("param").id, live.account.id);
    const nowMs = Date.now();
    return privateJson(c, keyRecord(await revokeKey(issuerOf(c, live), row, nowMs), nowMs));
  });
}
