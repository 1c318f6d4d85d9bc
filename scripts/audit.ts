/**
 * `npm run audit -- <index symbol or slug> <round_id>`: recomputes a committed round from the rows the
 * lake serves for its minute (every venue's snapshot as its quotes route pages it) and reports whether
 * the values are equal. `--minutes N` also recomputes every tick of every instrument over the N minutes
 * ending with the round's. Exit code 0 = reproduced, 1 = differs, 2 = usage or missing data. Reads the local state (.wrangler/state) that `npm start` serves; `--persist-to
 * <dir>` reads another (`.wrangler/state-live` after `npm start -- --upstream live`).
 */
import { resolve } from "node:path";

import { recomputeInstrument, recomputeMinute, servedMinuteRows } from "../src/indices/cycle/recompute.ts";
import { LOCAL_STATE_DIR, localDatabaseExists, openLocalBindings } from "./lib/local-bindings.ts";

const args = process.argv.slice(2);
const persistAt = args.indexOf("--persist-to");
const stateDir =
  persistAt >= 0 && args[persistAt + 1] ? resolve(args[persistAt + 1] as string) : LOCAL_STATE_DIR;
if (persistAt >= 0) args.splice(persistAt, 2);
const minutesAt = args.indexOf("--minutes");
const minutes = minutesAt >= 0 ? Number(args[minutesAt + 1]) : 0;
if (minutesAt >= 0) {
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 1440) {
    console.error("--minutes takes a whole number of minutes from 1 to 1440");
    process.exit(2);
  }
  args.splice(minutesAt, 2);
}
const [id, roundId] = args;
if (!id || !roundId) {
  console.error(
    "usage: npm run audit -- <index symbol or slug> <round_id, e.g. 2026-11-22T10:05:00Z> [--minutes N]",
  );
  process.exit(2);
}

if (Number.isNaN(Date.parse(roundId))) {
  console.error(
    `'${roundId}' is not a round id: give one as rounds/latest answers it, e.g. 2026-11-22T10:05:00Z`,
  );
  process.exit(2);
}
if (!localDatabaseExists(stateDir)) {
  console.error(
    `no local pix data yet (${stateDir}): run npm start, wait for the first five-minute boundary, then audit that round`,
  );
  process.exit(2);
}

const { env, dispose } = await openLocalBindings(stateDir);
try {
  const round = await committedRound(env.DB, id, roundId);
  if (!round) {
    console.error(`no committed round ${roundId} for ${id}`);
    process.exit(2);
  }
  // The rows the lake serves for the round's minute (what /api/v1/lake/venues/{venue}/quotes pages),
  // never a private copy: the round must be reproducible from the public tape.
  const roundMs = Date.parse(round.round_id);
  for (const [venue, rows] of Object.entries(await servedMinuteRows(env.LAKE, roundMs))) {
    console.log(`lake ${venue} ${round.round_id}: ${rows?.length ?? 0} rows served`);
  }
  const recomputed = await recomputeInstrument(env, round.symbol, roundMs);
  if (!recomputed) {
    console.error(`no lake tape for ${round.round_id}, or ${round.symbol} is not in the catalog`);
    process.exit(2);
  }
  const ticks = minutes > 0 ? await auditTicks(env, roundMs, minutes) : null;
  const equal = recomputed.valueDecimal === round.value_decimal && (ticks?.differ ?? 0) === 0;
  console.log(
    JSON.stringify(
      {
        symbol: round.symbol,
        round_id: round.round_id,
        committed: round.value_decimal,
        recomputed: recomputed.valueDecimal,
        venues_used: recomputed.venuesUsed,
        ...(ticks ? { ticks } : {}),
        equal,
      },
      null,
      2,
    ),
  );
  process.exitCode = equal ? 0 : 1;
} catch (error) {
  // The local database exists but is not what pix serves (never migrated, or an older layout).
  const reason = error instanceof Error ? error.message : String(error);
  console.error(`cannot read the local database (${reason}): run npm start once, then audit again`);
  process.exitCode = 2;
} finally {
  await dispose();
}

/**
 * Every tick of every instrument over the `count` minutes ending with the round's, recomputed from the
 * lake's served rows of its minute; each tick that differs is printed.
 */
async function auditTicks(
  bindings: { DB: D1Database; LAKE: R2Bucket },
  endMs: number,
  count: number,
): Promise<{ minutes: number; ticks: number; differ: number }> {
  let ticks = 0;
  let differ = 0;
  for (let minuteMs = endMs - (count - 1) * 60_000; minuteMs <= endMs; minuteMs += 60_000) {
    for (const tick of await recomputeMinute(bindings, minuteMs)) {
      ticks++;
      if (!tick.equal) {
        differ++;
        console.log(
          `differs: ${tick.symbol} ${tick.minute} stored ${tick.stored}, recomputed ${tick.recomputed}`,
        );
      }
    }
  }
  return { minutes: count, ticks, differ };
}

function committedRound(db: D1Database, id: string, roundId: string) {
  return db
    .prepare(
      `SELECT r.symbol, r.round_id, r.value_decimal, r.tape_keys FROM rounds r JOIN instruments i ON i.symbol = r.symbol
     WHERE (i.symbol = ?1 OR i.slug = ?2) AND r.round_id = ?3`,
    )
    .bind(id.toUpperCase(), id.toLowerCase(), roundId)
    .first<{ symbol: string; round_id: string; value_decimal: string; tape_keys: string }>();
}
