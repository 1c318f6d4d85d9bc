import { z } from "zod";

/**
 * SEC EDGAR payloads (upstreams.md, "SEC EDGAR"). The ticker map is checked entry by entry (a bad entry
 * is skipped); a submissions page is checked whole, since its parallel arrays only mean something
 * together.
 */

/** `company_tickers.json`: `{ "0": { cik_str, ticker, title }, … }`. */
export const tickerMapSchema = z.record(z.string(), z.unknown());

export const tickerEntrySchema = z.object({
  cik_str: z.number().int().positive(),
  ticker: z.string().min(1),
  title: z.string(),
});

const column = z.array(z.string());

/** The parallel arrays of `filings.recent`, and of each older page listed in `filings.files`. */
export const filingColumnsSchema = z.object({
  accessionNumber: column,
  filingDate: column,
  reportDate: column,
  acceptanceDateTime: column,
  form: column,
  items: column.optional(),
  primaryDocument: column,
});
export type FilingColumns = z.infer<typeof filingColumnsSchema>;

export const submissionsSchema = z.object({
  cik: z.union([z.string(), z.number()]),
  name: z.string(),
  filings: z.object({
    recent: filingColumnsSchema,
    files: z
      .array(
        z.object({
          name: z.string().regex(/^[A-Za-z0-9._-]+\.json$/),
          filingFrom: z.string(),
          filingTo: z.string(),
        }),
      )
      .nullish()
      .transform((files) => files ?? []),
  }),
});
export type Submissions = z.infer<typeof submissionsSchema>;
