/**
 * The distribution fan: for the index selected on the board, its distributions of the last hours
 * (`GET /api/v1/indices/{id}/distributions?interval=1m`, every minute's, paged) as quantile bands over
 * time (5–95 % and 25–75 %, the median as a line; `fan-format.ts`), with each official print of that
 * window (`GET /api/v1/indices/{id}/outcomes`) marked at its release. Read on a selection and every 5
 * minutes; a benchmark, or an index with nothing published yet, says so instead of drawing. The API's
 * words (periods, units) are set as text, never markup.
 */
import { isAbort, messageOf, requestJson } from "./api.ts";
import { byId, replaceChildren } from "./dom.ts";
import { emptyFanText, type FanPlot, fanPlot, fanPoints, fanPrints } from "./fan-format.ts";
import { svg } from "./svg.ts";
import type {
  Envelope,
  IndexDistributionAt,
  IndexDistributionHistory,
  IndexOutcomes,
  LegacyMarket,
} from "./types.ts";

const FRAME = { width: 560, height: 240, margin: 44 };
/** The window drawn: the last 3 hours of minutes. */
const WINDOW_MS = 3 * 3_600_000;
/** Pages of 100 distributions read at most (3 hours of minutes is 180). */
const MAX_PAGES = 3;

const clock = (t: number) => new Date(t).toISOString().slice(11, 16);
const valueText = (v: number) => (Math.abs(v) >= 100 ? v.toFixed(1) : v.toFixed(3)).replace("-", "−");

function chartOf(plot: FanPlot, label: string): SVGSVGElement {
  const { width, height, margin } = FRAME;
  return svg(
    "svg",
    {
      class: "fan-chart",
      width,
      height,
      viewBox: `0 0 ${width} ${height}`,
      role: "img",
      "aria-label": label,
      "data-prints": plot.prints.length,
    },
    svg("title", {}, label),
    svg("rect", {
      class: "frame",
      x: margin,
      y: margin,
      width: width - 2 * margin,
      height: height - 2 * margin,
    }),
    svg("path", { class: "band outer", d: plot.bands[0] }),
    svg("path", { class: "band inner", d: plot.bands[1] }),
    svg("path", { class: "median", d: plot.median }),
    ...plot.yTicks.map((t) =>
      svg("text", { class: "tick", x: margin - 6, y: t.y + 4, "text-anchor": "end" }, valueText(t.value)),
    ),
    ...plot.xTicks.map((t) =>
      svg("text", { class: "tick", x: t.x, y: height - margin + 14, "text-anchor": "middle" }, clock(t.t)),
    ),
    ...plot.prints.map((p) =>
      svg(
        "g",
        { class: "print" },
        svg("title", {}, p.text),
        svg("line", { class: "release", x1: p.x, x2: p.x, y1: margin, y2: height - margin }),
        svg("circle", { class: "printed", cx: p.x, cy: p.y, r: 4 }),
      ),
    ),
  );
}

export function createFanView() {
  const title = byId("fan-title");
  const meta = byId("fan-meta");
  const chart = byId("fan-chart");
  let current: Pick<LegacyMarket, "kind" | "slug" | "symbol"> | null = null;
  let inflight: AbortController | null = null;

  /** A sentence in place of a fan (`data-symbol` names the index whose fan is drawn, so none now). */
  const say = (text: string) => {
    meta.dataset.empty = "true";
    delete meta.dataset.symbol;
    meta.textContent = text;
    replaceChildren(chart, []);
  };

  const load = async () => {
    inflight?.abort();
    const market = current;
    const empty = emptyFanText(market === null ? null : market.kind === "index" ? "index" : "benchmark", 1);
    if (market === null || empty !== null) {
      say(empty ?? "");
      return;
    }
    const controller = new AbortController();
    inflight = controller;
    const signal = controller.signal;
    // Another index's fan is not left standing under this one's name while its distributions are read.
    if (meta.dataset.symbol !== market.symbol) say(`Reading ${market.symbol}'s distributions…`);
    const base = `/api/v1/indices/${encodeURIComponent(market.slug)}`;
    // The window, to the end of the current minute, stated on the chart so a reader can ask for the same.
    const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");
    const toMs = Math.ceil((Date.now() + 1) / 60_000) * 60_000;
    const span = `from=${iso(toMs - WINDOW_MS)}&to=${iso(toMs)}`;
    try {
      const items: IndexDistributionAt[] = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const body = await requestJson<
          Envelope<IndexDistributionHistory> & { meta: { pagination: { total_pages: number } } }
        >(`${base}/distributions?interval=1m&${span}&page=${page}&page_size=100`, { signal });
        items.push(...body.data.items);
        if (page >= body.meta.pagination.total_pages) break;
      }
      const outcomes = await requestJson<Envelope<IndexOutcomes>>(`${base}/outcomes`, { signal });
      const points = fanPoints(items);
      const prints = fanPrints(outcomes.data.items, outcomes.data.unit);
      const none = emptyFanText("index", points.length);
      if (none !== null) {
        say(none);
        return;
      }
      const plot = fanPlot(points, prints, FRAME);
      const series = outcomes.data.series;
      const printsText =
        plot.prints.length > 0
          ? `${plot.prints.length} official print${plot.prints.length === 1 ? "" : "s"} marked`
          : series === null
            ? "no official series to mark"
            : `no ${series.name} print released in this window`;
      meta.dataset.empty = "false";
      meta.dataset.symbol = market.symbol;
      meta.textContent = `${market.symbol}: ${points.length} distribution${points.length === 1 ? "" : "s"} from ${clock(points[0]?.t ?? 0)} to ${clock(points[points.length - 1]?.t ?? 0)} UTC, 5–95 % and 25–75 % bands and the median; ${printsText}.`;
      const label = `Distribution fan of ${market.symbol}: ${meta.textContent}${plot.prints.map((p) => ` ${p.text}.`).join("")}`;
      const drawn = chartOf(plot, label);
      drawn.dataset.window = span;
      drawn.dataset.points = String(points.length);
      replaceChildren(chart, [drawn]);
    } catch (error) {
      if (isAbort(error)) return;
      say(`The distributions could not be read: ${messageOf(error)}`);
    }
  };

  return {
    load,
    forMarket(market: Pick<LegacyMarket, "kind" | "slug" | "symbol">) {
      current = market;
      title.textContent = `Distribution over time — ${market.symbol}`;
      void load();
    },
  };
}
