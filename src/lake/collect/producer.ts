/**
 * The whole-venue producer, run by the cron and `POST /api/refresh` once their cycle has claimed its
 * minute: the cycle opens the minute's collections (src/lake/collect/minute.ts); their first ranges go on
 * the lake queue here — Kalshi's cursor chain starts at one page and grows a page per message; Gamma
 * starts GAMMA_PARALLEL_CHAINS offset chains — and the sweep looks after collections that stopped:
 * ranges still pending a while after their collection opened are sent again (a send that failed, a
 * message the queue lost: a duplicate delivery changes nothing), and collections past the seal deadline
 * are sealed, their unreported ranges failed. It never waits for a page: the catalog's index
 * computation does not depend on the whole tape.
 */
import type { Bindings } from "../../env.ts";
import { openDb } from "../../platform/db/db.ts";
import { COLLECTION_SEAL_DEADLINE_MS } from "../parts.ts";
import { failStaleRanges, pendingRangesOpenedBetween } from "../store/lake-ranges.ts";
import { CATALOG_PART } from "./budget.ts";
import type { VenueTapeMessage } from "./messages.ts";
import { type CatalogMarket, errorText, type MinuteCollections, openMinuteCollections } from "./minute.ts";
import { collectionPlan } from "./plans.ts";
import { sealIfReported } from "./seal.ts";

/** A range still pending this long after its collection opened has lost its message: sent again. */
export const RESEND_AFTER_MS = 2 * 60_000;
/** Ranges sent again per sweep at most (one queue batch). */
const RESENDS_PER_SWEEP = 100;
/** Attempts to send a minute's first messages before leaving them to the sweep. */
const SEND_ATTEMPTS = 3;
const SEND_RETRY_MS = 250;

export type SendMessages = (messages: VenueTapeMessage[]) => Promise<void>;

export function queueSend(queue: Queue): SendMessages {
  return async (messages) => {
    if (messages.length > 0) await queue.sendBatch(messages.map((body) => ({ body })));
  };
}

export interface SweepReport {
  /** Pending ranges whose message was sent again. */
  resent: number;
  /** Stale collections sealed as incomplete. */
  sealedStale: number;
}

/**
 * The minute's whole-venue collections, as the cron and refresh run them once their cycle has claimed
 * the minute and read the catalog: opened (answered to the cycle, whose tape joins them), then their
 * first messages sent and the sweep run in the background (`waitUntil`), logged, never thrown.
 */
export async function collectMinute(
  env: Bindings,
  cycleStartMs: number,
  nowMs: number,
  markets: readonly CatalogMarket[],
  waitUntil: (work: Promise<unknown>) => void,
): Promise<MinuteCollections> {
  const opened = await openMinuteCollections(env, cycleStartMs, nowMs, markets);
  if (env.LAKE_COLLECT) waitUntil(dispatch(env, opened.messages, nowMs, queueSend(env.LAKE_COLLECT)));
  return opened.states;
}

async function dispatch(env: Bindings, messages: VenueTapeMessage[], nowMs: number, send: SendMessages) {
  const sent = await sendWithRetry(send, messages);
  try {
    const swept = await sweepCollections(env, nowMs, send);
    console.log(JSON.stringify({ level: "info", msg: "lake_collect_enqueued", messages: sent, ...swept }));
  } catch (error) {
    console.error(
      JSON.stringify({ level: "error", msg: "lake_collect_sweep_failed", error: errorText(error) }),
    );
  }
}

/** Sends the messages, retried; when every attempt fails the error is logged and the sweep sends them again. */
export async function sendWithRetry(send: SendMessages, messages: VenueTapeMessage[]): Promise<number> {
  if (messages.length === 0) return 0;
  for (let attempt = 1; ; attempt++) {
    try {
      await send(messages);
      return messages.length;
    } catch (error) {
      if (attempt < SEND_ATTEMPTS) {
        await new Promise((resume) => setTimeout(resume, SEND_RETRY_MS * attempt));
        continue;
      }
      console.error(
        JSON.stringify({
          level: "error",
          msg: "lake_collect_enqueue_failed",
          messages: messages.length,
          attempts: attempt,
          error: errorText(error),
          next: "the next minute's sweep sends them again",
        }),
      );
      return 0;
    }
  }
}

/**
 * Collections that stopped: their page ranges still pending RESEND_AFTER_MS after the collection
 * opened (and within the seal deadline) are sent again; collections older than the seal deadline have their pending ranges failed as
 * not reported and are sealed.
 */
export async function sweepCollections(
  env: Bindings,
  nowMs: number,
  send: SendMessages,
): Promise<SweepReport> {
  const db = openDb(env.DB);
  const pending = await pendingRangesOpenedBetween(
    db,
    nowMs - COLLECTION_SEAL_DEADLINE_MS,
    nowMs - RESEND_AFTER_MS,
    CATALOG_PART,
    RESENDS_PER_SWEEP,
  );
  const messages = pending.flatMap((range): VenueTapeMessage[] => {
    const plan = collectionPlan(range.venue);
    return plan ? [plan.rangeMessage(range.cycleStartMs, range)] : [];
  });
  const resent = await sendWithRetry(send, messages);
  let sealedStale = 0;
  for (const ref of await failStaleRanges(db, nowMs - COLLECTION_SEAL_DEADLINE_MS, nowMs)) {
    if (await sealIfReported(db, env.LAKE, ref, nowMs)) sealedStale++;
  }
  return { resent, sealedStale };
}
