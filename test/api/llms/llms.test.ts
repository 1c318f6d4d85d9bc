import { describe, expect, it } from "vitest";
import { USER_GUIDES } from "../../../src/api/docs/guides.ts";
import { get } from "../../support/fetch.ts";

type Document = {
  paths: Record<string, Record<string, { summary?: string; parameters?: { name: string }[] }>>;
};

/** `GET /api/v1/indices`, one per operation of the served OpenAPI document. */
async function documentedRoutes(): Promise<string[]> {
  const doc = (await (await get("/api/v1/openapi.json")).json()) as Document;
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

/** The routes `/llms.txt` lists: its lines `- GET /path — summary`. */
function listedRoutes(text: string): string[] {
  return [...text.matchAll(/^- ([A-Z]+) (\/\S*) — /gm)].map((m) => `${m[1]} ${m[2]}`);
}

describe("/llms.txt", () => {
  it("lists every public route of the OpenAPI document, and nothing else", async () => {
    const res = await get("/llms.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/markdown; charset=utf-8");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=300, must-revalidate");
    const text = await res.text();
    const documented = await documentedRoutes();
    expect(documented.length).toBeGreaterThan(20);
    expect(listedRoutes(text).sort()).toEqual([...documented].sort());
  });

  it("says what pix is, how to authenticate, and links the document, the docs, the guides and /mcp", async () => {
    const text = await (await get("/llms.txt")).text();
    expect(text).toMatch(/^# pix/);
    expect(text).toContain("## Authentication");
    expect(text).toContain("X-API-Key");
    for (const link of ["/api/v1/openapi.json", "/docs", "/mcp", "/llms-full.txt"]) {
      expect(text).toContain(`](${link})`);
    }
    for (const guide of USER_GUIDES) expect(text).toContain(`](/docs/guides/${guide.file})`);
  });

  it("answers a matching If-None-Match with 304", async () => {
    const etag = (await get("/llms.txt")).headers.get("ETag");
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    const res = await get("/llms.txt", { headers: { "If-None-Match": etag as string } });
    expect(res.status).toBe(304);
  });
});

describe("/llms-full.txt", () => {
  it("has every route with its parameters and every user guide's text", async () => {
    const res = await get("/llms-full.txt");
    expect(res.status).toBe(200);
    const text = await res.text();
    const doc = (await (await get("/api/v1/openapi.json")).json()) as Document;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        expect(text).toContain(`### ${method.toUpperCase()} ${path}`);
        for (const p of operation.parameters ?? []) expect(text).toContain(`\`${p.name}\``);
      }
    }
    for (const guide of USER_GUIDES) expect(text).toContain(`## Guide: ${guide.title}`);
    // A guide's own text, not only its title.
    expect(text).toContain("X-API-Key");
    expect(text.length).toBeGreaterThan(50_000);
  });
});
