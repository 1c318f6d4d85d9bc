/**
 * The Node versions pix supports for the user's npm (`engines` in package.json, named in README and
 * docs/getting-started.md) are the ones on which `npm ci` prints no engine warning, and `npm run` prints
 * none on any Node (the scripts run on the Node 24 that `npm ci` installs into node_modules). npm warns
 * for two reasons: `EBADENGINE` at install, for each installed (not optional) package whose `engines`
 * refuses the running Node, pix itself included; and `EBADDEVENGINES` on every command when the running
 * Node is outside a `devEngines`, which pix therefore does not declare.
 *
 * The first part asks npm's own checks (its `npm-install-checks`) about sample Node versions against the
 * lock file; the second runs the real npm, on the pinned Node and on the machine's own.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, realpathSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { delimiter, join, sep } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");
const PINNED_NODE = join(ROOT, "node_modules", ".bin", "node");

interface LockedPackage {
  name?: string;
  version?: string;
  optional?: boolean;
  engines?: Record<string, string> | string[];
  devEngines?: unknown;
}

const manifest = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as LockedPackage;
const lock = JSON.parse(readFileSync(join(ROOT, "package-lock.json"), "utf8")) as {
  packages: Record<string, LockedPackage>;
};

/** The first `name` on PATH outside node_modules (npm puts node_modules/.bin first for its scripts). */
function onPath(name: string): string | null {
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    if (dir === "" || dir.split(sep).includes("node_modules")) continue;
    const candidate = join(dir, name);
    if (existsSync(candidate)) return realpathSync(candidate);
  }
  return null;
}

/** npm's CLI script: the one npm runs this under, or the `npm` on PATH. */
const NPM_CLI = process.env.npm_execpath?.endsWith("npm-cli.js")
  ? process.env.npm_execpath
  : (onPath("npm") ?? "npm-cli.js not found");
const npmRequire = createRequire(NPM_CLI);
/** npm's own engine checks, as its install (`checkEngine`) and every command (`checkDevEngines`) run them. */
const checks = npmRequire("npm-install-checks") as {
  checkEngine: (target: unknown, npmVersion: string, nodeVersion: string, force?: boolean) => void;
  checkDevEngines: (devEngines: unknown, current: unknown) => unknown[];
  currentEnv: { devEngines: (env: { nodeVersion: string; npmVersion: string }) => unknown };
};
const NPM_VERSION = (npmRequire("../package.json") as { version: string }).version;

const refuses = (id: string, engines: LockedPackage["engines"], nodeVersion: string) => {
  try {
    checks.checkEngine({ _id: id, engines }, NPM_VERSION, nodeVersion);
    return false;
  } catch {
    return true;
  }
};

/** What npm warns about on every command (`npm run` included) on Node `version`. */
function runWarnings(version: string): string[] {
  if (manifest.devEngines === undefined) return [];
  const current = checks.currentEnv.devEngines({ nodeVersion: `v${version}`, npmVersion: NPM_VERSION });
  return checks.checkDevEngines(manifest.devEngines, current).length > 0 ? ["devEngines"] : [];
}

/**
 * What `npm ci` warns about on Node `version`, as npm's install decides it: the root's `engines` (unless
 * a `devEngines` replaces them), then every package of the lock but the optional ones.
 */
function installWarnings(version: string): string[] {
  const nodeVersion = `v${version}`;
  const warnings = runWarnings(version);
  const root = `${manifest.name}@${manifest.version}`;
  if (manifest.devEngines === undefined && refuses(root, manifest.engines, nodeVersion)) warnings.push(root);
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (path === "" || entry.optional || entry.engines === undefined) continue;
    const id = `${path.replace(/^.*node_modules\//, "")}@${entry.version}`;
    if (refuses(id, entry.engines, nodeVersion)) warnings.push(id);
  }
  return warnings;
}

const SAMPLES = ["20.19.0", "20.20.2", "21.7.3", "22.0.0", "22.11.0", "22.12.0", "22.22.0", "23.0.0"].concat([
  "23.11.1",
  "24.0.0",
  "24.21.0",
  "25.0.0",
  "25.9.0",
  "26.0.0",
  "26.3.0",
  "27.0.0",
]);

describe("the Node versions pix declares", () => {
  it("npm run prints no engine warning on any of them, supported or not", () => {
    for (const version of SAMPLES) expect(runWarnings(version), `Node ${version}`).toEqual([]);
  });

  it("admits for the install exactly the versions on which no package's engines refuse it", () => {
    const root = `${manifest.name}@${manifest.version}`;
    const admitted = SAMPLES.filter((version) => !refuses(root, manifest.engines, `v${version}`));
    expect(admitted).toEqual(["22.12.0", "22.22.0", "24.0.0", "24.21.0", "26.0.0", "26.3.0", "27.0.0"]);
    for (const version of admitted) expect(installWarnings(version), `Node ${version}`).toEqual([]);
    // Elsewhere the install's first warning names pix itself, then each package that refuses the Node.
    for (const version of SAMPLES.filter((v) => !admitted.includes(v))) {
      expect(installWarnings(version)[0], `Node ${version}`).toBe(root);
    }
  });
});

describe("the real npm", () => {
  const scratch = mkdtempSync(join(tmpdir(), "pix-npm-"));
  for (const file of ["package.json", "package-lock.json"])
    copyFileSync(join(ROOT, file), join(scratch, file));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  const machineNode = onPath("node") ?? process.execPath;
  const nodes = [
    { what: "the pinned Node", path: PINNED_NODE },
    { what: "the machine's own Node", path: machineNode },
  ];
  const npm = (node: string, args: string[], cwd: string) =>
    spawnSync(node, [NPM_CLI, ...args], {
      cwd,
      encoding: "utf8",
      env: { ...process.env, npm_config_cache: join(scratch, "cache"), npm_config_update_notifier: "false" },
      timeout: 60_000,
    });
  const versionOf = (node: string) => spawnSync(node, ["--version"], { encoding: "utf8" }).stdout.trim();

  for (const node of nodes) {
    it(`prints no engine warning for npm run of one of pix's scripts, on ${node.what}`, () => {
      const run = npm(node.path, ["run", "lint", "--", "--help"], ROOT);
      expect(run.status).toBe(0);
      const lines = `${run.stdout}${run.stderr}`.split("\n");
      expect(lines.filter((line) => /EBADENGINE|EBADDEVENGINES/.test(line))).toEqual([]);
    });

    it(`warns at install exactly as the lock file says, on ${node.what} (a dry npm ci, offline)`, () => {
      const install = npm(
        node.path,
        ["ci", "--dry-run", "--offline", "--ignore-scripts", "--no-audit"],
        scratch,
      );
      expect(install.status).toBe(0);
      expect(install.stdout).toMatch(/added \d+ packages/);
      const output = `${install.stdout}${install.stderr}`;
      const warned = [...output.matchAll(/npm warn EBADENGINE\s+package: '([^']+)'/g)].map((m) => m[1]);
      expect(output).not.toContain("EBADDEVENGINES");
      expect(warned.sort()).toEqual(installWarnings(versionOf(node.path).replace(/^v/, "")).sort());
    });
  }

  it("finds no engine warning at all on the pinned Node", () => {
    expect(installWarnings(versionOf(PINNED_NODE).replace(/^v/, ""))).toEqual([]);
  });
});
