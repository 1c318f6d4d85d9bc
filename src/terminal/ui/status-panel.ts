/**
 * The status panel: pix's own health from `GET /api/v1/status` — the overall state, one row per
 * component (state, age of its last success, lag p50/p99 over 5 minutes, an hour and a day with a small
 * chart of them, gaps, reconnects), the objectives with their attainment and error budget left — and the
 * recent incidents of `GET /api/v1/status/incidents`. Read every 30 s (the route is cached for 15 s);
 * the ages tick every second from the answer's `age_ms`. Every text from the API is written as text.
 */
import { messageOf, requestJson } from "./api.ts";
import { el, replaceChildren } from "./dom.ts";
import { ageSince, utcStamp } from "./format.ts";
import {
  ageMsNow,
  attainmentText,
  incidentLine,
  LAG_WINDOW_NAMES,
  lagChart,
  lagPair,
} from "./status-format.ts";
import { svg } from "./svg.ts";
import type { Envelope, ServiceStatus, StatusComponent, StatusIncident } from "./types.ts";

/** Incidents shown: the newest few, open or resolved. */
const INCIDENTS_SHOWN = 10;
const CHART = { width: 96, barHeight: 6, gap: 3 };

/** The component's lag chart: per window a p99 bar with its p50 inside, and the degraded threshold's mark. */
function chartOf(component: StatusComponent): SVGSVGElement {
  const chart = lagChart(component);
  const height = LAG_WINDOW_NAMES.length * (CHART.barHeight + CHART.gap) - CHART.gap;
  const label = `Lag p50 / p99: ${chart.bars.map((b) => b.text).join(", ")}`;
  const bars = chart.bars.flatMap((bar, i) => {
    const y = i * (CHART.barHeight + CHART.gap);
    const rect = (cls: string, fraction: number | null) =>
      svg("rect", {
        class: cls,
        x: 0,
        y,
        height: CHART.barHeight,
        width: Math.max(fraction === null ? 0 : 1, (fraction ?? 0) * CHART.width).toFixed(1),
      });
    return [rect("track", 1), rect("p99", bar.p99), rect("p50", bar.p50)];
  });
  const x = (chart.threshold * CHART.width).toFixed(1);
  return svg(
    "svg",
    {
      class: "lag-chart",
      width: CHART.width,
      height,
      viewBox: `0 0 ${CHART.width} ${height}`,
      role: "img",
      "aria-label": label,
      "data-scale-ms": chart.scaleMs,
    },
    svg("title", {}, label),
    ...bars,
    svg("line", { class: "threshold", x1: x, x2: x, y1: 0, y2: height }),
  );
}

export function createStatusPanel(parts: {
  overall: HTMLElement;
  rows: HTMLTableSectionElement;
  objectives: HTMLElement;
  incidents: HTMLElement;
}) {
  let ages: { cell: HTMLElement; ageMs: number | null }[] = [];
  let receivedMs = 0;

  const tick = (nowMs: number) => {
    for (const { cell, ageMs } of ages) {
      const now = ageMsNow(ageMs, receivedMs, nowMs);
      const text = now === null ? "never" : ageSince(nowMs - now, nowMs);
      if (cell.textContent !== text) cell.textContent = text;
    }
  };

  const showStatus = (status: ServiceStatus) => {
    parts.overall.dataset.state = status.state;
    parts.overall.textContent = `pix is ${status.state} · computed ${utcStamp(status.computed_at)}`;
    ages = [];
    replaceChildren(
      parts.rows,
      status.components.map((c) => {
        const age = el("td", { class: "num secondary" });
        ages.push({ cell: age, ageMs: c.age_ms });
        return el(
          "tr",
          { "data-component": c.id, "data-state": c.state },
          el(
            "th",
            { scope: "row", class: "component", title: c.description },
            // A narrow screen breaks `collection:polymarket` after its colon, not inside a word.
            ...c.id.split(/(?<=:)/).flatMap((part, i) => (i === 0 ? [part] : [el("wbr"), part])),
          ),
          el("td", {}, el("span", { class: `badge ${c.state}` }, c.state)),
          age,
          ...LAG_WINDOW_NAMES.map((w) =>
            el("td", { class: "num secondary", "data-window": w }, lagPair(c.lag[w])),
          ),
          el("td", {}, chartOf(c)),
          el("td", { class: "num secondary" }, String(c.gaps)),
          el("td", { class: "num secondary" }, String(c.reconnects)),
        );
      }),
    );
    replaceChildren(
      parts.objectives,
      status.objectives.map((o) =>
        el(
          "li",
          { "data-objective": o.id, title: o.description },
          el("strong", {}, o.id),
          ` (target ${Number((o.target * 100).toFixed(3))}%)`,
          el("br"),
          `24h: ${attainmentText(o, o.attainment["24h"])}`,
          el("br"),
          `30d: ${attainmentText(o, o.attainment["30d"])}`,
        ),
      ),
    );
  };

  const showIncidents = (incidents: StatusIncident[]) => {
    replaceChildren(
      parts.incidents,
      incidents.length === 0
        ? [el("li", { class: "muted" }, "No incident in the last 90 days.")]
        : incidents.map((i) =>
            el(
              "li",
              { "data-incident": i.id, "data-open": String(i.resolved_at === null), class: i.state },
              el(
                "span",
                { class: `badge ${i.resolved_at === null ? i.state : "resolved"}` },
                i.resolved_at === null ? "open" : "resolved",
              ),
              ` ${incidentLine(i)}`,
              el("br"),
              el("span", { class: "muted" }, i.symptom),
            ),
          ),
    );
  };

  return {
    async load() {
      try {
        const status = (await requestJson<Envelope<ServiceStatus>>("/api/v1/status")).data;
        receivedMs = Date.now();
        showStatus(status);
      } catch (error) {
        // The route's own words (e.g. no measurement yet); the last answer's rows stay.
        parts.overall.dataset.state = "unknown";
        parts.overall.textContent = `Status unavailable: ${messageOf(error)}`;
      }
      try {
        const path = `/api/v1/status/incidents?limit=${INCIDENTS_SHOWN}`;
        showIncidents((await requestJson<Envelope<{ incidents: StatusIncident[] }>>(path)).data.incidents);
      } catch {
        // The list keeps its last answer; the overall line above already says when status is unreadable.
      }
      tick(Date.now());
    },
    tick,
  };
}
