import { z } from "zod";

/**
 * The agencies' payloads, as far as pix reads them. The envelope must hold; each record is read on its
 * own (`*RecordSchema.safeParse`), so one broken record is skipped, never the whole answer. Values stay
 * strings (exact decimals); a value that is not a decimal is a missing observation, skipped by the
 * reader, never a number guessed from it.
 */

/** BLS Public Data API v2, `POST /timeseries/data/`: one record of a series' `data`. */
export const blsRecordSchema = z.object({
  year: z.string(),
  period: z.string(),
  periodName: z.string().optional(),
  latest: z.string().optional(),
  value: z.string(),
  footnotes: z.array(z.unknown()).nullish(),
});

export const blsAnswerSchema = z.object({
  status: z.string(),
  message: z.array(z.unknown()).nullish(),
  Results: z
    .object({
      series: z
        .array(z.object({ seriesID: z.string(), data: z.array(z.unknown()).nullish() }).or(z.unknown()))
        .nullish(),
    })
    .nullish(),
});
export type BlsAnswer = z.infer<typeof blsAnswerSchema>;

/** A BLS footnote: `{}` when none, `{ code: "P", text: "preliminary" }` for a preliminary value. */
export const blsFootnoteSchema = z.object({ code: z.string().nullish() });

/** FRED API, `GET /fred/series/observations?file_type=json`: one observation. */
export const fredRecordSchema = z.object({
  realtime_start: z.string(),
  realtime_end: z.string(),
  date: z.string(),
  value: z.string(),
});

export const fredObservationsSchema = z.object({ observations: z.array(z.unknown()) });

/** EIA open data API v2, `GET /v2/{route}/data/`: one row. Values come as strings or numbers, null when missing. */
export const eiaRecordSchema = z.object({
  period: z.string(),
  series: z.string().optional(),
  value: z.union([z.string(), z.number(), z.null()]),
});

export const eiaDataSchema = z.object({ response: z.object({ data: z.array(z.unknown()) }) });
