import { describe, expect, it } from "vitest";
import { BENCH_EXTRA_MARKETS, DEFAULT_EXTRA_MARKETS } from "../../simulator/extra.ts";
import { GAMMA, get, getJson, KALSHI, pinned, post } from "./helpers.ts";

/** Page-scoped faults: one listing page fails in the middle of a venue while the others answer. */
describe("page faults", () => {
  it("fail only the Gamma page at that offset, without consuming the count elsewhere", async () => {
    const sim = pinned({ extraMarketsPerVenue: 40 });
    expect(
      (await post(sim, "/_control/faults", { venue: "polymarket", mode: "http_500", page: 1, count: 1 }))
        .status,
    ).toBe(200);
    expect((await get(sim, `${GAMMA}/markets?limit=10&offset=0`)).status).toBe(200);
    expect((await get(sim, `${GAMMA}/markets?limit=10&offset=20`)).status).toBe(200);
    expect((await get(sim, `${GAMMA}/markets?limit=10&offset=10`)).status).toBe(500);
    // The count was one: the page answers again.
    expect((await get(sim, `${GAMMA}/markets?limit=10&offset=10`)).status).toBe(200);
  });

  it("fail only the Kalshi page the cursor points at", async () => {
    const sim = pinned({ extraMarketsPerVenue: 40 });
    const first = await getJson<{ cursor: string }>(sim, `${KALSHI}/markets?limit=10`);
    await post(sim, "/_control/faults", { venue: "kalshi", mode: "http_500", page: 1 });
    expect((await get(sim, `${KALSHI}/markets?limit=10`)).status).toBe(200);
    expect((await get(sim, `${KALSHI}/markets?limit=10&cursor=${first.cursor}`)).status).toBe(500);
    expect((await get(sim, `${KALSHI}/markets/KXPIXSIM-00001-Y`)).status).toBe(200);
  });

  it("refuses a page that is not a non-negative integer", async () => {
    const res = await post(pinned(), "/_control/faults", { venue: "kalshi", mode: "http_500", page: -1 });
    expect(res.status).toBe(400);
  });

  it("sizes: the served default tapes over 1,000 markets per venue; the bench size over 10,000 and 20,000 outcomes", () => {
    expect(DEFAULT_EXTRA_MARKETS).toBeGreaterThanOrEqual(1000);
    expect(BENCH_EXTRA_MARKETS).toBeGreaterThanOrEqual(10_000);
  });
});
