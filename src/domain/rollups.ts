/** Fixed rollup resolutions the ingestion cycle maintains (UTC-aligned), finest first. */
import { MINUTE_MS } from "./clock.ts";

export const ROLLUP_RESOLUTIONS = { "5m": 5, "1h": 60, "1d": 1440 } as const;
export type RollupResolution = keyof typeof ROLLUP_RESOLUTIONS;

/** Start (epoch ms) of the UTC-aligned bucket of `minutes` holding `epochMs`. */
export function bucketStart(epochMs: number, minutes: number): number {
  const size = minutes * MINUTE_MS;
  return Math.floor(epochMs / size) * size;
}
