import { z } from "@hono/zod-openapi";
import {
  DEFAULT_HISTORY_RESOLUTION,
  HISTORY_RANGE_NAMES,
  HISTORY_RESOLUTIONS,
  type HistoryRange,
} from "../domain/history.ts";

/** The query of a route that takes no parameters: any parameter is 400 invalid-parameter. */
export const NoQuerySchema = z.strictObject({});

/**
 * The form of every instrument in a path: a symbol (upper-case letters and digits) or a slug (lower-case
 * with hyphens), matched case-insensitively by the route, so either case is accepted here.
 */
const SYMBOL_OR_SLUG = /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/;

/** A symbol-or-slug path parameter named `name`. */
export function symbolOrSlugParam(name: string, docs: { description: string; example: string }) {
  return z
    .string()
    .regex(SYMBOL_OR_SLUG)
    .openapi({ param: { name, in: "path" }, description: docs.description, example: docs.example });
}

/** `{id}` of the index and benchmark routes. */
export function instrumentIdParam(docs: { description: string; example: string }) {
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
