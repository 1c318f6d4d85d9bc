import { EDGAR_BASE_PATHS } from "../../simulator/edgar.ts";
import { EQUITY_BASE_PATHS } from "../../simulator/equity.ts";
import type { EdgarConfig } from "../../src/venues/edgar/index.ts";
import type { EquityProviderConfig } from "../../src/venues/equity/index.ts";

export const TEST_EDGAR_USER_AGENT = "pix tests ops@pix.example";

/**
 * The factor route's upstreams (price provider, filing system) on a simulator instance of this test's
 * own (one per host name, see vitest.config.ts), reached over HTTP, with helpers to steer it.
 */
export function factorUpstreams(name: string) {
  const base = `http://${name}.sim`;
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${base}${path}`, { method: "POST", body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`simulator control ${path}: ${res.status} ${await res.text()}`);
  };
  const equity: EquityProviderConfig = {
    queryBaseUrl: `${base}${EQUITY_BASE_PATHS.query}`,
    consentUrl: `${base}${EQUITY_BASE_PATHS.consent}`,
  };
  const edgar: EdgarConfig = {
    wwwBaseUrl: `${base}${EDGAR_BASE_PATHS.www}`,
    dataBaseUrl: `${base}${EDGAR_BASE_PATHS.data}`,
    userAgent: TEST_EDGAR_USER_AGENT,
  };
  return {
    base,
    equity,
    edgar,
    pinClock: (nowMs: number | null) => post("/_control/clock", { now: nowMs }),
    /** `source` is `equity` or `edgar`; `endpoint` narrows the fault to one endpoint. */
    fault: (
      source: "equity" | "edgar",
      fault: { mode: string; count?: number; delayMs?: number; endpoint?: string },
    ) => post(`/${source}/_control/faults`, fault),
    rotateCrumb: () => post("/equity/_control/rotate-crumb", {}),
    reset: () => post("/_control/reset", {}),
  };
}
