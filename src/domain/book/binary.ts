import { ONE, type Scaled } from "../decimal.ts";
import type { BookSide } from "./book.ts";

/**
 * A binary venue that lists bids on both outcomes (Kalshi): a YES bid at p is a bid in YES terms, and
 * a NO bid at p is an offer to sell YES at 1 − p, so an ask in YES terms. Exact, so no level moves.
 */
export function yesTerms(outcome: "yes" | "no", price: Scaled): { side: BookSide; price: Scaled } {
  return outcome === "yes" ? { side: "bid", price } : { side: "ask", price: ONE - price };
}
