/**
 * The pairs view: the cross-venue equivalence pairs of `GET /api/v1/equivalence/pairs` (highest
 * confidence first, 50 a page, filtered by relation and text), and for the pair chosen (click, or Tab and Enter)
 * its verdict from `GET /api/v1/equivalence/pairs/{pair_id}`, both legs' rule texts side by side with
 * every quoted difference highlighted by severity, the differences with their values and notes, and
 * the pair's mid basis from `…/basis` on the candle chart. Read again every 5 minutes (pairs are judged
 * every 5). Every text from the venues (titles, rule quotes) and from the judge is written as text.
 */
import { ApiError, isAbort, messageOf, requestJson } from "./api.ts";
import { createHistoryChart, type HistoryChart } from "./chart.ts";
import { byId, el, replaceChildren } from "./dom.ts";
import { shortStamp, utcStamp } from "./format.ts";
import {
  BASIS_WINDOWS,
  type BasisWindow,
  basisCandles,
  basisQuery,
  basisSummaryText,
  confidenceText,
  diffCounts,
  type LegSide,
  legPassages,
  legWholeText,
  type Passage,
  pairsPageText,
  type Section,
  sectionName,
  verdictText,
} from "./pairs-format.ts";
import type {
  Envelope,
  EquivalenceBasis,
  EquivalencePagination,
  EquivalencePair,
  EquivalencePairResource,
} from "./types.ts";

const PAIRS_PATH = "/api/v1/equivalence/pairs";
/** Pairs listed: the route's first page of this size (it allows up to 200). */
const PAGE_SIZE = 50;

export function createPairsView() {
  const filters = byId<HTMLFormElement>("pairs-filters");
  const meta = byId("pairs-meta");
  const rows = byId<HTMLTableSectionElement>("pair-rows");
  const detail = byId("pair-detail");
  const title = byId("pair-title");
  const verdict = byId("pair-verdict");
  const legs = { a: byId("pair-leg-a"), b: byId("pair-leg-b") };
  const diffRows = byId<HTMLTableSectionElement>("pair-diffs");
  const basisControls = byId<HTMLFormElement>("basis-controls");
  const basisWindow = byId<HTMLSelectElement>("basis-window");
  const basisNote = byId("basis-note");
  const basisContainer = byId("basis-chart");
  const previous = byId<HTMLButtonElement>("pairs-previous");
  const next = byId<HTMLButtonElement>("pairs-next");

  let selected: string | null = null;
  let page = 1;
  /** What the rows show now: a reload that finds the same list leaves them (and the keyboard's focus) alone. */
  let shownKey = "";
  let listInflight: AbortController | null = null;
  let pairInflight: AbortController | null = null;
  let basisInflight: AbortController | null = null;
  // Made on the first pair shown: the chart sizes itself from its container, which is hidden before.
  let chart: HistoryChart | null = null;

  const listQuery = () => {
    const data = new FormData(filters);
    const params = new URLSearchParams({ page: String(page), page_size: String(PAGE_SIZE) });
    const relation = String(data.get("relation") ?? "");
    if (relation) params.set("relation", relation);
    const q = String(data.get("q") ?? "").trim();
    if (q) params.set("q", q.slice(0, 100));
    return params.toString();
  };

  const markSelected = () => {
    for (const tr of rows.querySelectorAll<HTMLTableRowElement>("tr[data-pair]")) {
      const on = tr.dataset.pair === selected;
      tr.classList.toggle("selected", on);
      tr.querySelector("button")?.setAttribute("aria-pressed", String(on));
    }
  };

  const legCell = (leg: EquivalencePair["legs"]["a"]) =>
    el(
      "td",
      { class: "secondary leg-cell" },
      el("span", { class: "market-id" }, leg.market_id),
      el("br"),
      leg.title,
    );

  const showList = (pairs: EquivalencePair[], pagination: EquivalencePagination, filtered: boolean) => {
    previous.disabled = pagination.page <= 1;
    next.disabled = pagination.page >= pagination.total_pages;
    const key = JSON.stringify([pagination, pairs.map((p) => [p.pair_id, p.judged_at, p.status])]);
    if (key === shownKey) return;
    shownKey = key;
    if (pagination.total_rows === 0) {
      meta.textContent = filtered
        ? "No judged pair matches these filters."
        : "No pair judged yet: pix judges the catalog's Kalshi and Polymarket markets against each other every five minutes, from their rule texts. Pairs appear here after the first judging pass that pairs two markets.";
      replaceChildren(rows, []);
      return;
    }
    meta.textContent = pairsPageText(pagination, pairs.length);
    replaceChildren(
      rows,
      pairs.map((pair) => {
        const button = el(
          "button",
          { type: "button", class: "pair-pick", "aria-pressed": "false" },
          `${pair.legs.a.market_id} / ${pair.legs.b.market_id}`,
        );
        button.addEventListener("click", () => select(pair.pair_id));
        return el(
          "tr",
          { "data-pair": pair.pair_id, "data-relation": pair.relation },
          el("th", { scope: "row" }, button),
          el("td", {}, verdictText(pair)),
          el("td", { class: "num" }, confidenceText(pair.confidence)),
          legCell(pair.legs.a),
          legCell(pair.legs.b),
          el("td", { class: "secondary" }, diffCounts(pair.rule_diff)),
          el("td", { class: "secondary" }, shortStamp(pair.judged_at)),
        );
      }),
    );
    markSelected();
  };

  const loadList = async () => {
    listInflight?.abort();
    const controller = new AbortController();
    listInflight = controller;
    const query = listQuery();
    try {
      const body = await requestJson<
        Envelope<{ pairs: EquivalencePair[] }> & { meta: { pagination: EquivalencePagination } }
      >(`${PAIRS_PATH}?${query}`, { signal: controller.signal });
      showList(body.data.pairs, body.meta.pagination, /[?&](relation|q)=/.test(`?${query}`));
    } catch (error) {
      if (isAbort(error)) return;
      // The list shrank under this page (pairs withdrawn since): back to its first page.
      if (error instanceof ApiError && error.status === 404 && page > 1) {
        page = 1;
        return loadList();
      }
      shownKey = "";
      meta.textContent = `The pairs could not be read: ${messageOf(error)}`;
    }
  };

  /** A quoted passage, marked by its strongest severity, with the fields citing it for screen readers. */
  const marked = (p: Passage): Node[] => [
    el(
      "mark",
      { class: p.severity, "data-diffs": p.diffs.join(" "), title: `${p.severity}: ${p.fields.join(", ")}` },
      p.text,
    ),
    el("span", { class: "sr-only" }, ` (${p.severity}: ${p.fields.join(", ")})`),
  ];

  /**
   * One leg's column: its venue, market and title, then its rule texts by section — whole, the version
   * judged, with every quoted difference marked by severity where it stands (the quoted passages alone
   * when the pair gives no texts for the leg).
   */
  const showLeg = (
    pair: EquivalencePair & Partial<Pick<EquivalencePairResource, "rule_texts">>,
    side: LegSide,
  ) => {
    const leg = pair.legs[side];
    const texts = pair.rule_texts?.[side] ?? null;
    const sections = legPassages(pair.rule_diff, side);
    const section = (name: Section["section"], ...content: (Node | null)[]) =>
      el(
        "div",
        { class: "rule-section", "data-section": name },
        el("h5", {}, sectionName(name)),
        el("p", { class: "rule-text" }, ...content),
      );
    const body =
      texts !== null
        ? legWholeText(texts.sections, pair.rule_diff, side).map((s) =>
            section(
              s.section,
              ...s.stretches.flatMap((t): Node[] =>
                t.passage === null ? [document.createTextNode(t.text)] : marked(t.passage),
              ),
            ),
          )
        : sections.length === 0
          ? [
              el(
                "p",
                { class: "muted" },
                "No passage of this leg's rules is quoted: the legs differ in no rule.",
              ),
            ]
          : sections.map((s) =>
              section(
                s.section,
                ...s.passages.flatMap((p) => [
                  p.gapBefore ? el("span", { class: "gap", "aria-hidden": "true" }, " … ") : null,
                  ...marked(p),
                ]),
              ),
            );
    replaceChildren(legs[side], [
      el("h4", {}, `Leg ${side} · ${leg.venue} · ${leg.market_id}`),
      el("p", { class: "leg-title" }, leg.title),
      el("p", { class: "muted" }, `rules version ${leg.rules_version}`),
      ...body,
    ]);
  };

  const showPair = (pair: EquivalencePairResource) => {
    detail.hidden = false;
    title.textContent = `${pair.legs.a.market_id} / ${pair.legs.b.market_id}`;
    verdict.textContent = `${verdictText(pair)} · confidence ${confidenceText(pair.confidence)} · ${diffCounts(pair.rule_diff)} · ${pair.status} · judged ${utcStamp(pair.judged_at)}`;
    verdict.dataset.relation = pair.relation;
    showLeg(pair, "a");
    showLeg(pair, "b");
    replaceChildren(
      diffRows,
      pair.rule_diff.length === 0
        ? [
            el(
              "tr",
              {},
              el("td", { colspan: "4", class: "muted wrap" }, "The legs' rules differ in nothing pix reads."),
            ),
          ]
        : pair.rule_diff.map((d, i) =>
            el(
              "tr",
              { "data-diff": String(i), "data-severity": d.severity },
              el(
                "th",
                { scope: "row" },
                d.field,
                " ",
                el("span", { class: `badge ${d.severity}` }, d.severity),
              ),
              el("td", { class: "wrap" }, d.a ?? "not stated"),
              el("td", { class: "wrap" }, d.b ?? "not stated"),
              el("td", { class: "wrap secondary" }, d.note),
            ),
          ),
    );
  };

  const loadBasis = async (pairId: string) => {
    basisInflight?.abort();
    const controller = new AbortController();
    basisInflight = controller;
    const window = basisWindow.value as BasisWindow;
    chart ??= createHistoryChart(basisContainer);
    basisNote.textContent = "Loading…";
    try {
      const path = `${PAIRS_PATH}/${encodeURIComponent(pairId)}/basis?${basisQuery(window, Date.now())}`;
      const { data } = await requestJson<Envelope<EquivalenceBasis>>(path, { signal: controller.signal });
      const candles = basisCandles(data);
      chart.showCandles(candles, data.interval, 4);
      basisNote.textContent =
        candles.length === 0
          ? `No minute of this window has both legs quoted on two-sided books: no basis to draw. ${basisSummaryText(data.summary)}`
          : `${candles.length} bar${candles.length === 1 ? "" : "s"} of ${data.interval} · mid a − mid b${data.polarity === "inverted" ? " (leg b at 1 − mid)" : ""} · ${basisSummaryText(data.summary)}`;
    } catch (error) {
      if (isAbort(error)) return;
      chart.clear();
      basisNote.textContent = messageOf(error);
    }
  };

  const select = async (pairId: string) => {
    selected = pairId;
    markSelected();
    pairInflight?.abort();
    const controller = new AbortController();
    pairInflight = controller;
    try {
      const { data } = await requestJson<Envelope<EquivalencePairResource>>(
        `${PAIRS_PATH}/${encodeURIComponent(pairId)}`,
        { signal: controller.signal },
      );
      showPair(data);
      void loadBasis(pairId);
    } catch (error) {
      if (isAbort(error)) return;
      detail.hidden = false;
      verdict.textContent = `The pair could not be read: ${messageOf(error)}`;
    }
  };

  for (const [value, { label }] of Object.entries(BASIS_WINDOWS))
    basisWindow.append(el("option", { value }, label));
  basisWindow.value = "6h" satisfies BasisWindow;
  basisControls.addEventListener("change", () => {
    if (selected) void loadBasis(selected);
  });
  basisControls.addEventListener("submit", (event) => event.preventDefault());
  filters.addEventListener("submit", (event) => {
    event.preventDefault();
    page = 1;
    void loadList();
  });
  previous.addEventListener("click", () => {
    page = Math.max(1, page - 1);
    void loadList();
  });
  next.addEventListener("click", () => {
    page += 1;
    void loadList();
  });

  return { load: loadList };
}
