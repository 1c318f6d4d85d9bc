import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parsePerfScript } from "../../../bench/profile/owners.ts";
import { perfUnavailable, startPerfRecord, withPerfBasicProf } from "../../../bench/profile/perf-record.ts";

describe("perf around workerd", () => {
  it("adds --perf-basic-prof to the V8 flags once, keeping the others", () => {
    expect(withPerfBasicProf(undefined)).toBe("--perf-basic-prof");
    expect(withPerfBasicProf(" --log-deopt  --perf-basic-prof ")).toBe("--log-deopt --perf-basic-prof");
  });

  // Runs where Linux perf is installed and allowed to attach (a CI machine without it skips this).
  it.runIf(perfUnavailable() === null)("records a busy process and writes perf script text", async () => {
    const busy = spawn(process.execPath, ["-e", "for(;;){}"], { stdio: "ignore" });
    const dir = mkdtempSync(join(tmpdir(), "pix-perf-"));
    const text = join(dir, "perf.txt");
    try {
      const recording = await startPerfRecord(busy.pid as number, text);
      await new Promise((done) => setTimeout(done, 400));
      await recording.stop();
      const samples = parsePerfScript(readFileSync(text, "utf8"));
      // At ~1 kHz over ≥ 0.4 s of a spinning process: well over a hundred samples, each with frames.
      expect(samples.length).toBeGreaterThan(100);
      expect(samples.every((s) => s.frames.length > 0)).toBe(true);
      expect(existsSync(`${text}.data`)).toBe(false);
    } finally {
      busy.kill();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.runIf(perfUnavailable() === null)("fails at once when perf cannot attach", async () => {
    await expect(startPerfRecord(2 ** 30, join(tmpdir(), "pix-perf-none.txt"))).rejects.toThrow(
      /perf record exited/,
    );
  });
});
