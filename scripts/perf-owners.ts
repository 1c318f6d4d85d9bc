/**
 * `node scripts/perf-owners.ts perf.txt [--hz 2000 --per 12] [--owner N [--top 20]]`: workerd's CPU
 * split by owner, from `perf script -F tid,ip,sym` output of a `perf record -g -F <hz> -p <workerd pid>`
 * (README, "Profiling"). With the sampling rate and the number of cycles (or requests) recorded, it also
 * prints milliseconds per cycle. `--owner N` (the owner's line number, from 1) then lists where that
 * owner's samples were: the innermost frames, each with the pix function that called into it. The
 * owners and their rules: scripts/lib/perf-owners.ts.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { OWNERS, ownerShares, parsePerfScript, topFrames } from "./lib/perf-owners.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    hz: { type: "string" },
    per: { type: "string" },
    "pix-script": { type: "string", default: "worker.js" },
    owner: { type: "string" },
    top: { type: "string", default: "20" },
    help: { type: "boolean", short: "h" },
  },
});
const ownerNumber = values.owner === undefined ? undefined : Number(values.owner);
const top = Number(values.top);
const badOwner =
  ownerNumber !== undefined &&
  !(Number.isInteger(ownerNumber) && ownerNumber >= 1 && ownerNumber <= OWNERS.length);
if (values.help || positionals.length !== 1 || badOwner || !(Number.isInteger(top) && top >= 1)) {
  console.log(
    "usage: node scripts/perf-owners.ts <perf script output> [--hz H --per N] [--pix-script worker.js]\n" +
      "       [--owner N [--top 20]]   (where owner N's samples were: innermost frame, pix caller)",
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
for (const [i, { owner, samples: n, share }] of ownerShares(samples, values["pix-script"]).entries()) {
  const ms = msPer ? `  ${((n / hz / per) * 1000).toFixed(1).padStart(7)} ms` : "";
  console.log(`${String(i + 1).padStart(2)}. ${(share * 100).toFixed(1).padStart(5)} %${ms}  ${owner}`);
}

if (ownerNumber !== undefined) {
  const owner = OWNERS[ownerNumber - 1] as (typeof OWNERS)[number];
  console.log(`\nwhere "${owner}" was (innermost frame  <  the pix function that called into it):`);
  for (const { frame, pixCaller, samples: n } of topFrames(samples, owner, values["pix-script"], top)) {
    const amount = msPer
      ? `${((n / hz / per) * 1000).toFixed(1).padStart(7)} ms`
      : `${String(n).padStart(7)}`;
    console.log(`${amount}  ${frame}${pixCaller ? `  <  ${pixCaller.slice(3)}` : ""}`);
  }
}
