import { rfc3339 } from "../clock.ts";
import {
  NEWS_KINDS,
  NEWS_RELEVANCE,
  type NewsAuthorship,
  type NewsKind,
  type NewsRelevance,
} from "./item.ts";

/**
 * What a news read selects: the defaults, the parsing of each parameter's text, and
 * the availability of an index's news. Pure: the route validates with these and the store reads with
 * what they produce.
 */

export const NEWS_LIMIT_DEFAULT = 50;
export const NEWS_LIMIT_MAX = 100;
export const NEWS_RELEVANCE_FILTERS = ["direct", "related", "all"] as const;
export type NewsRelevanceFilter = (typeof NEWS_RELEVANCE_FILTERS)[number];

/** With no filters: primary documents and editorial posts, direct only (venue-generated and related items are opt-in). */
export const NEWS_DEFAULTS = {
  limit: NEWS_LIMIT_DEFAULT,
  kind: [...NEWS_KINDS],
  relevance: "direct",
  authorship: ["primary_document", "editorial"],
  since: null,
} as const satisfies {
  limit: number;
  kind: readonly NewsKind[];
  relevance: NewsRelevanceFilter;
  authorship: readonly NewsAuthorship[];
  since: null;
};

export const NEWS_PARAMETERS = ["limit", "kind", "relevance", "authorship", "since"] as const;
export type NewsParameter = (typeof NEWS_PARAMETERS)[number];

/** The selection a request applied, each list in the canonical order of its values. */
export interface AppliedNewsQuery {
  limit: number;
  kind: NewsKind[];
  relevance: NewsRelevanceFilter;
  authorship: NewsAuthorship[];
  /** RFC 3339 UTC: items with `t` at or after it; null for no lower bound. */
  since: string | null;
}

/** The selection of a request that gives no parameter (fresh lists, the caller's to keep). */
export function defaultNewsQuery(): AppliedNewsQuery {
  return { ...NEWS_DEFAULTS, kind: [...NEWS_DEFAULTS.kind], authorship: [...NEWS_DEFAULTS.authorship] };
}

/**
 * `data.policy` of a news answer: the defaults, what the request applied, the parameters it left to
 * their defaults, and the order of the items.
 */
export function newsPolicy(applied: AppliedNewsQuery, defaulted: NewsParameter[]) {
  return { defaults: defaultNewsQuery(), applied, defaulted, order: "t_desc_id_asc" as const };
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

export function parseLimit(text: string): Parsed<number> {
  const value = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
  return value >= 1 && value <= NEWS_LIMIT_MAX
    ? { ok: true, value }
    : { ok: false, reason: `must be a whole number from 1 to ${NEWS_LIMIT_MAX}` };
}

/**
 * A comma-separated subset of `allowed`, in `allowed`'s order (a repeated value counts once). `all`,
 * where accepted, stands alone for every value.
 */
export function parseSubset<T extends string>(
  text: string,
  allowed: readonly T[],
  options: { all?: boolean } = {},
): Parsed<T[]> {
  const what = `${options.all ? "all, or " : ""}a comma-separated list of: ${allowed.join(", ")}`;
  if (options.all && text === "all") return { ok: true, value: [...allowed] };
  const parts = text.split(",");
  if (parts.some((part) => part === "")) return { ok: false, reason: `must be ${what}, with no empty items` };
  if (parts.some((part) => !(allowed as readonly string[]).includes(part))) {
    return { ok: false, reason: `must be ${what}` };
  }
  return { ok: true, value: allowed.filter((value) => parts.includes(value)) };
}

const RFC_3339 =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?([Zz]|([+-])(\d{2}):(\d{2}))$/;

/** Epoch ms of a strict RFC 3339 date-time (seconds and an explicit offset required), or null. */
export function parseRfc3339(text: string): number | null {
  const m = RFC_3339.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi, s, fraction = "", zone = "", sign, oh = "0", om = "0"] = m;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return null;
  if (Number(oh) > 23 || Number(om) > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return null;
  }
  const offsetMinutes =
    zone.toUpperCase() === "Z" ? 0 : (sign === "-" ? -1 : 1) * (Number(oh) * 60 + Number(om));
  const millis = fraction === "" ? 0 : Number(`0${fraction}`) * 1000;
  return wall - offsetMinutes * 60_000 + millis;
}

/**
 * `since` as the bound items are compared with: item clocks are whole UTC seconds, so a bound inside a
 * second moves up to the next whole second (an item at 12:00:00Z is before 12:00:00.5Z).
 */
export function parseSince(text: string): Parsed<string> {
  const ms = parseRfc3339(text);
  if (ms === null) {
    return {
      ok: false,
      reason: "must be an RFC 3339 date-time with seconds and an explicit offset, e.g. 2026-11-01T00:00:00Z",
    };
  }
  return { ok: true, value: rfc3339(Math.ceil(ms / 1000) * 1000) };
}

/** The relevance values a filter keeps. */
export function relevancesOf(filter: NewsRelevanceFilter): NewsRelevance[] {
  return filter === "all" ? [...NEWS_RELEVANCE] : [filter];
}

export const NEWS_AVAILABILITY = ["available", "empty", "no_sources", "disabled"] as const;
export type NewsAvailability = (typeof NEWS_AVAILABILITY)[number];

/**
 * The state of an index's news, whatever the filters: `disabled` (switched off for the deployment or
 * the index), `no_sources` (no feed configured for it), `empty` (feeds configured, nothing stored yet),
 * else `available` — even when the filters leave no item.
 */
export function newsAvailability(state: {
  enabled: boolean;
  sources: number;
  hasItems: boolean;
}): NewsAvailability {
  if (!state.enabled) return "disabled";
  if (state.sources === 0) return "no_sources";
  return state.hasItems ? "available" : "empty";
}
