import { describe, expect, it } from "vitest";
import { call } from "../support/keys.ts";
import { factorKey, factorScenario, getStock, STOCKS, stockBody, stockProblem } from "./helpers.ts";

/** Raw path segments: encoded where a URL needs it, so the route sees exactly the ticker. */
const MALFORMED: [label: string, segment: string][] = [
  ["AA$PL", encodeURIComponent("AA$PL")],
  ["33 characters", "A".repeat(33)],
  ["-AAPL", "-AAPL"],
  ["AAPL-", "AAPL-"],
  ["A..B", "A..B"],
  ["^GSPC", encodeURIComponent("^GSPC")],
  ["EURUSD=X", encodeURIComponent("EURUSD=X")],
  ["a space", encodeURIComponent("AA PL")],
];

describe("factor route: the ticker rule and what the provider says about it", () => {
  const sim = factorScenario("factors-tickers");

  it.each(MALFORMED)("422 invalid-ticker for %s, before any upstream call", async (_label, segment) => {
    const key = await factorKey();
    await sim.fault("equity", { mode: "down", count: 1 });
    const res = await getStock(segment, key, sim.bindings);
    expect(res.status).toBe(422);
    const problem = await stockProblem(res);
    expect(problem.slug).toBe("invalid-ticker");
    expect(problem.detail).toBe(
      "The ticker must be 1 to 32 letters or digits, with '.' or '-' allowed only between them.",
    );
    // The one-request fault is still armed: the provider saw nothing.
    expect(await faultRemaining(sim.base, "equity")).toBe(1);
    await sim.reset();
  });

  it("422 invalid-ticker for an empty ticker", async () => {
    const res = await call(`${STOCKS}/`, { headers: { "X-API-Key": await factorKey() } }, sim.bindings);
    expect(res.status).toBe(422);
    expect((await stockProblem(res)).slug).toBe("invalid-ticker");
  });

  it("accepts 32 characters, any case, '.' and '-' between characters, and answers upper-case", async () => {
    const key = await factorKey();
    const lower = await stockBody(await getStock("brk-b", key, sim.bindings));
    expect(lower.equity.ticker).toBe("BRK-B");
    const tokyo = await stockBody(await getStock("7203.t", key, sim.bindings));
    expect(tokyo.equity.ticker).toBe("7203.T");
    // 32 characters pass the rule; the provider does not know the symbol.
    const long = await getStock("A".repeat(32), key, sim.bindings);
    expect(long.status).toBe(404);
  });

  it.each([
    ["SPY", "an ETF"],
    ["NDX", "an index"],
    ["EURUSD", "a currency"],
  ])("422 not-an-equity for %s (%s)", async (ticker) => {
    const res = await getStock(ticker, await factorKey(), sim.bindings);
    expect(res.status).toBe(422);
    const problem = await stockProblem(res);
    expect(problem.slug).toBe("not-an-equity");
    expect(problem.detail).toBe(
      `${ticker} is a fund, index, currency or other non-equity; the factor route reads equities only.`,
    );
  });

  it("404 unknown-equity for a symbol the provider does not know, with no upstream text", async () => {
    const res = await getStock("ZZZZQ", await factorKey(), sim.bindings);
    expect(res.status).toBe(404);
    const problem = await stockProblem(res);
    expect(problem.slug).toBe("unknown-equity");
    expect(problem.detail).toBe("The price provider does not know ZZZZQ as an equity.");
    expect(JSON.stringify(problem)).not.toMatch(/delisted|Not Found|Quote not found/);
  });
});

describe("factor route: 503 factors-unconfigured before any upstream call", () => {
  const sim = factorScenario("factors-unconfigured");

  it.each([
    "SEC_USER_AGENT",
    "PRICE_PROVIDER_USER_AGENT",
    "EQUITY_QUERY_URL",
    "EQUITY_CONSENT_URL",
    "EDGAR_WWW_URL",
    "EDGAR_DATA_URL",
  ])("without %s", async (name) => {
    const key = await factorKey();
    await sim.fault("equity", { mode: "down", count: 1 });
    await sim.fault("edgar", { mode: "down", count: 1 });
    const res = await getStock("AAPL", key, {
      ...sim.bindings,
      [name]: name.endsWith("AGENT") ? " " : undefined,
    });
    expect(res.status).toBe(503);
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    const problem = await stockProblem(res);
    expect(problem.slug).toBe("factors-unconfigured");
    expect(problem.detail).toBe("This deployment has no upstream configuration for the factor route.");
    expect(await faultRemaining(sim.base, "equity")).toBe(1);
    expect(await faultRemaining(sim.base, "edgar")).toBe(1);
    await sim.reset();
  });
});

/** How many requests the source's armed fault still waits for (each request to the source takes one). */
async function faultRemaining(base: string, source: "equity" | "edgar"): Promise<number | null> {
  const res = await fetch(`${base}/${source}/_control/state`);
  const state = (await res.json()) as { fault: { remaining: number | null } | null };
  return state.fault?.remaining ?? 0;
}
