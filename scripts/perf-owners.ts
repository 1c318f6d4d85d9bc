/**
 * `node scripts/perf-owners.ts perf.txt [--hz 2000 --per 12]`: workerd's CPU split by owner, from
 * `perf script -F tid,ip,sym` output of a `perf record -g -F <hz> -p <workerd pid>` (README,
 * "Profiling"). With the sampling rate and the number of cycles (or requests) recorded, it also prints
 * milliseconds per cycle. The owners and their rules: scripts/lib/perf-owners.ts.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { ownerShares, parsePerfScript } from "./lib/perf-owners.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    hz: { type: "string" },
    per: { type: "string" },
    "pix-script": { type: "string", default: "worker.js" },
    help: { type: "boolean", short: "h" },
  },
});
if (values.help || positionals.length !== 1) {
  console.log(
    "usage: node scripts/perf-owners.ts <perf script output> [--hz H --per N] [--pix-script worker.js]",
  );
  process.exit(values.help ? 0 : 2);
}

const samples = parsePerfScript(readFileSync(positionals[0] as string, "utf8"));
const hz = Number(values.hz);
const per = Number(values.per);
const msPer = Number.isFinite(hz) && hz > 0 && Number.isFinite(per) && per > 0;
const cpu = msPer
  ? ` (${(samples.length / hz).toFixed(2)} s of CPU at ${hz} Hz over ${per} units; the ms column is per unit)`
  : "";
console.log(`${samples.length.toLocaleString("en-US")} samples${cpu}`);
for (const { owner, samples: n, share } of ownerShares(samples, values["pix-script"])) {
  const ms = msPer ? `  ${((n / hz / per) * 1000).toFixed(1).padStart(7)} ms` : "";
  console.log(`${(share * 100).toFixed(1).padStart(5)} %${ms}  ${owner}`);
}
