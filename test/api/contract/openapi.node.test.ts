/**
 * The served OpenAPI contract, checked against the running Worker (local pix in workerd) by an
 * independent validator (Redocly) and by the house rules every pix operation follows.
 */
import { BaseResolver, createConfig, lintDocument, makeDocumentFromString } from "@redocly/openapi-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { TEST_SECRETS } from "../../../scripts/lib/local-pix.ts";
import { type OpenApiDocument as ServedDocument, successValidators } from "./fuzz-support.node.ts";

const PROBLEM_JSON = "application/problem+json";
const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;
/** Files served as themselves rather than in a JSON envelope: path → their one media type. */
const BINARY_DOWNLOADS: Record<string, string> = {
  "/api/v1/lake/venues/{venue}/days/{date}/parquet": "application/vnd.apache.parquet",
  "/api/v1/lake/venues/{venue}/days/{date}/books.parquet": "application/vnd.apache.parquet",
  "/api/v1/lake/venues/{venue}/days/{date}/trades.parquet": "application/vnd.apache.parquet",
  "/api/v1/lake/venues/{venue}/days/{date}/outcomes.parquet": "application/vnd.apache.parquet",
  "/api/v1/lake/venues/{venue}/days/{date}/basis.parquet": "application/vnd.apache.parquet",
  "/api/v1/lake/venues/{venue}/days/{date}/index-distributions.parquet": "application/vnd.apache.parquet",
  "/api/v1/lake/venues/{venue}/days/{date}/official-prints.parquet": "application/vnd.apache.parquet",
};
/** Operator and internal planes must never be published in the public contract. */
const PRIVATE_PREFIXES = ["/api/admin", "/api/terminal", "/api/refresh", "/api/research", "/metrics"];

interface MediaType {
  schema?: unknown;
}
interface Response {
  content?: Record<string, MediaType>;
  headers?: Record<string, { description?: string }>;
}
interface Operation {
  operationId?: string;
  responses?: Record<string, Response>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
}

const base = inject("pixUrl");
let text: string;
let doc: OpenApiDocument;
let etag: string | null;

const operationsOf = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => (item[method] ? [{ path, method, op: item[method] as Operation }] : [])),
  );
const operations = () => operationsOf(doc);

/** Redocly's recommended ruleset over a served document: its errors (warnings are printed). */
async function redoclyErrors(source: string, url: string): Promise<string[]> {
  const config = await createConfig({ extends: ["recommended"] });
  const problems = await lintDocument({
    document: makeDocumentFromString(source, url),
    config,
    externalRefResolver: new BaseResolver(),
  });
  const describeProblem = (p: (typeof problems)[number]) =>
    `${p.ruleId}: ${p.message} at ${p.location.map((l) => l.pointer).join(", ")}`;
  const warnings = problems.filter((p) => p.severity === "warn").map(describeProblem);
  if (warnings.length > 0) console.warn(`Redocly warnings (${url}):\n  ${warnings.join("\n  ")}`);
  return problems.filter((p) => p.severity === "error").map(describeProblem);
}

beforeAll(async () => {
  const res = await fetch(`${base}/api/v1/openapi.json`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  etag = res.headers.get("etag");
  text = await res.text();
  doc = JSON.parse(text) as OpenApiDocument;
});

describe("GET /api/v1/openapi.json", () => {
  it("is OpenAPI 3.1", () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
  });

  it("passes Redocly's recommended ruleset without errors", async () => {
    // Every rule of the recommended set, security-defined included: anonymous access is declared as
    // the optional `{}` requirement beside the X-API-Key and bearer schemes.
    expect(await redoclyErrors(text, `${base}/api/v1/openapi.json`)).toEqual([]);
  });

  it("gives every operation a unique operationId", () => {
    const ids = operations().map(
      ({ path, method, op }) => op.operationId ?? `(missing on ${method} ${path})`,
    );
    expect(ids.filter((id) => id.startsWith("(missing"))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("documents a JSON 200 response with a schema on every operation (101 with its frames for the WebSocket, the Parquet download as Parquet)", () => {
    for (const { path, method, op } of operations()) {
      const status = path === "/ws" ? "101" : "200";
      const ok = op.responses?.[status];
      const type = BINARY_DOWNLOADS[path] ?? "application/json";
      expect(ok?.content?.[type]?.schema, `${method} ${path} ${status}`).toBeTypeOf("object");
    }
  });

  it("documents errors only as application/problem+json, and every operation has some", () => {
    for (const { path, method, op } of operations()) {
      const errors = Object.entries(op.responses ?? {}).filter(([status]) => /^[45]/.test(status));
      expect(errors.length, `${method} ${path} has problem responses`).toBeGreaterThan(0);
      for (const [status, response] of errors) {
        expect(Object.keys(response.content ?? {}), `${method} ${path} ${status}`).toEqual([PROBLEM_JSON]);
        expect(response.content?.[PROBLEM_JSON]?.schema, `${method} ${path} ${status}`).toBeTypeOf("object");
      }
    }
  });

  it("declares the paged lake quotes' RFC 8288 Link header beside the read headers", () => {
    const quotes = doc.paths["/api/v1/lake/venues/{venue}/quotes"]?.get?.responses?.["200"]?.headers;
    expect(quotes?.Link?.description).toMatch(/RFC 8288/);
    expect(quotes?.ETag).toBeDefined();
  });

  it("publishes no operator or internal path", () => {
    const leaked = Object.keys(doc.paths).filter((path) =>
      PRIVATE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)),
    );
    expect(leaked).toEqual([]);
  });

  it("documents every /api/v1 route the app serves", async () => {
    const served = await servedRoutes("/api/v1");
    expect(served.length).toBeGreaterThan(0);
    const missing = served.filter(({ method, path }) => !doc.paths[path]?.[method]);
    expect(missing).toEqual([]);
  });

  it("answers every documented parameterless GET (no 404 or 405), a 200 body valid against its schema", async () => {
    const validators = successValidators(doc as unknown as ServedDocument);
    for (const { path, op } of operations().filter((o) => o.method === "get" && !o.path.includes("{"))) {
      const res = await fetch(`${base}${path}`);
      const body = await res.text();
      expect([404, 405], `GET ${path} answered ${res.status}`).not.toContain(res.status);
      const validate = validators.get(`${op.operationId} ${res.status}`);
      if (validate && res.headers.get("content-type")?.startsWith("application/json")) {
        expect(validate(JSON.parse(body)), `GET ${path}: ${JSON.stringify(validate.errors?.[0])}`).toBe(true);
      }
    }
  });

  it("is the same document on every fetch, with a strong ETag that revalidates", async () => {
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await fetch(`${base}/api/v1/openapi.json`);
    expect(await again.text()).toBe(text);
    expect(again.headers.get("etag")).toBe(etag);
    const revalidated = await fetch(`${base}/api/v1/openapi.json`, {
      headers: { "If-None-Match": etag ?? "" },
    });
    expect(revalidated.status).toBe(304);
  });
});

describe("GET /api/admin/openapi.json (the operator document)", () => {
  let operator: OpenApiDocument;
  let operatorText: string;

  beforeAll(async () => {
    const res = await fetch(`${base}/api/admin/openapi.json`, {
      headers: { Authorization: `Bearer ${TEST_SECRETS.ADMIN_TOKEN}` },
    });
    expect(res.status).toBe(200);
    operatorText = await res.text();
    operator = JSON.parse(operatorText) as OpenApiDocument;
  });

  it("is refused without the admin token", async () => {
    const res = await fetch(`${base}/api/admin/openapi.json`);
    expect(res.status).toBe(401);
    expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
  });

  it("passes Redocly's recommended ruleset without errors", async () => {
    expect(await redoclyErrors(operatorText, `${base}/api/admin/openapi.json`)).toEqual([]);
  });

  it("documents every admin route the app serves, each with its problems", async () => {
    const served = await servedRoutes("/api/admin");
    expect(served.length).toBeGreaterThan(0);
    expect(served.filter(({ method, path }) => !operator.paths[path]?.[method])).toEqual([]);
    for (const { path, method, op } of operationsOf(operator)) {
      expect(op.operationId, `${method} ${path}`).toBeTypeOf("string");
      const errors = Object.keys(op.responses ?? {}).filter((status) => /^[45]/.test(status));
      expect(errors.length, `${method} ${path} has problem responses`).toBeGreaterThan(0);
    }
  });
});

describe("GET /api/terminal/openapi.json (the terminal session API)", () => {
  let terminal: OpenApiDocument;
  let terminalText: string;

  beforeAll(async () => {
    const res = await fetch(`${base}/api/terminal/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    terminalText = await res.text();
    terminal = JSON.parse(terminalText) as OpenApiDocument;
  });

  it("passes Redocly's recommended ruleset without errors", async () => {
    expect(await redoclyErrors(terminalText, `${base}/api/terminal/openapi.json`)).toEqual([]);
  });

  it("documents every terminal route the app serves, each session route with its problems", async () => {
    const served = await servedRoutes("/api/terminal");
    expect(served.length).toBeGreaterThan(0);
    expect(served.filter(({ method, path }) => !terminal.paths[path]?.[method])).toEqual([]);
    for (const { path, method, op } of operationsOf(terminal)) {
      expect(op.operationId, `${method} ${path}`).toBeTypeOf("string");
      if (path === "/api/terminal/openapi.json") continue;
      const errors = Object.keys(op.responses ?? {}).filter((status) => /^[45]/.test(status));
      expect(errors.length, `${method} ${path} has problem responses`).toBeGreaterThan(0);
    }
  });
});

/**
 * The app's own routes under `prefix` (Hono's table), read in Node: `/x/:id{re}` becomes `/x/{id}`.
 * Imported through a variable so the Node typecheck does not pull the Worker sources in.
 */
async function servedRoutes(prefix: string) {
  const appModule = new URL("../../../src/app.ts", import.meta.url).href;
  const { createApp } = (await import(/* @vite-ignore */ appModule)) as {
    createApp: () => { routes: { method: string; path: string }[] };
  };
  const routes = createApp()
    .routes.filter((r) => r.method !== "ALL" && (r.path === prefix || r.path.startsWith(`${prefix}/`)))
    .map((r) => ({
      method: r.method.toLowerCase() as (typeof METHODS)[number],
      path: r.path.replace(/:(\w+)(\{[^/]*\})?/g, "{$1}"),
    }));
  return [...new Map(routes.map((r) => [`${r.method} ${r.path}`, r])).values()];
}
