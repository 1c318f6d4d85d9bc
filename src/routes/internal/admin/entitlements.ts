import { createRoute } from "@hono/zod-openapi";
import { writeEntitlements } from "../../../auth/entitlements.ts";
import { jsonContentType, jsonRequestBody } from "../../../http/json-body.ts";
import { ProblemError } from "../../../http/problem.ts";
import { failClosed } from "../../../http/safety.ts";
import { setEntitlements } from "../../../store/api-keys.ts";
import { ADMIN_TAG, type AdminPlane, adminOperation, adminProblems } from "./plane.ts";
import { EntitlementsBody, KeyIdParam, KeyRecordResponse, keyRecord } from "./schema.ts";
import { adminJson, assertKnownSlugs, audit, guardFor, loadKey, WRITES } from "./shared.ts";

const widenRoute = createRoute({
  method: "put",
  path: "/api/admin/keys/{id}/entitlements",
  operationId: "widenApiKeyEntitlements",
  tags: [ADMIN_TAG],
  summary: "Widen a key's entitlement list",
  description:
    "The new list must hold every slug the key already has (409 entitlements-not-widened otherwise), and every slug must name a catalog instrument. Live within a minute. Audited.",
  middleware: [jsonContentType()],
  request: { params: KeyIdParam, body: jsonRequestBody(EntitlementsBody, "The widened list.") },
  responses: {
    200: { description: "The key's record.", content: { "application/json": { schema: KeyRecordResponse } } },
    ...adminProblems(
      "invalid-parameter",
      "unsupported-media-type",
      "key-not-found",
      "entitlements-not-widened",
    ),
  },
});

const clearRoute = createRoute({
  method: "delete",
  path: "/api/admin/keys/{id}/entitlements",
  operationId: "clearApiKeyEntitlements",
  tags: [ADMIN_TAG],
  summary: "Clear a key's entitlement list",
  description: "The key then reads every public instrument; its guard stops asking at once. Audited.",
  request: { params: KeyIdParam },
  responses: {
    200: { description: "The key's record.", content: { "application/json": { schema: KeyRecordResponse } } },
    ...adminProblems("key-not-found"),
  },
});

/**
 * `PUT /api/admin/keys/{id}/entitlements {slugs}` widens the list (the new list must contain every slug
 * the key has: a list fixed at issuance never narrows) and `DELETE` clears it (the key then reads
 * everything). D1 is written first as the source of truth, then the KV copy the read path uses, which
 * edge caches and isolates pick up within a minute; clearing also tells the key's guard at once.
 */
export function registerEntitlements(plane: AdminPlane) {
  adminOperation(plane, widenRoute, async (c) => {
    const row = await loadKey(c, c.req.valid("param").id);
    const { slugs } = c.req.valid("json");
    const current = row.entitlements as string[] | null;
    if (current === null) {
      throw new ProblemError("entitlements-not-widened", {
        detail: `Key ${row.id} has no list and reads everything; a list would narrow it.`,
      });
    }
    const dropped = current.filter((slug) => !slugs.includes(slug));
    if (dropped.length > 0) {
      throw new ProblemError("entitlements-not-widened", {
        detail: `The new list omits ${dropped.join(", ")}; entitlements can only be widened or cleared.`,
      });
    }
    await assertKnownSlugs(c.env, slugs, "slugs");
    const nowMs = Date.now();
    const added = slugs.filter((slug) => !current.includes(slug));
    const entry = await audit(c, "entitlements.widen", row.id, { added, slugs }, nowMs);
    await failClosed(() => setEntitlements(c.env.DB, row.id, slugs, entry), WRITES.keyStore);
    await failClosed(() => writeEntitlements(c.env.ENTITLEMENTS, row.id, slugs), WRITES.entitlementList);
    return adminJson(c, keyRecord({ ...row, entitlements: slugs }, nowMs));
  });

  adminOperation(plane, clearRoute, async (c) => {
    const row = await loadKey(c, c.req.valid("param").id);
    const nowMs = Date.now();
    const entry = await audit(c, "entitlements.clear", row.id, { previous: row.entitlements }, nowMs);
    await failClosed(() => setEntitlements(c.env.DB, row.id, null, entry), WRITES.keyStore);
    await failClosed(() => writeEntitlements(c.env.ENTITLEMENTS, row.id, null), WRITES.entitlementList);
    // The guard stops asking for a list at once (clearing only ever widens access).
    await failClosed(() => guardFor(c.env, row.keyHash).clearEntitlements(), WRITES.keyGuard);
    return adminJson(c, keyRecord({ ...row, entitlements: null }, nowMs));
  });
}
