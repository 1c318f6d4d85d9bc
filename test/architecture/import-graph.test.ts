/**
 * The import graph of src/ points one way (README "Architecture"). Each rule names a layer and the
 * layers it must never import; a reversed arrow fails here with the offending file and import.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = resolve(import.meta.dirname, "../../src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/** `src/`-relative targets of a file's relative imports and re-exports (type-only ones included). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specifiers = [...text.matchAll(/(?:import|export)\s[^;]*?from\s+"(\.[^"]+)"/g)].map(
    (m) => m[1] as string,
  );
  return specifiers.map((s) => relative(SRC, resolve(dirname(file), s)).replaceAll("\\", "/"));
}

/** The top-level layer of a `src/`-relative path: its first folder, or the file name at the root. */
const layerOf = (path: string) => path.split("/")[0] ?? path;

const EDGES = sourceFiles(SRC).flatMap((file) => {
  const from = relative(SRC, file).replaceAll("\\", "/");
  return importsOf(file).map((to) => ({ from, to }));
});

interface Rule {
  layer: string;
  /** Layers this one must not import; "*" = every layer but its own. */
  never: readonly string[] | "*";
  why: string;
}

const RULES: Rule[] = [
  { layer: "domain", never: "*", why: "domain/ holds pure functions and imports nothing of pix" },
  { layer: "cache", never: "*", why: "the cache utility is a leaf every layer may use" },
  {
    layer: "lake",
    never: ["ingest", "store", "routes", "http", "objects", "auth"],
    why: "lake/ owns the tape format only",
  },
  {
    layer: "store",
    never: ["ingest", "routes", "middleware", "objects"],
    why: "store/ is read and written by the layers above it",
  },
  {
    layer: "http",
    never: ["routes", "store", "ingest", "objects"],
    why: "http/ is the contract toolkit the routes build on",
  },
  { layer: "auth", never: ["routes", "ingest"], why: "planes and key verification live in auth/" },
  { layer: "ingest", never: ["routes", "middleware"], why: "ingestion never depends on the read planes" },
  { layer: "objects", never: ["routes", "middleware"], why: "Durable Objects never import route modules" },
];

describe("the import graph of src/", () => {
  for (const rule of RULES) {
    it(`${rule.layer}/ never imports ${rule.never === "*" ? "another layer" : rule.never.join(", ")} (${rule.why})`, () => {
      const reversed = EDGES.filter(({ from, to }) => {
        if (layerOf(from) !== rule.layer) return false;
        const target = layerOf(to);
        if (target === rule.layer) return false;
        return rule.never === "*" || rule.never.includes(target);
      }).map(({ from, to }) => `${from} → ${to}`);
      expect(reversed).toEqual([]);
    });
  }

  it("nothing imports routes/ except app.ts and routes/ itself", () => {
    const reversed = EDGES.filter(
      ({ from, to }) => layerOf(to) === "routes" && layerOf(from) !== "routes" && from !== "app.ts",
    ).map(({ from, to }) => `${from} → ${to}`);
    expect(reversed).toEqual([]);
  });

  it("sees the whole tree (the rules are not vacuous)", () => {
    const layers = new Set(EDGES.map(({ from }) => layerOf(from)));
    for (const layer of ["domain", "store", "http", "auth", "ingest", "routes", "objects"]) {
      expect(layers.has(layer)).toBe(true);
    }
  });
});
