/**
 * `npm run audit -- <index symbol or slug> <round_id>`: recomputes a committed round from the rows the
 * lake serves for its minute (every venue's snapshot as its quotes route pages it) and reports whether
 * the values are equal. `--minutes N` also recomputes every tick of every instrument over the N minutes
 * ending with the round's. It also verifies the round's Ed25519 signature (docs/api.md, "Signed rounds")
 * against the public keys: `--keys <file>` (a JWK set as GET /api/v1/signing-keys serves it), else the
 * public halves of SIGNING_KEYS (the environment's, else .dev.vars', which npm start writes). Exit code
 * 0 = reproduced and the signature verifies (or the round is unsigned), 1 = the value differs or the
 * signature fails, 2 = usage or missing data. `npm run audit -- --outcomes` verifies instead the
 * signature of every recorded market outcome (docs/outcomes.md, "Signed outcomes"), rebuilt from the
 * store as GET /api/v1/outcomes serves it: exit 0 when none fails, 1 when one does. Reads the local state (.wrangler/state) that `npm start`
 * serves; `--persist-to <dir>` reads another (`.wrangler/state-live` after `npm start -- --upstream live`).
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { SignatureEnvelope, SigningJwkSet } from "../src/domain/signing/records.ts";
import { recomputeInstrument, recomputeMinute, servedMinuteRows } from "../src/indices/cycle/recompute.ts";
import { verifyRoundSignature } from "../src/indices/store/round-record.ts";
import { auditStoredOutcomes } from "../src/outcomes/sign.ts";
import { openDb } from "../src/platform/db/db.ts";
import { publishedSigningKeys } from "../src/platform/signing.ts";
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
const keysAt = args.indexOf("--keys");
const keysFile = keysAt >= 0 ? args[keysAt + 1] : undefined;
if (keysAt >= 0) {
  if (!keysFile) {
    console.error("--keys takes a file holding a JWK set, as GET /api/v1/signing-keys serves it");
    process.exit(2);
  }
  args.splice(keysAt, 2);
}
const keys = signingKeys(keysFile);
const outcomesAt = args.indexOf("--outcomes");
if (outcomesAt >= 0) {
  args.splice(outcomesAt, 1);
  await auditOutcomes();
  process.exit();
}
const [id, roundId] = args;
if (!id || !roundId) {
  console.error(
    "usage: npm run audit -- <index symbol or slug> <round_id, e.g. 2026-11-22T10:05:00Z> [--minutes N], or npm run audit -- --outcomes",
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
  const verified = await verifyRoundSignature(
    {
      symbol: round.symbol,
      roundId: round.round_id,
      valueDecimal: round.value_decimal,
      computedAt: round.computed_at,
      tapeKeys: JSON.parse(round.tape_keys) as string[],
      methodologyVersion: round.methodology_version,
      signature: round.signature === null ? null : (JSON.parse(round.signature) as SignatureEnvelope),
    },
    keys,
  );
  const signature =
    verified === null
      ? { status: "unsigned" as const }
      : verified.valid
        ? { status: "valid" as const, kid: verified.kid }
        : { status: "invalid" as const, reason: verified.reason };
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
        signature,
      },
      null,
      2,
    ),
  );
  process.exitCode = equal && signature.status !== "invalid" ? 0 : 1;
} catch (error) {
  // The local database exists but is not what pix serves (never migrated, or an older layout).
  const reason = error instanceof Error ? error.message : String(error);
  console.error(`cannot read the local database (${reason}): run npm start once, then audit again`);
  process.exitCode = 2;
} finally {
  await dispose();
}

/** Every recorded outcome's signature verified against the keys (`--outcomes`). */
async function auditOutcomes(): Promise<void> {
  if (!localDatabaseExists(stateDir)) {
    console.error(`no local pix data yet (${stateDir}): run npm start, then audit the outcomes it records`);
    process.exitCode = 2;
    return;
  }
  const { env, dispose } = await openLocalBindings(stateDir);
  try {
    const audit = await auditStoredOutcomes(openDb(env.DB), keys);
    console.log(JSON.stringify(audit, null, 2));
    process.exitCode = audit.invalid_count === 0 ? 0 : 1;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`cannot read the local database (${reason}): run npm start once, then audit again`);
    process.exitCode = 2;
  } finally {
    await dispose();
  }
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
      `SELECT r.symbol, r.round_id, r.value_decimal, r.computed_at, r.tape_keys, r.methodology_version, r.signature
     FROM rounds r JOIN instruments i ON i.symbol = r.symbol
     WHERE (i.symbol = ?1 OR i.slug = ?2) AND r.round_id = ?3`,
    )
    .bind(id.toUpperCase(), id.toLowerCase(), roundId)
    .first<{
      symbol: string;
      round_id: string;
      value_decimal: string;
      computed_at: string;
      tape_keys: string;
      methodology_version: string | null;
      signature: string | null;
    }>();
}

/** The public keys the signature is checked against (see the header); never prints a private half. */
function signingKeys(file: string | undefined): SigningJwkSet {
  if (file !== undefined) {
    try {
      const set = JSON.parse(readFileSync(resolve(file), "utf8")) as SigningJwkSet;
      if (!Array.isArray(set.keys)) throw new Error("no keys member");
      return set;
    } catch (error) {
      console.error(
        `--keys ${file}: not a JWK set (${error instanceof Error ? error.message : String(error)})`,
      );
      process.exit(2);
    }
  }
  return publishedSigningKeys({ SIGNING_KEYS: process.env.SIGNING_KEYS ?? devVarsSigningKeys() });
}

function devVarsSigningKeys(): string | undefined {
  const file = join(resolve(import.meta.dirname, ".."), ".dev.vars");
  if (!existsSync(file)) return undefined;
  const match = /^\s*SIGNING_KEYS\s*=\s*(?:'([^'\n]*)'|(.*))$/m.exec(readFileSync(file, "utf8"));
  return match ? (match[1] ?? match[2])?.trim() : undefined;
}
