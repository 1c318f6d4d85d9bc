/**
 * Polymarket's CLOB price history of one outcome token:
 * `GET /prices-history?market={token_id}&startTs=&endTs=&fidelity=60` → `{ history: [{ t, p }] }`,
 * `t` in epoch seconds, `p` a number from 0 to 1.
 *
 * Rules:
 * - The CLOB refuses an explicit window longer than 15 days whatever the fidelity ("interval is too
 *   long"), so the interval is asked for in windows of {@link POLYMARKET_WINDOW_DAYS} days (a day under
 *   that ceiling).
 * - Points outside the window asked for are dropped: a live market's answer can carry its current price
 *   as one extra point after `endTs`. A point repeated at a window edge is kept once.
 * - A malformed point (non-integer `t`, `p` not a number in [0, 1]) is skipped and counted; a malformed
 *   envelope or a failed window fails the whole history (a gap would read as a flat probability).
 */
import { z } from "zod";
import type { ProbabilityObservation } from "../../domain/factors/alignment.ts";
import type { HttpClient } from "../http/client.ts";
import { fetchWindowedHistory, type HistoryFetch } from "../shared/history.ts";

/** Minutes between points asked for: hourly, so the 16:00 New York close is a point. */
export const POLYMARKET_FIDELITY_MINUTES = 60;
/** Days per request: one under the CLOB's 15-day window ceiling. */
export const POLYMARKET_WINDOW_DAYS = 14;

export const pricesHistoryEnvelopeSchema = z.object({ history: z.array(z.unknown()) });

export const pricePointSchema = z.object({
  t: z.number().int().nonnegative(),
  p: z.number().min(0).max(1),
});

export interface PolymarketHistoryRequest {
  /** CLOB base (configuration). */
  clobUrl: string;
  tokenId: string;
  /** Epoch seconds, inclusive. */
  startS: number;
  endS: number;
}

/** Every window's points as observations of the token's outcome; fails as a whole when any window fails. */
export async function fetchPolymarketPriceHistory(
  request: PolymarketHistoryRequest,
  client: HttpClient,
): Promise<HistoryFetch> {
  const fetched = await fetchWindowedHistory(
    request,
    {
      baseUrl: request.clobUrl,
      path: "/prices-history",
      windowS: POLYMARKET_WINDOW_DAYS * 86_400,
      query: (window) => ({
        market: request.tokenId,
        startTs: String(window.startS),
        endTs: String(window.endS),
        fidelity: String(POLYMARKET_FIDELITY_MINUTES),
      }),
      envelope: pricesHistoryEnvelopeSchema,
      points: (envelope) => envelope.history,
      readPoint: (raw) => {
        const point = pricePointSchema.safeParse(raw);
        return point.success ? { tS: point.data.t, p: point.data.p } : undefined;
      },
    },
    client,
  );
  return fetched.ok ? { ...fetched, observations: lastPerInstant(fetched.observations) } : fetched;
}

/** One observation per instant (the last given wins: a point repeated at a window edge is kept once), oldest first. */
function lastPerInstant(observations: readonly ProbabilityObservation[]): ProbabilityObservation[] {
  const byInstant = new Map<number, number>();
  for (const { t_ms, p } of observations) byInstant.set(t_ms, p);
  return [...byInstant.entries()].sort(([a], [b]) => a - b).map(([t_ms, p]) => ({ t_ms, p }));
}
