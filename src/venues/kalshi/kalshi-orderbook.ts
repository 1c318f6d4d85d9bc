import type { Scaled } from "../../domain/decimal.ts";
import {
  complement,
  type FieldResult,
  quotedSide,
  readAmount,
  readProbability,
} from "../shared/quote-values.ts";
import type { KalshiTopOfBook } from "./kalshi-normalize.ts";
import type { KalshiOrderbook } from "./kalshi-schema.ts";

/**
 * Kalshi's order book lists bids only, on both sides: a YES bid at p is a NO offer at 1 − p. So the
 * best YES ask is 1 − the best NO bid. The best bid is taken as the highest price rather than a list
 * position, so the answer does not depend on the level order.
 */
export function kalshiTopOfBook(book: KalshiOrderbook): FieldResult<KalshiTopOfBook> {
  const yes = bestBid(book.orderbook_fp.yes_dollars, "yes_dollars");
  if (!yes.ok) return yes;
  const no = bestBid(book.orderbook_fp.no_dollars, "no_dollars");
  if (!no.ok) return no;
  return { ok: true, value: { yesBid: yes.value, yesAsk: no.value === null ? null : complement(no.value) } };
}

function bestBid(levels: [string, string][], field: string): FieldResult<Scaled | null> {
  let best: Scaled | null = null;
  for (const [priceText, sizeText] of levels) {
    const price = readProbability(priceText, field);
    if (!price.ok) return price;
    const size = readAmount(sizeText, field);
    if (!size.ok) return size;
    // A level must be a real bid with size; a 0 or 1 price, or an empty level, is not a quote.
    if (quotedSide(price.value) === null || size.value === null || size.value <= 0n) {
      return { ok: false, reason: "invalid_level", field };
    }
    if (best === null || (price.value !== null && price.value > best)) best = price.value;
  }
  return { ok: true, value: best };
}
