/**
 * What every part of a `VenueFeed` shares: which shard of which venue it is and the markets it follows,
 * and what reaches the venue and the runtime (`FeedScope`).
 */
import type { VenueId } from "../../domain/methodology/venues.ts";
import type { Bindings } from "../../env.ts";
import { createHttpClient, type HttpClient } from "../../venues/http/client.ts";
import { FEED_ADAPTERS, type FeedAdapter } from "./adapters.ts";
import type { FeedMarket } from "./plan.ts";

/** The watchdog alarm's period while the feed has a plan. */
export const WATCHDOG_MS = 1_000;

/** The shard's identity and plan, and what reaches the venue and the runtime. */
export class FeedScope {
  venue: VenueId | undefined;
  shard = 0;
  plan: FeedMarket[] = [];
  /** Venue stream key → the lake's market id. */
  marketOf = new Map<string, string>();
  private http: HttpClient | undefined;

  readonly env: Bindings;
  readonly ctx: DurableObjectState;
  constructor(env: Bindings, ctx: DurableObjectState) {
    this.env = env;
    this.ctx = ctx;
  }

  adapter(): FeedAdapter | undefined {
    return this.venue ? FEED_ADAPTERS[this.venue] : undefined;
  }

  /** The client of the venue's REST reads (book reads, market look-ups), made on first use. */
  rest(): HttpClient {
    this.http ??= createHttpClient({ timeoutMs: 3_000, maxRetries: 0, minIntervalMs: 25 });
    return this.http;
  }

  /** The stream key of a lake market id (the plan's), or undefined. */
  keyOf(market: string): string | undefined {
    for (const m of this.plan) if (m.market === market) return m.key;
    return undefined;
  }

  /** Makes sure the watchdog alarm runs. */
  async armWatchdog(): Promise<void> {
    if ((await this.ctx.storage.getAlarm()) === null)
      await this.ctx.storage.setAlarm(Date.now() + WATCHDOG_MS);
  }
}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;
}

export function iso(ms: number | null): string | null {
  return ms === null ? null : new Date(ms).toISOString();
}
