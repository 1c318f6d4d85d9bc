/** What the equivalence routes share: their tag and paths, stored rows as resources, one paged answer. */

import type { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../../env.ts";
import { envelope } from "../../platform/http/envelope.ts";
import { pageLinkHeader } from "../../platform/http/link-header.ts";
import { pageCount, pageLinks, pageNotFound } from "../../platform/http/pages.ts";
import { jsonRead } from "../../platform/http/respond.ts";
import { failClosed } from "../../platform/http/safety.ts";
import type { PairRow, RefusedRow } from "../store/pairs.ts";
import type { EquivalencePairSchema, RefusedLookalikeSchema } from "./schema.ts";

export const EQUIVALENCE_TAG = "Equivalence";
export const EQUIVALENCE_BASE = "/api/v1/equivalence";
export const PAIRS_PATH = `${EQUIVALENCE_BASE}/pairs`;
export const REFUSED_PATH = `${EQUIVALENCE_BASE}/refused`;
export const ACCURACY_PATH = `${EQUIVALENCE_BASE}/accuracy`;
export const pairPath = (pairId: string) => `${PAIRS_PATH}/${pairId}`;

/** Every D1 read of the plane: a failure answers 503 service-unavailable with Retry-After. */
export function readPairs<T>(read: () => Promise<T>): Promise<T> {
  return failClosed(read, { what: "equivalence store" });
}

function legsOf(row: PairRow | RefusedRow) {
  return {
    a: { venue: row.venueA, market_id: row.marketA, title: row.titleA, rules_version: row.versionA },
    b: { venue: row.venueB, market_id: row.marketB, title: row.titleB, rules_version: row.versionB },
  };
}

type Pair = z.infer<typeof EquivalencePairSchema>;

export function pairResource(row: PairRow): Pair {
  return {
    pair_id: row.pairId,
    status: row.status,
    legs: legsOf(row),
    relation: row.relation as Pair["relation"],
    polarity: row.polarity as Pair["polarity"],
    confidence: row.confidence,
    confidence_basis: row.confidenceBasis as Pair["confidence_basis"],
    rule_diff: row.ruleDiff as Pair["rule_diff"],
    judged_at: row.judgedAt,
    first_judged_at: row.firstJudgedAt,
  };
}

type Refused = z.infer<typeof RefusedLookalikeSchema>;

export function refusedResource(row: RefusedRow): Refused {
  return {
    pair_id: row.pairId,
    legs: legsOf(row),
    relation: row.relation as Refused["relation"],
    reasons: row.reasons as Refused["reasons"],
    rule_diff: row.ruleDiff as Refused["rule_diff"],
    judged_at: row.judgedAt,
  };
}

/** The path of a list's page `n`, the request's other query parameters kept in their order. */
export function pageLinkOf(c: Context<AppEnv>, path: string, pageSize: number): (n: number) => string {
  const params = new URL(c.req.url).searchParams;
  return (n: number) => {
    const query = new URLSearchParams(params);
    query.set("page", String(n));
    query.set("page_size", String(pageSize));
    return `${path}?${query.toString()}`;
  };
}

/** A page of a list: 404 page-not-found past the last page, the page links in the body and `Link`. */
export async function answerPage<D extends { type: string }>(
  c: Context<AppEnv>,
  p: { path: string; page: number; pageSize: number; total: number; of: string; data: D },
) {
  const totalPages = pageCount(p.total, p.pageSize);
  if (p.page > totalPages) throw pageNotFound(p.page, totalPages, p.of, p.pageSize, p.total);
  const links = pageLinks(pageLinkOf(c, p.path, p.pageSize), p.page, totalPages);
  const link = pageLinkHeader(links);
  if (link !== undefined) c.header("Link", link);
  const body = envelope(p.data, links, {
    pagination: { page: p.page, page_size: p.pageSize, total_rows: p.total, total_pages: totalPages },
  });
  return jsonRead(c, body, "current");
}

export const LINK_HEADER = {
  Link: {
    description:
      'RFC 8288 page links, the same targets as `links`: origin-relative, the other query parameters kept; `rel` is first, prev (not on page 1), next (not on the last page) and last. Example: `</api/v1/equivalence/pairs?relation=identity&page=2&page_size=50>; rel="next"`.',
    schema: { type: "string" as const },
  },
};
