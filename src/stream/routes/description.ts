import {
  MAX_CLIENT_MESSAGE_BYTES,
  MAX_CLIENT_MESSAGES_PER_MINUTE,
  MAX_SUBSCRIPTION_SYMBOLS,
  PING_TEXT,
  PONG_TEXT,
} from "../stream-protocol.ts";

/** The stream's contract in prose, for the OpenAPI operation (the README says the same at more length). */
export const STREAM_DESCRIPTION = [
  "The terminal stream (legacy surface, unversioned; message shapes carry `type` and `version`). Connect with a WebSocket client; any other request answers 426 upgrade-required.",
  "On connect the server sends a `snapshot` (every public index and benchmark with its latest value and clocks, as LegacyMarket objects), then one `market_update` frame per ingestion cycle with the markets that changed and that the connection reads.",
  `Client messages are JSON text frames of at most ${MAX_CLIENT_MESSAGE_BYTES} bytes, at most ${MAX_CLIENT_MESSAGES_PER_MINUTE} a minute: \`{"type":"auth","key":"pix_…"}\` (only as the first message, and only when no key header was sent), \`{"type":"subscribe","symbols":[…]}\` (at most ${MAX_SUBSCRIPTION_SYMBOLS} symbols or slugs, or "*"; answered by a snapshot narrowed to them), and \`${PING_TEXT}\` (answered \`${PONG_TEXT}\`).`,
  "A key may be sent in X-API-Key or Authorization: Bearer on the upgrade, or as the first message; never in the URL. Keys need markets:read; an entitlement list narrows the stream to its markets; anonymous connections read every public market. One address may hold a limited number of anonymous connections (429 too-many-connections; see /api/v1/info stream.limits); when every stream object is full the answer is 503 stream-at-capacity.",
  "Errors are an `error` message followed by a close: 1003 binary frame, 1008 malformed or unknown message, auth not first, too many symbols or messages; 1009 message too large; 4401 credential invalid (also when a key is revoked or expires while connected); 4403 missing markets:read; 4429 key over its limit; 1013 key could not be verified. The message shapes are in components.schemas (StreamSnapshot, StreamMarketUpdate, StreamError, StreamClientMessage).",
  "**Version 2** (`/ws?version=2`): channels instead of symbols — `index:<symbol>` (live indicative values), `book:<venue>:<market>` (a whole `book`, then `book_delta`s), `trades:<venue>:<market>` and `ticker:<venue>:<market>` — with a per-channel `seq`, the venue's and pix's clocks on every message, `heartbeat`, a `status` per venue and `gap` whenever messages were lost. Client messages: subscribe and unsubscribe (`channels`), auth, ping. Limits, the slow-consumer rule and every message are in /api/v1/info `stream.version_2` and components.schemas (StreamV2ServerMessage, StreamV2ClientMessage). A version 2 upgrade declines per-message compression (no `Sec-WebSocket-Extensions` in the 101): its messages are a few hundred bytes each. Version 1 is unchanged and accepts permessage-deflate.",
].join("\n\n");
