/**
 * `node bench/profile/perf-owners.ts perf.txt [--hz 2000 --per 12] [--owner N [--top 20]]`: workerd's CPU
 * split by owner, from `perf script -F tid,ip,sym` output of a `perf record -g -F <hz> -p <workerd pid>`
 * (docs/benchmarks.md, "Profiling"). With the sampling rate and the number of cycles (or requests) recorded, it also
 * prints milliseconds per cycle. `--owner N` (the owner's line number, from 1) then lists where that
 * owner's samples were: the innermost frames, each with the pix function that called into it. The
 * owners and their rules: bench/profile/owners.ts.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { OWNERS, ownerReport, parsePerfScript } from "./owners.ts";

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
    "usage: node bench/profile/perf-owners.ts <perf script output> [--hz H --per N] [--pix-script worker.js]\n" +
      "       [--owner N [--top 20]]   (where owner N's samples were: innermost frame, pix caller)",
  );
  process.exit(values.help ? 0 : 2);
}

const samples = parsePerfScript(readFileSync(positionals[0] as string, "utf8"));
const report = ownerReport(samples, {
  hz: Number(values.hz),
  per: Number(values.per),
  pixScript: values["pix-script"],
  top,
  ...(ownerNumber === undefined ? {} : { owner: OWNERS[ownerNumber - 1] }),
});
for (const line of report) console.log(line);
