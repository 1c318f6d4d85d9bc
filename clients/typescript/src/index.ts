export { createPixClient, type PixClient, type PixClientOptions } from "./client.ts";
export { createPixFetch, type PixFetchOptions, type RetryOptions, retryAfterMs } from "./http.ts";
export { type LakeRow, type LakeSnapshotRef, lakeQuotes, PixProblemError } from "./lake.ts";
export {
  REPLAY_MINUTES_MAX,
  type ReplayBookEvent,
  type ReplayEvent,
  type ReplaySummary,
  type ReplayTradeEvent,
  type ReplayWindow,
  replayMarket,
  replayMinutes,
} from "./replay.ts";
export type { components, operations, paths } from "./schema.d.ts";
export {
  type BackoffOptions,
  backoffDelayMs,
  connectStream,
  defaultConnect,
  PixStream,
  PixStreamError,
  type Socket,
  type SocketFactory,
  type StreamErrorCode,
  type StreamOptions,
  type StreamServerMessage,
  type StreamState,
  streamUrl,
} from "./stream.ts";
export {
  canonicalChannel,
  channelBatches,
  connectStreamV2,
  PixChannelRejectedError,
  PixStreamV2,
  type RejectedChannel,
  SequenceCheck,
  type SequenceGap,
  type StreamV2ClientMessage,
  type StreamV2DataMessage,
  type StreamV2Message,
  type StreamV2Options,
  type StreamV2ServerMessage,
  streamV2Url,
} from "./stream-v2.ts";
