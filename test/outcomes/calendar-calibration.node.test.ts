/**
 * The resolution calendar scored end to end on a local pix of its own: the Worker's cron is driven at
 * chosen minutes with the simulator's clock pinned to each. At close − 15 min the whole-venue tape holds
 * the calendar markets the open listings carry; after the close the resolution collection records them
 * settled and reads their 15-minute price from that tape. `GET /api/v1/outcomes` serves each mid exactly
 * as `GET /api/v1/lake/venues/{venue}/quotes` holds it, and `GET /api/v1/calibration?horizon=15m`
 * scores those markets, equal to a recomputation from the outcomes served.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LocalPix, startLocalPix, TEST_SECRETS } from "../../scripts/lib/local-pix.ts";
import { calendarMarketById } from "../../simulator/calendar.ts";
import { quoteAtMinute } from "../../simulator/model.ts";
import { type SimulatorServer, startSimulatorServer } from "../../simulator/server.ts";
import { seedCatalog } from "../../src/catalog/seed.ts";
import { okJson, upstreamVars } from "../support/node/seeded-pix.ts";

const MINUTE = 60_000;
const SLOT = 5 * MINUTE;
/**
 * A past slot whose number ends in 9: its markets are n = 2s (fate 8) and 2s + 1 (fate 9), each
 * settled yes or no by 6 minutes after the close on both venues. Its close minute is odd, so the tape
 * minute 15 minutes before it is even (no resolution run there) and 6 and 8 minutes after are odd.
 * The simulator leaves one side of a book empty in one minute of fifty (a one-sided market has no
 * mid, so nothing to score): the newest such slot whose four markets the model quotes two-sided at
 * that minute.
 */
const S = (() => {
  let slot = Math.floor((Date.now() - 2 * 60 * MINUTE) / SLOT);
  while (slot % 10 !== 9) slot--;
  const twoSided = (s: number) =>
    [0, 1].every((j) =>
      (["kalshi", "polymarket"] as const).every((venue) => {
        const id = venue === "kalshi" ? `KXPIXCAL-${s}-${j}` : String(s * 10 + j);
        const market = calendarMarketById(venue, id, s * SLOT);
        const quote = market && quoteAtMinute(market.sim.key, (s * SLOT) / MINUTE - 15);
        return quote !== undefined && quote.bidCents !== null && quote.askCents !== null;
      }),
    );
  while (!twoSided(slot)) slot -= 10;
  return slot;
})();
const CLOSE = S * SLOT;
const TAPE_AT = CLOSE - 15 * MINUTE;
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");
const hhmm = (ms: number) => iso(ms).slice(11, 16).replace(":", "");

interface Horizon {
  horizon: string;
  target: string;
  mid: string | null;
  observed_at: string | null;
}
interface Outcome {
  venue: string;
  market_id: string;
  status: string;
  result: string | null;
  close_time: string;
  horizons: Horizon[] | null;
}
interface Row {
  market_id: string;
  outcome: string;
  mid: string | null;
  observed_at: string;
}

let simulator: SimulatorServer;
let pix: LocalPix;
let key: string;
const outcomes: Outcome[] = [];

const api = async <T>(path: string): Promise<T> =>
  okJson<T>(await fetch(`${pix.url}${path}`, { headers: { "X-API-Key": key } }), `GET ${path}`);

/** Pins the simulator at `simMs` and runs the Worker's cron of the minute `minuteMs`. */
async function cronAt(minuteMs: number, simMs: number): Promise<void> {
  const pin = await fetch(`${simulator.url}/_control/clock`, {
    method: "POST",
    body: JSON.stringify({ now: simMs }),
  });
  expect(pin.ok).toBe(true);
  // Miniflare's Fetcher has `scheduled`; its declared type loses it to the Node config's Request type.
  const worker = (await pix.mf.getWorker()) as unknown as {
    scheduled(options: { scheduledTime: Date; cron: string }): Promise<{ outcome: string }>;
  };
  const result = await worker.scheduled({ scheduledTime: new Date(minuteMs), cron: "* * * * *" });
  expect(result.outcome).toBe("ok");
}

/** Every row of a venue's snapshot at `minuteMs`, page by page. */
async function snapshotRows(venue: string, minuteMs: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const body = await api<{ data: { rows: Row[] }; meta: { pagination: { total_pages: number } } }>(
      `/api/v1/lake/venues/${venue}/quotes?date=${iso(minuteMs).slice(0, 10)}&at=${hhmm(minuteMs)}&page=${page}&page_size=500`,
    );
    rows.push(...body.data.rows);
    if (page >= body.meta.pagination.total_pages) return rows;
  }
}

/**
 * Waits (polling, bounded) until the venue's whole-venue snapshot of the minute is sealed: the day's
 * listing no longer says the collection is pending. Its quotes are read only then (a past minute's
 * pages are cached as final).
 */
async function sealed(venue: string, minuteMs: number): Promise<void> {
  for (let waited = 0; waited < 60_000; waited += 250) {
    const body = await api<{ data: { snapshots: { at: string; completeness: unknown }[] } }>(
      `/api/v1/lake/venues/${venue}/snapshots?date=${iso(minuteMs).slice(0, 10)}`,
    );
    const entry = body.data.snapshots.find((s) => s.at === hhmm(minuteMs));
    if (entry && !JSON.stringify(entry.completeness).includes("whole_venue_collection_pending")) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`the ${venue} whole-venue tape of ${iso(minuteMs)} was never sealed`);
}

const ids = {
  kalshi: [0, 1].map((j) => `KXPIXCAL-${S}-${j}`),
  polymarket: [0, 1].map((j) => String(S * 10 + j)),
};

beforeAll(async () => {
  simulator = await startSimulatorServer({ port: 0, host: "127.0.0.1", extraMarketsPerVenue: 0 });
  pix = await startLocalPix({
    progress: () => {},
    vars: { ...upstreamVars(simulator.url), IP_RATE_LIMIT_PER_MINUTE: "1000000" },
  });
  await seedCatalog(await pix.mf.getD1Database("DB"));
  const created = await okJson<{ data: { key: string } }>(
    await fetch(`${pix.url}/api/admin/keys`, {
      method: "POST",
      headers: { Authorization: `Bearer ${TEST_SECRETS.ADMIN_TOKEN}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        name: "calendar",
        scopes: ["lake:read", "outcomes:read"],
        rate_limit_per_minute: 100_000,
      }),
    }),
    "POST /api/admin/keys",
  );
  key = created.data.key;

  // The tape 15 minutes before the close, the simulator at that very instant.
  await cronAt(TAPE_AT, TAPE_AT);
  await sealed("kalshi", TAPE_AT);
  await sealed("polymarket", TAPE_AT);
  // Two resolution runs after the close (the second reads the horizons the first left for it).
  await cronAt(CLOSE + 6 * MINUTE, CLOSE + 6 * MINUTE + 30_000);
  await cronAt(CLOSE + 8 * MINUTE, CLOSE + 8 * MINUTE + 30_000);
  for (const venue of ["kalshi", "polymarket"]) {
    for (let page = 1; ; page++) {
      const body = await api<{ data: { items: Outcome[] }; meta: { pagination: { total_pages: number } } }>(
        `/api/v1/outcomes?venue=${venue}&page=${page}`,
      );
      outcomes.push(...body.data.items);
      if (page >= body.meta.pagination.total_pages) break;
    }
  }
}, 240_000);

afterAll(async () => {
  await pix?.stop();
  await simulator?.close();
});

describe("the resolution calendar's 15-minute prices", () => {
  it("serves each calendar market's 15-minute mid exactly as the whole-venue tape holds it", async () => {
    for (const venue of ["kalshi", "polymarket"] as const) {
      const rows = await snapshotRows(venue, TAPE_AT);
      for (const id of ids[venue]) {
        const outcome = outcomes.find((o) => o.venue === venue && o.market_id === id);
        expect(outcome, id).toMatchObject({ status: "settled", close_time: iso(CLOSE) });
        expect(["yes", "no"]).toContain(outcome?.result);
        // The YES side: Kalshi's `yes` row, a Polymarket market's first outcome.
        const mine = rows.filter((r) => r.market_id === id);
        const yes = mine.find((r) => r.outcome.toLowerCase() === "yes") ?? mine[0];
        expect(yes?.mid, id).toMatch(/^0\.\d+$/);
        const quarter = outcome?.horizons?.find((h) => h.horizon === "15m");
        expect(quarter, id).toEqual({
          horizon: "15m",
          target: iso(TAPE_AT),
          mid: yes?.mid,
          observed_at: iso(Date.parse(yes?.observed_at ?? "")),
        });
        // The tape reaches no further back than that minute: the 1-hour price is null.
        expect(outcome?.horizons?.find((h) => h.horizon === "1h")?.mid).toBeNull();
      }
    }
  });

  it("scores them at 15m, equal to a recomputation from the outcomes served", async () => {
    const scored = outcomes.flatMap((o) => {
      const mid = o.horizons?.find((h) => h.horizon === "15m")?.mid ?? null;
      return o.status === "settled" && (o.result === "yes" || o.result === "no") && mid !== null
        ? [{ p: Number(mid), bin: mid.startsWith("1") ? 9 : Number(mid[2]), y: o.result === "yes" ? 1 : 0 }]
        : [];
    });
    expect(scored.length).toBeGreaterThanOrEqual(ids.kalshi.length + ids.polymarket.length);
    const round6 = (x: number) => (Math.sign(x) * Math.round(Math.abs(x) * 1e6)) / 1e6;
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const clamp = (q: number) => Math.min(1 - 1e-6, Math.max(1e-6, q));
    const body = await api<{
      data: {
        n: number;
        base_rate: number;
        brier: number;
        log_loss: number;
        bins: { n: number; hits: number }[];
      };
    }>("/api/v1/calibration?horizon=15m");
    expect(body.data.n).toBe(scored.length);
    expect(body.data.base_rate).toBe(round6(mean(scored.map((s) => s.y))));
    expect(body.data.brier).toBe(round6(mean(scored.map((s) => (s.p - s.y) ** 2))));
    expect(body.data.log_loss).toBe(round6(-mean(scored.map((s) => Math.log(clamp(s.y ? s.p : 1 - s.p))))));
    const bins = Array.from({ length: 10 }, (_, k) => {
      // The bin from the exact decimal's first digit, as pix reads it.
      const inBin = scored.filter((s) => s.bin === k);
      return { n: inBin.length, hits: inBin.filter((s) => s.y === 1).length };
    });
    expect(body.data.bins.map((b) => ({ n: b.n, hits: b.hits }))).toEqual(bins);
  });
});
