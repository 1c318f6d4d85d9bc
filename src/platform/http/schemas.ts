import { z } from "@hono/zod-openapi";
import { MINUTE_MS, minuteFloor, RFC3339_SECONDS_PATTERN, SECOND_PRECISION } from "../../domain/clock.ts";
import {
  allowedResolutions,
  autoResolution,
  bucketCount,
  DEFAULT_HISTORY_RESOLUTION,
  HISTORY_RANGE_NAMES,
  HISTORY_RESOLUTIONS,
  type HistoryRange,
  type HistoryResolution,
  type HistoryWindow,
  isTooFine,
  MAX_HISTORY_BUCKETS,
  windowMinutes,
} from "../../domain/history.ts";
import { reason } from "./validation.ts";

/**
 * An instant member of a response, written by `rfc3339` (src/domain/clock.ts): its precision is
 * declared in the description and as a pattern.
 */
export function instantSchema(description?: string, example = "2026-11-22T10:05:00Z") {
  return z.string().openapi({
    format: "date-time",
    pattern: RFC3339_SECONDS_PATTERN,
    description: description === undefined ? SECOND_PRECISION : `${description} ${SECOND_PRECISION}`,
    example,
  });
}

/** An instant member with no more to say than its precision. */
export const InstantSchema = instantSchema();

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

const RFC3339_INSTANT = z.iso.datetime({ offset: true });

/** A required RFC 3339 instant query parameter (with a UTC offset). */
export const instantParam = (description: string, example: string) =>
  z.iso
    .datetime({
      offset: true,
      ...reason("must be an RFC 3339 date-time with a UTC offset, such as 2026-11-01T00:00:00Z"),
    })
    .openapi({ description, example });

/** An RFC 3339 instant parameter of a history window. */
const windowInstant = (description: string, example: string) =>
  instantParam(description, example).optional().openapi({ description, example });

/**
 * `from` and `to`: an explicit window instead of a named `range`, for charting clients. Additive in v1.
 * Validated together with the rest of the query by `checkHistoryWindow`.
 */
export const HISTORY_WINDOW_PARAMS = {
  from: windowInstant(
    "Start of an explicit window (RFC 3339), instead of `range`: the window is [from, to), each end taken to its UTC minute (from rounded down, to up). Cannot be combined with `range`. The window may start before the feed's launch; meta.coverage says what is held.",
    "2026-11-01T00:00:00Z",
  ),
  to: windowInstant(
    "End of the explicit window (RFC 3339), after `from`; needs `from`. Default: now (the current minute included).",
    "2026-11-08T00:00:00Z",
  ),
};

/** The minute-aligned window of an explicit `from`/`to` (to defaults to the end of the current minute). */
export function explicitWindow(from: string, to: string | undefined, nowMs: number): HistoryWindow {
  const toMs =
    to === undefined ? minuteFloor(nowMs) + MINUTE_MS : Math.ceil(Date.parse(to) / MINUTE_MS) * MINUTE_MS;
  return { fromMs: minuteFloor(Date.parse(from)), toMs };
}

/** The window part of a history `links.self`: `range=…`, or `from=…` and `to=…` as given. */
export function historyWindowSearch(query: { from?: string; to?: string }, range: string): string {
  if (query.from === undefined) return `range=${range}`;
  const from = `from=${encodeURIComponent(query.from)}`;
  return query.to === undefined ? from : `${from}&to=${encodeURIComponent(query.to)}`;
}

/**
 * The checks that span parameters of a history query with `from`/`to`, as clear sentences through the
 * validation hook: `to` needs `from`, `range` does not combine with `from`, `from` comes before `to`,
 * and the window holds at most MAX_HISTORY_BUCKETS buckets at the requested resolution (1m at most a
 * day, as for a named range).
 */
export function checkHistoryWindow(
  query: { range?: string; resolution?: HistoryResolution; from?: string; to?: string },
  ctx: z.RefinementCtx,
): void {
  const { from, to } = query;
  // A malformed end already has its own issue; the window checks need two readable instants.
  if ([from, to].some((end) => end !== undefined && !RFC3339_INSTANT.safeParse(end).success)) return;
  if (from === undefined) {
    if (to !== undefined)
      ctx.addIssue({ code: "custom", path: ["to"], message: "needs from (the window's start)" });
    return;
  }
  if (query.range !== undefined) {
    ctx.addIssue({
      code: "custom",
      path: ["range"],
      message: "cannot be combined with from; give range or from/to",
    });
    return;
  }
  const window = explicitWindow(from, to, Date.now());
  if (window.fromMs >= window.toMs) {
    ctx.addIssue({
      code: "custom",
      path: ["from"],
      message: "must be before to (at least one minute apart)",
    });
    return;
  }
  const minutes = windowMinutes(window);
  const requested = query.resolution ?? DEFAULT_HISTORY_RESOLUTION;
  const resolution = requested === "auto" ? autoResolution(minutes) : requested;
  if (!isTooFine(resolution, minutes)) return;
  const allowed = allowedResolutions(minutes);
  ctx.addIssue({
    code: "custom",
    path: ["from"],
    message: `spans a window too long for resolution ${resolution} (${bucketCount(resolution, minutes)} buckets, at most ${MAX_HISTORY_BUCKETS}; 1m at most one day): ${allowed.length > 0 ? `use one of ${allowed.join(", ")}` : "shorten the window"}`,
  });
}

/**
 * A v1 history query: `range` and `resolution`, or `from`/`to` instead of `range`. `range` has no
 * schema default so that giving it beside `from` can be refused; its default is the route's to apply.
 */
export function historyWindowQuery(options: { range: string; resolution: string }) {
  return z
    .strictObject({
      range: HistoryRangeSchema.optional().openapi({ description: options.range }),
      resolution: HistoryResolutionSchema.optional().openapi({ description: options.resolution }),
      ...HISTORY_WINDOW_PARAMS,
    })
    .superRefine(checkHistoryWindow);
}
