/**
 * Backtest artifacts in R2: one object per ticker in the lake bucket under `backtests/`
 * (`backtests/{TICKER}.json`, JSON of a `pix-backtest-v1` artifact), replaced by each run of
 * `npm run backtest -- TICKER`. Written only after validation; validated again on every read, so a
 * corrupt or foreign object is reported UNAVAILABLE with a reason, never served and never an error.
 */
import { parseTicker } from "../venues/equity/index.ts";
import {
  BACKTEST_SCHEMA,
  type BACKTEST_UNAVAILABLE_REASONS,
  type BacktestArtifact,
  BacktestArtifactSchema,
} from "./model-schemas.ts";

export const BACKTEST_PREFIX = "backtests/";
/** Largest artifact read (a 400-session history gives about 150 rows, some 40 KB). */
export const MAX_BACKTEST_BYTES = 2 * 1024 * 1024;

export type BacktestRead =
  | { status: "AVAILABLE"; key: string; artifact: BacktestArtifact }
  | {
      status: "UNAVAILABLE";
      key: string | null;
      reason: (typeof BACKTEST_UNAVAILABLE_REASONS)[number];
    };

/** The object key of a ticker's artifact, or null when the ticker is malformed. */
export function backtestKey(ticker: string): string | null {
  const checked = parseTicker(ticker);
  return checked.ok ? `${BACKTEST_PREFIX}${checked.ticker}.json` : null;
}

/** Validates and stores an artifact; returns its key. Throws on an invalid artifact or ticker. */
export async function writeBacktest(bucket: R2Bucket, artifact: BacktestArtifact): Promise<string> {
  const valid = BacktestArtifactSchema.parse(artifact);
  const key = backtestKey(valid.ticker);
  if (key === null) throw new RangeError(`not a ticker: ${valid.ticker}`);
  await bucket.put(key, JSON.stringify(valid), {
    httpMetadata: { contentType: "application/json" },
    customMetadata: { schema: BACKTEST_SCHEMA, ticker: valid.ticker, generated_at: valid.generated_at },
  });
  return key;
}

/** The ticker's artifact when one exists and validates; otherwise why not. Never throws. */
export async function readBacktest(bucket: R2Bucket, ticker: string): Promise<BacktestRead> {
  const key = backtestKey(ticker);
  if (key === null) return { status: "UNAVAILABLE", key: null, reason: "invalid_ticker" };
  let text: string;
  try {
    const object = await bucket.get(key);
    if (object === null) return { status: "UNAVAILABLE", key, reason: "no_backtest" };
    if (object.size > MAX_BACKTEST_BYTES) {
      await object.body.cancel();
      return { status: "UNAVAILABLE", key, reason: "invalid_artifact" };
    }
    text = await object.text();
  } catch {
    return { status: "UNAVAILABLE", key, reason: "store_unavailable" };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { status: "UNAVAILABLE", key, reason: "invalid_artifact" };
  }
  const parsed = BacktestArtifactSchema.safeParse(json);
  const expected = parseTicker(ticker);
  if (!parsed.success || !expected.ok || parsed.data.ticker !== expected.ticker) {
    return { status: "UNAVAILABLE", key, reason: "invalid_artifact" };
  }
  return { status: "AVAILABLE", key, artifact: parsed.data };
}
