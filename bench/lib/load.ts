/** Runs autocannon as a child process (pinned by the caller's CPU plan) and keeps what the report needs. */
import { spawn } from "node:child_process";
import { join } from "node:path";
import { type CpuPlan, cpuSeconds, exitedChildrenCpuSeconds, loadCommand } from "./cpu.ts";

const AUTOCANNON = join(import.meta.dirname, "..", "..", "node_modules", "autocannon", "autocannon.js");

export interface LoadOptions {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  durationSeconds: number;
  connections: number;
  pipelining: number;
}

export interface RunResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  /** Responses whose status class differs from the expected one, plus errors and timeouts. */
  unexpected: number;
  statusClasses: Record<string, number>;
  /** Share of one core the server's workerd used during the run (undefined without /proc). */
  serverCpu?: number;
  /** Share of one core autocannon used, start-up included (undefined without /proc). */
  loadCpu?: number;
}

interface AutocannonJson {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  duration: number;
  "1xx": number;
  "2xx": number;
  "3xx": number;
  "4xx": number;
  "5xx": number;
}

export async function runLoad(
  plan: CpuPlan,
  options: LoadOptions,
  expectStatus: number,
  serverPid?: number,
): Promise<RunResult> {
  const args = [
    AUTOCANNON,
    "--json",
    "--no-progress",
    "-c",
    String(options.connections),
    "-p",
    String(options.pipelining),
    "-d",
    String(options.durationSeconds),
    "-m",
    options.method ?? "GET",
    ...Object.entries(options.headers ?? {}).flatMap(([name, value]) => ["-H", `${name}:${value}`]),
    options.url,
  ];
  const [command, commandArgs] = loadCommand(plan, process.execPath, args);
  const cpuBefore = cpuSeconds(serverPid);
  const loadBefore = exitedChildrenCpuSeconds();
  const stdout = await capture(command, commandArgs);
  const cpuAfter = cpuSeconds(serverPid);
  const loadAfter = exitedChildrenCpuSeconds();

  const json = JSON.parse(stdout) as AutocannonJson;
  const statusClasses = {
    "1xx": json["1xx"],
    "2xx": json["2xx"],
    "3xx": json["3xx"],
    "4xx": json["4xx"],
    "5xx": json["5xx"],
  };
  const expectedClass = `${String(expectStatus)[0]}xx` as keyof typeof statusClasses;
  const answered = Object.values(statusClasses).reduce((a, b) => a + b, 0);
  return {
    requestsPerSecond: json.requests.average,
    p50Ms: json.latency.p50,
    p99Ms: json.latency.p99,
    total: json.requests.total,
    unexpected: answered - statusClasses[expectedClass] + json.errors + json.timeouts,
    statusClasses,
    // workerd is idle while autocannon starts, so CPU over the load duration is close enough.
    serverCpu:
      cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / json.duration,
    loadCpu:
      loadBefore === undefined || loadAfter === undefined
        ? undefined
        : (loadAfter - loadBefore) / json.duration,
  };
}

function capture(command: string, args: string[]) {
  return new Promise<string>((done, fail) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", fail);
    child.on("close", (code) => {
      if (code === 0 && stdout.trim()) done(stdout);
      else fail(new Error(`autocannon exited with ${code}: ${stderr.slice(-2000)}`));
    });
  });
}
