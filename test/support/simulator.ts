import type { Bindings } from "../../src/env.ts";

/**
 * Bindings whose upstream base URLs point at a simulator instance of this test's own (one per host
 * name, see vitest.config.ts), plus helpers to steer it through its control endpoints.
 */
export function simulatorHost(name: string) {
  const base = `http://${name}.sim`;
  const control = async (path: string, body: unknown) => {
    const res = await fetch(`${base}/_control/${path}`, { method: "POST", body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`simulator control ${path}: ${res.status} ${await res.text()}`);
  };
  return {
    base,
    bind<E extends Bindings>(env: E): E {
      return {
        ...env,
        KALSHI_BASE_URL: `${base}/kalshi/trade-api/v2`,
        POLYMARKET_GAMMA_URL: `${base}/polymarket/gamma`,
        POLYMARKET_CLOB_URL: `${base}/polymarket/clob`,
        POLYMARKET_DATA_URL: `${base}/polymarket/data`,
      };
    },
    pinClock: (nowMs: number | null) => control("clock", { now: nowMs }),
    fault: (venue: "kalshi" | "polymarket", mode: string, count?: number) =>
      control("faults", { venue, mode, ...(count === undefined ? {} : { count }) }),
    reset: () => control("reset", {}),
  };
}
