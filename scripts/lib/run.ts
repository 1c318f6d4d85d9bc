/** Small helpers for the operator scripts: run a local binary with progress output, fail loudly. */
import { spawn, spawnSync } from "node:child_process";
import { join } from "node:path";

export const ROOT = join(import.meta.dirname, "..", "..");
export const BIN = join(ROOT, "node_modules", ".bin");

/** Nothing in a local run may reach out to the network (DESIGN "Measuring"). */
export const OFFLINE_ENV = {
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
  // Keep the pinned Node 24 first on PATH for child processes too.
  PATH: `${BIN}:${process.env.PATH ?? ""}`,
};

export function step(message: string): void {
  console.log(`\n▶ ${message}`);
}

/** Runs a command to completion, inheriting stdio; exits the script with its code on failure. */
export function runOrExit(command: string, args: string[], env: Record<string, string> = {}): void {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, ...OFFLINE_ENV, ...env },
  });
  if (result.status !== 0) {
    console.error(`✖ ${command} ${args.join(" ")} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/** Starts a long-running child that shares the terminal; returns it so the caller can forward signals. */
export function startChild(command: string, args: string[], env: Record<string, string> = {}) {
  return spawn(command, args, {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, ...OFFLINE_ENV, ...env },
  });
}
