import type { Context } from "hono";
import { type DailyCloseRow, dailyCloseCutoffs, dailyCloses } from "../../../domain/daily-closes.ts";
import type { AppEnv } from "../../../env.ts";
import { ticksAtCutoffs } from "../../store/indices.ts";
import { readIndex } from "./shared.ts";

/** The `count` most recent New York daily reference closes of an instrument, newest first. */
export async function readDailyCloses(
  c: Context<AppEnv>,
  symbol: string,
  nowMs: number,
  count: number,
): Promise<DailyCloseRow[]> {
  const cutoffs = dailyCloseCutoffs(nowMs, count).map((cutoff) => cutoff.cutoff_ms);
  const lookups = await readIndex("daily closes", () => ticksAtCutoffs(c.env.DB, symbol, cutoffs));
  return dailyCloses(nowMs, lookups, count);
}
