import { z } from "zod";

/**
 * The Kalshi Trade API v2 records the news adapters read (upstreams.md): series terms, markets with
 * their rules and settlement, milestones. Envelopes are checked per answer, records one by one.
 */

const text = z.string().nullish();
const list = z
  .array(z.unknown())
  .nullish()
  .transform((items) => items ?? []);

export const kalshiSeriesSchema = z.object({
  series: z.object({
    ticker: z.string().min(1),
    title: text,
    contract_terms_url: text,
    contract_url: text,
    settlement_sources: z
      .array(z.object({ name: z.string(), url: text }))
      .nullish()
      .transform((sources) => sources ?? []),
  }),
});
export type KalshiSeries = z.infer<typeof kalshiSeriesSchema>["series"];

export const kalshiMarketListSchema = z.object({ markets: list, cursor: text });

export const kalshiNewsMarketSchema = z.object({
  ticker: z.string().min(1),
  event_ticker: z.string().min(1),
  title: text,
  yes_sub_title: text,
  status: z.string().min(1),
  result: text,
  strike_type: text,
  floor_strike: z.number().finite().nullish(),
  cap_strike: z.number().finite().nullish(),
  close_time: text,
  settlement_ts: text,
  expiration_value: text,
  rules_primary: text,
  rules_secondary: text,
});
export type KalshiNewsMarket = z.infer<typeof kalshiNewsMarketSchema>;

export const kalshiMilestoneListSchema = z.object({ milestones: list, cursor: text });

const tickers = z
  .array(z.string())
  .nullish()
  .transform((items) => items ?? []);

export const kalshiMilestoneSchema = z.object({
  id: z.string().min(1),
  category: text,
  type: text,
  title: z.string().min(1),
  start_date: z.string().min(1),
  end_date: text,
  primary_event_tickers: tickers,
  related_event_tickers: tickers,
  notification_message: text,
  last_updated_ts: text,
});
export type KalshiMilestone = z.infer<typeof kalshiMilestoneSchema>;
