/**
 * The venue strip: each served venue's newest collected lake snapshot and its age. A venue is `ok`
 * within two cadences, `lagging` until the freshness window closes and `down` after.
 */
import { requestJson } from "./api.ts";
import { el, replaceChildren } from "./dom.ts";
import { age, FRESH_FOR_MS, hhmm } from "./format.ts";
import type { Envelope, LakeVenue } from "./types.ts";

export function venueState(venue: LakeVenue, nowMs: number): "ok" | "lagging" | "down" {
  const last = venue.coverage.last_snapshot?.cycle_start;
  if (!last) return "down";
  const behind = nowMs - Date.parse(last);
  if (behind < 2 * venue.cadence_seconds * 1000 + 60_000) return "ok";
  return behind < FRESH_FOR_MS ? "lagging" : "down";
}

export function createVenueStrip(list: HTMLElement) {
  let venues: LakeVenue[] = [];
  const render = (nowMs: number) => {
    replaceChildren(
      list,
      venues.map((v) => {
        const state = venueState(v, nowMs);
        const last = v.coverage.last_snapshot?.cycle_start ?? null;
        return el(
          "li",
          { class: `venue ${state}`, "data-venue": v.venue },
          el("span", { class: "dot", "aria-hidden": "true" }),
          `${v.name} ${state}`,
          el("span", { class: "muted" }, last ? ` ${hhmm(last)} · ${age(last, nowMs)}` : " no snapshot"),
        );
      }),
    );
  };
  return {
    async load() {
      try {
        venues = (await requestJson<Envelope<{ venues: LakeVenue[] }>>("/api/v1/lake/venues")).data.venues;
      } catch {
        // The strip keeps its last answer; the board's own status shows what matters.
      }
      render(Date.now());
    },
    tick: render,
  };
}
