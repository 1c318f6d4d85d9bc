import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedCatalog } from "../../src/catalog/seed.ts";
import { readProblem } from "../support/fetch.ts";
import { call } from "../support/keys.ts";
import { newsSimulator, readNews, refreshNews, scheduledTick } from "./support.ts";

/**
 * When news runs: the scheduled handler on the minutes ≡ 2 (mod 5) after that minute's price cycle,
 * `POST /api/refresh?plane=news` on demand, nothing when the plane is off, and EDGAR feeds recorded as
 * unconfigured (no request) without SEC_USER_AGENT.
 */

const sim = newsSimulator("news-cadence");

const feedStates = async () =>
  (
    await env.DB.prepare(
      "SELECT feed_id, last_run_at, last_failure_reason FROM news_feed_state ORDER BY feed_id",
    ).all<{ feed_id: string; last_run_at: string; last_failure_reason: string | null }>()
  ).results;

beforeAll(async () => {
  await seedCatalog(env.DB);
});

beforeEach(async () => {
  await sim.reset();
  await env.DB.prepare("DELETE FROM news_feed_state").run();
});

// A pass reads every feed at the client's courtesy pace (one host here): several seconds.
describe("news cadence", { timeout: 60_000 }, () => {
  it("runs no news pass on other minutes, only the price cycle", async () => {
    const minute = Date.parse("2026-11-24T08:01:00Z");
    await sim.pinClock(minute + 3_000);
    await scheduledTick(sim.bindings, minute);
    expect(await feedStates()).toEqual([]);
    const ticks = await env.DB.prepare("SELECT count(*) AS n FROM ticks WHERE minute = ?")
      .bind("2026-11-24T08:01:00Z")
      .first<{ n: number }>();
    expect(ticks?.n).toBeGreaterThan(0);
  });

  it("runs a news pass after the price cycle on a news minute", async () => {
    const minute = Date.parse("2026-11-24T08:02:00Z");
    await sim.pinClock(minute + 3_000);
    await scheduledTick(sim.bindings, minute);
    const ticks = await env.DB.prepare("SELECT count(*) AS n FROM ticks WHERE minute = ?")
      .bind("2026-11-24T08:02:00Z")
      .first<{ n: number }>();
    expect(ticks?.n).toBeGreaterThan(0);
    const states = await feedStates();
    expect(states.length).toBeGreaterThan(30);
    expect(states.every((state) => state.last_run_at === "2026-11-24T08:02:00Z")).toBe(true);
    expect(states.filter((state) => state.last_failure_reason !== null)).toEqual([]);
  });

  it("records EDGAR feeds as unconfigured, without asking EDGAR, when SEC_USER_AGENT is unset", async () => {
    const report = await refreshNews({ ...sim.bindings, SEC_USER_AGENT: undefined });
    const sec = report.feeds.filter((feed) => feed.feed_id.startsWith("sec-"));
    expect(sec.map((feed) => [feed.reason, feed.http.requests])).toEqual([
      ["unconfigured", 0],
      ["unconfigured", 0],
    ]);
    expect(report.feeds.filter((feed) => !feed.ok).length).toBe(2);
    const { body } = await readNews("/api/v1/indices/PIXIPOSTRIPE/news", {
      ...sim.bindings,
      SEC_USER_AGENT: undefined,
    });
    const source = body.data.sources.find((s) => s.feed_id === "sec-0001691342");
    expect(source).toMatchObject({ status: "unconfigured", last_failure_reason: "unconfigured" });
  });

  it("does nothing when the plane is switched off", async () => {
    const report = await refreshNews({ ...sim.bindings, NEWS_ENABLED: "false" });
    expect(report).toMatchObject({ status: "disabled", feeds: [], items_stored: 0 });
    expect(await feedStates()).toEqual([]);
  });

  it("refuses an unknown plane or parameter on the refresh route", async () => {
    const auth = { Authorization: `Bearer ${env.REFRESH_TOKEN}` };
    for (const query of ["plane=lake", "plane=news&plane=news", "plane=news&force=1", "plane="]) {
      const res = await call(`/api/refresh?${query}`, { method: "POST", headers: auth }, sim.bindings);
      expect(res.status, query).toBe(400);
      expect((await readProblem(res)).type).toMatch(/#invalid-parameter$/);
    }
    const unauthorised = await call("/api/refresh?plane=news", { method: "POST" }, sim.bindings);
    expect(unauthorised.status).toBe(401);
  });
});
