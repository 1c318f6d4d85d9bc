/**
 * docs/tour.md pasted in one go, before any round exists: the Tour's second block, run by bash as a
 * user's shell runs a paste, against the node project's local pix (its catalog is seeded; no cycle has
 * run, so there is no value, round, news item or lake snapshot yet). No command may print a stack
 * trace, and each must end as the Tour's comment says.
 *
 * Two lines are changed, and say so: `npm run watch` is left out (an interactive board that runs until
 * Ctrl-C; test/scripts/watch.node.test.ts covers it), and the admin token is the local pix's test value
 * instead of the one `npm start` writes to .dev.vars (this pix is not started by npm start).
 */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, inject, it } from "vitest";
import { TEST_SECRETS } from "../../scripts/lib/local-pix.ts";

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, "..", "..");
const base = inject("pixUrl");

/** A Node stack frame or an uncaught error's first line: what a user must never see from the Tour. */
const STACK_TRACE = /^\s+at \S|^\w*Error(?: \[\w+\])?: /m;

/** The Tour's shell blocks, in order. */
function shellBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].map((m) => m[1] ?? "");
}

/** A block's commands: comments and blank lines dropped, continued lines (`\`, `|`) joined. */
function commands(block: string): string[] {
  const out: string[] = [];
  let current = "";
  for (const line of block.split("\n")) {
    if (current === "" && (line.trim() === "" || line.trimStart().startsWith("#"))) continue;
    current += `${line}\n`;
    if (!/(\\|\|)\s*$/.test(line)) {
      out.push(current.trimEnd());
      current = "";
    }
  }
  return out;
}

interface Ran {
  command: string;
  output: string;
  exit: number;
}

/** Runs the commands as one bash script (variables carry over), recording each one's output and exit. */
async function runAsPasted(list: string[]): Promise<Ran[]> {
  const marker = "@@tour-command-ended";
  // The marker starts a line of its own: an answer need not end with a newline.
  const script = ["exec 2>&1", ...list.map((c) => `${c}\nprintf '\\n${marker} %s\\n' "$?"`)].join("\n");
  const { stdout } = await run("bash", ["-c", script], { cwd: ROOT, timeout: 120_000, maxBuffer: 8 << 20 });
  const parts = stdout.split(new RegExp(`^${marker} (\\d+)$`, "m"));
  return list.map((command, i) => ({
    command,
    output: (parts[i * 2] ?? "").trim(),
    exit: Number(parts[i * 2 + 1]),
  }));
}

const tour = readFileSync(join(ROOT, "docs", "tour.md"), "utf8");
const [setup, walk] = shellBlocks(tour);
const local = new URL(base).host;

describe("docs/tour.md", () => {
  it("starts pix with npm ci and npm start", () => {
    expect(commands(setup ?? "").map((c) => c.split(/\s+#/)[0])).toEqual(["npm ci", "npm start"]);
  });

  it("pasted in one go before the first round: no stack trace, every command ends as the Tour says", async () => {
    const listed = commands(walk ?? "");
    const adminLine = listed.findIndex((c) => c.startsWith("ADMIN_TOKEN="));
    expect(adminLine, "the Tour reads the admin token from .dev.vars").toBeGreaterThan(0);
    expect(listed.at(-1), "the stream comes last: it runs until Ctrl-C").toBe("npm run watch");

    const tourCommands = listed.filter((c) => c !== "npm run watch");
    const ran = await runAsPasted(
      tourCommands
        .map((c) => (c.startsWith("ADMIN_TOKEN=") ? `ADMIN_TOKEN=${TEST_SECRETS.ADMIN_TOKEN}` : c))
        .map((c) => c.replaceAll("localhost:8787", local)),
    );

    for (const r of ran) {
      expect(r.output, r.command).not.toMatch(STACK_TRACE);
      expect(r.exit, `${r.command}\n${r.output}`).toBe(0);
    }
    /** The output of the Tour's first command that starts so (as the Tour writes it). */
    const find = (start: string) => ran[tourCommands.findIndex((c) => c.startsWith(start))]?.output ?? "";

    // No cycle has run: the value and the round are problems, the round's naming the next boundary.
    expect(JSON.parse(find("curl -s localhost:8787/api/v1/indices/PIXCPI/snapshots")).status).toBe(503);
    const round = JSON.parse(find("curl -s localhost:8787/api/v1/indices/PIXCPI/rounds"));
    expect(round.type).toMatch(/#official-round-unavailable$/);
    expect(round.detail).toMatch(/\d{4}-\d\d-\d\dT\d\d:\d[05]:00Z/);
    expect(find('if [ -n "$ROUND" ]')).toMatch(/^no round yet: run this again after the boundary/);
    expect(find("curl -s 'localhost")).toMatch(/^no items yet \(availability: \w+\)/);
    expect(find('if [ -n "$AT" ]')).toMatch(/^no lake snapshot yet today/);
    // The key was issued (the keyed value read is still a 503: no cycle), and the factor route answered.
    expect(find("curl -s localhost:8787/api/v1/indices/PIXCPI/snapshots/latest -H").trim()).toBe("503");
    expect(find("curl -s localhost:8787/api/v1/factors").trim()).not.toBe("");
  });

  it("its audit command, given a round that does not exist, fails with one sentence", async () => {
    const outcome = await run("npm", ["run", "--silent", "audit", "--", "PIXCPI", "2000-01-01T00:00:00Z"], {
      cwd: ROOT,
      timeout: 60_000,
    }).then(
      () => ({ code: 0, stderr: "" }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(outcome.code).toBe(2);
    expect(outcome.stderr).not.toMatch(STACK_TRACE);
    expect(outcome.stderr.trim()).toMatch(
      /^(no local pix data yet|no committed round 2000-01-01T00:00:00Z for PIXCPI|cannot read the local database)/,
    );
  });
});
