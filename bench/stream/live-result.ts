/**
 * What one run of the live market plane's benchmark (`live.ts`) measured, and pix's added latency read
 * from it: apart from the runner, so the bench's target checks read them without loading its clients.
 */

export interface LiveBenchOptions {
  clients: number;
  seconds: number;
  eventsPerSecond: number;
}

export interface LiveRow {
  label: string;
  clients: number;
  events: number;
  delivered: number;
  /**
   * What the clients should have received over the window, counted from the venue's own frames by a
   * connection of this process: per client, the changes of its market (pix: one `book_delta` each) or
   * the frames naming its asset (the relay forwards frames whole).
   */
  expected: number | null;
  p50Ms: number | null;
  p99Ms: number | null;
  /**
   * pix only: where the latency accrues, from the clocks each message carries (p50 / p99 ms): venue
   * event to pix's receipt (`received_at`), receipt to send (`sent_at`), send to the client's receipt.
   */
  stages?: { [stage in "in" | "through" | "out"]: { p50Ms: number | null; p99Ms: number | null } };
  seqBreaks: number;
  /** CPU of the serving process (workerd for pix, the relay's node for the relay). */
  cpuMsPer1000Events: number | null;
  /** The bench process's CPU (the 1,000 clients and the simulator) as a share of one core over the window. */
  clientsCpuPercent: number;
}

export interface LiveBenchResult {
  options: LiveBenchOptions;
  rows: LiveRow[];
  /** The same two rows (relay, pix) again under the bench's fixed background load of HTTP reads. */
  loaded?: LiveRow[];
  /** ms from the dropped venue connection to the first client's `status: reconnecting`. */
  statusAnnouncedMs: number | null;
  /** ms from that status to the last client's whole book (`resync`). */
  resyncedMs: number | null;
}

/** pix's added latency per percentile: pix's latency minus the bare relay's, in the same run. */
export function addedLatency(result: LiveBenchResult): { p50Ms: number | null; p99Ms: number | null } {
  const [relay, pix] = result.rows;
  const minus = (a: number | null | undefined, b: number | null | undefined) =>
    a === null || a === undefined || b === null || b === undefined ? null : a - b;
  return { p50Ms: minus(pix?.p50Ms, relay?.p50Ms), p99Ms: minus(pix?.p99Ms, relay?.p99Ms) };
}

/**
 * Under the background load: pix's p99 minus the relay's, and that added latency as a multiple of the
 * relay's own p99 (the target: ≤ 3×).
 */
export function loadedAdded(result: LiveBenchResult): { p99Ms: number | null; ratio: number | null } {
  const [relay, pix] = result.loaded ?? [];
  if (!relay || !pix || relay.p99Ms === null || pix.p99Ms === null) return { p99Ms: null, ratio: null };
  const added = pix.p99Ms - relay.p99Ms;
  return { p99Ms: added, ratio: relay.p99Ms > 0 ? added / relay.p99Ms : null };
}
