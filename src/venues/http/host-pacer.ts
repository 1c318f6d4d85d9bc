/**
 * Courtesy rate limiting: keeps at least a minimum interval between request starts to the same host,
 * well under the venues' public limits (~10–20 requests per second). Slots are reserved before waiting,
 * so concurrent callers queue up instead of all firing after the same pause.
 */
export interface HostPacer {
  /** Resolves when a request to `host` may start. */
  waitTurn(host: string): Promise<void>;
}

export interface HostPacerOptions {
  defaultIntervalMs: number;
  /** Per-host overrides, keyed by hostname (e.g. `{ "clob.polymarket.com": 50 }`). */
  intervalMsByHost?: Record<string, number>;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

export function createHostPacer(options: HostPacerOptions): HostPacer {
  const nextSlotByHost = new Map<string, number>();
  return {
    async waitTurn(host) {
      const interval = options.intervalMsByHost?.[host] ?? options.defaultIntervalMs;
      if (interval <= 0) return;
      const now = options.now();
      const slot = Math.max(now, nextSlotByHost.get(host) ?? now);
      nextSlotByHost.set(host, slot + interval);
      if (slot > now) await options.sleep(slot - now);
    },
  };
}
