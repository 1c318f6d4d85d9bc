import { env } from "cloudflare:test";
import { seedCatalog } from "../../src/catalog/seed.ts";
import { minuteFloor } from "../../src/domain/clock.ts";
import { runIngestionCycle } from "../../src/indices/cycle/cycle.ts";
import { handOffToStream } from "../../src/stream/hand-off.ts";
import { createHttpClient } from "../../src/venues/http/client.ts";
import { simulatorHost } from "./simulator.ts";

/**
 * Seeds the catalog and runs real ingestion cycles (adapters → simulator → tape → D1) for the given
 * minutes, so read-plane tests read exactly what the cycle wrote.
 */
export async function ingestMinutes(hostName: string, minutesMs: number[]) {
  await seedCatalog(env.DB);
  const sim = simulatorHost(hostName);
  const bindings = sim.bind(env);
  const reports = [];
  for (const minute of minutesMs) {
    await sim.pinClock(minute + 3_000);
    reports.push(
      await runIngestionCycle(bindings, {
        nowMs: minute + 1_000,
        trigger: "cron",
        client: createHttpClient({ minIntervalMs: 0 }),
        onStored: handOffToStream(bindings),
      }),
    );
  }
  await sim.pinClock(null);
  return reports;
}

/** The current minute and the few before it, the last one on a five-minute boundary. */
export function recentMinutes(count: number, nowMs = Date.now()): number[] {
  const boundary = Math.floor(minuteFloor(nowMs) / 300_000) * 300_000;
  return Array.from({ length: count }, (_, i) => boundary - (count - 1 - i) * 60_000);
}
