/**
 * Runs the guides' code blocks (code-blocks.node.ts) against a local pix, as a reader runs them after
 * `npm start`, changing nothing but what belongs to that reader's machine:
 *
 * - `localhost:8787` becomes the local pix's host and port, and `pix_…` (the guides' placeholder for a
 *   key) a key the test issued;
 * - the environment holds what the guides say it holds: `ADMIN_TOKEN`, `REFRESH_TOKEN` and
 *   `INTERNAL_TOKEN` (the local pix's), `PIX_API_KEY` (the issued key).
 *
 * Shell blocks run in bash, one process per document, in a folder that shows the repository's files
 * (so `npm run …` works) while what a block writes lands in a temporary folder; every `curl` records
 * the status pix answered. Python blocks run in one interpreter, a document's blocks in one namespace
 * (a reader's session); TypeScript blocks in one Node process (the repository's), each block a module
 * of a new project that installed the packed client.
 */
import { execFile } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { TEST_SECRETS } from "../../scripts/lib/local-pix.ts";
import { type CodeBlock, ROOT, type ShellCommand, shellCommands } from "./code-blocks.node.ts";

export interface Reader {
  /** The local pix's origin, `http://127.0.0.1:<port>`. */
  origin: string;
  /** A key with every public read scope. */
  apiKey: string;
}

/** A block's text as this reader runs it: the two substitutions and nothing else. */
export function forReader(code: string, reader: Reader): string {
  return code.replaceAll("localhost:8787", new URL(reader.origin).host).replaceAll("pix_…", reader.apiKey);
}

function environment(reader: Reader): NodeJS.ProcessEnv {
  const { PIX_API_KEY: _key, PIX_URL: _url, ...inherited } = process.env;
  return {
    ...inherited,
    ADMIN_TOKEN: TEST_SECRETS.ADMIN_TOKEN ?? "",
    REFRESH_TOKEN: TEST_SECRETS.REFRESH_TOKEN ?? "",
    INTERNAL_TOKEN: TEST_SECRETS.INTERNAL_TOKEN ?? "",
    PIX_API_KEY: reader.apiKey,
  };
}

function run(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; timeout: number },
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done) =>
    execFile(command, args, { ...options, maxBuffer: 32 << 20 }, (error, stdout, stderr) =>
      done({ code: error ? (typeof error.code === "number" ? error.code : null) : 0, stdout, stderr }),
    ),
  );
}

/** A temporary folder; `remove` deletes it. */
export interface Scratch {
  dir: string;
  remove(): void;
}

/**
 * A folder whose entries are links to the repository's top-level files and folders: commands see the
 * repository, and the files they write stay in the folder.
 */
export function repositoryView(): Scratch {
  const dir = mkdtempSync(join(tmpdir(), "pix-guides-"));
  for (const entry of readdirSync(ROOT))
    if (entry !== ".git") symlinkSync(join(ROOT, entry), join(dir, entry));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The first `curl` on PATH: the shim calls it. */
function realCurl(): string {
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    const candidate = join(dir, "curl");
    if (existsSync(candidate)) return candidate;
  }
  throw new Error("curl is not installed");
}

export interface RanCommand extends ShellCommand {
  output: string;
  exit: number;
  /** The status of every answer the command's `curl` calls received. */
  statuses: number[];
}

/** The error statuses a command's comments say it answers (`# 503 until …`): those are what it shows. */
export function statedStatuses(command: ShellCommand): number[] {
  const comments = [command.note, ...[...command.text.matchAll(/\s#\s(.*)$/gm)].map((m) => m[1] ?? "")];
  return comments.flatMap((c) => [...c.matchAll(/\b([45]\d\d)\b/g)].map((m) => Number(m[1])));
}

/**
 * Commands that install, start or deploy pix, or change the machine: never run here (the repository
 * view links the real node_modules), so a block holding one must carry a `not run` marker.
 */
const MACHINE_COMMANDS =
  /^\s*(?:sudo\b|npm\s+(?:ci|install|i|start|run\s+(?:dev|deploy))\b|npx\s+wrangler\b)/m;

/** Runs a document's shell blocks in order in one bash, in `cwd`; each command's output, exit and statuses. */
export async function runShell(blocks: CodeBlock[], reader: Reader, cwd: string): Promise<RanCommand[]> {
  const commands = blocks.flatMap((b) => shellCommands(forReader(b.code, reader)));
  const refused = commands.filter((c) => MACHINE_COMMANDS.test(c.text)).map((c) => c.text);
  if (refused.length > 0) {
    throw new Error(
      `these commands install, start or deploy: mark their blocks not run\n${refused.join("\n")}`,
    );
  }
  const shim = join(cwd, ".curl-shim");
  mkdirSync(shim, { recursive: true });
  const log = join(shim, "statuses");
  writeFileSync(log, "");
  writeFileSync(
    join(shim, "curl"),
    `#!/bin/sh
# curl, recording the status of the answer it received in ${log}.
headers=$(mktemp)
"${realCurl()}" -D "$headers" "$@"
code=$?
grep -a '^HTTP/' "$headers" | tail -n 1 | cut -d' ' -f2 >> "${log}"
rm -f "$headers"
exit $code
`,
    { mode: 0o755 },
  );
  const marker = "@@guide-command-ended";
  const script = [
    "exec 2>&1",
    `export PATH="${shim}${delimiter}$PATH"`,
    ...commands.map((c, i) => `echo "@@ ${i}" >> "${log}"\n${c.text}\nprintf '\\n${marker} %s\\n' "$?"`),
  ].join("\n");
  const ran = await run("bash", ["-c", script], { cwd, env: environment(reader), timeout: 180_000 });
  const parts = ran.stdout.split(new RegExp(`^${marker} (\\d+)$`, "m"));
  const statuses = new Map<number, number[]>();
  let current = -1;
  for (const line of readFileSync(log, "utf8").split("\n")) {
    const start = /^@@ (\d+)$/.exec(line);
    if (start) current = Number(start[1]);
    else if (/^\d{3}$/.test(line)) statuses.set(current, [...(statuses.get(current) ?? []), Number(line)]);
  }
  return commands.map((command, i) => ({
    ...command,
    output: (parts[i * 2] ?? "").trim(),
    exit: parts[i * 2 + 1] === undefined ? Number.NaN : Number(parts[i * 2 + 1]),
    statuses: statuses.get(i) ?? [],
  }));
}

export interface RanBlock {
  block: CodeBlock;
  ok: boolean;
  output: string;
}

/** Seconds one Python or TypeScript block may take: an example that never ends fails. */
const BLOCK_SECONDS = 60;

const PYTHON_DRIVER = `
import contextlib, io, json, signal, sys, traceback

def expired(*_):
    raise TimeoutError("the block ran for ${BLOCK_SECONDS} s without ending")

signal.signal(signal.SIGALRM, expired)
results = []
for document in json.load(open(sys.argv[1])):
    session = {"__name__": "__main__"}
    for block in document:
        out = io.StringIO()
        ok = True
        signal.alarm(${BLOCK_SECONDS})
        try:
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
                exec(compile(block["code"], block["name"], "exec"), session)
        except BaseException:
            ok = False
            out.write(traceback.format_exc())
        finally:
            signal.alarm(0)
        results.append({"ok": ok, "output": out.getvalue()})
print(json.dumps(results))
`;

/** Runs Python blocks in one interpreter; a document's blocks share one namespace, in order. */
export async function runPython(blocks: CodeBlock[], reader: Reader, python: string): Promise<RanBlock[]> {
  const scratch = mkdtempSync(join(tmpdir(), "pix-guides-python-"));
  try {
    const documents = [...new Set(blocks.map((b) => b.file))].map((file) =>
      blocks
        .filter((b) => b.file === file)
        .map((b) => ({ name: `${b.file}:${b.line}`, code: forReader(b.code, reader) })),
    );
    writeFileSync(join(scratch, "blocks.json"), JSON.stringify(documents));
    writeFileSync(join(scratch, "driver.py"), PYTHON_DRIVER);
    const ran = await run(python, ["driver.py", "blocks.json"], {
      cwd: scratch,
      env: environment(reader),
      timeout: 600_000,
    });
    if (ran.code !== 0) throw new Error(`the Python driver failed: ${ran.stderr}`);
    const results = JSON.parse(ran.stdout) as { ok: boolean; output: string }[];
    const ordered = documents
      .flat()
      .map((d) => blocks.find((b) => `${b.file}:${b.line}` === d.name) as CodeBlock);
    return ordered.map((block, i) => ({
      block,
      ok: results[i]?.ok ?? false,
      output: results[i]?.output ?? "",
    }));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const TS_DRIVER = `
import { pathToFileURL } from "node:url";
const results = [];
const methods = ["log", "info", "warn", "error"];
const original = Object.fromEntries(methods.map((m) => [m, console[m]]));
for (const file of process.argv.slice(2)) {
  const lines = [];
  for (const m of methods) console[m] = (...args) => lines.push(args.map((a) => (typeof a === "string" ? a : JSON.stringify(a))).join(" "));
  let ok = true;
  let timer;
  try {
    await Promise.race([
      import(pathToFileURL(file).href),
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error("the block ran for ${BLOCK_SECONDS} s without ending")), ${BLOCK_SECONDS}_000))),
    ]);
  } catch (error) {
    ok = false;
    lines.push(String(error?.stack ?? error));
  } finally {
    clearTimeout(timer);
  }
  for (const m of methods) console[m] = original[m];
  results.push({ ok, output: lines.join("\\n") });
}
process.stdout.write(JSON.stringify(results));
process.exit(0);
`;

/**
 * Runs TypeScript blocks in one Node process (the repository's, which runs TypeScript as it is), each
 * block a module of `project` (where `@pix/client` is installed). A package a block imports that the
 * project lacks is linked from the repository's node_modules.
 */
export async function runTypeScript(
  blocks: CodeBlock[],
  reader: Reader,
  project: string,
): Promise<RanBlock[]> {
  const dir = join(project, "guide-blocks");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  const files = blocks.map((b, i) => {
    const file = join(dir, `block-${i}-${b.file.replaceAll(/[^a-z0-9]+/gi, "-")}-${b.line}.ts`);
    const code = forReader(b.code, reader);
    writeFileSync(file, code);
    for (const [, specifier = ""] of code.matchAll(/\bfrom\s+"([^".][^"]*)"/g)) {
      const name = specifier.startsWith("@")
        ? specifier.split("/").slice(0, 2).join("/")
        : specifier.split("/")[0];
      if (!name || name.startsWith("node:")) continue;
      const installed = join(project, "node_modules", name);
      const repository = join(ROOT, "node_modules", name);
      if (existsSync(installed) || !existsSync(repository)) continue;
      mkdirSync(join(installed, ".."), { recursive: true });
      symlinkSync(repository, installed);
    }
    return file;
  });
  writeFileSync(join(dir, "driver.mjs"), TS_DRIVER);
  const ran = await run(process.execPath, [join(dir, "driver.mjs"), ...files], {
    cwd: project,
    env: environment(reader),
    timeout: 600_000,
  });
  if (ran.code !== 0) throw new Error(`the TypeScript driver failed: ${ran.stderr}`);
  const results = JSON.parse(ran.stdout) as { ok: boolean; output: string }[];
  return blocks.map((block, i) => ({ block, ok: results[i]?.ok ?? false, output: results[i]?.output ?? "" }));
}
