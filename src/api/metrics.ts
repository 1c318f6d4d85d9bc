import type { App } from "../platform/http/app-types.ts";
import { CACHE_POLICIES } from "../platform/http/cache-control.ts";
import { failClosed } from "../platform/http/safety.ts";
import { handOver, metricsObject, requestCounts } from "../platform/metrics/request-counts.ts";
import { ingestHealth } from "../platform/metrics/store.ts";
import { staticToken } from "../platform/middleware/static-token/index.ts";

type Labels = Record<string, string | number>;

const escapeLabel = (value: string | number) =>
  String(value).replaceAll("\\", "\\\\").replaceAll('"', '\\"').replaceAll("\n", "\\n");

const labelText = (labels: Labels) => {
  const parts = Object.entries(labels).map(([k, v]) => `${k}="${escapeLabel(v)}"`);
  return parts.length ? `{${parts.join(",")}}` : "";
};

/** Builds Prometheus text exposition (format 0.0.4): HELP and TYPE once per family, then samples. */
class Exposition {
  private lines: string[] = [];
  family(name: string, type: "counter" | "gauge", help: string, samples: [Labels, number][]) {
    this.lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);
    for (const [labels, value] of samples) this.lines.push(`${name}${labelText(labels)} ${value}`);
  }
  text() {
    return `${this.lines.join("\n")}\n`;
  }
}

const seconds = (iso: string | null) => (iso ? Date.parse(iso) / 1000 : undefined);
/** The cycle claim row (`*`) stands for the whole cycle. */
const venueLabel = (venue: string) => (venue === "*" ? "all" : venue);

/**
 * `GET /metrics` (INTERNAL_TOKEN): request counts by route and status (counted in memory, handed over in
 * the background), and ingestion health aggregated from D1 at scrape time. Not in the OpenAPI document.
 */
export function registerMetrics(app: App) {
  app.get("/metrics", staticToken("INTERNAL_TOKEN"), async (c) => {
    const nowMs = Date.now();
    // This isolate's own pending counts go first, so a scrape sees them.
    await handOver(c.env, requestCounts, requestCounts.takeAll());
    const [requests, ingest] = await Promise.all([
      failClosed(() => metricsObject(c.env).totals(), { what: "request metrics" }),
      failClosed(() => ingestHealth(c.env.DB, nowMs), { what: "ingestion log" }),
    ]);
    const out = new Exposition();
    out.family(
      "pix_http_requests_total",
      "counter",
      "Responses served, by route pattern and status.",
      requests.map((r) => [{ route: r.route, status: r.status }, r.count]),
    );
    out.family(
      "pix_ingest_cycles_last_hour",
      "gauge",
      "Ingestion cycles started in the last hour, by venue (all = whole cycle) and status (failed = failure).",
      ingest.byStatus.map((r) => [{ venue: venueLabel(r.venue), status: r.status }, r.cycles]),
    );
    out.family(
      "pix_ingest_cycle_duration_seconds_avg_last_hour",
      "gauge",
      "Mean ingestion duration over the last hour, by venue and status.",
      ingest.byStatus.map((r) => [{ venue: venueLabel(r.venue), status: r.status }, r.avg_ms / 1000]),
    );
    out.family(
      "pix_ingest_cycle_duration_seconds_max_last_hour",
      "gauge",
      "Longest ingestion duration over the last hour, by venue and status.",
      ingest.byStatus.map((r) => [{ venue: venueLabel(r.venue), status: r.status }, r.max_ms / 1000]),
    );
    out.family(
      "pix_ingest_last_cycle_duration_seconds",
      "gauge",
      "Duration of the latest ingestion cycle (last 24 h), by venue.",
      ingest.latest.map((r) => [{ venue: venueLabel(r.venue) }, r.last_duration_ms / 1000]),
    );
    out.family(
      "pix_ingest_last_cycle_timestamp_seconds",
      "gauge",
      "Start of the latest ingestion cycle (last 24 h), by venue, in Unix seconds.",
      ingest.latest.map((r) => [{ venue: venueLabel(r.venue) }, seconds(r.last_cycle_start) ?? 0]),
    );
    const observed = ingest.latest.filter((r) => r.venue !== "*" && r.last_observed);
    out.family(
      "pix_source_last_observed_timestamp_seconds",
      "gauge",
      "Newest source observation of a cycle that did not fail (last 24 h), by venue, in Unix seconds.",
      observed.map((r) => [{ venue: r.venue }, seconds(r.last_observed) ?? 0]),
    );
    out.family(
      "pix_source_age_seconds",
      "gauge",
      "Seconds since the newest source observation, by venue (source freshness).",
      observed.map((r) => [{ venue: r.venue }, Math.max(0, nowMs / 1000 - (seconds(r.last_observed) ?? 0))]),
    );
    c.header("Cache-Control", CACHE_POLICIES.none);
    c.header("Content-Type", "text/plain; version=0.0.4; charset=utf-8");
    return c.body(out.text());
  });
}
