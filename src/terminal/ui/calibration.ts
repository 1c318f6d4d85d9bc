/**
 * The calibration view: `GET /api/v1/calibration` for the venue and horizon chosen, as a reliability
 * diagram (SVG: each non-empty bin's mean forecast against its observed rate, its 95 % Wilson interval
 * as an error bar, n beside it, and the diagonal a calibrated venue would follow), the Brier score, log
 * loss and Murphy decomposition beside it, and the bins as a table. Read on a change of the controls and
 * every 5 minutes; with no market scored yet it says so instead of drawing.
 */
import { isAbort, messageOf, requestJson } from "./api.ts";
import {
  binLabel,
  type CalibrationVenue,
  calibrationFacts,
  calibrationQuery,
  emptyCalibrationText,
  reliabilityPlot,
  scoreText,
} from "./calibration-format.ts";
import { byId, el, replaceChildren } from "./dom.ts";
import { svg } from "./svg.ts";
import type { Calibration, Envelope } from "./types.ts";

const FRAME = { size: 280, margin: 40 };
/** The error bars' caps, half their width. */
const CAP = 4;

function diagramOf(calibration: Calibration): SVGSVGElement {
  const plot = reliabilityPlot(calibration.bins, FRAME);
  const label = `Reliability diagram, ${calibration.venue ?? "both venues"}, ${calibration.horizon} before close: ${
    plot.points.map((p) => p.text).join("; ") || "no bin holds a forecast"
  }`;
  const { size, margin } = FRAME;
  const d = plot.diagonal;
  return svg(
    "svg",
    {
      class: "reliability-chart",
      width: size,
      height: size,
      viewBox: `0 0 ${size} ${size}`,
      role: "img",
      "aria-label": label,
      "data-points": plot.points.length,
    },
    svg("title", {}, label),
    svg("rect", {
      class: "frame",
      x: margin,
      y: margin,
      width: size - 2 * margin,
      height: size - 2 * margin,
    }),
    svg("line", { class: "diagonal", x1: d.x1, y1: d.y1, x2: d.x2, y2: d.y2 }),
    ...plot.ticks.flatMap((t) => [
      svg("text", { class: "tick", x: t.x, y: size - margin + 14, "text-anchor": "middle" }, String(t.value)),
      svg("text", { class: "tick", x: margin - 6, y: t.y + 4, "text-anchor": "end" }, String(t.value)),
    ]),
    svg("text", { class: "axis", x: size / 2, y: size - 4, "text-anchor": "middle" }, "mean forecast"),
    svg(
      "text",
      { class: "axis", x: 10, y: size / 2, "text-anchor": "middle", transform: `rotate(-90 10 ${size / 2})` },
      "observed rate",
    ),
    ...plot.points.map((p) =>
      svg(
        "g",
        { class: "bin", "data-bin": p.bin, "data-n": p.n },
        svg("title", {}, p.text),
        svg("line", { class: "interval", x1: p.x, x2: p.x, y1: p.yLow, y2: p.yHigh }),
        svg("line", { class: "interval", x1: p.x - CAP, x2: p.x + CAP, y1: p.yLow, y2: p.yLow }),
        svg("line", { class: "interval", x1: p.x - CAP, x2: p.x + CAP, y1: p.yHigh, y2: p.yHigh }),
        svg("circle", { class: "point", cx: p.x, cy: p.y, r: 3.5 }),
        svg("text", { class: "count", x: p.x + 6, y: p.y - 6 }, `n=${p.n}`),
      ),
    ),
  );
}

export function createCalibrationView() {
  const controls = byId<HTMLFormElement>("calibration-controls");
  const venue = byId<HTMLSelectElement>("calibration-venue");
  const horizon = byId<HTMLSelectElement>("calibration-horizon");
  const meta = byId("calibration-meta");
  const diagram = byId("calibration-diagram");
  const scores = byId("calibration-scores");
  const bins = byId<HTMLTableSectionElement>("calibration-bins");
  let inflight: AbortController | null = null;

  const show = (calibration: Calibration) => {
    const empty = emptyCalibrationText(calibration);
    meta.dataset.empty = String(empty !== null);
    meta.textContent =
      empty ??
      `${calibration.n} market${calibration.n === 1 ? "" : "s"} settled yes or no, priced ${calibration.horizon} before close, on ${calibration.venue ?? "both venues"}`;
    replaceChildren(diagram, empty === null ? [diagramOf(calibration)] : []);
    replaceChildren(
      scores,
      empty === null
        ? calibrationFacts(calibration).flatMap(([t, v]) => [el("dt", {}, t), el("dd", {}, v)])
        : [],
    );
    replaceChildren(
      bins,
      empty === null
        ? calibration.bins.map((b, i) =>
            el(
              "tr",
              { "data-bin": String(i) },
              el("th", { scope: "row" }, binLabel(b)),
              el("td", { class: "num" }, String(b.n)),
              el("td", { class: "num secondary" }, String(b.hits)),
              el("td", { class: "num" }, scoreText(b.mean_forecast, 3)),
              el("td", { class: "num" }, scoreText(b.observed_rate, 3)),
              el(
                "td",
                { class: "num secondary" },
                b.wilson_lower === null || b.wilson_upper === null
                  ? "—"
                  : `${scoreText(b.wilson_lower, 3)} – ${scoreText(b.wilson_upper, 3)}`,
              ),
            ),
          )
        : [],
    );
  };

  const load = async () => {
    inflight?.abort();
    const controller = new AbortController();
    inflight = controller;
    const query = calibrationQuery(horizon.value as Calibration["horizon"], venue.value as CalibrationVenue);
    try {
      const { data } = await requestJson<Envelope<Calibration>>(`/api/v1/calibration?${query}`, {
        signal: controller.signal,
      });
      show(data);
    } catch (error) {
      if (isAbort(error)) return;
      meta.textContent = `The calibration could not be read: ${messageOf(error)}`;
    }
  };

  controls.addEventListener("change", () => void load());
  controls.addEventListener("submit", (event) => event.preventDefault());
  return { load };
}
