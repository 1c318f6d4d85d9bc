/**
 * The venue feeds' state as the stream's version 2 reports it (`status`, on connect and on every
 * change): live, reconnecting, stale with the time since the venue's last event, or rest_only (no
 * venue WebSocket: values move with the minute cycle only). Shown as one line per venue in the header;
 * the market panel reads the selected contract's venue from here.
 */
import { el, replaceChildren } from "./dom.ts";
import { describeFeed } from "./status.ts";
import type { V2Message } from "./types.ts";

/** The venue strip's look for each feed state: live is ok, a feed catching up is lagging, REST-only plain. */
const FEED_LOOK: Record<V2Message<"status">["state"], string> = {
  live: "ok",
  reconnecting: "lagging",
  stale: "lagging",
  rest_only: "rest-only",
};

interface Known {
  message: V2Message<"status">;
  receivedMs: number;
}

export interface FeedStatus {
  update(message: V2Message<"status">): void;
  /** The venue's state, or null before its first status. */
  state(venue: string): string | null;
  /** The venue's state in a few words, e.g. `stale, last event 14s ago`. */
  describe(venue: string, nowMs: number): string;
  tick(nowMs: number): void;
}

export function createFeedStatus(list: HTMLElement): FeedStatus {
  const venues = new Map<string, Known>();
  const render = (nowMs: number) => {
    replaceChildren(
      list,
      [...venues.values()].map(({ message, receivedMs }) =>
        el(
          "li",
          {
            class: `venue feed ${FEED_LOOK[message.state]}`,
            "data-venue": message.venue,
            "data-state": message.state,
            title: message.detail,
          },
          el("span", { class: "dot", "aria-hidden": "true" }),
          `${message.venue} feed ${describeFeed(message, receivedMs, nowMs)}`,
        ),
      ),
    );
  };
  return {
    update(message) {
      venues.set(message.venue, { message, receivedMs: Date.now() });
      render(Date.now());
    },
    state: (venue) => venues.get(venue)?.message.state ?? null,
    describe(venue, nowMs) {
      const known = venues.get(venue);
      return known ? describeFeed(known.message, known.receivedMs, nowMs) : "no status yet";
    },
    tick: render,
  };
}
