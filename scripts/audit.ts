/**
 * `npm run audit -- <index symbol or slug> <round_id>`: recomputes a committed round from the lake tape
 * it was computed from and reports whether the values are equal. Exit code 0 = reproduced, 1 = differs,
 * 2 = usage or missing data. Reads the local state (.wrangler/state) that `npm start` serves; `--persist-to
 * <dir>` reads another (`.wrangler/state-live` after `npm start -- --upstream live`).
 */
import { resolve } from "node:path";

import { loadCycleCatalog } from "../src/catalog/store.ts";
import { computeInstrument, indexRows } from "../src/indices/cycle/compute.ts";
import { readTape } from "../src/lake/store/lake.ts";
import type { LakeRow } from "../src/venues/shared/row.ts";
import { LOCAL_STATE_DIR, localDatabaseExists, openLocalBindings } from "./lib/local-bindings.ts";

const args = process.argv.slice(2);
const persistAt = args.indexOf("--persist-to");
const stateDir =
  persistAt >= 0 && args[persistAt + 1] ? resolve(args[persistAt + 1] as string) : LOCAL_STATE_DIR;
if (persistAt >= 0) args.splice(persistAt, 2);
const [id, roundId] = args;
if (!id || !roundId) {
  console.error("usage: npm run audit -- <index symbol or slug> <round_id, e.g. 2026-11-22T10:05:00Z>");
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
  const keys = JSON.parse(round.tape_keys) as string[];
  const rowsByVenue: Record<string, LakeRow[]> = {};
  for (const key of keys) {
    const rows = await readTape(env.LAKE, key);
    if (!rows) {
      console.error(`tape object ${key} is missing`);
      process.exit(2);
    }
    rowsByVenue[key] = rows;
    console.log(`tape ${key}: ${rows.length} rows`);
  }
  const instrument = (await loadCycleCatalog(env.DB)).find((i) => i.symbol === round.symbol);
  if (!instrument) {
    console.error(`instrument ${round.symbol} is not in the catalog`);
    process.exit(2);
  }
  const recomputed = computeInstrument(instrument, indexRows(rowsByVenue), Date.parse(round.round_id));
  const equal = recomputed.valueDecimal === round.value_decimal;
  console.log(
    JSON.stringify(
      {
        symbol: round.symbol,
        round_id: round.round_id,
        committed: round.value_decimal,
        recomputed: recomputed.valueDecimal,
        venues_used: recomputed.venuesUsed,
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

function committedRound(db: D1Database, id: string, roundId: string) {
  return db
    .prepare(
      `SELECT r.symbol, r.round_id, r.value_decimal, r.tape_keys FROM rounds r JOIN instruments i ON i.symbol = r.symbol
     WHERE (i.symbol = ?1 OR i.slug = ?2) AND r.round_id = ?3`,
    )
    .bind(id.toUpperCase(), id.toLowerCase(), roundId)
    .first<{ symbol: string; round_id: string; value_decimal: string; tape_keys: string }>();
}
