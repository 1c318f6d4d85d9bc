import type { z } from "zod";
import { priceText, sizeText } from "../../domain/book/index.ts";
import { ONE, type Scaled, ZERO } from "../../domain/decimal.ts";
import type { VenueId } from "../../domain/methodology/venues.ts";
import { schemaPath } from "../http/client.ts";
import type { ControlEvent, FrameRejection, FrameResult, MarketEvent } from "./market-event.ts";
import { parseVenueDecimal } from "./quote-values.ts";

/**
 * Helpers the venue frame parsers share: the size limit and JSON read of a frame, the typed
 * rejection, and the reads of a price or size field into exact decimal text.
 */

export type Rejection = Extract<FrameResult, { ok: false }>;
export type Read<T> = { ok: true; value: T } | Rejection;

export function reject(venue: VenueId, reason: FrameRejection, detail: string): Rejection {
  return { ok: false, venue, reason, detail };
}

const encoder = new TextEncoder();

/** Whether `text` is over `maxBytes` in UTF-8 (counted only when its length could be). */
export function overLimit(text: string, maxBytes: number): boolean {
  if (text.length > maxBytes) return true;
  return text.length * 3 > maxBytes && encoder.encode(text).byteLength > maxBytes;
}

/** The frame's JSON value, or the rejection for a frame over the limit or not JSON. */
export function readFrameJson(venue: VenueId, text: string, maxBytes: number): Read<unknown> {
  if (overLimit(text, maxBytes)) return reject(venue, "frame_too_large", `over ${maxBytes} bytes`);
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return reject(venue, "not_json", "not a JSON text");
  }
}

/** A frame read by its schema, then by `read`; a shape it does not match is `invalid_shape` at the first broken path. */
export function parseFrameWith<S extends z.ZodType, T>(
  venue: VenueId,
  schema: S,
  frame: unknown,
  read: (data: z.infer<S>) => Read<T>,
): Read<T> {
  const parsed = schema.safeParse(frame);
  return parsed.success ? read(parsed.data) : reject(venue, "invalid_shape", schemaPath(parsed.error));
}

/** A frame that is one event. */
export function oneEvent(event: Read<MarketEvent>): FrameResult {
  return event.ok ? { ok: true, events: [event.value] } : event;
}

/** The `type` (or `event_type`) member of a frame object, when it is a string. */
export function frameType(value: unknown, key: string): string | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const type = (value as Record<string, unknown>)[key];
  return typeof type === "string" ? type : null;
}

/** A decimal field; Polymarket writes some with no leading zero (".48"). */
function readDecimal(text: string): Scaled | null {
  return parseVenueDecimal(text.startsWith(".") ? `0${text}` : text);
}

/** A level or trade price: strictly inside (0, 1). */
export function readLevelPrice(venue: VenueId, text: string, field: string): Read<Scaled> {
  const value = readDecimal(text);
  if (value === null) return reject(venue, "invalid_price", field);
  if (value <= ZERO || value >= ONE) return reject(venue, "price_out_of_range", field);
  return { ok: true, value };
}

/** A quoted top-of-book price, where 0 and 1 stand for an empty side: within [0, 1]. */
export function readQuotePrice(venue: VenueId, text: string, field: string): Read<string> {
  const value = readDecimal(text);
  if (value === null) return reject(venue, "invalid_price", field);
  if (value < ZERO || value > ONE) return reject(venue, "price_out_of_range", field);
  return { ok: true, value: priceText(value) };
}

/** A resting or traded size: non-negative, as decimal text. */
export function readSize(venue: VenueId, text: string, field: string): Read<string> {
  const value = readDecimal(text);
  if (value === null) return reject(venue, "invalid_size", field);
  if (value < ZERO) return reject(venue, "negative_size", field);
  return { ok: true, value: sizeText(value) };
}

/** A signed change in resting size, as decimal text. */
export function readSignedSize(venue: VenueId, text: string, field: string): Read<string> {
  const value = readDecimal(text);
  return value === null ? reject(venue, "invalid_size", field) : { ok: true, value: sizeText(value) };
}

const EPOCH_MS_TEXT = /^\d{1,16}$/;

/** Epoch milliseconds written as a string (Polymarket's `timestamp`). */
export function readEpochMsText(venue: VenueId, text: string, field: string): Read<number> {
  return EPOCH_MS_TEXT.test(text)
    ? { ok: true, value: Number(text) }
    : reject(venue, "invalid_timestamp", field);
}

/** A control event; the fields a frame does not carry are null. */
export function controlEvent(
  venue: VenueId,
  control: ControlEvent["control"],
  fields: {
    id?: number | null;
    sid?: number | null;
    seq?: number | null;
    channel?: string;
    code?: number;
    message?: string;
  } = {},
): ControlEvent {
  return {
    kind: "control",
    venue,
    market: null,
    control,
    id: fields.id ?? null,
    sid: fields.sid ?? null,
    seq: fields.seq ?? null,
    channel: fields.channel ?? null,
    code: fields.code ?? null,
    message: fields.message ?? null,
  };
}
