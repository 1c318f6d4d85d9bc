/**
 * Which page of a venue's market listing a request asks for (offset ÷ limit, from 0): Kalshi
 * `GET /markets` by its cursor, Gamma `GET /markets` by its offset. Page-scoped faults use it to fail
 * one page in the middle of a venue while the other pages answer.
 */
import { GAMMA_DEFAULT_LIMIT } from "./gamma.ts";
import { decodeCursor, KALSHI_MARKETS_DEFAULT_LIMIT } from "./kalshi.ts";

export function listingPage(segments: readonly string[], url: URL): number | null {
  const path = segments.join("/");
  const limitOf = (fallback: number) => {
    const limit = Number(url.searchParams.get("limit") ?? fallback);
    return Number.isInteger(limit) && limit > 0 ? limit : null;
  };
  if (path === "kalshi/trade-api/v2/markets") {
    const offset = decodeCursor(url.searchParams.get("cursor"));
    const limit = limitOf(KALSHI_MARKETS_DEFAULT_LIMIT);
    return offset === null || limit === null ? null : Math.floor(offset / limit);
  }
  if (path === "polymarket/gamma/markets") {
    const offset = Number(url.searchParams.get("offset") ?? 0);
    const limit = limitOf(GAMMA_DEFAULT_LIMIT);
    return Number.isInteger(offset) && offset >= 0 && limit !== null ? Math.floor(offset / limit) : null;
  }
  return null;
}
