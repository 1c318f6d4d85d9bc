import { env } from "cloudflare:test";
import type { z } from "@hono/zod-openapi";
import { beforeAll, describe, expect, it } from "vitest";
import type { InfoResponseSchema } from "../../../src/api/info/schema.ts";
import type {
  LakeResponse,
  SnapshotListResponse,
  VenueCatalogResponse,
  VenueResponse,
} from "../../../src/lake/routes/schema.ts";
import { readManifest, writeTape } from "../../../src/lake/store/lake.ts";
import { PRICE_FIELDS } from "../../../src/venues/shared/row.ts";
import { get, readProblem } from "../../support/fetch.ts";
import { ingestMinutes, recentMinutes } from "../../support/ingest.ts";
import { failingBucket, fetchWith, lakeRows } from "../../support/lake.ts";

type Lake = z.infer<typeof LakeResponse>;
type Venues = z.infer<typeof VenueCatalogResponse>;
type Venue = z.infer<typeof VenueResponse>;
type Snapshots = z.infer<typeof SnapshotListResponse>;
type Info = z.infer<typeof InfoResponseSchema>;

/** The body typed by the route's own response schema. */
const read = async <T>(path: string, overrides?: Record<string, unknown>) => {
  const res = overrides ? await fetchWith(overrides, path) : await get(path);
  return { res, body: (await res.json()) as T };
};

let today: string;
let lastAt: string;

beforeAll(async () => {
  // Two earlier days written directly, then real cycles (simulator → adapters → normalizer → tape) today.
  await writeTape(env.LAKE, "kalshi", Date.parse("2026-03-09T00:00:00Z"), lakeRows(3), {
    status: "not_recorded",
  });
  await writeTape(env.LAKE, "kalshi", Date.parse("2026-03-10T23:59:00Z"), lakeRows(2), {
    status: "not_recorded",
  });
  const reports = await ingestMinutes("lake-discovery", recentMinutes(3));
  const key = reports.at(-1)?.venues.find((v) => v.venue === "kalshi")?.tape_key ?? "";
  [, , today = "", lastAt = ""] = key.split("/");
});

describe("GET /api/v1/lake", () => {
  it("lists the served venues, the tape semantics, the ceiling and the paging limits", async () => {
    const { res, body } = await read<Lake>("/api/v1/lake");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=300, must-revalidate");
    expect(body.data.type).toBe("lake");
    expect(body.data.venues.map((v) => v.venue)).toEqual(["kalshi", "polymarket"]);
    expect(body.data.venues[0]).toMatchObject({
      tape_origin: { kind: "own_book", mirrors: null },
      book: "two_sided_order_book",
      links: { self: "/api/v1/lake/venues/kalshi" },
    });
    expect(body.data.excluded).toEqual([]);
    expect(body.data.limits).toEqual({
      snapshot_max_bytes: 67108864,
      page_default: 1,
      page_size_default: 100,
      page_size_max: 500,
    });
    const semantics = body.data.tape.semantics;
    expect(semantics.unquoted_side).toMatch(/null, never 0/);
    expect(semantics.mid_and_spread).toMatch(/both sides/);
    expect(Object.keys(semantics.completeness.statuses)).toEqual(["incomplete", "not_recorded"]);
    expect(semantics.completeness.absence_of_failure).toMatch(/does not claim completeness/);
    expect(semantics.at).toMatch(/cycle in UTC, not the time of the response/);
    expect(body.data.caching).toEqual({
      discovery_max_age_seconds: 300,
      venues_max_age_seconds: 15,
      open_day_snapshots_max_age_seconds: 15,
      sealed_max_age_seconds: 3600,
    });
    expect(body.links).toMatchObject({ self: "/api/v1/lake", venues: "/api/v1/lake/venues" });
  });

  it("lists a venue that is not allow-listed as excluded, with its reason", async () => {
    const { body } = await read<Lake>("/api/v1/lake", { LAKE_ALLOWED_VENUES: "kalshi" });
    expect(body.data.venues.map((v) => v.venue)).toEqual(["kalshi"]);
    expect(body.data.excluded).toEqual([
      {
        venue: "polymarket",
        name: "Polymarket",
        reason: "not_allow_listed",
        explanation: expect.stringContaining("newly added venue stays excluded until allowed"),
      },
    ]);
  });

  it("reads no storage, answers 304 to its ETag and refuses unknown parameters", async () => {
    expect((await fetchWith({ LAKE: failingBucket() }, "/api/v1/lake")).status).toBe(200);
    const tag = (await get("/api/v1/lake")).headers.get("ETag") ?? "";
    expect((await get("/api/v1/lake", { headers: { "If-None-Match": tag } })).status).toBe(304);
    const bad = await get("/api/v1/lake?venue=kalshi");
    expect(bad.status).toBe(400);
    expect((await readProblem(bad)).invalid_params?.[0]?.name).toBe("venue");
  });

  it("is listed as an available plane in /api/v1/info", async () => {
    const { body } = await read<Info>("/api/v1/info");
    expect(body.data.planes.find((p) => p.id === "lake")).toMatchObject({
      status: "available",
      scope: "lake:read",
    });
  });
});

describe("GET /api/v1/lake/venues and /venues/{venue}", () => {
  it("gives each served venue's semantics and coverage", async () => {
    const { res, body } = await read<Venues>("/api/v1/lake/venues");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=15, must-revalidate");
    expect(body.data.count).toBe(2);
    const kalshi = body.data.venues.find((v) => v.venue === "kalshi");
    expect(kalshi).toMatchObject({
      name: "Kalshi",
      tape_origin: { kind: "own_book", mirrors: null },
      book: "two_sided_order_book",
      cadence_seconds: 60,
      licence: "venue_public_api",
      quote_fields_basis: "union_over_latest_collected_date",
      quote_fields_date: today,
      coverage: {
        first_date: "2026-03-09",
        last_date: today,
        date_count: 3,
        first_snapshot: { date: "2026-03-09", at: "0000", cycle_start: "2026-03-09T00:00:00Z" },
        last_snapshot: { date: today, at: lastAt },
      },
    });
    expect(kalshi?.links).toMatchObject({
      self: "/api/v1/lake/venues/kalshi",
      latest_snapshots: `/api/v1/lake/venues/kalshi/snapshots?date=${today}`,
      latest_quotes: `/api/v1/lake/venues/kalshi/quotes?date=${today}&at=${lastAt}&page=1&page_size=100`,
    });
    expect((await get(kalshi?.links.latest_quotes ?? "")).status).toBe(200);
  });

  it("derives quote_fields from the latest collected date's snapshots", async () => {
    const manifest = await readManifest(env.LAKE, "polymarket", today);
    const union = new Set(manifest?.snapshots.flatMap((s) => s.quote_fields));
    const { body } = await read<Venue>("/api/v1/lake/venues/polymarket");
    expect(body.data.quote_fields).toEqual(PRICE_FIELDS.filter((f) => union.has(f)));
    expect(body.data.quote_fields).toEqual(expect.arrayContaining(["bid", "ask"]));
  });

  it("lists one venue's collected dates", async () => {
    const { res, body } = await read<Venue>("/api/v1/lake/venues/kalshi");
    expect(res.status).toBe(200);
    expect(body.data.type).toBe("lake_venue");
    expect(body.data.dates).toEqual(["2026-03-09", "2026-03-10", today]);
    expect(body.links.self).toBe("/api/v1/lake/venues/kalshi");
    expect((await get("/api/v1/lake/venues/Kalshi")).status).toBe(200);
  });

  it("answers 404 venue-not-found for an unknown venue", async () => {
    const res = await get("/api/v1/lake/venues/nasdaq");
    expect(res.status).toBe(404);
    const problem = await readProblem(res);
    expect(problem.type).toMatch(/#venue-not-found$/);
    expect(problem.detail).toContain("/api/v1/lake");
  });

  it("answers 404 venue-excluded with the reason on every route of an excluded venue", async () => {
    const only = { LAKE_ALLOWED_VENUES: "kalshi" };
    const list = await read<Venues>("/api/v1/lake/venues", only);
    expect(list.body.data.venues.map((v) => v.venue)).toEqual(["kalshi"]);
    for (const path of [
      "/api/v1/lake/venues/polymarket",
      `/api/v1/lake/venues/polymarket/snapshots?date=${today}`,
      `/api/v1/lake/venues/polymarket/quotes?date=${today}&at=${lastAt}`,
    ]) {
      const res = await fetchWith(only, path);
      expect(res.status, path).toBe(404);
      const problem = await readProblem(res);
      expect(problem.type).toMatch(/#venue-excluded$/);
      expect(problem.detail).toContain("not_allow_listed");
    }
    // Unset allow-list: nothing is served.
    const none = await read<Lake>("/api/v1/lake", { LAKE_ALLOWED_VENUES: undefined });
    expect(none.body.data.venues).toEqual([]);
  });

  it("answers 503 with Retry-After when the listing fails, and 304 to a matching ETag", async () => {
    for (const path of ["/api/v1/lake/venues", "/api/v1/lake/venues/kalshi"]) {
      const res = await fetchWith({ LAKE: failingBucket() }, path);
      expect(res.status, path).toBe(503);
      expect(res.headers.get("Retry-After")).toBe("30");
      const tag = (await get(path)).headers.get("ETag") ?? "";
      expect((await get(path, { headers: { "If-None-Match": tag } })).status, path).toBe(304);
    }
  });
});

describe("GET /api/v1/lake/venues/{venue}/snapshots", () => {
  it("lists the day's snapshot times with rows, bytes, completeness and quote_fields", async () => {
    const { res, body } = await read<Snapshots>(`/api/v1/lake/venues/kalshi/snapshots?date=${today}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=15, must-revalidate");
    const manifest = await readManifest(env.LAKE, "kalshi", today);
    expect(body.data).toMatchObject({
      type: "lake_snapshots",
      venue: "kalshi",
      date: today,
      day_status: "open",
    });
    expect(body.data.count).toBe(manifest?.snapshots.length);
    expect(body.data.snapshots.map((s) => s.at)).toEqual(manifest?.snapshots.map((s) => s.at));
    const last = body.data.snapshots.at(-1);
    expect(last).toMatchObject({
      at: lastAt,
      rows: manifest?.snapshots.at(-1)?.rows,
      bytes: manifest?.snapshots.at(-1)?.bytes,
      exceeds_ceiling: false,
      completeness: { status: "not_recorded" },
      quote_fields: manifest?.snapshots.at(-1)?.quote_fields,
    });
    expect(last?.cycle_start).toBe(`${today}T${lastAt.slice(0, 2)}:${lastAt.slice(2)}:00Z`);
    expect(last?.links.quotes).toBe(
      `/api/v1/lake/venues/kalshi/quotes?date=${today}&at=${lastAt}&page=1&page_size=100`,
    );
  });

  it("marks a finished day closed and caches it for an hour; flags snapshots above the ceiling", async () => {
    const { res, body } = await read<Snapshots>("/api/v1/lake/venues/kalshi/snapshots?date=2026-03-10");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=3600");
    expect(body.data.day_status).toBe("closed");
    expect(body.data.snapshots.map((s) => s.at)).toEqual(["2359"]);
    const low = await read<Snapshots>("/api/v1/lake/venues/kalshi/snapshots?date=2026-03-10", {
      LAKE_SNAPSHOT_MAX_BYTES: "10",
    });
    expect(low.body.data.snapshots[0]?.exceeds_ceiling).toBe(true);
  });

  it("answers 404 lake-date-not-found for a date without data, 400 for a bad or missing date", async () => {
    const missing = await get("/api/v1/lake/venues/kalshi/snapshots?date=2026-03-11");
    expect(missing.status).toBe(404);
    expect((await readProblem(missing)).type).toMatch(/#lake-date-not-found$/);
    for (const [query, reason] of [
      ["", "is required"],
      ["?date=2026-02-30", "must be a calendar date written YYYY-MM-DD (UTC)"],
      ["?date=20260310", "must be a calendar date written YYYY-MM-DD (UTC)"],
      ["?date=2026-03-10&date=2026-03-09", "must be given at most once"],
    ]) {
      const res = await get(`/api/v1/lake/venues/kalshi/snapshots${query}`);
      expect(res.status, query).toBe(400);
      expect((await readProblem(res)).invalid_params, query).toEqual([{ name: "date", in: "query", reason }]);
    }
  });

  it("answers 503 when the manifest cannot be read, 304 to a matching ETag", async () => {
    const path = "/api/v1/lake/venues/kalshi/snapshots?date=2026-03-10";
    expect((await fetchWith({ LAKE: failingBucket() }, path)).status).toBe(503);
    const tag = (await get(path)).headers.get("ETag") ?? "";
    const res = await get(path, { headers: { "If-None-Match": tag } });
    expect(res.status).toBe(304);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=3600");
  });
});
