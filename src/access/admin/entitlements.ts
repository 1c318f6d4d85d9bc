import { jsonRequestBody } from "../../platform/http/json-body.ts";
import { ProblemError } from "../../platform/http/problem.ts";
import { assertNotRevoked, canonicalEntitlements, setEntitlements } from "../keys/issuance.ts";
import { ok, type PrivatePlane, privateRoute } from "../private-plane.ts";
import { ADMIN } from "./plane.ts";
import {
  EntitlementsBody,
  IfMatchHeader,
  KEY_ANSWER_HEADERS,
  KeyIdParam,
  KeyRecordResponse,
} from "./schema.ts";
import { adminIssuer, checkIfMatch, keyAnswer, loadKeyParam } from "./shared.ts";

const CHANGE_PROBLEMS = [
  "invalid-header",
  "key-not-found",
  "key-inactive",
  "key-changed",
  "precondition-failed",
] as const;

const widenRoute = privateRoute(ADMIN, {
  method: "put",
  path: "/api/admin/keys/{id}/entitlements",
  operationId: "widenApiKeyEntitlements",
  summary: "Widen a key's entitlement list",
  description:
    "The new list must hold every instrument the key already has (409 entitlements-not-widened otherwise); each entry is a catalog symbol or slug in any case, stored as the slug. The change applies only if the list is still the one read (409 key-changed when a concurrent change won; with If-Match, 412 when the record's ETag no longer matches). Live within a minute. Audited.",
  request: {
    params: KeyIdParam,
    headers: IfMatchHeader,
    body: jsonRequestBody(EntitlementsBody, "The widened list."),
  },
  answer: ok("The key's record.", KeyRecordResponse, KEY_ANSWER_HEADERS),
  problems: ["entitlements-not-widened", ...CHANGE_PROBLEMS],
});

const clearRoute = privateRoute(ADMIN, {
  method: "delete",
  path: "/api/admin/keys/{id}/entitlements",
  operationId: "clearApiKeyEntitlements",
  summary: "Clear a key's entitlement list",
  description:
    "The key then reads every public instrument; its guard stops asking at once. The change applies only if the list is still the one read (409 key-changed when a concurrent change won; with If-Match, 412 when the record's ETag no longer matches). Audited.",
  request: { params: KeyIdParam, headers: IfMatchHeader },
  answer: ok("The key's record.", KeyRecordResponse, KEY_ANSWER_HEADERS),
  problems: [...CHANGE_PROBLEMS],
});

/**
 * `PUT /api/admin/keys/{id}/entitlements {slugs}` widens the list (the new list must contain every slug
 * the key has: a list fixed at issuance never narrows) and `DELETE` clears it (the key then reads
 * everything). D1 is written first, as one compare-and-set on the version read, so of concurrent
 * changes one wins and the others change nothing. The winner then hands the new version to the key's
 * guard, which writes the KV copy; readers pick it up within a minute.
 */
export function registerEntitlements(plane: PrivatePlane) {
  plane.operation(widenRoute, async (c) => {
    const row = await loadKeyParam(c, c.req.valid("param").id);
    const ifMatchSent = checkIfMatch(c, row);
    assertNotRevoked(row, "entitlements");
    const current = row.entitlements as string[] | null;
    if (current === null) {
      throw new ProblemError("entitlements-not-widened", {
        detail: `Key ${row.id} has no list and reads everything; a list would narrow it.`,
      });
    }
    const slugs = await canonicalEntitlements(c.env, c.req.valid("json").slugs, "slugs");
    const dropped = current.filter((slug) => !slugs.includes(slug));
    if (dropped.length > 0) {
      throw new ProblemError("entitlements-not-widened", {
        detail: `The new list omits ${dropped.join(", ")}; entitlements can only be widened or cleared.`,
      });
    }
    const nowMs = Date.now();
    const added = slugs.filter((slug) => !current.includes(slug));
    const change = { slugs, action: "entitlements.widen" as const, detail: { added, slugs } };
    const changed = await setEntitlements(await adminIssuer(c), row, change, ifMatchSent, nowMs);
    return keyAnswer(c, changed, nowMs);
  });

  plane.operation(clearRoute, async (c) => {
    const row = await loadKeyParam(c, c.req.valid("param").id);
    const ifMatchSent = checkIfMatch(c, row);
    assertNotRevoked(row, "entitlements");
    const nowMs = Date.now();
    const detail = { previous: row.entitlements };
    const change = { slugs: null, action: "entitlements.clear" as const, detail };
    const changed = await setEntitlements(await adminIssuer(c), row, change, ifMatchSent, nowMs);
    return keyAnswer(c, changed, nowMs);
  });
}
