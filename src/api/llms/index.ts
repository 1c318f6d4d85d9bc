import type { Context } from "hono";
import type { AppEnv } from "../../env.ts";
import { TtlCache } from "../../platform/cache/ttl-cache.ts";
import type { App } from "../../platform/http/app-types.ts";
import { CACHE_POLICIES } from "../../platform/http/cache-control.ts";
import { type Representation, strongEtag } from "../../platform/http/respond.ts";
import { GUIDES_PATH, guidesMarkdown, USER_GUIDES } from "../docs/guides.ts";
import { MCP_PATH } from "../mcp/index.ts";
import { openApiDocument } from "../openapi/document.ts";

export const LLMS_PATH = "/llms.txt";
export const LLMS_FULL_PATH = "/llms-full.txt";

const HTTP_METHODS = ["get", "put", "post", "delete", "patch", "head", "options"] as const;

interface DocumentParameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: { type?: string; enum?: unknown[]; format?: string; pattern?: string };
}

interface DocumentOperation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: DocumentParameter[];
  security?: unknown[];
}

interface DocumentShape {
  info: { title: string; description?: string };
  paths: Record<string, Partial<Record<(typeof HTTP_METHODS)[number], DocumentOperation>>>;
}

/** One public operation of the v1 document: its method (upper case), path and definition. */
export interface DocumentedOperation {
  method: string;
  path: string;
  operation: DocumentOperation;
}

/** Every operation of the served OpenAPI document, in its order (the registry's order). */
export function documentedOperations(app: App): DocumentedOperation[] {
  const document = openApiDocument(app) as DocumentShape;
  const operations: DocumentedOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (operation) operations.push({ method: method.toUpperCase(), path, operation });
    }
  }
  return operations;
}

function oneLine(text: string | undefined): string {
  return (text ?? "").replace(/\s+/g, " ").trim();
}

/** `- GET /api/v1/indices — List indices (listIndices)`, one line per operation. */
function routeLine({ method, path, operation }: DocumentedOperation): string {
  const id = operation.operationId ? ` (${operation.operationId})` : "";
  return `- ${method} ${path} — ${oneLine(operation.summary)}${id}`;
}

function parameterLine(p: DocumentParameter): string {
  const schema = p.schema ?? {};
  const kind = schema.enum ? `one of ${schema.enum.join(", ")}` : (schema.format ?? schema.type ?? "string");
  const required = p.required ? "required" : "optional";
  const description = oneLine(p.description);
  return `  - \`${p.name}\` (${p.in}, ${required}, ${kind})${description ? `: ${description}` : ""}`;
}

function routeSection(op: DocumentedOperation): string {
  const lines = [`### ${op.method} ${op.path}`, "", oneLine(op.operation.summary)];
  const description = oneLine(op.operation.description);
  if (description) lines.push("", description);
  const parameters = op.operation.parameters ?? [];
  lines.push("", parameters.length ? "Parameters:" : "Parameters: none.");
  for (const p of parameters) lines.push(parameterLine(p));
  return lines.join("\n");
}

const AUTHENTICATION = [
  "## Authentication",
  "",
  "Anonymous reads are open on every public read plane except the factor route, limited per client IP. An API key (`pix_` followed by at least 32 base62 characters) goes in the `X-API-Key` header or in `Authorization: Bearer pix_…`; keys in the query string are refused. A key needs the scope of the plane it reads (`indices:read`, `benchmarks:read`, `lake:read`, `markets:read`, `factors:read`, `status:read`, `equivalence:read`, `outcomes:read`). Errors are RFC 9457 problems (`application/problem+json`); see [/docs/problems](/docs/problems).",
].join("\n");

function header(app: App): string {
  const document = openApiDocument(app) as DocumentShape;
  return [
    `# ${document.info.title}`,
    "",
    "> pix turns live prediction-market prices into indices, distributions and rounds, and keeps a read-only lake of multi-venue quotes. It is a read-only JSON API: every successful v1 answer is an envelope `{data, meta, links}`.",
    "",
    "## Links",
    "",
    "- [OpenAPI 3.1 document](/api/v1/openapi.json): every operation, parameter, answer and problem",
    "- [API reference](/docs): the same document, rendered",
    "- [Discovery](/api/v1/info): planes, scopes, limits and the stream",
    `- [MCP server](${MCP_PATH}): the public reads as tools for AI assistants (Streamable HTTP, POST)`,
    `- [Full text](${LLMS_FULL_PATH}): this file with every route's parameters and the user guides`,
    "",
    AUTHENTICATION,
  ].join("\n");
}

/** `/llms.txt`: what pix is, how to authenticate, where to read more, every public route in one line. */
export function llmsText(app: App): string {
  return [
    header(app),
    "",
    "## Routes",
    "",
    ...documentedOperations(app).map(routeLine),
    "",
    "## Guides",
    "",
    guidesMarkdown("markdown"),
    "",
  ].join("\n");
}

/** `/llms-full.txt`: `/llms.txt`'s header, each route with its parameters, then every user guide's text. */
export function llmsFullText(app: App, guideTexts: readonly string[]): string {
  const guides = USER_GUIDES.map((g, i) =>
    `## Guide: ${g.title}\n\nSource: ${GUIDES_PATH}/${g.file}\n\n${guideTexts[i] ?? ""}`.trimEnd(),
  );
  return [
    header(app),
    "",
    "## Routes",
    "",
    ...documentedOperations(app).map(routeSection),
    "",
    ...guides,
    "",
  ].join("\n\n");
}

/** A guide's Markdown from the Worker's own static assets (empty when this deployment has none). */
async function guideText(c: Context<AppEnv>, file: string): Promise<string> {
  const url = new URL(`${GUIDES_PATH}/${file}`, c.req.url);
  const asset = await c.env.ASSETS.fetch(new Request(url));
  return asset.ok ? asset.text() : "";
}

/** Both texts change only with a deploy: build, serialise and hash each once per isolate. */
const TEXTS = new TtlCache<string, Representation>({ ttlMs: Number.POSITIVE_INFINITY, maxEntries: 2 });

async function representText(text: string): Promise<Representation> {
  return { text, etag: await strongEtag(text) };
}

function sendText(c: Context<AppEnv>, representation: Representation | undefined) {
  if (!representation) throw new Error("llms text missing");
  c.header("Cache-Control", CACHE_POLICIES.reference);
  c.header("ETag", representation.etag);
  c.header("Content-Type", "text/markdown; charset=utf-8");
  return c.body(representation.text, 200);
}

/** Mounts `/llms.txt` and `/llms-full.txt` (anonymous, cached like the other discovery documents). */
export function registerLlmsRoutes(app: App) {
  app.get(LLMS_PATH, async (c) =>
    sendText(c, await TEXTS.getOrLoad(LLMS_PATH, () => representText(llmsText(app)))),
  );
  app.get(LLMS_FULL_PATH, async (c) =>
    sendText(
      c,
      await TEXTS.getOrLoad(LLMS_FULL_PATH, async () => {
        const texts = await Promise.all(USER_GUIDES.map((g) => guideText(c, g.file)));
        return representText(llmsFullText(app, texts));
      }),
    ),
  );
}
