import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { recordRun } from "../../src/platform/status/recorder.ts";
import { get } from "../support/fetch.ts";

/**
 * The objectives in the status answer, and the incidents opened, listed and resolved from the same
 * measurements (a component recorded failing, then succeeding); the summary in Statuspage's shape.
 * The one-minute rule's clock is the unit test's (test/domain/status/incidents.unit.test.ts): here the
 * pending incident's start is moved a minute back, as a minute passing would.
 */
describe("GET /api/v1/status objectives, /status/incidents and /status/summary.json", {
  timeout: 60_000,
}, () => {
  it("publishes the objectives with their attainment, opens an incident after a minute failing and resolves it", async () => {
    const now = Date.now();
    const minute = now - (now % 60_000);
    // Two venue cycles of this minute: one 5 s after the minute, one 25 s (past the 20 s objective).
    for (const [venue, lagMs] of [
      ["kalshi", 5_000],
      ["polymarket", 25_000],
    ] as const) {
      await recordRun(env.DB, {
        component: `cycle:${venue}`,
        boundaryMs: minute,
        completedMs: minute + lagMs,
        ok: true,
        cadenceMs: 60_000,
      });
    }
    await recordRun(env.DB, {
      component: "news:bls-cpi",
      boundaryMs: now,
      completedMs: now,
      ok: false,
      cadenceMs: null,
    });

    const status = (await (await get("/api/v1/status")).json()) as {
      data: {
        components: { id: string; state: string }[];
        objectives: {
          id: string;
          target: number;
          attainment: Record<
            "24h" | "30d",
            {
              events: number;
              bad: number;
              attainment: number | null;
              budget_left: number | null;
              covered_ms: number;
            }
          >;
        }[];
      };
      links: Record<string, string>;
    };
    expect(status.links.incidents).toBe("/api/v1/status/incidents");
    expect(status.data.objectives.map((o) => o.id)).toEqual([
      "stream_latency",
      "silence_detection",
      "cycle_minute",
      "venue_minute",
    ]);
    const cycle = status.data.objectives.find((o) => o.id === "cycle_minute");
    // Two events, one bad, in both windows (the day cells are written with the minute's): attainment
    // 0.5, budget 1 − 1 / (0.001 × 2) = −499.
    for (const window of ["24h", "30d"] as const) {
      expect(cycle?.attainment[window]).toMatchObject({ events: 2, bad: 1, attainment: 0.5 });
      expect(cycle?.attainment[window].budget_left).toBeCloseTo(-499, 6);
    }
    expect(cycle?.attainment["30d"].covered_ms).toBeLessThan(24 * 3_600_000);
    expect(status.data.components.find((c) => c.id === "news:bls-cpi")?.state).toBe("outage");

    // The read saw news in outage: a pending incident, not yet published.
    const pending = await env.DB.prepare(
      "SELECT id, opened_ms FROM status_incidents WHERE component = 'news:bls-cpi'",
    ).all<{ id: number; opened_ms: number | null }>();
    expect(pending.results).toEqual([{ id: expect.any(Number), opened_ms: null }]);
    const listed = async (limit: number) =>
      (
        (await (await get(`/api/v1/status/incidents?limit=${limit}`)).json()) as {
          data: {
            incidents: {
              id: string;
              components: string[];
              resolved_at: string | null;
              symptom: string;
              updates: { status: string }[];
            }[];
          };
        }
      ).data.incidents;
    expect(await listed(20)).toEqual([]);

    // A minute and more later, still failing: it opens.
    await env.DB.prepare("UPDATE status_incidents SET started_ms = started_ms - 61000").run();
    const open = await listed(19);
    expect(open).toHaveLength(1);
    expect(open[0]?.components).toEqual(["news:bls-cpi"]);
    expect(open[0]?.resolved_at).toBeNull();
    expect(open[0]?.symptom).toBe("No success recorded, only failures.");
    expect(open[0]?.updates.map((u) => u.status)).toEqual(["investigating"]);

    const summaryRes = await get("/api/v1/status/summary.json");
    expect(summaryRes.status).toBe(200);
    const summary = (await summaryRes.json()) as {
      page: { id: string };
      components: { id: string; status: string }[];
      incidents: { id: string; status: string; impact: string; incident_updates: unknown[] }[];
      status: { indicator: string; description: string };
    };
    expect(summary.page.id).toBe("pix");
    expect(summary.components.find((c) => c.id === "news:bls-cpi")?.status).toBe("major_outage");
    expect(summary.components.find((c) => c.id === "cycle:kalshi")?.status).toBe("operational");
    expect(summary.components.find((c) => c.id === "cycle:polymarket")?.status).toBe("operational");
    expect(summary.components.some((c) => c.id === "parquet_days")).toBe(false);
    expect(summary.incidents).toMatchObject([{ id: open[0]?.id, status: "investigating", impact: "major" }]);
    expect(summary.status.indicator).toBe("major");

    // The news pass succeeds again: the next read resolves it.
    await recordRun(env.DB, {
      component: "news:bls-cpi",
      boundaryMs: now + 1_000,
      completedMs: now + 1_000,
      ok: true,
      cadenceMs: null,
    });
    const resolved = await listed(18);
    expect(resolved[0]?.resolved_at).not.toBeNull();
    expect(resolved[0]?.updates.map((u) => u.status)).toEqual(["investigating", "resolved"]);

    const bad = await get("/api/v1/status/incidents?limit=101");
    expect(bad.status).toBe(400);
  });
});
