import type { z } from "zod";
import { schemaPath } from "../http/client.ts";
import type { VenueFailure } from "./quote.ts";
import type { FieldResult } from "./quote-values.ts";

/** What normalising one venue item yields: a value, or the failure that skips it. */
export type Normalized<T> = { ok: true; value: T } | { ok: false; failure: VenueFailure };

/** Reads a field result: its value, or (by throwing) the item's recorded failure. */
export type Take = <V>(result: FieldResult<V>) => V;

/** Thrown inside a normaliser to stop at the first bad field; caught by `normalizeWith`. */
class FieldFailure extends Error {
  readonly failure: VenueFailure;
  constructor(failure: VenueFailure) {
    super(failure.reason);
    this.failure = failure;
  }
}

/**
 * Runs a normaliser that reads fields with `take`: the first field that fails becomes the item's
 * recorded failure, so normalisers read as straight-line code.
 */
export function normalizeWith<T>(
  marketId: string | undefined,
  stage: string,
  body: (take: Take) => T,
): Normalized<T> {
  const take: Take = (result) => {
    if (result.ok) return result.value;
    throw new FieldFailure(withMarket({ reason: result.reason, stage, detail: result.field }, marketId));
  };
  try {
    return { ok: true, value: body(take) };
  } catch (error) {
    if (error instanceof FieldFailure) return { ok: false, failure: error.failure };
    throw error;
  }
}

/** How one venue record is validated and named in its failures. */
export interface VenueRecord<R> {
  parse: (raw: unknown) => z.ZodSafeParseResult<R>;
  /** The member holding the record's id: read from the raw record when it does not parse. */
  idKey: string;
  id: (record: R) => string;
  stage: string;
}

/**
 * Validates one venue record, then normalises it with `body`: a record that does not parse is skipped
 * with an `invalid_shape` failure at the first broken path (named by its id when one is readable).
 */
export function normalizeRecord<R, T>(
  raw: unknown,
  record: VenueRecord<R>,
  body: (parsed: R, take: Take) => T,
): Normalized<T> {
  const parsed = record.parse(raw);
  if (!parsed.success) {
    return normalizeWith(idOf(raw, record.idKey), record.stage, (take) =>
      take(stepFailure("invalid_shape", schemaPath(parsed.error))),
    );
  }
  return normalizeWith(record.id(parsed.data), record.stage, (take) => body(parsed.data, take));
}

export function withMarket(failure: VenueFailure, marketId: string | undefined): VenueFailure {
  return marketId === undefined ? failure : { market_id: marketId, ...failure };
}

/** A failure reported by a step rather than a field read (crossed book, mismatched arrays). */
export function stepFailure(reason: string, field: string): FieldResult<never> {
  return { ok: false, reason, field };
}

/** Identifier-like text (tickers, token and condition ids): what a venue id may look like. */
export const SAFE_ID = /^[A-Za-z0-9._:-]{1,200}$/;

/**
 * Best-effort id of an item that failed validation, for the failure record only. Only identifier-like
 * text is kept, so a hostile payload cannot smuggle arbitrary text into failures and logs.
 */
export function idOf(raw: unknown, key: string): string | undefined {
  if (typeof raw !== "object" || raw === null) return undefined;
  const value = (raw as Record<string, unknown>)[key];
  return typeof value === "string" && SAFE_ID.test(value) ? value : undefined;
}
