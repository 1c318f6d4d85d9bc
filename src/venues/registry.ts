/**
 * The venue registry: every prediction-market venue pix collects, one capability record each
 * (src/venues/shared/venue.ts), built in the venue's own folder (`<venue>/venue.ts`). Planes reach a
 * venue's code through here, never by importing its folder or testing its name. Adding a venue is one
 * folder and one line of `VENUES`; adding it to `VENUE_IDS` (src/domain/methodology/venues.ts) puts it in
 * the public contract, and the compiler then asks for its record.
 */
import type { VenueId } from "../domain/methodology/venues.ts";
import { kalshiVenue } from "./kalshi/venue.ts";
import { polymarketVenue } from "./polymarket/venue.ts";
import type { VenueCapabilities } from "./shared/venue.ts";

export type { HistoryRequest, HistoryTarget, VenueAdapter, VenueUrls } from "./shared/adapter.ts";
export type {
  FeedAdapter,
  FeedBudget,
  FeedDepth,
  FeedEnv,
  Handshake,
  ResolvedKey,
  RestBook,
} from "./shared/feed.ts";
export type {
  MarketResolution,
  ResolutionBatch,
  ResolutionResult,
  ResolutionStatus,
  VenueResolutions,
} from "./shared/resolution.ts";
export { isFinalStatus, RESOLUTION_STATUSES } from "./shared/resolution.ts";
export type {
  EventSourcesCache,
  MarketFeeTerms,
  RulesPage,
  RulesRead,
  VenueRules,
} from "./shared/rules.ts";
export { createEventSourcesCache } from "./shared/rules.ts";
export type {
  BookAvailability,
  ListingPage,
  TapeOrigin,
  TradeSelection,
  VenueCapabilities,
  VenueFacts,
  VenueLicence,
  VenueListing,
} from "./shared/venue.ts";

/** The venues, in the order of every venue list: one line per venue. */
const RECORDS = [kalshiVenue, polymarketVenue] as const satisfies readonly VenueCapabilities[];

/** Each venue's record by id: a venue of VENUE_IDS without one does not compile. */
const BY_ID = Object.fromEntries(RECORDS.map((record) => [record.id, record])) as {
  [R in (typeof RECORDS)[number] as R["id"]]: R;
} satisfies Readonly<Record<VenueId, VenueCapabilities>>;

/** Every registered venue, in order (the real ones, then any the tests registered). */
const registered: VenueCapabilities[] = [...RECORDS];

/** Tables derived from the records (e.g. the feed's shard budgets), kept in step with registrations. */
const tables: { target: Record<string, unknown>; pick: (venue: VenueCapabilities) => unknown }[] = [];

/** A venue's record. */
export function venue(id: VenueId): VenueCapabilities {
  return BY_ID[id];
}

/** The record of a venue named by a string (a path segment, a stored range), or undefined. */
export function findVenue(id: string): VenueCapabilities | undefined {
  return registered.find((record) => record.id === id);
}

/** Every registered venue, in order. */
export function venues(): readonly VenueCapabilities[] {
  return registered;
}

/**
 * Every registered venue's id, in order: what a plane goes over at run time (a feed plan, a job's
 * venues). Typed by the public venue ids; a test venue's id is there at run time.
 */
export function venueIds(): readonly VenueId[] {
  return registered.map((record) => record.id as VenueId);
}

/** The id of the registered venue a string names (a channel's, a queue message's), or undefined. */
export function registeredVenueId(id: string): VenueId | undefined {
  return findVenue(id)?.id as VenueId | undefined;
}

/** The venue whose whole-venue queue messages carry this kind, or undefined. */
export function venueOfMessageKind(kind: string): VenueCapabilities | undefined {
  return registered.find((record) => record.listing.messageKind === kind);
}

/**
 * A table keyed by venue id, one value picked from each record; a venue registered later is added to it.
 * Typed by the public venue ids; a test venue's entry is there at run time.
 */
export function venueTable<T>(pick: (venue: VenueCapabilities) => T): Readonly<Record<VenueId, T>> {
  const target: Record<string, unknown> = {};
  for (const record of registered) target[record.id] = pick(record);
  tables.push({ target, pick });
  return target as Record<VenueId, T>;
}

/** Each venue's catalog-quote and history adapter. */
export const VENUE_ADAPTERS = {
  kalshi: BY_ID.kalshi.adapter,
  polymarket: BY_ID.polymarket.adapter,
} as const;

/** How each venue's history is named (the factor answer's `source`). */
export type HistorySource = (typeof VENUE_ADAPTERS)[VenueId]["history"]["source"];

/**
 * Test-only: registers a venue that is not part of the public contract (a venue served by the tests' own
 * fake upstream), so collection, tape and live feed can be shown to need nothing but its record. Returns
 * the function that removes it again. Production code never calls it.
 */
export function registerVenueForTests(record: VenueCapabilities): () => void {
  if (findVenue(record.id)) throw new Error(`venue ${record.id} is registered already`);
  registered.push(record);
  for (const table of tables) table.target[record.id] = table.pick(record);
  return () => {
    registered.splice(registered.indexOf(record), 1);
    for (const table of tables) delete table.target[record.id];
  };
}
