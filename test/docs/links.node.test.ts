/**
 * The documents link each other by relative paths: every `](path)` link of README.md and docs/*.md that
 * is not a URL or an anchor names a file that exists. And every file of docs/ is either a user guide
 * (USER_GUIDES: copied into the Worker's assets and linked from /docs) or says in its title that it is
 * for contributors, so a new guide cannot be left out of /docs by accident.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { USER_GUIDES } from "../../src/api/docs/guides.ts";

const ROOT = join(import.meta.dirname, "..", "..");
const DOCS = join(ROOT, "docs");
const markdown = [
  join(ROOT, "README.md"),
  ...readdirSync(DOCS)
    .filter((f) => f.endsWith(".md"))
    .map((f) => join(DOCS, f)),
];

/** Relative link targets of a Markdown file (fenced code blocks skipped), without their fragment. */
function relativeLinks(file: string): string[] {
  const text = readFileSync(file, "utf8").replace(/^```[\s\S]*?^```$/gm, "");
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1] ?? "")
    .filter((target) => !/^[a-z]+:/i.test(target) && !target.startsWith("#") && !target.startsWith("/"))
    .map((target) => target.split("#")[0] ?? "");
}

describe("documentation links", () => {
  it("every relative link of README.md and docs/ resolves to a file", () => {
    const broken = markdown.flatMap((file) =>
      relativeLinks(file)
        .filter((target) => !existsSync(join(dirname(file), target)))
        .map((target) => `${relative(ROOT, file)} → ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it("every docs/*.md is a user guide or titled for contributors", () => {
    const guides = new Set<string>(USER_GUIDES.map((g) => g.file));
    for (const file of readdirSync(DOCS).filter((f) => f.endsWith(".md"))) {
      const title = readFileSync(join(DOCS, file), "utf8").split("\n")[0] ?? "";
      expect(guides.has(file) !== /\(for contributors\)$/.test(title), `${file}: ${title}`).toBe(true);
    }
    for (const guide of guides) expect(existsSync(join(DOCS, guide)), guide).toBe(true);
  });

  it("README.md stays short", () => {
    expect(readFileSync(join(ROOT, "README.md"), "utf8").split("\n").length).toBeLessThanOrEqual(250);
  });
});
