/**
 * The packed client outside the repository: `npm pack` in clients/typescript/ builds ESM JavaScript and
 * declarations, and a plain Node project (the machine's own Node, not the repository's pinned one)
 * installs the tarball offline and reads the node project's local pix through it (docs/client.md).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..", "..");
const base = inject("pixUrl");
const scratch = mkdtempSync(join(tmpdir(), "pix-client-"));

/** The machine's Node: the first `node` on PATH outside any node_modules (the repository pins its own). */
function machineNode(): string {
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    if (dir.includes("node_modules")) continue;
    const candidate = join(dir, "node");
    if (existsSync(candidate)) return candidate;
  }
  return process.execPath;
}
const node = machineNode();
const npm = join(ROOT, "node_modules", ".bin", "npm");
const npmCommand = existsSync(npm) ? npm : "npm";

let tarball = "";
beforeAll(() => {
  execFileSync(npmCommand, ["pack", "--pack-destination", scratch, "--silent"], {
    cwd: join(ROOT, "clients", "typescript"),
    stdio: ["ignore", "pipe", "pipe"],
  });
  tarball = readdirSync(scratch).find((f) => f.endsWith(".tgz")) ?? "";
  writeFileSync(
    join(scratch, "package.json"),
    JSON.stringify({ name: "scratch", private: true, type: "module" }),
  );
  // No network: the client's dependency (and its own) are packed from the copies `npm ci` installed.
  const dependencies = ["openapi-fetch", "openapi-typescript-helpers"].map((name) =>
    execFileSync(npmCommand, ["pack", join(ROOT, "node_modules", name), "--pack-destination", scratch], {
      cwd: scratch,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    })
      .trim()
      .split("\n")
      .at(-1),
  );
  execFileSync(
    npmCommand,
    [
      "install",
      "--offline",
      "--no-audit",
      "--no-fund",
      ...dependencies.map((f) => join(scratch, f ?? "")),
      join(scratch, tarball),
    ],
    { cwd: scratch, stdio: ["ignore", "pipe", "pipe"] },
  );
}, 240_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("the packed client", () => {
  it("packs dist/ (JavaScript and declarations) and no TypeScript source", () => {
    const listing = execFileSync("tar", ["-tzf", join(scratch, tarball)], { encoding: "utf8" }).split("\n");
    expect(listing).toContain("package/dist/index.js");
    expect(listing).toContain("package/dist/index.d.ts");
    expect(listing).toContain("package/dist/schema.d.ts");
    expect(listing.filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts"))).toEqual([]);
  });

  it(`is imported by a plain project on the machine's Node and reads pix`, () => {
    const version = execFileSync(node, ["--version"], { encoding: "utf8" }).trim();
    expect(Number(/^v(\d+)/.exec(version)?.[1])).toBeGreaterThanOrEqual(20);
    writeFileSync(
      join(scratch, "read.js"),
      `import { createPixClient, streamUrl } from "@pix/client";
const pix = createPixClient({ baseUrl: process.argv[2] });
const { data, response } = await pix.GET("/api/v1/indices", {});
console.log(JSON.stringify({ status: response.status, type: data?.data?.type, ws: streamUrl(process.argv[2]) }));`,
    );
    const run = spawnSync(node, ["read.js", base], { cwd: scratch, encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(JSON.parse(run.stdout)).toEqual({
      status: 200,
      type: "index_catalog",
      ws: `${base.replace(/^http/, "ws")}/ws`,
    });
  });
});
