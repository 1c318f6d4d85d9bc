/**
 * Every example a reader copies works as written: each `sh`, `python` and `ts` block of README.md,
 * docs/*.md and the READMEs of clients/ and examples/ runs against the node project's local pix (seeded
 * with a cycle and a key), changed only as run-blocks.node.ts says; a block that cannot run here says
 * why in its `not run` marker (docs/testing.md, "Code blocks in the guides").
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Seeded, seed } from "../examples/seed.node.ts";
import { installPackedClient, type PackedClient } from "../support/node/packed-client.ts";
import { type PythonVenv, pythonClientVenv } from "../support/node/python.ts";
import {
  allCodeBlocks,
  type CodeBlock,
  DOCUMENTS,
  RUN_LANGUAGES,
  SHOWN_LANGUAGES,
  STACK_TRACE,
  strayMarkers,
} from "./code-blocks.node.ts";
import {
  type RanBlock,
  type Reader,
  repositoryView,
  runPython,
  runShell,
  runTypeScript,
  type Scratch,
  statedStatuses,
} from "./run-blocks.node.ts";

const blocks = allCodeBlocks();
const runnable = (lang: string) => blocks.filter((b) => b.lang === lang && b.notRun === null);
const at = (b: CodeBlock) => `${b.file}:${b.line}`;
/**
 * The blocks kept from running today (starting pix itself, deploying, installing with sudo, the live
 * upstreams, …): a new marker raises this in the same change, and says why in the marker.
 */
const MAX_NOT_RUN = 23;

let seeded: Seeded;
let venv: PythonVenv;
let packed: PackedClient;
let view: Scratch;
let reader: Reader;

beforeAll(async () => {
  packed = installPackedClient();
  view = repositoryView();
  [seeded, venv] = await Promise.all([seed(inject("pixUrl")), pythonClientVenv()]);
  reader = { origin: inject("pixUrl"), apiKey: seeded.apiKey };
}, 240_000);

afterAll(async () => {
  await seeded?.stop();
  await venv?.remove();
  packed?.remove();
  view?.remove();
});

describe("the guides' code blocks", () => {
  it("are in a language the runner knows; the few not run say why, each right before its block", () => {
    const known: readonly string[] = [...RUN_LANGUAGES, ...SHOWN_LANGUAGES];
    expect(blocks.filter((b) => !known.includes(b.lang)).map((b) => `${at(b)} ${b.lang}`)).toEqual([]);
    const notRun = blocks.filter((b) => b.notRun !== null);
    expect(notRun.filter((b) => !(RUN_LANGUAGES as readonly string[]).includes(b.lang)).map(at)).toEqual([]);
    expect(notRun.filter((b) => (b.notRun ?? "").split(/\s+/).length < 4).map(at)).toEqual([]);
    expect(notRun.length).toBeLessThanOrEqual(MAX_NOT_RUN);
    expect(DOCUMENTS.flatMap((file) => strayMarkers(file).map((line) => `${file}:${line}`))).toEqual([]);
    expect(RUN_LANGUAGES.flatMap((lang) => runnable(lang)).length).toBeGreaterThan(notRun.length);
  });

  const shellDocuments = [...new Set(runnable("sh").map((b) => b.file))];
  it.each(shellDocuments)(
    "%s: every shell command exits 0, and pix answers what its comment says",
    async (file) => {
      const ran = await runShell(
        runnable("sh").filter((b) => b.file === file),
        reader,
        view.dir,
      );
      for (const command of ran) {
        const said = `${command.text}\n${command.output}`;
        expect(command.exit, said).toBe(0);
        expect(command.output, said).not.toMatch(STACK_TRACE);
        const stated = statedStatuses(command);
        expect(
          command.statuses.filter((s) => s >= 400 && !stated.includes(s)),
          said,
        ).toEqual([]);
      }
    },
    240_000,
  );

  const expectPrinted = (ran: RanBlock[]) => {
    for (const { block, ok, output } of ran) {
      expect(ok, `${at(block)}\n${output}`).toBe(true);
      // An example shows what it read: one that prints nothing read nothing (a refused channel, say).
      expect(output.trim(), `${at(block)} printed nothing`).not.toBe("");
    }
  };

  it("every Python block runs in a reader's session and prints what it read", async () => {
    expectPrinted(await runPython(runnable("python"), reader, venv.python));
  }, 600_000);

  it("every TypeScript block runs against the installed client and prints what it read", async () => {
    expectPrinted(await runTypeScript(runnable("ts"), reader, packed.dir));
  }, 600_000);
});
