/**
 * Where the values shown come from. The `/ws` frames carry no provenance; each market's snapshot
 * (`…/snapshots/latest`) does: `live` (the venues' live quotes) or `synthetic` (the local simulator).
 * The page reads a market's snapshot once per new value (when its cycle changes, and only while the
 * value is current: a stale one has no snapshot), and shows the marker while any market on the board
 * rests on synthetic values. A market that turns stale keeps the provenance of its last value.
 */
import { marketPath, requestJson } from "./api.ts";
import { effectiveStatus } from "./status.ts";
import type { Envelope, LegacyMarket, Snapshot } from "./types.ts";

type Provenance = Snapshot["provenance"];

export function createProvenanceMarker(marker: HTMLElement) {
  const known = new Map<string, { minute: string; provenance: Provenance }>();
  /** Symbol → the minute whose snapshot is being read. */
  const reading = new Map<string, string>();
  let shown: string[] = [];

  const render = () => {
    marker.hidden = !shown.some((symbol) => known.get(symbol)?.provenance === "synthetic");
  };

  const read = async (market: LegacyMarket, minute: string) => {
    if (reading.get(market.symbol) === minute) return;
    reading.set(market.symbol, minute);
    try {
      const { data } = await requestJson<Envelope<Snapshot>>(`${marketPath(market)}/snapshots/latest`);
      known.set(market.symbol, { minute: data.minute, provenance: data.provenance });
      render();
    } catch {
      // No answer (a value that turned stale meanwhile, a network drop): the next frame asks again.
    } finally {
      if (reading.get(market.symbol) === minute) reading.delete(market.symbol);
    }
  };

  return {
    /** The board's markets after a frame: reads the snapshot of each current value not read yet. */
    check(markets: LegacyMarket[], nowMs: number) {
      shown = markets.map((m) => m.symbol);
      for (const market of markets) {
        const minute = market.cycle_start;
        if (!minute || known.get(market.symbol)?.minute === minute) continue;
        if (effectiveStatus(market, nowMs) === "live") void read(market, minute);
      }
      render();
    },
  };
}
