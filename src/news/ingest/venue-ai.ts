import { z } from "zod";
import type { AdapterAnswer, NewsFetchContext } from "./outcome.ts";
import { type AdapterFeed, type EntryReading, readJsonFeed, sortValid } from "./read.ts";

/**
 * A venue's AI-generated narrative about a bound contract. No venue documents a public endpoint for
 * these, so the shape read here is the upstream simulator's (`{ narratives: [{ id, market_id, headline,
 * body, generated_at, url }] }`). What matters is the labelling, which the spec fixes: the title,
 * `source.name`, `provenance.note` and `payload.generated_by` all say the venue's AI wrote it.
 */

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
  feed: AdapterFeed<"venue_ai_narrative">,
  ctx: NewsFetchContext,
): Promise<AdapterAnswer> {
  const url = new URL(feed.adapter.url);
  for (const id of feed.adapter.marketIds) url.searchParams.append("market_id", id);
  const venue = VENUE_NAMES[feed.adapter.venue];
  const wanted = new Set(feed.adapter.marketIds);
  const narrative = (record: z.infer<typeof narrativeSchema>): EntryReading => {
    if (!wanted.has(record.market_id)) return { filtered: true };
    return {
      kept: {
        key: `narrative:${record.id}`,
        title: `${AI_TITLE_PREFIX}${record.headline}`,
        url: record.url ?? null,
        t: { text: record.generated_at },
        summary: record.body ?? null,
        relevance: "direct",
        note: `Written by ${venue}'s AI, not by pix or a primary source; it may be wrong.`,
        payload: { venue: feed.adapter.venue, market_id: record.market_id, generated_by: "venue_ai" },
      },
    };
  };
  return readJsonFeed(
    narrativeListSchema,
    {
      url: url.href,
      read: { conditional: true },
      entries: (listing) => sortValid(listing.narratives, narrativeSchema, narrative),
      identity: { source: { ...feed.source, name: aiSourceName(feed.source.name) } },
    },
    ctx,
  );
}
