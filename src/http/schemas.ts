import { z } from "@hono/zod-openapi";
import {
  DEFAULT_HISTORY_RESOLUTION,
  HISTORY_RANGE_NAMES,
  HISTORY_RESOLUTIONS,
  type HistoryRange,
} from "../domain/history.ts";
import { reason } from "./validation.ts";

/** The query of a route that takes no parameters: any parameter is 400 invalid-parameter. */
export const NoQuerySchema = z.strictObject({});

/**
 * The form of every instrument in a path: a symbol (upper-case letters and digits) or a slug (lower-case
 * with hyphens), matched case-insensitively by the route, so either case is accepted here.
 */
const SYMBOL_OR_SLUG = /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/;

interface ParamDocs {
  /** What the parameter names, with its article: "an index", "a benchmark", "a market". */
  names: string;
  description: string;
  example: string;
}

/** A symbol-or-slug path parameter named `name`. */
export function symbolOrSlugParam(name: string, docs: ParamDocs) {
  return z
    .string()
    .regex(
      SYMBOL_OR_SLUG,
      reason(`must be ${docs.names} symbol (A–Z, 0–9) or a slug (a–z, 0–9, -), at most 64 characters`),
    )
    .openapi({ param: { name, in: "path" }, description: docs.description, example: docs.example });
}

/** `{id}` of the index and benchmark routes. */
export function instrumentIdParam(docs: ParamDocs) {
  return z.object({ id: symbolOrSlugParam("id", docs) });
}

/** A history window by name (1d … all). */
export const HistoryRangeSchema = z.enum(HISTORY_RANGE_NAMES);

/** A history bucket width, or auto. */
export const HistoryResolutionSchema = z.enum(HISTORY_RESOLUTIONS);

/** `range` and `resolution` of a history read, both defaulted (resolution to auto). */
export function historyQuery(options: { defaultRange: HistoryRange; range: string; resolution: string }) {
  return z.strictObject({
    range: HistoryRangeSchema.default(options.defaultRange).openapi({ description: options.range }),
    resolution: HistoryResolutionSchema.default(DEFAULT_HISTORY_RESOLUTION).openapi({
      description: options.resolution,
    }),
  });
}
