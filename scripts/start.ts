/**
 * `npm start`: everything a fresh clone needs to serve pix on http://localhost:8787 with no internet:
 * local secrets, the docs bundle, D1 migrations, the catalog and synthetic history (npm run seed),
 * the offline upstream simulator on :8788, `wrangler dev` (D1, R2, KV and Durable Objects all local,
 * persisted under .wrangler/state), and the ingestion clock — wrangler dev does not fire cron
 * triggers, so this script fires the scheduled handler once at start and then every minute (news rides
 * it on the minutes ≡ 2 mod 5), tops the synthetic history up to the first cycle's minute, runs one news
 * pass at start so every feed is read at once, and one collection of the factor-theme contracts' close
 * series.
 *
 * `--upstream live` reads the venues' real public market data instead (and the equity provider, SEC
 * EDGAR and the news feeds production reads; scripts/lib/upstreams.ts): no simulator, no synthetic
 * history, and its own state directory (.wrangler/state-live) so real and synthetic values never mix.
 * It checks Kalshi and Polymarket answer before touching anything. `--persist-to <dir>` moves the state.
 */
import { spawn, spawnSync } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import { appendFileSync, copyFileSync, existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { startSimulatorServer } from "../simulator/server.ts";
import { BIN, OFFLINE_ENV, ROOT, runOrExit, step } from "./lib/run.ts";
import { throwawaySigningKeys } from "./lib/signing-keys.ts";
import {
  CONFIGURED_SIMULATOR_PORT,
  LIVE_OPTIONAL,
  LIVE_VENUES,
  liveUpstreamVars,
  simulatorUpstreamVars,
  unreachableUpstreams,
  upstreamArg,
  varArgs,
} from "./lib/upstreams.ts";

const PORT = Number(process.env.PORT ?? 8787);
const SIMULATOR_PORT = Number(process.env.SIMULATOR_PORT ?? CONFIGURED_SIMULATOR_PORT);
const wrangler = join(BIN, "wrangler");
const node = join(BIN, "node");

const args = process.argv.slice(2);
const upstream = upstreamArg(args);
if ("error" in upstream) {
  console.error(`✖ ${upstream.error}; nothing was changed.`);
  process.exit(2);
}
const LIVE = upstream.mode === "live";
const persistAt = args.indexOf("--persist-to");
/** Where D1, R2, KV and the Durable Objects persist: apart for live data, so it never mixes with synthetic. */
const STATE_DIR = resolve(
  ROOT,
  persistAt >= 0 && args[persistAt + 1]
    ? (args[persistAt + 1] as string)
    : LIVE
      ? ".wrangler/state-live"
      : ".wrangler/state",
);
const PORTS = LIVE
  ? [{ port: PORT, what: "pix", variable: "PORT" }]
  : [
      { port: PORT, what: "pix", variable: "PORT" },
      { port: SIMULATOR_PORT, what: "the upstream simulator", variable: "SIMULATOR_PORT" },
    ];

// Before anything is touched: a second `npm start` must not re-copy assets, migrate or seed under a
// running copy (each of those makes its wrangler dev reload and drop its WebSocket clients).
await exitIfTaken(PORTS);

/** The upstream addresses passed to wrangler dev over wrangler.toml's local ones. */
const UPSTREAM_VARS = LIVE
  ? liveUpstreamVars()
  : SIMULATOR_PORT === CONFIGURED_SIMULATOR_PORT
    ? {}
    : simulatorUpstreamVars(SIMULATOR_PORT);
if (LIVE) await exitIfVenuesUnreachable(UPSTREAM_VARS);

step("Local secrets");
const devVars = join(ROOT, ".dev.vars");
const devVarsExample = join(ROOT, ".dev.vars.example");
if (!existsSync(devVars)) {
  copyFileSync(devVarsExample, devVars);
  console.log("created .dev.vars from .dev.vars.example");
} else {
  // A .dev.vars from before a secret was added lacks it: add the example's value, keep every other line.
  const added = addMissingVars(devVars, devVarsExample);
  console.log(
    added.length > 0
      ? `.dev.vars exists; added ${added.join(", ")} from .dev.vars.example`
      : ".dev.vars exists; keeping it",
  );
}
if (!LIVE && addLocalKalshiKey(devVars)) {
  console.log("generated a local Kalshi key pair in .dev.vars (the simulator's signed WebSocket accepts it)");
}

if (addLocalSigningKey(devVars)) {
  console.log("generated a local Ed25519 signing key in .dev.vars (committed rounds are signed with it)");
}

step("Docs bundle");
runOrExit(node, ["scripts/assets.ts"]);

step("D1 migrations (local)");
applyMigrationsQuietly();

if (LIVE) {
  step("Catalog (live upstreams: history starts with the first cycle; no synthetic history)");
  runOrExit(node, ["scripts/seed.ts", "--days", "0", "--persist-to", STATE_DIR]);
} else {
  step("Catalog and synthetic history (first run writes 400 days: seconds; an interrupted one resumes)");
  runOrExit(node, ["scripts/seed.ts", "--persist-to", STATE_DIR]);
}

// Checked again: the seed takes a while, and another process may have taken a port meanwhile.
await exitIfTaken(PORTS);
let simulator: { close(): Promise<void> } | undefined;
if (!LIVE) {
  step(`Upstream simulator on http://127.0.0.1:${SIMULATOR_PORT} (synthetic data, no internet)`);
  simulator = await startSimulatorServer({ port: SIMULATOR_PORT, host: "127.0.0.1" });
}

step(`Serving pix on http://localhost:${PORT} (Ctrl-C to stop)`);
const dev = spawn(
  wrangler,
  [
    "dev",
    "--port",
    String(PORT),
    "--ip",
    "127.0.0.1",
    "--show-interactive-dev-session=false",
    "--persist-to",
    STATE_DIR,
    ...varArgs(UPSTREAM_VARS),
  ],
  { cwd: ROOT, stdio: ["inherit", "pipe", "pipe"], env: { ...process.env, ...OFFLINE_ENV } },
);
forwardWithout(dev.stdout, process.stdout);
forwardWithout(dev.stderr, process.stderr);

async function fireCycle(): Promise<void> {
  try {
    const res = await fetch(
      `http://127.0.0.1:${PORT}/cdn-cgi/local/scheduled?cron=${encodeURIComponent("* * * * *")}`,
    );
    if (!res.ok) console.error(`ingestion clock: scheduled handler answered ${res.status}`);
  } catch {
    // wrangler dev not up yet, or restarting: the next tick retries.
  }
}

/** A value of .dev.vars (KEY=value lines), or undefined. */
function devVar(name: string): string | undefined {
  const line = readFileSync(devVars, "utf8")
    .split("\n")
    .find((l) => l.startsWith(`${name}=`));
  return line?.slice(name.length + 1).trim();
}

/** One news pass now, through the operator route (the scheduled handler only runs news every 5 minutes). */
async function runNewsPass(): Promise<void> {
  const token = devVar("REFRESH_TOKEN");
  if (!token) {
    console.error("news: REFRESH_TOKEN is not set in .dev.vars; news waits for the next news minute");
    return;
  }
  if (!devVar("SEC_USER_AGENT")) {
    console.error(
      "news: SEC_USER_AGENT is not set in .dev.vars (see .dev.vars.example); SEC feeds are unconfigured",
    );
  }
  try {
    const res = await fetch(`http://127.0.0.1:${PORT}/api/refresh?plane=news`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as { data?: { items_stored?: number; failed_feeds?: number } };
    console.log(
      `news: first pass stored ${body.data?.items_stored ?? 0} items (${body.data?.failed_feeds ?? "?"} feeds failed)`,
    );
  } catch {
    console.error("news: the first pass did not answer; news waits for the next news minute");
  }
}

async function waitUntilServing(): Promise<void> {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/v1`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The local refresh token, from .dev.vars (written above). */
function refreshToken(): string | undefined {
  return /^\s*REFRESH_TOKEN\s*=\s*(.+?)\s*$/m.exec(readFileSync(devVars, "utf8"))?.[1];
}

/**
 * Collects the factor-theme contracts' close series once now, so the factor models are fitted within
 * a minute instead of at the next hourly collection of the scheduled handler.
 */
async function collectProxyCloses(): Promise<void> {
  const token = refreshToken();
  if (token === undefined) return console.error("factor models: no REFRESH_TOKEN in .dev.vars");
  try {
    const res = await fetch(`http://127.0.0.1:${PORT}/api/refresh?plane=factors`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
    });
    console.log(
      res.ok
        ? "factor models: theme contracts' close series collected"
        : `factor models: collection answered ${res.status}`,
    );
  } catch {
    console.error("factor models: collection failed; the hourly collection retries");
  }
}

/**
 * Writes the synthetic minutes between the seed's end and the current minute, which the first cycle
 * writes (npm run seed --top-up), so history and tape have no hole where the seed and the start-up took
 * their time.
 */
function topUpHistory(): Promise<void> {
  return new Promise((done) => {
    const child = spawn(node, ["scripts/seed.ts", "--top-up", "--persist-to", STATE_DIR], {
      cwd: ROOT,
      stdio: "inherit",
      env: { ...process.env, ...OFFLINE_ENV },
    });
    child.on("error", () => done());
    child.on("exit", (code) => {
      if (code !== 0)
        console.error(`history: the top-up exited ${code}; the seed's history ends before the first cycle`);
      done();
    });
  });
}

let clock: NodeJS.Timeout | undefined;
/** Fires the scheduled handler one second into every minute from the next one on. */
function startClock(): void {
  clock = setTimeout(
    function tick() {
      void fireCycle();
      clock = setTimeout(tick, 60_000 - (Date.now() % 60_000) + 1_000);
    },
    60_000 - (Date.now() % 60_000) + 1_000,
  );
}

void waitUntilServing().then(async () => {
  // The top-up first, while nothing of pix writes yet: two processes writing the local database at once
  // make one of them fail with "database is locked" (the first cycle's collections, once).
  if (!LIVE) await topUpHistory();
  console.log("ingestion clock: first cycle now, then every minute");
  // The clock starts as soon as pix answers: the minute the banner lands in is never skipped.
  startClock();
  await fireCycle();
  await runNewsPass();
  await collectProxyCloses();
  printBanner();
});

const shutdown = (signal: NodeJS.Signals) => {
  if (clock) clearTimeout(clock);
  dev.kill(signal);
  void simulator?.close();
};
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => shutdown(signal));
dev.on("exit", (code) => {
  if (clock) clearTimeout(clock);
  void (simulator?.close() ?? Promise.resolve()).finally(() => process.exit(code ?? 0));
});

/**
 * Kalshi's market-data WebSocket is signed (docs/stream.md): for the simulator, a throwaway key pair
 * made here, once, never committed. With your own Kalshi key in .dev.vars, it is kept as it is.
 */
function addLocalKalshiKey(file: string): boolean {
  if (/^\s*KALSHI_API_KEY_ID\s*=/m.test(readFileSync(file, "utf8"))) return false;
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString().trim().replaceAll("\n", "\\n");
  const current = readFileSync(file, "utf8");
  const separator = current === "" || current.endsWith("\n") ? "" : "\n";
  appendFileSync(
    file,
    `${separator}# A throwaway key for the local simulator's signed Kalshi WebSocket; put your own Kalshi key here for --upstream live.\nKALSHI_API_KEY_ID=local-simulator\nKALSHI_PRIVATE_KEY="${pem}"\n`,
  );
  return true;
}

/**
 * Committed rounds are signed (docs/api.md): a throwaway Ed25519 key made here, once, never
 * committed. A SIGNING_KEYS already in .dev.vars (your own, or a rotated set) is kept as it is.
 */
function addLocalSigningKey(file: string): boolean {
  if (/^\s*SIGNING_KEYS\s*=/m.test(readFileSync(file, "utf8"))) return false;
  const current = readFileSync(file, "utf8");
  const separator = current === "" || current.endsWith("\n") ? "" : "\n";
  appendFileSync(
    file,
    `${separator}# A throwaway key that signs this machine's committed rounds; GET /api/v1/signing-keys serves its public half.\nSIGNING_KEYS='${throwawaySigningKeys("local")}'\n`,
  );
  return true;
}

/** Appends the example's `NAME=value` lines whose names the file does not set; returns those names. */
function addMissingVars(file: string, example: string): string[] {
  const names = (text: string) =>
    new Map(
      text
        .split("\n")
        .map((line) => [/^\s*([A-Z0-9_]+)\s*=/.exec(line)?.[1], line] as const)
        .filter((entry): entry is readonly [string, string] => entry[0] !== undefined),
    );
  const current = readFileSync(file, "utf8");
  const have = names(current);
  const missing = [...names(readFileSync(example, "utf8"))].filter(([name]) => !have.has(name));
  if (missing.length === 0) return [];
  const separator = current === "" || current.endsWith("\n") ? "" : "\n";
  appendFileSync(file, `${separator}${missing.map(([, line]) => line).join("\n")}\n`);
  return missing.map(([name]) => name);
}

/**
 * Applies the D1 migrations and prints one line; wrangler's full table only when it fails. The local
 * database is what `wrangler dev` reads, so a failure stops the start.
 */
function applyMigrationsQuietly(): void {
  const result = spawnSync(
    wrangler,
    ["d1", "migrations", "apply", "DB", "--local", "--persist-to", STATE_DIR],
    {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, ...OFFLINE_ENV, CI: "true" },
    },
  );
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}`;
  if (result.status !== 0) {
    process.stderr.write(output);
    console.error(`✖ wrangler d1 migrations apply failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  // wrangler reprints its table after each migration: count each migration once.
  const applied = new Set([...output.matchAll(/^│ (\S+\.sql)\s+│ ✅/gmu)].map((m) => m[1])).size;
  console.log(applied > 0 ? `${applied} migration(s) applied` : "the local database is up to date");
}

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");

/**
 * Copies wrangler's output minus what would mislead or repeat: its own request line (pix's structured
 * access-log line already says the same, with the request id), the per-variable rows of the bindings
 * table, and the warning that cron triggers do not fire locally (this script fires them).
 */
function forwardWithout(from: NodeJS.ReadableStream, to: NodeJS.WritableStream): void {
  let inCronWarning = false;
  createInterface({ input: from, crlfDelay: Number.POSITIVE_INFINITY }).on("line", (raw) => {
    const line = raw.replace(ANSI, "");
    if (line.includes("Scheduled Workers are not automatically triggered")) inCronWarning = true;
    const skip =
      inCronWarning ||
      /^\[wrangler:info\] [A-Z]+ \S+ \d{3} /.test(line) ||
      /\) {2,}Environment Variable {2,}local$/.test(line);
    if (inCronWarning && line.includes("cron-triggers")) inCronWarning = false;
    if (!skip) to.write(`${raw}\n`);
  });
}

/** Where everything is, once pix answers and the first cycle, news pass and factor collection ran. */
function printBanner(): void {
  const origin = `http://localhost:${PORT}`;
  console.log(
    [
      "",
      "────────────────────────────────────────────────────────────────────────",
      LIVE
        ? ` pix is serving on ${origin} (live data: Kalshi's and Polymarket's public market data)`
        : ` pix is serving on ${origin} (synthetic data from the local simulator)`,
      "",
      `   API        ${origin}/api/v1`,
      `   docs       ${origin}/docs          (every problem type: ${origin}/docs/problems)`,
      `   terminal   ${origin}/terminal`,
      `   stream     ws://localhost:${PORT}/ws`,
      "",
      " Try first:",
      `   curl -s ${origin}/api/v1/indices/PIXCPI/snapshots/latest`,
      `   curl -s ${origin}/api/v1/indices/PIXCPI/rounds/latest   (from the next five-minute boundary)`,
      "",
      " A new cycle runs every minute; each request logs one JSON line below. Ctrl-C stops everything.",
      "────────────────────────────────────────────────────────────────────────",
      "",
    ].join("\n"),
  );
}

/** Whether nothing listens on `port` at 127.0.0.1 (a probe listens and closes at once). */
function portFree(port: number): Promise<boolean> {
  return new Promise<boolean>((done) => {
    const probe = createServer();
    probe.once("error", () => done(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => done(true)));
  });
}

/**
 * Exits non-zero with one sentence naming every taken port (another `npm start`, say), not a stack and
 * not one port at a time.
 */
async function exitIfTaken(ports: { port: number; what: string; variable: string }[]): Promise<void> {
  const taken = [];
  for (const entry of ports) if (!(await portFree(entry.port))) taken.push(entry);
  if (taken.length === 0) return;
  const names = taken.map((t) => `${t.port} (${t.what})`).join(" and ");
  const moves = taken.map((t) => `${t.variable}=<port>`).join(" ");
  console.error(
    `✖ port${taken.length > 1 ? "s" : ""} ${names} ${taken.length > 1 ? "are" : "is"} already in use (another npm start?); nothing was changed. Stop that process, or pick other ports: ${moves} npm start`,
  );
  process.exit(1);
}

/**
 * `--upstream live` needs both venues: it exits non-zero with one sentence naming each one that gives
 * no answer, before anything is touched. The other upstreams are only reported: their planes say so.
 */
async function exitIfVenuesUnreachable(vars: Record<string, string>): Promise<void> {
  console.log("checking that Kalshi and Polymarket answer (--upstream live)…");
  const [venues, optional] = await Promise.all([
    unreachableUpstreams(LIVE_VENUES, vars),
    unreachableUpstreams(LIVE_OPTIONAL, vars),
  ]);
  for (const u of optional) {
    console.error(`! ${u.what} at ${u.url} cannot be reached (${u.reason}); pix starts without it.`);
  }
  if (venues.length === 0) return;
  const list = venues.map((u) => `${u.what} at ${u.url} (${u.reason})`).join("; ");
  console.error(
    `✖ --upstream live cannot reach ${list}; nothing was changed. It reads the venues' public market data over the internet: check the connection (or set ${venues.map((u) => LIVE_VENUES.find((v) => v.what === u.what)?.variable).join(", ")} to a reachable address), or run npm start without --upstream live for the offline simulator.`,
  );
  process.exit(1);
}
