import { createRoute } from "@hono/zod-openapi";
import { failClosed } from "../../platform/http/safety.ts";
import { keyRecord } from "../keys/records.ts";
import { listApiKeys } from "../store/api-keys.ts";
import { ADMIN_TAG, type AdminPlane, adminOperation, adminProblems } from "./plane.ts";
import { KEY_ANSWER_HEADERS, KeyIdParam, KeyListResponse, KeyRecordResponse } from "./schema.ts";
import { adminJson, keyAnswer, loadKeyParam } from "./shared.ts";

const listRoute = createRoute({
  method: "get",
  path: "/api/admin/keys",
  operationId: "listApiKeys",
  tags: [ADMIN_TAG],
  summary: "Every API key record",
  responses: {
    200: {
      description: "Every key's record, without key or hash.",
      content: { "application/json": { schema: KeyListResponse } },
    },
    ...adminProblems(),
  },
});

const getRoute = createRoute({
  method: "get",
  path: "/api/admin/keys/{id}",
  operationId: "getApiKey",
  tags: [ADMIN_TAG],
  summary: "One API key record",
  request: { params: KeyIdParam },
  responses: {
    200: {
      description: "The key's record, without key or hash.",
      headers: KEY_ANSWER_HEADERS,
      content: { "application/json": { schema: KeyRecordResponse } },
    },
    ...adminProblems("key-not-found"),
  },
});

/** `GET /api/admin/keys` and `GET /api/admin/keys/{id}`: records without key or hash. */
export function registerReadKeys(plane: AdminPlane) {
  adminOperation(plane, listRoute, async (c) => {
    const rows = await failClosed(() => listApiKeys(c.env.DB), { what: "key store" });
    const nowMs = Date.now();
    const keys = rows.map((row) => keyRecord(row, nowMs));
    return adminJson(c, { type: "api_key_collection" as const, count: keys.length, keys });
  });

  adminOperation(plane, getRoute, async (c) =>
    keyAnswer(c, await loadKeyParam(c, c.req.valid("param").id), Date.now()),
  );
}
