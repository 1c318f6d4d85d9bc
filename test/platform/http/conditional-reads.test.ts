import { describe, expect, it } from "vitest";
import { get } from "../../support/fetch.ts";

async function currentEtag(path = "/api/v1/info"): Promise<string> {
  const res = await get(path);
  const tag = res.headers.get("ETag");
  if (!tag) throw new Error("no ETag");
  return tag;
}

describe("ETag and If-None-Match", () => {
  it("sends a strong ETag that is stable for an unchanged body", async () => {
    const a = await currentEtag();
    const b = await currentEtag();
    expect(a).toMatch(/^"[0-9a-f]{40}"$/);
    expect(b).toBe(a);
  });

  const matching = (tag: string) => ({
    single: tag,
    list: `"other", ${tag}, "another"`,
    weak: `W/${tag}`,
    star: "*",
  });

  for (const form of ["single", "list", "weak", "star"] as const) {
    it(`answers 304 with no body for a ${form} match`, async () => {
      const tag = await currentEtag();
      const res = await get("/api/v1/info", { headers: { "If-None-Match": matching(tag)[form] } });
      expect(res.status).toBe(304);
      expect(await res.text()).toBe("");
      expect(res.headers.get("ETag")).toBe(tag);
      expect(res.headers.get("Cache-Control")).toBe("public, max-age=300, must-revalidate");
      expect(res.headers.get("X-Request-ID")).toBeTruthy();
      expect(res.headers.get("X-API-Version")).toBe("v1");
    });
  }

  it("answers 200 with the body when no tag matches", async () => {
    const res = await get("/api/v1/info", { headers: { "If-None-Match": '"nope", W/"also-nope"' } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { type: string } }).data.type).toBe("api_info");
  });

  it("carries an ETag on the OpenAPI document and revalidates it", async () => {
    const tag = await currentEtag("/api/v1/openapi.json");
    const res = await get("/api/v1/openapi.json", { headers: { "If-None-Match": tag } });
    expect(res.status).toBe(304);
  });

  for (const bad of ["nope", '"unterminated', "W/", '"a" "b"', ",", 'W/"x",junk']) {
    it(`ignores a malformed If-None-Match (${bad}): 200 with the body and its ETag, as if absent`, async () => {
      const tag = await currentEtag();
      const res = await get("/api/v1/info", { headers: { "If-None-Match": bad } });
      expect(res.status).toBe(200);
      expect(res.headers.get("ETag")).toBe(tag);
      expect(((await res.json()) as { data: { type: string } }).data.type).toBe("api_info");
    });
  }

  it("ignores a malformed list even when it holds the current tag", async () => {
    const tag = await currentEtag();
    const res = await get("/api/v1/info", { headers: { "If-None-Match": `${tag}, junk` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("ETag")).toBe(tag);
  });
});
