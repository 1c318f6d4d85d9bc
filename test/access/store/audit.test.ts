import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type AuditEntry, auditLine, listAudit } from "../../../src/access/store/audit.ts";

const entry = (keyId: string): AuditEntry => ({
  at: "2026-11-27T10:00:00.000Z",
  actor: "operator@token:00000000",
  action: "create",
  keyId,
  accountId: null,
  detail: { request_id: "r-1", name: "n" },
});

describe("auditLine", () => {
  it("writes the line always without a condition, and only where its condition holds with one", async () => {
    const key = `key_audit_${crypto.randomUUID()}`;
    await env.DB.batch([
      auditLine(env.DB, entry(key)),
      auditLine(env.DB, { ...entry(key), action: "revoke" }, "? = 1", 0),
      auditLine(env.DB, { ...entry(key), action: "rename" }, "? = 1", 1),
    ]);
    const { rows } = await listAudit(env.DB, { keyId: key, limit: 10 });
    expect(rows.map((row) => row.action)).toEqual(["rename", "create"]);
    expect(rows[1]).toMatchObject({
      at: "2026-11-27T10:00:00.000Z",
      actor: "operator@token:00000000",
      keyId: key,
      accountId: null,
      detail: { request_id: "r-1", name: "n" },
    });
  });
});
