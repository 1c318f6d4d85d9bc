/**
 * docs/tour.md pasted in one go, before any round exists: the Tour's second block, run by bash as a
 * user's shell runs a paste, against a local pix of this file's own (its catalog seeded, no cycle run,
 * so there is no value, round, news item or lake snapshot yet, whatever other files did to theirs). No
 * command may print a stack trace, and each must end as the Tour's comment says. The block's
 * `not run` marker sends the guides runner (guides.node.test.ts) here.
 *
 * Two lines are changed, and say so: `npm run watch` is left out (an interactive board that runs until
 * Ctrl-C; test/scripts/watch.node.test.ts covers it), and the admin token is the local pix's test value
 * instead of the one `npm start` writes to .dev.vars (this pix is not started by npm start).
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LocalPix, startLocalPix, TEST_SECRETS } from "../../scripts/lib/local-pix.ts";
import { seedCatalog } from "../../src/catalog/seed.ts";
import { codeBlocks, ROOT, STACK_TRACE, shellCommands } from "./code-blocks.node.ts";

const run = promisify(execFile);

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

const [setup, walk] = codeBlocks("docs/tour.md").filter((b) => b.lang === "sh");
const commands = (block: typeof setup) => shellCommands(block?.code ?? "").map((c) => c.text);

let pix: LocalPix;
beforeAll(async () => {
  pix = await startLocalPix({ progress: () => {} });
  // The public catalog, as npm start writes it: no values yet, every market pending.
  await seedCatalog(await pix.mf.getD1Database("DB"));
}, 120_000);
afterAll(async () => {
  await pix?.stop();
});

describe("docs/tour.md", () => {
  it("starts pix with npm ci and npm start", () => {
    expect(commands(setup).map((c) => c.split(/\s+#/)[0])).toEqual(["npm ci", "npm start"]);
  });

  it("pasted in one go before the first round: no stack trace, every command ends as the Tour says", async () => {
    const listed = commands(walk);
    const local = new URL(pix.url).host;
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
