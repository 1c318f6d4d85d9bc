import { createRoute, z } from "@hono/zod-openapi";
import { CACHE_POLICIES } from "../../platform/http/cache-control.ts";
import { ADMIN_TAG, type AdminPlane, adminOperation, adminProblems } from "./plane.ts";

type OperatorDocumentConfig = Parameters<AdminPlane["operator"]["getOpenAPI31Document"]>[0];

const CONFIG: OperatorDocumentConfig = {
  openapi: "3.1.0",
  info: {
    title: "pix — admin plane (operators)",
    version: "1.0.0-pre",
    description: [
      "Operator routes for API keys (issue, read, revoke, rotate, entitlement lists), terminal and venue accounts (ceilings, sign-in codes, disabling, keys issued to them) and the audit log. Not part of the public contract (/api/v1/openapi.json) and never served with CORS.",
      "Every call needs the deployment's ADMIN_TOKEN as `Authorization: Bearer <token>`; with the token unset every call is refused (403 operator-route-disabled). Bodies are JSON (`Content-Type: application/json`) of at most 8 KiB. Answers are never cached. Every change is written to the audit log, with the operator named by the optional `X-Operator` header.",
    ].join("\n\n"),
    license: { name: "Proprietary" },
  },
  security: [{ adminToken: [] }],
  servers: [{ url: "/", description: "This deployment" }],
  tags: [{ name: ADMIN_TAG, description: "API keys, accounts and the audit log." }],
};

const route = createRoute({
  method: "get",
  path: "/api/admin/openapi.json",
  operationId: "getOperatorOpenApiDocument",
  tags: [ADMIN_TAG],
  summary: "This operator OpenAPI 3.1 document",
  responses: {
    200: {
      description: "The admin plane's OpenAPI 3.1 document, generated from its route definitions.",
      content: { "application/json": { schema: z.object({ openapi: z.string() }).passthrough() } },
    },
    ...adminProblems(),
  },
});

/** `GET /api/admin/openapi.json`: the admin plane described for operators, behind the admin token. */
export function registerOperatorDocument(plane: AdminPlane) {
  plane.operator.openAPIRegistry.registerComponent("securitySchemes", "adminToken", {
    type: "http",
    scheme: "bearer",
    description: "The deployment's ADMIN_TOKEN.",
  });
  adminOperation(plane, route, (c) => {
    c.header("Cache-Control", CACHE_POLICIES.none);
    return c.json(plane.operator.getOpenAPI31Document(CONFIG) as { openapi: string }, 200);
  });
}
