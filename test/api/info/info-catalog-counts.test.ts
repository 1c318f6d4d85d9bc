import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { seedCatalog } from "../../../src/catalog/seed.ts";
import { get } from "../../support/fetch.ts";

beforeAll(async () => {
  await seedCatalog(env.DB);
});

afterEach(() => {
  vi.useRealTimers();
});

const counts = async () =>
  ((await (await get("/api/v1/info")).json()) as { data: { catalog: { public_indices: number } } }).data
    .catalog.public_indices;

describe("/api/v1/info catalog counts", () => {
  it("are read from D1 at most every 15 s per isolate, and then show the change", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const before = await counts();
    const hidden = await env.DB.prepare(
      "UPDATE instruments SET visibility = 'research' WHERE symbol = (SELECT symbol FROM instruments WHERE kind = 'index' AND visibility = 'public' LIMIT 1)",
    ).run();
    expect(hidden.meta.changes).toBe(1);
    vi.setSystemTime(Date.now() + 14_000);
    expect(await counts()).toBe(before);
    vi.setSystemTime(Date.now() + 2_000);
    expect(await counts()).toBe(before - 1);
  });
});
