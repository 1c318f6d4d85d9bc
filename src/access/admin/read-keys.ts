import { failClosed } from "../../platform/http/safety.ts";
import { keyRecord } from "../keys/records.ts";
import { ok, type PrivatePlane, privateJson, privateRoute } from "../private-plane.ts";
import { listApiKeys } from "../store/api-keys.ts";
import { ADMIN } from "./plane.ts";
import { KEY_ANSWER_HEADERS, KeyIdParam, KeyListResponse, KeyRecordResponse } from "./schema.ts";
import { keyAnswer, loadKeyParam } from "./shared.ts";

const listRoute = privateRoute(ADMIN, {
  method: "get",
  path: "/api/admin/keys",
  operationId: "listApiKeys",
  summary: "Every API key record",
  answer: ok("Every key's record, without key or hash.", KeyListResponse),
});

const getRoute = privateRoute(ADMIN, {
  method: "get",
  path: "/api/admin/keys/{id}",
  operationId: "getApiKey",
  summary: "One API key record",
  request: { params: KeyIdParam },
  answer: ok("The key's record, without key or hash.", KeyRecordResponse, KEY_ANSWER_HEADERS),
  problems: ["key-not-found"],
});

/** `GET /api/admin/keys` and `GET /api/admin/keys/{id}`: records without key or hash. */
export function registerReadKeys(plane: PrivatePlane) {
  plane.operation(listRoute, async (c) => {
    const rows = await failClosed(() => listApiKeys(c.env.DB), { what: "key store" });
    const nowMs = Date.now();
    const keys = rows.map((row) => keyRecord(row, nowMs));
    return privateJson(c, { type: "api_key_collection" as const, count: keys.length, keys });
  });

  plane.operation(getRoute, async (c) =>
    keyAnswer(c, await loadKeyParam(c, c.req.valid("param").id), Date.now()),
  );
}
