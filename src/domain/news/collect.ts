import type { BuiltItem, ItemRejectionReason } from "./build.ts";
import type { NewsItemDraft } from "./item.ts";

/**
 * What one fetch of one feed yields: the built items in document order, deduplicated by id (the first
 * wins: a feed that repeats an id with other text is not allowed to rewrite what it said), then the newest
 * `maxItems` of them. Everything dropped is counted by reason.
 */

export interface CollectedItems {
  items: NewsItemDraft[];
  rejected: Partial<Record<ItemRejectionReason, number>>;
  /** Entries whose id was already taken in this fetch. */
  duplicates: number;
  /** Of those, entries whose text differed from the kept one. */
  conflicting_duplicates: number;
  /** Valid, unique items beyond the cap (oldest first to go). */
  over_cap: number;
}

const sameText = (a: NewsItemDraft, b: NewsItemDraft) =>
  a.title === b.title && a.summary === b.summary && a.url === b.url && a.t === b.t;

export function collectItems(built: readonly BuiltItem[], maxItems: number): CollectedItems {
  const rejected: Partial<Record<ItemRejectionReason, number>> = {};
  const byId = new Map<string, NewsItemDraft>();
  let duplicates = 0;
  let conflicting = 0;
  for (const result of built) {
    if (!result.ok) {
      rejected[result.reason] = (rejected[result.reason] ?? 0) + 1;
      continue;
    }
    const kept = byId.get(result.item.id);
    if (kept === undefined) {
      byId.set(result.item.id, result.item);
      continue;
    }
    duplicates++;
    if (!sameText(kept, result.item)) conflicting++;
  }
  // RFC 3339 UTC at second precision sorts as text; the id breaks ties so the order is stable.
  const newestFirst = [...byId.values()].sort((a, b) =>
    a.t === b.t ? (a.id < b.id ? -1 : 1) : a.t < b.t ? 1 : -1,
  );
  const cap = Math.max(0, Math.floor(maxItems));
  return {
    items: newestFirst.slice(0, cap),
    rejected,
    duplicates,
    conflicting_duplicates: conflicting,
    over_cap: Math.max(0, newestFirst.length - cap),
  };
}
