import { collectProxyCloses } from "../../factors/proxy-collection.ts";
import { CACHE_POLICIES } from "../../http/cache-control.ts";
import { runIngestionCycle } from "../../ingest/cycle.ts";
import { staticToken } from "../../middleware/static-token/index.ts";
import type { App } from "../types.ts";

/**
 * `POST /api/refresh`: runs the ingestion cycle now (the same cycle as the cron trigger) and answers
 * its report; with `?plane=factors` it collects the factor-theme contracts' close series instead (the
 * hourly collection) and answers that report. Behind the dedicated REFRESH_TOKEN; refused entirely when that token is unset.
 * Not part of the public OpenAPI document.
 */
export function registerRefresh(app: App) {
  app.post("/api/refresh", staticToken("REFRESH_TOKEN"), async (c) => {
    if (c.req.query("plane") === "factors") {
      const report = await collectProxyCloses(c.env);
      c.header("Cache-Control", CACHE_POLICIES.none);
      return c.json({ data: { type: "proxy_collection", ...report } }, 200);
    }
    const report = await runIngestionCycle(c.env, { nowMs: Date.now(), trigger: "refresh" });
    c.header("Cache-Control", CACHE_POLICIES.none);
    return c.json(
      { data: { type: "ingestion_cycle", ...report } },
      report.status === "completed" ? 200 : 409,
    );
  });
}
