import { describe, expect, it } from "vitest";
import { factorKey, factorScenario, getStock, stockBody, stockProblem } from "./helpers.ts";

type Fault = { mode: string; endpoint?: string; delayMs?: number; count?: number };

/**
 * Each failure of the price provider against the simulator's fault modes, and the problem it answers
 * with (docs/factors.md "Factor research route" has the table). A fresh simulator host per case, so no cached
 * provider session hides a fault.
 */
const CASES: [name: string, fault: Fault, slug: string, detail: string][] = [
  [
    "every endpoint down",
    { mode: "down" },
    "pricefeed-unavailable",
    "The price provider could not be reached. Try again shortly.",
  ],
  [
    "the consent host down",
    { mode: "down", endpoint: "consent" },
    "pricefeed-unavailable",
    "The price provider could not be reached. Try again shortly.",
  ],
  [
    "the crumb refused",
    { mode: "crumb_refused" },
    "pricefeed-unavailable",
    "The price provider could not be reached. Try again shortly.",
  ],
  [
    "the chart down",
    { mode: "down", endpoint: "chart" },
    "equity-history-unavailable",
    "The daily history of AAPL could not be read. Try again shortly.",
  ],
  [
    "the chart malformed",
    { mode: "malformed", endpoint: "chart" },
    "equity-history-unavailable",
    "The daily history of AAPL could not be read. Try again shortly.",
  ],
  [
    "the chart with wrong types",
    { mode: "wrong_types", endpoint: "chart" },
    "equity-history-unavailable",
    "The daily history of AAPL could not be read. Try again shortly.",
  ],
  [
    "quoteSummary down",
    { mode: "down", endpoint: "quote_summary" },
    "equity-source-unavailable",
    "The quote of AAPL could not be read. Try again shortly.",
  ],
  [
    "quoteSummary malformed",
    { mode: "malformed", endpoint: "quote_summary" },
    "equity-source-unavailable",
    "The quote of AAPL could not be read. Try again shortly.",
  ],
  [
    "quoteSummary with wrong types",
    { mode: "wrong_types", endpoint: "quote_summary" },
    "equity-source-unavailable",
    "The quote of AAPL could not be read. Try again shortly.",
  ],
];

/** Words of the simulator's error pages and bodies that must never reach a client. */
const UPSTREAM_TEXT =
  /Service Unavailable|Invalid Crumb|Unauthorized|<html|DOCTYPE|http_5xx|not_json|timeout/i;

describe("factor route: a failed price read is a 503 problem with Retry-After, never upstream text", () => {
  it.each(CASES)("%s → %s", async (name, fault, slug, detail) => {
    const sim = factorScenario(`factors-fault-${name.replaceAll(" ", "-")}`);
    await sim.fault("equity", fault);
    const res = await getStock("AAPL", await factorKey(), sim.bindings);
    expect(res.status).toBe(503);
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    const problem = await stockProblem(res);
    expect(problem.slug).toBe(slug);
    expect(problem.detail).toBe(detail);
    expect(JSON.stringify(problem)).not.toMatch(UPSTREAM_TEXT);
  });

  it("a slow chart times out (3 s per attempt, one retry): 503 equity-history-unavailable", async () => {
    const sim = factorScenario("factors-fault-slow-chart");
    await sim.fault("equity", { mode: "slow", endpoint: "chart", delayMs: 8_000 });
    const started = Date.now();
    const res = await getStock("AAPL", await factorKey(), sim.bindings);
    const elapsed = Date.now() - started;
    expect(res.status).toBe(503);
    expect((await stockProblem(res)).slug).toBe("equity-history-unavailable");
    expect(elapsed).toBeGreaterThanOrEqual(6_000);
    expect(elapsed).toBeLessThan(9_000);
  }, 20_000);

  it("a slow provider everywhere: 503 pricefeed-unavailable", async () => {
    const sim = factorScenario("factors-fault-slow-all");
    await sim.fault("equity", { mode: "slow", delayMs: 8_000 });
    const res = await getStock("AAPL", await factorKey(), sim.bindings);
    expect(res.status).toBe(503);
    expect((await stockProblem(res)).slug).toBe("pricefeed-unavailable");
  }, 20_000);

  it("recovers on the next request once the fault is gone", async () => {
    const sim = factorScenario("factors-fault-recovers");
    await sim.fault("equity", { mode: "down", endpoint: "quote_summary", count: 2 });
    const key = await factorKey();
    expect((await getStock("AAPL", key, sim.bindings)).status).toBe(503);
    expect((await getStock("AAPL", key, sim.bindings)).status).toBe(200);
  });

  it("reuses a successful provider read for 15 s: the next read of the ticker asks the provider nothing", async () => {
    const sim = factorScenario("factors-equity-memo");
    const key = await factorKey();
    const first = await stockBody(await getStock("KO", key, sim.bindings));
    // A fault that changes no answer but counts the provider's requests.
    await sim.fault("equity", { mode: "slow", delayMs: 0, count: 100 });
    const second = await stockBody(await getStock("KO", key, sim.bindings));
    expect(second.equity.quote).toEqual(first.equity.quote);
    const state = (await (await fetch(`${sim.base}/equity/_control/state`)).json()) as {
      fault: { remaining: number } | null;
    };
    expect(state.fault?.remaining).toBe(100);
    // Another ticker is read from the provider (chart and quoteSummary).
    await stockBody(await getStock("XOM", key, sim.bindings));
    const after = (await (await fetch(`${sim.base}/equity/_control/state`)).json()) as {
      fault: { remaining: number } | null;
    };
    expect(after.fault?.remaining).toBe(98);
  });
});
