import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cpuSeconds, mainThreadCpuSeconds } from "../../../bench/lib/cpu.ts";

/**
 * A child that spends CPU it measures itself: about 150 ms on its main thread, then about 300 ms on a
 * worker thread while the main thread waits. It prints "done" and stays alive, the worker too, until
 * its stdin closes, so /proc still has both threads when the test reads them.
 */
const CHILD = `
const { Worker } = require("node:worker_threads");
const burn = (ms) => { const start = process.threadCpuUsage(); let x = 0;
  for (;;) { for (let i = 0; i < 1e5; i++) x += i; const u = process.threadCpuUsage(start);
    if ((u.user + u.system) / 1000 >= ms) return x; } };
burn(150);
// The worker stays alive after its burn: an exited thread's run time leaves /proc with it.
const worker = new Worker(
  \`(\${burn})(300); require("node:worker_threads").parentPort.postMessage(0); setInterval(() => {}, 1e6);\`,
  { eval: true },
);
worker.on("message", () => process.stdout.write("done\\n"));
process.stdin.on("end", () => process.exit(0)).resume();
`;

describe("workerd CPU readings from /proc", () => {
  it.runIf(existsSync("/proc/self/task"))("counts the main thread alone apart from the process", async () => {
    const child = spawn(process.execPath, ["-e", CHILD], { stdio: ["pipe", "pipe", "inherit"] });
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("done") && resolve());
        child.on("exit", (code) => reject(new Error(`child exited early (${code})`)));
      });
      const whole = cpuSeconds(child.pid) ?? Number.NaN;
      const main = mainThreadCpuSeconds(child.pid) ?? Number.NaN;
      // The main thread's 150 ms (plus Node's start) is in both; the worker's 300 ms only in the whole.
      expect(main).toBeGreaterThanOrEqual(0.15);
      expect(whole - main).toBeGreaterThanOrEqual(0.3);
    } finally {
      child.stdin.end();
      child.kill();
    }
  });

  it("has no reading for a process that is not there", () => {
    expect(mainThreadCpuSeconds(undefined)).toBeUndefined();
    expect(mainThreadCpuSeconds(2 ** 30)).toBeUndefined();
  });
});
