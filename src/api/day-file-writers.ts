/**
 * The day files other planes write beside the lake's compacted tapes, for the daily job (the minute cron
 * at 00:15 UTC) and `POST /api/refresh?plane=lake-compact` alike: each venue's outcomes committed that
 * day, the equivalence pairs' minute basis, and the indices' committed distributions and official prints
 * (one object a day each, listed under every venue's day). The one list of them.
 */
import type { Bindings } from "../env.ts";
import { writeBasisParquet } from "../equivalence/jobs/basis-parquet.ts";
import { writeIndexDistributionsParquet } from "../indices/distributions-parquet.ts";
import type { DayFileWriters } from "../lake/jobs/daily.ts";
import { writeOutcomesParquet } from "../outcomes/parquet.ts";
import { writePrintsParquet } from "../outcomes/prints-parquet.ts";

export function dayFileWriters(env: Bindings, nowMs: number) {
  return {
    outcomes: (venue: string, date: string) => writeOutcomesParquet(env, venue, date),
    basis: (venue: string, date: string) => writeBasisParquet(env, venue, date, nowMs),
    index_distributions: (_venue: string, date: string) => writeIndexDistributionsParquet(env, date),
    official_prints: (_venue: string, date: string) => writePrintsParquet(env, date),
  } as const satisfies DayFileWriters;
}
