import { writeEntitlements } from "../../../auth/entitlements.ts";
import { generateApiKey, generateKeyId, hashApiKey, keyHint } from "../../../auth/keys.ts";
import type { Scope } from "../../../auth/scopes.ts";
import type { Bindings } from "../../../env.ts";
import { readJsonBody } from "../../../http/json-body.ts";
import { ProblemError } from "../../../http/problem.ts";
import { failClosed } from "../../../http/safety.ts";
import { insertApiKey, type NewApiKey } from "../../../store/api-keys.ts";
import type { App } from "../../types.ts";
import { CreateKeyBody, keyRecord } from "./schema.ts";
import { adminJson, assertKnownSlugs, audit, guardedKey, guardFor, isoInstant, WRITES } from "./shared.ts";

/**
 * Issues a key and makes it enforceable, in the order that never leaves a usable key looser than its
 * record: the entitlement list in KV first, then the guard, then the D1 record (if that fails the guard
 * is revoked again). Returns the new record and the plaintext key.
 */
export async function issueKey(
  env: Bindings,
  fields: Omit<NewApiKey, "id" | "keyHash" | "keyHint" | "createdAt">,
  nowMs: number,
  record: (row: NewApiKey) => Promise<void>,
): Promise<{ key: string; row: NewApiKey }> {
  const key = generateApiKey();
  const row: NewApiKey = {
    ...fields,
    id: generateKeyId(),
    keyHash: await hashApiKey(key),
    keyHint: keyHint(key),
    createdAt: isoInstant(nowMs),
  };
  if (row.entitlements !== null) {
    await failClosed(
      () => writeEntitlements(env.ENTITLEMENTS, row.id, row.entitlements),
      WRITES.entitlementList,
    );
  }
  const guard = guardFor(env, row.keyHash);
  await failClosed(() => guard.provision(guardedKey(row)), WRITES.keyGuard);
  try {
    await failClosed(() => record(row), WRITES.keyStore);
  } catch (error) {
    await guard.revoke(nowMs).catch(() => {});
    throw error;
  }
  return { key, row };
}

export function registerCreateKey(app: App) {
  app.post("/api/admin/keys", async (c) => {
    const body = await readJsonBody(c, CreateKeyBody);
    const nowMs = Date.now();
    if (body.expires_at !== undefined && Date.parse(body.expires_at) <= nowMs) {
      throw new ProblemError("invalid-parameter", {
        detail: "Body member 'expires_at' must be in the future.",
        invalidParams: [{ name: "expires_at", in: "body", reason: "must be in the future" }],
      });
    }
    if (body.entitlements) await assertKnownSlugs(c.env, body.entitlements, "entitlements");
    const fields = {
      name: body.name,
      scopes: body.scopes as Scope[],
      rateLimitPerMinute: body.rate_limit_per_minute,
      entitlements: body.entitlements ?? null,
      expiresAt: body.expires_at === undefined ? null : isoInstant(Date.parse(body.expires_at)),
      rotatedFrom: null,
    };
    const { key, row } = await issueKey(c.env, fields, nowMs, async (row) =>
      insertApiKey(
        c.env.DB,
        row,
        await audit(
          c,
          "create",
          row.id,
          {
            name: row.name,
            scopes: row.scopes,
            rate_limit_per_minute: row.rateLimitPerMinute,
            expires_at: row.expiresAt,
            entitlements: row.entitlements,
          },
          nowMs,
        ),
      ),
    );
    const record = keyRecord({ ...row, revokedAt: null }, nowMs);
    return adminJson(c, { ...record, key }, 201);
  });
}
