import { z } from "zod";
import type { RawNewsEntry } from "../../domain/news/build.ts";
import type { NewsFeedConfig } from "../../domain/news/feeds.ts";
import {
  type AdapterAnswer,
  countInto,
  type NewsFetchContext,
  parseJson,
  type RefusedCounts,
  readDocument,
} from "./outcome.ts";

/**
 * A venue's AI-generated narrative about a bound contract. No venue documents a public endpoint for
 * these, so the shape read here is the upstream simulator's (`{ narratives: [{ id, market_id, headline,
 * body, generated_at, url }] }`). What matters is the labelling, which the spec fixes: the title,
 * `source.name`, `provenance.note` and `payload.generated_by` all say the venue's AI wrote it.
 */

type NarrativeFeed = NewsFeedConfig & { adapter: { type: "venue_ai_narrative" } };

const AI_TITLE_PREFIX = "AI-generated: ";
const VENUE_NAMES = { kalshi: "Kalshi", polymarket: "Polymarket" } as const;

const narrativeListSchema = z.object({ narratives: z.array(z.unknown()) });
const narrativeSchema = z.object({
  id: z.string().min(1),
  market_id: z.string().min(1),
  headline: z.string().min(1),
  body: z.string().nullish(),
  generated_at: z.string().min(1),
  url: z.string().nullish(),
});

/** The source named as the venue's AI, whatever the configuration called it. */
export function aiSourceName(name: string): string {
  return /\bAI\b/.test(name) ? name : `${name} (AI-generated)`;
}

export async function fetchVenueNarratives(
  feed: NarrativeFeed,
  ctx: NewsFetchContext,
): Promise<AdapterAnswer> {
  const url = new URL(feed.adapter.url);
  for (const id of feed.adapter.marketIds) url.searchParams.append("market_id", id);
  const doc = await readDocument(url.href, ctx, { conditional: true });
  if (!doc.ok || doc.notModified) return doc;
  const listing = parseJson(doc.text, narrativeListSchema);
  if (!listing.ok) return { ok: false, reason: listing.reason, detail: listing.detail, http: doc.http };

  const venue = VENUE_NAMES[feed.adapter.venue];
  const wanted = new Set(feed.adapter.marketIds);
  const refused: RefusedCounts = {};
  const entries: RawNewsEntry[] = [];
  let filtered = 0;
  for (const record of listing.value.narratives) {
    const parsed = narrativeSchema.safeParse(record);
    if (!parsed.success) {
      countInto(refused, "invalid_entry");
      continue;
    }
    const narrative = parsed.data;
    if (!wanted.has(narrative.market_id)) {
      filtered++;
      continue;
    }
    entries.push({
      key: `narrative:${narrative.id}`,
      title: `${AI_TITLE_PREFIX}${narrative.headline}`,
      url: narrative.url ?? null,
      t: { text: narrative.generated_at },
      summary: narrative.body ?? null,
      relevance: "direct",
      note: `Written by ${venue}'s AI, not by pix or a primary source; it may be wrong.`,
      payload: { venue: feed.adapter.venue, market_id: narrative.market_id, generated_by: "venue_ai" },
    });
  }
  return {
    ok: true,
    notModified: false,
    entries,
    refused,
    filtered,
    retrievedAtMs: doc.receivedAtMs,
    http: doc.http,
    feed: { source: { ...feed.source, name: aiSourceName(feed.source.name) } },
  };
}
