import type { App } from "../../../platform/http/app-types.ts";
import { envelope } from "../../../platform/http/envelope.ts";
import { ProblemError } from "../../../platform/http/problem.ts";
import { jsonRead } from "../../../platform/http/respond.ts";
import { latestRound } from "../../store/indices.ts";
import { wireValue } from "../instruments/reads.ts";
import EXAMPLES from "./examples.json" with { type: "json" };
import { indexEnvelope, RoundSchema } from "./schema.ts";
import {
  identity,
  indexLinks,
  indexPath,
  indexRoute,
  nextRoundAt,
  readIndex,
  resolveIndex,
} from "./shared.ts";

const route = indexRoute({
  path: "/rounds/latest",
  operationId: "getIndexRound",
  summary: "Latest committed round",
  description:
    "The latest committed five-minute round: the only official index value (status api_committed). round_id equals clocks.round_effective_at (the round bucket). The round is not asserted fresh — enforce your own maximum age against clocks.computed_at — and on-chain confirmation is not asserted. With no committed round: 503 official-round-unavailable; a live value is never substituted.",
  schema: indexEnvelope(RoundSchema, "IndexRoundResponse"),
  example: EXAMPLES.round,
  problems: ["official-round-unavailable"],
});

/** How long after its boundary a round is expected to be committed (the boundary minute's cycle). */
const ROUND_COMMIT_GRACE_SECONDS = 60;

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
      const nowMs = Date.now();
      const next = nextRoundAt(nowMs);
      throw new ProblemError("official-round-unavailable", {
        detail: `${row.symbol} has no committed round yet; the next five-minute boundary is ${next}, and a round is committed then if the index has a current value. A live value is never substituted.`,
        // The boundary, plus the minute its cycle takes to commit the round.
        retryAfterSeconds: Math.ceil((Date.parse(next) - nowMs) / 1000) + ROUND_COMMIT_GRACE_SECONDS,
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
    };
    return jsonRead(
      c,
      envelope(data, indexLinks(row.slug, indexPath(row.slug, "/rounds/latest"))),
      "current",
    );
  });
}
