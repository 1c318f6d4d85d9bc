import { env } from "cloudflare:test";
import type { z } from "@hono/zod-openapi";
import { beforeAll, describe, expect, it } from "vitest";
import { readMarketMinutes } from "../../../src/lake/candles/minutes.ts";
import { cycleSnapshotKey } from "../../../src/lake/keys.ts";
import type { CandlesResponse } from "../../../src/lake/routes/candles-schema.ts";
import { readManifest, writeTape } from "../../../src/lake/store/lake.ts";
import { writeTrades } from "../../../src/lake/store/lake-trades.ts";
import type { LakeRow } from "../../../src/venues/shared/row.ts";
import { lakeRow } from "../../../src/venues/shared/row-builder.ts";
import { get, problemSlug, readProblem } from "../../support/fetch.ts";
import { createKey, freshIp } from "../../support/keys.ts";
import {
  lakeRows,
  POLYMARKET_MARKET,
  polymarketMinuteRows,
  polymarketPrint,
  tradePrint as print,
  rowValues,
  scaled,
} from "../../support/lake.ts";

const DAY_MS = 86_400_000;
const MIN = 60_000;
// Two days ago: a closed day within the tape's retention (30 days in the test configuration).
const D0 = Math.floor(Date.now() / DAY_MS) * DAY_MS - 2 * DAY_MS;
const iso = (ms: number) => new Date(ms).toISOString().replace(".000Z", "Z");
const T10 = D0 + 10 * 60 * MIN;
const MARKET = "KXCANDLE-26NOV-T2.8";
const CANDLES = `/api/v1/lake/venues/kalshi/markets/${MARKET}/candles`;
const c = (params: string) => `${CANDLES}?${params}`;

type Body = z.output<typeof CandlesResponse>;

/** The market's YES and NO rows of one minute beside padding rows of other markets. */
function minuteRows(bid: string | null, ask: string | null, volume: string, oi: string | null): LakeRow[] {
  const values = rowValues({
    market_id: MARKET,
    bid: bid === null ? null : scaled(bid),
    ask: ask === null ? null : scaled(ask),
    indicative: scaled(bid ?? ask ?? "0.5"),
    indicative_source: bid !== null && ask !== null ? "mid" : "venue_price",
    size_unit: "usd",
    volume: scaled(volume),
    open_interest: oi === null ? null : scaled(oi),
  });
  return [
    ...lakeRows(3),
    lakeRow(values),
    lakeRow({ ...values, outcome: "no", bid: scaled("0.10"), ask: scaled("0.90") }),
  ];
}

// 10:00–10:06, one row of the market a minute; 10:03 is one-sided; 10:05 lists no row of the market.
const MINUTES: [number, string | null, string | null, string, string | null][] = [
  [0, "0.40", "0.42", "100", "50"],
  [1, "0.44", "0.46", "110", null],
  [2, "0.36", "0.38", "120", "55"],
  [3, "0.41", null, "130", null],
  [4, "0.43", "0.45", "140", null],
  [6, "0.50", "0.52", "160", "60"],
];

beforeAll(async () => {
  for (const [minute, bid, ask, volume, oi] of MINUTES) {
    await writeTape(env.LAKE, "kalshi", T10 + minute * MIN, minuteRows(bid, ask, volume, oi), {
      status: "not_recorded",
    });
  }
  await writeTape(env.LAKE, "kalshi", T10 + 5 * MIN, lakeRows(4), {
    status: "incomplete",
    failures: [{ reason: "http_5xx", stage: "kalshi_markets" }],
  });
});

describe("GET /api/v1/lake/venues/{venue}/markets/{market}/candles", () => {
  it("computes mid OHLC, the last reported totals and the minutes from the taped rows, omitting empty buckets", async () => {
    const res = await get(c(`from=${iso(T10)}&to=${iso(T10 + 15 * MIN)}&resolution=5m`));
    expect(res.status).toBe(200);
    const body = (await res.json()) as Body;
    expect(body.data).toMatchObject({
      type: "lake_candles",
      venue: "kalshi",
      market: MARKET,
      outcome: "yes",
      resolution: "5m",
      from: iso(T10),
      to: iso(T10 + 15 * MIN),
      window_to: iso(T10 + 15 * MIN),
      trade_source: "not_taped",
      empty_buckets: "omitted",
    });
    expect(body.data.candles).toEqual([
      {
        start: iso(T10),
        end: iso(T10 + 5 * MIN),
        // The mids the row builder wrote: (bid + ask) / 2 of the two-sided minutes 0, 1, 2 and 4.
        mid: { open: "0.4100", high: "0.4500", low: "0.3700", close: "0.4400", minutes: 4 },
        quote_minutes: 5,
        volume_usd: "140.00",
        open_interest_usd: "55.00",
        trades: null,
      },
      {
        start: iso(T10 + 5 * MIN),
        end: iso(T10 + 10 * MIN),
        mid: { open: "0.5100", high: "0.5100", low: "0.5100", close: "0.5100", minutes: 1 },
        quote_minutes: 1,
        volume_usd: "160.00",
        open_interest_usd: "60.00",
        trades: null,
      },
    ]);
    expect(body.meta.tape).toMatchObject({ snapshots: 7, incomplete_snapshots: 1 });
    expect(body.links.next).toBeUndefined();
    // A closed window never changes: cached for an hour, and its ETag answers 304.
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=3600");
    const tag = res.headers.get("ETag") ?? "";
    expect(tag).not.toBe("");
    const again = await get(c(`from=${iso(T10)}&to=${iso(T10 + 15 * MIN)}&resolution=5m`), {
      headers: { "If-None-Match": tag },
    });
    expect(again.status).toBe(304);
  });

  it("equals the candles recomputed from the rows the quotes route serves", async () => {
    const mids: string[] = [];
    for (const [minute, , ask] of MINUTES) {
      const at = iso(T10 + minute * MIN)
        .slice(11, 16)
        .replace(":", "");
      const page = (await (
        await get(`/api/v1/lake/venues/kalshi/quotes?date=${iso(D0).slice(0, 10)}&at=${at}`)
      ).json()) as {
        data: { rows: LakeRow[] };
      };
      const row = page.data.rows.find((r) => r.market_id === MARKET && r.outcome === "yes");
      expect(row?.two_sided_book).toBe(ask !== null);
      if (row?.mid) mids.push(row.mid);
    }
    const body = (await (
      await get(c(`from=${iso(T10)}&to=${iso(T10 + 60 * MIN)}&resolution=1h`))
    ).json()) as Body;
    const [hour] = body.data.candles;
    expect(hour?.mid).toEqual({
      open: mids[0],
      high: [...mids].sort().at(-1),
      low: [...mids].sort()[0],
      close: mids.at(-1),
      minutes: mids.length,
    });
    expect(hour?.quote_minutes).toBe(MINUTES.length);
  });

  it("reads the other outcome when asked", async () => {
    const body = (await (
      await get(c(`from=${iso(T10)}&to=${iso(T10 + 60 * MIN)}&resolution=1h&outcome=no`))
    ).json()) as Body;
    expect(body.data.outcome).toBe("no");
    expect(body.data.candles[0]?.mid).toMatchObject({ open: "0.5000", minutes: 6 });
  });

  it("holds at most 1,000 buckets an answer and continues with links.next", async () => {
    const from = iso(D0);
    const to = iso(D0 + DAY_MS);
    const first = await get(c(`from=${from}&to=${to}&resolution=1m`));
    expect(first.status).toBe(200);
    const one = (await first.json()) as Body;
    expect(one.data.from).toBe(from);
    expect(one.data.to).toBe(iso(D0 + 1000 * MIN));
    expect(one.data.candles.map((x) => x.start)).toEqual([0, 1, 2, 3, 4, 6].map((m) => iso(T10 + m * MIN)));
    // The continuation carries the window's start: the window has shown the market.
    expect(one.links.next).toBe(
      `${CANDLES}?from=${iso(D0 + 1000 * MIN)}&to=${to}&window_from=${from}&resolution=1m&outcome=yes`,
    );
    const second = await get(one.links.next ?? "");
    // The rest of the window holds no row of the market: a part without candles that ends the walk,
    // never a 404 in the middle of a window that holds the market.
    expect(second.status).toBe(200);
    const two = (await second.json()) as Body;
    expect([two.data.from, two.data.to, two.data.candles]).toEqual([iso(D0 + 1000 * MIN), to, []]);
    expect(two.links.next).toBeUndefined();
    const hourly = (await (
      await get(c(`from=${from}&to=${iso(D0 + 2 * DAY_MS)}&resolution=1h`))
    ).json()) as Body;
    expect(hourly.data.to).toBe(iso(D0 + DAY_MS));
    expect(hourly.links.next).toContain(`from=${iso(D0 + DAY_MS)}`);
  });

  it("answers 400 naming the limit for every bad window", async () => {
    const cases: [string, string][] = [
      [`from=${iso(T10 + MIN)}&to=${iso(T10)}&resolution=1m`, "from"],
      [`from=${iso(T10)}&to=${iso(T10)}&resolution=1m`, "from"],
      [`from=${iso(T10)}&to=${iso(T10 + MIN)}&resolution=2m`, "resolution"],
      [`from=${iso(T10)}&to=${iso(T10 + 8 * DAY_MS)}&resolution=1m`, "resolution"],
      [`from=2026-13-01T00:00:00Z&to=${iso(T10)}&resolution=1m`, "from"],
      [`from=${iso(T10)}&to=yesterday&resolution=1m`, "to"],
      // Below an hour, before the tape's retention (30 days); at 1h, before the Parquet files' (365).
      [`from=${iso(D0 - 40 * DAY_MS)}&to=${iso(D0 - 40 * DAY_MS + 60 * MIN)}&resolution=1m`, "from"],
      [`from=${iso(D0 - 400 * DAY_MS)}&to=${iso(D0 - 399 * DAY_MS)}&resolution=1h`, "from"],
      [`from=${iso(T10)}&to=${iso(T10 + MIN)}&resolution=1m&page=2`, "page"],
      [`from=${iso(T10)}&resolution=1m`, "to"],
    ];
    for (const [query, name] of cases) {
      const res = await get(c(query));
      expect(res.status, query).toBe(400);
      const problem = await readProblem(res);
      expect(problem.type, query).toMatch(/invalid-parameter$/);
      expect(problem.invalid_params?.[0]?.name, query).toBe(name);
    }
    const tooMany = await readProblem(
      await get(c(`from=${iso(T10)}&to=${iso(T10 + 8 * DAY_MS)}&resolution=1m`)),
    );
    expect(tooMany.detail).toContain("10000 buckets per window");
    const past = await readProblem(
      await get(c(`from=${iso(D0 - 40 * DAY_MS)}&to=${iso(D0 - 39 * DAY_MS)}&resolution=5m`)),
    );
    expect(past.detail).toContain("the oldest date whose tape the retention keeps");
    const pastSummaries = await readProblem(
      await get(c(`from=${iso(D0 - 400 * DAY_MS)}&to=${iso(D0 - 399 * DAY_MS)}&resolution=1d`)),
    );
    expect(pastSummaries.detail).toContain("the oldest date whose hour summaries the retention keeps");
  });

  it("answers 404 lake-outcome-not-found for an outcome the market's rows do not name", async () => {
    for (const resolution of ["1m", "1h"]) {
      const res = await get(
        c(`from=${iso(T10)}&to=${iso(T10 + 60 * MIN)}&resolution=${resolution}&outcome=maybe`),
      );
      expect(res.status, resolution).toBe(404);
      const problem = await readProblem(res);
      expect(problem.type).toMatch(/lake-outcome-not-found$/);
      expect(problem.detail).toContain("its rows name 'yes', 'no'");
      expect(problem.invalid_params?.[0]).toEqual({
        name: "outcome",
        in: "query",
        reason: "must be one of: yes, no",
      });
    }
  });

  it("answers 404 for an unknown market or venue", async () => {
    const market = await get(
      `/api/v1/lake/venues/kalshi/markets/NOPE-1/candles?from=${iso(T10)}&to=${iso(T10 + 60 * MIN)}&resolution=1h`,
    );
    expect(market.status).toBe(404);
    expect(await problemSlug(market)).toBe("lake-market-not-found");
    const venue = await get(
      `/api/v1/lake/venues/nowhere/markets/${MARKET}/candles?from=${iso(T10)}&to=${iso(T10 + 60 * MIN)}&resolution=1h`,
    );
    expect(venue.status).toBe(404);
    expect(await problemSlug(venue)).toBe("venue-not-found");
  });

  it("needs lake:read from a key", async () => {
    const path = c(`from=${iso(T10)}&to=${iso(T10 + 60 * MIN)}&resolution=1h`);
    const without = await createKey({ scopes: ["indices:read"] });
    const refused = await get(path, {
      headers: { Authorization: `Bearer ${without.key}`, "CF-Connecting-IP": freshIp() },
    });
    expect(refused.status).toBe(403);
    expect(await problemSlug(refused)).toBe("credential-scope");
    const withScope = await createKey({ scopes: ["lake:read"] });
    const allowed = await get(path, {
      headers: { Authorization: `Bearer ${withScope.key}`, "CF-Connecting-IP": freshIp() },
    });
    expect(allowed.status).toBe(200);
  });
});

describe("a long window walks to its data", () => {
  // The day before D0: from 04:00 a snapshot of other markets, and 1,050 minutes later the first two
  // minutes with a row of LATE (its `yes` outcome only).
  const S = D0 - DAY_MS + 4 * 60 * MIN;
  const LATE = "KXLATE-26NOV-T1";
  const late = (params: string) => `/api/v1/lake/venues/kalshi/markets/${LATE}/candles?${params}`;
  const window = (fromMs: number) => `from=${iso(fromMs)}&to=${iso(S + 1100 * MIN)}&resolution=1m`;

  beforeAll(async () => {
    await writeTape(env.LAKE, "kalshi", S, lakeRows(3), { status: "not_recorded" });
    for (const minute of [1050, 1051]) {
      const values = rowValues({
        market_id: LATE,
        bid: scaled("0.20"),
        ask: scaled("0.24"),
        indicative: scaled("0.22"),
        indicative_source: "mid",
        size_unit: "usd",
        volume: scaled("10"),
        open_interest: null,
      });
      await writeTape(env.LAKE, "kalshi", S + minute * MIN, [...lakeRows(2), lakeRow(values)], {
        status: "not_recorded",
      });
    }
  });

  it("a first part without a row of the market answers 200 without candles, and links.next reaches the data", async () => {
    // The first part (1,000 buckets) holds a snapshot of other markets, or (from 04:10) no snapshot at all.
    for (const fromMs of [S, S + 10 * MIN]) {
      const first = await get(late(window(fromMs)));
      expect(first.status, await first.clone().text()).toBe(200);
      const one = (await first.json()) as Body;
      expect([one.data.from, one.data.to, one.data.candles]).toEqual([
        iso(fromMs),
        iso(fromMs + 1000 * MIN),
        [],
      ]);
      expect(one.links.next).toBe(
        late(
          `from=${iso(fromMs + 1000 * MIN)}&to=${iso(S + 1100 * MIN)}&window_from=${iso(fromMs)}&resolution=1m&outcome=yes`,
        ),
      );
      const second = (await (await get(one.links.next ?? "")).json()) as Body;
      expect(second.data.candles.map((x) => [x.start, x.mid?.open])).toEqual([
        [iso(S + 1050 * MIN), "0.2200"],
        [iso(S + 1051 * MIN), "0.2200"],
      ]);
      expect(second.links.next).toBeUndefined();
      expect(first.headers.get("Cache-Control")).toBe("public, max-age=3600");
    }
    // Its links come from the rest of the window: while that is not sealed, neither is the answer.
    const open = await get(late(`from=${iso(S)}&to=${iso(Date.now() + 60 * MIN)}&resolution=1m`));
    expect(open.status).toBe(200);
    expect(open.headers.get("Cache-Control")).toBe("public, max-age=15, must-revalidate");
  });

  it("answers 404 only when the whole window holds no row of the market", async () => {
    const none = await get(`/api/v1/lake/venues/kalshi/markets/KXNEVER-1/candles?${window(S)}`);
    expect(none.status).toBe(404);
    const problem = await readProblem(none);
    expect(problem.type).toMatch(/lake-market-not-found$/);
    expect(problem.detail).toContain(`from ${iso(S)} to ${iso(S + 1100 * MIN)}`);
    // An outcome the market does not have is known from the rows found further on.
    const outcome = await get(late(`${window(S)}&outcome=no`));
    expect(outcome.status).toBe(404);
    expect(await problemSlug(outcome)).toBe("lake-outcome-not-found");
  });

  it("refuses a window_from after from, or one that makes the window too long", async () => {
    for (const windowFrom of [iso(S + 1 * MIN), iso(S - 9500 * MIN)]) {
      const res = await get(late(`${window(S)}&window_from=${windowFrom}`));
      expect(res.status, windowFrom).toBe(400);
      expect((await readProblem(res)).invalid_params?.[0]?.name).toBe("window_from");
    }
  });
});

describe("the tape bytes one candles read may cover", () => {
  it("stops at the last whole bucket within the budget, and reads nothing when one bucket is over it", async () => {
    const date = new Date(D0).toISOString().slice(0, 10);
    const sizes = ((await readManifest(env.LAKE, "kalshi", date))?.snapshots ?? [])
      .filter((s) => s.at >= "1000" && s.at < "1007")
      .map((s) => s.bytes);
    expect(sizes).toHaveLength(7);
    const [b0 = 0, b1 = 0, b2 = 0] = sizes;
    // 2-minute buckets from 10:00; the budget holds 10:00–10:02 but not 10:02's snapshot.
    const cut = await readMarketMinutes(env.LAKE, "kalshi", MARKET, "yes", T10, T10 + 7 * MIN, {
      maxBytes: b0 + b1 + b2 - 1,
      bucketMs: 2 * MIN,
    });
    expect(cut.readToMs).toBe(T10 + 2 * MIN);
    expect(cut.snapshots).toBe(2);
    expect(cut.quotes.map((q) => q.minuteMs)).toEqual([T10, T10 + MIN]);
    const none = await readMarketMinutes(env.LAKE, "kalshi", MARKET, "yes", T10, T10 + 7 * MIN, {
      maxBytes: b0 - 1,
      bucketMs: 2 * MIN,
    });
    expect([none.readToMs, none.snapshots, none.quotes]).toEqual([T10, 0, []]);
    const whole = await readMarketMinutes(env.LAKE, "kalshi", MARKET, "yes", T10, T10 + 7 * MIN, {
      maxBytes: 1e12,
      bucketMs: 2 * MIN,
    });
    expect([whole.readToMs, whole.snapshots]).toEqual([T10 + 7 * MIN, 7]);
  });
});

describe("what one candles answer costs the isolate", () => {
  it("parses only the market's lines of a snapshot, not every row", async () => {
    // A snapshot whose other lines no JSON parser accepts: only a reader that parses the market's own
    // lines answers (every other row parsed is CPU a whole-venue tape makes the isolate's other requests wait for).
    const T16 = D0 + 16 * 60 * MIN;
    await writeTape(env.LAKE, "kalshi", T16, minuteRows("0.40", "0.42", "100", "50"), {
      status: "not_recorded",
    });
    const key = cycleSnapshotKey("kalshi", T16);
    const stored = await (await env.LAKE.get(key))?.text();
    await env.LAKE.put(key, `{"market_id":"KXOTHER", not json\n${stored}`);
    const res = await get(c(`from=${iso(T16)}&to=${iso(T16 + MIN)}&resolution=1m`));
    expect(res.status, await res.clone().text()).toBe(200);
    const body = (await res.json()) as Body;
    expect(body.data.candles.map((x) => x.mid?.open)).toEqual(["0.4100"]);
  });
});

describe("candles' trades from the trade tape", () => {
  const T12 = D0 + 12 * 60 * MIN;

  beforeAll(async () => {
    for (let m = 0; m < 5; m++)
      await writeTape(env.LAKE, "kalshi", T12 + m * MIN, minuteRows("0.40", "0.42", "100", "50"), {
        status: "not_recorded",
      });
    // Prints of minutes 0-2 (taped by the cycles at minutes 1-3); minute 1 had none; minutes 3-4 untaped.
    await writeTrades(
      env.LAKE,
      "kalshi",
      T12 + MIN,
      [
        print("a", MARKET, T12 + 10_000, "0.40", "2"),
        print("c", MARKET, T12 + 50_000, "0.38", "1"),
        print("b", MARKET, T12 + 20_000, "0.45", "3"),
        print("x", "KXOTHER-1", T12 + 30_000, "0.99", "100"),
      ],
      { status: "complete" },
    );
    await writeTrades(env.LAKE, "kalshi", T12 + 2 * MIN, [], { status: "complete" });
    await writeTrades(
      env.LAKE,
      "kalshi",
      T12 + 3 * MIN,
      [print("d", MARKET, T12 + 2 * MIN + 5_000, "0.5", "10")],
      {
        status: "complete",
      },
    );
  });

  it("a window whose minutes are all taped has trade OHLC, volume and count per bucket", async () => {
    const body = (await (
      await get(c(`from=${iso(T12)}&to=${iso(T12 + 3 * MIN)}&resolution=1m`))
    ).json()) as Body;
    expect(body.data.trade_source).toBe("taped");
    expect(body.meta.trade_tape).toEqual({ minutes: 3, taped: 3, incomplete: 0 });
    expect(body.data.candles.map((x) => x.trades)).toEqual([
      { price: { open: "0.40", high: "0.45", low: "0.38", close: "0.38" }, volume: "6", count: 3 },
      { price: null, volume: "0", count: 0 },
      { price: { open: "0.5", high: "0.5", low: "0.5", close: "0.5" }, volume: "10", count: 1 },
    ]);
  });

  it("a window the trade tape covers in part says so; one it does not cover has no trades", async () => {
    const part = (await (
      await get(c(`from=${iso(T12)}&to=${iso(T12 + 5 * MIN)}&resolution=5m`))
    ).json()) as Body;
    expect(part.data.trade_source).toBe("partial");
    expect(part.meta.trade_tape).toEqual({ minutes: 5, taped: 3, incomplete: 0 });
    expect(part.data.candles[0]?.trades).toEqual({
      price: { open: "0.40", high: "0.5", low: "0.38", close: "0.5" },
      volume: "16",
      count: 4,
    });
    const none = (await (
      await get(c(`from=${iso(T12 + 3 * MIN)}&to=${iso(T12 + 5 * MIN)}&resolution=1m`))
    ).json()) as Body;
    expect(none.data.trade_source).toBe("not_taped");
    expect(none.data.candles.every((x) => x.trades === null)).toBe(true);
  });
});

describe("a Polymarket outcome's candles: the prints of its own token", () => {
  const T14 = D0 + 14 * 60 * MIN;
  const { gammaId: GAMMA_ID, yesToken: YES_TOKEN, noToken: NO_TOKEN } = POLYMARKET_MARKET;
  const url = (outcome: string) =>
    `/api/v1/lake/venues/polymarket/markets/${GAMMA_ID}/candles?from=${iso(T14)}&to=${iso(T14 + 2 * MIN)}&resolution=1m&outcome=${outcome}`;
  const print = polymarketPrint;

  beforeAll(async () => {
    for (let m = 0; m < 2; m++) {
      await writeTape(env.LAKE, "polymarket", T14 + m * MIN, polymarketMinuteRows(), {
        status: "not_recorded",
      });
    }
    // The prints of both tokens, interleaved in time, with another market's between them.
    await writeTrades(
      env.LAKE,
      "polymarket",
      T14 + MIN,
      [
        print("n1", NO_TOKEN, T14 + 5_000, "0.57", "4"),
        print("y1", YES_TOKEN, T14 + 10_000, "0.43", "2"),
        { ...print("o1", "9", T14 + 20_000, "0.9", "50"), market_id: "0xother" },
        print("y2", YES_TOKEN, T14 + 40_000, "0.45", "1"),
      ],
      { status: "complete" },
    );
    await writeTrades(
      env.LAKE,
      "polymarket",
      T14 + 2 * MIN,
      [print("n2", NO_TOKEN, T14 + MIN + 1_000, "0.55", "3")],
      { status: "complete" },
    );
  });

  it("reads each outcome's token's prints, at that token's price", async () => {
    const yes = (await (await get(url("yes"))).json()) as Body;
    expect(yes.data.trade_source).toBe("taped");
    expect(yes.data.candles.map((x) => x.trades)).toEqual([
      { price: { open: "0.43", high: "0.45", low: "0.43", close: "0.45" }, volume: "3", count: 2 },
      { price: null, volume: "0", count: 0 },
    ]);
    const no = (await (await get(url("no"))).json()) as Body;
    expect(no.data.trade_source).toBe("taped");
    expect(no.data.candles.map((x) => x.trades)).toEqual([
      { price: { open: "0.57", high: "0.57", low: "0.57", close: "0.57" }, volume: "4", count: 1 },
      { price: { open: "0.55", high: "0.55", low: "0.55", close: "0.55" }, volume: "3", count: 1 },
    ]);
  });
});
