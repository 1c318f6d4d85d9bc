import { type PrivatePlane, registerPlaneDocument } from "../private-plane.ts";

/** `GET /api/admin/openapi.json`: the admin plane described for operators, behind the admin token. */
export function registerOperatorDocument(plane: PrivatePlane) {
  registerPlaneDocument(plane, {
    operationId: "getOperatorOpenApiDocument",
    summary: "This operator OpenAPI 3.1 document",
    answer: "The admin plane's OpenAPI 3.1 document, generated from its route definitions.",
    title: "pix — admin plane (operators)",
    description: [
      "Operator routes for API keys (issue, read, revoke, rotate, entitlement lists), terminal and venue accounts (ceilings, sign-in codes, disabling, keys issued to them) and the audit log. Not part of the public contract (/api/v1/openapi.json) and never served with CORS.",
      "Every call needs the deployment's ADMIN_TOKEN as `Authorization: Bearer <token>`; with the token unset every call is refused (403 operator-route-disabled). Bodies are JSON (`Content-Type: application/json`) of at most 8 KiB. Answers are never cached. Every change is written to the audit log, with the operator named by the optional `X-Operator` header.",
    ],
    tagDescription: "API keys, accounts and the audit log.",
    security: {
      name: "adminToken",
      scheme: { type: "http", scheme: "bearer", description: "The deployment's ADMIN_TOKEN." },
    },
    public: false,
  });
}
