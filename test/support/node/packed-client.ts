/**
 * The TypeScript client as a user installs it: `npm pack` in clients/typescript/ (which builds dist/),
 * then a new plain Node project in a temporary folder installs the tarball offline, its dependencies
 * packed from the copies `npm ci` put in node_modules. What the packed client's test and the guides'
 * TypeScript examples run against.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";

const ROOT = join(import.meta.dirname, "..", "..", "..");
const npmBin = join(ROOT, "node_modules", ".bin", "npm");
const npm = existsSync(npmBin) ? npmBin : "npm";

/** The client's dependencies and theirs, as npm ci installed them (none of them fetches anything). */
const DEPENDENCIES = ["openapi-fetch", "openapi-typescript-helpers", "ws"];

export interface PackedClient {
  /** The project folder: `import … from "@pix/client"` resolves in it. */
  dir: string;
  /** The tarball `npm pack` wrote, inside `dir`. */
  tarball: string;
  remove(): void;
}

/** The machine's Node: the first `node` on PATH outside any node_modules (the repository pins its own). */
export function machineNode(): string {
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    if (dir.includes("node_modules")) continue;
    const candidate = join(dir, "node");
    if (existsSync(candidate)) return candidate;
  }
  return process.execPath;
}

export function installPackedClient(): PackedClient {
  const dir = mkdtempSync(join(tmpdir(), "pix-client-"));
  const quiet = { stdio: ["ignore", "pipe", "pipe"] as ["ignore", "pipe", "pipe"] };
  execFileSync(npm, ["pack", "--pack-destination", dir, "--silent"], {
    cwd: join(ROOT, "clients", "typescript"),
    ...quiet,
  });
  const tarball = readdirSync(dir).find((f) => f.endsWith(".tgz")) ?? "";
  writeFileSync(
    join(dir, "package.json"),
    JSON.stringify({ name: "scratch", private: true, type: "module" }),
  );
  const dependencies = DEPENDENCIES.map((name) =>
    execFileSync(npm, ["pack", join(ROOT, "node_modules", name), "--pack-destination", dir], {
      cwd: dir,
      encoding: "utf8",
      ...quiet,
    })
      .trim()
      .split("\n")
      .at(-1),
  );
  execFileSync(
    npm,
    [
      "install",
      "--offline",
      "--no-audit",
      "--no-fund",
      ...dependencies.map((f) => join(dir, f ?? "")),
      join(dir, tarball),
    ],
    { cwd: dir, ...quiet },
  );
  return { dir, tarball: join(dir, tarball), remove: () => rmSync(dir, { recursive: true, force: true }) };
}
