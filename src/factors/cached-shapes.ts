/**
 * What the calendar keeps in the cache, checked again when read back: an entry of another shape (a
 * corrupt one, or one an older deploy wrote) is a miss, never a silently empty calendar.
 */
import { z } from "zod";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const nullableNumber = z.number().nullable();

export const cachedFilingsSchema = z.object({
  since: isoDate,
  filings: z.array(
    z.object({
      accession_number: z.string(),
      form: z.string(),
      filing_date: isoDate.nullable(),
      report_date: isoDate.nullable(),
      accepted_at_ms: z.number().nullable(),
      items: z.array(z.string()),
      document_url: z.string().nullable(),
    }),
  ),
});
export type CachedFilings = z.infer<typeof cachedFilingsSchema>;

export const cachedProviderCalendarSchema = z.object({
  earnings_dates: z.array(z.string()),
  earnings_date_is_estimate: z.boolean().nullable(),
  eps_estimate: nullableNumber,
  eps_estimate_low: nullableNumber,
  eps_estimate_high: nullableNumber,
  revenue_estimate: nullableNumber,
  revenue_estimate_low: nullableNumber,
  revenue_estimate_high: nullableNumber,
  ex_dividend_date: z.string().nullable(),
  dividend_pay_date: z.string().nullable(),
  earnings_history: z.array(
    z.object({
      fiscal_quarter_end: z.string(),
      eps_estimate: nullableNumber,
      eps_actual: nullableNumber,
      surprise_percent: nullableNumber,
    }),
  ),
  dividends: z.array(z.object({ ex_date: z.string(), amount: z.number() })),
  splits: z.array(z.object({ date: z.string(), ratio: z.number() })),
});
