/**
 * What both protocol versions share at the frame: the limits, the close codes, who a connection reads
 * as (`StreamAccess`), and the client frame checks (`readClientFrame`, `ping` and first-message `auth`).
 */
/** Client messages larger than this close the connection with 1009. */
export const MAX_CLIENT_MESSAGE_BYTES = 4_096;
/** Client messages a connection may send per minute (answered pings do not count). */
export const MAX_CLIENT_MESSAGES_PER_MINUTE = 60;

/** Keyed connections re-check their key (revocation, expiry, entitlement changes) this often. */
export const KEY_RECHECK_SECONDS = 60;

/** Close codes the server uses; 4xxx mirror the HTTP problem statuses of the same condition. */
export const CLOSE_CODES = {
  normal: 1000,
  unsupportedData: 1003,
  policyViolation: 1008,
  messageTooBig: 1009,
  internalError: 1011,
  tryAgainLater: 1013,
  credentialInvalid: 4401,
  credentialScope: 4403,
  rateLimited: 4429,
} as const;

export type StreamErrorCode =
  | "message-too-large"
  | "binary-not-supported"
  | "malformed-message"
  | "unknown-message-type"
  | "too-many-symbols"
  | "auth-not-first"
  | "too-many-messages"
  | "credential-invalid"
  | "credential-scope"
  | "rate-limited"
  | "service-unavailable";

/** The close code each error ends the connection with. */
export const ERROR_CLOSE_CODES: Record<StreamErrorCode, number> = {
  "message-too-large": CLOSE_CODES.messageTooBig,
  "binary-not-supported": CLOSE_CODES.unsupportedData,
  "malformed-message": CLOSE_CODES.policyViolation,
  "unknown-message-type": CLOSE_CODES.policyViolation,
  "too-many-symbols": CLOSE_CODES.policyViolation,
  "auth-not-first": CLOSE_CODES.policyViolation,
  "too-many-messages": CLOSE_CODES.policyViolation,
  "credential-invalid": CLOSE_CODES.credentialInvalid,
  "credential-scope": CLOSE_CODES.credentialScope,
  "rate-limited": CLOSE_CODES.rateLimited,
  "service-unavailable": CLOSE_CODES.tryAgainLater,
};

/** Who the connection reads as. Entitlements are slugs; null reads every public market. */
export interface StreamAccess {
  kind: "anonymous" | "key";
  key_id: string | null;
  entitlements: string[] | null;
}

/** An index or benchmark symbol, or a slug. */
export const SYMBOL_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/;

/** The frame-level checks every protocol version shares: a JSON object in a text frame of bounded size. */
export function readClientFrame(
  raw: string | ArrayBuffer,
):
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; code: "binary-not-supported" | "message-too-large" | "malformed-message"; detail: string } {
  if (typeof raw !== "string") {
    return {
      ok: false,
      code: "binary-not-supported",
      detail: "Send JSON text frames; binary frames are not accepted.",
    };
  }
  // UTF-8 length: a string of n UTF-16 units is at most 3n bytes, so only long strings need encoding.
  if (
    raw.length * 3 > MAX_CLIENT_MESSAGE_BYTES &&
    new TextEncoder().encode(raw).length > MAX_CLIENT_MESSAGE_BYTES
  ) {
    return {
      ok: false,
      code: "message-too-large",
      detail: `A client message may be at most ${MAX_CLIENT_MESSAGE_BYTES} bytes.`,
    };
  }
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return { ok: false, code: "malformed-message", detail: "A client message must be one JSON object." };
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, code: "malformed-message", detail: "A client message must be one JSON object." };
  }
  return { ok: true, body: body as Record<string, unknown> };
}

/** The messages every protocol version shares: `ping`, and `auth` with its key; null for any other type. */
export function parseAuthOrPing(
  message: Record<string, unknown>,
):
  | { ok: true; message: { type: "ping" } | { type: "auth"; key: string } }
  | { ok: false; code: "malformed-message"; detail: string }
  | null {
  if (message.type === "ping") return { ok: true, message: { type: "ping" } };
  if (message.type !== "auth") return null;
  if (typeof message.key !== "string" || message.key.length === 0 || message.key.length > 256) {
    return { ok: false, code: "malformed-message", detail: "auth needs `key`: the API key string." };
  }
  return { ok: true, message: { type: "auth", key: message.key } };
}

/**
 * A client frame up to what every version shares: the frame checks, `ping` and `auth` give a final
 * answer (`done`); any other message comes back as its `body` for the version's own types.
 */
export type ClientMessageRead =
  | {
      done:
        | NonNullable<ReturnType<typeof parseAuthOrPing>>
        | Extract<ReturnType<typeof readClientFrame>, { ok: false }>;
    }
  | { body: Record<string, unknown> };

export function readClientMessage(raw: string | ArrayBuffer): ClientMessageRead {
  const frame = readClientFrame(raw);
  if (!frame.ok) return { done: frame };
  const shared = parseAuthOrPing(frame.body);
  return shared ? { done: shared } : { body: frame.body };
}

/** The most messages, and characters, one batched frame carries (`batchFrames`). */
export interface BatchLimits {
  maxMessages: number;
  maxChars: number;
}

/**
 * The frames of a connection that asked for batching: the messages, each already serialised (a JSON
 * object's text), joined in order into JSON arrays — never parsed or serialised again. A frame holds at
 * most `maxMessages` messages and, unless one message alone is longer, at most `maxChars` characters;
 * past either the next frame starts. Every frame is an array, a lone message too.
 */
export function batchFrames(messages: readonly string[], limits: BatchLimits): string[] {
  const frames: string[] = [];
  let start = 0;
  // The characters of the frame being built: its brackets and, for each message, its text and a comma.
  let chars = 1;
  for (let i = 0; i < messages.length; i++) {
    const length = (messages[i] as string).length + 1;
    if (i > start && (i - start >= limits.maxMessages || chars + length > limits.maxChars)) {
      frames.push(`[${messages.slice(start, i).join(",")}]`);
      start = i;
      chars = 1;
    }
    chars += length;
  }
  if (start < messages.length) frames.push(`[${messages.slice(start).join(",")}]`);
  return frames;
}
