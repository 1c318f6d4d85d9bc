import { z } from "zod";

/**
 * The agencies' payloads, as far as pix reads them. Values stay strings (exact decimals); a value that is
 * not a decimal is a missing observation, skipped by the reader, never a number guessed from it.
 */

/** BLS Public Data API v2, `POST /timeseries/data/`. */
export const blsAnswerSchema = z.object({
  status: z.string(),
  message: z.array(z.string()).nullish(),
  Results: z
    .object({
      series: z.array(
        z.object({
          seriesID: z.string(),
          data: z.array(
            z.object({
              year: z.string(),
              period: z.string(),
              periodName: z.string().optional(),
              latest: z.string().optional(),
              value: z.string(),
              footnotes: z
                .array(z.object({ code: z.string().nullish(), text: z.string().nullish() }).partial())
                .nullish(),
            }),
          ),
        }),
      ),
    })
    .nullish(),
});
export type BlsAnswer = z.infer<typeof blsAnswerSchema>;

/** FRED API, `GET /fred/series/observations?file_type=json`. */
export const fredObservationsSchema = z.object({
  observations: z.array(
    z.object({
      realtime_start: z.string(),
      realtime_end: z.string(),
      date: z.string(),
      value: z.string(),
    }),
  ),
});

/** EIA open data API v2, `GET /v2/{route}/data/`. Values come as numbers or strings, null when missing. */
export const eiaDataSchema = z.object({
  response: z.object({
    data: z.array(
      z.object({
        period: z.string(),
        series: z.string().optional(),
        value: z.union([z.string(), z.number(), z.null()]),
      }),
    ),
  }),
});
