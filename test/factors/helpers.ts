import type { Bindings } from "../../src/env.ts";
import type { FactorResponse } from "../../src/factors/response.ts";
import { factorUpstreams } from "../support/factor-upstreams.ts";
import { type ProblemJson, readProblem } from "../support/fetch.ts";
import { call, createKey } from "../support/keys.ts";

export const STOCKS = "/api/v1/factors/stocks";

/**
 * A simulator of this scenario's own (a fresh host: empty caches, its own faults) for the factor
 * route's upstreams, and the bindings that point the route at it.
 */
export function factorScenario(name: string) {
  const upstreams = factorUpstreams(name);
  const bindings: Record<string, unknown> = {
    EQUITY_QUERY_URL: upstreams.equity.queryBaseUrl,
    EQUITY_CONSENT_URL: upstreams.equity.consentUrl,
    EDGAR_WWW_URL: upstreams.edgar.wwwBaseUrl,
    EDGAR_DATA_URL: upstreams.edgar.dataBaseUrl,
  };
  return { ...upstreams, bindings };
}

export async function factorKey(rateLimitPerMinute = 1000): Promise<string> {
  return (await createKey({ scopes: ["factors:read"], rate_limit_per_minute: rateLimitPerMinute })).key;
}

/** GET the route for `ticker` (as given, not encoded) with a key and binding or var overrides. */
export function getStock(ticker: string, key: string | null, overrides: Record<string, unknown> = {}) {
  return call(
    `${STOCKS}/${ticker}`,
    { headers: key === null ? {} : { "X-API-Key": key } },
    overrides as Partial<Bindings>,
  );
}

export async function stockBody(res: Response): Promise<FactorResponse> {
  if (res.status !== 200) throw new Error(`expected 200, got ${res.status}: ${await res.text()}`);
  return (await res.json()) as FactorResponse;
}

/** A problem response with its slug; also asserts the route's no-store rule. */
export async function stockProblem(res: Response): Promise<ProblemJson & { slug: string | undefined }> {
  if (res.headers.get("Cache-Control") !== "no-store") {
    throw new Error(`problem ${res.status} without Cache-Control: no-store`);
  }
  const body = await readProblem(res);
  return { ...body, slug: body.type.split("#")[1] };
}
