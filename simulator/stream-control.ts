/**
 * The market-data streams' switches per venue: the event rate and a stream fault with how many more
 * times it fires (`POST /_control/streams`). Web APIs only, like the rest of the control plane; the
 * Node stream server (`streams.ts`) reads it on every event and upgrade.
 */
import type { VenueId } from "../src/catalog/types.ts";

export const STREAM_FAULT_MODES = [
  "none",
  /** Each open connection of the venue is closed abruptly (no close frame) at the next event. */
  "drop",
  /** An event's frames are withheld: Kalshi's `seq` jumps, Polymarket's next `hash` names a book the client lacks. */
  "skip_seq",
  /** Sockets stay open and nothing is sent (no events, no PONG); events still move the books. */
  "silent",
  /** An event's first frame is sent as invalid JSON. */
  "malformed",
  /** An event's first frame is padded past 1 MB. */
  "oversized",
  /** Kalshi only: the upgrade is refused with 401 whatever the signature. */
  "refuse_signature",
  /**
   * The next event that changes only levels below the best bid and ask is withheld (its book moves, the
   * REST book shows it): a lost change the venue's best prices cannot reveal.
   */
  "lose_below_top",
] as const;
export type StreamFaultMode = (typeof STREAM_FAULT_MODES)[number];

/** Lively enough that a terminal moves several times a second. */
export const DEFAULT_EVENTS_PER_SECOND = 10;
/** The bench setting. */
export const BENCH_EVENTS_PER_SECOND = 500;
export const MAX_EVENTS_PER_SECOND = 5_000;

export interface StreamFault {
  mode: StreamFaultMode;
  /** Events (upgrades for `refuse_signature`) still affected; null = until reset. */
  remaining: number | null;
}

export interface StreamSetting {
  eventsPerSecond: number;
  fault: StreamFault;
}

export interface StreamBoard {
  setRate(venue: VenueId, eventsPerSecond: number): void;
  setFault(venue: VenueId, mode: StreamFaultMode, count?: number): void;
  /** The venue's fault for one event or upgrade (consuming one count), or null. */
  take(venue: VenueId, modes: readonly StreamFaultMode[]): StreamFaultMode | null;
  /** Whether the venue is silenced, without consuming a count. */
  silent(venue: VenueId): boolean;
  get(venue: VenueId): StreamSetting;
  /** Clears the faults and restores the configured rate. */
  reset(): void;
  snapshot(): Record<VenueId, StreamSetting>;
  /** Called after every change (the stream server reschedules its timers). */
  onChange(listener: () => void): void;
}

const NONE: StreamFault = { mode: "none", remaining: null };

export function createStreamBoard(eventsPerSecond = DEFAULT_EVENTS_PER_SECOND): StreamBoard {
  const initial = (): Record<VenueId, StreamSetting> => ({
    kalshi: { eventsPerSecond, fault: NONE },
    polymarket: { eventsPerSecond, fault: NONE },
  });
  let state = initial();
  const listeners: (() => void)[] = [];
  const changed = () => {
    for (const listener of listeners) listener();
  };
  return {
    setRate(venue, rate) {
      state[venue] = { ...state[venue], eventsPerSecond: rate };
      changed();
    },
    setFault(venue, mode, count) {
      const fault = mode === "none" || count === 0 ? NONE : { mode, remaining: count ?? null };
      state[venue] = { ...state[venue], fault };
      changed();
    },
    take(venue, modes) {
      const { fault } = state[venue];
      if (!modes.includes(fault.mode)) return null;
      if (fault.remaining !== null) {
        const remaining = fault.remaining - 1;
        state[venue] = { ...state[venue], fault: remaining > 0 ? { ...fault, remaining } : NONE };
      }
      return fault.mode;
    },
    silent: (venue) => state[venue].fault.mode === "silent",
    get: (venue) => state[venue],
    reset() {
      state = initial();
      changed();
    },
    snapshot: () => ({ kalshi: { ...state.kalshi }, polymarket: { ...state.polymarket } }),
    onChange(listener) {
      listeners.push(listener);
    },
  };
}
