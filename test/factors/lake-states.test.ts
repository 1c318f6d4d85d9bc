import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { minuteFloor } from "../../src/domain/clock.ts";
import { ingestMinutes } from "../support/ingest.ts";
import { failingBucket } from "../support/lake.ts";
import { simulatorHost } from "../support/simulator.ts";
import { factorKey, factorScenario, getStock, stockBody } from "./helpers.ts";

const upstreams = factorScenario("factors-lake-states-upstreams");
const VENUES = "factors-lake-states-venues";

/**
 * The lake binding seen through a new object: the route's isolate caches are per binding object (the
 * lake's coverage is kept 10 s), so each step reads the tape as it is now.
 */
function lakeNow(): { LAKE: R2Bucket } {
  const lake = env.LAKE;
  const view: Pick<R2Bucket, "head" | "get" | "list"> = {
    head: (key) => lake.head(key),
    get: ((key: string, options?: R2GetOptions) => lake.get(key, options)) as R2Bucket["get"],
    list: (options) => lake.list(options),
  };
  return { LAKE: view as R2Bucket };
}

/**
 * The state rules against what the tape holds, in the order the tape grows: nothing, then only an old
 * snapshot, then a fresh one with Kalshi down. (Tests in this file build on each other's tape.)
 */
describe("factor route: sources, themes and state from the lake", () => {
  it("without any snapshot: every venue UNAVAILABLE (no_snapshot), no level, state UNAVAILABLE", async () => {
    const body = await stockBody(
      await getStock("AAPL", await factorKey(), { ...upstreams.bindings, ...lakeNow() }),
    );
    expect(body.state).toBe("UNAVAILABLE");
    expect(body.sources.venue_a).toMatchObject({
      status: "UNAVAILABLE",
      reason: "no_snapshot",
      source_object: null,
      row_count: 0,
      completeness: { status: "UNAVAILABLE" },
    });
    expect(body.factors.every((f) => f.level === null && f.status === "UNAVAILABLE")).toBe(true);
    expect(body.composite).toEqual({ value: null, status: "UNAVAILABLE", themes_used: 0, themes_total: 6 });
    expect(body.contracts.every((c) => c.excluded_reason === "venue_unavailable")).toBe(true);
  });

  it("with only an old snapshot: venues STALE (newest_snapshot_is_stale), themes STALE without a level", async () => {
    const old = minuteFloor(Date.now()) - 20 * 60_000;
    await ingestMinutes(VENUES, [old]);
    const body = await stockBody(
      await getStock("AAPL", await factorKey(), { ...upstreams.bindings, ...lakeNow() }),
    );
    for (const source of [body.sources.venue_a, body.sources.venue_b]) {
      expect(source).toMatchObject({ status: "STALE", reason: "newest_snapshot_is_stale", row_count: 6 });
      expect(source.source_object).toMatch(/\/\d{4}-\d{2}-\d{2}\/\d{4}$/);
    }
    expect(body.factors.map((f) => [f.status, f.level])).toEqual(Array(6).fill(["STALE", null]));
    for (const contract of body.contracts) {
      expect(contract).toMatchObject({ fresh: false, counted: false, excluded_reason: "stale_quote" });
      // The stale quote is still shown as taped.
      expect(contract.probability).not.toBeNull();
    }
    expect(body.state).toBe("UNAVAILABLE");
  });

  it("with a fresh snapshot while Kalshi was down: venue_a UNAVAILABLE with INCOMPLETE completeness, state PARTIAL", async () => {
    const venues = simulatorHost(VENUES);
    await venues.fault("kalshi", "http_500");
    await ingestMinutes(VENUES, [minuteFloor(Date.now())]);
    await venues.reset();
    const body = await stockBody(
      await getStock("AAPL", await factorKey(), { ...upstreams.bindings, ...lakeNow() }),
    );
    expect(body.sources.venue_a).toMatchObject({
      status: "UNAVAILABLE",
      reason: "no_usable_theme_contracts",
      row_count: 0,
      as_of: null,
      completeness: { status: "INCOMPLETE" },
    });
    expect(body.sources.venue_a.completeness.detail).toMatch(
      /^The collector recorded \d+ failures? in this snapshot\.$/,
    );
    expect(body.sources.venue_b).toMatchObject({ status: "AVAILABLE", reason: null, row_count: 6 });
    for (const theme of body.factors) {
      expect(theme.status).toBe("PARTIAL");
      const [kalshi, polymarket] = theme.constituents;
      expect(kalshi).toMatchObject({
        venue: "kalshi",
        counted: false,
        excluded_reason: "not_in_snapshot",
        weight: 0,
      });
      expect(polymarket).toMatchObject({ venue: "polymarket", counted: true, weight: 1 });
      expect(theme.level).toBe(polymarket?.adverse_probability);
    }
    // Every theme has a fresh level, but venue_a is not AVAILABLE.
    expect(body.composite.status).toBe("AVAILABLE");
    expect(body.state).toBe("PARTIAL");
  });

  it("a snapshot above the published ceiling is not read: UNAVAILABLE (snapshot_too_large)", async () => {
    const body = await stockBody(
      await getStock("AAPL", await factorKey(), {
        ...upstreams.bindings,
        ...lakeNow(),
        LAKE_SNAPSHOT_MAX_BYTES: "16",
      }),
    );
    expect(body.sources.venue_b).toMatchObject({ status: "UNAVAILABLE", reason: "snapshot_too_large" });
    expect(body.state).toBe("UNAVAILABLE");
  });

  it("a lake outage is a venue status, not a 5xx, and never shows the storage error", async () => {
    const res = await getStock("AAPL", await factorKey(), { ...upstreams.bindings, LAKE: failingBucket() });
    const text = await res.clone().text();
    const body = await stockBody(res);
    expect(body.sources.venue_a).toMatchObject({ status: "UNAVAILABLE", reason: "lake_unreadable" });
    expect(body.sources.venue_b).toMatchObject({ status: "UNAVAILABLE", reason: "lake_unreadable" });
    expect(body.state).toBe("UNAVAILABLE");
    expect(text).not.toMatch(/outage|\/var\//);
  });
});
