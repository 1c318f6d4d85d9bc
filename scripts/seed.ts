/**
 * `npm run seed` (also run by `npm start`): brings the local D1 catalog in line with
 * src/catalog/definitions.ts, then writes synthetic history (default 400 days, provenance `synthetic`)
 * for every instrument whose history is not yet complete, so history, statistics, daily closes and the
 * factor models have data on a fresh clone. Only the rows reads use are written (scripts/lib/write-history.ts),
 * each instrument is marked complete with its last rows, and an interrupted seed is completed by the
 * next run. `--days N` changes the depth; `--force-history` writes every instrument again.
 *
 * `--persist-to <dir>` seeds the state directory `npm start --persist-to <dir>` serves.
 *
 * `--top-up` (run by `npm start` once pix serves, before its first cycle) writes the synthetic minutes between each
 * seed's end and the first live minute, and touches nothing else.
 */
import { resolve } from "node:path";
import { seedCatalog } from "../src/catalog/seed.ts";
import { loadCycleCatalog } from "../src/catalog/store.ts";
import { rfc3339 } from "../src/domain/clock.ts";
import { openLocalBindings } from "./lib/local-bindings.ts";
import { seedPlan, seedSyntheticHistory, topUpSyntheticHistory } from "./lib/write-history.ts";

const args = process.argv.slice(2);
const daysArg = args.indexOf("--days");
const days = daysArg >= 0 ? Number(args[daysArg + 1]) : 400;
if (!Number.isInteger(days) || days < 0 || days > 2000) {
  console.error("--days takes a whole number from 0 to 2000");
  process.exit(2);
}

const persistArg = args.indexOf("--persist-to");
const stateDir = persistArg >= 0 ? args[persistArg + 1] : undefined;
if (persistArg >= 0 && !stateDir) {
  console.error("--persist-to takes the state directory npm start serves (default .wrangler/state)");
  process.exit(2);
}

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const { env, dispose } = await openLocalBindings(stateDir === undefined ? undefined : resolve(stateDir));
try {
  if (args.includes("--top-up")) {
    const minutes = await topUpSyntheticHistory(env.DB, await loadCycleCatalog(env.DB), Date.now(), (line) =>
      console.log(`history: ${line}`),
    );
    if (minutes > 0) console.log(`history: topped up ${minutes} synthetic minute(s) up to the first cycle`);
  } else {
    const statements = await seedCatalog(env.DB);
    console.log(`catalog: ${statements} upserts applied`);
    if (days > 0) {
      const plan = seedPlan(Date.now(), days);
      const catalog = await loadCycleCatalog(env.DB);
      const result = await seedSyntheticHistory(env.DB, catalog, plan, {
        force: args.includes("--force-history"),
        progress: (line) => console.log(`history: ${line} (${seconds()} elapsed)`),
      });
      if (result.written.length === 0) {
        console.log(
          `history: all ${result.complete.length} instruments already hold their synthetic history (use --force-history to rewrite)`,
        );
      } else {
        console.log(
          `history: ${result.written.length} instrument(s) written (${rfc3339(plan.fromMs)} → ${rfc3339(plan.toMs)}): ${result.ticks} ticks and ${result.rollups} rollups in ${seconds()}`,
        );
      }
    }
  }
} finally {
  await dispose();
}
