import { z } from "@hono/zod-openapi";
import { TICKER_MAX_LENGTH } from "../../venues/equity/index.ts";
import { TICKER_RULE } from "../read-stock.ts";

// ---------------------------------------------------------------- parameter

/**
 * The ticker is checked by the route itself, not by this schema: a malformed one answers 422
 * invalid-ticker (as the route's problem responses document), not 400 invalid-parameter.
 */
export const TickerParam = z.object({
  ticker: z.string().openapi({
    param: { name: "ticker", in: "path" },
    description: `Price-provider symbol: ${TICKER_RULE} (at most ${TICKER_MAX_LENGTH}), case-insensitive; returned upper-case. Share classes use '-' (BRK-B), other exchanges a suffix (7203.T). A malformed ticker (AA$PL, -AAPL, AAPL-, A..B, ^GSPC, EURUSD=X, 33 characters, empty) answers 422 invalid-ticker.`,
    example: "AAPL",
    pattern: "^[A-Za-z0-9]+([.-][A-Za-z0-9]+)*$",
  }),
});
