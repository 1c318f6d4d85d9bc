/**
 * A paced hand-off from a venue feed to another object: one call at a time, calls at least
 * `intervalMs` apart. A quiet feed's change goes at once; a busy feed's changes gather while a call is
 * in flight or the interval runs and travel together, so the fixed cost of a call (an RPC to each
 * receiving object) is paid at most once per interval instead of once per venue frame.
 */
export class PacedHandOff {
  private inFlight = false;
  private lastStartMs = Number.NEGATIVE_INFINITY;
  private timer: ReturnType<typeof setTimeout> | undefined;

  private readonly intervalMs: number;
  private readonly pending: () => boolean;
  private readonly send: () => Promise<unknown>;
  private readonly keepAlive: (settled: Promise<unknown>) => void;

  /**
   * @param intervalMs the least time from one call's start to the next's
   * @param pending whether anything waits to be handed off
   * @param send takes what waits and hands it off
   * @param keepAlive keeps the object alive until a call settles (the Durable Object's waitUntil)
   */
  constructor(
    intervalMs: number,
    pending: () => boolean,
    send: () => Promise<unknown>,
    keepAlive: (settled: Promise<unknown>) => void,
  ) {
    this.intervalMs = intervalMs;
    this.pending = pending;
    this.send = send;
    this.keepAlive = keepAlive;
  }

  /** Hands off what waits: now if no call is in flight and the interval has passed (or `now`), else later. */
  run(now = false): void {
    if (this.inFlight || !this.pending()) return;
    const waitMs = this.lastStartMs + this.intervalMs - Date.now();
    if (waitMs > 0 && !now) {
      this.timer ??= setTimeout(() => {
        this.timer = undefined;
        this.run();
      }, waitMs);
      return;
    }
    clearTimeout(this.timer);
    this.timer = undefined;
    this.inFlight = true;
    this.lastStartMs = Date.now();
    this.keepAlive(
      this.send()
        .catch(() => undefined)
        .finally(() => {
          this.inFlight = false;
          this.run();
        }),
    );
  }
}
