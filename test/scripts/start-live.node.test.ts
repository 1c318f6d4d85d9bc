/**
 * `npm start -- --upstream live` (docs/getting-started.md): pix on the public hosts production reads,
 * through the same adapters, with no simulator and no synthetic history. With no internet here, the
 * public hosts are replaced by a local stand-in (the simulator on its own port, serving the venues'
 * real payload shapes) through the environment variables that override each address; every other part
 * is the real start: migrations, catalog, wrangler dev, the ingestion clock, the banner.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveUpstreamVars, simulatorUpstreamVars } from "../../scripts/lib/upstreams.ts";
import { type SimulatorServer, startSimulatorServer } from "../../simulator/server.ts";

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

function startSync(args: string[], env: Record<string, string>) {
  return spawnSync(NODE, ["scripts/start.ts", ...args], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, ...env },
    timeout: 60_000,
  });
}

describe("npm start --upstream: refusals before anything is touched", () => {
  it("refuses an unknown mode in one sentence, exit 2", () => {
    const run = startSync(["--upstream", "real"], {});
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('✖ --upstream takes synthetic or live (got "real"); nothing was changed.');
    expect(run.stdout).not.toContain("▶");
  });

  it("exits 1 within seconds naming each venue that cannot be reached, and starts nothing", async () => {
    const closed = await freePort();
    const port = await freePort();
    const started = Date.now();
    const run = startSync(["--upstream", "live"], {
      PORT: String(port),
      KALSHI_BASE_URL: `http://127.0.0.1:${closed}/kalshi/trade-api/v2`,
      POLYMARKET_GAMMA_URL: `http://127.0.0.1:${closed}/polymarket/gamma`,
      POLYMARKET_CLOB_URL: `http://127.0.0.1:${closed}/polymarket/clob`,
    });
    expect(run.status).toBe(1);
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(run.stderr).toContain(
      `✖ --upstream live cannot reach Kalshi at http://127.0.0.1:${closed}/kalshi/trade-api/v2 (the connection was refused); Polymarket (Gamma) at`,
    );
    expect(run.stderr).toContain("Polymarket (CLOB) at");
    expect(run.stderr).toContain("run npm start without --upstream live for the offline simulator.");
    expect(run.stdout).not.toContain("▶");
  });
});

describe("npm start --upstream live against a local stand-in for the public hosts", () => {
  let standIn: SimulatorServer;
  let child: ChildProcess;
  let stateDir: string;
  let base: string;
  let output = "";
  const calls: { url: string }[] = [];
  let stopRecording: () => { url: string }[];

  beforeAll(async () => {
    standIn = await startSimulatorServer({ port: 0, host: "127.0.0.1" });
    stopRecording = standIn.recordCalls();
    const standInPort = Number(new URL(standIn.url).port);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    stateDir = mkdtempSync(join(tmpdir(), "pix-live-"));
    child = spawn(NODE, ["scripts/start.ts", "--upstream", "live", "--persist-to", stateDir], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), ...simulatorUpstreamVars(standInPort) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const banner = new Promise<void>((done, fail) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes("pix is serving")) done();
      };
      child.stdout?.on("data", onData);
      child.stderr?.on("data", onData);
      child.once("exit", (code) => fail(new Error(`npm start exited ${code} before its banner:\n${output}`)));
    });
    await banner;
    calls.push(...stopRecording());
  }, 300_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((done) => child.once("exit", done));
      child.kill("SIGINT");
      await exited;
    }
    await standIn?.close();
    if (stateDir) rmSync(stateDir, { recursive: true, force: true });
  }, 60_000);

  it("overrides every public address production reads with the stand-in's (the same variable names)", () => {
    const live = liveUpstreamVars({});
    expect(live.KALSHI_BASE_URL).toMatch(/^https:\/\//);
    expect(live.POLYMARKET_CLOB_URL).toMatch(/^https:\/\//);
    expect(live.UPSTREAM_PROVENANCE).toBe("live");
    const standIn = simulatorUpstreamVars(1);
    for (const name of [
      "KALSHI_BASE_URL",
      "POLYMARKET_GAMMA_URL",
      "POLYMARKET_CLOB_URL",
      "EQUITY_QUERY_URL",
    ]) {
      expect(Object.keys(standIn)).toContain(name);
      expect(liveUpstreamVars({ [name]: "http://127.0.0.1:1/x" })[name]).toBe("http://127.0.0.1:1/x");
    }
  });

  it("starts no simulator and writes no synthetic history", () => {
    expect(output).toContain("checking that Kalshi and Polymarket answer (--upstream live)");
    expect(output).not.toContain("Upstream simulator on");
    expect(output).not.toMatch(/history: .*synthetic/);
    expect(output).toContain("pix is serving on");
    expect(output).toContain("(live data: Kalshi's and Polymarket's public market data)");
  });

  it("says live in /api/v1/info, and the first cycle read both venues through the same adapters", async () => {
    const info = (await (await fetch(`${base}/api/v1/info`)).json()) as { data: { data_origin: string } };
    expect(info.data.data_origin).toBe("live");
    const paths = calls.map((call) => new URL(call.url).pathname);
    expect(paths.some((p) => p.startsWith("/kalshi/trade-api/v2/"))).toBe(true);
    expect(paths.some((p) => p.startsWith("/polymarket/gamma/"))).toBe(true);
    expect(paths.some((p) => p.startsWith("/polymarket/clob/"))).toBe(true);
    const snapshot = await fetch(`${base}/api/v1/indices/PIXCPI/snapshots/latest`);
    expect(snapshot.status).toBe(200);
    const body = (await snapshot.json()) as { data: { provenance: string } };
    expect(body.data.provenance).toBe("live");
  });

  it("holds only the minutes it collected: a year's history is not covered", async () => {
    const res = await fetch(`${base}/api/v1/indices/PIXCPI/history?range=1y`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { meta: { coverage: { fraction: number } } };
    expect(body.meta.coverage.fraction).toBeLessThan(0.01);
  });
});
