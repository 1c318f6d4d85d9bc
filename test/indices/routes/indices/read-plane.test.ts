import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { INDICES } from "../../../../src/catalog/definitions.ts";
import { verifyRecord } from "../../../../src/domain/signing/records.ts";
import type {
  CatalogSchema,
  DailyClosesSchema,
  DistributionSchema,
  HistoryMeta,
  HistorySchema,
  IndexSchema,
  RoundSchema,
  SnapshotSchema,
  StatisticsSchema,
} from "../../../../src/indices/routes/indices/schema.ts";
import { latestRound } from "../../../../src/indices/store/indices.ts";
import { verifyRoundSignature } from "../../../../src/indices/store/round-record.ts";
import type { SigningKeySetSchema } from "../../../../src/platform/http/signature-schemas.ts";
import { get, getJson, type MetaOf, readProblem, type V1 } from "../../../support/fetch.ts";
import { ingestMinutes, recentMinutes } from "../../../support/ingest.ts";

type History = V1<typeof HistorySchema, MetaOf<typeof HistoryMeta>>;

let minutes: number[];
beforeAll(async () => {
  minutes = recentMinutes(3);
  await ingestMinutes("indices", minutes);
});

describe("GET /api/v1/indices", () => {
  it("lists every public index compactly, with slug links", async () => {
    const { res, body } = await getJson<V1<typeof CatalogSchema>>("/api/v1/indices");
    expect(res.status).toBe(200);
    expect(body.data.type).toBe("index_catalog");
    expect(body.data.count).toBe(INDICES.length);
    const cpi = body.data.indices.find((i) => i.symbol === "PIXCPI");
    expect(cpi).toEqual({
      id: "PIXCPI",
      symbol: "PIXCPI",
      slug: "us-cpi-yoy-next",
      name: expect.any(String),
      unit: "%",
      calculation_class: "strike_ladder_expectation",
      links: { self: "/api/v1/indices/us-cpi-yoy-next" },
    });
    // Benchmarks are not indices.
    expect(body.data.indices.some((i) => i.symbol.startsWith("BM"))).toBe(false);
  });

  /** The symbols a search finds, with the answer's self link. */
  async function search(q: string) {
    const { res, body } = await getJson<V1<typeof CatalogSchema>>(
      `/api/v1/indices?${new URLSearchParams({ q })}`,
    );
    expect(res.status).toBe(200);
    expect(body.data.count).toBe(body.data.indices.length);
    return { symbols: body.data.indices.map((i) => i.symbol), self: body.links.self };
  }

  it("q finds the indices whose symbol, slug or name hold every word, ignoring case", async () => {
    // Expected sets from the catalog's definitions, matched here independently of the route.
    const expected = (words: string[]) =>
      INDICES.filter((i) =>
        words.every((w) => `${i.symbol} ${i.slug} ${i.name}`.toLowerCase().includes(w)),
      ).map((i) => i.symbol);
    expect((await search("cpi")).symbols).toEqual(["PIXCPI"]);
    expect((await search("CPI")).symbols).toEqual(["PIXCPI"]);
    expect((await search("yoy-next")).symbols).toEqual(["PIXCPI"]); // the slug
    const twoWords = await search("  next   PRINT ");
    expect(twoWords.symbols).toEqual(expected(["next", "print"]));
    expect(twoWords.symbols.length).toBeGreaterThan(1);
    expect(twoWords.self).toBe("/api/v1/indices?q=++next+++PRINT+");
    expect((await search("no such index")).symbols).toEqual([]);
    // Benchmarks stay out of the index catalog's search.
    expect((await search("gold")).symbols).toEqual([]);
  });

  it("q refuses blank, control-character and over-long searches, and other parameters stay refused", async () => {
    for (const query of ["q=", "q=%20%20", "q=a%00b", `q=${"x".repeat(65)}`, "search=cpi"]) {
      const res = await get(`/api/v1/indices?${query}`);
      expect(res.status, query).toBe(400);
      expect((await readProblem(res)).type, query).toMatch(/#invalid-parameter$/);
    }
    expect((await search("x".repeat(64))).symbols).toEqual([]);
  });
});

describe("GET /api/v1/indices/{id}", () => {
  for (const id of ["PIXCPI", "pixcpi", "us-cpi-yoy-next", "US-CPI-YOY-NEXT"]) {
    it(`resolves ${id} to the same resource, links in slug form`, async () => {
      const { res, body } = await getJson<V1<typeof IndexSchema>>(`/api/v1/indices/${id}`);
      expect(res.status).toBe(200);
      expect(body.data).toMatchObject({
        type: "index",
        id: "PIXCPI",
        symbol: "PIXCPI",
        slug: "us-cpi-yoy-next",
      });
      expect(body.links.self).toBe("/api/v1/indices/us-cpi-yoy-next");
      expect(body.links.snapshot).toBe("/api/v1/indices/us-cpi-yoy-next/snapshots/latest");
      expect(body.links.round).toBe("/api/v1/indices/us-cpi-yoy-next/rounds/latest");
      expect(body.links.distribution).toBe("/api/v1/indices/us-cpi-yoy-next/distributions/latest");
    });
  }

  it("discloses the calculation class only, never implementation parameters", async () => {
    const { body } = await getJson<V1<typeof IndexSchema>>("/api/v1/indices/PIXCPI");
    expect(body.data.methodology).toEqual({
      version: "1.0.0",
      estimand: expect.any(String),
      calculation_class: "strike_ladder_expectation",
      transformation_disclosure: "disclosed_class_only",
      venue_weights: { kalshi: 0.6, polymarket: 0.4 },
      index_transformation: { calculation_class: "strike_ladder_expectation" },
    });
    const text = JSON.stringify(body);
    for (const secret of [
      "maxSpread",
      "max_spread",
      "staleAfter",
      "stale_after",
      "tail_support",
      "median_step",
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it("carries contracts with roles, clocks and USD metrics with basis and native counts", async () => {
    const { body } = await getJson<V1<typeof IndexSchema>>("/api/v1/indices/us-cpi-yoy-next");
    const kalshi = body.data.contracts.find((c) => c.venue === "kalshi");
    expect(kalshi).toMatchObject({
      role: "ladder_above",
      strike: expect.any(String),
      clocks: { close_time: expect.any(String) },
    });
    expect(kalshi?.volume.basis).toBe("contracts_x_price");
    expect(kalshi?.volume.native?.contracts).toMatch(/^\d+\.\d{2}$/);
    expect(kalshi?.volume.usd).toMatch(/^\d+(\.\d+)?$/);
    const poly = body.data.contracts.find((c) => c.venue === "polymarket");
    expect(poly?.volume.basis).toBe("usd");
    expect(poly?.volume.native).toBeNull();
    expect(body.data.releases.next).toMatchObject({
      at: expect.any(String),
      source: { name: expect.any(String) },
    });
  });

  it("answers 404 index-not-found for unknown ids and benchmark symbols", async () => {
    for (const id of ["NOPE", "BMWTI", "wti-crude-settle-dec", "pix-cpi"]) {
      const res = await get(`/api/v1/indices/${id}`);
      expect(res.status, id).toBe(404);
      const p = await readProblem(res);
      expect(p.type).toMatch(/#index-not-found$/);
      expect(p.instance).toBe(`/api/v1/indices/${id}`);
    }
  });

  it("answers 400 naming the parameter for a malformed id", async () => {
    for (const id of ["-x", "a%20b", "x".repeat(65), "PIX_CPI"]) {
      const res = await get(`/api/v1/indices/${id}`);
      expect(res.status, id).toBe(400);
      expect((await readProblem(res)).invalid_params?.[0]?.name).toBe("id");
    }
  });
});

describe("snapshot, round, distribution", () => {
  it("serves the latest live snapshot with distinct clocks and its eligibility", async () => {
    const { res, body } = await getJson<V1<typeof SnapshotSchema>>("/api/v1/indices/PIXFED/snapshots/latest");
    expect(res.status).toBe(200);
    const d = body.data;
    expect(d).toMatchObject({
      type: "index_snapshot",
      scope: "live_indicative",
      official: false,
      provenance: "synthetic",
    });
    expect(d.minute).toBe(new Date(minutes[2] as number).toISOString().replace(".000Z", "Z"));
    expect(d.value.decimal).toMatch(/^\d+\.\d{3}$/);
    expect(d.value.number).toBe(Number(d.value.decimal));
    expect(d.value.display).toBe(`${d.value.decimal}%`);
    expect(d.source_observed_at).not.toBe(d.computed_at);
    expect(d.publication).toMatchObject({ oracle_eligible: false, status: "indicative_only" });
    const tick = await env.DB.prepare(
      "SELECT value_decimal FROM ticks WHERE symbol = 'PIXFED' ORDER BY minute DESC LIMIT 1",
    ).first<{
      value_decimal: string;
    }>();
    expect(d.value.decimal).toBe(tick?.value_decimal);
  });

  it("serves the committed round exactly as spec 2.5", async () => {
    const { res, body } = await getJson<V1<typeof RoundSchema>>("/api/v1/indices/PIXREC/rounds/latest");
    expect(res.status).toBe(200);
    const d = body.data;
    expect(d).toMatchObject({
      type: "index_round",
      status: "api_committed",
      official: true,
      chain_confirmation: { status: "not_asserted" },
      value: { unit: "%" },
    });
    expect(d.round_id).toBe(d.clocks.round_effective_at);
    expect(Date.parse(d.round_id) % 300_000).toBe(0);
    expect(typeof d.value.decimal).toBe("string");
    expect(d.value.number).toBe(Number(d.value.decimal));
    expect(d.clocks.computed_at).toMatch(/Z$/);
  });

  it("signs the committed round: its signature verifies with the served key set, a changed byte fails", async () => {
    const d = (await getJson<V1<typeof RoundSchema>>("/api/v1/indices/PIXREC/rounds/latest")).body.data;
    const keysRes = await getJson<z.output<typeof SigningKeySetSchema>>("/api/v1/signing-keys");
    expect(keysRes.res.status).toBe(200);
    const keys = keysRes.body;
    expect(keys.keys.map((k) => [k.kid, k.kty, k.crv, k.alg, k.use])).toEqual([
      ["pix-test", "OKP", "Ed25519", "EdDSA", "sig"],
    ]);
    expect(keysRes.text).not.toContain('"d"');
    const signature = d.signature;
    if (signature === null) throw new Error("the round is unsigned though SIGNING_KEYS is configured");
    const { record, ...envelope } = signature;
    // The signed record is the served round's own members.
    expect(record).toEqual({
      type: "index_round",
      symbol: "PIXREC",
      round_id: d.round_id,
      value_decimal: d.value.decimal,
      computed_at: d.clocks.computed_at,
      tape_keys: expect.any(Array),
      methodology_version: expect.any(String),
    });
    expect(await verifyRecord(record, envelope, keys, record.computed_at)).toEqual({
      valid: true,
      kid: "pix-test",
    });
    // One changed byte of the value, of a tape key, or of the signature: refused.
    const lastDigit = record.value_decimal.at(-1) === "1" ? "2" : "1";
    const changedValue = { ...record, value_decimal: `${record.value_decimal.slice(0, -1)}${lastDigit}` };
    expect(await verifyRecord(changedValue, envelope, keys, record.computed_at)).toEqual({
      valid: false,
      reason: "bad_signature",
    });
    const sig = `${envelope.sig.startsWith("A") ? "B" : "A"}${envelope.sig.slice(1)}`;
    expect(await verifyRecord(record, { ...envelope, sig }, keys, record.computed_at)).toMatchObject({
      valid: false,
    });
    // The stored round verifies through the audit's check; a changed stored byte does not.
    const stored = await latestRound(env.DB, "PIXREC");
    if (stored === null) throw new Error("no stored round");
    expect(await verifyRoundSignature(stored, keys)).toEqual({ valid: true, kid: "pix-test" });
    const tapeKeys = [...stored.tapeKeys];
    tapeKeys[0] = `${tapeKeys[0]}x`;
    expect(await verifyRoundSignature({ ...stored, tapeKeys }, keys)).toEqual({
      valid: false,
      reason: "bad_signature",
    });
  });

  it("serves the distribution whose expectation is the displayed value", async () => {
    const { res, body } = await getJson<V1<typeof DistributionSchema>>(
      "/api/v1/indices/PIXUNRATE/distributions/latest",
    );
    expect(res.status).toBe(200);
    const d = body.data;
    expect(d).toMatchObject({
      type: "index_distribution",
      basis: "strike_ladder_survival",
      relationship_to_index: "expectation",
    });
    expect(d.normalization.normalized).toBe(true);
    const total = d.outcomes.reduce((sum, o) => sum + o.probability, 0);
    expect(total).toBeCloseTo(1, 9);
    expect(d.outcomes.filter((o) => o.modal).length).toBeGreaterThanOrEqual(1);
    for (const o of d.outcomes) {
      expect(o.percentage).toBeCloseTo(o.probability * 100, 9);
      expect(o.support).toHaveProperty("representative");
    }
    const snapshot = (await getJson<V1<typeof SnapshotSchema>>("/api/v1/indices/PIXUNRATE/snapshots/latest"))
      .body.data;
    expect(Math.abs(d.expectation - snapshot.value.number)).toBeLessThan(0.006);
  });
});

describe("history", () => {
  it("serves OHLC buckets at the auto resolution with availability and coverage", async () => {
    const { res, body } = await getJson<History>("/api/v1/indices/PIXCPI/history?range=1d");
    expect(res.status).toBe(200);
    expect(body.data).toMatchObject({
      type: "index_history",
      official: false,
      settlement_grade: false,
      range: "1d",
      resolution: "5m",
      resolution_was_auto: true,
      calendar: "utc",
    });
    expect(body.meta.availability).toBe("partial");
    expect(body.meta.coverage.held_to).toBeTruthy();
    const ticks = body.data.buckets.reduce((n, b) => n + b.tick_count, 0);
    expect(ticks).toBe(3);
    for (const b of body.data.buckets) {
      expect(b.low).toBeLessThanOrEqual(Math.min(b.open, b.close));
      expect(b.high).toBeGreaterThanOrEqual(Math.max(b.open, b.close));
      expect(Date.parse(b.start_at) % 300_000).toBe(0);
    }
  });

  it("serves raw minute buckets over a day and defaults to range=1m", async () => {
    const minute = (await getJson<History>("/api/v1/indices/PIXCPI/history?range=1d&resolution=1m")).body;
    expect(minute.data.buckets).toHaveLength(3);
    const def = (await getJson<History>("/api/v1/indices/PIXCPI/history")).body;
    expect(def.data.range).toBe("1m");
    expect(def.data.resolution).toBe("4h");
  });

  it("answers empty availability for a feed with no ticks in the window", async () => {
    await env.DB.prepare(
      "INSERT INTO instruments (symbol, slug, kind, visibility, name, thesis, unit, display, decimals, methodology_version, estimand, calculation_class, transformation_disclosure, venue_weights, feed_launched_at) VALUES ('PIXNEW','new-index','index','public','New','t','%','{value}%',2,'1','e','binary_probability','disclosed_class_only','{}','2026-01-01T00:00:00Z') ON CONFLICT DO NOTHING",
    ).run();
    const { body } = await getJson<History>("/api/v1/indices/new-index/history?range=1w");
    expect(body.meta.availability).toBe("empty");
    expect(body.data.buckets).toEqual([]);
    const snap = await get("/api/v1/indices/new-index/snapshots/latest");
    expect(snap.status).toBe(503);
    expect(snap.headers.get("Retry-After")).toBeTruthy();
    const round = await get("/api/v1/indices/new-index/rounds/latest");
    expect(round.status).toBe(503);
    expect((await readProblem(round)).type).toMatch(/#official-round-unavailable$/);
  });

  it("names the round expected when none is committed yet, and retries when it is expected", async () => {
    await env.DB.prepare(
      "INSERT INTO instruments (symbol, slug, kind, visibility, name, thesis, unit, display, decimals, methodology_version, estimand, calculation_class, transformation_disclosure, venue_weights, feed_launched_at) VALUES ('PIXNEW','new-index','index','public','New','t','%','{value}%',2,'1','e','binary_probability','disclosed_class_only','{}','2026-01-01T00:00:00Z') ON CONFLICT DO NOTHING",
    ).run();
    // A recorded cycle slower than the ingested ones: 7.4 s, so the commit delay is 8 + 2 = 10 s.
    const slowMinute = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 20 * 60_000).toISOString();
    await env.DB.prepare(
      "INSERT INTO ingest_cycles (cycle_start, venue, status, rows, duration_ms) VALUES (?, '*', 'ok', 0, 7400) ON CONFLICT DO UPDATE SET status = 'ok', duration_ms = 7400",
    )
      .bind(slowMinute.replace(".000Z", "Z"))
      .run();
    const recorded = await env.DB.prepare(
      "SELECT duration_ms FROM ingest_cycles WHERE venue = '*' AND status = 'ok' AND cycle_start >= ? ORDER BY cycle_start DESC LIMIT 12",
    )
      .bind(new Date(Date.now() - 3_600_000).toISOString().replace(/\.\d{3}Z$/, "Z"))
      .all<{ duration_ms: number }>();
    const slowest = Math.max(...recorded.results.map((r) => r.duration_ms));
    expect(slowest).toBeGreaterThanOrEqual(7_400);
    const delayMs = Math.min(Math.ceil(slowest / 1000) + 2, 60) * 1000;

    const before = Date.now();
    const round = await get("/api/v1/indices/new-index/rounds/latest");
    const after = Date.now();
    expect(round.status).toBe(503);
    const detail = (await readProblem(round)).detail ?? "";
    const [, boundary = "", expectedAt = ""] =
      /the round of the (\S+) boundary is expected at about (\S+),/.exec(detail) ?? [];
    const boundaryMs = Date.parse(boundary);
    expect(boundaryMs % 300_000).toBe(0);
    expect(Date.parse(expectedAt)).toBe(boundaryMs + delayMs);
    // The boundary just passed while its round may still be committing, otherwise the next one.
    expect(boundaryMs + delayMs).toBeGreaterThan(before);
    expect(boundaryMs + delayMs - after).toBeLessThanOrEqual(300_000 + delayMs);
    const retryAfter = Number(round.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThanOrEqual(Math.max(1, Math.ceil((boundaryMs + delayMs - after) / 1000)));
    expect(retryAfter).toBeLessThanOrEqual(Math.ceil((boundaryMs + delayMs - before) / 1000));
  });

  it("refuses a too-fine pair with 400 unsupported-history-resolution", async () => {
    for (const q of [
      "range=1w&resolution=1m",
      "range=1m&resolution=15m",
      "range=1y&resolution=1h",
      "range=all&resolution=1m",
    ]) {
      const res = await get(`/api/v1/indices/PIXCPI/history?${q}`);
      expect(res.status, q).toBe(400);
      const p = await readProblem(res);
      expect(p.type).toMatch(/#unsupported-history-resolution$/);
      expect(p.invalid_params?.[0]?.name).toBe("resolution");
    }
  });

  it("names every invalid, repeated or unknown parameter", async () => {
    const cases: [string, string][] = [
      ["range=2y", "range"],
      ["range=", "range"],
      ["resolution=2m", "resolution"],
      ["resolution=AUTO", "resolution"],
      ["range=1d&range=1w", "range"],
      ["range=1d&limit=5", "limit"],
      [`range=${"9".repeat(500)}`, "range"],
    ];
    for (const [q, name] of cases) {
      const res = await get(`/api/v1/indices/PIXCPI/history?${q}`);
      expect(res.status, q).toBe(400);
      expect(
        (await readProblem(res)).invalid_params?.map((p) => p.name),
        q,
      ).toContain(name);
    }
  });
});

describe("statistics and daily closes", () => {
  it("gates volatility below 30 prints and states its conventions", async () => {
    const { res, body } = await getJson<V1<typeof StatisticsSchema>>(
      "/api/v1/indices/PIXCPI/statistics/latest",
    );
    expect(res.status).toBe(200);
    expect(body.data.type).toBe("index_statistics");
    expect(body.data.volatility).toMatchObject({
      daily: null,
      annualized: null,
      reason: "insufficient_daily_prints",
      prints_required: 30,
      change_basis: "absolute_change_in_index_units",
      annualization: { periods_per_year: 365, method: "sqrt_time" },
    });
    expect(body.data.level_range).toHaveProperty("tie_rule", "earliest_date");
  });

  it("serves six New York closes newest first, each with provenance", async () => {
    const { res, body } = await getJson<V1<typeof DailyClosesSchema>>("/api/v1/indices/PIXCPI/daily-closes");
    expect(res.status).toBe(200);
    expect(body.data).toMatchObject({
      type: "index_daily_closes",
      calendar: "America/New_York",
      cutoff_local_time: "16:00",
    });
    expect(body.data.closes).toHaveLength(6);
    const dates = body.data.closes.map((r) => r.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const r of body.data.closes)
      expect(["observed_at_cutoff", "carried_forward", "unavailable"]).toContain(r.provenance);
  });
});

describe("conditional reads on every index route", () => {
  for (const suffix of [
    "",
    "/snapshots/latest",
    "/rounds/latest",
    "/distributions/latest",
    "/history?range=1d",
    "/statistics/latest",
    "/daily-closes",
  ]) {
    it(`answers 304 to a matching If-None-Match on …${suffix || "/{id}"}`, async () => {
      const path = `/api/v1/indices/PIXCPI${suffix}`;
      const first = await get(path);
      expect(first.status).toBe(200);
      expect(first.headers.get("Cache-Control")).toBe("public, max-age=15, must-revalidate");
      const tag = first.headers.get("ETag") ?? "";
      const second = await get(path, { headers: { "If-None-Match": tag } });
      expect(second.status).toBe(304);
    });
  }
});
