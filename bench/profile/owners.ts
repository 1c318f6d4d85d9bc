/**
 * Splits a Linux `perf` recording of workerd by who spent the CPU: pix's own JavaScript, the JSON
 * parser it calls, garbage collection, Miniflare's local D1 and R2 (which run in the same process and
 * are not pix's cost in production), and the runtime itself. Reads `perf script -F tid,ip,sym` text
 * (a header line per sample, then one tab-indented frame per line, innermost first). V8 names its
 * compiled functions only with `MINIFLARE_WORKERD_V8_FLAGS=--perf-basic-prof` (docs/benchmarks.md, "Profiling").
 */

export interface PerfSample {
  /** Frames, innermost first, as perf names them (`JS:*name worker.js:12:3` for V8 code). */
  frames: string[];
}

export function parsePerfScript(text: string): PerfSample[] {
  const samples: PerfSample[] = [];
  let current: PerfSample | null = null;
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    // perf indents every frame with a tab; any other line heads a sample (the tid, right-aligned).
    if (!line.startsWith("\t")) {
      current = { frames: [] };
      samples.push(current);
      continue;
    }
    // "\t  3f4748a workerd::api::ServiceWorkerGlobalScope::request": the address, then the symbol.
    const frame = line.trim().replace(/^[0-9a-f]+\s+/, "");
    current?.frames.push(frame);
  }
  return samples;
}

/** The owners, in the order they are tried: the first that matches a sample takes it. */
export const OWNERS = [
  "local D1 (Miniflare: its worker and SQLite)",
  "local R2 (Miniflare: its worker and the MD5 of every put)",
  "garbage collection",
  "JSON.parse in pix",
  "pix's JavaScript (and the native calls it makes)",
  "runtime: stream pipes and pumps (request and R2 bodies)",
  "runtime: fetch, its response and body reads",
  "runtime: background threads",
  "kernel: system calls",
  "runtime: other (event loop, promises, request dispatch)",
] as const;
export type Owner = (typeof OWNERS)[number];

const GC = /Scavenge|MarkCompact|Marking|Sweep|CollectGarbage/;
const STREAMS = /pipeLoop|pumpTo|PipeLocked|WritableStream/;
const FETCH =
  /fetchImpl|handleHttpFetchResponse|handleHttpResponse|HttpClient::Response|resumeAfterIo<kj::Array<unsigned char>/;

/** A frame of V8 code compiled from pix's bundle (`JS:*lakeRow worker.js:38403:17`). */
function isPixFrame(frame: string, pixScript: string): boolean {
  return frame.startsWith("JS:") && frame.includes(` ${pixScript}:`);
}

/** Who spent one sample; `pixScript` is the name of pix's bundle in V8's frames (wrangler's `worker.js`). */
export function ownerOf(sample: PerfSample, pixScript = "worker.js"): Owner {
  const stack = sample.frames.join("\n");
  const pixFrame = sample.frames.some((frame) => isPixFrame(frame, pixScript));
  if (stack.includes("database.worker.js") || stack.includes("sqlite3")) return OWNERS[0];
  if (stack.includes("bucket.worker.js") || stack.includes("md5_")) return OWNERS[1];
  if (GC.test(stack)) return OWNERS[2];
  if (pixFrame && stack.includes("JsonParser")) return OWNERS[3];
  if (pixFrame) return OWNERS[4];
  if (STREAMS.test(stack)) return OWNERS[5];
  if (FETCH.test(stack)) return OWNERS[6];
  if (stack.includes("start_thread")) return OWNERS[7];
  if (/entry_SYSCALL|do_syscall/.test(stack)) return OWNERS[8];
  return OWNERS[9];
}

export interface OwnerShare {
  owner: Owner;
  samples: number;
  share: number;
}

export function ownerShares(samples: readonly PerfSample[], pixScript?: string): OwnerShare[] {
  const counts = new Map<Owner, number>(OWNERS.map((owner) => [owner, 0]));
  for (const sample of samples) {
    const owner = ownerOf(sample, pixScript);
    counts.set(owner, (counts.get(owner) ?? 0) + 1);
  }
  return OWNERS.map((owner) => {
    const n = counts.get(owner) ?? 0;
    return { owner, samples: n, share: samples.length === 0 ? 0 : n / samples.length };
  });
}

export interface FrameCount {
  /** The innermost frame, C++ template and parameter lists left out. */
  frame: string;
  /** The innermost of pix's own functions below it on the stack (who asked for the work), if any. */
  pixCaller: string | null;
  samples: number;
}

/** A C++ symbol without its template arguments and parameter list; JS frames as they are. */
function frameName(frame: string): string {
  if (frame.startsWith("JS:")) return frame;
  const cut = frame.search(/[<(]/);
  return cut > 0 ? frame.slice(0, cut) : frame;
}

/**
 * Where one owner's samples were when perf took them: the innermost frames that hold the most samples,
 * each split by the pix function that called into it, so a native hot spot (string interning, the JSON
 * stringifier) is traced back to the line of pix that paid for it.
 */
export function topFrames(
  samples: readonly PerfSample[],
  owner: Owner,
  pixScript = "worker.js",
  limit = 20,
): FrameCount[] {
  const counts = new Map<string, FrameCount>();
  for (const sample of samples) {
    if (ownerOf(sample, pixScript) !== owner) continue;
    const frame = frameName(sample.frames[0] ?? "?");
    const pixCaller = sample.frames.slice(1).find((f) => isPixFrame(f, pixScript)) ?? null;
    const key = `${frame}\n${pixCaller}`;
    const entry = counts.get(key) ?? { frame, pixCaller, samples: 0 };
    entry.samples++;
    counts.set(key, entry);
  }
  return [...counts.values()].sort((a, b) => b.samples - a.samples).slice(0, limit);
}

/** How to print a recording: perf's sampling rate and the units recorded (cycles, requests) give ms per unit. */
export interface ReportOptions {
  hz?: number;
  per?: number;
  pixScript?: string;
  /** Also list where this owner's samples were (`topFrames`), this many lines. */
  owner?: Owner;
  top?: number;
  /** The source module of a line of pix's bundle, to name where a pix frame comes from. */
  moduleOf?: (bundleLine: number) => string;
}

/** The owner split as printed lines (numbered from 1, as `--owner` takes them), then the optional frame listing. */
export function ownerReport(samples: readonly PerfSample[], options: ReportOptions = {}): string[] {
  const { hz = 0, per = 0, pixScript = "worker.js" } = options;
  const msPer = Number.isFinite(hz) && hz > 0 && Number.isFinite(per) && per > 0;
  const amount = (n: number) => `${((n / hz / per) * 1000).toFixed(1).padStart(7)} ms`;
  const cpu = msPer
    ? ` (${(samples.length / hz).toFixed(2)} s of CPU at ${hz} Hz over ${per} units; the ms column is per unit)`
    : "";
  const lines = [`${samples.length.toLocaleString("en-US")} samples${cpu}`];
  for (const [i, { owner, samples: n, share }] of ownerShares(samples, pixScript).entries()) {
    const ms = msPer ? `  ${amount(n)}` : "";
    lines.push(`${String(i + 1).padStart(2)}. ${(share * 100).toFixed(1).padStart(5)} %${ms}  ${owner}`);
  }
  if (options.owner === undefined) return lines;
  lines.push("", `where "${options.owner}" was (innermost frame  <  the pix function that called into it):`);
  const at = (frame: string) => {
    const line = frame.slice(frame.lastIndexOf(` ${pixScript}:`) + pixScript.length + 2).split(":")[0];
    // perf names a V8 function by its 1-based line; the bundle index counts lines from 0.
    const module = isPixFrame(frame, pixScript) && options.moduleOf ? options.moduleOf(Number(line) - 1) : "";
    return module ? `${frame} (${module})` : frame;
  };
  for (const { frame, pixCaller, samples: n } of topFrames(samples, options.owner, pixScript, options.top)) {
    const caller = pixCaller ? `  <  ${at(pixCaller).slice("JS:".length)}` : "";
    lines.push(`${msPer ? amount(n) : String(n).padStart(7)}  ${at(frame)}${caller}`);
  }
  return lines;
}
