/**
 * Starts pix locally in workerd through ONE programmatic Miniflare instance: no `wrangler dev`, no proxy
 * Worker in front, no inspector log loopback. Everything the Worker needs (bindings, assets, Durable
 * Objects, cron triggers, compatibility settings) comes from the wrangler config, so adding a binding to
 * wrangler.toml needs no change here. Secrets get fixed test values; D1/R2/KV live in a temp dir unless
 * `persistTo` is given. Used by the node test project, the benchmark and local tooling.
 */
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import {
  convertV4MiniflareOptions,
  type Json,
  Log,
  LogLevel,
  Miniflare,
  type V4MiniflareOptions,
  type V4WorkerOptions,
  type WorkerdStructuredLog,
} from "miniflare";
import { type Unstable_Config, unstable_getMiniflareWorkerOptions, unstable_readConfig } from "wrangler";
import { throwawaySigningKeys } from "./signing-keys.ts";

/** Test values for the secrets wrangler.toml declares; they match the `workers` test project's. */
export const TEST_SECRETS: Readonly<Record<string, string>> = {
  ADMIN_TOKEN: "test-admin-token",
  REFRESH_TOKEN: "test-refresh-token",
  INTERNAL_TOKEN: "test-internal-token",
  SEC_USER_AGENT: "pix tests ops@pix.example",
  PRICE_PROVIDER_USER_AGENT: "pix-tests/0.1",
  // Kalshi's market-data WebSocket stays unsigned (its feed REST-only) unless a test gives a key.
  KALSHI_API_KEY_ID: "",
  KALSHI_PRIVATE_KEY: "",
  // A fresh Ed25519 key per run, as the workers project's: committed rounds are signed.
  SIGNING_KEYS: throwawaySigningKeys("pix-test"),
};

/** Keeps wrangler and workerd from reaching out to the network: a local run needs no internet. */
export const OFFLINE_ENV: Readonly<Record<string, string>> = {
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
};

const ROOT = resolve(import.meta.dirname, "..", "..");

export interface LocalPixOptions {
  /** Project root holding wrangler.toml and node_modules (default: this repository). */
  root?: string;
  /** Wrangler config, relative to root (default `wrangler.toml`). */
  configPath?: string;
  /** Wrangler environment; "" (default) is the top-level, local one. */
  environment?: string;
  host?: string;
  /** Port to listen on; omitted or 0 picks a free one. */
  port?: number;
  /** Secret values bound to the Worker (default TEST_SECRETS). */
  secrets?: Record<string, string>;
  /** Extra or overriding plain-text vars. DOCS_URL defaults to this instance's own /docs. */
  vars?: Record<string, string>;
  /** Directory for D1/R2/KV/DO state kept across runs; default: a temp dir removed on stop. */
  persistTo?: string;
  /** Progress messages (default: stderr with a `local-pix:` prefix); pass `() => {}` to silence. */
  progress?: (message: string) => void;
  /** Worker console output. Default: warnings and errors only, so access-log lines do not flood. */
  onWorkerLog?: (log: WorkerdStructuredLog) => void;
  /**
   * Extra Workers in the same workerd after pix, which stays the entry Worker (e.g. a benchmark probe
   * that shares pix's R2 bucket). Given pix's worker options as wrangler derives them, with its name,
   * so an extra can reuse its bindings or name its Durable Objects; reach one with `mf.getWorker(name)`.
   */
  extraWorkers?: (pix: V4WorkerOptions) => V4WorkerOptions[];
  /** Opens workerd's DevTools inspector on this port (bench/profile/profile.ts); off by default. */
  inspectorPort?: number;
}

export interface LocalPix {
  /** Origin without a trailing slash, e.g. `http://127.0.0.1:41234`. */
  url: string;
  mf: Miniflare;
  /** The wrangler config the instance was built from. */
  config: Unstable_Config;
  stop(): Promise<void>;
}

const defaultProgress = (message: string) => process.stderr.write(`local-pix: ${message}\n`);

function defaultWorkerLog(log: WorkerdStructuredLog) {
  if (log.level === "warn" || log.level === "error") {
    process.stderr.write(`[pix ${log.level}] ${log.message}\n`);
  }
}

/**
 * Bundles a bench- or profile-only Worker (never deployed) from `main` with wrangler, as pix is bundled,
 * in its own directory under `.wrangler/<area>/`; `remove` deletes that directory.
 */
export async function bundleProbeWorker(root: string, area: string, name: string, main: string) {
  const dir = join(root, ".wrangler", area, `${name}-${process.pid}`);
  const outdir = join(dir, "out");
  mkdirSync(dir, { recursive: true });
  const config = join(dir, "wrangler.json");
  writeFileSync(config, JSON.stringify({ name, main, compatibility_date: "2026-11-01" }));
  const entry = await bundleWorker(root, config, "", outdir);
  return {
    entry,
    outdir,
    modules: bundleModules(entry, outdir, []),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Bundles exactly what `wrangler deploy` would upload into outdir; returns the entry module's path. */
export async function bundleWorker(root: string, configPath: string, environment: string, outdir: string) {
  rmSync(outdir, { recursive: true, force: true });
  const args = [
    join(root, "node_modules", ".bin", "wrangler"),
    "deploy",
    "--dry-run",
    "--outdir",
    outdir,
    "--config",
    configPath,
    `--env=${environment}`,
  ];
  const output = await run(process.execPath, args, { cwd: root, env: { ...process.env, ...OFFLINE_ENV } });
  if (output.code !== 0) {
    throw new Error(`wrangler deploy --dry-run failed (exit ${output.code}):\n${output.text.slice(-4000)}`);
  }
  const entry = readdirSync(outdir).find((name) => /\.m?js$/.test(name));
  if (!entry) throw new Error(`wrangler wrote no JavaScript module to ${outdir}`);
  return join(outdir, entry);
}

type ModuleType = "ESModule" | "CommonJS" | "Text" | "Data" | "CompiledWasm";
interface ModuleRule {
  type: string;
  include: string[];
}

const REGEXP_SPECIALS = "\\^$.|+()[]{}";

/** Minimal glob to RegExp (double-star directories, star, question mark): enough for module rules. */
function globToRegExp(glob: string) {
  let source = "";
  for (let i = 0; i < glob.length; i++) {
    if (glob.startsWith("**/", i)) {
      source += "(?:.*/)?";
      i += 2;
    } else if (glob[i] === "*") source += "[^/]*";
    else if (glob[i] === "?") source += "[^/]";
    else source += REGEXP_SPECIALS.includes(glob[i] ?? "") ? `\\${glob[i]}` : glob[i];
  }
  return new RegExp(`^${source}$`);
}

/**
 * Lists the bundle's modules for Miniflare (v5 no longer discovers them from `modulesRules`): the entry
 * first, then every other file wrangler emitted, typed by the config's module rules.
 */
export function bundleModules(entry: string, outdir: string, rules: ModuleRule[]) {
  const matchers = rules.map((rule) => ({ type: rule.type, patterns: rule.include.map(globToRegExp) }));
  const typeOf = (name: string): ModuleType | undefined => {
    if (/\.m?js$/.test(name)) return "ESModule";
    if (/\.cjs$/.test(name)) return "CommonJS";
    return matchers.find((m) => m.patterns.some((p) => p.test(name)))?.type as ModuleType | undefined;
  };
  const others = readdirSync(outdir, { recursive: true, encoding: "utf8" })
    .map((name) => name.split("\\").join("/"))
    .filter((name) => join(outdir, name) !== entry && statSync(join(outdir, name)).isFile())
    .filter((name) => !name.endsWith(".map") && name !== "README.md")
    .flatMap((name) => {
      const type = typeOf(name);
      return type ? [{ type, path: join(outdir, name) }] : [];
    });
  return [{ type: "ESModule" as const, path: entry }, ...others];
}

function run(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }) {
  return new Promise<{ code: number | null; text: string }>((done, fail) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    let text = "";
    child.stdout.on("data", (chunk) => {
      text += chunk;
    });
    child.stderr.on("data", (chunk) => {
      text += chunk;
    });
    child.on("error", fail);
    child.on("close", (code) => done({ code, text }));
  });
}

/** Asks the OS for a free port. A race with another process is possible; startLocalPix retries. */
export function freePort(host: string) {
  return new Promise<number>((done, fail) => {
    const server = createServer();
    server.unref();
    server.on("error", fail);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/**
 * Applies `<migrations_dir>/*.sql` in name order, each file as one batch (drizzle-kit separates
 * statements with `--> statement-breakpoint`). Applied names are recorded in `d1_migrations`, the table
 * `wrangler d1 migrations apply` uses, so a persisted database is migrated only once.
 */
export async function applyMigrations(mf: Miniflare, binding: string, dir: string) {
  const db = await mf.getD1Database(binding);
  await db
    .prepare(
      "CREATE TABLE IF NOT EXISTS d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)",
    )
    .run();
  const applied = new Set(
    (await db.prepare("SELECT name FROM d1_migrations").all<{ name: string }>()).results.map(
      (r: { name: string }) => r.name,
    ),
  );
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".sql") && !applied.has(name))
    .sort();
  for (const name of files) {
    const statements = readFileSync(join(dir, name), "utf8")
      .split("--> statement-breakpoint")
      .map((s) => s.trim())
      .filter(Boolean);
    await db.batch([
      ...statements.map((sql) => db.prepare(sql)),
      db.prepare("INSERT INTO d1_migrations (name) VALUES (?)").bind(name),
    ]);
  }
  return files;
}

/**
 * Bindings, assets, Durable Objects and triggers exactly as wrangler would give them to Miniflare.
 * Wrangler's info lines are muted here: "Using secrets defined in .dev.vars" would be misleading, as
 * the secrets are replaced with test values. Warnings still show.
 */
function readWranglerConfig(configPath: string, environment: string) {
  const saved = process.env.WRANGLER_LOG;
  process.env.WRANGLER_LOG = "warn";
  try {
    const config = unstable_readConfig({ config: configPath, env: environment || undefined });
    const options = unstable_getMiniflareWorkerOptions(config, environment || undefined);
    return { config, ...options };
  } finally {
    if (saved === undefined) delete process.env.WRANGLER_LOG;
    else process.env.WRANGLER_LOG = saved;
  }
}

let instances = 0;

const isAddressInUse = (error: unknown) => /EADDRINUSE|address already in use/i.test(String(error));

export async function startLocalPix(options: LocalPixOptions = {}): Promise<LocalPix> {
  const root = resolve(options.root ?? ROOT);
  const configPath = resolve(root, options.configPath ?? "wrangler.toml");
  const environment = options.environment ?? "";
  const host = options.host ?? "127.0.0.1";
  const progress = options.progress ?? defaultProgress;
  const started = performance.now();

  // One bundle dir per instance: tests and a benchmark may run side by side in the same tree.
  const bundleDir = join(root, ".wrangler", "bundle", `${process.pid}-${++instances}`);
  removeStaleBundles(join(root, ".wrangler", "bundle"));
  let mf: Miniflare | undefined;
  const stop = async () => {
    await mf?.dispose().catch(() => {});
    mf = undefined;
    rmSync(bundleDir, { recursive: true, force: true });
  };

  try {
    progress("bundling with wrangler deploy --dry-run …");
    const entry = await bundleWorker(root, configPath, environment, bundleDir);
    const { config, workerOptions, externalWorkers } = readWranglerConfig(configPath, environment);
    const secrets = options.secrets ?? TEST_SECRETS;
    progress(`secrets bound to test values: ${Object.keys(secrets).join(", ") || "(none)"}`);
    const extraWorkers =
      options.extraWorkers?.({ ...workerOptions, name: config.name ?? "pix" } as V4WorkerOptions) ?? [];

    const optionsFor = (url: string, port: number): V4MiniflareOptions => ({
      host,
      port,
      log: new Log(LogLevel.WARN, { prefix: "local-pix" }),
      handleStructuredLogs: options.onWorkerLog ?? defaultWorkerLog,
      logRequests: false,
      telemetry: { enabled: false },
      cf: false,
      // Lets tooling fire cron triggers with GET /cdn-cgi/local/scheduled, as `wrangler dev` does.
      unsafeTriggerHandlers: true,
      ...(options.inspectorPort ? { inspectorPort: options.inspectorPort } : {}),
      ...(options.persistTo ? { resourcePersistencePath: resolve(root, options.persistTo) } : {}),
      workers: [
        {
          ...workerOptions,
          name: config.name ?? "pix",
          rootPath: root,
          modulesRules: undefined,
          modules: bundleModules(entry, bundleDir, workerOptions.modulesRules ?? []),
          modulesRoot: bundleDir,
          bindings: {
            ...(workerOptions.bindings as Record<string, Json> | undefined),
            ...secrets,
            // Problem `type` links should lead to this instance's own /docs/problems page.
            ...("DOCS_URL" in (config.vars ?? {}) ? { DOCS_URL: `${url}/docs` } : {}),
            ...options.vars,
          },
        },
        ...externalWorkers,
        ...extraWorkers,
      ],
    });

    // A picked free port can be taken before workerd binds it: pick another and retry.
    for (let attempt = 1; ; attempt++) {
      const port = options.port || (await freePort(host));
      const url = `http://${host}:${port}`;
      progress(`starting workerd on ${url} …`);
      try {
        mf = new Miniflare(convertV4MiniflareOptions(optionsFor(url, port)));
        await mf.ready;
      } catch (error) {
        await mf?.dispose().catch(() => {});
        mf = undefined;
        if (options.port || attempt >= 3 || !isAddressInUse(error)) throw error;
        continue;
      }
      for (const db of config.d1_databases ?? []) {
        const dir = resolve(root, db.migrations_dir ?? "migrations");
        const applied = await applyMigrations(mf, db.binding, dir);
        progress(`D1 ${db.binding}: ${applied.length} migration(s) applied from ${dir}`);
      }
      progress(`ready on ${url} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      return { url, mf, config, stop };
    }
  } catch (error) {
    progress("start failed; cleaning up");
    await stop();
    throw error;
  }
}

/** Removes bundle dirs left by processes that died without stopping their instance. */
function removeStaleBundles(dir: string) {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    mkdirSync(dir, { recursive: true });
    return;
  }
  for (const name of entries) {
    const pid = Number(name.split("-")[0]);
    if (!Number.isInteger(pid) || pid === process.pid || isAlive(pid)) continue;
    rmSync(join(dir, name), { recursive: true, force: true });
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
