/**
 * The selected market's panels: the history chart with its range and resolution, and for an index the
 * distribution behind the current value, the latest committed round and its news with the news route's
 * filters. Benchmarks have a chart only. A newer selection aborts the older one's requests.
 */
import { isAbort, marketPath, messageOf, requestJson } from "./api.ts";
import type { HistoryChart } from "./chart.ts";
import { byId, el, replaceChildren } from "./dom.ts";
import { utcStamp } from "./format.ts";
import { effectiveStatus } from "./status.ts";
import type { Distribution, Envelope, History, LegacyMarket, News, Round } from "./types.ts";

export interface DetailPanels {
  select(market: LegacyMarket): void;
  /** Reloads what a new cycle changes (chart, distribution, round) for the selected market as it is now. */
  refresh(market: LegacyMarket): void;
  selected(): string | null;
}

function newsQuery(form: HTMLFormElement): string {
  const data = new FormData(form);
  const params = new URLSearchParams();
  const kinds = data.getAll("kind").map(String);
  if (kinds.length > 0 && kinds.length < 6) params.set("kind", kinds.join(","));
  const authorship = data.getAll("authorship").map(String);
  params.set("authorship", authorship.length === 3 ? "all" : authorship.join(","));
  params.set("relevance", String(data.get("relevance") ?? "direct"));
  const since = String(data.get("since") ?? "");
  // datetime-local has no zone: the label says UTC, so it is sent as UTC with seconds.
  if (since) params.set("since", `${since.length === 16 ? `${since}:00` : since}Z`);
  const limit = String(data.get("limit") ?? "");
  if (limit) params.set("limit", limit);
  return params.toString().replaceAll("%2C", ",").replaceAll("%3A", ":");
}

export function createDetailPanels(chart: HistoryChart): DetailPanels {
  const title = byId("detail-title");
  const meta = byId("detail-meta");
  const controls = byId<HTMLFormElement>("chart-controls");
  const range = byId<HTMLSelectElement>("range");
  const resolution = byId<HTMLSelectElement>("resolution");
  const chartNote = byId("chart-note");
  const distMeta = byId("distribution-meta");
  const distRows = byId("distribution-rows");
  const roundBody = byId("round-body");
  const newsForm = byId<HTMLFormElement>("news-filters");
  const newsMeta = byId("news-meta");
  const newsItems = byId("news-items");

  let current: LegacyMarket | null = null;
  let inflight: AbortController | null = null;
  let chartInflight: AbortController | null = null;
  let newsInflight: AbortController | null = null;

  /** The chart has its own abort: a range or resolution change supersedes the load before it. */
  const loadChart = async (market: LegacyMarket) => {
    chartInflight?.abort();
    const controller = new AbortController();
    chartInflight = controller;
    const signal = controller.signal;
    chartNote.textContent = "Loading…";
    try {
      const { data } = await requestJson<Envelope<History>>(
        `${marketPath(market)}/history?range=${range.value}&resolution=${resolution.value}`,
        { signal },
      );
      chart.show(data);
      chartNote.textContent =
        data.buckets.length === 0
          ? "No history in this range yet."
          : `${data.buckets.length} bars of ${data.resolution}${data.resolution_was_auto ? " (auto)" : ""}`;
    } catch (error) {
      if (isAbort(error)) return;
      chart.clear();
      chartNote.textContent = messageOf(error);
    }
  };

  const loadDistribution = async (market: LegacyMarket, signal: AbortSignal) => {
    // The route serves only the current value's distribution: for a value the board already shows as
    // not current, it would answer 503, so the page says why without asking.
    const status = effectiveStatus(market, Date.now());
    if (status !== "live") {
      distMeta.textContent =
        status === "pending"
          ? "No value yet: the distribution appears with the first cycle."
          : "No current distribution: the latest value is stale (ingestion has not produced a value for 15 minutes or more).";
      replaceChildren(distRows, []);
      return;
    }
    try {
      const path = `${marketPath(market)}/distributions/latest`;
      const { data } = await requestJson<Envelope<Distribution>>(path, { signal });
      distMeta.textContent = `${data.basis.replaceAll("_", " ")} · ${data.relationship_to_index}${
        typeof data.expectation === "number" ? ` ${Number(data.expectation.toFixed(4))}` : ""
      } · venues ${data.venues.map((v) => `${v.venue} ${Math.round(v.weight * 100)}%`).join(", ")} · ${utcStamp(data.minute)}`;
      const top = Math.max(...data.outcomes.map((o) => o.probability), 0.0001);
      replaceChildren(
        distRows,
        data.outcomes.map((o) => {
          const bar = el("span", { class: "bar", "aria-hidden": "true" });
          // CSSOM writes are not inline styles: the CSP (style-src 'self') allows them.
          bar.style.width = `${(o.probability / top) * 100}%`;
          return el(
            "li",
            { class: o.modal ? "modal" : undefined },
            el("span", { class: "label" }, o.label),
            el("span", { class: "track" }, bar),
            el("span", { class: "num" }, `${o.percentage.toFixed(1)}%`),
            o.modal ? el("span", { class: "sr-only" }, " (modal)") : null,
          );
        }),
      );
    } catch (error) {
      if (isAbort(error)) return;
      distMeta.textContent = messageOf(error);
      replaceChildren(distRows, []);
    }
  };

  const fact = (term: string, value: string | null) => [el("dt", {}, term), el("dd", {}, value)];

  const loadRound = async (market: LegacyMarket, signal: AbortSignal) => {
    try {
      const { data } = await requestJson<Envelope<Round>>(`${marketPath(market)}/rounds/latest`, { signal });
      replaceChildren(roundBody, [
        ...fact("Value", data.value.display),
        ...fact("Round", utcStamp(data.round_id)),
        ...fact("Status", `${data.status}${data.official ? " · official" : ""}`),
        ...fact("Computed", utcStamp(data.clocks.computed_at)),
      ]);
    } catch (error) {
      if (isAbort(error)) return;
      replaceChildren(roundBody, [el("dd", { class: "muted" }, messageOf(error))]);
    }
  };

  const loadNews = async (market: LegacyMarket) => {
    newsInflight?.abort();
    const controller = new AbortController();
    newsInflight = controller;
    newsMeta.textContent = "Loading…";
    try {
      const path = `${marketPath(market)}/news?${newsQuery(newsForm)}`;
      const { data } = await requestJson<Envelope<News>>(path, { signal: controller.signal });
      const applied = data.policy.applied;
      newsMeta.textContent = `${data.items.length} item${data.items.length === 1 ? "" : "s"} · ${data.availability} · relevance ${applied.relevance} · ${applied.authorship.join(", ")}${applied.since ? ` · since ${utcStamp(applied.since)}` : ""}`;
      replaceChildren(
        newsItems,
        data.items.map((item) =>
          el(
            "li",
            {},
            el(
              "p",
              { class: "news-head" },
              el("time", { datetime: item.t }, utcStamp(item.t)),
              el("span", { class: `tag ${item.kind}` }, item.kind.replaceAll("_", " ")),
              el("span", { class: "muted" }, `${item.source.name} · ${item.relevance}`),
            ),
            el("a", { href: item.url, rel: "noopener noreferrer", target: "_blank" }, item.title),
            item.summary ? el("p", { class: "summary" }, item.summary) : null,
          ),
        ),
      );
    } catch (error) {
      if (isAbort(error)) return;
      newsMeta.textContent = messageOf(error);
      replaceChildren(newsItems, []);
    }
  };

  const noIndexPanels = () => {
    distMeta.textContent = "Benchmarks are reference scalars: no distribution.";
    replaceChildren(distRows, []);
    replaceChildren(roundBody, [el("dd", { class: "muted" }, "Benchmarks have no committed rounds.")]);
    newsMeta.textContent = "News is published for indices.";
    replaceChildren(newsItems, []);
  };

  const load = (market: LegacyMarket, withNews: boolean) => {
    inflight?.abort();
    const controller = new AbortController();
    inflight = controller;
    void loadChart(market);
    if (market.kind !== "index") return noIndexPanels();
    void loadDistribution(market, controller.signal);
    void loadRound(market, controller.signal);
    if (withNews) void loadNews(market);
  };

  controls.addEventListener("change", () => {
    if (current) void loadChart(current);
  });
  controls.addEventListener("submit", (event) => event.preventDefault());
  newsForm.addEventListener("submit", (event) => {
    event.preventDefault();
    if (current?.kind === "index") void loadNews(current);
  });

  return {
    select(market) {
      current = market;
      title.textContent = `${market.symbol} · ${market.name}`;
      meta.textContent = `${market.kind} · ${market.slug} · unit ${market.unit}`;
      load(market, true);
    },
    refresh(market) {
      if (current?.symbol !== market.symbol) return;
      current = market;
      load(market, false);
    },
    selected: () => current?.symbol ?? null,
  };
}
