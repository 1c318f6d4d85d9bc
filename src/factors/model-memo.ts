/**
 * The factor route's two isolate memos of model work (src/platform/cache/ttl-cache.ts: settled values only):
 * - the stored close series, keyed by their version (proxyClosesVersion), shared by every ticker: a
 *   request reads one aggregate instead of every close while the hourly collection has not run;
 * - the computed model members, keyed by everything they are computed from — the close-series version,
 *   the equity sessions and the newest of them that is complete, the theme contracts' live quotes and
 *   the backtest read — so a member is reused only for identical inputs, and a new tape cycle, session,
 *   session close or collection computes afresh.
 * The TTLs only bound memory and the unseen case of a collection that keeps count, instants and sum.
 */
import { TtlCache } from "../platform/cache/ttl-cache.ts";
import type { BacktestRead } from "./backtest-store.ts";
import type { EquityHistoryRow, LiveThemeQuote } from "./compute-models.ts";
import type { ComputedModels } from "./model-schemas.ts";
import type { StoredProxyCloses } from "./store/theme-proxies.ts";

export const MODEL_MEMO_MS = 5 * 60_000;

export const isolateProxyClosesMemo = new TtlCache<string, Map<string, StoredProxyCloses>>({
  ttlMs: MODEL_MEMO_MS,
  maxEntries: 2,
});

export const isolateModelMemo = new TtlCache<string, ComputedModels>({
  ttlMs: MODEL_MEMO_MS,
  maxEntries: 64,
});

function backtestIdentity(backtest: BacktestRead): string {
  return backtest.status === "AVAILABLE"
    ? `${backtest.key} ${backtest.artifact.generated_at}`
    : `${backtest.key} ${backtest.reason}`;
}

/** The exact inputs of the models as one key (a few kilobytes: exactness is worth more than size). */
export function modelMemoKey(input: {
  closesVersion: string;
  equityHistory: readonly EquityHistoryRow[];
  /** The newest session the models use (completed when every input was read). */
  lastSession: string | null;
  live: readonly LiveThemeQuote[];
  backtest: BacktestRead;
}): string {
  const sessions = input.equityHistory
    .map((row) => `${row.session_date},${row.close},${row.adjusted_close}`)
    .join(";");
  return [
    input.closesVersion,
    backtestIdentity(input.backtest),
    JSON.stringify(input.live),
    `through ${input.lastSession}`,
    sessions,
  ].join("|");
}
