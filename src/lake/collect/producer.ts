/**
 * The whole-venue producer, run by the cron once the catalog cycle has claimed its minute: it opens one
 * collection per served venue (its first ranges recorded pending in D1) and enqueues those ranges —
 * Kalshi's cursor chain starts at one page and grows a page per message; Gamma starts
 * GAMMA_PARALLEL_CHAINS offset chains. It also seals collections that stopped reporting. It never
 * waits for a page: the catalog's index computation does not depend on the whole tape.
 */
import type { Bindings } from "../../env.ts";
import { openDb } from "../../platform/db/db.ts";
import { COLLECTION_SEAL_DEADLINE_MS } from "../parts.ts";
import { failStaleRanges, openCollection } from "../store/lake-ranges.ts";
import { lakeVenues, parseAllowList } from "../venues.ts";
import type { VenueTapeMessage } from "./messages.ts";
import { collectionPlan } from "./plans.ts";
import { sealIfReported } from "./seal.ts";

export interface ProducedTape {
  /** Venues whose collection this call opened (a second call for the same minute opens none). */
  opened: string[];
  messages: number;
  /** Stale collections sealed as incomplete. */
  sealedStale: number;
}

/** The first messages of a venue's collection, or null for a venue with no whole-venue collector. */
export function firstMessages(venue: string, cycleStartMs: number): VenueTapeMessage[] | null {
  return collectionPlan(venue)?.firstMessages(cycleStartMs) ?? null;
}

export async function produceVenueTape(
  env: Bindings,
  cycleStartMs: number,
  nowMs: number,
  send: (messages: VenueTapeMessage[]) => Promise<void> = (messages) =>
    env.LAKE_COLLECT.sendBatch(messages.map((body) => ({ body }))).then(() => undefined),
): Promise<ProducedTape> {
  const db = openDb(env.DB);
  const produced: ProducedTape = { opened: [], messages: 0, sealedStale: 0 };
  for (const profile of lakeVenues(parseAllowList(env.LAKE_ALLOWED_VENUES)).served) {
    const messages = firstMessages(profile.venue, cycleStartMs);
    if (!messages) continue;
    const ranges = messages.map((m) => ({
      part: m.part,
      cursor: m.kind === "kalshi_page" ? m.cursor : null,
    }));
    const opened = await openCollection(db, { venue: profile.venue, cycleStartMs }, nowMs, ranges);
    if (!opened) continue;
    await send(messages);
    produced.opened.push(profile.venue);
    produced.messages += messages.length;
  }
  for (const ref of await failStaleRanges(db, nowMs - COLLECTION_SEAL_DEADLINE_MS, nowMs)) {
    if (await sealIfReported(db, env.LAKE, ref, nowMs)) produced.sealedStale++;
  }
  return produced;
}

/**
 * `produceVenueTape` as the cron and `POST /api/refresh` run it once their cycle has claimed its minute,
 * in the background: its outcome is logged, a failure never thrown into the cycle's event.
 */
export async function enqueueVenueTape(env: Bindings, cycleStartMs: number, nowMs: number): Promise<void> {
  try {
    const produced = await produceVenueTape(env, cycleStartMs, nowMs);
    console.log(JSON.stringify({ level: "info", msg: "lake_collect_enqueued", ...produced }));
  } catch {
    console.error(JSON.stringify({ level: "error", msg: "lake_collect_enqueue_failed" }));
  }
}
