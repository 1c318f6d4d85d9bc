import { SELF } from "cloudflare:test";
import type { z } from "zod";
import type { Envelope } from "../../src/platform/http/envelope.ts";
import type { ProblemBody } from "../../src/platform/http/problem.ts";

export const BASE = "http://pix.test";

/** A request through the Worker's own fetch handler. */
export function get(path: string, init: RequestInit = {}): Promise<Response> {
  return SELF.fetch(`${BASE}${path}`, init);
}

/**
 * A GET whose body the test reads as `T` (typically a `V1<…>` or a legacy schema's output), with the
 * response (body unread) and the exact text.
 */
export async function getJson<T>(
  path: string,
  init: RequestInit = {},
): Promise<{ res: Response; text: string; body: T }> {
  const res = await get(path, init);
  const text = await res.clone().text();
  return { res, text, body: JSON.parse(text) as T };
}

/** A v1 envelope whose `data` is the output of the route's schema `S`, with `meta` members `M`. */
export type V1<S extends z.ZodType<{ type: string }>, M extends object = object> = Envelope<z.output<S>, M>;

/** The output type of a raw-shape `meta` (e.g. HistoryMeta), for V1's second parameter. */
export type MetaOf<Shape extends z.ZodRawShape> = z.output<z.ZodObject<Shape>>;

/** The RFC 9457 body pix answers with (src/platform/http/problem.ts). */
export type ProblemJson = ProblemBody;

/** Reads a problem response, asserting the RFC 9457 content type on the way. */
export async function readProblem(res: Response): Promise<ProblemJson> {
  const type = res.headers.get("Content-Type") ?? "";
  if (!type.startsWith("application/problem+json")) {
    throw new Error(`expected application/problem+json, got ${type} (${res.status})`);
  }
  return (await res.json()) as ProblemJson;
}

/** The slug of a problem response (the fragment of its `type`). */
export async function problemSlug(res: Response): Promise<string | undefined> {
  return (await readProblem(res)).type.split("#")[1];
}
