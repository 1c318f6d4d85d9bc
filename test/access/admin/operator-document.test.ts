import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { problemSlug } from "../../support/fetch.ts";
import { ADMIN, admin, call } from "../../support/keys.ts";

describe("admin plane: operator OpenAPI document", () => {
  const ADMIN_OPERATIONS = [
    "get /api/admin/keys",
    "post /api/admin/keys",
    "get /api/admin/keys/{id}",
    "post /api/admin/keys/{id}/revoke",
    "post /api/admin/keys/{id}/rotate",
    "put /api/admin/keys/{id}/entitlements",
    "delete /api/admin/keys/{id}/entitlements",
    "get /api/admin/openapi.json",
    "post /api/admin/accounts",
    "get /api/admin/accounts",
    "get /api/admin/accounts/{id}",
    "post /api/admin/accounts/{id}/disable",
    "post /api/admin/accounts/{id}/sign-in-code",
    "delete /api/admin/accounts/{id}/sign-in-code",
    "post /api/admin/accounts/{id}/keys",
    "get /api/admin/audit",
  ];
  type Operations = Record<string, Record<string, { requestBody?: unknown; operationId?: string }>>;
  const operationsOf = (paths: Operations) =>
    Object.entries(paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${path}`));

  it("is served behind the admin token only", async () => {
    const attempts: Record<string, string>[] = [{}, { Authorization: `Bearer ${env.INTERNAL_TOKEN}` }];
    for (const headers of attempts) {
      const res = await call("/api/admin/openapi.json", { headers });
      expect(res.status).toBe(401);
      expect(await problemSlug(res)).toBe("operator-credential-invalid");
    }
    const disabled = await call("/api/admin/openapi.json", { headers: ADMIN }, { ADMIN_TOKEN: "" });
    expect(disabled.status).toBe(403);
  });

  it("describes every admin operation, with the JSON bodies, and nothing public", async () => {
    const res = await admin("/api/admin/openapi.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const doc = (await res.json()) as { openapi: string; paths: Operations };
    expect(doc.openapi).toBe("3.1.0");
    expect(operationsOf(doc.paths).sort()).toEqual([...ADMIN_OPERATIONS].sort());
    expect(doc.paths["/api/admin/keys"]?.post?.requestBody).toMatchObject({
      required: true,
      content: { "application/json": { schema: { $ref: "#/components/schemas/CreateApiKey" } } },
    });
    expect(doc.paths["/api/admin/keys/{id}/entitlements"]?.put?.requestBody).toBeDefined();
  });

  it("stays out of the public document", async () => {
    const doc = (await (await call("/api/v1/openapi.json")).json()) as { paths: Operations };
    expect(operationsOf(doc.paths).filter((op) => op.includes("/api/admin"))).toEqual([]);
  });
});
