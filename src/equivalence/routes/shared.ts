/** What the equivalence routes share: their tag and paths, stored rows as resources, one paged answer. */

import type { z } from "@hono/zod-openapi";
import { pageLinkHeaderSpec } from "../../platform/http/pages.ts";
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

export const LINK_HEADER = pageLinkHeaderSpec(
  "/api/v1/equivalence/pairs?relation=identity&page=2&page_size=50",
);
