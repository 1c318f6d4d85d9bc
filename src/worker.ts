import { createApp } from "./app.ts";
import type { Bindings } from "./env.ts";
import { runIngestionCycle } from "./ingest/cycle.ts";

export { IpLimiter } from "./objects/ip-limiter.ts";
export { KeyGuard } from "./objects/key-guard.ts";
export { MarketStream } from "./objects/market-stream.ts";
export { RequestMetrics } from "./objects/request-metrics.ts";

const app = createApp();

export default {
  fetch: app.fetch,
  /** The ingestion clock: one cycle per cron tick (every minute). */
  async scheduled(controller, env, _ctx) {
    const report = await runIngestionCycle(env, { nowMs: controller.scheduledTime, trigger: "cron" });
    console.log(
      JSON.stringify({
        level: "info",
        msg: "ingestion_cycle",
        cycle_start: report.cycle_start,
        status: report.status,
        venues: report.venues.map((v) => `${v.venue}:${v.status}:${v.rows}`),
        duration_ms: report.duration_ms,
      }),
    );
  },
} satisfies ExportedHandler<Bindings>;
