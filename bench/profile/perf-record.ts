/**
 * Linux `perf` around a stretch of work in workerd (`npm run profile -- --perf perf.txt`): samples
 * every thread of the process with call stacks, then writes `perf script -F tid,ip,sym` text, the input
 * of bench/profile/owners.ts. V8 names its compiled functions for perf only when workerd starts with
 * `--perf-basic-prof` (`withPerfBasicProf`, before Miniflare starts).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { closeSync, openSync, rmSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

/** perf's sampling rate: a prime near 1 kHz, so sampling does not beat with the runtime's own timers. */
export const PERF_HZ = 997;

/** Why perf cannot be used here, or null when it can. */
export function perfUnavailable(): string | null {
  const probe = spawnSync("perf", ["--version"], { stdio: "ignore" });
  return probe.error || probe.status !== 0 ? "Linux perf is not installed (the linux-perf package)" : null;
}

/** The V8 flags Miniflare passes to workerd, with `--perf-basic-prof` added. */
export function withPerfBasicProf(flags: string | undefined): string {
  const list = (flags ?? "").split(/\s+/).filter((f) => f !== "");
  return [...list.filter((f) => f !== "--perf-basic-prof"), "--perf-basic-prof"].join(" ");
}

export interface PerfRecording {
  /** Stops sampling and writes the `perf script` text to `textPath`. */
  stop(): Promise<void>;
}

/** Starts `perf record -g` on one process; the raw data goes next to the text output as `<textPath>.data`. */
export async function startPerfRecord(pid: number, textPath: string): Promise<PerfRecording> {
  const dataPath = `${textPath}.data`;
  let stderr = "";
  const recorder: ChildProcess = spawn(
    "perf",
    ["record", "-F", String(PERF_HZ), "-g", "-p", String(pid), "-o", dataPath],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  recorder.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  // perf writes its data on SIGINT and may then end by that signal: either way is a clean stop.
  const exited = new Promise<string>((done) =>
    recorder.on("exit", (code, signal) => done(signal ?? String(code))),
  );
  // perf says nothing once it is attached: give it a moment, and fail now if it has already given up.
  const early = await Promise.race([exited, sleep(500).then(() => "running" as const)]);
  if (early !== "running") throw new Error(`perf record exited (${early}): ${stderr.trim().slice(0, 300)}`);
  return {
    async stop() {
      recorder.kill("SIGINT");
      const code = await exited;
      if (code !== "0" && code !== "SIGINT")
        throw new Error(`perf record ended with ${code}: ${stderr.trim().slice(0, 300)}`);
      const out = openSync(textPath, "w");
      try {
        const script = spawnSync("perf", ["script", "-i", dataPath, "-F", "tid,ip,sym"], {
          stdio: ["ignore", out, "ignore"],
        });
        if (script.status !== 0) throw new Error(`perf script ended with ${script.status}`);
      } finally {
        closeSync(out);
        rmSync(dataPath, { force: true });
      }
    },
  };
}
