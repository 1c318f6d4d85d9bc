/**
 * A live feed's entry in the status: judged on what its shards report now as well as on the minute's
 * recorded readings, with the gaps and reconnects its shards counted, and the symptom of a bad state;
 * and the feeds' silence watch (the `silence_detection` objective's samples).
 */
import { describe, expect, it } from "vitest";
import { MINUTE_MS } from "../../src/domain/clock.ts";
import type { RecordedComponent } from "../../src/platform/status/recorder.ts";
import { buildStatus, observations } from "../../src/status/build.ts";
import { silenceSamples, type VenueFeedReading } from "../../src/stream/feed-status.ts";
import type { FeedReport } from "../../src/stream/venue-feed/venue-feed.ts";

const NOW = 1_800_000_000_000;

function reading(states: string[], extra: Partial<VenueFeedReading> = {}): VenueFeedReading {
  return { venue: "polymarket", states, lag_ms: 40, reconnects: 0, gaps: 0, details: [], ...extra };
}

function status(feeds: VenueFeedReading[], components: RecordedComponent[] = []) {
  const inputs = { components, cells: new Map(), dayCells: new Map(), feeds, newsFeedIds: [], nowMs: NOW };
  const built = buildStatus(inputs);
  if (!built) throw new Error("no status");
  return { built, feed: built.components.find((c) => c.id === "feed:polymarket"), inputs };
}

const recorded = (over: Partial<RecordedComponent>): RecordedComponent => ({
  component: "feed:polymarket",
  lastSuccessMs: null,
  lastFailureMs: null,
  gaps: 0,
  reconnects: 0,
  ...over,
});

describe("buildStatus, a live feed", () => {
  it("is operational while every shard reports live, before any reading was recorded", () => {
    const { feed } = status([reading(["live", "live"])]);
    expect(feed).toMatchObject({
      state: "operational",
      symptom: null,
      last_event_at: "2027-01-15T08:00:00Z",
      age_ms: 0,
      last_failure_at: null,
      lag_now_ms: 40,
    });
  });

  it("is operational again as soon as its shards are live, though the last recorded reading failed", () => {
    const { feed } = status(
      [reading(["live"])],
      [recorded({ lastSuccessMs: NOW - 2 * MINUTE_MS, lastFailureMs: NOW - MINUTE_MS })],
    );
    expect(feed?.state).toBe("operational");
    expect(feed?.last_failure_at).toBe("2027-01-15T07:59:00Z");
  });

  it("is degraded with none live after a success, with the shards' own words as the symptom", () => {
    const { feed, built, inputs } = status(
      [reading(["stale"], { details: ["No event from the venue for 11 s."] })],
      [recorded({ lastSuccessMs: NOW - MINUTE_MS })],
    );
    expect(feed).toMatchObject({
      state: "degraded",
      symptom: "0 of 1 feed shards live (the others stale). No event from the venue for 11 s.",
      last_event_at: "2027-01-15T07:59:00Z",
      last_failure_at: "2027-01-15T08:00:00Z",
    });
    expect(observations(built, inputs).find((o) => o.component === "feed:polymarket")).toEqual({
      component: "feed:polymarket",
      state: "degraded",
      symptom: "0 of 1 feed shards live (the others stale). No event from the venue for 11 s.",
    });
  });

  it("is in outage when it was never live, and past its outage age without being live", () => {
    expect(status([reading(["rest_only"])]).feed).toMatchObject({
      state: "outage",
      symptom: "0 of 1 feed shards live (the others rest_only).",
    });
    const old = status([reading(["stale"])], [recorded({ lastSuccessMs: NOW - 11 * MINUTE_MS })]);
    expect(old.feed?.state).toBe("outage");
  });

  it("is degraded with only some shards live", () => {
    expect(status([reading(["live", "reconnecting"])]).feed).toMatchObject({
      state: "degraded",
      symptom: "1 of 2 feed shards live (the others reconnecting).",
    });
  });

  it("counts the gaps and reconnects its shards report now, else the recorded ones", () => {
    expect(status([reading(["live"], { gaps: 7, reconnects: 2 })]).feed).toMatchObject({
      gaps: 7,
      reconnects: 2,
    });
    const recordedOnly = status(
      [reading([]), { ...reading(["live"]), venue: "kalshi" }],
      [recorded({ lastSuccessMs: NOW - 30_000, gaps: 5, reconnects: 1 })],
    );
    expect(recordedOnly.feed).toMatchObject({
      state: "operational",
      gaps: 5,
      reconnects: 1,
      lag_now_ms: null,
    });
  });
});

describe("silenceSamples, the silence_detection objective's measurement", () => {
  const report = (over: Partial<FeedReport>): FeedReport => ({
    venue: "kalshi",
    shard: 0,
    state: "live",
    depth: "live",
    detail: "",
    markets: 3,
    books_synced: 3,
    events_received: 10,
    frames_rejected: 0,
    reconnects: 0,
    gaps: 0,
    lag_ms: 40,
    silent_ms: 120,
    silence_detected_after_ms: null,
    probes: 0,
    reconciliation: { every_ms: 1_000, checked: 0, disagreed: 0, unpaired: 0 },
    shedding: false,
    shed: { changes: 0, trades_dropped: 0 },
    ...over,
  });

  it("counts a stale shard's detection time and a live shard's silence, nothing for the others", () => {
    expect(
      silenceSamples([
        report({ state: "live", silent_ms: 120 }),
        report({ state: "stale", silent_ms: 10_700, silence_detected_after_ms: 10_400 }),
        // Stale for load, not silence; reconnecting and REST-only hold no silent channel.
        report({ state: "stale", silent_ms: 30, silence_detected_after_ms: null }),
        report({ state: "reconnecting", silent_ms: null }),
        report({ state: "rest_only", silent_ms: null }),
      ]),
    ).toEqual([120, 10_400]);
  });
});

describe("buildStatus, the news feeds", () => {
  const run = (component: string, over: Partial<RecordedComponent>): RecordedComponent => ({
    ...recorded({ component }),
    ...over,
  });

  it("lists one component per configured feed, each judged on its own runs", () => {
    const built = buildStatus({
      components: [
        run("news:bls-cpi", { lastSuccessMs: NOW - 6 * MINUTE_MS, lastFailureMs: NOW - MINUTE_MS }),
        run("news:fed-monetary", { lastSuccessMs: NOW - MINUTE_MS }),
        // A feed no longer configured is not listed.
        run("news:retired", { lastSuccessMs: NOW - MINUTE_MS }),
      ],
      cells: new Map(),
      dayCells: new Map(),
      feeds: [],
      newsFeedIds: ["bls-cpi", "fed-monetary", "bea-gdp"],
      nowMs: NOW,
    });
    const news = built?.components.filter((c) => c.kind === "news");
    expect(news?.map((c) => [c.id, c.venue, c.state, c.symptom])).toEqual([
      ["news:bls-cpi", null, "degraded", "Last run failed at 2027-01-15T07:59:00Z."],
      ["news:fed-monetary", null, "operational", null],
      ["news:bea-gdp", null, "unknown", null],
    ]);
    // The kinds around them keep their places.
    const kinds = built?.components.map((c) => c.kind) ?? [];
    expect(kinds.indexOf("news")).toBe(kinds.indexOf("parquet_days") + 1);
    expect(kinds.lastIndexOf("news")).toBe(kinds.indexOf("equity") - 1);
  });
});
