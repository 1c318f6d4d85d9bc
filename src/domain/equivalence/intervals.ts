/**
 * YES propositions as sets of values on a line (a statistic, a price, the instant an event happens),
 * written as unions of intervals with exact bigint bounds, and the relation between two such sets.
 * Every set here is a finite union of intervals whose ends are among the sets' bounds, so testing each
 * bound, a point between each two neighbouring bounds and a point beyond each end decides the
 * relation exactly.
 */
import type { Relation } from "./relations.ts";

export interface Bound {
  at: bigint;
  closed: boolean;
}

/** An interval; a null end is unbounded. */
export interface Interval {
  lo: Bound | null;
  hi: Bound | null;
}

export type ValueSet = readonly Interval[];

export const EVERYTHING: ValueSet = [{ lo: null, hi: null }];

/** Whether a point, given doubled (so midpoints stay integers), lies in an interval. */
function containsDoubled(interval: Interval, doubled: bigint): boolean {
  const { lo, hi } = interval;
  if (lo && (lo.closed ? doubled < 2n * lo.at : doubled <= 2n * lo.at)) return false;
  if (hi && (hi.closed ? doubled > 2n * hi.at : doubled >= 2n * hi.at)) return false;
  return true;
}

function inSet(set: ValueSet, doubled: bigint): boolean {
  return set.some((interval) => containsDoubled(interval, doubled));
}

/** The doubled points that decide any relation between two sets. */
function probes(a: ValueSet, b: ValueSet): bigint[] {
  const ends = new Set<bigint>();
  for (const interval of [...a, ...b]) {
    if (interval.lo) ends.add(interval.lo.at);
    if (interval.hi) ends.add(interval.hi.at);
  }
  const sorted = [...ends].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
  if (sorted.length === 0) return [0n];
  const points: bigint[] = [2n * (sorted[0] as bigint) - 2n];
  sorted.forEach((end, i) => {
    points.push(2n * end);
    const next = sorted[i + 1];
    points.push(next === undefined ? 2n * end + 2n : end + next);
  });
  return points;
}

/** The complement of a set on the whole line. */
export function complement(set: ValueSet): ValueSet {
  const sorted = [...set].sort((x, y) => {
    if (x.lo === null) return -1;
    if (y.lo === null) return 1;
    return x.lo.at < y.lo.at ? -1 : x.lo.at > y.lo.at ? 1 : 0;
  });
  const out: Interval[] = [];
  let cursor: Bound | null = null;
  let open = true; // whether everything from the last cursor on is still uncovered
  for (const interval of sorted) {
    if (interval.lo !== null) {
      out.push({ lo: cursor, hi: { at: interval.lo.at, closed: !interval.lo.closed } });
    } else if (cursor !== null) {
      out.push({ lo: cursor, hi: null });
    }
    if (interval.hi === null) {
      open = false;
      break;
    }
    cursor = { at: interval.hi.at, closed: !interval.hi.closed };
  }
  if (sorted.length === 0) return EVERYTHING;
  if (open) out.push({ lo: cursor, hi: null });
  return out.filter((interval) => !isEmpty(interval));
}

function isEmpty({ lo, hi }: Interval): boolean {
  if (!lo || !hi) return false;
  if (lo.at > hi.at) return true;
  return lo.at === hi.at && !(lo.closed && hi.closed);
}

/** How set a relates to set b, by the definitions of `relations.ts`. */
export function relationOf(a: ValueSet, b: ValueSet): Relation {
  let aOnly = false;
  let bOnly = false;
  let both = false;
  let neither = false;
  for (const point of probes(a, b)) {
    const inA = inSet(a, point);
    const inB = inSet(b, point);
    if (inA && inB) both = true;
    else if (inA) aOnly = true;
    else if (inB) bOnly = true;
    else neither = true;
  }
  if (!aOnly && !bOnly) return "identity";
  if (!both && !neither) return "complement";
  if (!both) return "disjoint";
  if (!aOnly) return "subset";
  if (!bOnly) return "superset";
  return "overlap";
}
