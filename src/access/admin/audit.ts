import { failClosed } from "../../platform/http/safety.ts";
import { ok, type PrivatePlane, privateJson, privateRoute } from "../private-plane.ts";
import { listAudit } from "../store/audit.ts";
import { AuditListResponse, AuditQuery } from "./account-schema.ts";
import { ADMIN } from "./plane.ts";

const route = privateRoute(ADMIN, {
  method: "get",
  path: "/api/admin/audit",
  operationId: "listAudit",
  summary: "The audit log, newest first",
  description:
    "Every change of a key, an account, a sign-in code or a terminal session: who (`actor`), what, when, and about which key and account. Never a key, code, token or hash. Filter by `account_id` or `key_id`; page with `limit` and `cursor`.",
  request: { query: AuditQuery },
  answer: ok("A page of audit lines.", AuditListResponse),
  problems: ["invalid-parameter"],
});

/** `GET /api/admin/audit?account_id=&key_id=&limit=&cursor=`. */
export function registerAudit(plane: PrivatePlane) {
  plane.operation(route, async (c) => {
    const query = c.req.valid("query");
    const page = await failClosed(
      () =>
        listAudit(c.env.DB, {
          accountId: query.account_id,
          keyId: query.key_id,
          limit: query.limit,
          before: query.cursor === undefined ? undefined : Number(query.cursor),
        }),
      { what: "audit log" },
    );
    const items = page.rows.map((row) => ({
      id: row.id,
      at: row.at,
      actor: row.actor,
      action: row.action,
      key_id: row.keyId,
      account_id: row.accountId,
      detail: (row.detail as Record<string, unknown> | null) ?? null,
    }));
    return privateJson(c, {
      type: "audit_collection" as const,
      count: items.length,
      items,
      next_cursor: page.next === null ? null : String(page.next),
    });
  });
}
