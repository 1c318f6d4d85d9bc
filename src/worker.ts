import { createApp } from "./app.ts";
import type { Bindings } from "./env.ts";
import { collectProxyCloses, isProxyCollectionMinute } from "./factors/proxy-collection.ts";
import { runIngestionCycle } from "./ingest/cycle.ts";

export { IpLimiter } from "./objects/ip-limiter.ts";
export { KeyGuard } from "./objects/key-guard.ts";
export { MarketStream } from "./objects/market-stream.ts";
export { RequestMetrics } from "./objects/request-metrics.ts";

const app = createApp();

export default {
  fetch: app.fetch,
  /**
   * The ingestion clock: one cycle per cron tick (every minute); once an hour the factor-theme
   * contracts' close series are collected beside it (they are slow to read and change daily).
   */
  async scheduled(controller, env, ctx) {
    if (isProxyCollectionMinute(controller.scheduledTime)) ctx.waitUntil(collectProxyCloses(env));
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
