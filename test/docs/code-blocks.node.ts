/**
 * The fenced code blocks of pix's user-facing Markdown, as the guides runner (guides.node.test.ts) and
 * the Tour's own test read them: where each block is, its language, its code and, when it is not run,
 * the reason its marker gives.
 *
 * The rule (docs/testing.md, "Code blocks in the guides"): every `sh`, `python` and `ts` block of
 * README.md, docs/*.md and the READMEs of clients/ and examples/ is run against a local pix, unless the
 * line right before its fence is a marker `<!-- not run: <reason> -->`. Other languages (`json`,
 * `text`, `sql`, none) are answers and listings, never run.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const ROOT = join(import.meta.dirname, "..", "..");

/** The Markdown the runner reads, relative to the repository. */
export const DOCUMENTS: readonly string[] = [
  "README.md",
  ...readdirSync(join(ROOT, "docs"))
    .filter((f) => f.endsWith(".md"))
    .sort()
    .map((f) => `docs/${f}`),
  "clients/python/README.md",
  "clients/typescript/README.md",
  "examples/README.md",
];

/** Languages the runner runs, and those it never runs (answers, listings, another tool's queries). */
export const RUN_LANGUAGES = ["sh", "python", "ts"] as const;
export const SHOWN_LANGUAGES = ["json", "text", "sql", ""] as const;
export type RunLanguage = (typeof RUN_LANGUAGES)[number];

/** The marker that keeps the next block from being run: an HTML comment, so a rendered guide hides it. */
export const NOT_RUN = /^\s*<!-- not run: (.*?) -->\s*$/;

export interface CodeBlock {
  /** The document, relative to the repository. */
  file: string;
  /** The line of the opening fence, from 1. */
  line: number;
  /** The line of the closing fence. */
  end: number;
  /** The info string's first word (`sh`, `python`, `ts`, `json`, …), or "". */
  lang: string;
  /** The block's text, its fence's indentation removed, ending with a newline. */
  code: string;
  /** The reason of the `not run` marker right before the fence, else null. */
  notRun: string | null;
}

/** Every fenced block of one document, in order. */
export function codeBlocks(file: string): CodeBlock[] {
  const lines = readFileSync(join(ROOT, file), "utf8").split("\n");
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,})\s*([^\s`]*)/.exec(lines[i] ?? "");
    if (!open) continue;
    const [, indent = "", fence = "```", lang = ""] = open;
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !new RegExp(`^\\s*${fence}\\s*$`).test(lines[j] ?? "")) {
      const text = lines[j] ?? "";
      body.push(text.startsWith(indent) ? text.slice(indent.length) : text.trimStart());
      j++;
    }
    let before = i - 1;
    while (before >= 0 && (lines[before] ?? "").trim() === "") before--;
    const marker = NOT_RUN.exec(lines[before] ?? "");
    blocks.push({
      file,
      line: i + 1,
      end: j + 1,
      lang,
      code: body.length > 0 ? `${body.join("\n")}\n` : "",
      notRun: marker ? (marker[1] ?? "") : null,
    });
    i = j;
  }
  return blocks;
}

/** Every block of every document the runner reads. */
export function allCodeBlocks(): CodeBlock[] {
  return DOCUMENTS.flatMap(codeBlocks);
}

/** `not run` markers that precede no code block (a marker must sit right before the fence it keeps). */
export function strayMarkers(file: string): number[] {
  const lines = readFileSync(join(ROOT, file), "utf8").split("\n");
  const blocks = codeBlocks(file);
  const marked = new Set(blocks.filter((b) => b.notRun !== null).map((b) => b.line));
  // A marker shown inside a block (this rule's own documentation) keeps nothing.
  const inside = (n: number) => blocks.some((b) => n > b.line && n < b.end);
  const stray: number[] = [];
  lines.forEach((line, i) => {
    if (inside(i + 1) || (!NOT_RUN.test(line) && !line.includes("<!-- not run"))) return;
    let next = i + 1;
    while (next < lines.length && (lines[next] ?? "").trim() === "") next++;
    if (!marked.has(next + 1)) stray.push(i + 1);
  });
  return stray;
}

export interface ShellCommand {
  /** The command as written (continued lines joined by their newlines). */
  text: string;
  /** The comment lines right before it, without their `#`. */
  note: string;
}

/**
 * A shell block's commands: comment lines are the note of the commands under them (up to a blank line
 * or the next comment), continued lines (`\`, `|`, an open quote) are joined.
 */
export function shellCommands(block: string): ShellCommand[] {
  const out: ShellCommand[] = [];
  let current = "";
  let note: string[] = [];
  let noteDone = false;
  for (const line of block.split("\n")) {
    if (current === "") {
      if (line.trim() === "") {
        note = [];
        continue;
      }
      if (line.trimStart().startsWith("#")) {
        if (noteDone) note = [];
        noteDone = false;
        note.push(line.trimStart().replace(/^#\s?/, ""));
        continue;
      }
    }
    current += `${line}\n`;
    if (!/(\\|\|)\s*$/.test(line) && !openQuote(current)) {
      out.push({ text: current.trimEnd(), note: note.join(" ") });
      current = "";
      noteDone = true;
    }
  }
  return out;
}

/** Whether a single quote is still open at the end of `text` (a JSON body over several lines). */
function openQuote(text: string): boolean {
  let open = false;
  for (const line of text.split("\n")) {
    const code = open ? line : line.replace(/\s#.*$/, "");
    for (const char of code) if (char === "'") open = !open;
  }
  return open;
}

/** A Node stack frame or an uncaught error's first line: what a reader must never see from an example. */
export const STACK_TRACE = /^\s+at \S|^\w*Error(?: \[\w+\])?: |^Traceback \(most recent call last\)/m;
