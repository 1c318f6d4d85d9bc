/**
 * The pairs view's words and shapes (`GET /api/v1/equivalence/pairs`, `…/pairs/{pair_id}` and its
 * `…/basis`), kept free of the DOM so they can be tested on their own: a pair's one-line summary, each
 * leg's rule passages rebuilt from the differences' evidence (the route serves the quoted words with
 * their offsets, not whole texts) with the severity that marks them, the basis window a choice asks
 * for, and the basis buckets as candles for the chart.
 */
import type {
  Candle,
  EquivalenceBasis,
  EquivalencePagination,
  EquivalencePair,
  RuleDiff,
  RuleEvidence,
} from "./types.ts";

export type Severity = RuleDiff["severity"];
export type LegSide = "a" | "b";

/** Strongest first: a passage cited by a blocking and a cosmetic difference reads as blocking. */
const SEVERITY_RANK: Record<Severity, number> = { blocking: 0, material: 1, cosmetic: 2 };

/** The order a venue's rule texts are shown in (the venue field each passage comes from). */
const SECTION_ORDER: RuleEvidence["section"][] = [
  "title",
  "question",
  "rules_primary",
  "description",
  "rules_secondary",
  "early_close_condition",
  "settlement_sources",
  "resolution_source",
  "close_time",
  "end_date",
];

/** `rules_primary` → `rules primary`: a section's name in words. */
export const sectionName = (section: RuleEvidence["section"]) => section.replaceAll("_", " ");

/** `0.96` → `0.96`, `1` → `1.00`: confidences to two decimals. */
export const confidenceText = (confidence: number) => confidence.toFixed(2);

/** `2 blocking, 1 material` (cosmetic differences counted last); `no difference` for none. */
export function diffCounts(diffs: Pick<RuleDiff, "severity">[]): string {
  const counts = (["blocking", "material", "cosmetic"] as const)
    .map((s) => [s, diffs.filter((d) => d.severity === s).length] as const)
    .filter(([, n]) => n > 0)
    .map(([s, n]) => `${n} ${s}`);
  return counts.length === 0 ? "no difference" : counts.join(", ");
}

/**
 * Where a page of the list stands: `161 pairs`, or `51–100 of 161 pairs` when the list has more than one
 * page (`shown` rows on this page), highest confidence first.
 */
export function pairsPageText(
  pagination: Pick<EquivalencePagination, "page" | "page_size" | "total_rows">,
  shown: number,
): string {
  const total = pagination.total_rows;
  const noun = `pair${total === 1 ? "" : "s"}`;
  if (shown >= total) return `${total} ${noun}, highest confidence first`;
  const first = (pagination.page - 1) * pagination.page_size + 1;
  return `${first}–${first + shown - 1} of ${total} ${noun}, highest confidence first`;
}

/** A pair's relation and polarity in words: `identity · same polarity`, `complement · inverted`. */
export function verdictText(pair: Pick<EquivalencePair, "relation" | "polarity">): string {
  const polarity =
    pair.polarity === null
      ? "polarity unknown"
      : pair.polarity === "same"
        ? "same polarity"
        : "inverted polarity";
  return `${pair.relation} · ${polarity}`;
}

/** One stretch of a leg's text: contiguous quoted words, and the differences that cite them. */
export interface Passage {
  start: number;
  end: number;
  text: string;
  /** The strongest severity among the differences citing it. */
  severity: Severity;
  /** The fields of those differences, in the order the pair lists them. */
  fields: string[];
  /** Indices into the pair's `rule_diff`. */
  diffs: number[];
  /** Words the route did not quote stand between this passage and the one before it (or the section's start). */
  gapBefore: boolean;
}

export interface Section {
  section: RuleEvidence["section"];
  passages: Passage[];
}

/**
 * One leg's rule passages, by section in the venue's reading order and by offset within a section:
 * every evidence quote the pair's differences cite for that leg, overlapping or touching quotes joined
 * into one passage (its words rebuilt from the quotes, which are exact slices of the same text), each
 * marked with the strongest severity citing it. A passage that does not start where the one before
 * ended has `gapBefore`: the text between was not quoted.
 */
export function legPassages(diffs: RuleDiff[], side: LegSide): Section[] {
  const bySection = new Map<RuleEvidence["section"], (RuleEvidence & { diff: number })[]>();
  diffs.forEach((diff, index) => {
    for (const evidence of diff.evidence[side]) {
      if (evidence.end < evidence.start) continue;
      const list = bySection.get(evidence.section) ?? [];
      list.push({ ...evidence, diff: index });
      bySection.set(evidence.section, list);
    }
  });
  const order = (s: RuleEvidence["section"]) => {
    const i = SECTION_ORDER.indexOf(s);
    return i === -1 ? SECTION_ORDER.length : i;
  };
  return [...bySection.entries()]
    .sort(([x], [y]) => order(x) - order(y))
    .map(([section, quotes]) => {
      quotes.sort((x, y) => x.start - y.start || y.end - x.end || x.diff - y.diff);
      const passages: Passage[] = [];
      for (const q of quotes) {
        const diff = diffs[q.diff] as RuleDiff;
        const last = passages.at(-1);
        if (last && q.start <= last.end) {
          if (q.end > last.end) {
            last.text += q.quote.slice(last.end - q.start);
            last.end = q.end;
          }
          if (!last.diffs.includes(q.diff)) last.diffs.push(q.diff);
          if (!last.fields.includes(diff.field)) last.fields.push(diff.field);
          if (SEVERITY_RANK[diff.severity] < SEVERITY_RANK[last.severity]) last.severity = diff.severity;
          continue;
        }
        passages.push({
          start: q.start,
          end: q.end,
          text: q.quote,
          severity: diff.severity,
          fields: [diff.field],
          diffs: [q.diff],
          gapBefore: q.start > (last?.end ?? 0),
        });
      }
      for (const p of passages) p.diffs.sort((x, y) => x - y);
      return { section, passages };
    });
}

/** One stretch of a section's whole text: words no difference cites (`passage` null), or a passage. */
export interface Stretch {
  text: string;
  passage: Passage | null;
}

export interface WholeSection {
  section: RuleEvidence["section"];
  stretches: Stretch[];
}

/**
 * A leg's whole rule texts (the pair's `rule_texts`, the version judged), section by section in the
 * route's order, each cut into the words no difference cites and the passages `legPassages` finds, so
 * every quoted difference is marked where it stands. A passage whose offsets do not fit the text is left
 * unmarked rather than misplaced.
 */
export function legWholeText(
  texts: readonly { section: RuleEvidence["section"]; text: string }[],
  diffs: RuleDiff[],
  side: LegSide,
): WholeSection[] {
  const passages = new Map(legPassages(diffs, side).map((s) => [s.section, s.passages]));
  return texts.map(({ section, text }) => {
    const stretches: Stretch[] = [];
    let at = 0;
    for (const p of passages.get(section) ?? []) {
      if (p.start < at || p.end > text.length || text.slice(p.start, p.end) !== p.text) continue;
      if (p.start > at) stretches.push({ text: text.slice(at, p.start), passage: null });
      stretches.push({ text: p.text, passage: p });
      at = p.end;
    }
    if (at < text.length) stretches.push({ text: text.slice(at), passage: null });
    return { section, stretches };
  });
}

/** The basis windows the view offers: the route's window is at most one day. */
export const BASIS_WINDOWS = {
  "1h": { minutes: 60, interval: "1m", label: "Last hour, 1-minute buckets" },
  "6h": { minutes: 360, interval: "5m", label: "Last 6 hours, 5-minute buckets" },
  "24h": { minutes: 1440, interval: "1h", label: "Last day, 1-hour buckets" },
} as const;
export type BasisWindow = keyof typeof BASIS_WINDOWS;

const minuteIso = (ms: number) => new Date(ms).toISOString().slice(0, 16).concat(":00Z");

/**
 * The basis route's query for a window ending now: `to` the next whole minute (the current minute
 * included), `from` the window's length before it, and the window's bucket width.
 */
export function basisQuery(window: BasisWindow, nowMs: number): string {
  const { minutes, interval } = BASIS_WINDOWS[window];
  const toMs = Math.floor(nowMs / 60_000) * 60_000 + 60_000;
  const fromMs = toMs - minutes * 60_000;
  return `from=${minuteIso(fromMs)}&to=${minuteIso(toMs)}&interval=${interval}`;
}

/** The buckets with a quoted minute as candles of `mid_basis` (exact decimals read as numbers to draw). */
export function basisCandles(basis: Pick<EquivalenceBasis, "buckets">): Candle[] {
  return basis.buckets.flatMap((b) =>
    b.mid_basis === null
      ? []
      : [
          {
            start_at: b.start,
            open: Number(b.mid_basis.open),
            high: Number(b.mid_basis.high),
            low: Number(b.mid_basis.low),
            close: Number(b.mid_basis.close),
          },
        ],
  );
}

const signed = (x: number, digits: number) => {
  const text = x.toFixed(digits);
  return Number(text) === 0 ? (0).toFixed(digits) : text.replace("-", "−");
};

/**
 * The basis summary in a line: `quoted 87% of 60 min · mean 0.0250 · sd 0.0031 · half-life 4.2 min`
 * (a share that is neither none nor all never rounds to 0% or 100%); the parts the window cannot give
 * (no quoted minute, no mean-reverting fit) are said so.
 */
export function basisSummaryText(summary: EquivalenceBasis["summary"]): string {
  const share = summary.quoted_share;
  const percent =
    share > 0 && share < 0.005 ? "<1" : share < 1 && share > 0.995 ? ">99" : String(Math.round(share * 100));
  const quoted = `quoted ${percent}% of ${summary.minutes} min`;
  if (summary.quoted_minutes === 0) return `${quoted} · no minute with both legs two-sided`;
  const parts = [quoted, `mean ${summary.mean === null ? "—" : signed(summary.mean, 4)}`];
  if (summary.standard_deviation !== null) parts.push(`sd ${summary.standard_deviation.toFixed(4)}`);
  const ar1 = summary.ar1;
  if (ar1 === null) parts.push(`no half-life (${(summary.ar1_reason ?? "no fit").replaceAll("_", " ")})`);
  else if (ar1.half_life_minutes === null)
    parts.push(`no half-life (${(ar1.reason ?? "no fit").replaceAll("_", " ")})`);
  else parts.push(`half-life ${Number(ar1.half_life_minutes.toFixed(1))} min`);
  return parts.join(" · ");
}
