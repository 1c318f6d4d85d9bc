/**
 * The probe of a quiet connection: one that has heard nothing from the venue for `PROBE_AFTER_MS` sends
 * the venue's probe (a command it answers at once, `FeedAdapter.probe`), and again each time that long
 * passes without a frame, so a quiet but healthy venue keeps answering and only a silent one reaches the
 * stream's `stale_after_ms` (src/stream/v2/messages.ts). Pure: the clock is a parameter.
 */

/** A connection silent this long is probed: well inside `stale_after_ms`, so a quiet one answers twice before it. */
export const PROBE_AFTER_MS = 2_000;

/** Whether a live connection silent for `silentMs`, last probed at `lastProbeMs`, is probed at `nowMs`. */
export function probeDue(nowMs: number, silentMs: number, lastProbeMs: number | null): boolean {
  return silentMs >= PROBE_AFTER_MS && (lastProbeMs === null || nowMs - lastProbeMs >= PROBE_AFTER_MS);
}
