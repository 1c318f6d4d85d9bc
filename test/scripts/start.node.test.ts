/**
 * `npm start` as a newcomer runs it on a fresh clone (docs/getting-started.md): migrations, the catalog
 * and a year of synthetic history, the simulator, wrangler dev, the top-up and the first cycle. A healthy
 * first start prints no error line, and its first minute is whole: each venue's snapshot sealed with
 * the cycle's part and every page, nothing short.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");
const NODE = join(ROOT, "node_modules", ".bin", "node");

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

interface Snapshot {
  at: string;
  rows: number;
  completeness: { status: string; failures?: { reason: string }[] };
}

describe("npm start on a fresh state directory", () => {
  let child: ChildProcess;
  let stateDir: string;
  let base: string;
  let output = "";

  beforeAll(async () => {
    const port = await freePort();
    const simulatorPort = await freePort();
    base = `http://127.0.0.1:${port}`;
    stateDir = mkdtempSync(join(tmpdir(), "pix-start-"));
    child = spawn(NODE, ["scripts/start.ts", "--persist-to", stateDir], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), SIMULATOR_PORT: String(simulatorPort) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    await new Promise<void>((done, fail) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes("pix is serving")) done();
      };
      child.stdout?.on("data", onData);
      child.stderr?.on("data", onData);
      child.once("exit", (code) => fail(new Error(`npm start exited ${code} before its banner:\n${output}`)));
    });
  }, 300_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((done) => child.once("exit", done));
      child.kill("SIGINT");
      await exited;
    }
    if (stateDir) rmSync(stateDir, { recursive: true, force: true });
  }, 60_000);

  it("seals the first minute of each venue whole, the catalog's part and every page, and prints no error line", async () => {
    const date = new Date().toISOString().slice(0, 10);
    const pending = (s: Snapshot) =>
      (s.completeness.failures ?? []).some((f) => f.reason === "whole_venue_collection_pending");
    const sealed = async (venue: string): Promise<Snapshot | null> => {
      const res = await fetch(`${base}/api/v1/lake/venues/${venue}/snapshots?date=${date}`);
      if (res.status !== 200) return null;
      const first = ((await res.json()) as { data: { snapshots: Snapshot[] } }).data.snapshots[0];
      return first === undefined || pending(first) ? null : first;
    };
    // The first cycle's own rows per venue, as its log line says them ("kalshi:ok:47").
    const cycle = /"msg":"ingestion_cycle".*?"venues":\["kalshi:ok:(\d+)","polymarket:ok:(\d+)"\]/.exec(
      output,
    );
    expect(cycle, output).not.toBeNull();
    const catalogRows: Record<string, number> = {
      kalshi: Number(cycle?.[1]),
      polymarket: Number(cycle?.[2]),
    };
    for (const venue of ["kalshi", "polymarket"]) {
      await expect.poll(() => sealed(venue), { timeout: 45_000, interval: 500 }).not.toBeNull();
      const first = (await sealed(venue)) as Snapshot;
      expect(first.completeness, venue).toEqual({ status: "not_recorded" });
      expect(first.rows, venue).toBeGreaterThan(catalogRows[venue] as number);
    }
    const errors = output.split("\n").filter((line) => /"level":"error"|✖/.test(line));
    expect(errors).toEqual([]);
  }, 90_000);
});
