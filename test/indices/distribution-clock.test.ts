import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { INDICES } from "../../src/catalog/definitions.ts";
import { seedCatalog } from "../../src/catalog/seed.ts";
import { MINUTE_MS, minuteFloor, rfc3339 } from "../../src/domain/clock.ts";
import { runIngestionCycle } from "../../src/indices/cycle/cycle.ts";
import type { DistributionSchema, SnapshotSchema } from "../../src/indices/routes/indices/schema.ts";
import { createHttpClient } from "../../src/venues/http/client.ts";
import { getJson, type V1 } from "../support/fetch.ts";
import { simulatorHost } from "../support/simulator.ts";

/**
 * The upstream clock is the venues' business: it may run behind pix's, stand still or run ahead (inside
 * the 900 s acceptance window of quote selection). Whatever it does, the distribution served beside a
 * snapshot is the one that snapshot's value was computed from, in the same cycle.
 */
const sim = simulatorHost("distribution-clock");
const bindings = sim.bind(env);
const PUBLIC_INDICES = INDICES.filter((i) => i.visibility === "public");

// Every cycle of this file lies within the last 15 minutes, so every value is fresh when it is read.
const NOW = minuteFloor(Date.now());
const minute = (offset: number) => NOW + offset * MINUTE_MS;

/** One real cycle for `cycleMs`, the simulated venues answering as if it were `upstreamMs`. */
async function cycleWithUpstreamClock(cycleMs: number, upstreamMs: number) {
  await sim.pinClock(upstreamMs);
  try {
    const report = await runIngestionCycle(bindings, {
      nowMs: cycleMs + 1_000,
      trigger: "cron",
      client: createHttpClient({ minIntervalMs: 0 }),
    });
    expect(report.status).toBe("completed");
    return report;
  } finally {
    await sim.pinClock(null);
  }
}

/** The value a distribution implies for its index, by the relationship it states. */
function impliedValue(d: V1<typeof DistributionSchema>["data"]): number {
  if (d.relationship_to_index === "expectation") return d.expectation;
  const yes = d.outcomes.find((o) => o.label === "Yes");
  if (d.relationship_to_index !== "yes_probability_percent" || !yes) {
    throw new Error(`unexpected relationship ${d.relationship_to_index}`);
  }
  return 100 * yes.probability;
}

/** Every public index: the distribution served is the one of the snapshot's cycle. */
async function expectDistributionsOfCycle(cycleMs: number) {
  for (const index of PUBLIC_INDICES) {
    const snapshot = await getJson<V1<typeof SnapshotSchema>>(
      `/api/v1/indices/${index.symbol}/snapshots/latest`,
    );
    const distribution = await getJson<V1<typeof DistributionSchema>>(
      `/api/v1/indices/${index.symbol}/distributions/latest`,
    );
    expect(snapshot.res.status, index.symbol).toBe(200);
    expect(distribution.res.status, index.symbol).toBe(200);
    const s = snapshot.body.data;
    const d = distribution.body.data;
    expect(s.minute, index.symbol).toBe(rfc3339(cycleMs));
    expect(d.observed_at, index.symbol).toBe(s.source_observed_at);
    expect(d.computed_at, index.symbol).toBe(s.computed_at);
    // The value rounds the implied value to the index's decimals (venue blending adds float noise).
    expect(Math.abs(impliedValue(d) - s.value.number), index.symbol).toBeLessThanOrEqual(
      10 ** -index.decimals + 1e-9,
    );
    expect(d.minute, index.symbol).toBe(s.minute);
  }
}

beforeAll(async () => {
  await seedCatalog(env.DB);
});

describe("the distribution served is the one the current value was computed from", () => {
  it("when the upstream clock stands still: the later cycle's distribution, not the first one seen", async () => {
    const frozen = minute(-12) + 3_000;
    await cycleWithUpstreamClock(minute(-12), frozen);
    await expectDistributionsOfCycle(minute(-12));
    await cycleWithUpstreamClock(minute(-11), frozen);
    await expectDistributionsOfCycle(minute(-11));
  });

  it("when the upstream clock runs backwards: the newest cycle's distribution, not the newest observation", async () => {
    await cycleWithUpstreamClock(minute(-10), minute(-10) + 3_000);
    await cycleWithUpstreamClock(minute(-9), minute(-14) + 3_000);
    await expectDistributionsOfCycle(minute(-9));
  });

  it("when the upstream clock runs 9 minutes ahead: a future observation never outlives its cycle", async () => {
    await cycleWithUpstreamClock(minute(-8), minute(1) + 3_000);
    await expectDistributionsOfCycle(minute(-8));
    await cycleWithUpstreamClock(minute(-7), minute(-7) + 3_000);
    await expectDistributionsOfCycle(minute(-7));
    // The clock jumps ahead again to the same instant: that cycle's own distribution is served.
    await cycleWithUpstreamClock(minute(-6), minute(1) + 3_000);
    await expectDistributionsOfCycle(minute(-6));
  });

  it("stores exactly one distribution per instrument and cycle, linked to the cycle's tick", async () => {
    const rows = await env.DB.prepare(
      `SELECT d.symbol, d.minute, d.computed_at AS d_computed, t.computed_at AS t_computed,
              d.observed_at, t.source_observed_at
       FROM distributions d LEFT JOIN ticks t ON t.symbol = d.symbol AND t.minute = d.minute`,
    ).all<{
      symbol: string;
      minute: string;
      d_computed: string;
      t_computed: string | null;
      observed_at: string;
      source_observed_at: string | null;
    }>();
    const cycles = [-12, -11, -10, -9, -8, -7, -6].map((m) => rfc3339(minute(m)));
    for (const index of PUBLIC_INDICES) {
      const mine = rows.results.filter((r) => r.symbol === index.symbol);
      expect(mine.map((r) => r.minute).sort(), index.symbol).toEqual(cycles);
      for (const r of mine) {
        expect(r.t_computed, `${r.symbol} ${r.minute}`).toBe(r.d_computed);
        expect(r.source_observed_at, `${r.symbol} ${r.minute}`).toBe(r.observed_at);
      }
    }
  });
});
