import { HOUR_MS, rfc3339 } from "../../../domain/clock.ts";
import {
  COMMIT_DELAY_SAMPLE,
  COMMIT_MARGIN_SECONDS,
  commitDelaySeconds,
  DEFAULT_COMMIT_DELAY_SECONDS,
  expectedRound,
  MAX_COMMIT_DELAY_SECONDS,
} from "../../../domain/round-expected.ts";
import type { App } from "../../../platform/http/app-types.ts";
import { envelope } from "../../../platform/http/envelope.ts";
import { ProblemError } from "../../../platform/http/problem.ts";
import { jsonRead } from "../../../platform/http/respond.ts";
import { latestRound } from "../../store/indices.ts";
import { recentCycleDurationsMs } from "../../store/ingest.ts";
import { roundRecord } from "../../store/round-record.ts";
import { wireValue } from "../instruments/reads.ts";
import EXAMPLES from "./examples.json" with { type: "json" };
import { indexEnvelope, RoundSchema } from "./schema.ts";
import { identity, indexLinks, indexPath, indexRoute, readIndex, resolveIndex } from "./shared.ts";

const route = indexRoute({
  path: "/rounds/latest",
  operationId: "getIndexRound",
  summary: "Latest committed round",
  description: `The latest committed five-minute round: the only official index value (status api_committed). round_id equals clocks.round_effective_at (the round bucket). The round is not asserted fresh — enforce your own maximum age against clocks.computed_at — and on-chain confirmation is not asserted. With no committed round: 503 official-round-unavailable; a live value is never substituted. Its detail names the boundary whose round is expected (the next five-minute boundary, or the one just passed while its round may still be being committed) and when; its Retry-After is the seconds until then: that boundary plus the commit delay, which is the slowest of the last ${COMMIT_DELAY_SAMPLE} ingestion cycles recorded in the past hour, rounded up to a whole second, plus ${COMMIT_MARGIN_SECONDS} s (${DEFAULT_COMMIT_DELAY_SECONDS} s when none is recorded, at most ${MAX_COMMIT_DELAY_SECONDS} s).`,
  schema: indexEnvelope(RoundSchema, "IndexRoundResponse"),
  example: EXAMPLES.round,
  problems: ["official-round-unavailable"],
});

/** The round expected after `nowMs`, its commit delay measured from the cycles recorded in the past hour. */
async function nextExpectedRound(d1: D1Database, nowMs: number) {
  const durations = await recentCycleDurationsMs(d1, nowMs - HOUR_MS, COMMIT_DELAY_SAMPLE).catch(
    // Durations that cannot be read leave the default delay; the answer is the 503 either way.
    () => [],
  );
  return expectedRound(nowMs, commitDelaySeconds(durations));
}

export function registerGetRound(app: App) {
  app.openapi(route, async (c) => {
    const row = await resolveIndex(c, c.req.valid("param").id);
    const round = await readIndex("committed rounds", () => latestRound(c.env.DB, row.symbol)).catch(
      (error) => {
        // A round that cannot be read is a round that cannot be served: same answer as none at all.
        if (error instanceof ProblemError) throw new ProblemError("official-round-unavailable", error.init);
        throw error;
      },
    );
    if (!round) {
      const expected = await nextExpectedRound(c.env.DB, Date.now());
      throw new ProblemError("official-round-unavailable", {
        detail: `${row.symbol} has no committed round yet; the round of the ${rfc3339(expected.boundaryMs)} boundary is expected at about ${rfc3339(expected.expectedAtMs)}, if the index has a current value then. A live value is never substituted.`,
        retryAfterSeconds: expected.retryAfterSeconds,
      });
    }
    const data = {
      type: "index_round" as const,
      ...identity(row),
      status: "api_committed" as const,
      official: true as const,
      round_id: round.roundId,
      value: wireValue(row, round.valueDecimal, round.value),
      chain_confirmation: { status: "not_asserted" as const },
      clocks: { computed_at: round.computedAt, round_effective_at: round.roundId },
      // The signed record is rebuilt from the stored round exactly as the cycle signed it.
      signature: round.signature
        ? { ...round.signature, record: { ...roundRecord(round), type: "index_round" as const } }
        : null,
    };
    return jsonRead(
      c,
      envelope(data, indexLinks(row.slug, indexPath(row.slug, "/rounds/latest"))),
      "current",
    );
  });
}
