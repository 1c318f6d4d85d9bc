/**
 * The news upstreams, simulated under `/news/…` in their real shapes (paths after the prefix are the
 * upstream's own, so an adapter's base URL is all that changes):
 *
 *   /news/bls/feed/cpi.rss, /news/bls/feed/empsit.rss          BLS (Atom at `.rss` addresses)
 *   /news/bea/rss/rss.xml                                      BEA (RSS 2.0, every release)
 *   /news/fed/feeds/press_monetary.xml                         Federal Reserve (RSS 2.0)
 *   /news/sec/cgi-bin/browse-edgar?action=getcompany&CIK=…     EDGAR company Atom (needs a User-Agent)
 *   /news/sec-data/submissions/CIK##########.json              EDGAR submissions JSON
 *   /news/kalshi/trade-api/v2/{series/{t},markets,milestones}  Kalshi terms, settlements, milestones
 *   /news/polymarket/gamma/markets?id=…                        Polymarket descriptions
 *   /news/editorial/feed.xml                                   a publisher's RSS
 *   /news/venue-ai/narratives?market_id=…                      venue AI narratives (simulator only)
 *
 * Every answer carries an ETag (a hash of the body) and a Last-Modified, and honours If-None-Match /
 * If-Modified-Since with 304. Faults are set per feed: `POST /news/_control/faults {feed, mode, count?}`.
 */
import { gammaMarket } from "./gamma.ts";
import { hexFor } from "./hash.ts";
import { kalshiMarket, seriesBody } from "./kalshi.ts";
import {
  beaEntries,
  blsCpiEntries,
  blsEmpsitEntries,
  edgarEntries,
  editorialEntries,
  fedEntries,
  kalshiMilestones,
  kalshiSettledMarkets,
  SIM_FILERS,
  venueNarratives,
} from "./news-content.ts";
import {
  edgarSubmissions,
  httpDate,
  renderAtom,
  renderEdgarAtom,
  renderRss,
  type SimEntry,
} from "./news-documents.ts";
import { json, listParam, type RouteContext, type SimReply } from "./reply.ts";

export const NEWS_BASE_PATH = "/news";

export const NEWS_FEEDS = [
  "bls-cpi",
  "bls-empsit",
  "bea",
  "fed",
  "sec-atom",
  "sec-submissions",
  "kalshi",
  "polymarket",
  "editorial",
  "venue-ai",
] as const;
export type NewsFeedKey = (typeof NEWS_FEEDS)[number];

export const NEWS_FAULT_MODES = [
  "none",
  "http_500",
  "malformed",
  "huge_body",
  "entity_bomb",
  "javascript_links",
  "many_items",
  "bad_dates",
  "duplicate_ids",
  "huge_summary",
  "script_tags",
] as const;
export type NewsFaultMode = (typeof NEWS_FAULT_MODES)[number];

interface NewsFault {
  mode: NewsFaultMode;
  /** Requests still affected; null = until reset. */
  remaining: number | null;
}

const MANY_ITEMS = 10_000;
const HUGE_SUMMARY = "Synthetic filler. ".repeat(60_000);
const SCRIPT = "<script>alert(document.cookie)</script>";
const JS_LINK = "javascript:alert(document.domain)";
const FUTURE_MS = Date.UTC(2038, 0, 1);
const EPOCH_MS = 0;

const ENTITY_BOMB = `<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from(
  { length: 9 },
  (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? "" : i};`.repeat(10)}">`,
).join(
  "",
)}]>\n<rss version="2.0"><channel><title>&lol9;</title><item><title>&lol9;</title></item></channel></rss>\n`;

/** Entry-level faults, applied before a document is rendered. */
function faultEntries(mode: NewsFaultMode, entries: SimEntry[]): SimEntry[] {
  switch (mode) {
    case "javascript_links":
      return entries.map((entry) => ({ ...entry, link: JS_LINK }));
    case "script_tags":
      return entries.map((entry) => ({
        ...entry,
        title: `${entry.title} ${SCRIPT}`,
        html: `${SCRIPT}<p onclick="alert(1)">${entry.html ?? ""}</p><img src=x onerror=alert(1)>`,
      }));
    case "huge_summary":
      return entries.map((entry) => ({ ...entry, html: HUGE_SUMMARY }));
    case "bad_dates":
      return entries.map((entry, i) => ({ ...entry, dateMs: i % 2 === 0 ? FUTURE_MS : EPOCH_MS }));
    case "duplicate_ids":
      return entries.flatMap((entry) => [
        entry,
        { ...entry, title: `${entry.title} (rewritten)`, html: "Rewritten text." },
      ]);
    case "many_items": {
      const first = entries[0];
      if (first === undefined) return entries;
      // Short entries, so 10,000 of them still fit under a feed's 2 MB body cap.
      const origin = new URL(first.link).origin;
      return Array.from({ length: MANY_ITEMS }, (_, i) => ({
        ...first,
        id: `n${i}`,
        link: `${origin}/n/${i}`,
        title: `${first.title.slice(0, 34)} #${i}`,
        html: null,
        dateMs: first.dateMs - i * 60_000,
        ...(first.filing
          ? {
              filing: {
                ...first.filing,
                accession: `${first.filing.accession.slice(0, 14)}${String(i).padStart(6, "0")}`,
              },
            }
          : {}),
      }));
    }
    default:
      return entries;
  }
}

const TEXT_FIELDS = new Set([
  "rules_primary",
  "rules_secondary",
  "description",
  "body",
  "notification_message",
]);
const TITLE_FIELDS = new Set(["title", "question", "headline"]);
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/**
 * The same faults on a JSON answer: a walk over its records. A huge summary goes into the first text
 * field only, so the answer stays under a feed's body cap and the summary rule is what gets tested.
 */
function faultJson(mode: NewsFaultMode, root: unknown): unknown {
  let hugeDone = false;
  const walk = (value: unknown, key: string | null): unknown => {
    if (Array.isArray(value)) {
      const items = value.map((item) => walk(item, null));
      if (mode === "duplicate_ids") {
        return items.flatMap((item) => [item, faultJson("script_tags", item)]);
      }
      if (mode === "many_items" && items.length > 0 && typeof items[0] === "object") {
        return Array.from({ length: MANY_ITEMS }, (_, i) => ({
          ...(items[0] as object),
          id: `many-${i}`,
          ticker: `MANY-${i}`,
        }));
      }
      return items;
    }
    if (typeof value === "object" && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
    }
    if (typeof value !== "string" || key === null) return value;
    if (mode === "javascript_links" && /^https?:\/\//.test(value)) return JS_LINK;
    if (mode === "script_tags" && (TEXT_FIELDS.has(key) || TITLE_FIELDS.has(key))) return `${value}${SCRIPT}`;
    if (mode === "huge_summary" && TEXT_FIELDS.has(key) && !hugeDone) {
      hugeDone = true;
      return HUGE_SUMMARY;
    }
    if (mode === "bad_dates" && RFC3339.test(value))
      return value < "2026-06" ? "1970-01-01T00:00:00Z" : "2038-01-01T00:00:00Z";
    return value;
  };
  return walk(root, null);
}

/** A rendered document before conditional handling: its body, type and last change. */
interface Document {
  body: string;
  contentType: string;
  lastModifiedMs: number;
}

function xmlDoc(body: string, entries: SimEntry[], contentType = "application/xml; charset=utf-8"): Document {
  return { body, contentType, lastModifiedMs: entries.reduce((latest, e) => Math.max(latest, e.dateMs), 0) };
}

function jsonDoc(value: unknown, lastModifiedMs: number): Document {
  return { body: JSON.stringify(value), contentType: "application/json; charset=utf-8", lastModifiedMs };
}

/** Applies the body-level faults, then answers 304 when the client's validators still match. */
function answer(request: Request, doc: Document, mode: NewsFaultMode): SimReply {
  let body = doc.body;
  if (mode === "malformed") body = body.slice(0, Math.floor(body.length / 2));
  if (mode === "huge_body") body = `${body}<!--${"x".repeat(3 * 1024 * 1024)}-->`;
  if (mode === "entity_bomb") body = ENTITY_BOMB;
  const etag = `"${hexFor(body, 24)}"`;
  const lastModified = httpDate(Math.floor(Math.max(doc.lastModifiedMs, 0) / 1000) * 1000);
  const headers = { ETag: etag, "Last-Modified": lastModified };
  const ifNoneMatch = request.headers.get("if-none-match");
  const ifModifiedSince = request.headers.get("if-modified-since");
  const unchanged =
    ifNoneMatch !== null
      ? ifNoneMatch.split(",").some((tag) => tag.trim() === etag)
      : ifModifiedSince !== null && Date.parse(ifModifiedSince) >= Date.parse(lastModified);
  if (unchanged) return { status: 304, text: "", contentType: doc.contentType, headers };
  return { status: 200, text: body, contentType: doc.contentType, headers };
}

const notFound = () => json({ error: "not found" }, 404);

export interface NewsSimulator {
  handle(ctx: RouteContext): Promise<SimReply>;
  setFault(feed: NewsFeedKey, mode: NewsFaultMode, count?: number): void;
  reset(): void;
  faults(): Record<string, NewsFault>;
}

export function createNewsSimulator(): NewsSimulator {
  const faults = new Map<NewsFeedKey, NewsFault>();

  function take(feed: NewsFeedKey): NewsFaultMode {
    const fault = faults.get(feed);
    if (fault === undefined) return "none";
    if (fault.remaining !== null) {
      if (fault.remaining <= 1) faults.delete(feed);
      else faults.set(feed, { ...fault, remaining: fault.remaining - 1 });
    }
    return fault.mode;
  }

  async function control(ctx: RouteContext, action: string | undefined): Promise<SimReply> {
    if (action === "state") return json({ faults: Object.fromEntries(faults) });
    if (ctx.request.method !== "POST") return json({ error: "method not allowed" }, 405, { Allow: "POST" });
    if (action === "reset") {
      faults.clear();
      return json({ faults: {} });
    }
    if (action !== "faults") return notFound();
    let body: unknown;
    try {
      body = await ctx.request.json();
    } catch {
      return json({ error: "body must be a JSON object" }, 400);
    }
    const { feed, mode, count } = (body ?? {}) as Record<string, unknown>;
    if (!NEWS_FEEDS.includes(feed as NewsFeedKey))
      return json({ error: `feed must be one of ${NEWS_FEEDS.join(", ")}` }, 400);
    if (!NEWS_FAULT_MODES.includes(mode as NewsFaultMode)) {
      return json({ error: `mode must be one of ${NEWS_FAULT_MODES.join(", ")}` }, 400);
    }
    if (count !== undefined && (typeof count !== "number" || !Number.isInteger(count) || count < 0)) {
      return json({ error: "count must be a non-negative integer" }, 400);
    }
    api.setFault(feed as NewsFeedKey, mode as NewsFaultMode, count as number | undefined);
    return json({ faults: Object.fromEntries(faults) });
  }

  function route(ctx: RouteContext): { feed: NewsFeedKey; build: (mode: NewsFaultMode) => Document } | null {
    const [source, ...rest] = ctx.path;
    const path = rest.join("/");
    const now = ctx.nowMs;
    const syndication = (
      feed: NewsFeedKey,
      entries: () => SimEntry[],
      render: (e: SimEntry[]) => string,
      type?: string,
    ) => ({
      feed,
      build: (mode: NewsFaultMode) => {
        const faulted = faultEntries(mode, entries());
        return xmlDoc(render(faulted), faulted, type);
      },
    });
    if (source === "bls" && path === "feed/cpi.rss") {
      return syndication(
        "bls-cpi",
        () => blsCpiEntries(now),
        (e) => renderAtom({ title: "Consumer Price Index", id: "https://www.bls.gov/feed/cpi.rss" }, e),
        "application/atom+xml",
      );
    }
    if (source === "bls" && path === "feed/empsit.rss") {
      return syndication(
        "bls-empsit",
        () => blsEmpsitEntries(now),
        (e) => renderAtom({ title: "Employment Situation", id: "https://www.bls.gov/feed/empsit.rss" }, e),
        "application/atom+xml",
      );
    }
    if (source === "bea" && path === "rss/rss.xml") {
      return syndication(
        "bea",
        () => beaEntries(now),
        (e) =>
          renderRss(
            {
              title: "U.S. Bureau of Economic Analysis",
              link: "https://www.bea.gov",
              description: "U.S. Bureau of Economic Analysis",
            },
            e,
            "bea",
          ),
        "text/xml",
      );
    }
    if (source === "fed" && path === "feeds/press_monetary.xml") {
      return syndication(
        "fed",
        () => fedEntries(now),
        (e) =>
          renderRss(
            {
              title: "FRB: Press Release - Monetary Policy",
              link: "https://www.federalreserve.gov/feeds/feeds.htm",
              description: "Federal Reserve Board - Monetary Policy Press Releases",
            },
            e,
            "fed",
          ),
        "text/xml",
      );
    }
    if (source === "editorial" && path === "feed.xml") {
      return syndication(
        "editorial",
        () => editorialEntries(now),
        (e) =>
          renderRss(
            {
              title: "Example Markets Desk (synthetic)",
              link: "https://news.example.com",
              description: "Synthetic publisher",
            },
            e,
            "publisher",
          ),
        "application/rss+xml; charset=UTF-8",
      );
    }
    if (source === "sec" && path === "cgi-bin/browse-edgar") {
      const cik = (ctx.url.searchParams.get("CIK") ?? "").padStart(10, "0");
      const filer = SIM_FILERS[cik];
      if (filer === undefined || ctx.url.searchParams.get("output") !== "atom") return null;
      return syndication(
        "sec-atom",
        () => edgarEntries(cik, now),
        (e) => renderEdgarAtom(filer, e),
        "application/atom+xml",
      );
    }
    const submission = /^submissions\/CIK(\d{10})\.json$/.exec(path);
    if (source === "sec-data" && submission) {
      const cik = submission[1] ?? "";
      const filer = SIM_FILERS[cik];
      if (filer === undefined) return null;
      return {
        feed: "sec-submissions",
        build: (mode) => {
          const entries = faultEntries(mode, edgarEntries(cik, now));
          return jsonDoc(edgarSubmissions(filer, entries), entries[0]?.dateMs ?? 0);
        },
      };
    }
    if (source === "kalshi" && rest[0] === "trade-api" && rest[1] === "v2") {
      return kalshiRoute(ctx, rest.slice(2));
    }
    if (source === "polymarket" && path === "gamma/markets") {
      const ids = listParam(ctx.url, "id");
      return {
        feed: "polymarket",
        build: (mode) => {
          const markets = ids.flatMap((id) => {
            const market = ctx.universe.polymarket.marketById.get(id);
            return market ? [gammaMarket(market, ctx.minute, null)] : [];
          });
          return jsonDoc(faultJson(mode, markets), ctx.minute * 60_000);
        },
      };
    }
    if (source === "venue-ai" && path === "narratives") {
      const ids = listParam(ctx.url, "market_id");
      return {
        feed: "venue-ai",
        build: (mode) => {
          const narratives = venueNarratives(ctx.universe, ids, now);
          return jsonDoc(faultJson(mode, { narratives }), Math.floor(now / 86_400_000) * 86_400_000);
        },
      };
    }
    return null;
  }

  function kalshiRoute(
    ctx: RouteContext,
    rest: string[],
  ): { feed: NewsFeedKey; build: (mode: NewsFaultMode) => Document } | null {
    const [first, second] = rest;
    const minuteMs = ctx.minute * 60_000;
    if (first === "series" && second !== undefined && rest.length === 2) {
      const series = ctx.universe.kalshi.series.get(second);
      if (series === undefined) return null;
      return { feed: "kalshi", build: (mode) => jsonDoc(faultJson(mode, { series: seriesBody(series) }), 0) };
    }
    if (first === "markets" && rest.length === 1) {
      const tickers = listParam(ctx.url, "tickers");
      const seriesTicker = ctx.url.searchParams.get("series_ticker");
      const settled = listParam(ctx.url, "status").includes("settled");
      return {
        feed: "kalshi",
        build: (mode) => {
          const markets =
            settled && seriesTicker
              ? kalshiSettledMarkets(ctx.universe, seriesTicker, ctx.nowMs)
              : tickers.flatMap((ticker) => {
                  const market = ctx.universe.kalshi.marketById.get(ticker);
                  return market ? [kalshiMarket(market, ctx.minute)] : [];
                });
          return jsonDoc(faultJson(mode, { markets, cursor: "" }), settled ? 0 : minuteMs);
        },
      };
    }
    if (first === "milestones" && rest.length === 1) {
      const since = ctx.url.searchParams.get("minimum_start_date");
      const category = ctx.url.searchParams.get("category");
      return {
        feed: "kalshi",
        build: (mode) => {
          const milestones = kalshiMilestones(ctx.universe).filter(
            (m) => (!since || String(m.start_date) >= since) && (!category || m.category === category),
          );
          return jsonDoc(faultJson(mode, { milestones, cursor: "" }), 0);
        },
      };
    }
    return null;
  }

  const api: NewsSimulator = {
    async handle(ctx) {
      const [head, action] = ctx.path;
      if (head === "_control") return control(ctx, action);
      if (ctx.request.method !== "GET" && ctx.request.method !== "HEAD") {
        return json({ error: "method not allowed" }, 405, { Allow: "GET, HEAD" });
      }
      const found = route(ctx);
      if (found === null) return notFound();
      if (
        (found.feed === "sec-atom" || found.feed === "sec-submissions") &&
        !/@/.test(ctx.request.headers.get("user-agent") ?? "")
      ) {
        // EDGAR refuses clients that do not declare themselves with a contact.
        return {
          status: 403,
          text: "<html><body>Your Request Originates from an Undeclared Automated Tool</body></html>",
          contentType: "text/html",
        };
      }
      const mode = take(found.feed);
      if (mode === "http_500") return json({ error: "internal server error" }, 500);
      return answer(ctx.request, found.build(mode), mode);
    },
    setFault(feed, mode, count) {
      if (mode === "none" || count === 0) faults.delete(feed);
      else faults.set(feed, { mode, remaining: count ?? null });
    },
    reset() {
      faults.clear();
    },
    faults: () => Object.fromEntries(faults),
  };
  return api;
}
