/**
 * /docs links the user guides, and each link is served: the v1 document's description (which the
 * reference at /docs renders) lists every guide of USER_GUIDES as its HTML page, and each page answers
 * 200 as HTML under the docs CSP, its Markdown beside it, from the Worker's own assets
 * (scripts/assets.ts builds them). Contributor documents and other files are not served. The pages in
 * a browser: test/api/docs.node.test.ts.
 */
import { describe, expect, it } from "vitest";
import { GUIDES_PATH, guideName, USER_GUIDES } from "../../../src/api/docs/guides.ts";
import { get } from "../../support/fetch.ts";

async function guideLinks(): Promise<string[]> {
  const doc = (await (await get("/api/v1/openapi.json")).json()) as { info: { description: string } };
  return [...doc.info.description.matchAll(/\]\((\/docs\/guides\/[^)]+)\)/g)].map((m) => m[1] ?? "");
}

describe("/docs links the user guides", () => {
  it("the reference's introduction links every guide's page, in the list's order", async () => {
    expect(await guideLinks()).toEqual(USER_GUIDES.map((g) => `${GUIDES_PATH}/${guideName(g.file)}`));
  });

  it("the /docs page renders that document", async () => {
    const html = await (await get("/docs")).text();
    expect(html).toContain("/api/v1/openapi.json");
  });

  it("every linked guide answers 200 with its HTML page, under the docs CSP", async () => {
    for (const link of await guideLinks()) {
      const res = await get(link);
      expect(res.status, link).toBe(200);
      expect(res.headers.get("Content-Type"), link).toBe("text/html; charset=utf-8");
      expect(res.headers.get("Content-Security-Policy"), link).toMatch(/script-src 'self' 'nonce-/);
      expect(res.headers.get("X-Request-ID"), link).toBeTruthy();
      const html = await res.text();
      expect(html, link).toMatch(/^<!doctype html>/);
      expect(html, link).toMatch(/<h1 id="[^"]+">\S/);
      expect(html, link).not.toMatch(/<script/);
    }
  });

  it("every guide's Markdown answers 200 beside its page, for /llms.txt and tools", async () => {
    for (const guide of USER_GUIDES) {
      const res = await get(`${GUIDES_PATH}/${guide.file}`);
      expect(res.status, guide.file).toBe(200);
      expect(res.headers.get("Content-Type"), guide.file).toBe("text/markdown; charset=utf-8");
      expect(await res.text(), guide.file).toMatch(/^# \S/);
    }
  });

  it("serves the guides' images", async () => {
    const res = await get(`${GUIDES_PATH}/images/terminal-overview.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/png");
    expect(new Uint8Array(await res.arrayBuffer()).slice(1, 4)).toEqual(new TextEncoder().encode("PNG"));
  });

  it("contributor documents, unknown names and other files are not served", async () => {
    for (const path of [
      "architecture.md",
      "architecture",
      "internals.md",
      "testing.md",
      "nope.md",
      "nope",
      "lake.html",
      "images/nope.png",
      "images/../lake.md.png",
    ]) {
      const res = await get(`${GUIDES_PATH}/${path}`);
      expect(res.status, path).toBe(404);
      await res.body?.cancel();
    }
  });
});
