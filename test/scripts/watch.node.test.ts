/**
 * `npm run watch` end to end: the real script, as a user runs it, against the local pix of this project
 * over its `/ws` stream, version 2 by default and version 1 with `--version 1`. `--once` prints the first
 * full board (version 1: the first snapshot's; version 2: once its channels are answered and every venue
 * feed has reported its status) and exits, so the board can be compared with `GET /api/markets`. This pix
 * serves the simulator's numbers (`GET /api/v1/info`: `data_origin: synthetic`), and the board says so.
 */
import { execFile } from "node:child_process";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { freePort } from "../../scripts/lib/local-pix.ts";
import type { LegacyMarket } from "../../src/stream/legacy/market.ts";

const base = inject("pixUrl");
const wsUrl = `${base.replace(/^http/, "ws")}/ws`;
const SCRIPT = join(import.meta.dirname, "..", "..", "scripts", "watch.ts");

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the script to its end (never throws on a non-zero exit); no key or colour from the caller's env. */
function watch(args: string[], env: Record<string, string> = {}): Promise<Run> {
  const { PIX_API_KEY: _key, PIX_WS_URL: _url, ...inherited } = process.env;
  return new Promise((done) => {
    execFile(
      process.execPath,
      [SCRIPT, ...args],
      { env: { ...inherited, NO_COLOR: "1", ...env }, timeout: 30_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : null) : 0;
        done({ code, stdout, stderr });
      },
    );
  });
}

async function markets(): Promise<LegacyMarket[]> {
  const response = await fetch(`${base}/api/markets`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { markets: LegacyMarket[] }).markets;
}

/** The symbols of the board's rows (lines after the column titles); none on an empty board. */
function boardSymbols(stdout: string): string[] {
  const lines = stdout.trimEnd().split("\n");
  if (lines.at(-1) === "no markets visible to this connection") return [];
  const titles = lines.findIndex((line) => line.startsWith("SYMBOL "));
  expect(titles, stdout).toBeGreaterThan(0);
  return lines.slice(titles + 1).map((line) => line.split(" ")[0] ?? "");
}

/** The board says once, under its header, that the numbers are synthetic, and no row claims `live`. */
async function expectSynthetic(stdout: string) {
  const info = (await (await fetch(`${base}/api/v1/info`)).json()) as { data: { data_origin: string } };
  expect(info.data.data_origin).toBe("synthetic");
  const lines = stdout.trimEnd().split("\n");
  expect(lines[1]).toMatch(/^SYNTHETIC DATA: made-up moving prices from pix's upstream simulator/);
  const titles = lines.findIndex((line) => line.startsWith("SYMBOL "));
  const rows = lines.slice(titles + 1);
  expect(rows.length).toBeGreaterThan(0);
  const statuses = rows.map((row) => row.trim().split(/\s{2,}/)[4]);
  expect(statuses.filter((status) => !["synthetic", "stale", "pending"].includes(status ?? ""))).toEqual([]);
  expect(rows.filter((row) => /\blive\b/.test(row))).toEqual([]);
}

const matches = (market: LegacyMarket, name: string) =>
  market.symbol.toLowerCase() === name.toLowerCase() || market.slug === name.toLowerCase();

describe("npm run watch (version 2, the default)", () => {
  it("prints the board of GET /api/markets with each venue feed's status line, and exits 0 with --once", async () => {
    const expected = (await markets()).map((m) => m.symbol);
    const run = await watch(["--once", "--url", wsUrl]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).not.toContain("\x1b");
    expect(run.stdout.split("\n")[0]).toContain(
      `${wsUrl}?version=2 · connected · — · ${expected.length} markets`,
    );
    await expectSynthetic(run.stdout);
    expect(run.stdout).toMatch(/^feed kalshi +(live|reconnecting|stale|rest_only)( \d+s)? · \S/m);
    expect(run.stdout).toMatch(/^feed polymarket +(live|reconnecting|stale|rest_only)( \d+s)? · \S/m);
    expect(boardSymbols(run.stdout)).toEqual(expected);
  });

  it("narrows the board with --symbols (symbols or slugs) and names the unknown ones", async () => {
    const listed = await markets();
    const requested = [listed[0]?.symbol ?? "PIXCPI", listed[1]?.slug ?? "gold-settle-dec", "NOSUCH"];
    const run = await watch(["--once", "--url", wsUrl, "--symbols", requested.join(",")]);
    expect(run.code, run.stderr).toBe(0);
    const shown = listed.filter((m) => requested.some((name) => matches(m, name))).map((m) => m.symbol);
    expect(boardSymbols(run.stdout)).toEqual(shown);
    expect(run.stdout).toContain("unknown symbols ignored: NOSUCH");
  });

  it("stops with exit 1 and the server's reason when the key is refused, never printing the key", async () => {
    const key = `pix_${"x".repeat(40)}`;
    const run = await watch(["--once", "--url", wsUrl], { PIX_API_KEY: key });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^watch: the server closed the stream \(4401 credential-invalid\)/);
    expect(run.stdout + run.stderr).not.toContain(key);
  });

  it("says in one line that nothing listens, without a stack trace", async () => {
    const port = await freePort("127.0.0.1");
    const run = await watch(["--once", "--url", `ws://127.0.0.1:${port}/ws`]);
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(
      `watch: cannot connect to ws://127.0.0.1:${port}/ws?version=2: connection refused (is pix running? npm start)`,
    );
  });
});

describe("npm run watch --version 1", () => {
  it("prints a board with every market of GET /api/markets and exits 0 with --once", async () => {
    const expected = (await markets()).map((m) => m.symbol);
    if (expected.length === 0)
      console.warn("watch.test: the local pix lists no markets; the board check is vacuous");
    const run = await watch(["--version", "1", "--once", "--url", wsUrl]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).not.toContain("\x1b");
    expect(run.stdout.split("\n")[0]).toContain(
      `${wsUrl} · connected · anonymous · ${expected.length} markets`,
    );
    await expectSynthetic(run.stdout);
    expect(boardSymbols(run.stdout)).toEqual(expected);
  });

  it("narrows the board with --symbols (symbols or slugs) and names the unknown ones", async () => {
    const listed = await markets();
    const requested = [listed[0]?.symbol ?? "PIXCPI", listed[1]?.slug ?? "gold-settle-dec", "NOSUCH"];
    const run = await watch(["--version", "1", "--once", "--url", wsUrl, "--symbols", requested.join(",")]);
    expect(run.code, run.stderr).toBe(0);
    const shown = listed.filter((m) => requested.some((name) => matches(m, name))).map((m) => m.symbol);
    const unknown = requested.filter((name) => !listed.some((m) => matches(m, name)));
    expect(boardSymbols(run.stdout)).toEqual(shown);
    expect(run.stdout).toContain(`unknown symbols ignored: ${unknown.join(", ")}`);
  });

  it("stops with exit 1 and the server's reason when the key is refused, never printing the key", async () => {
    const key = `pix_${"x".repeat(40)}`;
    const run = await watch(["--version", "1", "--once", "--url", wsUrl], { PIX_API_KEY: key });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^watch: the server closed the stream \(4401 credential-invalid\)/);
    expect(run.stdout + run.stderr).not.toContain(key);
  });

  it("says in one line that nothing listens, without a stack trace", async () => {
    const port = await freePort("127.0.0.1");
    const run = await watch(["--version", "1", "--once", "--url", `ws://127.0.0.1:${port}/ws`]);
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(
      `watch: cannot connect to ws://127.0.0.1:${port}/ws: connection refused (is pix running? npm start)`,
    );
  });

  it("rejects invalid options with exit 2", async () => {
    for (const args of [
      ["--bogus"],
      ["--url", "ftp://example.com/ws"],
      ["--symbols", "no spaces"],
      ["--version", "3"],
    ]) {
      const run = await watch(args);
      expect(run.code, args.join(" ")).toBe(2);
      expect(run.stderr, args.join(" ")).toMatch(/^watch: /);
    }
  });
});
