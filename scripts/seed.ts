/**
 * `npm run seed` (also run by `npm start`): brings the local D1 catalog in line with
 * src/catalog/definitions.ts, then — once — writes synthetic history (default 400 days of one-minute
 * ticks per instrument, provenance `synthetic`) so history, statistics and the factor models have data
 * on a fresh clone. Re-running it only refreshes the catalog. `--days N` changes the depth;
 * `--force-history` rewrites the synthetic history.
 */
import { seedCatalog } from "../src/catalog/seed.ts";
import { loadCycleCatalog } from "../src/catalog/store.ts";
import { MINUTE_MS, minuteFloor, rfc3339 } from "../src/domain/clock.ts";
import { openLocalBindings } from "./lib/local-bindings.ts";
import { writeSyntheticHistory } from "./lib/write-history.ts";

const args = process.argv.slice(2);
const daysArg = args.indexOf("--days");
const days = daysArg >= 0 ? Number(args[daysArg + 1]) : 400;
if (!Number.isInteger(days) || days < 0 || days > 2000) {
  console.error("--days takes a whole number from 0 to 2000");
  process.exit(2);
}

const { env, dispose } = await openLocalBindings();
try {
  const statements = await seedCatalog(env.DB);
  console.log(`catalog: ${statements} upserts applied`);
  const existing = await env.DB.prepare(
    "SELECT count(*) AS n FROM ticks WHERE provenance = 'synthetic'",
  ).first<{
    n: number;
  }>();
  if ((existing?.n ?? 0) > 0 && !args.includes("--force-history")) {
    console.log(
      `history: ${existing?.n} synthetic ticks already present; skipping (use --force-history to rewrite)`,
    );
  } else if (days > 0) {
    // History ends where live collection begins: the current minute is left to the ingestion cycle.
    const toMs = minuteFloor(Date.now());
    const fromMs = toMs - days * 1440 * MINUTE_MS;
    console.log(
      `history: writing ${days} days of synthetic minute ticks (${rfc3339(fromMs)} → ${rfc3339(toMs)})`,
    );
    const catalog = await loadCycleCatalog(env.DB);
    // One progress line per instrument written, each with the share of the whole history done so far.
    let done = 0;
    await writeSyntheticHistory(env.DB, catalog, fromMs, toMs, (line) => {
      done += 1;
      const percent = String(Math.round((100 * done) / catalog.length)).padStart(3);
      console.log(`history: ${percent}% ${line.trim()}`);
    });
  }
} finally {
  await dispose();
}
