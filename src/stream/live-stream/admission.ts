/**
 * A `LiveStream` connection's session: the shared session layer's state (`session/sessions.ts`:
 * admission, the client message window, auth and key re-checks) plus what version 2 holds per
 * connection.
 */
import type { StreamConnect } from "../session/connect.ts";
import { openSession, type StreamSession } from "../session/sessions.ts";

export interface LiveSession extends StreamSession {
  /** Markets outside the catalog this connection had looked up at a venue in the current minute window. */
  windowLookups: number;
  /** The channels held, each with the seq of the last message this connection was sent on it. */
  seqs: Map<string, number>;
  /** Book channels waiting for a whole `book` (just subscribed, or deltas dropped), with the reason. */
  owed: Map<string, "subscribe" | "resync" | "slow_consumer">;
  /**
   * Resumed channels whose missed messages are still being sent, each with the `cseq` of the last one
   * sent: their live messages wait in the resume buffer and are sent in turn, as the budget allows.
   */
  replaying: Map<string, number>;
  /**
   * When the newest heartbeat this connection acknowledged was sent (its connect time before any ack):
   * everything sent before it has been read (`UNREAD_RULE`).
   */
  readUpToMs: number;
}

/** An admitted connection's session: nothing held, nothing said, its key checked now. */
export function newSession(connect: StreamConnect, nowMs: number): LiveSession {
  return {
    ...openSession(connect, nowMs),
    windowLookups: 0,
    seqs: new Map(),
    owed: new Map(),
    replaying: new Map(),
    readUpToMs: nowMs,
  };
}
