/**
 * /docs links the user guides, and each link is served: the v1 document's description (which the
 * reference at /docs renders) lists every guide of USER_GUIDES, and each answers 200 as Markdown from the
 * Worker's own assets (scripts/assets.ts copies them). Contributor documents are not served.
 */
import { describe, expect, it } from "vitest";
import { GUIDES_PATH, USER_GUIDES } from "../../../src/api/docs/guides.ts";
import { get } from "../../support/fetch.ts";

async function guideLinks(): Promise<string[]> {
  const doc = (await (await get("/api/v1/openapi.json")).json()) as { info: { description: string } };
  return [...doc.info.description.matchAll(/\]\((\/docs\/guides\/[^)]+)\)/g)].map((m) => m[1] ?? "");
}

describe("/docs links the user guides", () => {
  it("the reference's introduction links every guide, in the list's order", async () => {
    expect(await guideLinks()).toEqual(USER_GUIDES.map((g) => `${GUIDES_PATH}/${g.file}`));
  });

  it("the /docs page renders that document", async () => {
    const html = await (await get("/docs")).text();
    expect(html).toContain("/api/v1/openapi.json");
  });

  it("every linked guide answers 200 with its Markdown", async () => {
    for (const link of await guideLinks()) {
      const res = await get(link);
      expect(res.status, link).toBe(200);
      expect(res.headers.get("Content-Type"), link).toBe("text/markdown; charset=utf-8");
      expect(res.headers.get("X-Request-ID"), link).toBeTruthy();
      expect(await res.text(), link).toMatch(/^# \S/);
    }
  });

  it("contributor documents and unknown names are not served", async () => {
    for (const path of ["architecture.md", "internals.md", "testing.md", "nope.md"]) {
      const res = await get(`${GUIDES_PATH}/${path}`);
      expect(res.status, path).toBe(404);
      await res.body?.cancel();
    }
  });
});
