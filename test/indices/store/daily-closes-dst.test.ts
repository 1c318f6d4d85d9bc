import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../../src/catalog/seed.ts";
import { dailyCloseCutoffs, dailyCloses } from "../../../src/domain/daily-closes.ts";
import { ticksAtCutoffs } from "../../../src/indices/store/indices.ts";
import { writeTicks } from "../../support/ticks.ts";

// Ticks written through the store around the 2026 switch days, read back through the store's cut-off
// query and the daily-close rules the route uses.
const ticks: [string, string][] = [
  // Sunday 2026-03-08 (EDT from 07:00Z): the 16:00 cut-off is 20:00Z.
  ["2026-03-08T19:59:00Z", "2.50"],
  ["2026-03-08T20:00:00Z", "2.51"],
  ["2026-03-08T21:00:00Z", "2.99"],
  // Saturday 2026-03-07 (EST): the cut-off is 21:00Z; only an earlier tick exists → carried forward.
  ["2026-03-07T18:30:00Z", "2.40"],
  // Sunday 2026-11-01 (EST from 06:00Z): the cut-off is 21:00Z; a 20:00Z tick is one hour early.
  ["2026-11-01T20:00:00Z", "3.10"],
  // Saturday 2026-10-31 (EDT): the cut-off is 20:00Z and the tick is on it.
  ["2026-10-31T20:00:00Z", "3.00"],
];

beforeAll(async () => {
  await seedCatalog(env.DB);
  await writeTicks(
    "PIXCPI",
    ticks.map(([minute, valueDecimal]) => ({ minuteMs: Date.parse(minute), valueDecimal })),
  );
});

async function closesAt(nowIso: string, count: number) {
  const now = Date.parse(nowIso);
  const cutoffs = dailyCloseCutoffs(now, count).map((c) => c.cutoff_ms);
  return dailyCloses(now, await ticksAtCutoffs(env.DB, "PIXCPI", cutoffs), count);
}

describe("daily closes across the DST switch days", () => {
  it("March: 20:00Z cut-off on the switch Sunday, 21:00Z the day before", async () => {
    const [sunday, saturday] = await closesAt("2026-03-09T12:00:00Z", 2);
    expect(sunday).toMatchObject({
      date: "2026-03-08",
      cutoff_at: "2026-03-08T20:00:00Z",
      value_decimal: "2.51",
      provenance: "observed_at_cutoff",
    });
    expect(saturday).toMatchObject({
      date: "2026-03-07",
      cutoff_at: "2026-03-07T21:00:00Z",
      value_decimal: "2.40",
      provenance: "carried_forward",
      source_tick_at: "2026-03-07T18:30:00Z",
    });
  });

  it("November: 21:00Z cut-off on the switch Sunday (a 20:00Z tick is carried forward), 20:00Z the day before", async () => {
    const [sunday, saturday] = await closesAt("2026-11-02T12:00:00Z", 2);
    expect(sunday).toMatchObject({
      date: "2026-11-01",
      cutoff_at: "2026-11-01T21:00:00Z",
      value_decimal: "3.10",
      provenance: "carried_forward",
    });
    expect(saturday).toMatchObject({
      date: "2026-10-31",
      cutoff_at: "2026-10-31T20:00:00Z",
      value_decimal: "3.00",
      provenance: "observed_at_cutoff",
    });
  });

  it("marks a day with no tick within 24 hours unavailable, never fabricated", async () => {
    const rows = await closesAt("2026-03-12T12:00:00Z", 6);
    const tuesday = rows.find((r) => r.date === "2026-03-10");
    expect(tuesday).toMatchObject({ provenance: "unavailable", value: null, value_decimal: null });
  });
});
