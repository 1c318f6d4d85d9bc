/**
 * What a route answers before it becomes a Response: a JSON value (which fault injection may still
 * rewrite) or raw text. Also the request context routes share and small query-parameter readers.
 */
import type { BookStore } from "./books.ts";
import type { Universe } from "./universe.ts";

export type SimReply =
  | { status: number; json: unknown; headers?: Record<string, string> }
  | { status: number; text: string; contentType: string; headers?: Record<string, string> };

export const json = (body: unknown, status = 200, headers?: Record<string, string>): SimReply =>
  headers ? { status, json: body, headers } : { status, json: body };

export interface RouteContext {
  request: Request;
  url: URL;
  /** Path segments after the venue prefix. */
  path: string[];
  /** Simulated clock (epoch ms) and its minute, fixed for the whole request. */
  nowMs: number;
  minute: number;
  universe: Universe;
  /** The order books the book routes read (and the streams move). */
  books: BookStore;
}

/** A query parameter read as an integer in [min, max]; `fallback` when absent; an error text when bad. */
export function intParam(
  url: URL,
  name: string,
  fallback: number,
  min: number,
  max: number,
): { ok: true; value: number } | { ok: false; error: string } {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === "") return { ok: true, value: fallback };
  if (!/^-?\d{1,15}$/.test(raw)) return { ok: false, error: `${name} must be an integer` };
  const value = Number(raw);
  if (value < min || value > max) return { ok: false, error: `${name} must be between ${min} and ${max}` };
  return { ok: true, value };
}

/** All values of a repeatable parameter, also split on commas (`?tickers=A,B&tickers=C`). */
export function listParam(url: URL, name: string): string[] {
  return url.searchParams
    .getAll(name)
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter((value) => value !== "");
}
