/**
 * The components `GET /api/v1/status` reports, their ids and the thresholds each is judged by
 * (`state.ts`). Lag is measured from the moment the work was due to its completion for cycles and
 * jobs, and from venue time to receipt for the live feeds.
 */
import { DAY_MS, HOUR_MS, MINUTE_MS } from "../clock.ts";
import { VENUE_IDS, type VenueId } from "../methodology/venues.ts";
import type { StateThresholds } from "./state.ts";

export const COMPONENT_KINDS = [
  "cycle",
  "feed",
  "collection",
  "hour_summaries",
  "parquet_days",
  "news",
  "equity",
  "stream",
] as const;
export type ComponentKind = (typeof COMPONENT_KINDS)[number];

/** What each kind of component is, for the reader. */
export const COMPONENT_DESCRIPTIONS: Record<ComponentKind, string> = {
  cycle:
    "The venue's part of the minute cycle (REST quotes for the indices); lag: minute boundary to the venue's rows stored.",
  feed: "The venue's live WebSocket feed (all its shards); lag: venue time to receipt, above the feed's usual.",
  collection:
    "The whole-venue collection onto the lake tape; lag: minute boundary to the minute's collection sealed.",
  hour_summaries: "The lake's candle summaries of sealed hours; lag: hour end to the summary built.",
  parquet_days: "The lake's daily Parquet compaction; lag: day end (UTC) to the day compacted.",
  news: "One configured news feed, read by the news pass; lag: the pass's scheduled minute to the feed read and stored.",
  equity:
    "The equity price provider of the factor route, read on demand; lag: the request to the provider's answer.",
  stream:
    "The hand-off of each cycle's values to the stream shards; lag: minute boundary to every shard told.",
};

const minutes = (n: number) => n * MINUTE_MS;

/** The thresholds of each kind (`state.ts`). */
export const COMPONENT_THRESHOLDS: Record<ComponentKind, StateThresholds> = {
  cycle: {
    cadence_ms: MINUTE_MS,
    degraded_after_ms: minutes(3),
    outage_after_ms: minutes(10),
    degraded_lag_ms: 45_000,
  },
  feed: {
    cadence_ms: MINUTE_MS,
    degraded_after_ms: minutes(3),
    outage_after_ms: minutes(10),
    degraded_lag_ms: 1_000,
  },
  collection: {
    cadence_ms: MINUTE_MS,
    degraded_after_ms: minutes(5),
    outage_after_ms: minutes(15),
    degraded_lag_ms: minutes(3),
  },
  hour_summaries: {
    cadence_ms: HOUR_MS,
    degraded_after_ms: 3 * HOUR_MS,
    outage_after_ms: 6 * HOUR_MS,
    degraded_lag_ms: 2 * HOUR_MS,
  },
  parquet_days: {
    cadence_ms: DAY_MS,
    degraded_after_ms: 30 * HOUR_MS,
    outage_after_ms: 54 * HOUR_MS,
    degraded_lag_ms: 6 * HOUR_MS,
  },
  news: {
    cadence_ms: minutes(5),
    degraded_after_ms: minutes(15),
    outage_after_ms: HOUR_MS,
    degraded_lag_ms: minutes(4),
  },
  equity: { cadence_ms: null, degraded_after_ms: null, outage_after_ms: null, degraded_lag_ms: 5_000 },
  stream: {
    cadence_ms: MINUTE_MS,
    degraded_after_ms: minutes(3),
    outage_after_ms: minutes(10),
    degraded_lag_ms: 50_000,
  },
};

/** One component: its id (`<kind>`, `<kind>:<venue>` or `news:<feed id>`), kind and venue. */
export interface ComponentId {
  id: string;
  kind: ComponentKind;
  venue: VenueId | null;
}

const PER_VENUE: readonly ComponentKind[] = ["cycle", "feed", "collection"];

/**
 * Every component, in the order the status lists them: the news pass has one per configured feed
 * (`newsFeedIds`, the deployment's news configuration, in its order).
 */
export function statusComponents(newsFeedIds: readonly string[]): ComponentId[] {
  return COMPONENT_KINDS.flatMap((kind): ComponentId[] => {
    if (kind === "news") return newsFeedIds.map((feed) => ({ id: newsComponentId(feed), kind, venue: null }));
    if (PER_VENUE.includes(kind)) {
      return VENUE_IDS.map((venue) => ({ id: componentId(kind, venue), kind, venue }));
    }
    return [{ id: componentId(kind), kind, venue: null }];
  });
}

/** A component's id: `<kind>:<venue>` for a venue's, else `<kind>`. */
export function componentId(kind: Exclude<ComponentKind, "news">, venue?: string): string {
  return venue === undefined ? kind : `${kind}:${venue}`;
}

/** A news feed's component id: `news:<feed id>`. */
export function newsComponentId(feedId: string): string {
  return `news:${feedId}`;
}
