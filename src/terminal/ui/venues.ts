/** The venue strip: each served venue's newest collected lake snapshot, its age and state. */
import { requestJson } from "./api.ts";
import { el, replaceChildren } from "./dom.ts";
import { age, hhmm } from "./format.ts";
import { venueState } from "./status.ts";
import type { Envelope, LakeVenue } from "./types.ts";

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
