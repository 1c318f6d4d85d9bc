/**
 * The status panel's words and chart geometry (`GET /api/v1/status`), kept free of the DOM so they can
 * be tested on their own: lags in ms or seconds, attainment and budget as percentages, each component's
 * lag chart as fractions of its own scale.
 */
import type { StatusComponent, StatusIncident, StatusObjective } from "./types.ts";

/** The lag windows in the order the panel shows them. */
export const LAG_WINDOW_NAMES = ["5m", "1h", "24h"] as const;

/** `—` for none, `340 ms` below a second, `2.4 s` below a minute, `3m 05s` beyond. */
export function lagText(ms: number | null): string {
  if (ms === null || !Number.isFinite(ms)) return "—";
  const whole = Math.max(0, Math.round(ms));
  if (whole < 1000) return `${whole} ms`;
  if (whole < 59_950) return `${(whole / 1000).toFixed(1)} s`;
  const s = Math.round(whole / 1000);
  if (s < 3600) return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, "0")}s`;
  return `${Math.floor(s / 3600)}h ${String(Math.floor((s % 3600) / 60)).padStart(2, "0")}m`;
}

/** `p50 / p99` of one window, e.g. `120 ms / 1.3 s`; `—` when the window holds no lag. */
export function lagPair(window: StatusComponent["lag"]["5m"]): string {
  if (window.count === 0 || (window.p50_ms === null && window.p99_ms === null)) return "—";
  return `${lagText(window.p50_ms)} / ${lagText(window.p99_ms)}`;
}

/** A share (0 to 1) as a percentage: `99.95%`, `100%`, `87.5%`; `—` for none. Truncated, so 99.996 % never reads 100 %. */
export function percent(share: number | null): string {
  if (share === null || !Number.isFinite(share)) return "—";
  const hundredths = Math.trunc(share * 10_000 + Math.sign(share) * 1e-9) / 100;
  return `${Number(hundredths.toFixed(2))}%`.replace("-", "−");
}

/** One objective window in words: `99.95% of 1440 within 2 s, budget 80% left` (or spent). */
export function attainmentText(
  objective: Pick<StatusObjective, "threshold_ms">,
  window: StatusObjective["attainment"]["24h"],
): string {
  if (window.events === 0 || window.attainment === null) return "no events yet";
  const budget =
    window.budget_left === null
      ? ""
      : window.budget_left <= 0
        ? `, budget spent (${percent(window.budget_left)})`
        : `, budget ${percent(window.budget_left)} left`;
  return `${percent(window.attainment)} of ${window.events} within ${lagText(objective.threshold_ms)}${budget}`;
}

export interface LagBar {
  window: (typeof LAG_WINDOW_NAMES)[number];
  /** p50 and p99 as fractions (0 to 1) of the chart's scale; null when the window holds no lag. */
  p50: number | null;
  p99: number | null;
  /** The window's figures in words, for the chart's accessible name. */
  text: string;
}

export interface LagChart {
  bars: LagBar[];
  /** Where the component turns degraded (its five-minute p99 threshold), as a fraction of the scale. */
  threshold: number;
  /** The scale's end in ms: the largest p99, or the threshold when no p99 passes it. */
  scaleMs: number;
}

/**
 * A component's lag chart: for each window a p99 bar with its p50 inside, on one linear scale running
 * to the larger of its largest p99 and its degraded threshold, so a bar past the threshold mark is a
 * lag that degrades the component.
 */
export function lagChart(component: Pick<StatusComponent, "lag" | "thresholds">): LagChart {
  const threshold = Math.max(1, component.thresholds.degraded_lag_ms);
  const p99s = LAG_WINDOW_NAMES.map((w) => component.lag[w].p99_ms ?? 0);
  const scaleMs = Math.max(threshold, ...p99s);
  const fraction = (ms: number | null) => (ms === null ? null : Math.min(1, Math.max(0, ms / scaleMs)));
  return {
    bars: LAG_WINDOW_NAMES.map((w) => ({
      window: w,
      p50: fraction(component.lag[w].p50_ms),
      p99: fraction(component.lag[w].p99_ms),
      text: `${w} ${lagPair(component.lag[w])}`,
    })),
    threshold: threshold / scaleMs,
    scaleMs,
  };
}

/** A component's age now: its `age_ms` at the answer, plus the time since the answer arrived. */
export function ageMsNow(ageMs: number | null, receivedMs: number, nowMs: number): number | null {
  return ageMs === null ? null : ageMs + Math.max(0, nowMs - receivedMs);
}

/** An incident's one line: `#42 outage · cycle:kalshi · open since 2026-11-23 23:01 UTC`. */
export function incidentLine(incident: StatusIncident): string {
  const stamp = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;
  const when = incident.resolved_at
    ? `${stamp(incident.started_at)} to ${stamp(incident.resolved_at)}`
    : `open since ${stamp(incident.started_at)}`;
  return `#${incident.id} ${incident.state} · ${incident.components.join(", ")} · ${when}`;
}
